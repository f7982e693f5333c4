"""Replacement effects (CR 8-1-3-4) -> `replace:` entries (engine replacements.py).

"[Once Per Turn] If this Character would be K.O.'d by your opponent's effect, you may trash 1
card from your hand instead." reads as `{event: ko, by: opponents_effects, instead:
{trash_from_hand: 1}, once_per_turn: true}`: what would happen to this Character (a K.O., by
any means, by an effect, by the opponent's effect or in battle; or its removal from the field
by the opponent's effect), and what its owner may do instead, read as a cost is (costs.py),
since it is done in full or not at all (CR 8-1-3-4-5). "If your {Navy} type Character would
be ..." protects the owner's Characters a filter names (`all:`). One with a [DON!! xX], or
whose "instead" is not a known cost ("K.O. this Character", "give your Leader −2000 power")
is not read.
"""
from __future__ import annotations

import re
from typing import Any

from cards.encoding.costs import read_cost
from cards.encoding.groups import TARGET, UnreadableError, target_filter

REPLACEMENT = re.compile(
    r"^If (?P<who>this Character|one of your Characters|your [^,]{1,120}?) would be "
    r"(?P<what>K\.O\.'d(?: by an effect| by your opponent's effect| in battle)?"
    r"|removed from the field by your opponent's effect), you may "
    r"(?P<instead>[^.]{1,160}) instead\.$")
WHO = re.compile(TARGET)
INCLUDING = re.compile(r'^your Character with a type including "(?P<part>[^"]{1,60})"$')
POWER = re.compile(r"^give (?P<who>this Character|your Leader) [−-](?P<amount>\d{1,5}) power "
                   r"during this turn$")
POWER_TARGETS = {"this Character": "self", "your Leader": "your_leader"}
ACTIVE_DON = re.compile(r"^rest (?P<n>\d{1,2}) of your active DON!! cards$")
WHAT = {
    "K.O.'d": {"event": "ko"},
    "K.O.'d by an effect": {"event": "ko", "by": "effects"},
    "K.O.'d by your opponent's effect": {"event": "ko", "by": "opponents_effects"},
    "K.O.'d in battle": {"event": "ko", "by": "battle"},
    "removed from the field by your opponent's effect": {"event": "removal"},
}
# what may be done instead: the engine's cost parts (cost_schema.PART_KEYS) and trashing
# from the hand, resting this card or active DON!! and a power given for the turn ("power");
# DON!! −X is not one, nor the cost "give your 1 active Leader −N power", which needs it
# active
PARTS = ("power", "rest_don", "rest_self", "trash_self", "bottom_self", "bounce_self",
         "life_to_hand", "trash_life", "trash_deck", "life_face_up", "life_face_down", "return_don",
         "return_active_don",
         "trash_from_hand", "reveal_from_hand", "trash_to_deck_bottom", "bounce_own",
         "rest_own", "trash_own", "bottom_own", "hand_to_deck_bottom")


def read_replacement(labels: dict[str, Any], text: str) -> dict[str, Any] | None:
    """The `replace:` entry of a permanent ability, None when it is not a replacement;
    UnreadableError when it is one this reader does not know in full."""
    found = REPLACEMENT.match(text)
    if found is None:
        return None
    if set(labels) - {"once_per_turn", "_condition"}:
        raise UnreadableError(text)  # [DON!! xX] on a replacement: not read yet
    instead = _own_parts(found.group("instead")) or read_cost("You may "
                                                             + found.group("instead"))
    if not instead or set(instead) - set(PARTS):
        raise UnreadableError(text)
    entry: dict[str, Any] = {**WHAT[found.group("what")], "instead": instead}
    who = found.group("who")
    if who != "this Character":  # the cards of its owner it protects (`all:`)
        entry["all"] = _protected(who.replace("one of your", "your"))
    if labels.get("once_per_turn"):
        entry["once_per_turn"] = True
    if labels.get("_condition"):
        entry["condition"] = labels["_condition"]
    return entry


def _own_parts(text: str) -> dict[str, Any] | None:
    """What is done instead that no activation cost reads: "give this Character / your
    Leader −2000 power during this turn", "rest 2 of your active DON!! cards"."""
    power = POWER.match(text)
    if power:
        return {"power": {"target": POWER_TARGETS[power.group("who")],
                          "amount": -int(power.group("amount"))}}
    don = ACTIVE_DON.match(text)
    return {"rest_don": int(don.group("n"))} if don else None


def _protected(who: str) -> dict[str, Any]:
    """"your {Navy} type Character with 7000 base power or less": the filter of the owner's
    Characters the replacement protects, read as the group "all of your ..." would be."""
    including = INCLUDING.fullmatch(who)
    if including:  # "your Character with a type including "Whitebeard Pirates""
        return {"owner": "you", "types": ["character"],
                "traits_including": [including.group("part")]}
    found = WHO.fullmatch("all of " + who)
    if found is None:
        raise UnreadableError(who)
    wanted = target_filter(found)
    if wanted.get("types") != ["character"] or wanted.get("owner") != "you":
        raise UnreadableError(who)
    return wanted
