"""A monster's ATK in a battle counted for each counter on it, on a real card (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): Shark Caesar's "If this card
attacks or is attacked, it gains 1000 ATK for each Shark Counter on it, during the Damage Step
only." counts its own Shark Counters in the Damage Step, and only there (4-8-4, 12-4-15)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

from cards.models import Card  # noqa: E402

pytestmark = pytest.mark.django_db

CAESAR = "14306092"

BOARD = f"""
game: ygo
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    monsters: [{{id: a-caesar, card: "{CAESAR}", materials: 3,
                 counter: {{name: Shark Counter}}, counters: 1}}]
  B:
    monsters: [{{id: b-big, name: Opposing Big, atk: 3000, def: 1000}}]
actions:
  - activate: {{card: a-caesar, effect: 0}}
  - pass
  - pass
"""
ATTACK = "  - battle_phase\n  - attack: {attacker: a-caesar, target: b-big}\n  - pass\n"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CAESAR,)))


def test_it_is_read_whole(printed):
    card = Card.objects.get(game_id="ygo", number=CAESAR)
    assert card.automation == "full", card.notes
    assert card.encoding["stat_changes"] == [{
        "atk": 1000, "def": 0, "battle": {"role": "battles", "window": "damage_step"},
        "for_each": {"zone": "field", "what": "own_counters", "counter": "Shark Counter"}}]


def test_its_two_counters_win_the_battle(printed):
    # 1800 ATK, 3800 in the Damage Step with 2 Shark Counters: the 3000 ATK monster falls
    result = judged(BOARD + ATTACK)
    assert result["illegal"] is None, result["illegal"]
    players = result["state"]["players"]
    assert "b-big" in players["B"]["graveyard"]
    assert players["B"]["lp"] == 8000 - 800
    assert "12-4-15" in result["rules_cited"]
    caesar = next(m for m in players["A"]["monsters"] if m["id"] == "a-caesar")
    assert caesar["atk"] == 1800  # the Damage Step over: its own ATK again


def test_without_a_battle_it_gains_nothing(printed):
    result = judged(BOARD)
    assert result["illegal"] is None, result["illegal"]
    caesar = next(m for m in result["state"]["players"]["A"]["monsters"]
                  if m["id"] == "a-caesar")
    assert caesar["atk"] == 1800
