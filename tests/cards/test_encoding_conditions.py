"""The "if..." clauses of real cards (texts read from ../shared/fixtures, facts only): each kind
of condition the parser reads, conditions in the middle of a body, and those it leaves alone."""
from __future__ import annotations

import pytest
from cards_support import opponents

from cards import derive


def effect_of(cards: dict, number: str, timing: str) -> dict:
    card = cards[number]
    found = derive.derive(card.category, card.text, card.trigger)
    return found.encoding["trigger"] if timing == "trigger" else found.encoding["effects"][timing]



@pytest.mark.parametrize(("number", "timing", "condition"), [
    ("EB02-035", "on_play", {"don_vs_opponent": "at_most"}),
    ("OP09-066", "on_play", {"don_vs_opponent": "fewer"}),
    ("OP01-052", "when_attacking", {"characters": {"owner": "you", "min": 2, "rested": True}}),
    ("OP05-011", "trigger", {"leader_multicolored": True}),
    ("OP13-027", "end_of_your_turn", {"leader_trait": ["FILM", "Straw Hat Crew"]}),
    ("EB01-034", "on_opponents_attack", {"leader_trait_includes": "Baroque Works"}),
    ("OP02-052", "on_play", {"has_names": ["Mohji"]}),
    ("OP01-044", "on_play", {"lacks_names": ["Penguin"]}),
    ("OP05-017", "when_attacking", {"self_power_min": 7000}),
    ("EB01-050", "counter", {"trash_min": 30}),
    ("OP08-085", "when_attacking", {"characters": {"owner": "you", "min": 1, "cost_min": 8}}),
    ("OP13-062", "on_play", {"given_don_min": 1}),
    ("OP15-061", "when_attacking", {"don_max": 6}),
    ("EB04-016", "when_attacking", {"characters": {"owner": "you", "min": 3,
                                                   "traits": ["Neptunian"]}}),
    ("EB02-018", "on_play", {"characters": {"owner": "you", "max": 0, "not_self": True,
                                            "names": ["Buggy"]}}),
    ("EB04-045", "activate_main", {"characters": {"owner": "any", "min": 2, "cost_min": 8}}),
    # rested cards count the rested DON!! too (official Q&A on OP06-038 and OP12-118)
    ("OP12-118", "on_play", {"rested_cards_min": 8}),
    ("OP08-033", "on_play", {"leader_trait": "Minks", "opponent_rested_cards_min": 7}),
    ("OP02-049", "end_of_your_turn", {"hand_min": 0, "hand_max": 0}),  # "0 cards": exactly
    # "or": one of them is enough
    ("EB03-046", "on_play", {"any_of": [
        {"characters": {"owner": "any", "min": 1, "cost_min": 0, "cost_max": 0}},
        {"characters": {"owner": "any", "min": 1, "cost_min": 8}}]}),
    ("EB02-006", "activate_main", {"any_of": [{"leader_trait": "Land of Wano"},
                                              {"leader_name": "Portgas.D.Ace"}]}),
    # two conditions joined by "and": both must hold (CR 8-3-2-1)
    ("EB04-055", "trigger", {"leader_trait": "Revolutionary Army", "total_life_max": 5}),
])
def test_each_kind_of_condition_reads_a_real_card(cards, number, timing, condition):
    assert effect_of(cards, number, timing)["condition"] == condition


def test_a_condition_in_the_middle_holds_back_its_own_sentence(cards):
    counter = effect_of(cards, "OP15-078", "counter")
    assert counter["steps"] == [
        {"power": {"target": "chosen", "amount": 1000, "duration": "battle"}},
        {"if": {"condition": {"don_max": 6}, "steps": [{"draw": 1}]}}]
    assert "condition" not in counter


def test_a_trailing_condition_holds_back_everything_after_it(cards):
    # official Q&A on OP05-047: with 4 cards in hand neither the draw nor the +1000 happens
    assert effect_of(cards, "OP05-047", "on_block") == [
        {"if": {"condition": {"hand_max": 3}, "steps": [
            {"draw": 1}, {"power": {"target": "self", "amount": 1000, "duration": "battle"}}]}}]


def test_that_card_is_the_card_chosen_before_the_condition(cards):
    steps = effect_of(cards, "OP04-093", "main")["steps"]
    assert steps[1] == {"if": {"condition": {"trash_min": 15}, "steps": [
        {"gain": {"target": "chosen", "keyword": "Double Attack"}}]}}
    counter = effect_of(cards, "EB03-020", "counter")
    assert counter["steps"][1]["if"]["steps"] == [
        {"power": {"target": "chosen", "amount": 2000, "duration": "battle"}}]
    # "Draw 1 card if your Leader has 0 power or less."
    assert effect_of(cards, "OP05-009", "on_play") == [
        {"if": {"condition": {"leader_power_max": 0}, "steps": [{"draw": 1}]}}]
    alone = derive.derive("character", "[On Play] That card gains +1000 power during this "
                          "turn.", "")
    assert alone.encoding == {}  # no card was chosen before it: not read


