"""The template parser on real cards (their texts read from ../shared/fixtures, facts only):
each template, the cards it must leave alone, and every encoding valid for the engine."""
from __future__ import annotations

import pytest
from cards_support import derived, opponents

from cards import derive
from judge.engine.core.validate import Problems
from judge.engine.optcg.schema_cards import CardReader


@pytest.mark.parametrize(("number", "encoding"), [
    ("EB01-023", {"effects": {"on_play": [{"draw": 1}]}}),
    ("OP11-083", {"effects": {"on_play": [{"trash_from_hand": 2}]}}),
    ("EB01-015", {"effects": {"on_play": {"steps": [{"rest": "chosen"}],
                                          "target": opponents(cost_max=2)}}}),
    ("OP09-009", {"effects": {"on_play": {"steps": [{"trash": "chosen"}],
                                          "target": opponents(power_max=6000)}}}),
    ("EB01-016", {"effects": {"activate_main": {
        "cost": {"rest_self": True}, "optional": True, "steps": [{"ko": "chosen"}],
        "target": opponents(rested=True, cost_max=1)}}}),
    ("OP01-064", {"effects": {"when_attacking": {
        "don_x": 1, "cost": {"trash_from_hand": 1}, "optional": True,
        "steps": [{"bounce": "chosen"}], "target": opponents(cost_max=3)}}}),
    ("OP01-006", {"effects": {"on_play": {
        "steps": [{"power": {"target": "chosen", "amount": -2000, "duration": "turn"}}],
        "target": opponents()}}}),
    ("EB01-048", {"effects": {"activate_main": {
        "cost": {"rest_self": True}, "optional": True,
        "steps": [{"cost": {"target": "chosen", "amount": -4, "duration": "turn"}}],
        "target": opponents()}}}),
    ("OP01-111", {"effects": {"on_block": {
        "cost": {"don_minus": 1}, "optional": True,
        "steps": [{"power": {"target": "self", "amount": 1000, "duration": "turn"}}]}}}),
    ("EB01-039", {"effects": {"main": {"cost": {"don_minus": 1}, "optional": True,
                                       "steps": [{"ko": "chosen"}],
                                       "target": opponents(cost_max=8)}},
                  "trigger": [{"add_don": {"count": 1, "rested": False, "up_to": True}}]}),
    ("OP02-001", {"effects": {"end_of_your_turn": [{"life_to_hand": 1}]}}),
    ("OP02-065", {"effects": {"end_of_your_turn": {
        "cost": {"trash_from_hand": 1}, "optional": True, "steps": [{"set_active": "self"}]}}}),
    ("OP02-032", {"effects": {"on_play": {
        "cost": {"rest_don": 2}, "optional": True, "steps": [{"set_active": "chosen"}],
        "target": {"owner": "you", "types": ["character"], "traits": ["Minks"],
                   "cost_max": 5}}}}),
    ("EB01-044", {"effects": {"activate_main": {
        "cost": {"rest_self": True}, "optional": True,
        "steps": [{"power": {"target": "chosen", "amount": 3000, "duration": "turn"}}],
        "target": {"owner": "you", "types": ["character"], "names": ["Spandam"]}}}}),
    ("OP01-037", {"trigger": [{"play_self": True}]}),
    ("ST01-004", {"static": [{"keyword": "Rush", "don_x": 2}]}),  # a keyword while 2 DON!!
    ("EB02-038", {"effects": {"on_play": {
        "steps": [{"play_card": {"target": "chosen", "from": "hand"}}],
        "target": {"owner": "you", "types": ["character"], "traits": ["Impel Down"],
                   "cost_max": 2}}}}),
    ("EB04-058", {"effects": {"on_play": {"steps": [{"deck_to_life": {"count": 1, "up_to": True}}],
                                          "condition": {"life_max": 2}}}}),
    ("OP02-115", {"effects": {"when_attacking": {  # "with a cost of 0": exactly 0
        "don_x": 2, "steps": [{"ko": "chosen"}],
        "target": opponents(cost_min=0, cost_max=0)}}}),
    ("EB02-027", {"effects": {"on_play": {"steps": [{"bottom_deck": "chosen"}],
                                          "target": opponents(power_max=1000)}}}),
    ("OP05-022", {"effects": {"end_of_your_turn": {"steps": [{"set_active": "self"}],
                                                   "condition": {"hand_max": 6}}}}),
    ("EB01-007", {"effects": {"activate_main": {
        "once_per_turn": True,
        "steps": [{"give_don": {"target": "chosen", "count": 1, "up_to": True}}],
        "target": {"owner": "you", "types": ["leader", "character"]}}}}),
    ("OP01-034", {"effects": {"when_attacking": {
        "don_x": 2, "steps": [{"set_don_active": {"count": 1, "up_to": True}}]}}}),
    ("EB03-047", {"effects": {"on_play": [{"trash_deck": 3}], "on_ko": [{"draw": 1}]}}),
    ("EB01-022", {"effects": {"end_of_your_turn": {"steps": [{"draw": 2}],
                                                   "condition": {"hand_max": 2}}}}),
    ("EB01-003", {"effects": {"when_attacking": {
        "steps": [{"power": {"target": "self", "amount": 2000, "duration": "turn"}}],
        "condition": {"opponent_life_max": 2}}}}),
    ("EB01-036", {"effects": {"on_ko": {
        "steps": [{"add_don": {"count": 1, "rested": True, "up_to": True}}],
        "condition": {"leader_trait": "Impel Down"}}}}),
])
def test_each_template_reads_a_real_card(cards, number, encoding):
    found = derived(cards, number)
    assert (found.encoding, found.notes, found.automation) == (encoding, [], "full")


