"""Several cards excavated from the top of their player's Deck, one of them taken, the rest
placed where the text says (5-3-34), read into the scenario format's `excavate_cards` step, or
refused.

Standard library only. One sentence, after "You can" or a cost: "excavate the top 5 cards of
your Deck, and if you do, you can Special Summon 1 excavated Level 4 or lower non-Tuner Rock
monster, also place the rest on the bottom of your Deck in any order." -> `{excavate_cards:
{count: 5, to: field, rest: deck_bottom, optional: true, what: monster, type: Rock,
level_max: 4, non_tuner: true}}`; "you can add 1 excavated LIGHT or DARK monster to your hand,
also send the remaining cards to the GY" -> `to: hand, rest: graveyard`. The card taken is
described as fetch_shapes.py describes a card taken from the Deck (the same words read the
same way). Only the "you can" form is read: a card the player must take when one fits asks
the judge to know what "fits" means before the player names it, which no key holds yet. Nor
a position for the Summon, a shuffle of the rest, or a count that is not a number. Patterns are
anchored, without nested quantified groups: linear in the text's length.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import fetch_shapes

Fields = dict[str, Any]

GY = r"(?:GY|Graveyard)"
EXCAVATE = re.compile(
    r"^(?:You can )?[Ee]xcavate the top (?P<count>[2-9]|10) cards of your Deck, and if you do, "
    r"you can (?P<verb>Special Summon|add) 1 excavated (?P<which>[^,]+?)(?P<hand> to your hand)?"
    r", also (?P<rest>place the rest on the bottom of (?:your|the) Deck in any order"
    rf"|send the (?:remaining cards|rest) to the {GY})\.$")
NON_TUNER = "non-Tuner "
# what a card taken from the Deck is described by, as fetch_shapes.py reads it: nothing else
# (a position, a lock, a count) is a word the step holds
WORDS = frozenset(("what", "names", "archetype", "type", "attribute", "level", "level_min",
                   "level_max", "except"))


def read(text: str) -> list[Fields] | None:
    """The `excavate_cards` step, or None."""
    found = EXCAVATE.match(text)
    if found is None or (found.group("verb") == "add") != bool(found.group("hand")):
        return None
    which = found.group("which")
    non_tuner = NON_TUNER in which
    which = which.replace(NON_TUNER, "", 1)
    if NON_TUNER in which:
        return None
    to = "field" if found.group("verb") == "Special Summon" else "hand"
    sentence = f"Special Summon 1 {which} from your Deck." if to == "field" \
        else f"Add 1 {which} from your Deck to your hand."
    fetched = fetch_shapes.read(sentence)
    if not fetched or len(fetched) != 1:
        return None
    described = dict(fetched[0]["fetch"])
    if described.pop("to", None) != to or not set(described) <= WORDS \
            or non_tuner and described.get("what") != "monster":
        return None
    rest = "deck_bottom" if found.group("rest").startswith("place") else "graveyard"
    step: Fields = {"count": int(found.group("count")), "to": to, "rest": rest,
                    "optional": True, **described}
    if non_tuner:
        step["non_tuner"] = True
    return [{"excavate_cards": step}]
