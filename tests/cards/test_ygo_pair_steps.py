""""Target 1 X and 1 Y; destroy that card on the field, and if you do, Special Summon that other
monster from the GY." and kin, read from real cards in place (facts only): the first target
as `target`, the second as `also_target` (each in its own zone), and each part's steps on
`first_target` or `second_target`, joined by "and if you do", "then" or "also" (5-2-3, 5-2-7);
a part that names no target of its own, or a target where it is not, stays a note."""
from __future__ import annotations

import sys
from pathlib import Path

from cards.ygo import pair_steps

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ygo_support import derived  # noqa: E402

FACE_TURN = "26285557"  # Gouki Face Turn: "that card on the field", "that other monster"
FIRE_KINGS = "59388357"  # Circle of the Fire Kings: "that monster you control", "... your GY"
BOOK = "02204140"  # Book of Life: "the first target, also ... the second target"
BOX = "25774450"  # Mystic Box: "destroy the first target, then give control of ..."
RECKLESSLY = "32854013"  # Super Rush Recklessly, a Normal Trap: "... shuffle the second ..."
BRISINGAMEN = "42793609"  # Nordic Relic Brisingamen: one part names both targets


def test_destroy_one_and_if_you_do_summon_the_other():
    card = derived(FACE_TURN)
    assert card.automation == "full"
    assert card.encoding["target"]["zone"] == "field"
    assert card.encoding["also_target"] == {"what": "monster", "player": "controller",
                                            "zone": "graveyard", "archetype": "Gouki"}
    assert card.encoding["effect"] == [{"destroy": "first_target"}, {"if_you_do": [
        {"special_summon": {"card": "second_target"}}]}]
    assert card.encoding["once_per_turn"] is True
    assert derived(FIRE_KINGS).encoding["effect"] == card.encoding["effect"]
    assert derived(FIRE_KINGS).automation == "full"


def test_also_and_then_and_a_trap():
    book = derived(BOOK)
    assert book.automation == "full"
    assert book.encoding["effect"] == [{"special_summon": {"card": "first_target"}},
                                       {"banish": "second_target"}]
    assert book.encoding["also_target"]["player"] == "opponent"
    box = derived(BOX)
    assert box.automation == "full"
    assert box.encoding["effect"] == [{"destroy": "first_target"}, {"then": [
        {"give_control": {"card": "second_target", "until": "none"}}]}]
    trap = derived(RECKLESSLY)
    assert trap.automation == "full"
    assert trap.encoding["effect"][1] == {"if_you_do": [
        {"to_deck": {"card": "second_target", "where": "shuffle"}}]}


def test_near_wordings_stay_notes():
    assert derived(BRISINGAMEN).automation != "full"
    pair = "Target 1 monster you control and 1 monster in your GY"
    for action in (
            "destroy the first target, and if you do, Special Summon it.",  # "it": which?
            "destroy that card on the field, and if you do, draw 1 card.",  # one target only
            "Special Summon that other monster, and destroy that monster.",  # no join read
            "banish the second target, and if you do, destroy the second target."):
        assert pair_steps.read(pair, action) is None, action
    # "that card on the field" cannot name a target in the GY
    assert pair_steps.read("Target 1 monster in your GY and 1 monster in your GY",
                           "banish that card on the field, then banish the second target.") \
        is None