def test_an_event_and_its_trigger_are_read_together(cards):
    guard = derived(cards, "ST01-014")  # [Counter] +3000 this battle, [Trigger] +1000 this turn
    mine = {"owner": "you", "types": ["leader", "character"]}
    assert guard.encoding == {
        "effects": {"counter": {"steps": [{"power": {"target": "chosen", "amount": 3000,
                                                     "duration": "battle"}}], "target": mine}},
        "trigger": {"steps": [{"power": {"target": "chosen", "amount": 1000,
                                         "duration": "turn"}}], "target": mine}}
    doll = derived(cards, "OP03-019")  # "Your Leader gains +4000 power during this turn."
    assert doll.encoding["effects"]["main"] == [
        {"power": {"target": "your_leader", "amount": 4000, "duration": "turn"}}]


def mine(**found: object) -> dict:
    return {"owner": "you", **found}


@pytest.mark.parametrize(("number", "encoding"), [
    ("OP01-016", {"effects": {"on_play": {  # "other than [Nami]"
        "steps": [{"search_deck": {"look": 5, "rest": "bottom"}}],
        "target": mine(traits=["Straw Hat Crew"], not_names=["Nami"])}}}),
    ("OP03-089", {"effects": {"on_play": {  # "Then, trash the rest."
        "steps": [{"search_deck": {"look": 3, "rest": "trash"}}],
        "target": mine(traits=["Navy"], not_names=["Brannew"])}}}),
    ("OP01-030", {"effects": {"main": {  # "{Straw Hat Crew} type Character card"
        "steps": [{"search_deck": {"look": 5, "rest": "bottom"}}],
        "target": mine(types=["character"], traits=["Straw Hat Crew"])}},
        "trigger": {"steps": [{"search_deck": {"look": 5, "rest": "bottom"}}],
                    "target": mine(types=["character"], traits=["Straw Hat Crew"])}}),
    ("EB02-008", {"effects": {"main": {  # "card with a cost of 4 or more"
        "steps": [{"search_deck": {"look": 4, "rest": "bottom"}}], "target": mine(cost_min=4)}},
        "trigger": {"steps": [{"search_deck": {"look": 4, "rest": "bottom"}}],
                    "target": mine(cost_min=4)}}),
    ("OP03-030", {"effects": {"on_play": {  # a colour and a type
        "steps": [{"search_deck": {"look": 5, "rest": "bottom"}}],
        "target": mine(colors=["green"], traits=["East Blue"], not_names=["Nami"])}},
        "trigger": [{"play_self": True}]}),
    ("OP06-025", {"effects": {"on_play": {  # "{Fish-Man} or {Merfolk} type card"
        "steps": [{"search_deck": {"look": 4, "rest": "bottom"}}],
        "target": mine(traits=["Fish-Man", "Merfolk"], not_names=["Camie"])}}}),
    ("EB04-006", {"effects": {"on_play": {  # a card by name
        "steps": [{"search_deck": {"look": 7, "rest": "bottom"}}],
        "target": mine(names=["Lulucia Kingdom"])}}}),
    ("OP02-057", {"effects": {"on_play": {  # the rest "at the top or bottom"
        "steps": [{"search_deck": {"look": 2, "rest": "top_or_bottom"}}],
        "target": mine(traits=["The Seven Warlords of the Sea"])}}}),
    ("EB03-023", {"effects": {"on_play": [{"arrange_deck": 5}]}}),
    ("OP02-005", {"effects": {"on_play": {  # "Look at up to 5 cards": how many, the action says
        "steps": [{"search_deck": {"look": 5, "rest": "bottom", "up_to": True}}],
        "target": mine(types=["character"], colors=["red"], cost_min=1, cost_max=1)}}}),
    ("OP05-054", {"effects": {"on_play": [  # "... from your hand at the bottom of your deck"
        {"draw": 2}, {"hand_to_deck": {"count": 2, "to": "bottom"}}]}}),
    ("OP07-053", {"effects": {"on_play": [  # "... at the top or bottom of your deck"
        {"draw": 2}, {"hand_to_deck": {"count": 2, "to": "top_or_bottom"}}]}}),
    ("EB02-046", {"effects": {"on_play": {  # "Trash 2 cards from the top ... and give ..."
        "steps": [{"trash_deck": 2},
                  {"cost": {"target": "chosen", "amount": -1, "duration": "turn"}}],
        "target": {"owner": "opponent", "types": ["character"]}}}}),
    ("OP05-043", {"effects": {"on_play": {  # "... and add up to 1 card to your hand"
        "steps": [{"search_deck": {"look": 3, "rest": "top_or_bottom"}}],
        "condition": {"leader_multicolored": True}}}}),
    ("OP14-044", {"effects": {"on_play": [  # "If that card's type includes ..."
        {"reveal_top": 1},
        {"if": {"condition": {"top_card": {"traits_including": ["Whitebeard Pirates"]}},
                "steps": [{"draw": 2}, {"trash_from_hand": 1}]}}]}}),
    ("OP04-011", {"effects": {"when_attacking": [  # the revealed card to the bottom, always
        {"reveal_top": 1},
        {"if": {"condition": {"top_card": {"types": ["character"], "power_min": 6000}},
                "steps": [{"power": {"target": "self", "amount": 3000, "duration": "turn"}}]}},
        {"revealed_to_bottom": True}]}}),
    ("OP07-048", {"effects": {"activate_main": {  # "you may play that card rested"
        "once_per_turn": True, "cost": {"rest_don": 2}, "optional": True,
        "steps": [{"reveal_top": 1},
                  {"if": {"condition": {"top_card": {
                      "types": ["character"], "traits": ["The Seven Warlords of the Sea"],
                      "cost_max": 4}},
                          "steps": [{"play_revealed": {"rested": True, "up_to": True}}]}},
                  {"revealed_to_bottom": True}]}}}),
    ("OP10-028", {"effects": {"activate_main": {  # "up to 2 ... and add them to your hand"
        "cost": {"rest_don": 2, "trash_self": True}, "optional": True,
        "steps": [{"search_deck": {"look": 5, "rest": "bottom"}}],
        "target": mine(up_to=2, traits=["The Akazaya Nine"])}}}),
    ("OP04-046", {"effects": {"on_play": {  # "a total of up to 2 [Plague Rounds] or [Ice Oni]"
        "steps": [{"search_deck": {"look": 7, "rest": "bottom"}}],
        "target": mine(up_to=2, names=["Ice Oni"], also_names=["Plague Rounds"]),
        "condition": {"leader_trait": "Animal Kingdom Pirates"}}}}),
    ("OP06-071", {"effects": {"on_play": {  # "add up to 2 ... from your trash"
        "cost": {"don_minus": 1}, "optional": True, "steps": [{"trash_to_hand": 2}],
        "target": mine(up_to=2, types=["character"], traits=["FILM"], cost_max=4),
        "condition": {"leader_trait": "FILM"}}}}),
    ("EB01-009", {"effects": {"counter": {  # played from the deck
        "steps": [{"play_from_deck": {"look": 5, "rest": "bottom"}}],
        "target": mine(types=["character"], traits=["Animal"], cost_max=3)}}}),
    ("OP04-084", {"effects": {"on_play": {  # '... "CP" other than [Stussy] and a cost of 2'
        "steps": [{"play_from_deck": {"look": 3, "rest": "trash"}}],
        "target": mine(types=["character"], cost_max=2, not_names=["Stussy"],
                       traits_including=["CP"])}}}),
    ("OP06-119", {"effects": {"on_play": {  # "Reveal 1 card ... and play up to 1 ..."
        "steps": [{"play_from_deck": {"reveal": 1, "rest": "bottom"}}],
        "target": mine(types=["character"], cost_max=9, not_names=["Sanji"])}}}),
    ("ST11-001", {"effects": {"when_attacking": {  # "... and add up to 1 {FILM} type card"
        "don_x": 1, "once_per_turn": True,
        "steps": [{"search_deck": {"reveal": 1, "rest": "bottom"}}],
        "target": mine(traits=["FILM"])}}}),
    ("OP10-006", {"effects": {"on_play": {  # the card found is then played from the hand
        "steps": [{"search_deck": {"look": 5, "rest": "bottom"}},
                  {"play_card": {"target": "chosen", "from": "hand", "up_to": True}}],
        "target": mine(names=["Smiley"])}}}),
    ("OP03-003", {"effects": {"on_play": {  # 'a type including "Whitebeard Pirates"'
        "steps": [{"search_deck": {"look": 5, "rest": "bottom"}}],
        "target": mine(not_names=["Izo"], traits_including=["Whitebeard Pirates"])}}}),
    ("OP03-112", {"effects": {"on_play": {  # "[Sanji] or {Big Mom Pirates} type card"
        "steps": [{"search_deck": {"look": 4, "rest": "bottom"}}],
        "target": mine(traits=["Big Mom Pirates"], not_names=["Charlotte Pudding"],
                       also_names=["Sanji"])}}}),
    ("OP09-034", {"effects": {"on_play": {  # "... in any order and trash 1 card from your hand"
        "steps": [{"search_deck": {"look": 5, "rest": "bottom"}}, {"trash_from_hand": 1}],
        "target": mine(traits=["Thriller Bark Pirates"], also_names=["Dracule Mihawk"])}}}),
    ("OP01-098", {"effects": {"on_play": {  # the whole deck searched, then shuffled
        "steps": [{"search_whole_deck": {"to": "hand"}}],
        "target": mine(names=["Artificial Devil Fruit SMILE"])}}}),
    ("OP01-005", {"effects": {"on_play": {  # from the trash, "other than" before the cost
        "steps": [{"trash_to_hand": 1}],
        "target": mine(types=["character"], colors=["red"], cost_max=3, not_names=["Uta"])}}}),
])
def test_deck_and_trash_searches_read_a_real_card(cards, number, encoding):
    found = derived(cards, number)
    assert (found.encoding, found.notes, found.automation) == (encoding, [], "full")


