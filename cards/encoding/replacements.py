"""Replacement effects (CR 8-1-3-4) -> `replace:` entries (engine replacements.py).

"[Once Per Turn] If this Character would be K.O.'d by your opponent's effect, you may trash 1
card from your hand instead." reads as `{event: ko, by: opponents_effects, instead:
{trash_from_hand: 1}, once_per_turn: true}`: what would happen to this Character (a K.O., by
any means, by an effect, by the opponent's effect or in battle; or its removal from the field
by the opponent's effect), and what its owner may do instead, read as a cost is (costs.py),
since it is done in full or not at all (CR 8-1-3-4-5). A replacement that protects other
cards, one with a [DON!! xX], or one whose "instead" is not a known cost is not read.
"""
from __future__ import annotations

import re

from cards.encoding.costs import read_cost
from cards.encoding.groups import UnreadableError

REPLACEMENT = re.compile(
    r"^If this Character would be (?P<what>K\.O\.'d(?: by an effect| by your opponent's effect"
    r"| in battle)?|removed from the field by your opponent's effect), you may "
    r"(?P<instead>[^.]{1,160}) instead\.$")
WHAT = {
    "K.O.'d": {"event": "ko"},
    "K.O.'d by an effect": {"event": "ko", "by": "effects"},
    "K.O.'d by your opponent's effect": {"event": "ko", "by": "opponents_effects"},
    "K.O.'d in battle": {"event": "ko", "by": "battle"},
    "removed from the field by your opponent's effect": {"event": "removal"},
}
# what may be done instead: the engine's cost parts (cost_schema.PART_KEYS) and trashing
# from the hand; a cost of the older forms (resting DON!!, DON!! −X) is not a part
PARTS = ("trash_self", "bottom_self", "bounce_self", "life_to_hand", "trash_life", "trash_deck",
         "leader_power", "life_face_up", "life_face_down", "return_don", "return_active_don",
         "trash_from_hand", "reveal_from_hand", "trash_to_deck_bottom", "bounce_own",
         "rest_own", "trash_own", "bottom_own", "hand_to_deck_bottom")


def read_replacement(labels: dict, text: str) -> dict | None:
    """The `replace:` entry of a permanent ability, None when it is not a replacement;
    UnreadableError when it is one this reader does not know in full."""
    found = REPLACEMENT.match(text)
    if found is None:
        return None
    if set(labels) - {"once_per_turn", "_condition"}:
        raise UnreadableError(text)  # [DON!! xX] on a replacement: not read yet
    instead = read_cost("You may " + found.group("instead"))
    if not instead or set(instead) - set(PARTS):
        raise UnreadableError(text)
    entry: dict = {**WHAT[found.group("what")], "instead": instead}
    if labels.get("once_per_turn"):
        entry["once_per_turn"] = True
    if labels.get("_condition"):
        entry["condition"] = labels["_condition"]
    return entry