def test_a_sentence_after_then_is_read_like_any_other(cards):
    assert effect_of(cards, "OP15-078", "main") == {
        "cost": {"don_minus": 2}, "optional": True, "steps": [{"draw": 1}, {"rest": "chosen"}],
        "target": opponents(power_max=5000)}


@pytest.mark.parametrize("text", [
    # "or" between two conditions, an unknown part after "and", a choice after the condition
    "[On Play] If there is a Character with a cost of 0 or with 8000 power or more, draw 1 "
    "card.",
    "[On Play] If your Leader is multicolored and you have a face-up Life card, draw 1 card.",
    "[On Play] Draw 1 card. Then, if you have 2 or less Life cards, you may trash 1 card from "
    "your hand.",
    "[On Play] If you have a Character with 7000 power or more other than this Character, "
    "draw 1 card.",
])
def test_what_it_cannot_read_it_leaves_in_the_notes(text):
    found = derive.derive("character", text, "")
    assert found.notes == [text] and found.encoding == {}


def test_a_permanent_ability_reads_the_card_it_is_on(cards):
    card = cards["OP14-026"]  # [Opponent's Turn] If this Character is rested, +2000 power
    found = derive.derive(card.category, card.text, card.trigger)
    assert found.encoding["static"] == [{"power": 2000, "condition": "opponents_turn",
                                         "if": {"self_rested": True}}]


def test_a_permanent_keyword_may_hang_on_a_cost(cards):
    card = cards["OP02-095"]  # "If there is a Character with a cost of 0, ... gains [Banish]"
    found = derive.derive(card.category, card.text, card.trigger)
    assert found.encoding["static"] == [{"keyword": "Banish", "if": {"characters": {
        "owner": "any", "min": 1, "cost_min": 0, "cost_max": 0}}}]
    card = cards["OP06-002"]  # "If this Character has 7000 power or more, ... gains [Banish]"
    found = derive.derive(card.category, card.text, card.trigger)
    assert found.encoding["static"] == [{"keyword": "Banish", "if": {"self_power_min": 7000}}]


@pytest.mark.parametrize(("number", "entry"), [
    ("OP02-031", {"keyword": "Blocker", "if": {"characters": {
        "owner": "you", "min": 1, "names": ["Kouzuki Oden"]}}}),
    ("OP06-113", {"keyword": "Blocker", "if": {"characters": {
        "owner": "you", "min": 1, "traits": ["Shandian Warrior"], "not_names": ["Raki"]}}}),
    ("OP12-065", {"keyword": "Blocker", "if": {"trash_events_min": 4}}),
    ("OP03-045", {"power": 3000, "condition": "opponents_turn", "if": {"deck_max": 20}}),
    # a base cost is the printed one: a cost entry may read it (CR 4-9-2)
    ("OP12-042", {"cost": 1, "if": {"characters": {"owner": "you", "min": 2,
                                                   "base_cost_min": 5}}}),
    # a power entry may read costs, never powers (statics.in_force)
    ("OP07-087", {"power": 3000, "condition": "your_turn", "if": {"characters": {
        "owner": "opponent", "min": 1, "cost_min": 0, "cost_max": 0}}}),
])
def test_permanent_conditions_on_characters_trash_and_deck(cards, number, entry):
    card = cards[number]
    found = derive.derive(card.category, card.text, card.trigger)
    assert found.encoding["static"] == [entry]


def test_do_not_have_n_is_at_most_n_minus_one(cards):
    steps = effect_of(cards, "OP09-051", "on_play")["steps"]
    assert steps[1] == {"if": {"condition": {"characters": {"owner": "you", "max": 4,
                                                            "cost_min": 5}},
                               "steps": [{"bottom_deck": "self"}]}}


@pytest.mark.parametrize(("number", "entry"), [
    ("OP06-088", {"power": 2000, "if": {"leader_trait": "Dressrosa", "leader_rested": False}}),
    ("EB02-012", {"keyword": "Blocker", "if": {"has_names": ["Sarfunkel"]}}),
    ("OP01-032", {"power": 2000, "don_x": 1, "if": {"characters": {
        "owner": "opponent", "min": 2, "rested": True}}}),
])
def test_more_permanent_conditions(cards, number, entry):
    card = cards[number]
    assert derive.derive(card.category, card.text, card.trigger).encoding["static"] == [entry]
