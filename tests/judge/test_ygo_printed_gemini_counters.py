"""A Gemini monster with Spell Counters, a real card read in place from
../shared/fixtures/yaml-yugi (facts only): Dark Valkyria, once Gemini Summoned (8-1-9), places
a Spell Counter on itself once while face-up (5-2-18), gains 300 ATK for each (4-8-4) and
removes one to destroy a monster (4-8-3); as a Normal Monster its counters give it nothing."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from ygo_duel import duel, monster, player

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

VALKYRIA = "83269557"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (VALKYRIA,)))


def play(summoned: bool, actions: list, counters: int = 0) -> dict:
    valkyria = {"id": "a-valk", "card": VALKYRIA, "gemini_summoned": summoned,
                "counters": counters}
    return judged(json.dumps(duel(a={"monsters": [valkyria]},
                                  b={"monsters": [monster("b-wall", 0, 2000)]},
                                  actions=actions)))


def atk(result: dict) -> int:
    return next(m["atk"] for m in player(result, "A")["monsters"] if m["id"] == "a-valk")


def test_dark_valkyria_places_a_counter_and_gains_atk(printed):
    result = play(True, [{"activate": {"card": "a-valk", "effect": 0}}, "pass", "pass"])
    assert result["outcome"] == "completed", result.get("illegal")
    assert atk(result) == 1800 + 300
    assert "4-8-4" in result["rules_cited"]


def test_dark_valkyria_places_its_counter_once_while_face_up(printed):
    first = [{"activate": {"card": "a-valk", "effect": 0}}, "pass", "pass"]
    result = play(True, first + ["end_turn", "end_turn"] + first[:1])
    assert result["outcome"] == "illegal_action"
    assert "5-2-18" in result["illegal"]["rules"]


def test_dark_valkyria_removes_a_counter_to_destroy_a_monster(printed):
    result = play(True, [{"activate": {"card": "a-valk", "effect": 1, "target": "b-wall"}},
                         "pass", "pass"], counters=1)
    assert result["outcome"] == "completed", result.get("illegal")
    assert "b-wall" in player(result, "B")["graveyard"]
    assert atk(result) == 1800


def test_dark_valkyria_as_a_normal_monster_gains_nothing_from_its_counters(printed):
    result = play(False, [], counters=2)
    assert result["outcome"] == "completed"
    assert atk(result) == 1800
    refused = play(False, [{"activate": {"card": "a-valk", "effect": 0}}])
    assert refused["illegal"]["code"] == "illegal.gemini_not_summoned"
