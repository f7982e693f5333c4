"""Activating Spells and Traps, chains, Spell Speed, priority and negation (digest 10, 11)."""
from __future__ import annotations

import pytest
from ygo_duel import illegal, monster, player, run, spell, texts, trap

DRAW_ONE = [{"draw": 1}]


def test_it_resolves_a_chain_when_both_players_pass_in_a_row() -> None:
    result = run(a={"hand": [spell("a-pot", effect=[{"draw": 2}])], "deck": 5},
                 actions=[{"activate": {"card": "a-pot"}}, "pass", "pass"])
    assert len(player(result, "A")["hand"]) == 2
    assert player(result, "A")["graveyard"] == ["a-pot"]
    assert {"11-1-3", "11-1-4", "10-4-1"} <= set(result["rules_cited"])


def test_it_gives_the_opponent_the_first_chance_to_respond() -> None:
    result = run(a={"hand": [spell("a-quick", "quick-play", DRAW_ONE)],
                    "spells_traps": [spell("a-set", "quick-play", DRAW_ONE)]},
                 actions=[{"activate": {"card": "a-quick"}}, {"activate": {"card": "a-set"}}])
    assert illegal(result)["rules"] == ["11-1-2"]
    assert "B has the chance to respond" in illegal(result)["reason"]


def test_it_lets_the_activating_player_add_a_link_after_the_opponent_passes() -> None:
    result = run(a={"hand": [spell("a-quick", "quick-play", DRAW_ONE)],
                    "spells_traps": [spell("a-set", "quick-play", DRAW_ONE)], "deck": 5},
                 actions=[{"activate": {"card": "a-quick"}}, "pass",
                          {"activate": {"card": "a-set"}}, "pass", "pass"])
    assert result["outcome"] == "completed"
    assert len(player(result, "A")["hand"]) == 2


def test_it_resolves_the_last_link_first() -> None:
    boost = [{"atk": {"target": "a-m", "amount": 500}}]
    result = run(a={"monsters": [monster("a-m", atk=1000, position="attack")],
                    "hand": [spell("a-up", "quick-play", boost)]},
                 b={"spells_traps": [trap("b-down", effect=[{"atk": {"target": "a-m",
                                                                      "amount": -2000}}])]},
                 actions=[{"activate": {"card": "a-up"}}, {"activate": {"card": "b-down"}}])
    # -2000 first (1000 -> 0, counted as 0), then +500: 500; the other order would give 0
    assert player(result, "A")["monsters"][0]["atk"] == 0
    lines = texts(result)
    assert lines.index("Chain Link 2 (b-down) resolves") < lines.index("Chain Link 1 (a-up)")


def test_it_refuses_a_spell_speed_one_response() -> None:
    result = run(a={"hand": [spell("a-quick", "quick-play"), spell("a-normal")]},
                 actions=[{"activate": {"card": "a-quick"}}, "pass",
                          {"activate": {"card": "a-normal"}}])
    assert {"11-2-6", "10-2-2"} <= set(illegal(result)["rules"])


def test_it_refuses_a_lower_spell_speed_response() -> None:
    result = run(
        a={"spells_traps": [trap("a-trap")]},
        b={"spells_traps": [trap("b-counter", "counter", [{"negate": "previous"}]),
                            trap("b-trap")]},
        actions=[{"activate": {"card": "a-trap"}}, {"activate": {"card": "b-counter"}}, "pass",
                 {"activate": {"card": "b-trap"}}])
    assert illegal(result)["action"] == 3
    assert illegal(result)["rules"] == ["11-2-5", "11-2-3", "11-2-4"]


