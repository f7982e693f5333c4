"""Tokens (4-7): an effect Special Summons them with the stats its text prints, each needing
an unused Main Monster Zone (4-7-3); one that leaves the field ceases to exist (4-7-2); one
that "cannot be Tributed for a Tribute Summon" is refused as a Tribute for one (4-7-4)."""
from __future__ import annotations

from ygo_duel import illegal, monster, monster_ids, player, run, spell, texts, trap

SHEEP = {"name": "Sheep Token", "count": 4, "type": "Beast", "attribute": "EARTH",
         "level": 1, "atk": 0, "def": 0, "position": "defense", "no_tribute_summon": True}


def goat(**extra):
    return spell("a-goat", "quick-play", [{"summon_tokens": {**SHEEP, **extra}}])


def test_four_tokens_arrive_in_defense_position_with_their_printed_stats():
    result = run({"hand": [goat()]}, actions=[{"activate": {"card": "a-goat"}}, "pass", "pass"])
    monsters = player(result, "A")["monsters"]
    assert len(monsters) == 4
    assert {(m["position"], m["atk"], m["def"]) for m in monsters} == {("defense", 0, 0)}
    assert player(result, "A")["graveyard"] == ["a-goat"]
    assert {"4-7-1", "4-7-4", "8-4-1"} <= set(result["rules_cited"])
    assert "Sheep Token" in texts(result)


def test_without_a_zone_for_each_token_the_card_cannot_be_activated():
    board = {"hand": [goat()], "monsters": [monster("a-one"), monster("a-two")]}
    refused = illegal(run(board, actions=[{"activate": {"card": "a-goat"}}]))
    assert "4-7-3" in refused["rules"]


def test_zones_filled_in_answer_leave_no_token_summoned():
    fill = spell("a-call", "quick-play", [{"summon_tokens": {
        "name": "Extra Token", "count": 1, "position": "attack"}}])
    board = {"hand": [goat()], "monsters": [monster("a-one")],
             "spells_traps": [dict(fill, set_this_turn=False)]}
    result = run(board, actions=[{"activate": {"card": "a-goat"}}, "pass",
                                 {"activate": {"card": "a-call"}}, "pass", "pass"])
    # the second link made one Token; the four Sheep need four zones and find three
    assert len(monster_ids(result, "A")) == 2
    assert "4-7-3" in result["rules_cited"]


def test_a_destroyed_token_ceases_to_exist():
    smash = trap("b-smash", effect=[{"destroy": "chosen"}])
    board_b = {"spells_traps": [smash]}
    result = run({"hand": [goat(count=1)]}, board_b,
                 actions=[{"activate": {"card": "a-goat"}}, "pass", "pass",
                          {"activate": {"card": "b-smash", "target": "a-goat-token-1"}},
                          "pass", "pass"])
    a = player(result, "A")
    assert a["monsters"] == [] and a["graveyard"] == ["a-goat"]
    assert "4-7-2" in result["rules_cited"]


def test_a_token_that_cannot_be_tributed_for_a_tribute_summon_is_refused():
    big = monster("a-big", atk=2500, level=6)
    result = run({"hand": [goat(count=1), big]},
                 actions=[{"activate": {"card": "a-goat"}}, "pass", "pass",
                          {"normal_summon": {"card": "a-big", "tributes": ["a-goat-token-1"]}}])
    assert "4-7-4" in illegal(result)["rules"]


def test_a_token_tributed_for_a_tribute_summon_ceases_to_exist():
    big = monster("a-big", atk=2500, level=6)
    result = run({"hand": [goat(count=1, no_tribute_summon=False), big]},
                 actions=[{"activate": {"card": "a-goat"}}, "pass", "pass",
                          {"normal_summon": {"card": "a-big", "tributes": ["a-goat-token-1"]}}])
    a = player(result, "A")
    assert monster_ids(result, "A") == ["a-big"] and a["graveyard"] == ["a-goat"]


def test_tokens_for_the_opponent_go_to_the_opponents_field():
    result = run({"hand": [goat(count=2, to="opponent")]},
                 actions=[{"activate": {"card": "a-goat"}}, "pass", "pass"])
    assert len(monster_ids(result, "B")) == 2 and monster_ids(result, "A") == []


