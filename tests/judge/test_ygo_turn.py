"""The turn (End Phase, Draw, Standby) and winning and losing (digest 1, 7)."""
from __future__ import annotations

from ygo_duel import illegal, monster, player, run, spell, texts

EXODIA = ["Exodia the Forbidden One", "Right Arm of the Forbidden One",
          "Left Arm of the Forbidden One", "Right Leg of the Forbidden One",
          "Left Leg of the Forbidden One"]


def test_it_passes_the_turn_through_end_draw_and_standby_phases() -> None:
    result = run(a={"hand": [monster("a-m")]}, b={"deck": 4},
                 actions=[{"normal_summon": {"card": "a-m"}}, "end_turn"])
    assert result["state"]["turn"] == {"number": 6, "player": "B", "phase": "main1"}
    assert len(player(result, "B")["hand"]) == 1 and player(result, "B")["deck"] == 3
    assert {"7-7-1", "7-7-3", "7-2-1", "7-3-1"} <= set(result["rules_cited"])


def test_it_resets_the_normal_summon_and_attacks_for_the_new_turn() -> None:
    result = run(a={"hand": [monster("a-one")], "monsters": [monster("a-x", position="attack")]},
                 b={"hand": [monster("b-one")], "monsters": [monster("b-x", position="attack")]},
                 turn=4, player="B",
                 actions=[{"normal_summon": {"card": "b-one"}}, "battle_phase",
                          {"attack": {"attacker": "b-x", "target": "a-x"}}, "end_turn",
                          {"normal_summon": {"card": "a-one"}},
                          {"change_position": {"card": "a-one"}}])
    assert illegal(result)["rules"] == ["9-2-3"]
    assert "a-one" in [m["id"] for m in player(result, "A")["monsters"]]


def test_it_ends_atk_changes_at_the_end_of_the_turn() -> None:
    result = run(a={"monsters": [monster("a-m", atk=1000, position="attack")],
                    "hand": [spell("a-up", effect=[{"atk": {"target": "a-m", "amount": 800}}])]},
                 actions=[{"activate": {"card": "a-up"}}, "pass", "pass", "end_turn"])
    assert player(result, "A")["monsters"][0]["atk"] == 1000
    assert "until the end of the turn end" in texts(result)


def test_it_discards_down_to_six_cards_in_the_end_phase() -> None:
    hand = [monster(f"a-h{i}") for i in range(8)]
    result = run(a={"hand": hand}, actions=["end_turn"])
    assert player(result, "A")["hand"] == [f"a-h{i}" for i in range(6)]
    assert player(result, "A")["graveyard"] == ["a-h6", "a-h7"]
    assert "7-7-2" in result["rules_cited"]


def test_it_makes_a_player_lose_who_must_draw_from_an_empty_deck() -> None:
    result = run(b={"deck": 0}, actions=["end_turn"])
    assert (result["outcome"], result["winner"], result["losers"]) == ("game_over", "A", ["B"])
    assert "1-3-4" in result["rules_cited"]


def test_it_does_not_make_an_empty_deck_a_loss_by_itself() -> None:
    result = run(a={"deck": 0}, actions=["end_turn"])
    assert result["outcome"] == "completed"
    empty_draw = run(a={"deck": 0, "hand": [spell("a-pot", effect=[{"draw": 1}])]},
                     actions=[{"activate": {"card": "a-pot"}}])
    assert empty_draw["losers"] == ["A"]


def test_it_makes_a_player_at_zero_lp_lose() -> None:
    result = run(a={"hand": [spell("a-burn", effect=[{"damage": {"amount": 9000}}])]},
                 actions=[{"activate": {"card": "a-burn"}}])
    assert (result["winner"], result["losers"]) == ("A", ["B"])
    assert player(result, "B")["lp"] == 0
    assert {"1-3-1", "1-2-3"} <= set(result["rules_cited"])


def test_it_ends_the_duel_before_the_next_chain_link() -> None:
    result = run(a={"hand": [spell("a-q", "quick-play", [{"gain_lp": {"amount": 5000}}])]},
                 b={"lp": 1000, "spells_traps": [{"id": "b-t", "kind": "trap", "effect": [
                     {"damage": {"player": "B", "amount": 1000}}]}]},
                 actions=[{"activate": {"card": "a-q"}}, {"activate": {"card": "b-t"}},
                          "pass", "pass"])
    assert result["outcome"] == "game_over" and player(result, "A")["lp"] == 8000
    assert "1-3-2" in result["rules_cited"]


def test_it_makes_the_duel_a_draw_when_both_players_reach_zero_together() -> None:
    result = run(a={"lp": 100, "hand": [spell("a-both", effect=[
        {"damage": {"player": "A", "amount": 500}}, {"damage": {"player": "B", "amount": 9000}}])]},
        actions=[{"activate": {"card": "a-both"}}])
    assert (result["outcome"], result["winner"], result["losers"]) == ("game_over", None,
                                                                      ["A", "B"])
    assert "1-3-3" in result["rules_cited"]


def test_it_lets_exodia_win_whatever_the_life_points() -> None:
    hand = [monster(f"a-e{i}", name=name, level=1) for i, name in enumerate(EXODIA)]
    result = run(a={"hand": hand, "lp": 10})
    assert (result["outcome"], result["winner"]) == ("game_over", "A")
    assert "1-3-5" in result["rules_cited"]
    four = run(a={"hand": hand[:4], "lp": 10})
    assert four["outcome"] == "completed"


def test_it_says_that_the_first_player_no_longer_draws_on_turn_one() -> None:
    result = run(turn=1)
    assert "older starter rulebook" in texts(result)
    assert {"7-8-1", "13-3-1"} <= set(result["rules_cited"])
    later = run(turn=3)
    assert "13-3-1" not in later["rules_cited"]


def test_it_cites_the_rule_that_decided_the_duel_beside_the_winner() -> None:
    # 1-3-2 is about LP reaching 0: a deck-out or Exodia is won by a rule of its own
    hand = [monster(f"a-e{i}", name=name, level=1) for i, name in enumerate(EXODIA)]
    burn = [spell("a-burn", effect=[{"damage": {"amount": 9000}}])]
    for scenario, rule in ((dict(b={"deck": 0}, actions=["end_turn"]), "1-3-4"),
                           (dict(a={"hand": hand}), "1-3-5"),
                           (dict(a={"hand": burn}, actions=[{"activate": {"card": "a-burn"}}]),
                            "1-3-1")):
        result = run(**scenario)
        won = next(s for s in result["steps"] if s["text"] == "A wins the Duel.")
        assert won["rules"] == [rule], (rule, won)
