"""Cards discarded together are discarded at one moment (11-1-9): a monster's "When this card
is discarded: You can ..." effect does not miss its timing because another card was discarded
with it by an effect that discards two cards (5-3-4); a card drawn after the discards still makes
it miss the timing."""
from __future__ import annotations

from ygo_duel import illegal, player, run, spell

LURE = {"id": "a-lure", "kind": "monster", "level": 4, "atk": 0, "def": 0,
        "effects": [{"type": "trigger", "event": "discarded", "when": True,
                     "from": "graveyard", "effect": [{"gain_lp": {"amount": 100}}]}]}
JUNK = {"id": "a-junk", "kind": "monster", "level": 4, "atk": 0, "def": 0}
USE_LURE = {"activate": {"card": "a-lure", "effect": 0}}


def discarding(effect: list, discards: list[str]) -> dict:
    hand = [spell("a-throw", effect=effect), LURE, JUNK]
    activation = {"card": "a-throw", "discards": discards}
    return run(a={"hand": hand, "deck": 3},
               actions=[{"activate": activation}, "pass", "pass", USE_LURE, "pass", "pass"])


def test_two_cards_discarded_by_an_effect_are_one_moment():
    result = discarding([{"discard": 2}], ["a-lure", "a-junk"])
    assert result["outcome"] != "illegal_action", illegal(result)
    assert player(result, "A")["lp"] == 8100


def test_something_done_after_the_discards_still_misses_the_timing():
    result = discarding([{"discard": 2}, {"then": [{"draw": 1}]}], ["a-lure", "a-junk"])
    assert result["outcome"] == "illegal_action"
    assert "11-1-9" in illegal(result)["rules"]
