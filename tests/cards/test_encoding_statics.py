"""Permanent abilities on real cards (texts read from ../shared/fixtures, facts only): each
form statics.py reads, and the forms it must leave alone."""
from __future__ import annotations

import pytest
from cards_support import derived

from cards import derive


@pytest.mark.parametrize(("number", "static"), [
    # "If you have 2 or less Life cards, this Character gains [Blocker]."
    ("OP16-113", [{"keyword": "Blocker", "if": {"life_max": 2}}]),
    # "[DON!! x1] [Your Turn] If you have 2 or less Life cards, ... gains +2000 power."
    ("EB01-058", [{"power": 2000, "condition": "your_turn", "don_x": 1,
                   "if": {"life_max": 2}}]),
    ("OP06-054", [{"keyword": "Blocker", "if": {"hand_max": 5}}]),
    ("OP06-010", [{"keyword": "Blocker", "if": {"leader_trait": "FILM"}}]),
    ("OP05-070", [{"keyword": "Rush", "don_x": 1, "if": {"don_min": 8}}]),
    ("OP11-112", [{"power": 4000, "condition": "opponents_turn",
                   "if": {"leader_name": "Shirahoshi"}}]),
    ("OP12-093", [{"cost": 4, "if": {"leader_trait": "Revolutionary Army"}}]),
    ("OP08-084", [{"cost": 4}]),  # "This Character gains +4 cost."
    ("OP08-093", [{"cost": 2, "don_x": 1}]),
    ("ST10-003", [{"power": -1000, "condition": "your_turn", "if": {"life_min": 4}}]),
    ("OP03-058", [{"flag": "cannot_attack"}]),  # "This Leader cannot attack."
    ("OP01-021", [{"flag": "attacks_active", "don_x": 1}]),
    ("OP03-088", [{"flag": "no_ko_by_effects"}]),
    ("OP03-079", [{"flag": "no_ko_in_battle", "don_x": 1}]),
    ("OP06-109", [{"flag": "no_ko_by_effects", "don_x": 2, "if": {"opponent_life_max": 3}}]),
    ("EB02-016", [{"also_named": "Tony Tony.Chopper"}]),
    ("OP01-075", [{"deck_rule": "any_number"}]),
])
def test_a_permanent_ability_reads_into_static_entries(cards, number, static):
    found = derived(cards, number)
    assert found.encoding["static"] == static
    assert found.notes == [] and found.automation == "full"


def test_two_things_gained_are_two_entries_under_the_same_clause(cards):
    # "[Opponent's Turn] If your Leader has the {Navy} type, ... gains [Blocker] and +1000 power."
    clause = {"condition": "opponents_turn", "if": {"leader_trait": "Navy"}}
    assert derived(cards, "OP12-053").encoding["static"] == [
        {"keyword": "Blocker", **clause}, {"power": 1000, **clause}]
    # "[Opponent's Turn] This Character cannot be K.O.'d by your opponent's effects and gains
    # [Blocker]."
    assert derived(cards, "EB03-018").encoding["static"] == [
        {"flag": "no_ko_by_opponents_effects", "condition": "opponents_turn"},
        {"keyword": "Blocker", "condition": "opponents_turn"}]
    # "Under the rules of this game, also treat this card's name as [A] and [B]."
    assert derived(cards, "EB04-038").encoding["static"] == [
        {"also_named": "Trafalgar Law"}, {"also_named": "Donquixote Rosinante"}]


@pytest.mark.parametrize(("number", "left"), [
    ("OP11-005", "This Character cannot be K.O.'d by effects of Characters without"),
    ("EB04-005", "This Character cannot attack unless"),
    ("OP07-091", "This Character gains +1000 power during this turn for every 3 cards"),
    ("OP15-080", "If you have [Gecko Moria] with 10000 power"),  # a condition not read
])
def test_what_it_cannot_read_stays_a_note(cards, number, left):
    found = derived(cards, number)
    assert any(left in note for note in found.notes)
    assert "static" not in found.encoding


def test_a_timed_gain_is_not_read_as_permanent():
    found = derive.derive("character", "This Character gains +1000 power during this turn.", "")
    assert found.encoding == {} and found.automation == "none"


@pytest.mark.django_db
def test_a_deck_building_rule_is_shown_as_nothing_to_apply_in_play(client):
    from cards_support import store_cards
    store_cards("OP01-075", "OP08-084")
    page = client.get("/optcg/cards/OP01-075/", HTTP_ACCEPT_LANGUAGE="it").content.decode()
    assert "La sua regola di costruzione del mazzo si applica mentre si costruisce" in page
    assert "deck_rule: any_number" in page
    other = client.get("/optcg/cards/OP08-084/").content.decode()  # "+4 cost": applied in play
    assert "deck-building rule" not in other


