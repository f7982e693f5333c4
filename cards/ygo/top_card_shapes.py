"""The top card of a Deck looked at by the effect's player, then placed on the top or the bottom
of that Deck (5-3-35), read into the scenario format's `top_card_placed` step, or refused.

Standard library only. "Look at the top card of their Deck, then place it on the top or bottom
of the Deck." (Dark Scorpion - Chick the Yellow's option, after "When this card inflicts battle
damage to your opponent") and "... and place it ..." (Blizzard Warrior): "their Deck" is the
opponent's, as "your opponent's Deck" is (`player: opponent`); "your Deck" the player's own
(`player: controller`), and the Deck it goes back to is the one looked at ("the Deck", or that
player's by name). "Look at the top card of your Deck" alone, placing it elsewhere, or looking
at more cards is not this. The pattern is anchored, with no nested quantified group: linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

TOP_OR_BOTTOM = re.compile(r"^Look at the top card of (?P<whose>their|your opponent's|your) "
                           r"Deck,? (?:then|and) place it on (?:either )?the top or (?:the )?"
                           r"bottom of (?P<back>the|their|your) Deck\.$")
OPPONENT = ("their", "your opponent's")


def read(text: str) -> list[Fields] | None:
    """The `top_card_placed` step, or None when the sentence is not one of these wordings."""
    found = TOP_OR_BOTTOM.match(text)
    if found is None:
        return None
    opponent = found.group("whose") in OPPONENT
    if found.group("back") != "the" and (found.group("back") == "their") != opponent:
        return None  # looked at one player's Deck, placed in the other's: not a wording
    return [{"top_card_placed": {"player": "opponent" if opponent else "controller"}}]
