"""Normal, Tribute and Flip Summons, Sets and changes of battle position (digest 8, 9-2)."""
from __future__ import annotations

import pytest
from ygo_duel import illegal, monster, monster_ids, player, run, spell, texts, trap


def test_it_normal_summons_a_low_level_monster_in_attack_position() -> None:
    result = run(a={"hand": [monster("a-elf", atk=1400, level=4)]},
                 actions=[{"normal_summon": {"card": "a-elf"}}])
    (summoned,) = player(result, "A")["monsters"]
    assert summoned == {"id": "a-elf", "position": "attack", "atk": 1400, "def": 1000}
    assert "8-1-2" in result["rules_cited"] and "8-1-1" in result["rules_cited"]


@pytest.mark.parametrize(("level", "needed"), [(5, 1), (6, 1), (7, 2), (8, 2)])
def test_it_asks_for_tributes_by_level(level: int, needed: int) -> None:
    field = [monster(f"a-m{i}", position="attack") for i in range(3)]
    hand = [monster("a-big", level=level, atk=2500)]
    wrong = run(a={"hand": hand, "monsters": field},
                actions=[{"normal_summon": {"card": "a-big"}}])
    assert "8-2-1" in illegal(wrong)["rules"]
    right = run(a={"hand": hand, "monsters": field}, actions=[{"normal_summon": {
        "card": "a-big", "tributes": [f"a-m{i}" for i in range(needed)]}}])
    assert right["outcome"] == "completed"
    assert "a-big" in monster_ids(right, "A")
    assert len(player(right, "A")["graveyard"]) == needed
    assert "Tribute Summons" in texts(right)


def test_it_refuses_tributes_for_a_level_four_monster() -> None:
    result = run(a={"hand": [monster("a-elf")], "monsters": [monster("a-m", position="attack")]},
                 actions=[{"normal_summon": {"card": "a-elf", "tributes": ["a-m"]}}])
    assert illegal(result)["rules"] == ["8-1-4"]


def test_it_refuses_an_opponents_monster_as_tribute() -> None:
    result = run(a={"hand": [monster("a-big", level=5)]},
                 b={"monsters": [monster("b-m", position="attack")]},
                 actions=[{"normal_summon": {"card": "a-big", "tributes": ["b-m"]}}])
    assert "8-2-2" in illegal(result)["rules"]


def test_it_allows_one_normal_summon_or_set_per_turn() -> None:
    result = run(a={"hand": [monster("a-one"), monster("a-two")]},
                 actions=[{"set_monster": {"card": "a-one"}}, {"normal_summon": {"card": "a-two"}}])
    assert illegal(result)["action"] == 1 and illegal(result)["rules"] == ["8-1-1"]
    assert player(result, "A")["monsters"][0]["position"] == "set"


def test_it_reads_normal_summoned_from_the_scenario() -> None:
    result = run(a={"hand": [monster("a-one")], "normal_summoned": True},
                 actions=[{"normal_summon": {"card": "a-one"}}])
    assert illegal(result)["rules"] == ["8-1-1"]


def test_it_refuses_a_summon_with_five_monsters_on_the_field() -> None:
    field = [monster(f"a-m{i}", position="attack") for i in range(5)]
    result = run(a={"hand": [monster("a-six")], "monsters": field},
                 actions=[{"normal_summon": {"card": "a-six"}}])
    assert "8-7-1" in illegal(result)["rules"]


def test_it_refuses_summons_outside_the_main_phase_and_by_the_other_player() -> None:
    in_battle = run(a={"hand": [monster("a-one")]}, phase="battle",
                    actions=[{"normal_summon": {"card": "a-one"}}])
    assert "7-4-1" in illegal(in_battle)["rules"]
    not_theirs = run(b={"hand": [monster("b-one")]}, actions=[{"normal_summon": {"card": "b-one"}}])
    assert "only the turn player (A)" in illegal(not_theirs)["reason"]


