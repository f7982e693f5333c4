"""Real monsters whose Special Summon's "its effects are negated" is printed as a sentence of
its own (cards/ygo/negated_apart.py), read and judged (imported from ../shared/fixtures/
yaml-yugi into a temporary folder, facts only): Lock Cat revives a Level 1 Beast whose effects
are negated while it stays face-up (5-5-1), Big Whale's three monsters from the Deck and the
Piece Golems' other Golem alike; a rider that says more stays a note."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import derived, english, judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

LOCK_CAT, BIG_WHALE, SMALL_GOLEM, MEDIUM_GOLEM = "52346240", "18322364", "22754505", "58843503"
ZOMBOWWOW = "27971137"  # "Its effects are negated, also it is destroyed during ...": says more


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (LOCK_CAT, BIG_WHALE, SMALL_GOLEM, MEDIUM_GOLEM)))


def stored(number: str) -> Card:
    return Card.objects.get(game_id="ygo", number=number)


def test_the_rider_marks_the_one_summon_before_it(printed):
    for number in (LOCK_CAT, BIG_WHALE, SMALL_GOLEM, MEDIUM_GOLEM):
        assert stored(number).automation == "full", number
        assert "negated" in english(number)["text"]
    [revive] = stored(LOCK_CAT).encoding["effects"][0]["effect"]
    assert revive["special_summon"]["negated"] is True
    [whale] = stored(BIG_WHALE).encoding["effects"][0]["effect"]
    assert whale["fetch"]["negated"] is True and whale["fetch"]["count"] == 3
    [golem] = stored(SMALL_GOLEM).encoding["effects"][0]["effect"]
    assert golem["fetch"]["negated"] is True and golem["fetch"]["names"] == [
        "Medium Piece Golem"]


def test_a_rider_that_says_more_stays_a_note():
    found = derived(ZOMBOWWOW)
    assert any(note.startswith("Its effects are negated, also") for note in found.notes)


LOCK_CAT_BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-cat, card: "{cat}"}}]
    graveyard: [{{id: a-beast, name: Beast, kind: monster, level: 1, atk: 100, def: 100,
                 types: [Beast], effects: [{{type: ignition, effect: [{{draw: 1}}]}}]}}]
    deck: [{{id: a-d1, name: D1, kind: monster, level: 4, atk: 0, def: 0}}]
  B: {{}}
actions:
  - normal_summon: {{card: a-cat}}
  - activate: {{card: a-cat, effect: 0, target: a-beast}}
  - pass
  - pass
{more}"""


def test_lock_cats_monster_arrives_with_its_effects_negated(printed):
    result = judged(LOCK_CAT_BOARD.format(cat=LOCK_CAT, more=""))
    monsters = result["state"]["players"]["A"]["monsters"]
    assert [m["id"] for m in monsters] == ["a-cat", "a-beast"]
    assert monsters[1]["position"] == "defense"
    refused = judged(LOCK_CAT_BOARD.format(
        cat=LOCK_CAT, more="  - activate: {card: a-beast, effect: 0}"))
    assert refused["outcome"] == "illegal_action"
    assert refused["illegal"]["code"] == "illegal.effects_negated"  # 5-5-1, 5-5-2

