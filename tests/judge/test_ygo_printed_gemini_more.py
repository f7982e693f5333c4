"""Judged scenarios of Gemini monsters and of the cards that name them, real cards read in
place from ../shared/fixtures/yaml-yugi (facts only): Chemicritter Hydron Hawk's effect
targets only a Gemini monster in its player's Graveyard (5-2-3), and only once it is Gemini
Summoned (8-1-9); Magical Reflect Slime and Amazoness Swords Woman pass the battle damage their
controller would take to the opponent (12-8-7); Blazewing Butterfly Special Summons a Gemini
monster that has its effects at once (8-1-12)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from ygo_duel import duel, monster, monster_ids, player

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

HYDRON_HAWK, REFLECT_SLIME, SWORDS_WOMAN = "55100740", "03918345", "94004268"
BUTTERFLY, LANCER = "16984449", "26254876"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (HYDRON_HAWK,)))


def play(a: dict, b: dict | None = None, actions: list | None = None) -> dict:
    return judged(json.dumps(duel(a=a, b=b, actions=actions)))


def hawk(target: str, summon: bool = True) -> dict:
    graveyard = [monster("a-twin", 1500, gemini=True, types=["Warrior", "Gemini"]),
                 monster("a-plain", 1500, types=["Warrior"])]
    steps: list = [{"gemini_summon": {"card": "a-hawk"}}] if summon else []
    steps += [{"activate": {"card": "a-hawk", "cost": ["a-fodder"], "target": target}},
              "pass", "pass"]
    return play({"monsters": [{"id": "a-hawk", "card": HYDRON_HAWK}],
                 "hand": [monster("a-fodder")], "graveyard": graveyard}, actions=steps)


def test_hydron_hawk_special_summons_a_gemini_monster_from_the_graveyard(printed):
    result = hawk("a-twin")
    assert result["outcome"] == "completed", result.get("illegal")
    assert monster_ids(result, "A") == ["a-hawk", "a-twin"]
    assert "8-1-9" in result["rules_cited"]


def test_hydron_hawk_cannot_target_a_monster_that_is_not_a_gemini_monster(printed):
    result = hawk("a-plain")
    assert result["outcome"] == "illegal_action"
    assert "5-2-3" in result["illegal"]["rules"]


def test_hydron_hawk_has_no_effect_before_its_gemini_summon(printed):
    result = hawk("a-twin", summon=False)
    assert result["illegal"]["code"] == "illegal.gemini_not_summoned"


@pytest.mark.parametrize("summon", [False, True])
def test_magical_reflect_slime_passes_battle_damage_only_once_gemini_summoned(tmp_path, summon):
    store(subset(tmp_path, (REFLECT_SLIME,)))
    steps = ([{"gemini_summon": {"card": "a-slime"}}] if summon else []) + [
        "battle_phase", {"attack": {"attacker": "a-slime", "target": "b-big"}}, "pass"]
    result = play({"monsters": [{"id": "a-slime", "card": REFLECT_SLIME}]},
                  {"monsters": [monster("b-big", 2000)]}, steps)
    assert result["outcome"] == "completed"
    a_lp, b_lp = player(result, "A")["lp"], player(result, "B")["lp"]
    assert (a_lp, b_lp) == ((8000, 8000 - 1300) if summon else (8000 - 1300, 8000))
    assert ("12-8-7" in result["rules_cited"]) is summon
    assert "a-slime" in player(result, "A")["graveyard"]  # destroyed all the same


def test_amazoness_swords_woman_attacked_by_a_stronger_monster(tmp_path):
    store(subset(tmp_path, (SWORDS_WOMAN,)))
    result = play({"monsters": [monster("a-big", 2500)]},
                  {"monsters": [{"id": "b-sword", "card": SWORDS_WOMAN}]},
                  ["battle_phase", {"attack": {"attacker": "a-big", "target": "b-sword"}}, "pass"])
    assert result["outcome"] == "completed"
    assert (player(result, "A")["lp"], player(result, "B")["lp"]) == (7000, 8000)
    assert "b-sword" in player(result, "B")["graveyard"]
    assert "12-8-7" in result["rules_cited"]


def test_no_battle_damage_passes_on_to_a_player_who_takes_none_from_that_battle(tmp_path):
    store(subset(tmp_path, (SWORDS_WOMAN,)))
    wall = monster("b-wall", 0, 2500, position="defense", no_battle_damage=True)
    result = play({"monsters": [{"id": "a-sword", "card": SWORDS_WOMAN}]}, {"monsters": [wall]},
                  ["battle_phase", {"attack": {"attacker": "a-sword", "target": "b-wall"}},
                   "pass"])
    assert (player(result, "A")["lp"], player(result, "B")["lp"]) == (8000, 8000)
    assert {"12-8-7", "12-8-5"} <= set(result["rules_cited"])


@pytest.mark.parametrize("gains", [False, True])
def test_blazewing_butterfly_summons_gemini_lancer_with_its_piercing_effect(tmp_path, gains):
    store(subset(tmp_path, (BUTTERFLY, LANCER)))
    revive = {"activate": {"card": "a-fly", "cost": ["a-fly"], "target": "a-lancer"}} if gains \
        else {"activate": {"card": "a-call", "target": "a-lancer"}}
    call = {"id": "a-call", "kind": "spell", "spell_type": "quick-play",
            "effect": [{"special_summon": {"card": "chosen"}}],
            "target": {"what": "monster", "player": "controller", "zone": "graveyard"}}
    wall = monster("b-wall", 0, 1000, position="defense")
    result = play({"monsters": [{"id": "a-fly", "card": BUTTERFLY}], "hand": [call],
                   "graveyard": [{"id": "a-lancer", "card": LANCER}]}, {"monsters": [wall]},
                  [{"gemini_summon": {"card": "a-fly"}}, revive, "pass", "pass", "battle_phase",
                   {"attack": {"attacker": "a-lancer", "target": "b-wall"}}, "pass"])
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "B")["lp"] == (8000 - 800 if gains else 8000)
    assert ("8-1-12" in result["rules_cited"]) is gains