def test_it_answers_a_counter_trap_only_with_a_counter_trap() -> None:
    result = run(a={"hand": [spell("a-pot", effect=DRAW_ONE)],
                    "spells_traps": [trap("a-trap")]},
                 b={"spells_traps": [trap("b-counter", "counter", [{"negate": "previous"}])]},
                 actions=[{"activate": {"card": "a-pot"}}, {"activate": {"card": "b-counter"}},
                          {"activate": {"card": "a-trap"}}])
    assert "11-2-5" in illegal(result)["rules"]
    assert "Spell Speed 2, lower than Chain Link 2" in illegal(result)["reason"]


def test_it_negates_the_link_below_and_destroys_that_card() -> None:
    result = run(a={"hand": [spell("a-pot", effect=[{"draw": 2}])], "deck": 5},
                 b={"spells_traps": [trap("b-counter", "counter", [{"negate": "previous"}])]},
                 actions=[{"activate": {"card": "a-pot"}}, {"activate": {"card": "b-counter"}},
                          "pass", "pass"])
    assert player(result, "A")["hand"] == [] and player(result, "A")["deck"] == 5
    assert player(result, "A")["graveyard"] == ["a-pot"]
    assert player(result, "B")["graveyard"] == ["b-counter"]
    assert "none of its effect applies" in texts(result)


@pytest.mark.parametrize("card", [trap("a-t", set_this_turn=True),
                                  spell("a-q", "quick-play", set_this_turn=True)])
def test_it_refuses_a_trap_or_quick_play_on_the_turn_it_was_set(card: dict) -> None:
    result = run(a={"spells_traps": [card]}, actions=[{"activate": {"card": card["id"]}}])
    assert illegal(result)["rules"] in (["10-3-2"], ["10-2-4"])


def test_it_lets_a_set_normal_spell_be_activated_on_the_turn_it_was_set() -> None:
    result = run(a={"hand": [spell("a-pot", effect=DRAW_ONE)], "deck": 3},
                 actions=[{"set_spell_trap": {"card": "a-pot"}}, {"activate": {"card": "a-pot"}}])
    assert result["outcome"] == "completed" and len(player(result, "A")["hand"]) == 1


def test_it_refuses_a_trap_from_the_hand() -> None:
    result = run(a={"hand": [trap("a-t")]}, actions=[{"activate": {"card": "a-t"}}])
    assert illegal(result)["rules"] == ["10-3-1"]


def test_it_lets_traps_be_activated_on_the_opponents_turn() -> None:
    result = run(b={"spells_traps": [trap("b-t", effect=[{"damage": {"amount": 300}}])]},
                 actions=[{"activate": {"card": "b-t"}}])
    assert player(result, "A")["lp"] == 7700


def test_it_refuses_a_normal_spell_on_the_opponents_turn_or_in_the_battle_phase() -> None:
    theirs = run(b={"hand": [spell("b-pot")]}, actions=[{"activate": {"card": "b-pot"}}])
    assert "10-2-2" in illegal(theirs)["rules"]
    battle = run(a={"hand": [spell("a-pot")]}, phase="battle",
                 actions=[{"activate": {"card": "a-pot"}}])
    assert "10-2-2" in illegal(battle)["rules"]


def test_it_refuses_a_quick_play_from_the_hand_on_the_opponents_turn() -> None:
    result = run(b={"hand": [spell("b-q", "quick-play")]}, actions=[{"activate": {"card": "b-q"}}])
    assert illegal(result)["rules"] == ["10-2-3"]


def test_it_keeps_continuous_cards_on_the_field() -> None:
    result = run(a={"hand": [spell("a-cont", "continuous")],
                    "spells_traps": [trap("a-ct", "continuous")]},
                 actions=[{"activate": {"card": "a-cont"}}, "pass", "pass",
                          {"activate": {"card": "a-ct"}}])
    assert player(result, "A")["spells_traps"] == [{"id": "a-ct", "face_up": True},
                                                   {"id": "a-cont", "face_up": True}]
    assert "10-4-2" in result["rules_cited"]


