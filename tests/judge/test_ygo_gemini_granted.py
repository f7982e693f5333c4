"""Judged scenarios of Gemini monsters whose "●" effect now reads in full, real cards read in
place from ../shared/fixtures/yaml-yugi (facts only). Heavy Knight of the Flame, once Gemini
Summoned (8-1-9), banishes the Special Summoned monster its attack targets at the Start of the
Damage Step (12-4-14); a Normal Summoned target, or the knight not yet Gemini Summoned, leaves
nothing to activate. Red-Eyes Black Flare Dragon, having battled, inflicts its printed ATK in
the End Step of the Battle Phase (12-9-5, 5-3-25), whatever its ATK is then. Crusader of
Endymion places a Spell Counter on a card that can hold one, and if it does, gains 600 ATK
(4-8-6, 5-2-7); Mist Valley Thunder Lord, not a Gemini monster, gains 500 ATK the same way
once the card it targets is back in the hand."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from ygo_duel import duel, monster, player

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

KNIGHT = "34761062"  # Heavy Knight of the Flame
FLARE = "30079770"  # Red-Eyes Black Flare Dragon (2400 ATK printed)
CRUSADER = "73853830"  # Crusader of Endymion (1900 ATK printed)
BREAKER = "71413901"  # Breaker the Magical Warrior (1600 ATK, 300 more per Spell Counter)
THUNDER_LORD = "89310929"  # Mist Valley Thunder Lord (2600 ATK printed)


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (KNIGHT, FLARE, CRUSADER, BREAKER, THUNDER_LORD)))


def attack(knight: dict, foe: dict, then: list) -> dict:
    actions = ["battle_phase", {"attack": {"attacker": "a-knight", "target": "b-foe"}},
               {"damage_step": {"timing": "start"}}, *then]
    return judged(json.dumps(duel(a={"monsters": [knight]}, b={"monsters": [foe]},
                                  actions=actions)))


def knight(gemini: bool = True) -> dict:
    return {"id": "a-knight", "card": KNIGHT, **({"gemini_summoned": True} if gemini else {})}


def test_the_knight_banishes_the_special_summoned_monster_it_attacks(printed):
    result = attack(knight(), monster("b-foe", 1000, special_summoned=True),
                    [{"activate": {"card": "a-knight"}}, "pass", "pass"])
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "B")["banished"] == ["b-foe"]
    assert "12-4-14" in result["rules_cited"]


def test_the_knight_does_not_answer_an_attack_on_a_normal_summoned_monster(printed):
    result = attack(knight(), monster("b-foe", 1000), [{"activate": {"card": "a-knight"}}])
    assert result["illegal"]["code"] == "illegal.trigger_no_event"


def test_the_knight_not_yet_gemini_summoned_has_no_effect(printed):
    result = attack(knight(gemini=False), monster("b-foe", 1000, special_summoned=True),
                    [{"activate": {"card": "a-knight"}}])
    assert result["illegal"]["code"] == "illegal.gemini_not_summoned"
    assert result["illegal"]["rules"] == ["8-1-9"]


def flare(actions: list, gemini: bool = True, attack: bool = True) -> dict:
    dragon = {"id": "a-flare", "card": FLARE, **({"gemini_summoned": True} if gemini else {})}
    fight = [{"attack": {"attacker": "a-flare", "target": "b-wall"}},
             {"damage_step": {"timing": "end"}}] if attack else []
    return judged(json.dumps(duel(
        a={"monsters": [dragon]},
        b={"monsters": [monster("b-wall", 0, 3000, position="defense")]},
        actions=["battle_phase", *fight, "end_step", *actions])))


def test_the_flare_dragon_burns_its_original_atk_after_it_battled(printed):
    result = flare([{"activate": {"card": "a-flare"}}, "pass", "pass"])
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "B")["lp"] == 8000 - 2400
    assert {"12-9-5", "5-3-25"} <= set(result["rules_cited"])


def test_the_flare_dragon_that_did_not_battle_has_nothing_to_answer(printed):
    result = flare([{"activate": {"card": "a-flare"}}], attack=False)
    assert result["illegal"]["code"] == "illegal.trigger_no_event"


def test_the_flare_dragon_not_yet_gemini_summoned_has_no_effect(printed):
    result = flare([{"activate": {"card": "a-flare"}}], gemini=False)
    assert result["illegal"]["code"] == "illegal.gemini_not_summoned"
    assert result["illegal"]["rules"] == ["8-1-9"]


def monster_of(result: dict, pid: str, card_id: str) -> dict:
    return next(m for m in player(result, pid)["monsters"] if m["id"] == card_id)


def crusader(target: str, gemini: bool = True) -> dict:
    mine = [{"id": "a-crusader", "card": CRUSADER, **({"gemini_summoned": True} if gemini
                                                      else {})},
            {"id": "a-breaker", "card": BREAKER}, monster("a-plain", 1000)]
    return judged(json.dumps(duel(a={"monsters": mine}, actions=[
        {"activate": {"card": "a-crusader", "target": target}}, "pass", "pass"])))


def test_the_crusader_places_a_spell_counter_and_gains_600_atk(printed):
    result = crusader("a-breaker")
    assert result["outcome"] == "completed", result.get("illegal")
    assert monster_of(result, "A", "a-crusader")["atk"] == 1900 + 600
    assert monster_of(result, "A", "a-breaker")["atk"] == 1600 + 300  # its own, per counter
    assert {"4-8-6", "5-2-7"} <= set(result["rules_cited"])


def test_the_crusader_cannot_target_a_card_that_holds_no_spell_counter(printed):
    result = crusader("a-plain")
    assert result["outcome"] == "illegal_action"
    assert "4-8-6" in result["illegal"]["rules"]


def test_the_crusader_not_yet_gemini_summoned_has_no_effect(printed):
    result = crusader("a-breaker", gemini=False)
    assert result["illegal"]["code"] == "illegal.gemini_not_summoned"


def test_the_thunder_lord_returns_a_card_and_gains_500_atk(printed):
    mine = [{"id": "a-lord", "card": THUNDER_LORD}, monster("a-plain", 1000)]
    result = judged(json.dumps(duel(a={"monsters": mine}, actions=[
        {"activate": {"card": "a-lord", "target": "a-plain"}}, "pass", "pass"])))
    assert result["outcome"] == "completed", result.get("illegal")
    assert monster_of(result, "A", "a-lord")["atk"] == 2600 + 500
    assert "a-plain" in [c if isinstance(c, str) else c["id"] for c in player(result, "A")["hand"]]
