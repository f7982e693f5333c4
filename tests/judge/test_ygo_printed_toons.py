"""A Toon monster's own text on when it may attack, read from real cards (Toon Cyber Dragon:
"Cannot attack the turn it is Summoned." 12-3-15; "While you control "Toon World" and your
opponent controls no Toon monsters, this card can attack your opponent directly." 12-3-10;
Toon Masked Sorcerer: "If "Toon World" on the field is destroyed, destroy this card." 5-4-8;
Shadow Toon's damage equal to the ATK of its face-up target as it resolves, 4-2-5;
Toon Mermaid, an older Toon: Special Summoned while its player controls "Toon World" (8-4-8),
500 LP paid to declare each attack, a Toon its only target while the opponent shows one
(12-3-26);
with Toon World and Mystical Space Typhoon, imported from ../shared/fixtures/yaml-yugi into a
temporary folder, facts only) and judged."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

CYBER, WORLD, SORCERER, TYPHOON = "83629030", "15259703", "16392422", "05318639"
SHADOW = "06958551"
TOON_WORLD = f'    spells_traps: [{{id: a-world, card: "{WORLD}", face_up: true}}]\n'
WALL = "    monsters: [{id: b-wall, name: Wall, atk: 0, def: 3000, position: defense}]\n"


def board(actions: str, a: str, b: str = WALL, turn: int = 4) -> str:
    return (f"game: ygo\nturn: {{number: {turn}, player: A}}\nplayers:\n  A:\n" + a + "  B:\n"
            + b + "actions:\n" + actions + "\n")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CYBER, WORLD, SORCERER, TYPHOON, SHADOW)))


def test_it_attacks_directly_past_a_monster_while_its_player_controls_toon_world(printed):
    a = f'    monsters: [{{id: a-toon, card: "{CYBER}"}}]\n' + TOON_WORLD
    result = judged(board("  - battle_phase\n  - attack: {attacker: a-toon, target: direct}\n"
                          "  - pass\n  - main2", a))
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["B"]["lp"] == 8000 - 2100


def test_not_without_toon_world(printed):
    a = f'    monsters: [{{id: a-toon, card: "{CYBER}"}}]\n'
    result = judged(board("  - battle_phase\n  - attack: {attacker: a-toon, target: direct}",
                          a))
    assert result["illegal"]["code"] == "illegal.direct_attack_past_monster"


def test_not_while_the_opponent_controls_a_face_up_toon(printed):
    a = f'    monsters: [{{id: a-toon, card: "{CYBER}"}}]\n' + TOON_WORLD
    b = f'    monsters: [{{id: b-toon, card: "{CYBER}", position: defense}}]\n'
    result = judged(board("  - battle_phase\n  - attack: {attacker: a-toon, target: direct}",
                          a, b))
    assert result["illegal"]["code"] == "illegal.direct_attack_past_monster"


def test_it_cannot_attack_the_turn_it_is_summoned(printed):
    a = ('    monsters: [{id: a-one, name: One, atk: 100, def: 100}]\n'
         f'    hand: [{{id: a-toon, card: "{CYBER}"}}]\n' + TOON_WORLD)
    result = judged(board("  - normal_summon: {card: a-toon, tributes: [a-one]}\n"
                          "  - battle_phase\n  - attack: {attacker: a-toon, target: b-wall}", a))
    assert result["illegal"]["code"] == "illegal.attack_summoned_turn.summoned"
    assert result["illegal"]["rules"] == ["12-3-15"]


def _typhoon(target: str, b_extra: str = "") -> dict:
    a = (f'    monsters: [{{id: a-sorcerer, card: "{SORCERER}"}}]\n' + TOON_WORLD)
    b = (f'    hand: [{{id: b-typhoon, card: "{TYPHOON}"}}]\n' + b_extra)
    game = (f"game: ygo\nturn: {{number: 5, player: B}}\nplayers:\n  A:\n{a}  B:\n{b}"
            f"actions:\n  - activate: {{card: b-typhoon, target: {target}}}\n  - pass\n"
            "  - pass\n")
    return judged(game)


def test_a_toon_is_destroyed_when_toon_world_is(printed):
    result = _typhoon("a-world")
    graveyard = result["state"]["players"]["A"]["graveyard"]
    assert {"a-world", "a-sorcerer"} <= set(graveyard)
    assert "5-4-8" in result["rules_cited"]


def test_not_when_another_card_is_destroyed(printed):
    other = ("    spells_traps: [{id: b-other, name: Other, kind: trap, trap_type: continuous, "
             "face_up: true}]\n")
    result = _typhoon("b-other", other)
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-sorcerer"]
    assert "5-4-8" not in result["rules_cited"]


def _shadow(a_extra: str) -> dict:
    a = f'    hand: [{{id: a-shadow, card: "{SHADOW}"}}]\n' + a_extra
    b = "    monsters: [{id: b-big, name: Big, atk: 1800, def: 0}]\n"
    return judged(board("  - activate: {card: a-shadow, target: b-big}\n  - pass\n  - pass",
                        a, b))


def test_shadow_toon_inflicts_the_atk_of_its_target(printed):
    result = _shadow(TOON_WORLD)
    assert result["state"]["players"]["B"]["lp"] == 8000 - 1800
    assert [m["id"] for m in result["state"]["players"]["B"]["monsters"]] == ["b-big"]


def test_shadow_toon_needs_toon_world(printed):
    result = _shadow("")
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.card_condition"
    assert result["illegal"]["rules"] == ["5-2-4"]


MERMAID = "65458948"  # an older Toon: "You must pay 500 LP to declare an attack ..." (12-3-26)
B_TOON = f'    monsters: [{{id: b-toon, card: "{CYBER}", position: defense}},\n' \
         "               {id: b-wall, name: Wall, atk: 0, def: 3000, position: defense}]\n"


@pytest.fixture
def older(tmp_path):
    store(subset(tmp_path, (CYBER, WORLD, MERMAID)))


def _mermaid(target: str, b: str = WALL, lp: int = 8000) -> dict:
    a = f"    lp: {lp}\n" + f'    monsters: [{{id: a-mermaid, card: "{MERMAID}"}}]\n' + TOON_WORLD
    return judged(board(f"  - battle_phase\n  - attack: {{attacker: a-mermaid, target: {target}}}"
                        "\n  - pass\n  - main2", a, b))


def test_an_older_toon_pays_500_lp_to_attack_directly_past_a_non_toon(older):
    result = _mermaid("direct")
    assert result["outcome"] == "completed"
    assert result["state"]["players"]["A"]["lp"] == 8000 - 500
    assert result["state"]["players"]["B"]["lp"] == 8000 - 1400
    assert "12-3-26" in result["rules_cited"]


def test_not_with_less_lp_than_its_cost(older):
    result = _mermaid("direct", lp=400)
    assert result["illegal"]["code"] == "illegal.cannot_pay_lp"
    assert result["illegal"]["rules"][0] == "12-3-26"


def test_only_a_toon_is_its_target_while_the_opponent_controls_one(older):
    result = _mermaid("b-wall", B_TOON)
    assert result["illegal"]["code"] == "illegal.attack_toons_first"
    assert _mermaid("direct", B_TOON)["illegal"]["code"] == "illegal.direct_attack_past_monster"
    result = _mermaid("b-toon", B_TOON)
    assert result["outcome"] == "completed"  # 500 paid, then 1400 ATK into 1600 DEF
    assert result["state"]["players"]["A"]["lp"] == 8000 - 500 - 200


def test_an_older_toon_special_summoned_while_toon_world_is_controlled(older):
    hand = f'    hand: [{{id: a-mermaid, card: "{MERMAID}"}}]\n'
    result = judged(board("  - procedure_summon: {card: a-mermaid}", hand + TOON_WORLD))
    assert [m["id"] for m in result["state"]["players"]["A"]["monsters"]] == ["a-mermaid"]
    refused = judged(board("  - procedure_summon: {card: a-mermaid}", hand))
    assert refused["illegal"]["code"] == "illegal.procedure_condition"
