"""Every "up to" a fully automated card prints is one the encoding can express: a choice of
0 to N the action can name (a target filter, an `up_to: true` step), never a guessed "all of
them" (CR 4-8-1). A card whose "up to" the format cannot express is partial, never full."""
from __future__ import annotations

import re
from typing import Any

from cards_support import derived

from judge.engine.optcg.picks import NAMED_BY, UNNAMED

UP_TO = re.compile(r"\bup to\b", re.IGNORECASE)
# "Draw up to N cards" is drawn one by one, stopping at will (CR 4-8-2, 4-5-4): no choice
DRAW_UP_TO = re.compile(r"\bdraw up to\b", re.IGNORECASE)
# a search with no target filter takes "up to 1 card" of its own (deck_effects.py)
OWN_CHOICE = ("search_deck", "play_from_deck", "trash_to_hand")


def expressed(node: Any) -> int:
    """How many "up to" choices an encoding can express: each target filter (the action
    names 0 to its `up_to` cards), each step with `up_to: true` (the action's `take`), and a
    search that chooses without a filter."""
    if isinstance(node, list):
        return sum(expressed(item) for item in node)
    if not isinstance(node, dict):
        return 0
    found = sum(1 for key in ("target", "target_2") if isinstance(node.get(key), dict))
    found += node.get("up_to") is True
    if "target" not in node and isinstance(node.get("steps"), list):
        found += sum(1 for step in node["steps"]
                     if isinstance(step, dict) and set(step) & set(OWN_CHOICE))
    return found + sum(expressed(value) for value in node.values())


def printed_up_tos(card: Any) -> int:
    text = f"{card.text}\n{card.trigger}"
    return len(UP_TO.findall(text)) - len(DRAW_UP_TO.findall(text))


def test_no_fully_automated_card_prints_an_up_to_its_encoding_cannot_express(cards):
    short = [number for number, card in cards.items()
             if (found := derived(cards, number)).automation == "full"
             and printed_up_tos(card) > expressed(found.encoding)]
    assert short == []


def test_look_at_up_to_five_is_a_choice_the_action_names(cards):
    # OP02-005 Curly.Dadan: "Look at up to 5 cards": how many is the player's, not always 5
    found = derived(cards, "OP02-005")
    step = found.encoding["effects"]["on_play"]["steps"][0]["search_deck"]
    assert step == {"look": 5, "rest": "bottom", "up_to": True}
    assert printed_up_tos(cards["OP02-005"]) == expressed(found.encoding) == 2


def step_kinds(node: Any) -> set[str]:
    if isinstance(node, list):
        return set().union(*(step_kinds(item) for item in node)) if node else set()
    if not isinstance(node, dict):
        return set()
    return set(node) | set().union(*(step_kinds(value) for value in node.values()))


def test_no_fully_automated_card_rests_on_a_choice_no_action_names(cards):
    # every choice a step leaves to a player is named on the action (picks.NAMED_BY); one no
    # key names yet (picks.UNNAMED) leaves its ability unread, never counted as full
    assert not set(NAMED_BY) & set(UNNAMED)
    full = [found for number in cards if (found := derived(cards, number)).automation == "full"]
    used = set().union(*(step_kinds(found.encoding) for found in full))
    assert not used & set(UNNAMED)
    assert {"trash_from_hand", "search_deck", "arrange_deck"} <= used & set(NAMED_BY)
