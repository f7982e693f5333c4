"""The Damage Step's timings, what may be activated at each, and negation that needs something
to negate (digest 12-4, 11-3-3, 5-2-4). The worked cases are in worked/ygo."""
from __future__ import annotations

import pytest
from ygo_duel import duel, illegal, monster, player, run, spell, texts, trap

from judge.engine import judge

BOOST = [{"atk": {"target": "a-x", "amount": 1000}}]


def battle(*steps: object, a: dict | None = None, b: dict | None = None) -> dict:
    """A's 1000 ATK a-x attacks B's 1500 ATK b-x, then `steps`."""
    a = {"monsters": [monster("a-x", atk=1000, position="attack")], **(a or {})}
    b = {"monsters": [monster("b-x", atk=1500, position="attack")], **(b or {})}
    return run(a=a, b=b, actions=["battle_phase", {"attack": {"attacker": "a-x", "target": "b-x"}},
                                  *steps])


def at(timing: str) -> dict:
    return {"damage_step": {"timing": timing}}


@pytest.mark.parametrize("timing", ["start", "before_damage_calculation"])
def test_it_lets_an_atk_change_through_until_damage_calculation(timing: str) -> None:
    result = battle(at(timing), {"activate": {"card": "a-up"}},
                    a={"hand": [spell("a-up", "quick-play", BOOST)]})
    assert result["outcome"] == "completed"
    # 2000 against 1500: the boost decided the battle
    assert player(result, "B")["lp"] == 7500 and player(result, "A")["lp"] == 8000
    assert "12-4-8" in result["rules_cited"]


@pytest.mark.parametrize("timing", ["damage_calculation", "after_damage_calculation", "end"])
def test_it_refuses_an_atk_change_from_damage_calculation_on(timing: str) -> None:
    result = battle(at(timing), {"activate": {"card": "a-up"}},
                    a={"hand": [spell("a-up", "quick-play", BOOST)]})
    refusal = illegal(result)
    assert refusal["action"] == 3 and refusal["rules"] == ["12-4-8", "12-4-6"]
    assert "only until damage calculation starts" in refusal["reason"]


@pytest.mark.parametrize("timing", ["start", "before_damage_calculation", "damage_calculation",
                                    "after_damage_calculation", "end"])
def test_it_lets_a_counter_trap_through_at_every_timing(timing: str) -> None:
    result = battle(at(timing), {"activate": {"card": "b-gift"}},
                    b={"spells_traps": [trap("b-gift", "counter",
                                             [{"gain_lp": {"amount": 300}}])]})
    assert result["outcome"] == "completed"
    assert "12-4-7" in result["rules_cited"]


@pytest.mark.parametrize("timing", ["start", "damage_calculation", "end"])
def test_it_refuses_a_normal_trap_at_any_timing(timing: str) -> None:
    result = battle(at(timing), {"activate": {"card": "b-jar"}},
                    b={"spells_traps": [trap("b-jar", effect=[{"draw": 1}])]})
    refusal = illegal(result)
    assert refusal["rules"] == ["12-4-9", "12-4-6"]
    assert "only Counter Traps and cards that directly change ATK or DEF" in refusal["reason"]


def test_it_still_lets_a_normal_trap_answer_the_attack_declaration() -> None:
    result = battle({"activate": {"card": "b-jar"}},
                    b={"spells_traps": [trap("b-jar", effect=[{"draw": 1}])]})
    assert result["outcome"] == "completed" and "12-3-6" in result["rules_cited"]


def test_it_applies_the_damage_after_a_counter_trap_during_damage_calculation() -> None:
    result = battle(at("damage_calculation"), {"activate": {"card": "b-gift"}},
                    b={"spells_traps": [trap("b-gift", "counter",
                                             [{"gain_lp": {"amount": 300}}])]})
    lines = texts(result)
    assert lines.index("gains 300 LP") < lines.index("attacks b-x (1500 ATK): a-x is destroyed")
    assert player(result, "A")["lp"] == 7500 and player(result, "B")["lp"] == 8300


def test_it_takes_the_timings_in_order_once_each() -> None:
    result = battle(at("damage_calculation"), at("before_damage_calculation"))
    assert illegal(result)["rules"] == ["12-4-1"]
    assert "has passed" in illegal(result)["reason"]