def test_tokens_barred_from_tribute_summons_for_their_turn_only():
    big = monster("a-big", atk=2500, level=6)
    turn_only = goat(count=1, no_tribute_summon=False, no_tribute_summon_turn=True)
    result = run({"hand": [turn_only, big]},
                 actions=[{"activate": {"card": "a-goat"}}, "pass", "pass",
                          {"normal_summon": {"card": "a-big", "tributes": ["a-goat-token-1"]}}])
    assert "4-7-4" in illegal(result)["rules"]
    result = run({"hand": [turn_only, big], "deck": 5}, {"deck": 5},
                 actions=[{"activate": {"card": "a-goat"}}, "pass", "pass", "end_turn",
                          "end_turn",
                          {"normal_summon": {"card": "a-big", "tributes": ["a-goat-token-1"]}}])
    assert monster_ids(result, "A") == ["a-big"]  # a later turn: Tributed as any monster


def banning_goat(**extra):
    return goat(**extra) | {"no_summons_turn": True}


def test_no_summons_turn_refuses_the_card_after_a_summon():
    result = run({"hand": [banning_goat(count=1), monster("a-small")]},
                 actions=[{"normal_summon": {"card": "a-small"}},
                          {"activate": {"card": "a-goat"}}])
    assert "5-2-12" in illegal(result)["rules"]


def test_no_summons_turn_allows_a_set_before_and_after():
    result = run({"hand": [banning_goat(count=1), monster("a-small")]},
                 actions=[{"activate": {"card": "a-goat"}}, "pass", "pass",
                          {"set_monster": {"card": "a-small"}}])
    assert sorted(monster_ids(result, "A")) == ["a-goat-token-1", "a-small"]
    assert "5-2-12" in result["rules_cited"]


def test_no_summons_turn_forbids_a_later_normal_summon():
    result = run({"hand": [banning_goat(count=1), monster("a-small")]},
                 actions=[{"activate": {"card": "a-goat"}}, "pass", "pass",
                          {"normal_summon": {"card": "a-small"}}])
    assert "5-2-12" in illegal(result)["rules"]


def test_no_summons_turn_forbids_another_special_summon():
    raise_dead = spell("a-raise", "quick-play", [{"special_summon": {"card": "a-dead"}}])
    result = run({"hand": [banning_goat(count=1), raise_dead],
                  "graveyard": [monster("a-dead")]},
                 actions=[{"activate": {"card": "a-goat"}}, "pass", "pass",
                          {"activate": {"card": "a-raise"}}, "pass", "pass"])
    assert "a-dead" not in monster_ids(result, "A")
    assert "5-2-10" in result["rules_cited"]


MOULT = {"name": "Moult Token", "count": 1, "type": "Insect", "attribute": "EARTH", "level": 3,
         "lock": {"from": "any", "except": {"type": "Insect"}}}


def moult_duel(*more, board_b=None):
    moult = spell("a-moult", "quick-play", [{"summon_tokens": MOULT}])
    call = spell("a-call", "quick-play", [{"special_summon": {"card": "a-dragon"}}])
    dragon = monster("a-dragon", atk=2500, level=6, types=["Dragon"])
    return run({"hand": [moult, call], "graveyard": [dragon]}, board_b,
               actions=[{"activate": {"card": "a-moult"}}, "pass", "pass", *more,
                        {"activate": {"card": "a-call"}}, "pass", "pass"])


def test_a_token_bound_restriction_holds_while_the_token_is_there():
    result = moult_duel()
    assert monster_ids(result, "A") == ["a-moult-token-1"]
    assert "4-7-6" in result["rules_cited"]


def test_the_restriction_ends_when_the_token_leaves():
    smash = trap("b-smash", effect=[{"destroy": "chosen"}])
    result = moult_duel({"activate": {"card": "b-smash", "target": "a-moult-token-1"}},
                        "pass", "pass", board_b={"spells_traps": [smash]})
    assert monster_ids(result, "A") == ["a-dragon"]


def test_as_many_tokens_as_possible_fill_the_unused_zones():
    many = spell("a-many", "quick-play", [{"summon_tokens": {
        "name": "Kuriboh Token", "count": "as_many", "position": "defense"}}])
    result = run({"hand": [many], "monsters": [monster("a-one"), monster("a-two")]},
                 actions=[{"activate": {"card": "a-many"}}, "pass", "pass"])
    assert len(monster_ids(result, "A")) == 5
    full = [monster(f"a-{n}") for n in range(5)]
    assert "4-7-3" in illegal(run({"hand": [many], "monsters": full},
                                  actions=[{"activate": {"card": "a-many"}}]))["rules"]
