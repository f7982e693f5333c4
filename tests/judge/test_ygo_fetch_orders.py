"""Hieratic Seal of the Dragon King, imported from ../shared/fixtures/yaml-yugi into a temporary
folder (facts only), judged: once Gemini Summoned (8-1-9) it Tributes itself to Special Summon
another "Hieratic" monster from its player's hand, Deck or Graveyard in Defense Position
(5-3-13, 8-4-3); the name it leaves out is refused."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from ygo_duel import duel, monster, player

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

HIERATIC_SEAL = "64514622"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (HIERATIC_SEAL,)))


def seal(pick: str, summon: bool = True) -> dict:
    steps: list = [{"gemini_summon": {"card": "a-seal"}}] if summon else []
    steps += [{"activate": {"card": "a-seal", "pick": pick}}, "pass", "pass"]
    deck = [monster("a-dragon", 2000, archetypes=["Hieratic"]),
            {"id": "a-twin", "card": HIERATIC_SEAL}]
    return judged(json.dumps(duel(a={"monsters": [{"id": "a-seal", "card": HIERATIC_SEAL}],
                                     "deck": deck}, actions=steps)))


def test_hieratic_seal_summons_a_hieratic_monster_from_the_deck_in_defense_position(printed):
    result = seal("a-dragon")
    assert result["outcome"] == "completed", result.get("illegal")
    [summoned] = player(result, "A")["monsters"]
    assert summoned["id"] == "a-dragon" and summoned["position"] == "defense"
    assert "a-seal" in player(result, "A")["graveyard"]


def test_the_name_it_leaves_out_cannot_be_summoned(printed):
    result = seal("a-twin")
    assert result["outcome"] == "illegal_action"


def test_no_effect_before_its_gemini_summon(printed):
    result = seal("a-dragon", summon=False)
    assert result["illegal"]["code"] == "illegal.gemini_not_summoned"
