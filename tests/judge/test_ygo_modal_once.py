""""Activate 1 of these effects" with options of their own limits: "(but you can only use each
effect of "X" once per turn)" limits each option on its own, by the card's name, for its player
(5-2-6), the other option of the same card staying open and the opponent's copy not limited;
"● If you control no monsters: ..." is chosen only while the board shows it (5-2-4)."""
from __future__ import annotations

from ygo_duel import monster, player, run, spell


def chant(card_id: str) -> dict:
    return spell(card_id, "quick-play", name="Typhoon Chant", options=[
        {"effect": [{"draw": 1}], "once_per_turn": True},
        {"effect": [{"gain_lp": {"player": "controller", "amount": 500}}],
         "once_per_turn": True}])


def hands(*cards: dict) -> dict:
    return {"hand": list(cards), "deck": [monster(f"a-deck-{n}") for n in range(4)]}


def test_the_same_option_of_a_second_copy_is_refused_citing_the_rule():
    result = run(hands(chant("a-one"), chant("a-two")), actions=[
        {"activate": {"card": "a-one", "option": 0}}, "pass", "pass",
        {"activate": {"card": "a-two", "option": 0}}])
    assert result["outcome"] == "illegal_action"
    assert result["illegal"]["code"] == "illegal.option_once_by_name"
    assert result["illegal"]["rules"] == ["5-2-6", "5-2-8"]
    assert "a-one" in player(result, "A")["graveyard"]


def test_the_other_option_of_a_second_copy_is_open():
    result = run(hands(chant("a-one"), chant("a-two")), actions=[
        {"activate": {"card": "a-one", "option": 0}}, "pass", "pass",
        {"activate": {"card": "a-two", "option": 1}}, "pass", "pass"])
    assert result["outcome"] == "completed"
    assert player(result, "A")["lp"] == 8500
    assert "5-2-6" in result["rules_cited"]


def test_an_option_chosen_is_used_even_when_its_card_is_negated_later():
    # the use counts from the activation (5-2-6): chained copies cannot both choose it
    result = run(hands(chant("a-one"), chant("a-two")), actions=[
        {"activate": {"card": "a-one", "option": 1}}, "pass",
        {"activate": {"card": "a-two", "option": 1}}])
    assert result["illegal"]["code"] == "illegal.option_once_by_name"


def test_the_limit_is_each_players_own():
    result = run(hands(chant("a-one")), {"spells_traps": [chant("b-one")], "deck": 2}, actions=[
        {"activate": {"card": "a-one", "option": 0}},
        {"activate": {"card": "b-one", "option": 0}}, "pass", "pass"])
    assert result["outcome"] == "completed"


def lonely(card_id: str) -> dict:
    # "● If you control no monsters: Draw 2 cards. ● Draw 1 card." (5-2-4)
    return spell(card_id, "quick-play", options=[
        {"if": {"monsters_max": 0}, "effect": [{"draw": 2}]}, {"effect": [{"draw": 1}]}])


def test_an_option_with_its_own_condition_is_chosen_only_while_it_holds():
    crowded = {**hands(lonely("a-one")), "monsters": [monster("a-m")]}
    refused = run(crowded, actions=[{"activate": {"card": "a-one", "option": 0}}])
    assert refused["illegal"]["code"] == "illegal.option_condition"
    assert refused["illegal"]["rules"] == ["5-2-4", "5-2-8"]
    other = run(crowded, actions=[{"activate": {"card": "a-one", "option": 1}}, "pass", "pass"])
    assert other["outcome"] == "completed"
    alone = run(hands(lonely("a-one")), actions=[
        {"activate": {"card": "a-one", "option": 0}}, "pass", "pass"])
    assert alone["outcome"] == "completed" and len(player(alone, "A")["hand"]) == 2
