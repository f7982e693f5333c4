"""A Continuous Trap that holds the Effect Monster it targets: negated, unable to attack, and
not to be chosen as an attack target (10-4-5, 5-5-1, 12-3-16), read from a real card (Phantom
Knights' Fog Blade, imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only) and judged: no attack on it, none direct past it, another monster may still be attacked,
and the card is destroyed when the monster leaves the field."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

BLADE, TYPHOON = "25542642", "05318639"
BOARD = """
game: ygo
turn: {{number: 4, player: B}}
players:
  A:
    monsters: [{{id: a-big, name: Big, kind: monster, level: 4, atk: 2000, def: 0}}]
    spells_traps: [{{id: a-blade, card: "{blade}"}}]
  B:
    monsters: [{{id: b-held, name: Held, kind: monster, level: 4, atk: 1000, def: 1000,
                 types: [Effect]}}{other}]
actions:
  - activate: {{card: a-blade, target: b-held}}
  - pass
  - pass
  - end_turn
{then}"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (BLADE, TYPHOON)))


def play(then: str, other: str = "") -> dict:
    return judged(BOARD.format(blade=BLADE, other=other, then=then))


def test_the_held_monster_cannot_be_attacked(printed):
    result = play("  - battle_phase\n  - attack: {attacker: a-big, target: b-held}\n")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.held_no_attack_target"
    assert result["illegal"]["rules"] == ["10-4-5", "12-3-16"]


def test_nor_can_its_controller_be_attacked_directly_past_it(printed):
    result = play("  - battle_phase\n  - attack: {attacker: a-big, target: direct}\n")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.direct_attack_past_monster"


def test_another_monster_can_still_be_attacked(printed):
    other = ",\n               {id: b-other, name: Other, kind: monster, level: 4, atk: 500}"
    result = play("  - battle_phase\n  - attack: {attacker: a-big, target: b-other}\n"
                  "  - pass\n  - pass\n", other=other)
    assert "b-other" in result["state"]["players"]["B"]["graveyard"]