@pytest.mark.parametrize(("number", "timing", "steps", "target"), [
    # "This Character gains [Banish] during this battle."
    ("OP03-059", "when_attacking", [{"gain": {"target": "self", "keyword": "Banish",
                                              "duration": "battle"}}], None),
    ("P-005", "activate_main", [{"gain": {"target": "self", "keyword": "Banish"}}], None),
    # "Up to 1 of your [Charlotte Linlin] cards gains [Double Attack] during this turn."
    ("ST07-013", "activate_main", [{"gain": {"target": "chosen", "keyword": "Double Attack"}}],
     {"owner": "you", "types": ["leader", "character"], "names": ["Charlotte Linlin"]}),
    ("EB03-050", "on_play", [{"gain": {"target": "chosen", "keyword": "Double Attack"}}],
     {"owner": "you", "types": ["character"], "traits": ["Sky Island"]}),
    # "This Character can also attack your opponent's active Characters during this turn."
    ("OP01-112", "activate_main", [{"gain": {"target": "self", "flag": "attacks_active"}}],
     None),
    ("OP04-080", "on_play", [{"gain": {"target": "chosen", "flag": "attacks_active"}}],
     {"owner": "you", "types": ["character"], "traits": ["Dressrosa"]}),
])
def test_a_keyword_gained_for_a_while_is_a_gain_step(cards, number, timing, steps, target):
    found = derived(cards, number)
    effect = found.encoding["effects"][timing]
    assert (effect if isinstance(effect, list) else effect["steps"]) == steps
    assert (None if isinstance(effect, list) else effect.get("target")) == target
    assert found.automation == "full"


def test_a_gain_for_a_while_not_printed_is_not_read():
    found = derive.derive("character", "[On Play] This Character gains [Blocker] until the "
                          "end of the battle after next.", "")
    assert found.encoding == {} and found.automation == "none"


@pytest.mark.parametrize(("number", "entry"), [
    # "[Your Turn] Give all of your opponent's Characters −5 cost."
    ("OP02-121", {"cost": -5, "all": {"owner": "opponent", "types": ["character"]},
                  "condition": "your_turn"}),
    # "[Your Turn] All of your {Alabasta} type Characters other than this Character gain +1000"
    ("OP04-012", {"power": 1000, "all": {"owner": "you", "types": ["character"],
                                         "traits": ["Alabasta"], "not_self": True},
                  "condition": "your_turn"}),
    ("OP09-004", {"power": -1000, "all": {"owner": "opponent", "types": ["character"]}}),
    ("ST21-011", {"power": 1000, "all": {"owner": "you", "types": ["character"],
                                         "traits": ["Straw Hat Crew"], "base_power_max": 4000},
                  "condition": "opponents_turn", "don_x": 2}),
    ("ST28-004", {"power": 1000, "all": {"owner": "you", "types": ["leader"]},
                  "condition": "your_turn", "if": {"life_max": 2}}),  # "your Leader gains"
    ("OP10-082", {"flag": "no_removal_by_opponents_effects"}),
])
def test_an_entry_for_other_cards_names_them_with_a_filter(cards, number, entry):
    assert entry in derived(cards, number).encoding["static"]


def test_an_entry_for_cards_of_a_current_cost_is_not_read(cards):
    # "All of your {SWORD} type Characters with a cost of 6 or less gain +2000 power": whether a
    # card is named would hang on costs the permanent effects change
    found = derived(cards, "EB03-041")
    assert "static" not in found.encoding
    assert any("with a cost of" in note for note in found.notes)


@pytest.mark.parametrize(("number", "entry"), [
    # "If you have 15 or more cards in your trash, give this card in your hand −3 cost."
    ("PRB02-014", {"cost": -3, "where": "hand", "if": {"trash_min": 15}}),
    # a hand cost may read the field's power: nothing on the field reads it back
    ("ST23-001", {"cost": -4, "where": "hand",
                  "if": {"characters": {"owner": "you", "min": 1, "power_min": 10000}}}),
    ("OP15-013", {"cost": -2, "where": "hand", "if": {"leader_power_max": 0}}),
    ("OP07-032", {"flag": "attacks_characters_when_played"}),
    ("OP11-027", {"flag": "attacks_characters_when_played", "if": {"leader_name": "Shirahoshi"}}),
    # "Your {SWORD} type Characters can attack Characters on the turn in which they are played."
    ("OP11-001", {"flag": "attacks_characters_when_played",
                  "all": {"owner": "you", "types": ["character"], "traits": ["SWORD"]}}),
])
def test_a_cost_in_the_hand_and_attacks_on_the_turn_played(cards, number, entry):
    assert entry in derived(cards, number).encoding["static"]