@pytest.mark.parametrize(("number", "automation", "left"), [
    # a type or a type including words: no one filter says either
    ("OP09-044", "none", "[When Attacking] Look at 5 cards"),
    ("EB01-052", "partial", "[On Play] Choose one:"),  # a choice between effects
])
def test_what_it_cannot_read_it_names_and_does_not_guess(cards, number, automation, left):
    found = derived(cards, number)
    assert found.automation == automation
    assert any(note.startswith(left) for note in found.notes)
    assert "effects" not in found.encoding or all(
        timing not in left.lower() for timing in found.encoding["effects"])


def test_every_encoding_of_the_list_is_valid_scenario_input(cards):
    for number, card in cards.items():
        found = derive.derive(card.category, card.text, card.trigger)
        problems = Problems()
        zone = "leader" if card.category == "leader" else "hand"
        CardReader(problems).card("card", {"id": number, "type": card.category,
                                           **found.encoding}, "A", zone, card.category, False)
        assert not problems, (number, [p.to_json() for p in problems.items])


def test_a_body_that_chooses_twice_names_its_second_choice_target_2():
    found = derive.derive("character", "[On Play] K.O. up to 1 of your opponent's Characters "
                          "with a cost of 2 or less. Then, rest up to 1 of your opponent's "
                          "Characters.", "")
    assert found.encoding == {"effects": {"on_play": {
        "steps": [{"ko": "chosen"}, {"rest": "chosen_2"}],
        "target": {"owner": "opponent", "types": ["character"], "cost_max": 2},
        "target_2": {"owner": "opponent", "types": ["character"]}}}}
    thrice = derive.derive("character", "[On Play] K.O. up to 1 of your opponent's Characters. "
                           "Then, rest up to 1 of your opponent's Characters. Then, return up "
                           "to 1 Character with a cost of 1 or less to the owner's hand.", "")
    assert thrice.automation == "none" and thrice.encoding == {}


def test_a_turn_label_on_a_timed_ability_is_its_condition():
    found = derive.derive("character", "[Your Turn] [On Play] If you have 2 or less Life "
                          "cards, draw 1 card.", "")
    assert found.encoding == {"effects": {"on_play": {
        "steps": [{"draw": 1}], "condition": {"turn": "you", "life_max": 2}}}}
    static = derive.derive("character", "[DON!! x1] [Opponent's Turn] This Character gains "
                           "+2000 power.", "")
    assert static.encoding == {"static": [{"power": 2000, "condition": "opponents_turn",
                                           "don_x": 1}]}
