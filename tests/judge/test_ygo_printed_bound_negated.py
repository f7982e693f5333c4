"""A Continuous Trap that discards to Special Summon its target from the GY with its effects
negated, and stays bound to it (10-4-4, 5-5-1, 5-2-2), read from a real card (Fossil
Excavation, imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only) and
judged: the card discarded as the cost, the monster summoned with its effects negated, and the
monster destroyed when the card leaves the field (Mystical Space Typhoon)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

FOSSIL, TYPHOON = "23869735", "05318639"
BOARD = """
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    hand: [{{id: a-spare, name: Spare, kind: monster, level: 1}}]
    graveyard: [{{id: a-dino, name: Dino, kind: monster, level: 4, atk: 1800, def: 1000,
                  types: [Dinosaur, Effect], battle_indestructible: true}}]
    spells_traps: [{{id: a-fossil, card: "{fossil}"}}]
  B:
    hand: [{{id: b-typhoon, card: "{typhoon}"}}]
actions:
  - activate: {{card: a-fossil, cost: [a-spare], target: a-dino}}
  - pass
  - pass
{then}"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (FOSSIL, TYPHOON)))


def play(then: str = "") -> dict:
    return judged(BOARD.format(fossil=FOSSIL, typhoon=TYPHOON, then=then))


def test_the_discarded_card_pays_for_a_negated_special_summon(printed):
    result = play()
    players = result["state"]["players"]
    assert [m["id"] for m in players["A"]["monsters"]] == ["a-dino"]
    assert players["A"]["graveyard"] == ["a-spare"]
    assert {"5-2-2", "5-5-1"} <= set(result["rules_cited"])


def test_the_monster_is_destroyed_when_the_card_leaves_the_field(printed):
    result = play("  - activate: {card: b-typhoon, target: a-fossil}\n  - pass\n  - pass\n")
    graveyard = result["state"]["players"]["A"]["graveyard"]
    assert {"a-fossil", "a-dino"} <= set(graveyard)
    assert "10-4-4" in result["rules_cited"]
