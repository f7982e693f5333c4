"""The Battle Phase: attacks, damage calculation, face-down defenders, replays (digest 12)."""
from __future__ import annotations

import pytest
from ygo_duel import illegal, monster, monster_ids, player, run, texts, trap

A_X_DIRECT = {"attack": {"attacker": "a-x", "target": "direct"}}


def attack(attacker: dict, target: dict | None, turn: int = 3) -> dict:
    b = {"monsters": [target]} if target else {}
    return run(a={"monsters": [attacker]}, b=b, turn=turn, actions=[
        "battle_phase",
        {"attack": {"attacker": attacker["id"], "target": target["id"] if target else "direct"}}])


@pytest.mark.parametrize(("atk", "other", "gone", "lp_a", "lp_b", "rule"), [
    (1800, 1500, ["b-t"], 8000, 7700, "12-5-1"),
    (1200, 1500, ["a-x"], 7700, 8000, "12-5-2"),
    (1500, 1500, ["a-x", "b-t"], 8000, 8000, "12-5-3"),
    (0, 0, [], 8000, 8000, "12-5-4"),
])
def test_it_calculates_attack_against_attack(atk, other, gone, lp_a, lp_b, rule) -> None:
    result = attack(monster("a-x", atk=atk, position="attack"),
                    monster("b-t", atk=other, position="attack"))
    on_field = monster_ids(result, "A") + monster_ids(result, "B")
    assert sorted(set(["a-x", "b-t"]) - set(on_field)) == gone
    assert (player(result, "A")["lp"], player(result, "B")["lp"]) == (lp_a, lp_b)
    assert rule in result["rules_cited"] and "12-4-3" in result["rules_cited"]


@pytest.mark.parametrize(("atk", "defense", "gone", "lp_a", "rule"), [
    (1800, 1500, ["b-t"], 8000, "12-6-1"),
    (1500, 2000, [], 7500, "12-6-2"),
    (1500, 1500, [], 8000, "12-6-3"),
])
def test_it_calculates_attack_against_defense(atk, defense, gone, lp_a, rule) -> None:
    result = attack(monster("a-x", atk=atk, position="attack"),
                    monster("b-t", atk=0, defense=defense, position="defense"))
    assert sorted({"a-x", "b-t"} - set(monster_ids(result, "A") + monster_ids(result, "B"))) \
        == gone
    assert player(result, "A")["lp"] == lp_a and player(result, "B")["lp"] == 8000
    assert rule in result["rules_cited"]


def test_it_says_the_battle_in_plain_words() -> None:
    result = attack(monster("a-x", name="Celtic Guardian", atk=1800, position="attack"),
                    monster("b-t", name="Goblin", atk=1500, position="attack"))
    assert ("Celtic Guardian (1800 ATK) attacks Goblin (1500 ATK): Goblin is destroyed and B "
            "takes 300 damage (8000 → 7700 LP).") in texts(result)


def test_it_deals_full_atk_on_a_direct_attack() -> None:
    result = attack(monster("a-x", atk=2100, position="attack"), None)
    assert player(result, "B")["lp"] == 5900
    assert "12-7-1" in result["rules_cited"]


def test_it_refuses_a_direct_attack_while_the_opponent_has_a_face_down_monster() -> None:
    result = run(a={"monsters": [monster("a-x", position="attack")]},
                 b={"monsters": [monster("b-set", position="set")]},
                 turn=3, actions=["battle_phase", A_X_DIRECT])
    assert illegal(result)["rules"] == ["12-3-3"]


def test_it_flips_a_face_down_defender_and_runs_its_flip_effect_after_damage() -> None:
    result = attack(monster("a-x", atk=1000, position="attack"),
                    monster("b-t", defense=1500, position="set",
                            flip=[{"damage": {"player": "opponent", "amount": 800}}]))
    (defender,) = player(result, "B")["monsters"]
    assert defender["position"] == "defense"
    assert player(result, "A")["lp"] == 8000 - 500 - 800
    assert {"12-4-2", "12-4-4", "8-3-5"} <= set(result["rules_cited"])
    lines = texts(result)
    assert lines.index("flipped face-up") < lines.index("FLIP effect activates")


def test_it_runs_a_flip_effect_even_when_the_monster_is_destroyed() -> None:
    result = attack(monster("a-x", atk=2000, position="attack"),
                    monster("b-t", defense=500, position="set", flip=[{"destroy": "attacker"}]))
    assert player(result, "A")["graveyard"] == ["a-x"]
    assert player(result, "B")["graveyard"] == ["b-t"]


def test_it_lets_each_monster_attack_once() -> None:
    result = run(a={"monsters": [monster("a-x", atk=3000, position="attack")]}, turn=3,
                 actions=["battle_phase", {"attack": {"attacker": "a-x", "target": "direct"}},
                          {"attack": {"attacker": "a-x", "target": "direct"}}])
    assert illegal(result)["rules"] == ["12-3-4"]
    assert player(result, "B")["lp"] == 5000