def test_it_flip_summons_a_monster_set_on_an_earlier_turn() -> None:
    result = run(a={"monsters": [monster("a-set", position="set", atk=900)]},
                 actions=[{"flip_summon": {"card": "a-set"}}])
    assert player(result, "A")["monsters"][0]["position"] == "attack"
    assert "8-3-1" in result["rules_cited"]


def test_it_refuses_a_flip_summon_on_the_turn_the_monster_was_set() -> None:
    result = run(a={"hand": [monster("a-new")]},
                 actions=[{"set_monster": {"card": "a-new"}}, {"flip_summon": {"card": "a-new"}}])
    assert illegal(result)["rules"] == ["8-3-2"]


def test_it_resolves_a_flip_effect_after_a_flip_summon() -> None:
    result = run(a={"monsters": [monster("a-sage", position="set", flip=[{"draw": 2}])],
                    "deck": 5},
                 actions=[{"flip_summon": {"card": "a-sage"}}])
    assert len(player(result, "A")["hand"]) == 2
    assert "8-3-4" in result["rules_cited"] and "5-1-5" in result["rules_cited"]


def test_it_lets_a_flip_summon_follow_the_normal_summon() -> None:
    result = run(a={"hand": [monster("a-new")], "monsters": [monster("a-set", position="set")]},
                 actions=[{"normal_summon": {"card": "a-new"}}, {"flip_summon": {"card": "a-set"}}])
    assert result["outcome"] == "completed"


def test_it_changes_a_battle_position_once_per_turn() -> None:
    result = run(a={"monsters": [monster("a-m", position="attack")]},
                 actions=[{"change_position": {"card": "a-m"}},
                          {"change_position": {"card": "a-m"}}])
    assert illegal(result)["rules"] == ["9-2-2"]
    assert player(result, "A")["monsters"][0]["position"] == "defense"


@pytest.mark.parametrize(("flag", "rule"), [("summoned_this_turn", "9-2-3"),
                                            ("attacked_this_turn", "9-2-4")])
def test_it_refuses_a_position_change_after_arriving_or_attacking(flag: str, rule: str) -> None:
    result = run(a={"monsters": [monster("a-m", position="attack", **{flag: True})]},
                 actions=[{"change_position": {"card": "a-m"}}])
    assert illegal(result)["rules"] == [rule]


def test_it_sends_a_face_down_monster_to_flip_summon_instead() -> None:
    result = run(a={"monsters": [monster("a-m", position="set")]},
                 actions=[{"change_position": {"card": "a-m"}}])
    assert "flip_summon" in illegal(result)["reason"]


def test_it_refuses_a_position_change_in_the_battle_phase() -> None:
    result = run(a={"monsters": [monster("a-m", position="attack")]}, phase="battle",
                 actions=[{"change_position": {"card": "a-m"}}])
    assert "9-2-5" in illegal(result)["rules"]


def test_it_sets_spells_and_traps_face_down() -> None:
    result = run(a={"hand": [spell("a-s"), trap("a-t")]},
                 actions=[{"set_spell_trap": {"card": "a-s"}}, {"set_spell_trap": {"card": "a-t"}}])
    assert player(result, "A")["spells_traps"] == [{"id": "a-s", "face_up": False},
                                                   {"id": "a-t", "face_up": False}]
    assert "10-1-1" in result["rules_cited"]


def test_it_refuses_a_sixth_spell_or_trap() -> None:
    full = [trap(f"a-t{i}") for i in range(5)]
    result = run(a={"hand": [spell("a-s")], "spells_traps": full},
                 actions=[{"set_spell_trap": {"card": "a-s"}}])
    assert "3-4-1" in illegal(result)["rules"]


def test_it_replaces_a_field_spell_without_destroying_it() -> None:
    result = run(a={"hand": [spell("a-new", "field")], "field_spell": spell("a-old", "field",
                                                                           face_up=True)},
                 actions=[{"set_spell_trap": {"card": "a-new"}}])
    assert player(result, "A")["field_spell"] == {"id": "a-new", "face_up": False}
    assert "a-old" in player(result, "A")["graveyard"]
    assert "3-5-2" in result["rules_cited"]
