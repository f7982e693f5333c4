"""Judged scenarios of a Gemini monster whose effect answers its own Normal Summon, a real card
read in place from ../shared/fixtures/yaml-yugi (facts only): Evocator Eveque's "If this card
is Normal or Special Summoned" answers its Gemini Summon, a Normal Summon (8-1-9), but not its
first Normal Summon, made while it is a Normal Monster."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from ygo_duel import duel, monster, monster_ids

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

EVEQUE = "16146511"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (EVEQUE,)))


def graveyard() -> list:
    return [monster("a-fire", 1500, attribute="FIRE", types=["Warrior"]),
            monster("a-water", 1500, attribute="WATER", types=["Warrior"])]


def play(a: dict, actions: list) -> dict:
    return judged(json.dumps(duel(a=a, actions=actions)))


def test_evocator_eveque_answers_its_gemini_summon(printed):
    result = play({"monsters": [{"id": "a-eveque", "card": EVEQUE}], "graveyard": graveyard()},
                  [{"gemini_summon": {"card": "a-eveque"}},
                   {"activate": {"card": "a-eveque", "target": "a-fire"}}, "pass", "pass"])
    assert result["outcome"] == "completed", result.get("illegal")
    assert monster_ids(result, "A") == ["a-eveque", "a-fire"]
    assert "8-1-9" in result["rules_cited"]


def test_evocator_eveque_targets_only_a_fire_warrior_or_a_gemini_monster(printed):
    result = play({"monsters": [{"id": "a-eveque", "card": EVEQUE}], "graveyard": graveyard()},
                  [{"gemini_summon": {"card": "a-eveque"}},
                   {"activate": {"card": "a-eveque", "target": "a-water"}}])
    assert result["outcome"] == "illegal_action"
    assert "5-2-3" in result["illegal"]["rules"]


def test_evocator_eveque_has_no_effect_on_its_first_normal_summon(printed):
    result = play({"hand": [{"id": "a-eveque", "card": EVEQUE}], "graveyard": graveyard()},
                  [{"normal_summon": {"card": "a-eveque"}},
                   {"activate": {"card": "a-eveque", "target": "a-fire"}}])
    assert result["illegal"]["code"] == "illegal.gemini_not_summoned"
    assert result["illegal"]["rules"] == ["8-1-9"]


def test_evocator_eveque_gemini_summoned_in_an_earlier_turn_has_missed_nothing_new(printed):
    # Gemini Summoned already (`gemini_summoned: true`): nothing happened this turn to answer
    result = play({"monsters": [{"id": "a-eveque", "card": EVEQUE, "gemini_summoned": True}],
                   "graveyard": graveyard()},
                  [{"activate": {"card": "a-eveque", "target": "a-fire"}}])
    assert result["illegal"]["code"] == "illegal.trigger_no_event"
