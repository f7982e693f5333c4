"""A Pendulum Summon is a Special Summon (8-5-6), so the turn's restrictions on Special Summons
hold for it as for any other: "you cannot Special Summon monsters for the rest of this turn,
except Dragon monsters" (5-2-10) refuses a Warrior and lets a Dragon through. Real Pendulum
Monsters are imported from ../shared/fixtures/yaml-yugi into a temporary folder (facts only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

# Igknight Paladin (Scale 2), Odd-Eyes Arc Pendulum Dragon (Scale 8), Igknight Margrave (a
# Level 5 Warrior)
PALADIN, ARC, MARGRAVE = "24019092", "14105623", "50407691"

BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-margrave, card: "MARGRAVE"},
           {id: a-dragon, name: Small Dragon, kind: monster, level: 4, atk: 1200, def: 1000,
            types: [Dragon]},
           {id: a-lock, name: Dragon Call, kind: spell, spell_type: normal,
            effect: [{summon_lock: {from: any, except: {type: Dragon}}}]}]
    spells_traps: [{id: a-paladin, card: "PALADIN"}, {id: a-arc, card: "ARC"}]
  B: {}
actions:
  - activate: {card: a-lock}
  - pass
  - pass
  - pendulum_summon: {cards: [SUMMONED]}
"""


@pytest.fixture
def scales(tmp_path):
    store(subset(tmp_path, (PALADIN, ARC, MARGRAVE)))


def summon(cards: str) -> dict:
    text = BOARD.replace("MARGRAVE", MARGRAVE).replace("PALADIN", PALADIN).replace("ARC", ARC)
    return judged(text.replace("SUMMONED", cards))


@pytest.mark.django_db
def test_the_restriction_refuses_a_warrior(scales):
    result = summon("a-margrave")
    assert result["illegal"]["code"] == "illegal.one_way_only"
    assert "5-2-10" in result["illegal"]["rules"]
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == []


@pytest.mark.django_db
def test_a_dragon_is_pendulum_summoned(scales):
    result = summon("a-dragon")
    assert result.get("illegal") is None
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-dragon"]
    assert "8-5-6" in result["rules_cited"]
