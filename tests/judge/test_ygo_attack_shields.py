"""Judged scenarios of monsters the opponent's monsters cannot target for attacks (12-3-16), in
the format's own `attack_shield`, and real cards read into it (Command Knight, Marauding
Captain, read in place from ../shared/fixtures/yaml-yugi, facts only)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ygo_duel import duel as build
from ygo_duel import illegal, monster, player, run, trap

from judge.engine import judge

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

COMMAND_KNIGHT, MARAUDING_CAPTAIN = "10375182", "02460565"


def attack(target: str) -> list:
    return ["battle_phase", {"attack": {"attacker": "a-x", "target": target}}, "pass"]


def test_a_monster_that_cannot_be_targeted_for_attacks_while_its_condition_holds():
    knight = monster("b-knight", 1200, attack_shield={"if": {"monsters_min": 2}})
    pair = build(a={"monsters": [monster("a-x", 2000)]},
                 b={"monsters": [knight, monster("b-other", 500)]}, actions=attack("b-knight"))
    refused = illegal(judge(pair))
    assert (refused["code"], refused["rules"]) == ("illegal.attack_shield", ["12-3-16"])
    alone = run(a={"monsters": [monster("a-x", 2000)]}, b={"monsters": [knight]},
                actions=attack("b-knight"))
    assert player(alone, "B")["graveyard"] == ["b-knight"]  # no other monster: no condition


def test_it_still_keeps_direct_attacks_off_unless_its_text_allows_them():
    shy = monster("b-shy", 1200, attack_shield={})
    kept = illegal(judge(build(a={"monsters": [monster("a-x", 2000)]},
                               b={"monsters": [shy]}, actions=attack("direct"))))
    assert kept["code"] == "illegal.direct_attack_past_monster"  # 12-3-3
    open_ = run(a={"monsters": [monster("a-x", 2000)]},
                b={"monsters": [dict(shy, attack_shield={"direct_ok": True})]},
                actions=attack("direct"))
    assert player(open_, "B")["lp"] == 6000


def test_except_this_one_leaves_it_the_only_target_until_its_effects_are_negated():
    dupe = monster("b-dupe", 1000, attack_shield={"only_me": True})
    board = {"monsters": [dupe, monster("b-other", 500)]}
    refused = illegal(judge(build(a={"monsters": [monster("a-x", 2000)]}, b=board,
                                  actions=attack("b-other"))))
    assert refused["code"] == "illegal.attack_shield.only"
    drain = trap("a-drain", "continuous", face_up=True, negates_monsters=True)
    negated = run(a={"monsters": [monster("a-x", 2000)], "spells_traps": [drain]}, b=board,
                  actions=attack("b-other"))
    assert player(negated, "B")["graveyard"] == ["b-other"]  # 5-5-1


@pytest.mark.django_db
def test_printed_command_knight_and_marauding_captain(tmp_path):
    store(subset(tmp_path, (COMMAND_KNIGHT, MARAUDING_CAPTAIN)))
    board = """
game: ygo
turn: {{number: 3, player: A}}
players:
  A:
    monsters: [{{id: a-x, name: Brute, atk: 2500, def: 1000}}]
  B:
    monsters: [{{id: b-card, card: "{card}"}},
               {{id: b-warrior, name: Warrior, atk: 1000, def: 1000, types: [Warrior]}}]
actions:
  - battle_phase
  - attack: {{attacker: a-x, target: {target}}}
"""
    knight = judged(board.format(card=COMMAND_KNIGHT, target="b-card"))
    assert knight["outcome"] == "illegal_action"  # B controls another monster
    captain = judged(board.format(card=MARAUDING_CAPTAIN, target="b-warrior"))
    assert captain["illegal"]["code"] == "illegal.attack_shield.only"


def test_another_monster_so_described_not_the_card_itself():
    zutto = monster("b-z", 1000, types=["Dinosaur"], attack_shield={
        "if": {"control": {"type": "Dinosaur"}, "control_other": True}})
    alone = run(a={"monsters": [monster("a-x", 2000)]}, b={"monsters": [zutto]},
                actions=attack("b-z"))
    assert player(alone, "B")["graveyard"] == ["b-z"]
    pair = judge(build(a={"monsters": [monster("a-x", 2000)]},
                       b={"monsters": [zutto, monster("b-d", 500, types=["Dinosaur"])]},
                       actions=attack("b-z")))
    assert illegal(pair)["code"] == "illegal.attack_shield"


def test_a_monster_that_attacks_in_defense_position_with_its_def():
    golem = monster("a-x", 800, 2200, position="defense", defense_attack="def")
    result = run(a={"monsters": [golem]}, b={"monsters": [monster("b-m", 2000)]},
                 actions=attack("b-m"))
    assert player(result, "B")["graveyard"] == ["b-m"]  # 2200 against 2000 (12-3-17)
    assert player(result, "B")["lp"] == 7800
    assert "12-3-17" in result["rules_cited"]
    plain = judge(build(a={"monsters": [dict(golem, defense_attack=None)]},
                        b={"monsters": [monster("b-m", 2000)]}, actions=attack("b-m")))
    assert illegal(plain)["code"] == "illegal.attacker_position"  # 12-3-5


@pytest.mark.django_db
def test_printed_invoked_cocytus_attacks_in_defense_position_with_its_atk(tmp_path):
    store(subset(tmp_path, ("85908279",)))
    result = judged("""
