"""More wordings of costs read from real cards' texts (imported from ../shared/fixtures/
yaml-yugi into a temporary folder, facts only) and judged: Utgarda, Generaider Boss of Delusion
Tributes 2 monsters each a "Generaider" or a Rock monster, in any mix, never one that is
neither (5-2-20); Soldier Gaia the Fierce Knight Tributes a monster that is both a Dragon and a
Fusion Monster, never a Dragon of another kind (5-2-2); Mermail Abyssmegalo Tributes a WATER
monster in Attack Position, never one in Defense Position (5-2-2, 9-1-1)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_duel import monster_ids, player  # noqa: E402
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

UTGARDA, SOLDIER_GAIA, ABYSSMEGALO = "00744887", "33318980", "21954587"

UTGARDA_BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-utgarda, card: "UTGARDA"},
               {id: a-raider, name: Raider, level: 4, archetypes: [Generaider],
                types: [Warrior]},
               {id: a-stone, name: Stone, level: 4, types: [Rock]},
               {id: a-knight, name: Knight, level: 4, types: [Warrior]}]
  B:
    monsters: [{id: b-ogre, name: Ogre, level: 4, atk: 2000, def: 1000}]
actions:
  - activate: {card: a-utgarda, effect: 0, cost: [COST], target: b-ogre}
  - pass
  - pass
"""


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (UTGARDA, SOLDIER_GAIA, ABYSSMEGALO)))


def utgarda(cost: str) -> dict:
    return judged(UTGARDA_BOARD.replace("UTGARDA", UTGARDA).replace("COST", cost))


def test_utgarda_tributes_a_generaider_and_a_rock_monster(printed):
    result = utgarda("a-raider, a-stone")
    assert result["outcome"] == "completed"
    assert {"a-raider", "a-stone"} <= set(player(result, "A")["graveyard"])
    assert "b-ogre" in player(result, "B")["banished"]
    assert "5-2-20" in result["rules_cited"]


def test_utgarda_refuses_a_monster_that_is_neither(printed):
    result = utgarda("a-raider, a-knight")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.cost_cards"
    assert "5-2-20" in result["illegal"]["rules"]


GAIA_BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    hand: [{id: a-gaia, card: "GAIA"}]
    monsters: [{id: a-fused, name: Fused Dragon, level: 8, types: [Dragon, Fusion]},
               {id: a-drake, name: Drake, level: 4, types: [Dragon]}]
  B: {}
actions:
  - activate: {card: a-gaia, effect: 0, cost: [COST]}
  - pass
  - pass
"""


def test_soldier_gaia_tributes_a_dragon_fusion_monster_only(printed):
    result = judged(GAIA_BOARD.replace("GAIA", SOLDIER_GAIA).replace("COST", "a-fused"))
    assert result["outcome"] == "completed"
    assert "a-gaia" in monster_ids(result, "A") and "a-fused" in player(result, "A")["graveyard"]
    refused = judged(GAIA_BOARD.replace("GAIA", SOLDIER_GAIA).replace("COST", "a-drake"))
    assert refused["illegal"]["code"] == "illegal.cost_cards"


MEGALO_BOARD = """
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-megalo, card: "MEGALO"},
               {id: a-fish, name: Fish, level: 3, attribute: WATER, types: [Fish]},
               {id: a-guard, name: Guard, level: 3, attribute: WATER, types: [Fish],
                position: defense}]
  B: {}
actions:
  - activate: {card: a-megalo, effect: 1, cost: [COST]}
  - pass
  - pass
"""


def test_abyssmegalo_tributes_a_water_monster_in_attack_position_only(printed):
    result = judged(MEGALO_BOARD.replace("MEGALO", ABYSSMEGALO).replace("COST", "a-fish"))
    assert result["outcome"] == "completed"
    assert "a-fish" in player(result, "A")["graveyard"]
    refused = judged(MEGALO_BOARD.replace("MEGALO", ABYSSMEGALO).replace("COST", "a-guard"))
    assert refused["illegal"]["code"] == "illegal.cost_cards"
    assert "in Attack Position" in refused["verdict"]
