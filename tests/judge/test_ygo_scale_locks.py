"""A real Pendulum Monster whose Pendulum Effect restricts Special Summons and cannot be
negated (imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts only), judged:
Qliphort Scout as a Pendulum Scale refuses its player a Special Summon of a monster that is not
a "Qli" monster; in the Monster Zone it restricts nothing (5-2-14, 5-1-6)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

SCOUT, REBORN = "65518099", "83764718"  # Qliphort Scout, Monster Reborn


@pytest.fixture
def imported(tmp_path):
    store(subset(tmp_path, (SCOUT, REBORN)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-reborn, card: "{reborn}"}}]
    graveyard: [{{id: a-fallen, name: Fallen, kind: monster, level: 4, atk: 1800, def: 1000,
                  archetypes: [{archetype}]}}]
    {zone}: [{{id: a-scout, card: "{scout}"}}]
  B:
    deck: 5
actions:
  - activate: {{card: a-reborn, target: a-fallen}}
  - pass
  - pass
"""


def board(zone: str = "spells_traps", archetype: str = "Other") -> dict:
    return judged(BOARD.format(reborn=REBORN, scout=SCOUT, zone=zone, archetype=archetype))


def test_scout_reads_whole(imported):
    card = Card.objects.get(game_id="ygo", number=SCOUT)
    assert card.automation == "full" and card.encoding["lock_as_scale"] is True


def test_as_a_pendulum_scale_it_refuses_a_monster_that_is_not_qli(imported):
    result = board()
    assert "effect_part_skipped" in [step["code"] for step in result["steps"]]
    assert "5-2-14" in result["rules_cited"]
    assert "a-fallen" not in [m["id"] for m in player(result, "A")["monsters"]]
    allowed = board(archetype="Qli")
    assert "a-fallen" in [m["id"] for m in player(allowed, "A")["monsters"]]


def test_in_the_monster_zone_it_restricts_nothing(imported):
    result = board(zone="monsters")
    assert result["outcome"] == "completed", result
    assert "a-fallen" in [m["id"] for m in player(result, "A")["monsters"]]
