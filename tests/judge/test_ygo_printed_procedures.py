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
