"""The verdict: the answer to the dispute in one or two sentences, with the numbers that decide
it, first in every ruling (format, "Result"), in every language of the site."""
from __future__ import annotations

from pathlib import Path

import pytest
from optcg_board import run, scenario
from scenario_checks import SHARED

from judge.engine import judge

PROJECT = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "de", "es", "it", "fr")

ATTACKER = {"characters": [{"id": "a-zoro", "name": "Zoro", "power": 6000, "cost": 4}]}
ATTACK = {"attack": {"attacker": "a-zoro", "target": "B.leader"}}
JINBE = {"id": "b-wall", "name": "Jinbe", "power": 4000, "cost": 4, "keywords": ["Blocker"]}


def test_it_answers_a_blocked_attack_with_the_numbers() -> None:
    result = run(b={"life": 3, "characters": [JINBE],
                    "hand": [{"id": "b-c2k", "name": "Sanji", "power": 4000, "counter": 2000}]},
                 actions=[{"attack": {"attacker": "A.leader", "target": "B.leader"}},
                          {"block": {"blocker": "b-wall"}},
                          {"counter": {"card": "b-c2k", "target": "b-wall"}}, "pass"], turn=6)
    assert result["verdict"] == (
        "A's attack fails: A's Leader with 5000 does not beat the Blocker B's Jinbe with 6000 "
        "(4000 + 2000 Counter). Nothing is K.O.'d and B takes no damage.")


def test_it_names_what_an_effect_k_o_d_during_a_battle_the_attacker_won() -> None:
    trap = {"id": "b-trap", "name": "Trap", "type": "event", "cost": 1,
            "trigger": [{"ko": "attacker"}]}
    result = run(a=ATTACKER, b={"life": [trap, {"id": "b-l2"}]},
                 actions=[ATTACK, "pass", "pass", {"trigger": {"activate": True}}], turn=6)
    assert result["verdict"] == (
        "A's attack succeeds: Zoro with 6000 beats B's Leader with 5000, so B takes 1 damage "
        "and has 1 Life card left. K.O.'d by effects during the battle: A's Zoro.")


def test_it_says_a_tie_goes_to_the_attacker_and_what_is_ko_d() -> None:
    result = run(a=ATTACKER, b={"characters": [{**JINBE, "power": 6000}]},
                 actions=[ATTACK, {"block": {"blocker": "b-wall"}}, "pass"], turn=6)
    assert result["verdict"] == (
        "A's attack succeeds: Zoro with 6000 ties with the Blocker B's Jinbe with 6000, and a "
        "tie goes to the attacker, so B's Jinbe is K.O.'d.")


def test_it_says_the_damage_and_the_life_left() -> None:
    result = run(a=ATTACKER, b={"life": 2}, actions=[ATTACK, "pass", "pass"], turn=6)
    assert result["verdict"] == (
        "A's attack succeeds: Zoro with 6000 beats B's Leader with 5000, so B takes 1 damage "
        "and has 1 Life card left.")


def test_it_says_who_won_the_game_and_why() -> None:
    result = run(a=ATTACKER, b={"life": 0}, actions=[ATTACK, "pass", "pass"], turn=6)
    assert result["verdict"] == (
        "A's attack succeeds: Zoro with 6000 beats B's Leader with 5000 while B has no Life "
        "cards left. A wins the game: B's Leader took damage with 0 Life cards (1-2-1-1-1).")


def test_it_says_that_0_life_is_not_yet_a_loss() -> None:
    result = run(a=ATTACKER, b={"life": 1}, actions=[ATTACK, "pass", "pass"], turn=6)
    assert result["verdict"] == (
        "A's attack succeeds: Zoro with 6000 beats B's Leader with 5000, so B takes 1 damage "
        "and has no Life cards left. With no Life cards, B has not lost yet: only damage taken "
        "at 0 Life loses the game (1-2-1-1-1).")


def test_it_says_double_attack_damage_stays_two_after_a_trigger() -> None:
    trap = {"id": "b-trap", "name": "Trap", "type": "event", "cost": 1,
            "trigger": [{"deck_to_life": 1}]}
    result = run(a={"characters": [{"id": "a-ace", "name": "Ace", "power": 7000,
                                    "keywords": ["Double Attack"]}]},
                 b={"life": [trap, {"id": "b-l2"}, {"id": "b-l3"}]},
                 actions=[{"attack": {"attacker": "a-ace", "target": "B.leader"}}, "pass",
                          "pass", {"trigger": {"activate": True}}], turn=6)
    assert "takes 2 damage" in result["verdict"]
    assert result["verdict"].endswith(
        "The [Double Attack] damage stays 2 even though a [Trigger] was activated after the "
        "first (10-1-2-1).")


def test_it_says_given_don_do_not_count_on_the_opponents_turn() -> None:
    result = run(a=ATTACKER, b={"characters": [{**JINBE, "power": 5000, "don": 2}]},
                 actions=[ATTACK, {"block": {"blocker": "b-wall"}}, "pass"], turn=6)
    assert result["verdict"].endswith(
        "The 2 DON!! given to B's Jinbe add no power on A's turn (6-5-5-2).")


