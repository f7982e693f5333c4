"""Activation timings of a monster's effects tied to what the monster did this turn (added to
monster_shapes._whole): the End Phase of the turn it was Normal Summoned or flipped face-up
(most Spirit monsters: "During the End Phase of the turn this card is Normal Summoned or
flipped face-up: Return it to the hand.").

Standard library only. Patterns are anchored, without nested quantified groups: linear. Each
shape says what the condition makes of the effect: a Trigger Effect of the End Phase (7-7-4)
that the monster activates only if it was Normal Summoned or flipped face-up this turn and
has stayed on the field since (`turned_up_this_turn`, 7-7-5).
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

# the End Phase of the turn it was Normal Summoned or flipped face-up, in the older wording
# ("... of the turn this card is ...") and the newer one ("Once per turn, during the End
# Phase, if this card was ... this turn"); either player's turn
TURNED_UP = re.compile(r"^(?:During the End Phase of the turn this card (?:is|was) Normal "
                       r"Summoned or flipped face-up|(?:Once per turn, d)uring the End "
                       r"Phase, if this card was Normal Summoned or flipped face-up this turn)$")
# "Return it to the hand.": "it" is the monster itself, which is on the field
RETURN_SELF = re.compile(r"^Return (?:it|this card) to the hand\.$")


def read(condition: str) -> Fields | None:
    """What the condition makes of the effect, or None when it is not one of these."""
    found = TURNED_UP.match(condition)
    if found is None:
        return None
    # "Once per turn" holds each copy (5-2-6): monster_shapes.effect reads it off the words
    return {"type": "trigger", "event": "end_phase", "turned_up_this_turn": True}


def itself(text: str, aimed: Fields, fields: Fields) -> list[Fields] | None:
    """"Return it to the hand." of such an effect: the monster itself, from the field it is
    activated on (5-3-11); None for any other sentence or effect."""
    if aimed or not fields.get("turned_up_this_turn") or fields.get("from", "field") != "field":
        return None
    return [{"to_hand": "self"}] if RETURN_SELF.match(text) else None
