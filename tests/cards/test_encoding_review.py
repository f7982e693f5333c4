"""Readings checked against the printed text on real cards (their texts read from
../shared/fixtures, facts only): shapes the parser once read into something else are now
left unread, in `notes`, and never guessed."""
from __future__ import annotations

import pytest
from cards_support import derived


@pytest.mark.parametrize(("number", "timing", "left"), [
    # "[Blocker] Characters": a keyword, not a card named [Blocker]; no filter says it
    ("ST30-012", "when_attacking", "[When Attacking] Rest up to 1 of your opponent's [Blocker]"),
    # "you may add ... Then, trash 1 card": the trash is not optional, the engine's "may" would
    # cover the whole effect
    ("OP06-115", "trigger", "[Trigger] If you have 0 Life cards, you may add"),
])
def test_a_shape_it_once_misread_is_left_unread(cards, number, timing, left):
    found = derived(cards, number)
    assert found.automation != "full"
    assert any(note.startswith(left) for note in found.notes)
    assert timing not in found.encoding.get("effects", {}) and timing not in found.encoding


def test_a_may_over_an_up_to_choice_leaves_the_rest_of_the_body_compulsory(cards):
    # OP07-112: "You may rest up to 1 ...": choosing none declines; optional only by its cost
    effect = derived(cards, "OP07-112").encoding["effects"]["when_attacking"]
    assert effect["cost"] == {"life_to_hand": {"count": 1, "top_or_bottom": True}}
    assert effect["steps"][0] == {"rest": "chosen"}
    assert effect["steps"][1]["if"]["steps"] == [{"deck_to_life": {"count": 1, "up_to": True}}]


@pytest.mark.parametrize(("number", "timing", "key", "names"), [
    # a name's own parentheses are part of it, not reminder text: "[Mr.3(Galdino)]"
    ("OP16-040", "main", "condition", {"has_names": ["Monkey.D.Luffy", "Mr.3(Galdino)"]}),
    ("OP14-087", "on_play", "target", {"not_names": ["Miss.Valentine(Mikita)"]}),
    ("OP07-041", "on_play", "target", {"not_names": ["Gloriosa (Grandma Nyon)"]}),
])
def test_a_name_with_parentheses_is_read_whole(cards, number, timing, key, names):
    effect = derived(cards, number).encoding["effects"][timing]
    for field, value in names.items():
        assert effect[key][field] == value


@pytest.mark.parametrize(("number", "timing", "target"), [
    # "play up to 1 [Zou]": Zou is a Stage; a filter of Characters alone refused it
    ("EB03-013", "activate_main", "target_2"),
    ("OP08-115", "counter", "target_2"),
    ("OP16-102", "on_ko", "target"),
])
def test_playing_a_named_card_lets_a_stage_of_that_name_play(cards, number, timing, target):
    wanted = derived(cards, number).encoding["effects"][timing][target]
    assert wanted["types"] == ["character", "stage"]