def test_it_says_why_a_battle_ended_without_damage() -> None:
    hawk = {"id": "b-hawk", "name": "Red Hawk", "type": "event", "cost": 2,
            "effects": {"counter": [{"ko": "chosen"}]}}
    result = run(a=ATTACKER, b={"hand": [hawk], "don": {"active": 2}},
                 actions=[ATTACK, {"counter": {"card": "b-hawk", "target": "a-zoro"}}, "pass"],
                 turn=6)
    assert result["verdict"] == (
        "The battle ends with no damage: A's Zoro left the area it battled from before the "
        "Damage Step (7-1-3-1-3).")


def test_it_says_which_action_is_not_allowed_and_why() -> None:
    result = run(a=ATTACKER, b={"characters": [{**JINBE, "rested": True}]},
                 actions=[ATTACK, {"block": {"blocker": "b-wall"}}], turn=6)
    assert result["verdict"].startswith("Action 2 is not allowed (10-1-4-1): B's Jinbe is rested")


def test_it_numbers_the_battles_when_there_are_several() -> None:
    two = {"characters": [{"id": "a-1", "name": "Zoro", "power": 6000},
                          {"id": "a-2", "name": "Sanji", "power": 3000}]}
    result = run(a=two, b={"life": 3},
                 actions=[{"attack": {"attacker": "a-1", "target": "B.leader"}}, "pass", "pass",
                          {"attack": {"attacker": "a-2", "target": "B.leader"}}, "pass", "pass"],
                 turn=6)
    assert result["verdict"].startswith("Battle 1: A's attack succeeds")
    assert "Battle 2: A's attack fails" in result["verdict"]


def _all_scenarios() -> list[Path]:
    folders = [PROJECT / "judge" / "examples" / "optcg", PROJECT / "tests" / "judge" /
               "optcg_rulings", SHARED / "scenarios"]
    return [path for folder in folders for path in sorted(folder.glob("*.yaml"))]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_ruling_has_a_verdict_in_every_language(language: str) -> None:
    judged = 0
    for path in _all_scenarios():
        result = judge(path.read_text(encoding="utf-8"), language=language)
        if "errors" in result:
            continue
        judged += 1
        verdict = result["verdict"]
        assert verdict and "{" not in verdict and "verdict." not in verdict, (path.name, verdict)
        assert result["rules_version"] == "1.2.1"
    assert judged >= 60


def test_it_says_the_verdict_in_the_readers_language() -> None:
    path = PROJECT / "tests" / "judge" / "optcg_rulings" / "002-leader-with-blocker-survives.yaml"
    german = judge(path.read_text(encoding="utf-8"), language="de")["verdict"]
    assert german.startswith("Der Angriff von A scheitert:")
    assert "2000" in german


LUFFY = {"id": "a-luffy", "name": "Luffy", "power": 6000, "cost": 5,
         "effects": {"when_attacking": {"don_x": 2, "steps": [
             {"cannot_block": {"duration": "battle", "target": "opponent"}}]}}}
CHOPPER = {"id": "b-chopper", "name": "Chopper", "power": 1000, "cost": 1,
           "keywords": ["Blocker"]}


@pytest.mark.parametrize("language, why", [
    ("en", "A's Luffy has 0 DON!!, so [Blocker] may be used: A's Luffy's [When Attacking] "
           "forbids it only with [DON!! x2] (10-2-9-1)."),
    ("fr", "Luffy de A n'a aucune DON!!, donc [Bloqueur] peut être utilisé"),
])
def test_it_says_why_a_block_was_allowed(language: str, why: str) -> None:
    """The question of a Luffy-and-Chopper dispute is whether [Blocker] may be used: the
    verdict answers it with the reason, the DON!! the [When Attacking] lacked (CR 10-2-9-1)."""
    result = judge(scenario(a={"characters": [LUFFY]}, b={"characters": [CHOPPER]},
                            actions=[{"attack": {"attacker": "a-luffy", "target": "B.leader"}},
                                     {"block": {"blocker": "b-chopper"}}, "pass"], turn=4),
                   language=language)
    assert why in result["verdict"]
    drawing = {**LUFFY, "don": 1, "effects": {"when_attacking": {"don_x": 2, "steps": [
        {"draw": 1}]}}}
    given = run(a={"characters": [drawing]}, b={"characters": [CHOPPER]},
                actions=[{"attack": {"attacker": "a-luffy", "target": "B.leader"}},
                         "pass", "pass"], turn=4)
    assert "1 DON!!, so A's Luffy's [When Attacking] does not activate" in given["verdict"]


def test_it_says_why_an_effect_held_back_by_its_condition_changed_nothing() -> None:
    """A [When Attacking] whose "if..." fails (CR 8-3-3) is the reason the numbers stay as
    they are: the verdict names the condition."""
    zoro = {**ATTACKER["characters"][0], "effects": {"when_attacking": {
        "condition": {"life_max": 2}, "steps": [{"draw": 1}]}}}
    result = run(a={"characters": [zoro], "life": 4},
                 actions=[ATTACK, "pass", "pass"], turn=4)
    assert ("A's Zoro's [When Attacking] does not apply, because A has more than 2 Life cards"
            in result["verdict"])
