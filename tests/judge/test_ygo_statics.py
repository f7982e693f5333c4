"""Restrictions and facts printed on real monsters, enforced by the judge (imported from
../shared/fixtures/yaml-yugi into a temporary folder, facts only): "You can only control 1"
(5-4-1), a name that changes on the field (5-4-2), summoning conditions that allow one way
only (8-4-7) and "neither can be destroyed by that battle" (12-8-4)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

# Bujin Yamato, Harpie Queen, Proto-Cyber Dragon, Elemental HERO Mudballman,
# Evil HERO Lightning Golem, Master Tao the Chanter, Toy Knight, Imperial Custom,
# Pilgrim of the Ice Barrier, Amazoness Fighter, Photon Crusher, Hayabusa Knight,
# Zombyra the Dark, Cyber Harpie Lady, Gashadokuro, the Skeletal Mayakashi,
# Indomitable Fighter Lei Lei, Hazy Flame Hyppogrif
CARDS = ("32339440", "75064463", "26439287", "52031567", "21947653", "34541543", "01826676",
         "09995766", "20700531", "55821894", "01362589", "21015833", "88472456", "80316585",
         "39475024", "84173492", "31303283")
ATTACK = "  - battle_phase\n  - attack: {{attacker: {a}, target: {b}}}\n  - pass\n  - main2"


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, CARDS))


def board(actions: str, a: str = "", b: str = "", turn: int = 3) -> str:
    return f"""
