"""The template parser on real cards of the long tail: sentence shapes few cards print, each
read on a card that prints it. Facts only, texts read from ../shared/fixtures."""
from __future__ import annotations

import pytest
from cards_support import derived, opponents


def mine(**bounds: object) -> dict:
    return {"owner": "you", "types": ["character"], **bounds}


TO_LIFE = {"to_life": {"target": "chosen", "to": "top_or_bottom"}}
LIFE_COST = {"life_to_hand": {"count": 1, "top_or_bottom": True}}
HAND_TO_LIFE = {"hand_to_life": {"count": 1, "up_to": True}}
LOOK_LIFE = {"look_at_life": {"count": 1, "up_to": True}}
DON_PAIR = [{"add_don": {"count": 1, "rested": False, "up_to": True}},
            {"add_don": {"count": 1, "rested": True, "up_to": True}}]


@pytest.mark.parametrize(("number", "timing", "effect"), [
    # a Character to the top or bottom of its owner's Life cards: the side is the action's
    ("OP03-123", "on_play", {"steps": [TO_LIFE],
                             "target": {"types": ["character"], "cost_max": 8}}),
    ("EB01-053", "on_play", {"steps": [TO_LIFE], "target": opponents(cost_max=3)}),
    ("OP06-107", "on_play", {"steps": [TO_LIFE], "target": mine(
        traits=["Land of Wano"], not_names=["Kouzuki Momonosuke"])}),
    # a card of the hand, the player's pick, to the top of the Life cards
    ("OP06-106", "on_play", {"cost": LIFE_COST, "optional": True, "steps": [HAND_TO_LIFE]}),
    ("ST07-001", "when_attacking", {"don_x": 2, "cost": LIFE_COST, "optional": True,
                                    "steps": [HAND_TO_LIFE], "condition": {"life_max": 2}}),
    # the top Life card of either player, looked at and left on top or put at the bottom
    ("OP06-099", "on_play", [LOOK_LIFE]),
    ("EB02-053", "on_ko", [LOOK_LIFE]),
    ("OP03-099", "when_attacking", {"don_x": 1, "steps": [LOOK_LIFE, {"power": {
        "target": "self", "amount": 1000, "duration": "battle"}}]}),
    # a hand card the filter names, face-up on top of the Life cards
    ("OP10-107", "on_play", {"cost": LIFE_COST, "optional": True, "steps": [{"hand_to_life": {
        "count": 1, "up_to": True, "face_up": True, "among": mine(
            traits=["Supernovas"], cost_min=5, cost_max=5)}}]}),
    ("EB03-059", "on_play", {"steps": [{"hand_to_life": {
        "count": 1, "up_to": True, "face_up": True, "among": mine(has_trigger=True)}}],
        "condition": {"leader_trait": "Egghead", "life_min": 2}}),
    # the K.O.'d card itself played back from the trash
    ("ST30-008", "on_ko", {"cost": {"trash_from_hand": {
        "count": 1, "types": ["character"], "power_min": 6000, "power_max": 6000}},
        "optional": True, "steps": [{"play_self_from_trash": {"rested": True}}]}),
    ("OP02-018", "on_ko", {"cost": {"trash_from_hand": {
        "count": 1, "traits_including": ["Whitebeard Pirates"]}}, "optional": True,
        "steps": [{"play_self_from_trash": {"rested": True}}], "condition": {"life_max": 2}}),
    # a search written "reveal up to 1 ..., add it to your hand and place the rest ..."
    ("OP16-067", "on_play", {"steps": [{"search_deck": {"look": 5, "rest": "bottom"}},
                                       {"trash_from_hand": 1}],
                             "target": {"owner": "you", "traits": ["Navy"]}}),
    # a search for any of three names
    ("ST13-013", "on_play", {"steps": [{"search_deck": {"look": 5, "rest": "bottom"}}],
                             "target": {"owner": "you", "cost_max": 5, "names": [
                                 "Sabo", "Portgas.D.Ace", "Monkey.D.Luffy"]}}),
    # two DON!! additions, one set as active, one rested, each "up to"
    ("OP16-073", "on_play", DON_PAIR),
    # a play bounded by power and a type after it
    ("ST35-004", "on_play", {"steps": [
        {"give_don": {"target": "chosen", "count": 1, "up_to": True}},
        {"play_card": {"target": "chosen_2", "from": "hand_or_trash"}}],
        "target": {"owner": "you", "types": ["leader"]},
        "target_2": mine(traits=["Revolutionary Army"], power_max=4000)}),
])
def test_a_long_tail_sentence_is_read(cards, number, timing, effect) -> None:
    found = derived(cards, number)
    assert found.encoding["effects"][timing] == effect


@pytest.mark.parametrize(("number", "trigger"), [
    # the [Trigger] card itself to the hand, not the trash, after the rest of its effect
    ("OP12-109", {"steps": [{"ko": "chosen"}, {"self_to_hand": True}],
                  "target": opponents(cost_max=1)}),
    ("OP07-102", {"steps": [{"bounce": "chosen"}, {"self_to_hand": True}],
                  "target": opponents(cost_max=4)}),
    ("ST20-003", [LOOK_LIFE, {"self_to_hand": True}]),
])
def test_a_trigger_that_adds_its_own_card_to_the_hand_is_read(cards, number, trigger) -> None:
    assert derived(cards, number).encoding["trigger"] == trigger


def test_a_draw_and_a_look_at_the_life_in_one_sentence_are_read(cards) -> None:
    assert derived(cards, "ST07-016").encoding["trigger"] == [{"draw": 1}, LOOK_LIFE]


@pytest.mark.parametrize("number", ["OP03-123", "EB01-053", "OP16-073", "ST35-004",
                                    "OP06-106", "ST07-001", "OP04-117",
                                    "OP06-099", "EB02-053", "OP03-099", "ST07-016",
                                    "OP10-107", "OP10-103", "OP12-109", "OP07-102",
                                    "ST20-003", "ST30-008", "OP02-018",
                                    "OP16-067", "OP16-026", "ST13-013", "ST13-019"])
def test_a_card_read_in_full_is_fully_automated(cards, number) -> None:
    assert derived(cards, number).automation == "full"


def test_a_second_may_after_a_cost_leaves_the_play_from_the_trash_unread(cards) -> None:
    # OP03-013: "You may [cost]: You may play this Character card ...": whether the player
    # plays it after paying is a choice no action names, so that ability is not read
    found = derived(cards, "OP03-013")
    assert "on_ko" not in found.encoding["effects"] and found.automation == "partial"
