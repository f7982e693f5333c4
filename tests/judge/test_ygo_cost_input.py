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