def test_it_refuses_a_damage_step_without_an_attack() -> None:
    result = run(a={"monsters": [monster("a-x", position="attack")]},
                 actions=["battle_phase", at("start")])
    assert illegal(result)["rules"] == ["12-4-1", "12-3-1"]


def test_it_says_which_timing_the_attack_stopped_at() -> None:
    lines = texts(battle(at("end")))
    assert ("The attack is now at the End of the Damage Step: only Counter Traps may be "
            "activated here.") in lines
    # the battle was carried out on the way
    assert lines.index("a-x is destroyed") < lines.index("The attack is now at the End")


def test_it_goes_on_with_the_attack_at_a_pass_in_the_damage_step() -> None:
    result = battle(at("start"), "pass")
    assert "Neither player activates anything at the Start of the Damage Step" in texts(result)
    assert player(result, "A")["lp"] == 7500


def test_it_refuses_an_unknown_timing_as_invalid_input() -> None:
    result = judge(duel(a={"monsters": [monster("a-x", position="attack")]},
                        actions=["battle_phase", {"damage_step": {"timing": "later"}}]))
    assert any(e["path"] == "actions[1].damage_step.timing" for e in result["errors"])


def test_it_lets_a_flip_chain_be_answered_by_a_counter_trap_only() -> None:
    flip_bug = monster("b-bug", atk=0, defense=500, position="set",
                       flip=[{"damage": {"amount": 300}}])
    result = run(a={"monsters": [monster("a-x", atk=1000, position="attack")],
                    "spells_traps": [trap("a-jar", effect=[{"draw": 1}])]},
                 b={"monsters": [flip_bug]},
                 actions=["battle_phase", {"attack": {"attacker": "a-x", "target": "b-bug"}},
                          "pass", {"activate": {"card": "a-jar"}}])
    assert illegal(result)["rules"] == ["12-4-9", "12-4-6"]
    assert "the Damage Step, after damage calculation" in illegal(result)["reason"]


def test_it_refuses_a_negating_card_as_chain_link_one() -> None:
    result = run(b={"spells_traps": [trap("b-neg", effect=[{"negate": "previous"}])]},
                 actions=[{"activate": {"card": "b-neg"}}],
                 player="B", turn=4)
    refusal = illegal(result)
    assert refusal["rules"] == ["11-3-3", "5-2-4"]
    assert "nothing to negate" in refusal["reason"]


def test_it_refuses_a_negation_limited_to_spells_against_a_flip_effect() -> None:
    result = run(a={"monsters": [monster("a-sage", position="set", flip=[{"draw": 1}])]},
                 b={"spells_traps": [trap("b-jam", "counter", [{"negate": "previous"}],
                                          negates=["spell"])]},
                 actions=[{"flip_summon": {"card": "a-sage"}}, {"activate": {"card": "b-jam"}}])
    assert illegal(result)["rules"] == ["11-3-3", "5-2-4"]
    assert "only the activation of a Spell Card" in illegal(result)["reason"]


def test_it_lets_a_negation_through_when_the_kind_is_listed() -> None:
    result = run(a={"hand": [spell("a-pot", effect=[{"draw": 2}])]},
                 b={"spells_traps": [trap("b-jam", "counter", [{"negate": "previous"}],
                                          negates=["spell", "trap"])]},
                 actions=[{"activate": {"card": "a-pot"}}, {"activate": {"card": "b-jam"}}])
    assert result["outcome"] == "completed"
    assert player(result, "A")["hand"] == []


@pytest.mark.parametrize(("card", "message"), [
    (trap("b-t", negates=["spell"]), "only a card whose effect has a `negate` step"),
    (trap("b-t", effect=[{"negate": "previous"}], negates=[]), "must name at least one"),
    (trap("b-t", effect=[{"negate": "previous"}], negates=["attack"]), "must be one of"),
    (monster("b-t", negates=["spell"], position="attack"), "only"),
])
def test_it_checks_the_negates_key(card: dict, message: str) -> None:
    zone = "monsters" if card["kind"] == "monster" else "spells_traps"
    result = judge(duel(b={zone: [card]}))
    found = [e["message"] for e in result["errors"] if ".negates" in e["path"]]
    assert found and message in found[0], result["errors"]