def test_it_skips_a_continuous_card_destroyed_before_it_resolves() -> None:
    result = run(a={"hand": [spell("a-cont", "continuous", [{"gain_lp": {"amount": 1000}}])]},
                 b={"spells_traps": [trap("b-t", effect=[{"destroy": "a-cont"}])]},
                 actions=[{"activate": {"card": "a-cont"}}, {"activate": {"card": "b-t"}}])
    assert player(result, "A")["lp"] == 8000
    assert "10-4-3" in result["rules_cited"]


def test_it_still_resolves_a_normal_trap_destroyed_in_response() -> None:
    result = run(a={"spells_traps": [trap("a-t", effect=[{"damage": {"amount": 500}}])]},
                 b={"spells_traps": [trap("b-t", effect=[{"destroy": "a-t"}])]},
                 actions=[{"activate": {"card": "a-t"}}, {"activate": {"card": "b-t"}}])
    assert player(result, "B")["lp"] == 7500
    assert "a-t" in player(result, "A")["graveyard"]


def test_it_refuses_to_activate_a_card_already_face_up() -> None:
    result = run(a={"spells_traps": [spell("a-cont", "continuous", face_up=True)]},
                 actions=[{"activate": {"card": "a-cont"}}])
    assert "already face-up" in illegal(result)["reason"]


def test_it_refuses_pass_with_nothing_to_pass_on() -> None:
    result = run(actions=["pass"])
    assert illegal(result)["rules"] == ["11-1-2", "11-1-3"]


def test_it_resolves_an_open_chain_before_the_next_main_phase_action() -> None:
    result = run(a={"hand": [spell("a-pot", effect=DRAW_ONE), monster("a-m")], "deck": 3},
                 actions=[{"activate": {"card": "a-pot"}}, {"normal_summon": {"card": "a-m"}}])
    assert result["outcome"] == "completed"
    assert len(player(result, "A")["hand"]) == 1
    assert "Neither player adds a Chain Link" in texts(result)


def test_it_runs_every_effect_step() -> None:
    result = run(a={"hand": [spell("a-all", effect=[
        {"gain_lp": {"amount": 500}}, {"damage": {"player": "B", "amount": 100}},
        {"special_summon": {"card": "a-grave", "position": "defense"}},
        {"to_hand": "a-banished"}, {"banish": "b-m"}, {"destroy": "b-t"}])],
        "graveyard": [monster("a-grave")], "banished": [monster("a-banished")]},
        b={"monsters": [monster("b-m", position="attack")], "spells_traps": [trap("b-t")]},
        actions=[{"activate": {"card": "a-all"}}])
    a, b = player(result, "A"), player(result, "B")
    assert a["lp"] == 8500 and b["lp"] == 7900
    assert a["monsters"] == [{"id": "a-grave", "position": "defense", "atk": 1000, "def": 1000}]
    assert a["hand"] == ["a-banished"] and b["banished"] == ["b-m"]
    assert b["graveyard"] == ["b-t"]
    assert {"8-4-1", "5-3-3", "5-3-1", "5-3-10"} <= set(result["rules_cited"])


def test_it_skips_a_step_whose_card_is_gone() -> None:
    result = run(a={"hand": [spell("a-s", effect=[{"destroy": "chosen"}])]},
                 actions=[{"activate": {"card": "a-s"}}])
    assert "no target was chosen; that part does nothing" in texts(result)
    assert "5-2-3" in result["rules_cited"]


def test_it_names_the_extra_decks_old_name_when_summoning_from_it() -> None:
    result = run(a={"hand": [spell("a-fuse", effect=[{"special_summon": {"card": "a-fusion"}}])],
                    "extra_deck": [monster("a-fusion", level=7, atk=2600)]},
                 actions=[{"activate": {"card": "a-fuse"}}])
    assert "a-fusion" in [m["id"] for m in player(result, "A")["monsters"]]
    assert "Fusion Deck" in texts(result) and "13-2-1" in result["rules_cited"]
