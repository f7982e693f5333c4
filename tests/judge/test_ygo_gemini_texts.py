"""Judged scenarios of Gemini monsters whose own text changes what they are, real cards read in
place from ../shared/fixtures/yaml-yugi (facts only): Goggle Golem's original ATK and Dawnbreak
Gardna's original DEF become the values their texts set only once Gemini Summoned (8-1-9,
4-2-8), and not while their effects are negated (5-5-1); Tuned Magician is a Tuner for a
Synchro Summon only once Gemini Summoned (8-5-14)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from ygo_duel import duel, monster, player, texts

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

GOGGLE_GOLEM, DAWNBREAK_GARDNA, TUNED_MAGICIAN = "21155323", "57549932", "47459126"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (GOGGLE_GOLEM, DAWNBREAK_GARDNA, TUNED_MAGICIAN)))


def play(a: dict, b: dict | None = None, actions: list | None = None) -> dict:
    return judged(json.dumps(duel(a=a, b=b, actions=actions)))


def golem_attacks(summon: bool, negator: bool = False) -> dict:
    steps: list = [{"gemini_summon": {"card": "a-golem"}}] if summon else []
    steps += ["battle_phase", {"attack": {"attacker": "a-golem", "target": "b-two"}}, "pass"]
    # a face-up card that negates every face-up monster's effects (5-5-1)
    drain = [{"id": "b-drain", "kind": "trap", "trap_type": "continuous", "face_up": True,
              "negates_monsters": True, "effect": []}] if negator else []
    return play({"monsters": [{"id": "a-golem", "card": GOGGLE_GOLEM}]},
                {"monsters": [monster("b-two", 2000)], "spells_traps": drain}, steps)


def test_goggle_golem_battles_with_2100_original_atk_once_gemini_summoned(printed):
    result = golem_attacks(summon=True)
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "B")["lp"] == 8000 - 100
    assert "b-two" in player(result, "B")["graveyard"]
    assert {"8-1-9", "4-2-8"} <= set(result["rules_cited"])
    assert "2100" in texts(result)


def test_goggle_golem_is_a_1500_atk_normal_monster_before_its_gemini_summon(printed):
    result = golem_attacks(summon=False)
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "A")["lp"] == 8000 - 500
    assert "a-golem" in player(result, "A")["graveyard"]


def test_goggle_golem_keeps_its_printed_atk_while_its_effects_are_negated(printed):
    result = golem_attacks(summon=True, negator=True)
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "A")["lp"] == 8000 - 500


def test_dawnbreak_gardna_defends_with_2300_original_def(printed):
    steps = [{"gemini_summon": {"card": "a-gardna"}}, "end_turn",
             "battle_phase", {"attack": {"attacker": "b-two", "target": "a-gardna"}}, "pass"]
    result = play({"monsters": [{"id": "a-gardna", "card": DAWNBREAK_GARDNA,
                                 "position": "defense"}]},
                  {"monsters": [monster("b-two", 2000)]}, steps)
    assert result["outcome"] == "completed", result.get("illegal")
    assert player(result, "B")["lp"] == 8000 - 300  # 2000 against 2300 DEF
    assert "a-gardna" not in player(result, "A")["graveyard"]


def tuned_synchro(summon: bool) -> dict:
    steps: list = [{"gemini_summon": {"card": "a-magician"}}] if summon else []
    steps += [{"synchro_summon": {"card": "a-six", "materials": ["a-magician", "a-two"]}}]
    extra = [monster("a-six", 2400, level=6, types=["Dragon", "Synchro", "Effect"])]
    return play({"monsters": [{"id": "a-magician", "card": TUNED_MAGICIAN}, monster("a-two",
                                                                             level=2)],
                 "extra_deck": extra}, actions=steps)


def test_tuned_magician_is_a_tuner_for_a_synchro_summon_once_gemini_summoned(printed):
    result = tuned_synchro(summon=True)
    assert result["outcome"] == "completed", result.get("illegal")
    assert "a-six" in [m["id"] for m in player(result, "A")["monsters"]]
    assert "8-5-14" in result["rules_cited"]


def test_tuned_magician_is_no_tuner_before_its_gemini_summon(printed):
    result = tuned_synchro(summon=False)
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"][0] == "8-5-3"


DIOXOGRE = "44088292"
STOPPER = {"id": "b-stopper", "name": "Summon Stopper", "kind": "trap", "trap_type": "counter",
           "negates": ["summon"], "effect": [{"negate": "previous"}]}


def summon_against_stopper(tmp_path, gemini_summoned: bool, twin_types: list[str]) -> dict:
    store(subset(tmp_path, (DIOXOGRE,)))
    dioxogre = {"id": "a-dioxogre", "card": DIOXOGRE, "gemini_summoned": gemini_summoned}
    twin = monster("a-twin", 1500, types=twin_types, gemini="Gemini" in twin_types)
    return play({"monsters": [dioxogre], "hand": [twin]}, {"spells_traps": [STOPPER]},
                [{"normal_summon": {"card": "a-twin"}}, {"activate": {"card": "b-stopper"}},
                 "pass", "pass"])


def test_gemini_summoned_dioxogre_keeps_a_gemini_monsters_normal_summon(tmp_path):
    result = summon_against_stopper(tmp_path, True, ["Warrior", "Gemini", "Effect"])
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.summons_cannot_be_negated.normal"
    assert result["illegal"]["rules"] == ["5-3-32", "5-3-9"]


@pytest.mark.parametrize("gemini_summoned, types", [(False, ["Warrior", "Gemini", "Effect"]),
                                                    (True, ["Warrior"])])
def test_before_its_gemini_summon_or_for_another_monster_the_summon_is_negated(
        tmp_path, gemini_summoned, types):
    result = summon_against_stopper(tmp_path, gemini_summoned, types)
    assert result["outcome"] != "illegal_action", result.get("illegal")
    assert "a-twin" in player(result, "A")["graveyard"]
