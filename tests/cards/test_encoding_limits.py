"""The restriction templates (cards/encoding/limits.py) on real cards, their texts read
from ../shared/fixtures (facts only: the number and the expected encoding)."""
from __future__ import annotations

import pytest
from cards_support import opponents

from cards import derive


def limit(kind: str, **args: object) -> dict:
    return {kind: args}


@pytest.mark.parametrize(("number", "encoding"), [
    ("ST01-012", {"effects": {"when_attacking": {
        "don_x": 2, "steps": [limit("cannot_block", target="opponent", duration="battle")]}}}),
    ("ST01-002", {"effects": {"when_attacking": {  # "a [Blocker] Character that has 5000 or more"
        "don_x": 2, "steps": [limit("cannot_block", target="opponent", duration="battle",
                                    power_min=5000)]}},
                  "trigger": [{"play_self": True}]}),
    ("OP01-120", {"effects": {"when_attacking": [limit(
        "cannot_block", target="opponent", duration="battle", power_max=2000)]}}),
    ("OP02-061", {"effects": {"when_attacking": {  # "the [Blocker] of any Character with a cost"
        "steps": [limit("cannot_block", target="opponent", duration="battle", cost_max=5)],
        "condition": {"hand_max": 1}}}}),
    ("OP11-013", {"effects": {"when_attacking": [limit(
        "cannot_block", target="opponents_characters", duration="turn", power_max=2000)]}}),
    ("OP16-063", {"effects": {"on_play": [{"add_don": {"count": 2, "rested": True, "up_to": True}}],
                              "activate_main": {
        "once_per_turn": True, "cost": {"don_minus": 1}, "optional": True,
        "steps": [limit("cannot_block", target="chosen", duration="turn")],
        "target": opponents()}}}),
    ("OP08-024", {"effects": {"when_attacking": {
        "steps": [limit("stay_rested", target="chosen")],
        "target": opponents(rested=True, cost_max=4)}}}),
    ("OP08-036", {"effects": {"main": [limit("stay_rested", target="opponents_characters",
                                             rested=True, cost_max=7)]},
                  "trigger": {"steps": [{"rest": "chosen"}], "target": opponents()}}),
    ("OP05-042", {"effects": {"on_play": {
        "steps": [limit("cannot_attack", target="chosen", duration="until_next_turn")],
        "target": opponents(cost_max=7)}}}),
    ("OP07-063", {"effects": {"on_play": {
        "cost": {"don_minus": 1}, "optional": True,
        "steps": [limit("cannot_attack", target="chosen", duration="opponents_next_turn")],
        "target": opponents(cost_max=6), "condition": {"leader_trait": "Foxy Pirates"}}}}),
    ("OP08-022", {"effects": {"on_play": {  # "up to 2": a list of cards (groups.py)
        "steps": [limit("stay_rested", target="chosen")],
        "target": opponents(up_to=2, rested=True, cost_max=5),
        "condition": {"leader_trait": "Minks"}}}}),
    ("OP13-032", {"effects": {"on_play": {
        "steps": [limit("cannot_be_rested", target="chosen", duration="opponents_next_turn")],
        "target": opponents(cost_max=8)}}}),
    ("OP04-083", {"effects": {"on_play": [  # "None of your Characters can be K.O.'d by effects"
        limit("cannot_be_ko", target="your_characters", duration="until_next_turn",
              by="effects"), {"draw": 2}, {"trash_from_hand": 2}]}}),
    ("OP01-085", {"effects": {"on_play": {  # "select ... The selected Character cannot attack"
        "steps": [limit("cannot_attack", target="chosen", duration="opponents_next_turn")],
        "target": opponents(cost_max=4), "condition": {"leader_trait": "Baroque Works"}}}}),
    # "you cannot play Character cards": not by effects either (official Q&A, OP14-020)
    ("OP12-030", {"effects": {"on_play": [{"set_don_active": {"count": 4, "up_to": True}}, limit(
        "cannot_play", target="you", duration="turn", types=["character"], base_cost_min=7,
        by_effects=True)]}}),
    ("ST15-001", {"effects": {"when_attacking": {  # "you cannot add Life cards to your hand"
        "steps": [limit("cannot_life_to_hand", target="you", duration="turn")],
        "condition": {"leader_name": "Edward.Newgate"}}}}),
])
def test_each_restriction_template_reads_a_real_card(cards, number, encoding):
    card = cards[number]
    found = derive.derive(card.category, card.text, card.trigger)
    assert (found.encoding, found.notes, found.automation) == (encoding, [], "full")


@pytest.mark.parametrize(("number", "left"), [
    ("OP07-026", "[On Play] Up to 1 of your opponent's rested Character or DON!!"),  # DON!!
    ("ST21-003", "[On Play] Select up to 1"),  # only if that Character attacks
])
def test_a_restriction_it_cannot_apply_completely_is_left_in_the_notes(cards, number, left):
    card = cards[number]
    found = derive.derive(card.category, card.text, card.trigger)
    assert any(note.startswith(left) for note in found.notes)