game: ygo
turn: {{number: {turn}, player: A}}
players:
  A:
{a}
  B:
{b}
actions:
{actions}"""


YAMATO_UP = "    monsters: [{id: a-up, card: \"32339440\"}]\n"


def test_a_second_yamato_cannot_be_normal_summoned_but_can_be_set(printed):
    hand = "    hand: [{id: a-two, card: \"32339440\"}]\n"
    result = judged(board("  - normal_summon: {card: a-two}", YAMATO_UP + hand))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-4-1"]
    result = judged(board("  - set_monster: {card: a-two}", YAMATO_UP + hand))
    assert result["outcome"] == "completed"


def test_a_set_yamato_cannot_be_flip_summoned_beside_a_face_up_one(printed):
    field = ("    monsters: [{id: a-up, card: \"32339440\"}, {id: a-down, card: \"32339440\", "
             "position: set}]\n")
    result = judged(board("  - flip_summon: {card: a-down}", field))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-4-1"]


def test_a_face_up_yamato_in_defense_position_counts_too(printed):
    hand = "    hand: [{id: a-two, card: \"32339440\"}]\n"
    result = judged(board("  - normal_summon: {card: a-two}",
                          "    monsters: [{id: a-up, card: \"32339440\", position: defense}]\n"
                          + hand))
    assert result["illegal"]["rules"] == ["5-4-1"]


def test_a_set_yamato_attacked_beside_a_face_up_one_is_destroyed_by_the_game(printed):
    field = ("    monsters: [{id: b-up, card: \"32339440\"}, {id: b-down, card: \"32339440\", "
             "position: set}]\n")
    attacker = "    monsters: [{id: a-ogre, name: Ogre, atk: 2500, def: 1000}]\n"
    game = board("  - battle_phase\n  - attack: {attacker: a-ogre, target: b-down}\n  - pass\n"
                 "  - main2", attacker, field)
    result = judged(game)
    assert result["outcome"] == "completed"
    players = result["state"]["players"]
    assert "b-down" in players["B"]["graveyard"]
    assert players["B"]["lp"] == 8000  # it left before damage calculation (12-4-10)
    assert {"5-4-1", "12-4-10"} <= set(result["rules_cited"])


def test_a_special_summon_step_gives_no_second_face_up_yamato(printed):
    spell = ("    hand: [{id: a-call, name: Call, kind: spell, effect: [{special_summon: "
             "{card: a-gy}}]}]\n    graveyard: [{id: a-gy, card: \"32339440\"}]\n")
    result = judged(board("  - activate: {card: a-call}\n  - pass\n  - pass",
                          YAMATO_UP + spell))
    assert result["outcome"] == "completed"
    assert "a-gy" in result["state"]["players"]["A"]["graveyard"]
    assert "5-4-1" in result["rules_cited"]


def test_a_spell_that_only_one_may_be_controlled_face_up(printed):
    cards = ("    spells_traps: [{id: a-on, name: Lone Lamp, kind: spell, spell_type: continuous, "
             "only_one: true, face_up: true}]\n"
             "    hand: [{id: a-two, name: Lone Lamp, kind: spell, spell_type: continuous, "
             "only_one: true}]\n")
    result = judged(board("  - activate: {card: a-two}", cards))
    assert result["illegal"]["rules"] == ["5-4-1"]
    result = judged(board("  - set_spell_trap: {card: a-two}", cards))
    assert result["outcome"] == "completed"


FETCH = ("    hand: [{{id: a-call, name: Call, kind: spell, effect: [{{fetch: {{from: [graveyard], "
         "to: hand, names: [{name}]}}}}]}}]\n    graveyard: [{{id: a-gy, card: \"{number}\"}}]\n")


def test_harpie_queen_is_harpie_lady_in_the_graveyard(printed):
    result = judged(board("  - activate: {card: a-call, pick: a-gy}\n  - pass\n  - pass",
                          FETCH.format(name='"Harpie Lady"', number="75064463")))
    assert result["outcome"] == "completed"
    assert "a-gy" in result["state"]["players"]["A"]["hand"]


def test_proto_cyber_dragon_is_cyber_dragon_only_on_the_field(printed):
    result = judged(board("  - activate: {card: a-call, pick: a-gy}",
                          FETCH.format(name='"Cyber Dragon"', number="26439287")))
    assert result["outcome"] == "illegal_action"  # in the Graveyard it is Proto-Cyber Dragon


SUMMON = ("    hand: [{{id: a-call, name: {name}, kind: spell, effect: [{{special_summon: "
          "{{card: a-x}}}}]}}]\n    extra_deck: [{{id: a-x, card: \"{number}\"}}]\n")


def test_a_monster_that_must_be_fusion_summoned_is_not_special_summoned_otherwise(printed):
    result = judged(board("  - activate: {card: a-call}\n  - pass\n  - pass",
                          SUMMON.format(name="Call", number="52031567")))
    assert result["outcome"] == "completed"
    assert "a-x" in result["state"]["players"]["A"]["extra_deck"]
    assert "8-4-7" in result["rules_cited"]


def test_lightning_golem_comes_only_by_dark_fusion(printed):
    result = judged(board("  - activate: {card: a-call}\n  - pass\n  - pass",
                          SUMMON.format(name='"Dark Fusion"', number="21947653")))
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-x"]
    result = judged(board("  - activate: {card: a-call}\n  - pass\n  - pass",
                          SUMMON.format(name="Polymerization", number="21947653")))
    assert result["state"]["players"]["A"]["monsters"] == []
    assert "8-4-7" in result["rules_cited"]


def test_master_tao_and_the_monster_it_battles_are_both_spared(printed):
    mine = "    monsters: [{id: a-tao, card: \"34541543\"}]\n"
    theirs = "    monsters: [{id: b-ogre, name: Ogre, atk: 2500, def: 1000}]\n"
    result = judged(board("  - battle_phase\n  - attack: {attacker: a-tao, target: b-ogre}\n"
                          "  - pass\n  - main2", mine, theirs))
    players = result["state"]["players"]
    assert [m["id"] for m in players["A"]["monsters"]] == ["a-tao"]
    assert players["A"]["lp"] == 8000 - 1300  # the battle damage is still dealt
    assert "12-8-4" in result["rules_cited"]


def test_a_second_imperial_custom_cannot_be_activated_but_can_be_set(printed):
    cards = ("    spells_traps: [{id: a-on, card: \"09995766\", face_up: true},\n"
             "                   {id: a-set, card: \"09995766\"}]\n")
    result = judged(board("  - activate: {card: a-set}", cards))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-4-1"]


def test_toy_knight_is_not_special_summoned_from_the_deck(printed):
    cards = ("    hand: [{id: a-call, name: Call, kind: spell, effect: [{fetch: {from: [deck], "
             "to: field, names: [Toy Knight]}}]}]\n"
             "    deck: [{id: a-knight, card: \"01826676\"}]\n")
    result = judged(board("  - activate: {card: a-call, pick: a-knight}\n  - pass\n  - pass",
                          cards))
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["A"]["monsters"] == []
    assert "8-4-6" in result["rules_cited"]


@pytest.mark.parametrize(("atk", "kept"), [(1900, True), (1800, False)])
def test_pilgrim_survives_battle_only_with_a_monster_of_1900_or_more_atk(printed, atk, kept):
    theirs = "    monsters: [{id: b-pilgrim, card: \"20700531\"}]\n"
    mine = f"    monsters: [{{id: a-x, name: Raider, atk: {atk}, def: 0}}]\n"
    result = judged(board(ATTACK.format(a="a-x", b="b-pilgrim"), mine, theirs))
    players = result["state"]["players"]
    assert (players["B"]["monsters"] != []) is kept
    assert players["B"]["lp"] == 8000 - (atk - 1500)  # the damage is dealt either way
    assert ("12-8-3" in result["rules_cited"]) is kept


def test_amazoness_fighter_spares_its_controller_the_battle_damage(printed):
    mine = "    monsters: [{id: a-fighter, card: \"55821894\"}]\n"
    theirs = "    monsters: [{id: b-x, name: Wall, atk: 2000, def: 2000}]\n"
    result = judged(board(ATTACK.format(a="a-fighter", b="b-x"), mine, theirs))
    players = result["state"]["players"]
    assert players["A"]["lp"] == 8000 and players["A"]["monsters"] == []
    assert "12-8-5" in result["rules_cited"]


def test_photon_crusher_is_changed_to_defense_position_after_it_attacks(printed):
    mine = "    monsters: [{id: a-crusher, card: \"01362589\"}]\n"
    theirs = "    monsters: [{id: b-x, name: Wall, atk: 0, def: 1000, position: defense}]\n"
    result = judged(board(ATTACK.format(a="a-crusher", b="b-x"), mine, theirs))
    [crusher] = result["state"]["players"]["A"]["monsters"]
    assert crusher["position"] == "defense"
    assert result["state"]["players"]["B"]["monsters"] == []
    assert "12-4-11" in result["rules_cited"]


def test_hayabusa_knight_attacks_twice_and_no_more(printed):
    mine = "    monsters: [{id: a-knight, card: \"21015833\"}]\n"
    twice = ("  - battle_phase\n  - attack: {attacker: a-knight, target: direct}\n  - pass\n"
             "  - attack: {attacker: a-knight, target: direct}\n  - pass\n")
    result = judged(board(twice + "  - main2", mine, "    hand: []\n"))
    assert result["state"]["players"]["B"]["lp"] == 6000
    result = judged(board(twice + "  - attack: {attacker: a-knight, target: direct}", mine,
                          "    hand: []\n"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["12-3-4"]


def test_zombyra_cannot_attack_directly_even_with_no_monster_there(printed):
    mine = "    monsters: [{id: a-zombyra, card: \"88472456\"}]\n"
    result = judged(board("  - battle_phase\n  - attack: {attacker: a-zombyra, target: direct}",
                          mine, "    hand: []\n"))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["12-3-11"]


def test_cyber_harpie_lady_is_harpie_lady_in_the_deck_too(printed):
    cards = ("    hand: [{id: a-call, name: Call, kind: spell, effect: [{fetch: {from: [deck], "
             "to: hand, names: [Harpie Lady]}}]}]\n"
             "    deck: [{id: a-cyber, card: \"80316585\"}]\n")
    result = judged(board("  - activate: {card: a-call, pick: a-cyber}\n  - pass\n  - pass",
                          cards))
    assert result["outcome"] == "completed"
    assert "a-cyber" in result["state"]["players"]["A"]["hand"]


GASHADOKURO = ("    extra_deck: [{id: a-gasha, card: \"39475024\"}]\n"
               "    monsters: [{id: a-tuner, name: Bone Tuner, level: 3, atk: 100, def: 100, "
               "types: [Zombie, Tuner, Effect]},\n"
               "               {id: a-eight, name: Eight, level: 8, atk: 100, def: 100}")


def test_a_second_gashadokuro_cannot_be_synchro_summoned(printed):
    face_up = GASHADOKURO + ",\n               {id: a-up, card: \"39475024\"}]\n"
    summon = "  - synchro_summon: {card: a-gasha, materials: [a-tuner, a-eight]}"
    result = judged(board(summon, face_up))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-4-1"]
    result = judged(board(summon, GASHADOKURO + "]\n"))
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-gasha"]


@pytest.mark.parametrize("leave", ["main2", "end_phase"])
def test_lei_lei_goes_to_defense_position_as_the_battle_phase_ends(printed, leave):
    mine = "    monsters: [{id: a-lei, card: \"84173492\"}]\n"
    attack = "  - battle_phase\n  - attack: {attacker: a-lei, target: direct}\n  - pass\n"
    result = judged(board(attack + f"  - {leave}", mine, "    hand: []\n"))
    assert result["state"]["players"]["A"]["monsters"][0]["position"] == "defense"
    assert "12-9-2" in result["rules_cited"]
    result = judged(board(f"  - battle_phase\n  - {leave}", mine, "    hand: []\n"))
    assert result["state"]["players"]["A"]["monsters"][0]["position"] == "attack"


ZAP = ("    hand: [{id: a-zap, name: Zap, kind: spell, target: {what: monster}, "
       "effect: [{destroy: chosen}]}]\n")


def test_the_opponent_cannot_target_hazy_flame_hyppogrif(printed):
    theirs = "    monsters: [{id: b-hyppo, card: \"31303283\"}]\n"
    result = judged(board("  - activate: {card: a-zap, target: b-hyppo}", ZAP, theirs))
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["rules"] == ["5-4-4", "5-2-3"]
    # its own controller's card may target it
    mine = ZAP + "    monsters: [{id: a-hyppo, card: \"31303283\"}]\n"
    result = judged(board("  - activate: {card: a-zap, target: a-hyppo}\n  - pass\n  - pass",
                          mine))
    assert "a-hyppo" in result["state"]["players"]["A"]["graveyard"]
