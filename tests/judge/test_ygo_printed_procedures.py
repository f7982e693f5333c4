"""Summons by a monster's own text, judged with real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): procedures of its own
(8-4-8) with their conditions, costs and "once per turn this way", "Must be" / "Must first be"
(8-4-7, 8-4-5), "You can only Special Summon X once per turn" (8-4-9), a Normal Summon without
Tributes (8-1-8) and a monster counted as two Tributes (8-2-5)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

CYBER_DRAGON, TRICKY, DARK_ARMED, BLS = "70095154", "14778250", "65192027", "72989439"
CANON, WEN, SWIFT_GAIA, KAISER = "16021142", "40907115", "16589042", "17444133"
CARDS = (CYBER_DRAGON, TRICKY, DARK_ARMED, BLS, CANON, WEN, SWIFT_GAIA, KAISER)
REBORN = ("{id: reborn, name: Reborn, kind: spell, target: {what: monster, zone: graveyard}, "
          "effect: [{special_summon: {card: chosen}}]}")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


def duel(a: str, b: str = "{}", actions: str = "") -> dict:
    return judged(f"game: ygo\nturn: {{number: 3, player: A}}\nplayers:\n  A: {a}\n"
                  f"  B: {b}\nactions:\n{actions}")


def dark(n: int) -> str:
    return ", ".join(f"{{id: dark{i}, name: Dark {i}, attribute: DARK}}" for i in range(n))


def test_cyber_dragon_comes_when_only_the_opponent_controls_a_monster(printed):
    result = duel(f'{{hand: [{{id: cyber, card: "{CYBER_DRAGON}"}}, {{id: other, name: Other}}]}}',
                  "{monsters: [{id: b-one, name: Theirs}]}",
                  "  - procedure_summon: {card: cyber}\n  - normal_summon: {card: other}")
    assert result["outcome"] == "completed"
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["cyber", "other"]
    assert "8-4-8" in result["rules_cited"]
    assert not result["state"].get("chain")  # not activated: no chain (8-1-5)


def test_cyber_dragon_is_refused_beside_a_monster_of_its_own(printed):
    result = duel(f'{{hand: [{{id: cyber, card: "{CYBER_DRAGON}"}}], '
                  "monsters: [{id: mine, name: Mine}]}",
                  "{monsters: [{id: b-one, name: Theirs}]}",
                  "  - procedure_summon: {card: cyber}")
    assert result["illegal"]["code"] == "illegal.procedure_condition"
    assert result["illegal"]["rules"] == ["8-4-8"]


def test_the_tricky_discards_a_card_as_it_is_summoned(printed):
    board = f'{{hand: [{{id: tricky, card: "{TRICKY}"}}, {{id: fodder, name: Fodder}}]}}'
    refused = duel(board, actions="  - procedure_summon: {card: tricky}")
    assert refused["illegal"]["code"] == "illegal.procedure_cost"
    result = duel(board, actions="  - procedure_summon: {card: tricky, cost: [fodder]}")
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["A"]["graveyard"] == ["fodder"]


def test_dark_armed_dragon_needs_exactly_three_dark_monsters_and_no_reborn(printed):
    hand = f'hand: [{{id: dad, card: "{DARK_ARMED}"}}]'
    assert duel(f"{{{hand}, graveyard: [{dark(3)}]}}",
                actions="  - procedure_summon: {card: dad}")["outcome"] == "completed"
    four = duel(f"{{{hand}, graveyard: [{dark(4)}]}}",
                actions="  - procedure_summon: {card: dad}")
    assert four["illegal"]["code"] == "illegal.procedure_condition"
    # "Must be Special Summoned ... by": never by another effect, even from the GY (8-4-7)
    reborn = duel(f'{{hand: [{REBORN}], graveyard: [{{id: dad, card: "{DARK_ARMED}"}}]}}',
                  actions="  - activate: {card: reborn, target: dad}\n  - pass")
    assert reborn["state"]["players"]["A"]["graveyard"][0] == "dad"


def test_black_luster_soldier_must_first_be_summoned_by_its_procedure(printed):
    light = "{id: light, name: Light, attribute: LIGHT}"
    board = (f'{{hand: [{{id: bls, card: "{BLS}"}}], graveyard: [{light}, {dark(1)}]}}')
    wrong = duel(board.replace("LIGHT}", "DARK}"),
                 actions="  - procedure_summon: {card: bls, cost: [light, dark0]}")
    assert wrong["illegal"]["code"] == "illegal.procedure_cost"
    result = duel(board, actions="  - procedure_summon: {card: bls, cost: [dark0, light]}")
    assert sorted(result["state"]["players"]["A"]["banished"]) == ["dark0", "light"]
    never = duel(f'{{hand: [{REBORN}], graveyard: [{{id: bls, card: "{BLS}"}}]}}',
                 actions="  - activate: {card: reborn, target: bls}\n  - pass")
    assert never["state"]["players"]["A"]["monsters"] == []
    assert "8-4-5" in never["rules_cited"]
    proper = duel(f'{{hand: [{REBORN}], graveyard: [{{id: bls, card: "{BLS}", '
                  "properly_summoned: true}]}",
                  actions="  - activate: {card: reborn, target: bls}\n  - pass")
    assert [m["id"] for m in proper["state"]["players"]["A"]["monsters"]] == ["bls"]


def test_canon_comes_once_per_turn_this_way(printed):
    board = (f'{{hand: [{{id: canon1, card: "{CANON}"}}, {{id: canon2, card: "{CANON}"}}], '
             "monsters: [{id: aria, name: Aria, archetypes: [Melodious]}]}")
    result = duel(board, actions="  - procedure_summon: {card: canon1}\n"
                                 "  - procedure_summon: {card: canon2}")
    assert result["illegal"]["code"] == "illegal.procedure_once"
    assert result["illegal"]["rules"] == ["8-4-8"]


def test_wen_is_special_summoned_once_per_turn_by_any_means(printed):
    reborn2 = REBORN.replace("id: reborn", "id: reborn2")
    result = duel(f'{{hand: [{REBORN}, {reborn2}], graveyard: [{{id: wen1, card: "{WEN}"}}, '
                  f'{{id: wen2, card: "{WEN}"}}]}}',
                  actions="  - activate: {card: reborn, target: wen1}\n  - pass\n  - pass\n"
                          "  - activate: {card: reborn2, target: wen2}\n  - pass\n  - pass")
    players = result["state"]["players"]["A"]
    assert [m["id"] for m in players["monsters"]] == ["wen1"]
    assert "wen2" in players["graveyard"] and "8-4-9" in result["rules_cited"]


def test_swift_gaia_alone_in_the_hand_needs_no_tribute(printed):
    alone = duel(f'{{hand: [{{id: gaia, card: "{SWIFT_GAIA}"}}]}}',
                 actions="  - normal_summon: {card: gaia}")
    assert alone["outcome"] == "completed" and "8-1-8" in alone["rules_cited"]
    not_alone = duel(f'{{hand: [{{id: gaia, card: "{SWIFT_GAIA}"}}, {{id: x, name: X}}]}}',
                     actions="  - normal_summon: {card: gaia}")
    assert not_alone["illegal"]["code"] == "illegal.tribute_count"
    setting = duel(f'{{hand: [{{id: gaia, card: "{SWIFT_GAIA}"}}]}}',
                   actions="  - set_monster: {card: gaia}")
    assert setting["illegal"]["code"] == "illegal.tribute_count"


def test_kaiser_sea_horse_is_two_tributes_for_a_light_monster(printed):
    board = ("{hand: [{id: big, name: Big, level: 7, atk: 2500, attribute: ATTR}], "
             f'monsters: [{{id: kaiser, card: "{KAISER}"}}]}}')
    light = duel(board.replace("ATTR", "LIGHT"),
                 actions="  - normal_summon: {card: big, tributes: [kaiser]}")
    assert light["outcome"] == "completed" and "8-2-5" in light["rules_cited"]
    dark_one = duel(board.replace("ATTR", "DARK"),
                    actions="  - normal_summon: {card: big, tributes: [kaiser]}")
    assert dark_one["illegal"]["code"] == "illegal.tribute_count"


DARKSTORM = "57662975"


@pytest.fixture
def gemini(tmp_path):
    store(subset(tmp_path, (DARKSTORM,)))


def darkstorm(actions: str, **extra: str) -> dict:
    storm = f'{{id: storm, card: "{DARKSTORM}"{extra.get("storm", "")}}}'
    return duel(f"{{monsters: [{storm}], spells_traps: [{{id: field-spell, name: Lasting, "
                "kind: spell, spell_type: continuous, face_up: true}], "
                "hand: [{id: small, name: Small}]}",
                "{spells_traps: [{id: b-set, name: Their Trap, kind: trap}]}", actions)


DESTROY = "  - activate: {card: storm, cost: [field-spell]}\n  - pass\n  - pass"


def test_darkstorm_dragon_is_a_normal_monster_until_gemini_summoned(gemini):
    before = darkstorm(DESTROY)
    assert before["illegal"]["code"] == "illegal.gemini_not_summoned"
    assert before["illegal"]["rules"] == ["8-1-9"]
    after = darkstorm("  - gemini_summon: {card: storm}\n" + DESTROY)
    assert after["outcome"] == "completed"
    assert after["state"]["players"]["B"]["spells_traps"] == []
    assert "8-1-9" in after["rules_cited"]


def test_a_gemini_summon_is_the_turns_normal_summon(gemini):
    result = darkstorm("  - normal_summon: {card: small}\n  - gemini_summon: {card: storm}")
    assert result["illegal"]["code"] == "illegal.second_normal_summon"
    summoned = darkstorm(DESTROY, storm=", gemini_summoned: true")
    assert summoned["outcome"] == "completed"


CORE = "23893227"


@pytest.fixture
def core(tmp_path):
    store(subset(tmp_path, (CORE, CYBER_DRAGON)))


def test_cyber_dragon_core_needs_only_the_opponent_to_control_a_monster(core):
    graveyard = (f'graveyard: [{{id: core, card: "{CORE}"}}], '
                 f'deck: [{{id: deck-dragon, card: "{CYBER_DRAGON}"}}]')
    mine = duel(f"{{{graveyard}, monsters: [{{id: mine, name: Mine}}]}}",
                "{monsters: [{id: b-one, name: Theirs}]}",
                "  - activate: {card: core, effect: 1, pick: deck-dragon}")
    assert mine["illegal"]["code"] == "illegal.effect_condition"
    assert mine["illegal"]["rules"] == ["5-2-4"]
    theirs = duel(f"{{{graveyard}}}", "{monsters: [{id: b-one, name: Theirs}]}",
                  "  - activate: {card: core, effect: 1, pick: deck-dragon}\n  - pass\n"
                  "  - pass")
    assert theirs["outcome"] == "completed"
    assert [m["id"] for m in theirs["state"]["players"]["A"]["monsters"]] == ["deck-dragon"]
    assert theirs["state"]["players"]["A"]["banished"] == ["core"]


BORA = "49003716"


@pytest.fixture
def bora(tmp_path):
    store(subset(tmp_path, (BORA,)))


def test_bora_needs_another_blackwing_face_up(bora):
    hand = f'hand: [{{id: bora, card: "{BORA}"}}]'
    other = "{id: gale, name: Blackwing - Gale the Whirlwind, archetypes: [Blackwing]}"
    ok = duel(f"{{{hand}, monsters: [{other}]}}", actions="  - procedure_summon: {card: bora}")
    assert ok["outcome"] == "completed"
    down = other.replace("archetypes", "position: set, archetypes")
    face_down = duel(f"{{{hand}, monsters: [{down}]}}",
                     actions="  - procedure_summon: {card: bora}")
    assert face_down["illegal"]["code"] == "illegal.procedure_condition"
    same = f'{{id: bora2, card: "{BORA}"}}'
    itself = duel(f"{{{hand}, monsters: [{same}]}}", actions="  - procedure_summon: {card: bora}")
    assert itself["illegal"]["code"] == "illegal.procedure_condition"


SORCERER, THRASHER = "09596126", "65367484"


@pytest.fixture
def attackers(tmp_path):
    store(subset(tmp_path, (SORCERER, THRASHER)))


def battle(a: str, b: str, actions: str) -> dict:
    return judged(f"game: ygo\nturn: {{number: 3, player: A}}\nplayers:\n  A: {a}\n"
                  f"  B: {b}\nactions:\n{actions}")


def test_chaos_sorcerer_cannot_attack_the_turn_its_effect_is_activated(attackers):
    board = f'{{monsters: [{{id: sorcerer, card: "{SORCERER}"}}]}}'
    them = "{monsters: [{id: b-one, name: Theirs, atk: 100}]}"
    banish = "  - activate: {card: sorcerer, target: b-one}\n  - pass\n  - pass\n"
    after = battle(board, them, banish + "  - battle_phase\n  - attack: {attacker: sorcerer, "
                                         "target: direct}")
    assert after["illegal"]["code"] == "illegal.attack_after_effect"
    assert after["illegal"]["rules"] == ["12-3-15"]
    attacked = battle(board, them, "  - battle_phase\n  - attack: {attacker: sorcerer, target: "
                                   "b-one}\n  - main2\n" + banish)
    assert attacked["illegal"]["code"] == "illegal.effect_after_attack"


def test_photon_thrasher_cannot_attack_beside_another_monster(attackers):
    alone = battle(f'{{monsters: [{{id: thrasher, card: "{THRASHER}"}}]}}', "{}",
                   "  - battle_phase\n  - attack: {attacker: thrasher, target: direct}")
    assert alone["outcome"] == "completed"
    beside = battle(f'{{monsters: [{{id: thrasher, card: "{THRASHER}"}}, {{id: x, name: X}}]}}',
                    "{}", "  - battle_phase\n  - attack: {attacker: thrasher, target: direct}")
    assert beside["illegal"]["code"] == "illegal.attack_beside_others"


RISCORPIO = "60461077"


@pytest.fixture
def riscorpio(tmp_path):
    store(subset(tmp_path, (RISCORPIO,)))


def test_gouki_riscorpio_without_tributes_beside_gouki_monsters_only(riscorpio):
    hand = f'hand: [{{id: risc, card: "{RISCORPIO}"}}]'
    gouki = "{id: gouki, name: Gouki Suprex, archetypes: [Gouki]}"
    summon = "  - normal_summon: {card: risc}"
    assert duel(f"{{{hand}}}", actions=summon)["outcome"] == "completed"
    assert duel(f"{{{hand}, monsters: [{gouki}]}}", actions=summon)["outcome"] == "completed"
    other = duel(f"{{{hand}, monsters: [{gouki}, {{id: x, name: X}}]}}", actions=summon)
    assert other["illegal"]["code"] == "illegal.tribute_count"
    assert other["illegal"]["rules"] == ["8-2-1"]


GILFORD = "36354007"


@pytest.fixture
def gilford(tmp_path):
    store(subset(tmp_path, (GILFORD,)))


def test_gilford_with_three_tributes_destroys_the_opponents_monsters(gilford):
    mine = ", ".join(f"{{id: t{i}, name: Tribute {i}}}" for i in range(3))
    board = f'{{hand: [{{id: gilford, card: "{GILFORD}"}}], monsters: [{mine}]}}'
    them = "{monsters: [{id: b-one, name: Theirs}, {id: b-two, name: Theirs Too}]}"
    three = duel(board, them, "  - normal_summon: {card: gilford, tributes: [t0, t1, t2]}\n"
                              "  - activate: {card: gilford}\n  - pass\n  - pass")
    assert three["outcome"] == "completed" and "8-2-6" in three["rules_cited"]
    assert three["state"]["players"]["B"]["monsters"] == []
    two = duel(board, them, "  - normal_summon: {card: gilford, tributes: [t0, t1]}\n"
                            "  - activate: {card: gilford}")
    assert two["outcome"] == "illegal_action"  # not Summoned that way: nothing to answer
    setting = duel(board, them, "  - set_monster: {card: gilford, tributes: [t0, t1, t2]}")
    assert setting["illegal"]["code"] == "illegal.tribute_count"


DISK_COMMANDER = "56570271"


@pytest.fixture
def disk(tmp_path):
    store(subset(tmp_path, (DISK_COMMANDER,)))


def test_an_effect_once_per_duel_used_before_is_refused(disk):
    actions = ("  - activate: {card: reborn, target: disk}\n  - pass\n  - pass\n"
               "  - activate: {card: disk}\n  - pass\n  - pass")
    fresh = duel(f'{{hand: [{REBORN}], graveyard: [{{id: disk, card: "{DISK_COMMANDER}"}}], '
                 "deck: 5}", actions=actions)
    assert fresh["outcome"] == "completed" and len(fresh["state"]["players"]["A"]["hand"]) == 2
    used = duel(f'{{hand: [{REBORN}], graveyard: [{{id: disk, card: "{DISK_COMMANDER}", '
                "duel_effect_used: true}], deck: 5}", actions=actions)
    assert used["illegal"]["code"] == "illegal.effect_once_per_duel"
    assert used["illegal"]["rules"] == ["5-2-6"]


def test_bad_summoning_keys_are_named_by_their_path():
    from judge.engine import judge

    monster = {"id": "m", "name": "M", "gemini": "yes",
               "summon_procedures": [{"from": ["deck"], "if": {"foo": 1},
                                      "cost": [{"do": "eat"}]}]}
    result = judge({"game": "ygo", "turn": {"number": 3, "player": "A"},
                    "players": {"A": {"hand": [monster]}, "B": {}}, "actions": []})
    at = "players.A.hand[0]."
    assert [e["path"] for e in result["errors"]] == [
        at + "summon_procedures[0].from[0]", at + "summon_procedures[0].cost[0].do",
        at + "summon_procedures[0].if.foo", at + "gemini"]
    wrong = judge({"game": "ygo", "turn": {"number": 3, "player": "A"},
                   "players": {"A": {"hand": [{"id": "m", "name": "M"}]}, "B": {}},
                   "actions": [{"procedure_summon": {"card": "m", "procedure": 2}}]})
    assert wrong["illegal"]["code"] == "illegal.no_own_procedure"
