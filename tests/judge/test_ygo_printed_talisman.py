"""A Continuous Spell that needs a named monster both to be activated (5-2-4) and to stay on
the field (5-4-6), read from a real card (Talisman of Trap Sealing, imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only) and judged: it cannot be
activated without Sealmaster Meisei, and it is destroyed once Meisei is destroyed by battle."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

TALISMAN = "19312169"
MEISEI = "{id: a-meisei, name: Sealmaster Meisei, kind: monster, level: 4, atk: 1100, def: 900}"
BOARD = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    hand: [{{id: a-talisman, card: "{card}"}}]
    monsters: [{monsters}]
  B:
    monsters: [{{id: b-big, name: Big, kind: monster, level: 4, atk: 2000, def: 0}}]
actions:
  - activate: {{card: a-talisman}}
  - pass
  - pass
{then}"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (TALISMAN,)))


def test_it_cannot_be_activated_without_sealmaster_meisei(printed):
    result = judged(BOARD.format(card=TALISMAN, monsters="", then=""))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.card_condition"


def test_it_is_destroyed_once_meisei_is_gone(printed):
    then = ("  - end_turn\n  - battle_phase\n  - attack: {attacker: b-big, target: a-meisei}\n"
            "  - pass\n  - pass\n")
    result = judged(BOARD.format(card=TALISMAN, monsters=MEISEI, then=then))
    graveyard = result["state"]["players"]["A"]["graveyard"]
    assert {"a-meisei", "a-talisman"} <= set(graveyard)
    assert "5-4-6" in result["rules_cited"]
