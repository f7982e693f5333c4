"""Traps whose own text lets them be activated from the hand (digest 10-3-1): `from_hand`
with the board its text asks for ("If you control no cards") checked as it is activated, and
"by paying half your LP" paid then; without it a Trap in the hand stays refused."""
from __future__ import annotations

from ygo_duel import duel, illegal, monster, player, run, texts, trap

from judge.engine import judge

BURN = [{"damage": {"amount": 500}}]
NO_CARDS = {"if": {"cards_max": 0}}


def test_a_trap_is_activated_from_the_hand_while_its_player_controls_no_cards() -> None:
    result = run(a={"monsters": [monster("a-m")]},
                 b={"hand": [trap("b-t", effect=BURN, from_hand=NO_CARDS)]},
                 actions=[{"activate": {"card": "b-t"}}, "pass", "pass"])
    assert result["outcome"] == "completed"
    assert player(result, "A")["lp"] == 7500
    assert player(result, "B")["graveyard"] == ["b-t"] and player(result, "B")["hand"] == []
    assert "10-3-1" in result["rules_cited"]


def test_it_is_refused_from_the_hand_once_its_player_controls_a_card() -> None:
    for board in ({"monsters": [monster("b-m")]}, {"spells_traps": [trap("b-set")]}):
        result = run(b={"hand": [trap("b-t", effect=BURN, from_hand=NO_CARDS)], **board},
                     actions=[{"activate": {"card": "b-t"}}])
        assert illegal(result)["rules"] == ["10-3-1"]
        assert "the board its text asks for" in illegal(result)["reason"]


def test_half_the_lp_is_paid_to_activate_it_from_the_hand() -> None:
    result = run(a={"lp": 3001}, b={"lp": 6001, "hand": [trap(
        "b-t", effect=BURN, from_hand={"pay_lp": "half"})], "monsters": [monster("b-m")]},
                 actions=[{"activate": {"card": "b-t"}}, "pass", "pass"])
    assert player(result, "B")["lp"] == 3001  # 6001 halved, rounded down, paid
    assert player(result, "A")["lp"] == 2501
    assert "pays 3000 LP to activate" in texts(result)


def test_a_trap_without_the_text_is_still_refused_from_the_hand() -> None:
    result = run(b={"hand": [trap("b-t", effect=BURN)]}, actions=[{"activate": {"card": "b-t"}}])
    assert illegal(result)["rules"] == ["10-3-1"]


def test_a_monster_cannot_have_the_key() -> None:
    result = judge(duel(a={"hand": [monster("a-m", from_hand=NO_CARDS)]}))
    assert "errors" in result


def test_a_trap_asking_that_the_opponent_controls_a_card() -> None:
    spec = {"if": {"opponent_cards_min": 1}}
    empty = run(b={"hand": [trap("b-t", effect=BURN, from_hand=spec)]},
                actions=[{"activate": {"card": "b-t"}}])
    assert illegal(empty)["rules"] == ["10-3-1"]
    result = run(a={"spells_traps": [trap("a-set")]},
                 b={"hand": [trap("b-t", effect=BURN, from_hand=spec)]},
                 actions=[{"activate": {"card": "b-t"}}, "pass", "pass"])
    assert player(result, "A")["lp"] == 7500
