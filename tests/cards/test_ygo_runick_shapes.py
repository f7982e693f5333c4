"""The reader of the Runick Quick-Play Spells' words (runick_shapes.py): the top cards of a
Deck banished face-up (3-7-4), a Summon from the Extra Deck to the Extra Monster Zone (3-3-5)
and the choice that skips the next Battle Phase (7-1-6). Real cards are read in place (facts
only)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import option_shapes, runick_shapes, shapes, target_shapes

TIP, DESTRUCTION, SMITING, CURSES = "31562086", "94445733", "93229151", "30430448"
FIRE = "68957034"  # Runick Flashing Fire


def test_the_top_cards_of_a_deck_banished():
    assert runick_shapes.read("Banish the top 3 cards of your opponent's Deck.") == [
        {"banish_top": {"player": "opponent", "count": 3}}]
    assert runick_shapes.read("Banish the top card of your Deck.") == [
        {"banish_top": {"player": "controller", "count": 1}}]
    assert shapes.action("Your opponent draws 1 card, then you banish the top 4 cards of "
                         "their Deck.", {}) == [
        {"opponent_draws": 1}, {"then": [{"banish_top": {"player": "opponent", "count": 4}}]}]


def test_face_down_and_chosen_cards_are_not_this_shape():
    assert runick_shapes.read("Banish the top 3 cards of your opponent's Deck face-down.") is None
    assert runick_shapes.read("Banish 1 card from your opponent's GY.") is None


def test_the_summon_to_the_extra_monster_zone():
    assert runick_shapes.read('Special Summon 1 "Runick" monster from your Extra Deck to the '
                              'Extra Monster Zone.') == [
        {"extra_zone_summon": {"what": "monster", "archetype": "Runick"}}]
    assert runick_shapes.read('Special Summon 1 "Runick" monster from your Extra Deck to the '
                              'Extra Monster Zone in Defense Position.') is None


def test_runick_cards_read_with_the_battle_phase_they_skip():
    for number in (TIP, DESTRUCTION):
        card = derived(number)
        assert card.automation == "full" and not card.notes
        assert card.encoding["skip_next_battle"] is True
    destruction = derived(DESTRUCTION).encoding["options"][0]
    assert destruction["target"]["what"] == "spell_trap"
    assert destruction["effect"][1] == {"then": [{"banish_top": {"player": "opponent",
                                                                 "count": 4}}]}


def test_an_option_not_read_leaves_the_whole_choice_unread():
    card = derived(SMITING)  # "up to the number of cards they control": not read
    assert card.automation != "full"
    assert "skip_next_battle" not in card.encoding


def test_a_negation_until_the_end_of_the_turn_in_brackets():
    card = derived(CURSES)  # Runick Freezing Curses: "negate its effects (until the end ...)"
    assert card.automation == "full" and not card.notes
    first = card.encoding["options"][0]
    assert first["effect"] == [{"negate_effects": {"card": "chosen"}},
                               {"then": [{"banish_top": {"player": "opponent", "count": 3}}]}]


def test_a_special_summoned_monster_as_a_target():
    card = derived(FIRE)  # "Target 1 Special Summoned monster your opponent controls"
    assert card.automation == "full" and not card.notes
    assert card.encoding["options"][0]["target"] == {
        "what": "monster", "player": "opponent", "zone": "field", "special_summoned": True}
    assert target_shapes.target("Target 1 Special Summoned monster in your GY") is None


def test_all_face_up_cards_negated_with_no_time_said():
    assert option_shapes.read("Negate the effects of all face-up cards your opponent currently "
                              "controls.") == [{"negate_all_effects": {
                                  "player": "opponent", "what": "cards", "lasting": True}}]
    card = derived("05772618")  # Hi-Speedroid Kitedrake
    assert card.automation == "full" and not card.notes


def test_all_face_up_monsters_negated_except_an_archetype():
    card = derived("47021196")  # U.A. Player Manager
    assert card.automation == "full" and not card.notes
    step = {"negate_all_effects": {"player": "both", "what": "monsters",
                                   "except": {"archetype": "U.A."}}}
    assert any(option["effect"] == [step] for effect in card.encoding["effects"]
               for option in effect.get("options", []))
