"""A real card that places a Spell Counter on each face-up card that can hold one (Magical
Plant Mandragola's FLIP effect; imported from ../shared/fixtures/yaml-yugi into a temporary
folder, facts only), read and judged: either player's cards whose text speaks of Spell
Counters and that are not full get one; others none (4-8-6)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

MANDRAGOLA, LIBRARY, BREAKER = "07802006", "70791313", "71413901"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (MANDRAGOLA, LIBRARY, BREAKER)))


def test_it_is_read_whole(printed):
    mandragola = Card.objects.get(game_id="ygo", number=MANDRAGOLA)
    assert mandragola.automation == "full"
    assert mandragola.encoding["flip"] == [{"place_counters_each": {
        "count": 1, "name": "Spell Counter", "player": "any"}}]


DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters:
      - {{id: a-mandragola, card: "{mandragola}", position: set}}
      - {{id: a-library, card: "{library}", counters: 1}}
      - {{id: a-plain, name: Plain Monster, atk: 1000, def: 1000}}
  B:
    monsters: [{{id: b-breaker, card: "{breaker}", counters: {breaker_counters}}}]
actions:
  - flip_summon: {{card: a-mandragola}}
  - pass
  - pass
"""


def placed(result: dict) -> list[tuple[str, int]]:
    return [(step["params"]["card"]["card"], step["params"]["total"])
            for step in result["steps"] if step["code"] == "counters_placed"]


def test_every_card_that_can_hold_one_gets_one(printed):
    result = judged(DUEL.format(mandragola=MANDRAGOLA, library=LIBRARY, breaker=BREAKER,
                                breaker_counters=0))
    assert sorted(placed(result)) == [("a-library", 2), ("b-breaker", 1)]
    assert "4-8-6" in result["rules_cited"]


def test_a_full_card_gets_none(printed):
    # Breaker the Magical Warrior holds at most 1 ("(max. 1)")
    result = judged(DUEL.format(mandragola=MANDRAGOLA, library=LIBRARY, breaker=BREAKER,
                                breaker_counters=1))
    assert placed(result) == [("a-library", 2)]