def test_choose_one_reads_each_bullet_as_an_option(cards):
    slash = cards["EB02-051"]  # "[Main] Choose one:" with two bullets
    found = derive.derive(slash.category, slash.text, slash.trigger)
    assert (found.encoding, found.notes) == ({"effects": {"main": {"steps": [], "options": [
        {"steps": [{"ko": "chosen"}], "target": opponents(cost_max=2)},
        {"steps": [{"cost": {"target": "chosen", "amount": -4, "duration": "turn"}}],
         "target": opponents()}]}}}, [])
    leader = cards["OP08-057"]  # the cost and [Once Per Turn] belong to the whole; an option
    found = derive.derive(leader.category, leader.text, leader.trigger)  # has its own "if"
    main = found.encoding["effects"]["activate_main"]
    assert (main["cost"], main["once_per_turn"], found.automation) == (
        {"don_minus": 2}, True, "full")
    assert main["options"][0] == {"steps": [{"draw": 1}], "condition": {"hand_max": 5}}


def test_your_opponent_chooses_one_is_an_option_the_opponent_picks(cards):
    linlin = cards["ST07-010"]  # "- " bullets; the opponent picks (CR 8-4-4-3)
    found = derive.derive(linlin.category, linlin.text, linlin.trigger)
    assert (found.encoding, found.notes) == ({"effects": {"on_play": {
        "steps": [], "options": [[{"opponent_trash_life": 1}], [{"deck_to_life": 1}]],
        "chooser": "opponent"}}}, [])
    linlin = cards["ST20-005"]  # "• " bullets after an activation cost
    found = derive.derive(linlin.category, linlin.text, linlin.trigger)
    on_play = found.encoding["effects"]["on_play"]
    assert (on_play["cost"], on_play["chooser"], found.automation) == (
        {"trash_from_hand": 1}, "opponent", "full")
    pocus = cards["ST07-015"]  # its [Trigger] activates the [Main]: the `trigger` action
    found = derive.derive(pocus.category, pocus.text, pocus.trigger)  # names the option
    assert found.encoding["effects"]["main"]["chooser"] == "opponent"
    assert found.encoding["trigger"] == found.encoding["effects"]["main"]
    assert (found.notes, found.automation) == ([], "full")


def test_a_choose_one_with_an_unread_bullet_is_left_whole(cards):
    card = cards["EB01-052"]
    found = derive.derive(card.category, card.text, card.trigger)
    assert [n.split("\n")[0] for n in found.notes] == ["[On Play] Choose one:"]
    assert found.notes[0].count("\n• ") == 2 and "on_play" not in found.encoding.get(
        "effects", {})


def test_a_trigger_that_activates_a_main_with_a_cost_pays_that_cost(cards):
    # official rules Q&A (OP03-074 Top Knot): the [Main]'s DON!! −2 is not skipped
    knot = cards["OP03-074"]
    found = derive.derive(knot.category, knot.text, knot.trigger)
    assert found.encoding["trigger"] == found.encoding["effects"]["main"]
    assert found.encoding["trigger"]["cost"] == {"don_minus": 2} and found.automation == "full"
    choice = cards["OP06-039"]  # its [Main] is a "Choose one:": the `trigger` action names
    found = derive.derive(choice.category, choice.text, choice.trigger)  # the option
    assert found.encoding["trigger"] == found.encoding["effects"]["main"]
    assert found.automation == "full"


def test_an_events_trigger_may_activate_its_counter_effect(cards):
    event = cards["OP13-039"]  # "[Trigger] Activate this card's [Counter] effect."
    found = derive.derive(event.category, event.text, event.trigger)
    assert found.encoding["trigger"] == found.encoding["effects"]["counter"]
    assert found.automation == "full"


def test_a_trigger_that_draws_and_shields_the_characters_there(cards):
    white_out = cards["ST06-016"]
    found = derive.derive(white_out.category, white_out.text, white_out.trigger)
    assert found.encoding["trigger"] == [
        {"draw": 1}, limit("cannot_be_ko", target="your_characters", duration="turn")]


def test_a_characters_trigger_may_activate_its_on_play_effect(cards):
    # official Q&A (OP06-013): the card is not played; its [On Play] resolves
    kuzan = cards["OP08-112"]
    found = derive.derive(kuzan.category, kuzan.text, kuzan.trigger)
    assert found.encoding["trigger"] == found.encoding["effects"]["on_play"]
    assert found.automation == "full"


def test_cards_from_the_hand_forbid_paying_only_and_character_cards_plays_by_effects_too():
    from cards.derive import derive
    hand = derive("character", "[On Play] You cannot play cards from your hand during this "
                  "turn.", "")
    # the special ruling on OP13-028: an effect may still play them
    assert hand.encoding["effects"]["on_play"] == [
        {"cannot_play": {"target": "you", "duration": "turn"}}]
    characters = derive("character", "[On Play] You cannot play Character cards during this "
                        "turn.", "")
    # the official Q&A on OP14-020: no effect plays them either
    assert characters.encoding["effects"]["on_play"] == [
        {"cannot_play": {"target": "you", "duration": "turn", "types": ["character"],
                         "by_effects": True}}]
