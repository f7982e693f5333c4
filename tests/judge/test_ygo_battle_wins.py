"""Horus the Black Flame Dragon LV4 (imported from ../shared/fixtures/yaml-yugi into a temporary
folder, facts only), judged: its End Phase effect is activated only in the turn it destroyed a
monster by battle (5-2-4), and Special Summons the next level from the Deck."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

HORUS_LV4, HORUS_LV6 = "75830094", "11224103"
DUEL = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-horus, card: "{lv4}"}}]
    deck: [{{id: a-lv6, card: "{lv6}"}}]
  B:
    monsters: [{{id: b-wall, name: Wall, atk: 0, def: {defense}, position: defense}}]
actions:
  - battle_phase
  - attack: {{attacker: a-horus, target: b-wall}}
  - end_phase
  - activate: {{card: a-horus, pick: a-lv6}}
  - pass
  - pass"""


@pytest.fixture
def horus(tmp_path):
    store(subset(tmp_path, (HORUS_LV4, HORUS_LV6)))


def test_horus_lv4_levels_up_after_destroying_a_monster(horus):
    result = judged(DUEL.format(lv4=HORUS_LV4, lv6=HORUS_LV6, defense=1000))
    assert result["outcome"] == "completed", result.get("illegal")
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-lv6"]
    assert "a-horus" in player(result, "A")["graveyard"]


def test_horus_lv4_that_destroyed_nothing_cannot_activate(horus):
    result = judged(DUEL.format(lv4=HORUS_LV4, lv6=HORUS_LV6, defense=2000))  # the wall held
    assert result["illegal"]["code"] == "illegal.effect_condition"
    assert "5-2-4" in result["illegal"]["rules"], result["illegal"]
    assert [m["id"] for m in player(result, "A")["monsters"]] == ["a-horus"]
