"""A restriction on adding from the Deck that an effect leaves for the rest of the turn once it
resolves (5-2-27): "also you cannot add cards from your Deck to your hand for the rest of this
turn, except by drawing them" (The Weather Snowy Canvas's given effect), read into the step
`{no_deck_adds_rest: true}`, a later part of an effect in parts (clauses.py).

Standard library only. Only the player of the effect is restricted ("you"); draws stay allowed,
and the words "except by drawing them" must be printed (without them the restriction would be
another one). The time it lasts may stand before or after what it forbids, said once. Anchored
patterns without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

REST = r"for the rest of this turn"
FORBIDS = r"you cannot add cards from (?:the|your) Deck to (?:the|your) hand"
# "you cannot add cards ... for the rest of this turn, except by drawing them" / "For the rest
# of this turn, you cannot add cards ..., except by drawing them"
DECK_ADDS = re.compile(rf"^(?:{FORBIDS} {REST}|[Ff]{REST[1:]}, {FORBIDS}),? except by drawing "
                       r"them\.$")


def read(text: str) -> list[Fields] | None:
    """`[{no_deck_adds_rest: true}]` for the sentence, or None."""
    if DECK_ADDS.match(text[:1].lower() + text[1:]) is None:  # "also you ..." / "You ..."
        return None
    return [{"no_deck_adds_rest": True}]
