"""An effect that asks how its monster was Summoned, "If this Synchro Summoned card is sent from
the field to the GY: You can draw 1 card." (8-5-17), with a real card (Coral Dragon, imported
from ../shared/fixtures/yaml-yugi into a temporary folder, facts only): Synchro Summoned, then
destroyed by battle, it draws; placed on the field by the scenario, it was never Synchro
Summoned there, and its effect is refused."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

CORAL = "42566602"  # Coral Dragon: Level 6, 1 Tuner + 1+ non-Tuner monsters, 2400 ATK


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CORAL,)))


BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    deck: 5
    extra_deck: [{extra}]
    monsters: [{monsters}
               {{id: a-tuner, name: Small Tuner, level: 2, atk: 100, def: 100,
                 types: [Machine, Tuner, Effect]}},
               {{id: a-four, name: Four, level: 4, atk: 1000, def: 100}}]
  B:
    deck: 5
    monsters: [{{id: b-big, name: Big One, level: 8, atk: 3000, def: 100}}]
actions:
{summon}  - battle_phase
  - attack: {{attacker: a-coral, target: b-big}}
  - pass
  - activate: {{card: a-coral, effect: 1}}
  - pass
  - pass"""
CORAL_CARD = '{id: a-coral, card: "42566602"}'


def test_synchro_summoned_then_destroyed_it_draws(printed):
    result = judged(BOARD.format(
        extra=CORAL_CARD, monsters="",
        summon="  - synchro_summon: {card: a-coral, materials: [a-tuner, a-four]}\n"))
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-coral" in player(result, "A")["graveyard"]
    assert len(player(result, "A")["hand"]) == 1  # the card drawn
    assert "8-5-17" in result["rules_cited"]


def test_never_synchro_summoned_on_that_field_it_cannot(printed):
    result = judged(BOARD.format(extra="", monsters=CORAL_CARD + ",", summon=""))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.not_was_summoned"
    assert result["illegal"]["rules"] == ["8-5-17", "5-2-4"]