def test_it_refuses_an_attack_from_defense_position() -> None:
    result = attack(monster("a-x", position="defense"), None)
    assert illegal(result)["rules"] == ["12-3-5", "9-1-1"]


def test_it_refuses_an_attack_outside_the_battle_phase() -> None:
    result = run(a={"monsters": [monster("a-x", position="attack")]},
                 actions=[{"attack": {"attacker": "a-x", "target": "direct"}}])
    assert "12-3-1" in illegal(result)["rules"]


def test_it_lets_a_monster_summoned_this_turn_attack() -> None:
    result = run(a={"hand": [monster("a-new", atk=1700)]}, turn=2, actions=[
        {"normal_summon": {"card": "a-new"}}, "battle_phase",
        {"attack": {"attacker": "a-new", "target": "direct"}}])
    assert player(result, "B")["lp"] == 6300


def test_it_has_no_battle_phase_on_turn_one_and_no_main_phase_2_without_one() -> None:
    first = run(turn=1, actions=["battle_phase"])
    assert "7-8-2" in illegal(first)["rules"]
    skipped = run(actions=["main2"])
    assert "7-1-3" in illegal(skipped)["rules"]
    twice = run(actions=["battle_phase", "main2", "battle_phase"])
    assert illegal(twice)["action"] == 2


def test_it_goes_to_main_phase_2_after_the_battle() -> None:
    result = run(actions=["battle_phase", "main2"])
    assert result["state"]["turn"]["phase"] == "main2"


def test_it_replays_when_the_target_leaves_before_damage() -> None:
    result = run(a={"monsters": [monster("a-x", atk=1800, position="attack")]},
                 b={"monsters": [monster("b-t", position="attack")],
                    "spells_traps": [trap("b-trap", effect=[{"banish": "attack_target"}])]},
                 turn=3, actions=["battle_phase", {"attack": {"attacker": "a-x", "target": "b-t"}},
                                  {"activate": {"card": "b-trap"}}, "pass", "pass",
                                  {"attack": {"attacker": "a-x", "target": "direct"}}])
    assert result["outcome"] == "completed"
    assert "12-3-7" in result["rules_cited"]
    assert player(result, "B")["lp"] == 6200


def test_it_ends_the_attack_when_the_attacker_is_destroyed_in_response() -> None:
    result = run(a={"monsters": [monster("a-x", atk=1800, position="attack")]},
                 b={"spells_traps": [trap("b-trap", effect=[{"destroy": "attacker"}])]},
                 turn=3, actions=["battle_phase", A_X_DIRECT,
                                  {"activate": {"card": "b-trap"}}])
    assert player(result, "B")["lp"] == 8000
    assert "12-3-8" in result["rules_cited"]


def test_it_uses_atk_changed_before_damage_calculation() -> None:
    result = run(a={"monsters": [monster("a-x", atk=1000, position="attack")]},
                 b={"monsters": [monster("b-t", atk=1400, position="attack")],
                    "spells_traps": [trap("b-weak", effect=[{"atk": {"target": "attacker",
                                                                     "amount": -300}}])]},
                 turn=3, actions=["battle_phase", {"attack": {"attacker": "a-x", "target": "b-t"}},
                                  {"activate": {"card": "b-weak"}}, "pass", "pass"])
    assert player(result, "A")["lp"] == 8000 - 700


def test_it_ends_the_duel_when_battle_damage_takes_lp_to_zero() -> None:
    result = run(a={"monsters": [monster("a-x", atk=3000, position="attack")]},
                 b={"lp": 2500}, turn=3,
                 actions=["battle_phase", {"attack": {"attacker": "a-x", "target": "direct"}},
                          "main2"])
    assert (result["outcome"], result["winner"], result["losers"]) == ("game_over", "A", ["B"])
    assert player(result, "B")["lp"] == 0
    assert {"1-3-1", "1-2-3", "12-7-1"} <= set(result["rules_cited"])


def test_it_sends_battle_destroyed_monsters_away_only_after_the_flip_chain() -> None:
    result = attack(monster("a-x", atk=2000, position="attack"),
                    monster("b-t", name="Bug", defense=500, position="set",
                            flip=[{"gain_lp": {"amount": 100}}]))
    lines = texts(result)
    assert lines.index("Chain Link 1 (Bug) resolves") < lines.index(
        "Destroyed by battle: Bug is destroyed")
    assert player(result, "B")["graveyard"] == ["b-t"] and player(result, "B")["lp"] == 8100


def test_it_keeps_a_battle_destroyed_monster_on_the_field_while_the_replay_waits() -> None:
    result = run(a={"monsters": [monster("a-x", atk=2000, position="attack")]},
                 b={"monsters": [monster("b-t", defense=500, position="set",
                                         flip=[{"draw": 1}])],
                    "spells_traps": [trap("b-trap")]}, turn=3,
                 actions=["battle_phase", {"attack": {"attacker": "a-x", "target": "b-t"}},
                          "pass", {"activate": {"card": "a-x"}}])
    assert result["illegal"]["action"] == 3
    assert monster_ids(result, "B") == ["b-t"]
    assert result["state"]["chain"][0]["card"] == "b-t"
