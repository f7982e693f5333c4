"""Activation costs on real cards (texts read from ../shared/fixtures, facts only): each cost
template, the costs it must leave alone, and every new cost valid for the engine."""
from __future__ import annotations

import pytest

from cards import derive, printed
from cards.encoding.costs import read_cost
from judge.engine.core.validate import Problems
from judge.engine.optcg.schema_cards import CardReader
from judge.engine.optcg.specs import CostPart, TargetFilter


def cost_heads(card) -> list[str]:
    """The part before the colon of each ability of the card that has one."""
    heads = []
    for ability in printed.abilities(card.text or "") + printed.abilities(card.trigger or ""):
        _labels, rest = printed.leading_labels(ability)
        head, colon, _body = rest.partition(":")
        if colon:
            heads.append(head)
    return heads


def life(count: int) -> dict:
    return {"count": count, "top_or_bottom": True}


@pytest.mark.parametrize(("number", "timing", "cost"), [
    ("EB03-028", "activate_main", {"trash_self": True}),
    ("EB01-056", "on_play", {"life_to_hand": life(1)}),
    ("OP09-075", "on_play", {"life_to_hand": 1}),
    ("EB03-029", "main", {"rest_don": 4}),
    ("EB01-004", "when_attacking", {"leader_power": 5000}),
    ("EB01-021", "end_of_your_turn", {"bounce_own": {
        "count": 1, "types": ["character"], "traits": ["Impel Down"], "cost_min": 2}}),
    ("EB04-019", "main", {"rest_own": {"count": 1, "don": True}}),
    ("EB04-032", "on_play", {"trash_from_hand": {"count": 1,
                                                 "traits": ["Animal Kingdom Pirates"]}}),
    ("EB04-042", "on_play", {"trash_deck": 3}),
    ("EB03-054", "on_play", {"trash_life": 1}),
    ("OP03-100", "trigger", {"trash_life": life(1)}),
    ("OP06-016", "activate_main", {"bottom_self": True}),
    ("OP08-041", "activate_main", {"bounce_self": True}),
    ("OP06-081", "on_play", {"trash_to_deck_bottom": 2}),
    ("OP12-094", "on_play", {"trash_to_deck_bottom": {"count": 3,
                                                      "traits": ["Revolutionary Army"]}}),
    ("OP12-004", "activate_main", {"reveal_from_hand": {"count": 2, "types": ["event"]}}),
    ("OP16-020", "main", {"rest_don": 1, "reveal_from_hand": {
        "count": 1, "types": ["character"], "power_min": 8000, "power_max": 8000}}),
    ("OP10-083", "activate_main", {"rest_self": True, "rest_own": {
        "count": 1, "types": ["leader", "stage"], "traits": ["Dressrosa"]}}),
    ("OP15-100", "on_play", {"trash_self": True, "life_to_hand": 1}),
    ("OP15-057", "on_opponents_attack", {"rest_self": True, "trash_from_hand": {
        "count": 1, "types": ["event", "stage"]}}),
    ("ST25-004", "activate_main", {"trash_from_hand": 1, "trash_self": True}),
    ("OP04-105", "activate_main", {"trash_from_hand": {"count": 1, "has_trigger": True}}),
    ("OP09-076", "on_play", {"return_don": {"count": 1, "or_more": True}}),
    ("EB02-061", "when_attacking", {"return_active_don": 2}),
])
def test_it_reads_each_cost_template(cards, number, timing, cost):
    found = derive.derive(cards[number].category, cards[number].text, cards[number].trigger)
    effect = found.encoding["trigger"] if timing == "trigger" else \
        found.encoding["effects"][timing]
    assert effect["cost"] == cost
    assert list(effect["cost"]) == list(cost)  # in the order written (CR 8-3-1-1)
    assert effect["optional"] is True  # an activation cost may be declined (CR 8-3-1-4)


