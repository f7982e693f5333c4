"""The board a monster's own Summon asks for, judged with real cards (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): two states joined by
"and" (Mimimic: "If your opponent controls a monster and you control a Level 3 monster"),
a face-up Tuner and the Defense Position the text names (Boost Warrior), 8-4-8."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

MIMIMIC, BOOST_WARRIOR = "45651298", "80457744"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (MIMIMIC, BOOST_WARRIOR)))


def duel(a: str, b: str = "{}", actions: str = "") -> dict:
    return judged(f"game: ygo\nturn: {{number: 3, player: A}}\nplayers:\n  A: {a}\n"
                  f"  B: {b}\nactions:\n{actions}")


def mimimic(mine: str, theirs: str) -> dict:
    return duel(f'{{hand: [{{id: mimi, card: "{MIMIMIC}"}}], monsters: [{mine}]}}',
                f"{{monsters: [{theirs}]}}", "  - procedure_summon: {card: mimi}")


def test_mimimic_needs_both_halves_of_its_condition(printed):
    three = "{id: three, name: Three, level: 3}"
    result = mimimic(three, "{id: b-one, name: Theirs}")
    assert result["outcome"] == "completed"
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["three", "mimi"]
    assert "8-4-8" in result["rules_cited"]
    alone = mimimic(three, "")
    assert alone["illegal"]["code"] == "illegal.procedure_condition"
    four = mimimic("{id: four, name: Four, level: 4}", "{id: b-one, name: Theirs}")
    assert four["illegal"]["code"] == "illegal.procedure_condition"
    assert four["illegal"]["rules"] == ["8-4-8"]


def test_boost_warrior_comes_in_defense_position_beside_a_face_up_tuner(printed):
    hand = f'hand: [{{id: boost, card: "{BOOST_WARRIOR}"}}]'
    tuner = "{id: tuner, name: Tuner, types: [Machine, Tuner]"
    result = duel(f"{{{hand}, monsters: [{tuner}}}]}}",
                  actions="  - procedure_summon: {card: boost, position: attack}")
    assert result["outcome"] == "completed"
    boost = result["state"]["players"]["A"]["monsters"][1]
    assert boost["id"] == "boost" and boost["position"] == "defense"
    hidden = duel(f"{{{hand}, monsters: [{tuner}, position: set}}]}}",
                  actions="  - procedure_summon: {card: boost}")
    assert hidden["illegal"]["code"] == "illegal.procedure_condition"  # face-down (9-1-3)


SYNKRON, GUARDIAN, COUNTED = "77360173", "71799173", "36539330"


@pytest.fixture
def boards(tmp_path):
    store(subset(tmp_path, (SYNKRON, GUARDIAN, COUNTED)))


def test_synkron_resonator_counts_a_synchro_monster_on_either_field(boards):
    hand = f'hand: [{{id: synkron, card: "{SYNKRON}"}}]'
    synchro = "{id: b-synchro, name: Theirs, types: [Dragon, Synchro]}"
    result = duel(f"{{{hand}}}", f"{{monsters: [{synchro}]}}",
                  "  - procedure_summon: {card: synkron}")
    assert result["outcome"] == "completed"
    assert "8-4-8" in result["rules_cited"]
    none = duel(f"{{{hand}}}", "{monsters: [{id: b-one, name: Theirs}]}",
                "  - procedure_summon: {card: synkron}")
    assert none["illegal"]["code"] == "illegal.procedure_condition"


def test_guardian_of_order_needs_two_face_up_light_monsters(boards):
    def guardian(second: str) -> dict:
        return duel(f'{{hand: [{{id: guardian, card: "{GUARDIAN}"}}], monsters: [{{id: l1, '
                    f"name: Light 1, attribute: LIGHT}}, {second}]}}",
                    actions="  - procedure_summon: {card: guardian}")
    assert guardian("{id: l2, name: Light 2, attribute: LIGHT}")["outcome"] == "completed"
    one = guardian("{id: d1, name: Dark 1, attribute: DARK}")
    assert one["illegal"]["code"] == "illegal.procedure_condition"
    hidden = guardian("{id: l2, name: Light 2, attribute: LIGHT, position: set}")
    assert hidden["illegal"]["code"] == "illegal.procedure_condition"  # face-down (9-1-3)


def test_no_spell_or_trap_in_the_graveyard():
    samurai = ("{id: samurai, name: Samurai, summon_procedures: [{if: {graveyard_none: "
               "spell_trap}}]}")
    empty = duel(f"{{hand: [{samurai}], graveyard: [{{id: m, name: M}}]}}",
                 actions="  - procedure_summon: {card: samurai}")
    assert empty["outcome"] == "completed"
    trap = duel(f"{{hand: [{samurai}], graveyard: [{{id: t, name: T, kind: trap}}]}}",
                actions="  - procedure_summon: {card: samurai}")
    assert trap["illegal"]["code"] == "illegal.procedure_condition"


SAGE, JET = "22938501", "13533678"


@pytest.fixture
def stats(tmp_path):
    store(subset(tmp_path, (SAGE, JET)))


def test_regenesis_sage_looks_at_original_atk_or_def_on_either_field(stats):
    def sage(theirs: str) -> dict:
        return duel(f'{{hand: [{{id: sage, card: "{SAGE}"}}]}}', f"{{monsters: [{theirs}]}}",
                    "  - procedure_summon: {card: sage}")
    assert sage("{id: b-one, name: Theirs, atk: 1000, def: 2500}")["outcome"] == "completed"
    low = sage("{id: b-one, name: Theirs, atk: 2400, def: 1000}")
    assert low["illegal"]["code"] == "illegal.procedure_condition"
    assert low["illegal"]["rules"] == ["8-4-8"]


def test_spright_jet_counts_a_rank_as_well_as_a_level_but_no_link_rating(stats):
    def jet(mine: str) -> dict:
        return duel(f'{{hand: [{{id: jet, card: "{JET}"}}], monsters: [{mine}]}}',
                    actions="  - procedure_summon: {card: jet}")
    assert jet("{id: two, name: Two, level: 2}")["outcome"] == "completed"
    rank = "{id: xyz, name: Rank Two, level: 2, types: [Fairy, Xyz]}"
    assert jet(rank)["outcome"] == "completed"
    three = jet("{id: three, name: Three, level: 3}")
    assert three["illegal"]["code"] == "illegal.procedure_condition"


HARMADIK, FROST_FLAME = "52038272", "55589254"


@pytest.fixture
def infernoid(tmp_path):
    store(subset(tmp_path, (HARMADIK, FROST_FLAME)))


def test_infernoid_harmadik_counts_the_levels_and_ranks_of_face_up_effect_monsters(infernoid):
    def harmadik(monsters: str) -> dict:
        return duel(f'{{hand: [{{id: harm, card: "{HARMADIK}"}}, {{id: fodder, name: Infernoid '
                    f'Fodder, archetypes: [Infernoid]}}], monsters: [{monsters}]}}',
                    actions="  - procedure_summon: {card: harm, cost: [fodder]}")
    effect = "types: [Fiend, Effect]"
    low = harmadik(f"{{id: e4, name: Four, level: 4, {effect}}}, "
                   f"{{id: x4, name: Rank Four, level: 4, types: [Fiend, Xyz, Effect]}}")
    assert low["outcome"] == "completed"
    assert low["state"]["players"]["A"]["banished"] == ["fodder"]
    high = harmadik(f"{{id: e4, name: Four, level: 4, {effect}}}, "
                    f"{{id: e5, name: Five, level: 5, {effect}}}")
    assert high["illegal"]["code"] == "illegal.procedure_condition"
    normal = harmadik(f"{{id: e4, name: Four, level: 4, {effect}}}, "
                      "{id: n5, name: Normal Five, level: 5, types: [Fiend, Normal]}")
    assert normal["outcome"] == "completed"  # a Normal Monster is not counted
    hidden = harmadik(f"{{id: e4, name: Four, level: 4, {effect}}}, "
                      f"{{id: e5, name: Five, level: 5, position: set, {effect}}}")
    assert hidden["outcome"] == "completed"  # face-down: shows no Level (9-1-3)


def test_frost_and_flame_dragon_banishes_one_fire_and_two_water(infernoid):
    graveyard = ("graveyard: [{id: f, name: F, attribute: FIRE}, {id: w1, name: W1, attribute: "
                 "WATER}, {id: w2, name: W2, attribute: WATER}]")
    board = f'{{hand: [{{id: ff, card: "{FROST_FLAME}"}}], {graveyard}}}'
    result = duel(board, actions="  - procedure_summon: {card: ff, cost: [w1, f, w2]}")
    assert result["outcome"] == "completed"
    assert sorted(result["state"]["players"]["A"]["banished"]) == ["f", "w1", "w2"]
    short = duel(board, actions="  - procedure_summon: {card: ff, cost: [w1, f]}")
    assert short["illegal"]["code"] == "illegal.procedure_cost"


GARBAGE_LORD = "44682448"


@pytest.fixture
def garbage(tmp_path):
    store(subset(tmp_path, (GARBAGE_LORD,)))


def test_garbage_lord_pays_2000_lp_as_it_is_summoned(garbage):
    hand = f'hand: [{{id: lord, card: "{GARBAGE_LORD}"}}]'
    result = duel(f"{{lp: 8000, {hand}}}", actions="  - procedure_summon: {card: lord}")
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["A"]["lp"] == 6000
    assert {"8-4-8", "1-2-4"} <= set(result["rules_cited"])
    poor = duel(f"{{lp: 1500, {hand}}}", actions="  - procedure_summon: {card: lord}")
    assert poor["illegal"]["code"] == "illegal.cannot_pay_lp"
    assert poor["state"]["players"]["A"]["lp"] == 1500


STONE_SWEEPER, SCHWARZSCHILD = "72323266", "06930746"


@pytest.fixture
def zones(tmp_path):
    store(subset(tmp_path, (STONE_SWEEPER, SCHWARZSCHILD)))


def test_a_set_card_in_the_opponents_field_zone_counts_for_stone_sweeper(zones):
    hand = f'hand: [{{id: sweeper, card: "{STONE_SWEEPER}"}}]'
    field = "{id: b-field, name: Their Field, kind: spell, spell_type: field, face_up: false}"
    result = duel(f"{{{hand}}}", f"{{field_spell: {field}}}",
                  "  - procedure_summon: {card: sweeper}")
    assert result["outcome"] == "completed"
    empty = duel(f"{{{hand}}}", actions="  - procedure_summon: {card: sweeper}")
    assert empty["illegal"]["code"] == "illegal.procedure_condition"


def test_schwarzschild_limit_dragon_looks_at_the_opponents_atk_as_it_stands(zones):
    def dragon(atk: int) -> dict:
        return duel(f'{{hand: [{{id: limit, card: "{SCHWARZSCHILD}"}}]}}',
                    f"{{monsters: [{{id: b-one, name: Theirs, atk: {atk}}}]}}",
                    "  - procedure_summon: {card: limit}")
    assert dragon(2000)["outcome"] == "completed"
    assert dragon(1900)["illegal"]["code"] == "illegal.procedure_condition"


LAVAL = "45439263"


@pytest.fixture
def laval(tmp_path):
    store(subset(tmp_path, (LAVAL,)))


def test_three_laval_monsters_with_different_names_in_the_graveyard(laval):
    def summon(names: tuple[str, ...]) -> dict:
        graveyard = ", ".join(f"{{id: g{i}, name: {name}, archetypes: [Laval]}}"
                              for i, name in enumerate(names))
        return duel(f'{{hand: [{{id: me, card: "{LAVAL}"}}], graveyard: [{graveyard}]}}',
                    actions="  - procedure_summon: {card: me}")
    assert summon(("Laval A", "Laval B", "Laval C"))["outcome"] == "completed"
    same = summon(("Laval A", "Laval A", "Laval B"))
    assert same["illegal"]["code"] == "illegal.procedure_condition"


def test_two_beast_warrior_monsters_on_the_field_counted_on_both_sides(boards):
    def summon(theirs: str) -> dict:
        return duel(f'{{hand: [{{id: me, card: "{COUNTED}"}}], monsters: [{{id: a1, name: A1, '
                    "types: [Beast-Warrior]}]}", f"{{monsters: [{theirs}]}}",
                    "  - procedure_summon: {card: me}")
    assert summon("{id: b1, name: B1, types: [Beast-Warrior]}")["outcome"] == "completed"
    one = summon("{id: b1, name: B1, types: [Warrior]}")
    assert one["illegal"]["code"] == "illegal.procedure_condition"
