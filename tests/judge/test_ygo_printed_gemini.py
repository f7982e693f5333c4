"""Judged scenarios of Gemini monsters whose "●" lines are Continuous Effects (8-1-9): they
apply only once the monster is Gemini Summoned, and until it leaves the field. Real cards read
in place from ../shared/fixtures/yaml-yugi (facts only): Meteor Dragon Red-Eyes Impact
(5-3-12), Ancient Gear Knight (12-3-20), Elemental HERO Neos Alius (5-4-2), Grasschopper
(12-3-19), Chthonian Emperor Dragon (12-3-4), Gemini Lancer (12-6-4)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from ygo_duel import duel, monster, player, spell, trap

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

IMPACT, KNIGHT, ALIUS, GRASSCHOPPER = "17871506", "39303359", "69884162", "95166228"
CHTHONIAN, LANCER = "95888876", "26254876"
ON_FIELD = {"what": "monster", "player": "any", "zone": "field"}


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (IMPACT, KNIGHT, ALIUS, GRASSCHOPPER, CHTHONIAN, LANCER)))


def play(a: dict, b: dict | None = None, actions: list | None = None) -> dict:
    return judged(json.dumps(duel(a=a, b=b, actions=actions)))


def gemini_first(summon: bool, *steps: object) -> list:
    return ([{"gemini_summon": {"card": "a-gem"}}] if summon else []) + list(steps)


@pytest.mark.parametrize("summon", [False, True])
def test_red_eyes_impact_spares_other_red_eyes_only_once_gemini_summoned(printed, summon):
    red = monster("a-red", 2400, archetypes=["Red-Eyes"])
    crush = spell("a-crush", "quick-play", [{"destroy": "chosen"}], target=ON_FIELD)
    result = play({"monsters": [{"id": "a-gem", "card": IMPACT}, red], "hand": [crush]},
                  actions=gemini_first(summon, {"activate": {"card": "a-crush",
                                                             "target": "a-red"}}, "pass", "pass"))
    assert result["outcome"] == "completed"
    assert ("a-red" in player(result, "A")["graveyard"]) is not summon
    if summon:
        assert "5-3-12" in result["rules_cited"] and "8-1-9" in result["rules_cited"]


@pytest.mark.parametrize("summon", [False, True])
def test_ancient_gear_knight_locks_traps_while_it_attacks_once_gemini_summoned(printed, summon):
    hole = trap("b-hole", effect=[{"destroy": "attacker"}], when="opponent_attack_declared")
    result = play({"monsters": [{"id": "a-gem", "card": KNIGHT}]}, {"spells_traps": [hole]},
                  gemini_first(summon, "battle_phase",
                               {"attack": {"attacker": "a-gem", "target": "direct"}},
                               {"activate": {"card": "b-hole"}}, "pass", "pass"))
    if summon:
        assert result["outcome"] == "illegal_action"
        assert result["illegal"]["code"] == "illegal.battle_lock.spells_traps"
    else:
        assert result["outcome"] == "completed"
        assert "a-gem" in player(result, "A")["graveyard"]


@pytest.mark.parametrize("summon", [False, True])
def test_neos_alius_is_elemental_hero_neos_only_once_gemini_summoned(printed, summon):
    call = spell("a-call", "quick-play", [{"destroy": "chosen"}],
                 target=dict(ON_FIELD, names=["Elemental HERO Neos"]))
    result = play({"monsters": [{"id": "a-gem", "card": ALIUS}], "hand": [call]},
                  actions=gemini_first(summon, {"activate": {"card": "a-call",
                                                             "target": "a-gem"}}, "pass", "pass"))
    if summon:
        assert result["outcome"] == "completed"
        assert "a-gem" in player(result, "A")["graveyard"]
    else:  # a Normal Monster named Elemental HERO Neos Alius: not a target the text allows
        assert result["outcome"] == "illegal_action"
        assert "5-2-3" in result["illegal"]["rules"]


@pytest.mark.parametrize("summon", [False, True])
def test_grasschopper_attacks_each_monster_only_once_gemini_summoned(printed, summon):
    theirs = [monster("b-one", 0, 0, position="defense"),
              monster("b-two", 0, 0, position="defense")]
    result = play({"monsters": [{"id": "a-gem", "card": GRASSCHOPPER}]}, {"monsters": theirs},
                  gemini_first(summon, "battle_phase",
                               {"attack": {"attacker": "a-gem", "target": "b-one"}}, "pass",
                               {"attack": {"attacker": "a-gem", "target": "b-two"}}, "pass"))
    if summon:
        assert result["outcome"] == "completed"
        assert player(result, "B")["graveyard"] == ["b-one", "b-two"]
    else:  # a Normal Monster: one attack
        assert result["outcome"] == "illegal_action", result["illegal"]
        assert result["illegal"]["code"] == "illegal.attacked_already"


def test_a_gemini_monster_turned_face_down_is_a_normal_monster_again():
    gem = monster("a-gem", 2000, position="attack", gemini=True, gemini_summoned=True,
                  effects=[{"type": "ignition", "effect": [{"draw": 1}]}])
    down = spell("a-down", "quick-play", [{"change_position": {"card": "chosen", "to": "set"}}],
                 target=ON_FIELD)
    result = play({"monsters": [gem], "hand": [down]},
                  actions=[{"activate": {"card": "a-down", "target": "a-gem"}}, "pass", "pass",
                           "end_turn", "end_turn", {"flip_summon": {"card": "a-gem"}},
                           {"activate": {"card": "a-gem"}}])
    assert "8-1-9" in result["rules_cited"]
    assert result["illegal"]["code"] == "illegal.gemini_not_summoned"


@pytest.mark.parametrize("summon", [False, True])
def test_chthonian_emperor_dragon_attacks_twice_only_once_gemini_summoned(printed, summon):
    result = play({"monsters": [{"id": "a-gem", "card": CHTHONIAN}]}, {},
                  gemini_first(summon, "battle_phase",
                               {"attack": {"attacker": "a-gem", "target": "direct"}}, "pass",
                               {"attack": {"attacker": "a-gem", "target": "direct"}}, "pass"))
    if summon:
        assert result["outcome"] == "completed"
        assert player(result, "B")["lp"] < 8000 - 2 * 2000
    else:  # a Normal Monster: one attack
        assert result["illegal"]["code"] == "illegal.attacked_already"


@pytest.mark.parametrize("summon", [False, True])
def test_gemini_lancer_pierces_only_once_gemini_summoned(printed, summon):
    wall = monster("b-wall", 0, 0, position="defense")
    result = play({"monsters": [{"id": "a-gem", "card": LANCER}]}, {"monsters": [wall]},
                  gemini_first(summon, "battle_phase",
                               {"attack": {"attacker": "a-gem", "target": "b-wall"}}, "pass"))
    assert result["outcome"] == "completed"
    assert (player(result, "B")["lp"] < 8000) is summon
