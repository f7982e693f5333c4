"""Effects that Set a Spell or Trap they targeted in their player's own GY, read from real cards'
English texts (read in place from ../shared/fixtures/yaml-yugi) into the `set` step on the target
(10-1-1); a target in the opponent's GY is not read (its control would change)."""
from __future__ import annotations

from ygo_support import printed

from cards.ygo import set_shapes, shapes, target_shapes


def effect_steps(number: str) -> list[list[dict]]:
    fields = printed(number) or {}
    return [entry["effect"] for entry in fields.get("effects", [])]


def test_a_trigger_from_the_graveyard_sets_an_archetype_spell_trap_it_targets():
    # Salamangreat Falco: sent to the GY, it targets a "Salamangreat" Spell/Trap there
    fields = printed("20618081")
    assert fields is not None
    first = fields["effects"][0]
    assert first["target"] == {"what": "spell_trap", "player": "controller",
                               "zone": "graveyard", "archetype": "Salamangreat"}
    assert first["effect"] == [{"set": "chosen"}]


def test_a_monster_targeted_for_an_attack_sets_a_spell_from_the_graveyard():
    # a monster of "Legend of Heart": its second effect
    assert [{"set": "chosen"}] in effect_steps("80019195")


def test_a_card_set_from_the_deck_to_the_spell_and_trap_zone():
    # Toy Vendor's monster: "... directly from your Deck to your Spell & Trap Zone."
    assert [{"fetch": {"to": "set", "what": "card", "names": ["Toy Vendor"]}}] \
        in effect_steps("03841833")


def test_a_target_in_the_opponents_graveyard_is_not_read():
    aimed = target_shapes.target("Target 1 Spell in your opponent's GY")
    assert aimed is not None
    assert shapes.action("Set it to your field.", aimed) is None


def test_a_monster_in_the_graveyard_is_not_set():
    assert set_shapes.on_target("Set that target.", {
        "what": "monster", "player": "controller", "zone": "graveyard"}) is None


def test_a_trap_set_from_the_graveyard_that_can_be_activated_this_turn():
    # the monster whose Set Trap "can be activated this turn" (10-3-2)
    assert [{"set_ready": "chosen"}] in effect_steps("85800949")


def test_a_continuous_trap_set_from_the_hand_or_graveyard_ready_this_turn():
    # "Set 1 Continuous Trap Card from your hand or Graveyard to your field. That Set card can
    # be activated during this turn.": a Trap's property now reads, and the rider after it
    fields = printed("24425055")
    assert fields is not None
    assert fields["effect"] == [{"fetch": {
        "to": "set", "from": ["hand", "graveyard"], "what": "trap", "property": "continuous",
        "ready": True}}]


def test_the_rider_needs_a_card_set_just_before():
    steps = [{"destroy": "chosen"}]
    assert not set_shapes.ready("It can be activated this turn.", steps)
    assert steps == [{"destroy": "chosen"}]
    nested = [{"destroy": "chosen"}, {"if_you_do": [{"fetch": {"to": "set", "what": "trap"}}]}]
    assert set_shapes.ready("It can be activated this turn.", nested)
    assert nested[1]["if_you_do"][0]["fetch"]["ready"] is True
