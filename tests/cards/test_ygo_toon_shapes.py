"""A monster's own text on when it may attack, read from real cards' English texts (read in
place from ../shared/fixtures/yaml-yugi): "Cannot attack the turn it is Summoned."
(`no_attack_summoned_turn`, 12-3-15) and "While you control "Toon World" and your opponent
controls no Toon monsters, this card can attack your opponent directly." (`direct_attack_if`,
12-3-10)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import toon_shapes

TOON_DIRECT = {"control": {"names": ["Toon World"]}, "opponent_none": {"type": "Toon"}}


def test_a_toon_that_waits_a_turn_and_attacks_directly():
    card = derived("83629030")  # Toon Cyber Dragon
    assert card.automation == "full", card.notes
    assert card.encoding["no_attack_summoned_turn"] == "summoned"
    assert card.encoding["direct_attack_if"] == TOON_DIRECT


def test_the_other_wordings():
    assert toon_shapes.no_attack_turn("Cannot attack the turn it is Special Summoned.") == {
        "no_attack_summoned_turn": "special"}
    assert toon_shapes.no_attack_turn("This card cannot attack the turn it is Normal "
                                      "Summoned.") == {"no_attack_summoned_turn": "normal"}
    assert toon_shapes.no_attack_turn("This card cannot attack in the same turn it is Normal "
                                      "Summoned, Flip Summoned, or Special Summoned.") == {
        "no_attack_summoned_turn": "summoned"}
    assert toon_shapes.direct_if("If you have no cards in your hand, this card can attack "
                                 "your opponent directly.") == {
        "direct_attack_if": {"hand_empty": True}}


def test_a_state_not_read_leaves_the_sentence_unread():
    assert toon_shapes.direct_if("If all monsters your opponent controls are in Defense "
                                 "Position, this card can attack your opponent directly.") is None


def test_destroyed_along_with_toon_world():
    card = derived("16392422")  # Toon Masked Sorcerer
    assert card.encoding["destroyed_with"] == "Toon World"
    assert card.encoding["no_attack_summoned_turn"] == "summoned"
    assert not any("Toon World" in note for note in card.notes)


def test_a_toon_spell_inflicts_the_atk_of_its_face_up_target():
    card = derived("06958551")  # Shadow Toon
    assert card.automation == "full", card.notes
    assert card.encoding["if"] == {"control": {"names": ["Toon World"]}}
    assert card.encoding["target"]["face_up"] is True
    assert card.encoding["effect"] == [{"damage": {"player": "opponent", "atk_of": "chosen"}}]


def test_its_atk_is_not_read_of_a_target_that_may_be_face_down():
    from cards.ygo import target_actions
    spec = {"what": "monster", "player": "opponent", "zone": "field"}
    assert target_actions.on_target("inflict damage to your opponent equal to the ATK of that "
                                    "face-up monster.", spec) is None


def test_an_older_toon_pays_to_attack_and_attacks_toons_first():
    card = derived("53183600")  # Blue-Eyes Toon Dragon
    assert card.automation == "full", card.notes
    assert card.encoding["summon_procedures"] == [{
        "from": ["hand"], "if": {"control_names_all": ["Toon World"]},
        "cost": [{"do": "tribute", "count": 2, "what": "monster"}]}]
    assert card.encoding["summon_first"] is True
    assert card.encoding["attack_cost_lp"] == 500
    assert card.encoding["direct_attack_if"] == {"opponent_none": {"type": "Toon"}}
    assert card.encoding["attack_toons_first"] is True


def test_an_older_toon_summoned_by_no_tribute_while_toon_world_is_controlled():
    card = derived("65458948")  # Toon Mermaid: "(from your hand), while ..."
    assert card.automation == "full", card.notes
    assert card.encoding["summon_procedures"] == [{
        "from": ["hand"], "if": {"control_names_all": ["Toon World"]}}]


def test_a_continuous_spell_asked_by_a_procedure_is_any_card_its_player_controls():
    card = derived("34926568")  # Merciless Scorpion of Serket: "..., while you control ..."
    [procedure] = card.encoding["summon_procedures"]
    assert procedure["if"] == {"control_names_all": ["Temple of the Kings"]}