@pytest.mark.parametrize(("number", "cost"), [
    ("OP11-070", {"don_minus": 1, "rest_self": True}),  # "DON!! −1, You may rest..."
    ("OP06-060", {"don_minus": 1, "trash_self": True}),  # "DON!! −1 You may trash..."
    ("OP11-025", {"rest_don": 1, "rest_self": True}),  # "...DON!! cards and this Character"
    ("EB01-040", {"life_face_up": 1}),
    ("OP08-063", {"life_face_down": 1}),
    ("EB01-043", {"trash_to_deck_bottom": {"count": 3, "traits_including": ["CP"]}}),
    ("OP04-073", {"trash_self": True, "trash_own": {
        "count": 1, "types": ["character"], "traits_including": ["Baroque Works"]}}),
    ("OP05-104", {"bottom_own": {"count": 1, "types": ["stage"]}}),
    ("OP05-056", {"bottom_own": {"count": 1, "types": ["character"], "not_self": True}}),
    ("OP16-008", {"trash_own": {"count": 1, "types": ["character"], "base_power_min": 10000,
                                "base_power_max": 10000}}),
    ("OP04-088", {"rest_own": {"count": 1, "types": ["leader"]}}),
    ("OP01-011", {"hand_to_deck_bottom": 1}),
    ("OP12-080", {"bottom_self": True}),
    ("OP11-100", {"if": {"leader_name": "Shirahoshi"}, "life_face_down": 1}),
    ("EB04-009", {"give_don_own": {"count": 1, "names": ["Silvers Rayleigh"]}}),
    ("OP06-102", {"bottom_stage": {"count": 1, "types": ["stage"], "cost_min": 1,
                                   "cost_max": 1}}),
    ("OP01-008", {"life_to_hand": 1}),  # "from your Life area": the top card (CR 3-10-2)
    ("OP10-057", {"rest_own": {"count": 1, "types": ["leader", "stage"]}}),
    ("OP13-007", {"give_don_own": {"count": 1, "types": ["leader", "character"]},
                  "trash_self": True}),
    ("OP06-117", {"rest_self": True, "rest_own": {"count": 1, "names": ["Enel"]}}),
    ("OP10-056", {"rest_own": {"count": 1, "types": ["leader", "stage"], "traits": ["Dressrosa"]},
                  "bounce_own": {"count": 1, "types": ["character"], "traits": ["Dressrosa"],
                                 "cost_min": 4}}),
])
def test_it_reads_the_joined_forms_of_a_cost(cards, number, cost):
    assert cost in [read_cost(head) for head in cost_heads(cards[number])]


@pytest.mark.parametrize("number", [
    "EB01-030",  # "place this card and 1 card from your hand at the bottom": one place, two
])
def test_it_leaves_the_costs_it_cannot_pay_unread(cards, number):
    heads = cost_heads(cards[number])
    assert heads and all(read_cost(head) is None for head in heads)
    notes = derive.derive(cards[number].category, cards[number].text,
                          cards[number].trigger).notes
    assert all(any(head in note for note in notes) for head in heads)  # named, not applied


def test_the_engine_reads_every_cost_the_parser_writes(cards):
    problems = Problems()
    reader = CardReader(problems)
    costs = 0
    for card in cards.values():
        found = derive.derive(card.category, card.text, card.trigger)
        effects = [*found.encoding.get("effects", {}).values(), found.encoding.get("trigger")]
        for effect in effects:
            if isinstance(effect, dict) and "cost" in effect:
                read = reader.effect("effect", effect)
                assert read is not None and not problems.items, (card.number, problems.items)
                costs += 1
    assert costs > 300


def test_the_engine_keeps_the_filter_of_a_cost():
    problems = Problems()
    effect = CardReader(problems).effect("effect", {
        "cost": {"trash_self": True, "trash_from_hand": {"count": 1, "types": ["event"]},
                 "life_to_hand": life(1)},
        "steps": [{"draw": 1}]})
    assert not problems.items and effect is not None
    assert effect.cost.parts == (
        CostPart("trash_self"), CostPart("trash_from_hand", 1, TargetFilter(types=("event",))),
        CostPart("life_to_hand", 1, top_or_bottom=True))
    assert effect.cost.trash_from_hand == 0  # the typed form is a part, not the plain count


@pytest.mark.parametrize(("number", "timings"), [
    ("OP16-069", ("on_play", "when_attacking")),
    ("OP06-089", ("on_play", "on_ko")),
    ("OP06-017", ("main", "counter")),
])
def test_one_effect_at_two_timings_is_read_for_both(cards, number, timings):
    card = cards[number]
    found = derive.derive(card.category, card.text, card.trigger)
    first, second = (found.encoding["effects"][timing] for timing in timings)
    assert first == second and found.automation == "full"


def test_two_timings_sharing_a_once_per_turn_are_not_guessed(cards):
    # "[When Attacking]/[On Your Opponent's Attack] [Once Per Turn] DON!! −1: ..."
    card = cards["OP11-062"]
    notes = derive.derive(card.category, card.text, card.trigger).notes
    assert any("/[On Your Opponent's Attack] [Once Per Turn]" in note for note in notes)
