"""Invalid Yu-Gi-Oh! scenarios are refused with every problem and its path."""
from __future__ import annotations

from typing import Any

import pytest
from ygo_duel import duel, monster, spell, trap

from judge.engine import judge


def errors(scenario: Any) -> dict[str, str]:
    result = judge(scenario)
    assert "errors" in result, result
    return {e["path"]: e["message"] for e in result["errors"]}


def test_it_refuses_six_monsters_and_six_spells_or_traps() -> None:
    found = errors(duel(a={"monsters": [monster(f"m{i}", position="attack") for i in range(6)],
                           "spells_traps": [trap(f"t{i}") for i in range(6)]}))
    assert "at most 5 monsters (3-2-1)" in found["players.A.monsters"]
    assert "at most 5 cards (3-4-1" in found["players.A.spells_traps"]


def test_it_refuses_unknown_and_duplicate_ids_with_their_paths() -> None:
    found = errors(duel(a={"hand": [monster("x"), monster("x")]},
                        actions=[{"normal_summon": {"card": "ghost"}}]))
    assert "duplicate id 'x'" in found["players.A.hand[1].id"]
    assert found["actions[0].normal_summon.card"].startswith(
        "unknown card id 'ghost' (the cards of this scenario: x")


@pytest.mark.parametrize(("player", "path", "needle"), [
    ({"monsters": [spell("s")]}, "players.A.monsters[0].kind", "must be a monster"),
    ({"spells_traps": [monster("m")]}, "players.A.spells_traps[0].kind", "Spell or a Trap"),
    ({"spells_traps": [spell("f", "field")]}, "players.A.spells_traps[0].spell_type",
     "field_spell"),
    ({"field_spell": spell("s")}, "players.A.field_spell", "must be a Field Spell"),
    ({"hand": [monster("m", position="attack")]}, "players.A.hand[0].position",
     "only a card on the field"),
    ({"hand": [spell("s", trap_type="counter")]}, "players.A.hand[0].trap_type", "only Traps"),
    ({"hand": [monster("m", effect=[])]}, "players.A.hand[0].effect", "under `flip`"),
    ({"extra_deck": [monster(f"e{i}") for i in range(16)]}, "players.A.extra_deck",
     "at most 15"),
    ({"monsters": [monster("m", position="attack", face_up=True)]},
     "players.A.monsters[0].face_up", "only Spells and Traps"),
    ({"lp": -5}, "players.A.lp", "between 0"),
    ({"deck": "many"}, "players.A.deck", "integer"),
    ({"monsters": [monster("m", position="sideways")]}, "players.A.monsters[0].position",
     "attack, defense, set"),
])
def test_it_explains_each_bad_card_or_player(player: dict, path: str, needle: str) -> None:
    found = errors(duel(a=player))
    assert needle in found[path], found


def test_it_checks_effect_steps_and_actions() -> None:
    card = spell("s", effect=[{"explode": 1}, {"damage": {"player": "C", "amount": 5}},
                              {"negate": "next"}, {"special_summon": {"card": "s",
                                                                      "position": "switch"}}])
    found = errors(duel(a={"hand": [card]}, actions=[
        {"dance": {}}, {"attack": {"attacker": "s"}}, {"normal_summon": {"card": "s",
                                                                         "tributes": ["s", "s"]}},
        {"pass": {"card": "s"}}]))
    assert "unknown step" in found["players.A.hand[0].effect[0].explode"]
    assert "must be one of" in found["players.A.hand[0].effect[1].damage.player"]
    assert "previous" in found["players.A.hand[0].effect[2].negate"]
    assert "attack, defense, set" in found[
        "players.A.hand[0].effect[3].special_summon.position"]
    assert "unknown action" in found["actions[0].dance"]
    assert found["actions[1].attack.target"] == "is required"
    assert "same monster twice" in found["actions[2].normal_summon.tributes"]
    assert found["actions[3].pass"] == "takes no arguments"


def test_it_refuses_a_battle_phase_on_turn_one_and_an_unknown_phase() -> None:
    assert "7-8-2" in errors(duel(turn=1, phase="battle"))["turn.phase"]
    assert "main1, battle, main2" in errors(duel(phase="draw"))["turn.phase"]


def test_it_refuses_reserved_ids_and_an_optcg_key() -> None:
    found = errors(duel(a={"hand": [monster("self")], "characters": []}))
    assert "reserved" in found["players.A.hand[0].id"]
    assert "unknown key" in found["players.A.characters"]


def test_it_never_raises_on_a_wrong_type_anywhere() -> None:
    wrong = ([], "text", {"game": "ygo"}, duel(a="many"), duel(actions="attack"),
             {**duel(), "turn": 3})
    for bad in wrong:
        result = judge(bad)
        assert result.get("errors"), bad
        assert "internal error" not in str(result["errors"])
