"""A material's Trigger Effect on being detached as the cost of its Xyz Monster's effect
(4-4-12), read from real cards' English texts (read in place from ../shared/fixtures/yaml-yugi)."""
from __future__ import annotations

from ygo_support import derived

from cards.ygo import monster_shapes


def _detached(number: str) -> dict:
    card = derived(number)
    assert card.automation == "full"
    found, = (one for one in card.encoding["effects"] if one.get("event") == "detached_for_cost")
    return found


def test_detached_and_sent_to_the_graveyard():
    # Big Belly Knight (32696942): from the GY, Special Summon from the hand
    belly = _detached("32696942")
    assert belly["type"] == "trigger" and belly["from"] == "graveyard"
    assert belly["effect"][0]["fetch"]["from"] == ["hand"]
    # Gagaga Mancer (28884172), Raidraptor - Skull Eagle (45184165): a target, a cost of its own
    assert _detached("28884172")["target"]["type"] == "Xyz"
    assert _detached("45184165")["cost_self"] == "banish"


def test_detached_wherever_it_went():
    shape = monster_shapes._whole("If this card is detached from an Xyz Monster to activate "
                                  "that monster's effect")
    assert shape == {"type": "trigger", "event": "detached_for_cost",
                     "from": ["graveyard", "banished"]}


def test_detached_by_an_effect_stays_unread():
    # a material detached by a resolving effect is not this event (4-4-9)
    assert monster_shapes._whole("If this card is detached from an Xyz Monster by a card "
                                 "effect") is None
