"""A card taken from the opponent's hand after looking at it (5-3-24), read into the scenario
format's `hand_pick` step, or refused.

Standard library only. "Look at your opponent's hand and discard 1 card from their hand." ->
`{hand_pick: {do: discard}}`; "Look at your opponent's hand, and choose 1 card from it to
shuffle into the Deck." (Pot of The Forbidden) -> `do: to_deck`; "... choose 1 monster ..."
(Trap Dustshoot) -> `what: monsters`; the older ", also discard 1 card from their hand"
(Dicelops) as "and discard". Anything more ("then, if it was a monster, ...", "all
cards with that name", "1 Spirit monster") is not read. The pattern is anchored: linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

PICK = re.compile(r"^Look at your opponent's hand(?:,? and|, also) (?:choose 1 "
                  r"(?P<chosen>card|monster) from it to shuffle into the Deck|discard 1 "
                  r"(?P<discarded>card|monster) from their hand)\.$")


def read(text: str) -> list[Fields] | None:
    """The `hand_pick` step, or None when the sentence is not one of these wordings."""
    found = PICK.match(text)
    if found is None:
        return None
    noun = found.group("chosen") or found.group("discarded")
    step: Fields = {"do": "to_deck" if found.group("chosen") else "discard"}
    if noun == "monster":
        step["what"] = "monsters"
    return [{"hand_pick": step}]
