"""The reader of the Tri-Brigade monsters' summoning effect (rated_summon_shapes.py): a cost of
any number of banished Beast, Beast-Warrior and/or Winged Beast monsters (5-2-33), a Link
Monster Special Summoned from the Extra Deck with the Link Rating of that count (5-2-34) and
the Link Material its player may use for the rest of the turn (8-5-20). Real cards are read in
place (facts only)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import rated_summon_shapes, shapes

# Tri-Brigade Nervall, Kerass, Kitt, Fraktall
TRI_BRIGADE = ("14816857", "50810455", "56196385", "87209160")
KINDS = ["Beast", "Beast-Warrior", "Winged Beast"]


def test_the_tri_brigade_monsters_read_in_full():
    for number in TRI_BRIGADE:
        card = derived(number)
        assert card.automation == "full" and not card.notes, number
        effect = next(e for e in card.encoding["effects"]
                      if e.get("cost_cards", {}).get("any_number"))
        assert effect["type"] == "ignition"
        assert effect["cost_cards"] == {"do": "banish", "what": "monster", "type": KINDS,
                                        "any_number": True}
        assert effect["effect"] == [{"rated_summon": {"what": "monster", "type": KINDS}},
                                    {"link_material_lock": {"type": KINDS}}]


def test_the_summon_is_read_only_beside_a_cost_of_a_chosen_count():
    words = ("Special Summon 1 Beast, Beast-Warrior, or Winged Beast Link Monster from your "
             "Extra Deck, with Link Rating equal to the number banished")
    assert rated_summon_shapes.action(words, {}) is None
    fixed = {"cost_cards": {"do": "banish", "what": "monster", "count": 2}}
    assert rated_summon_shapes.action(words, fixed) is None


def test_near_wordings_stay_unread():
    # another count, another zone, another kind of material: not this shape
    assert rated_summon_shapes.cost("Banish any number of Beast monsters from your hand") is None
    assert rated_summon_shapes.action(
        "Special Summon 1 Beast Xyz Monster from your Extra Deck, with Rank equal to the "
        "number banished", {"cost_cards": {"do": "banish", "any_number": True}}) is None
    assert shapes.action("you can only use Beast monsters as Synchro Material for the rest "
                         "of this turn", {}) is None
    assert rated_summon_shapes.lock("You can only use Beast monsters as Link Material for the "
                                    "rest of this turn.") == [
        {"link_material_lock": {"type": "Beast"}}]
