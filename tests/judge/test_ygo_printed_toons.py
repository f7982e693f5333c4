"""A Toon monster's own text on when it may attack, read from a real card (Toon Cyber Dragon:
"Cannot attack the turn it is Summoned." 12-3-15; "While you control "Toon World" and your
opponent controls no Toon monsters, this card can attack your opponent directly." 12-3-10;
with Toon World, imported from ../shared/fixtures/yaml-yugi into a temporary folder, facts
only) and judged."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))
from ygo_support import judged, store, subset  # noqa: E402

pytestmark = pytest.mark.django_db

CYBER, WORLD = "83629030", "15259703"
TOON_WORLD = f'    spells_traps: [{{id: a-world, card: "{WORLD}", face_up: true}}]\n'
WALL = "    monsters: [{id: b-wall, name: Wall, atk: 0, def: 3000, position: defense}]\n"


def board(actions: str, a: str, b: str = WALL, turn: int = 4) -> str:
    return (f"game: ygo\nturn: {{number: {turn}, player: A}}\nplayers:\n  A:\n" + a + "  B:\n"
            + b + "actions:\n" + actions + "\n")


@pytest.fixture
def printed(tmp_path):
    store(subset(tmp_path, (CYBER, WORLD)))


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