game: ygo
turn: {number: 3, player: A}
players:
  A:
    monsters: [{id: a-x, card: "85908279", position: defense}]
  B:
    monsters: [{id: b-m, name: Wall, atk: 2000, def: 2000}]
actions:
  - battle_phase
  - attack: {attacker: a-x, target: b-m}
  - pass
""")
    # 1800 ATK against 2000 ATK: Cocytus loses the battle and A takes 200
    assert result["state"]["players"]["A"]["lp"] == 7800


def test_the_monsters_it_describes_cannot_be_chosen_itself_among_them():
    guard = monster("b-guard", 1000, types=["Plant"], attack_shield={"monsters": {
        "type": "Plant"}})
    plant = monster("b-plant", 500, types=["Plant"])
    other = monster("b-other", 500, types=["Fish"])
    board = {"monsters": [guard, plant, other]}
    for target in ("b-guard", "b-plant"):
        refused = judge(build(a={"monsters": [monster("a-x", 2000)]}, b=board,
                              actions=attack(target)))
        assert illegal(refused)["code"] == "illegal.attack_shield.described"
    result = run(a={"monsters": [monster("a-x", 2000)]}, b=board, actions=attack("b-other"))
    assert player(result, "B")["graveyard"] == ["b-other"]


def test_a_monster_that_must_attack_keeps_its_player_in_the_battle_phase():
    gorilla = monster("a-x", 2000, must_attack=True)
    stuck = judge(build(a={"monsters": [gorilla]}, b={"monsters": [monster("b-m", 500)]},
                        actions=["battle_phase", "main2"]))
    refused = illegal(stuck)
    assert (refused["code"], refused["rules"]) == ("illegal.must_attack", ["12-3-18"])
    done = run(a={"monsters": [gorilla]}, b={"monsters": [monster("b-m", 500)]},
               actions=attack("b-m") + ["main2"])
    assert player(done, "B")["graveyard"] == ["b-m"]
    skipped = run(a={"monsters": [gorilla]}, actions=["end_turn"])  # no Battle Phase entered
    assert skipped["outcome"] == "completed"
    forced = judge(build(a={"monsters": [monster("a-x", 2000)]},
                         b={"monsters": [monster("b-m", 500, forces_attacks=True)]},
                         actions=["battle_phase", "end_phase"]))
    assert illegal(forced)["code"] == "illegal.must_attack"


def test_a_monster_that_attacks_each_opponents_monster_once():
    beast = monster("a-x", 3000, attack_all=True)
    board = {"monsters": [monster("b-m", 500), monster("b-n", 500)]}
    both = run(a={"monsters": [beast]}, b=board, actions=attack("b-m") + [
        {"attack": {"attacker": "a-x", "target": "b-n"}}, "pass"])
    assert sorted(player(both, "B")["graveyard"]) == ["b-m", "b-n"]
    wall = {"monsters": [monster("b-w", 0, 5000, position="defense"), monster("b-n", 500)]}
    again = judge(build(a={"monsters": [beast]}, b=wall, actions=attack("b-w") + [
        {"attack": {"attacker": "a-x", "target": "b-w"}}]))
    assert illegal(again)["code"] == "illegal.attack_all.again"
    direct = judge(build(a={"monsters": [beast]}, b={"monsters": [monster("b-m", 500)]},
                         actions=attack("b-m") + [
                             {"attack": {"attacker": "a-x", "target": "direct"}}]))
    assert (illegal(direct)["code"], illegal(direct)["rules"]) == (
        "illegal.attack_all.direct", ["12-3-19"])
