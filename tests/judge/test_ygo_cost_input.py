"""Bad `cost_cards` and `options` input (docs/scenario-format.md) is named with its path,
never a crash."""
from __future__ import annotations

from ygo_duel import duel, spell

from judge.engine import judge


def errors(card: dict) -> list[dict]:
    result = judge(duel(a={"hand": [card]}))
    return result.get("errors", [])


def test_a_cost_from_a_place_its_verb_does_not_take_from_is_named():
    found = errors(spell("s", cost_cards={"do": "discard", "from": ["graveyard"]}))
    assert [e["path"] for e in found] == ["players.A.hand[0].cost_cards.from[0]"]


def test_an_unknown_way_of_paying_is_named():
    found = errors(spell("s", cost_cards={"do": "eat"}))
    assert found and found[0]["path"] == "players.A.hand[0].cost_cards.do"


def test_options_need_two_and_no_effect_beside_them():
    found = errors(spell("s", effect=[{"draw": 1}], options=[{"effect": [{"draw": 2}]}]))
    assert {e["path"] for e in found} == {"players.A.hand[0].options",
                                          "players.A.hand[0].effect"}


def test_a_monster_effect_with_options_needs_no_effect_of_its_own():
    monster = {"id": "m", "kind": "monster", "effects": [{"type": "ignition", "options": [
        {"effect": [{"draw": 1}]}, {"effect": [{"draw": 2}]}]}]}
    assert errors(monster) == []


def test_an_options_own_cost_is_paid_when_it_is_chosen():
    card = spell("s", options=[
        {"pay_lp": 1000, "effect": [{"draw": 2}]},
        {"cost_cards": {"do": "discard"}, "effect": [{"damage": {"amount": 500}}]}])
    spare = {"id": "spare", "kind": "monster"}
    paid = judge(duel(a={"hand": [card, spare]},
                      actions=[{"activate": {"card": "s", "option": 0}}]))
    assert paid["state"]["players"]["A"]["lp"] == 7000
    discarded = judge(duel(a={"hand": [card, spare]},
                           actions=[{"activate": {"card": "s", "option": 1, "cost": ["spare"]}}]))
    assert discarded["state"]["players"]["A"]["graveyard"][:1] == ["spare"]
    assert discarded["state"]["players"]["B"]["lp"] == 7500
    refused = judge(duel(a={"hand": [card, spare]},
                         actions=[{"activate": {"card": "s", "option": 1}}]))
    assert refused["illegal"]["code"] == "illegal.cost_cards"


def test_an_option_cost_beside_the_cards_own_is_refused():
    found = errors(spell("s", pay_lp=500, options=[
        {"pay_lp": 1000, "effect": [{"draw": 2}]}, {"effect": [{"draw": 1}]}]))
    assert [e["path"] for e in found] == ["players.A.hand[0].options[0]"]


def test_a_monster_sends_itself_from_the_field_as_its_cost():
    monster = {"id": "m", "kind": "monster", "effects": [
        {"type": "ignition", "cost_self": "send", "effect": [{"draw": 1}]}]}
    result = judge(duel(a={"monsters": [monster]}, actions=[{"activate": {"card": "m"}}]))
    assert result["state"]["players"]["A"]["graveyard"] == ["m"]
    assert "from a Monster Zone to the Graveyard" in "\n".join(
        step["text"] for step in result["steps"])


def test_a_cost_that_returns_a_card_from_the_graveyard_to_the_hand_is_named():
    found = errors(spell("s", cost_cards={"do": "return", "from": ["graveyard"]}))
    assert [e["path"] for e in found] == ["players.A.hand[0].cost_cards.from[0]"]


def test_an_effect_from_two_zones_names_each_bad_one():
    monster = {"id": "m", "kind": "monster", "effects": [
        {"type": "ignition", "from": ["hand", "sky"], "cost_self": "banish",
         "effect": [{"draw": 1}]}]}
    assert [e["path"] for e in errors(monster)] == ["players.A.hand[0].effects[0].from[1]"]
    monster["effects"][0]["from"] = ["hand", "graveyard"]
    monster["effects"][0]["cost_self"] = "send"  # never sent from the GY to the GY
    assert [e["path"] for e in errors(monster)] == ["players.A.hand[0].effects[0].cost_self"]


def test_a_cost_in_too_many_parts_or_a_bad_count_of_top_cards_is_named():
    part = {"do": "discard"}
    found = errors(spell("s", cost_cards=[part] * 5))
    assert [e["path"] for e in found] == ["players.A.hand[0].cost_cards"]
    found = errors(spell("s", cost_cards=[part, {"do": "eat"}]))
    assert [e["path"] for e in found] == ["players.A.hand[0].cost_cards[1].do"]
    found = errors(spell("s", send_deck=-1))
    assert [e["path"] for e in found] == ["players.A.hand[0].send_deck"]
