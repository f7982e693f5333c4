"""A target described by its Spell property (5-2-3), judged with Knight Day Grepher, imported
from ../shared/fixtures/yaml-yugi into a temporary folder (facts only): once Gemini Summoned
(8-1-9), during its player's End Phase it adds an Equip Spell from their Graveyard to the hand;
a Spell of another property is no target for it."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from ygo_duel import duel, monster, player, spell

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

KNIGHT_DAY_GREPHER = "15767889"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (KNIGHT_DAY_GREPHER,)))


def grepher(target: str, summon: bool = True) -> dict:
    steps: list = [{"gemini_summon": {"card": "a-grepher"}}] if summon else []
    steps += ["end_phase", {"activate": {"card": "a-grepher", "target": target}}, "pass", "pass"]
    graveyard = [spell("a-sword", spell_type="equip"), spell("a-lasting", spell_type="continuous"),
                 monster("a-fallen")]
    return judged(json.dumps(duel(a={"monsters": [{"id": "a-grepher", "card": KNIGHT_DAY_GREPHER}],
                                     "graveyard": graveyard}, actions=steps)))


def test_knight_day_grepher_adds_an_equip_spell_in_the_end_phase(printed):
    result = grepher("a-sword")
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-sword" in player(result, "A")["hand"]
    assert "8-1-9" in result["rules_cited"]


@pytest.mark.parametrize("target", ["a-lasting", "a-fallen"])
def test_a_card_of_another_kind_or_property_is_no_target(printed, target):
    result = grepher(target)
    assert result["outcome"] == "illegal_action"
    assert "5-2-3" in result["illegal"]["rules"]


def test_no_effect_before_its_gemini_summon(printed):
    result = grepher("a-sword", summon=False)
    assert result["illegal"]["code"] == "illegal.gemini_not_summoned"