@pytest.mark.parametrize(("number", "versus"), [
    ("OP03-008", {"attributes": ["Slash"]}),  # "by <Slash> attribute cards"
    ("OP01-024", {"types": ["character"], "attributes": ["Strike"]}),
    ("P-025", {"types": ["character"], "not_attributes": ["Special"]}),  # "without the"
    ("ST08-002", {"types": ["leader"]}),  # "by Leaders"
])
def test_a_battle_protection_names_whom_it_holds_against(cards, number, versus):
    entries = derived(cards, number).encoding["static"]
    assert [e["versus"] for e in entries if e.get("flag") == "no_ko_in_battle"] == [versus]


def test_a_keyword_and_power_gained_together_are_two_steps(cards):
    # "This Character gains [Blocker] and +1000 power during this battle."
    steps = derived(cards, "OP04-071").encoding["effects"]["on_opponents_attack"]["steps"]
    assert steps == [{"gain": {"target": "self", "keyword": "Blocker", "duration": "battle"}},
                     {"power": {"target": "self", "amount": 1000, "duration": "battle"}}]
    # "Draw 1 card and this Character gains [Rush] during this turn."
    steps = derived(cards, "OP09-119").encoding["effects"]["on_play"]["steps"]
    assert steps == [{"draw": 1}, {"gain": {"target": "self", "keyword": "Rush"}}]


def test_until_the_end_of_the_opponents_next_turn_is_a_duration(cards):
    # "Your Leader gains +2000 power until the end of your opponent's next End Phase. Then,
    # this Character gains [Blocker] until the end of your opponent's next End Phase."
    steps = derived(cards, "EB04-061").encoding["effects"]["on_play"]["steps"]
    assert steps == [
        {"power": {"target": "your_leader", "amount": 2000, "duration": "opponents_next_turn"}},
        {"gain": {"target": "self", "keyword": "Blocker", "duration": "opponents_next_turn"}}]


@pytest.mark.parametrize(("number", "entry"), [
    ("OP02-074", {"keyword": "Blocker", "all": {"owner": "you", "types": ["leader", "character"],
                                                "names": ["Blugori"]}}),  # "Your [X] gains"
    ("OP03-004", {"flag": "no_leader_attack_when_played"}),
    # "[Your Turn] This Character gains [Double Attack] if you have 5 or more cards in your hand."
    ("OP01-068", {"keyword": "Double Attack", "condition": "your_turn", "if": {"hand_min": 5}}),
])
def test_named_gains_trailing_clauses_and_no_leader_on_the_turn_played(cards, number, entry):
    assert entry in derived(cards, number).encoding["static"]


@pytest.mark.parametrize(("number", "entry"), [
    # "[DON!! x2] [Your Turn] This Character gains +1000 power for every 5 cards in your trash."
    ("OP06-085", {"power": 1000, "per": {"every": 5, "count": "trash"},
                  "condition": "your_turn", "don_x": 2}),
    ("OP01-072", {"power": 1000, "per": {"every": 1, "count": "hand"},
                  "condition": "your_turn", "don_x": 1}),  # "for every card in your hand"
    ("EB01-014", {"power": 1000, "per": {"every": 3, "count": "rested_don"},
                  "condition": "your_turn", "don_x": 1}),
    ("OP12-070", {"power": 1000, "per": {"every": 5, "count": "events_in_trash"}}),
])
def test_a_power_for_every_few_cards_counts_them(cards, number, entry):
    assert entry in derived(cards, number).encoding["static"]


def test_a_keyword_for_every_few_cards_is_not_read(cards):
    found = derived(cards, "ST27-004")  # "gains [Blocker] and +1 cost for every 4 cards"
    assert any("for every 4 cards" in note for note in found.notes)


def test_a_protection_for_every_card_of_a_filter(cards):
    # "... your {Foxy Pirates} type Characters other than [Pickles] cannot be K.O.'d by your
    # opponent's effects."
    assert derived(cards, "OP07-069").encoding["static"] == [{
        "flag": "no_ko_by_opponents_effects", "if": {"don_vs_opponent": "at_most"},
        "all": {"owner": "you", "types": ["character"], "traits": ["Foxy Pirates"],
                "not_names": ["Pickles"]}}]
