"""The reader of conditions that name how the monster was Summoned, "If this Synchro Summoned
card is sent from the field to the GY" (summoned_conditions.py, 8-5-17): the words about "this
card" read as they always are, with `was_summoned`. Real cards are read in place (facts
only)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import monster_shapes, summoned_conditions

CORAL, INTEGRATOR = "42566602", "25200959"  # Coral Dragon, Cyberse Integrator


def test_coral_dragon_reads_in_full():
    card = derived(CORAL)
    assert card.automation == "full" and not card.notes
    trigger = card.encoding["effects"][1]
    assert (trigger["event"], trigger["was_summoned"]) == ("sent_from_field_to_graveyard",
                                                           "synchro")
    assert trigger["effect"] == [{"draw": 1}]


def test_cyberse_integrator_reads_in_full():
    card = derived(INTEGRATOR)
    assert card.automation == "full"
    assert card.encoding["effects"][1]["was_summoned"] == "synchro"


def test_each_kind_and_what_stays_unread():
    read = lambda text: summoned_conditions.read(text, monster_shapes._whole)  # noqa: E731
    assert read("If this Xyz Summoned card is destroyed") == {
        "type": "trigger", "event": "destroyed", "from": "graveyard", "was_summoned": "xyz"}
    assert read("When this Fusion Summoned card is destroyed by battle")["was_summoned"] \
        == "fusion"
    assert read("If this Synchro Summoned card is tossed into the sea") is None
    assert read("If this card is destroyed") is None  # no Summon named: not this reader's
