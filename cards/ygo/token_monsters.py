"""What monsters' own texts say of the Tokens their player controls, read into the scenario
format's card keys, or left unread.

Standard library only. "This card's Level is increased by the total Levels of all "Mecha
Phantom Beast Tokens" you control." is a Continuous Effect (4-7-7, 5-1-1): the card key
`level_from_tokens` names the Token (the plural as the singular each Token bears). "Tribute 1
Token" / "Tribute 2 Tokens" as a cost gives up Tokens its player controls (5-3-5): a
`cost_cards` of the Type "Token" each Token has (`cost` below, which cost_shapes.py asks).
Anchored patterns without nested quantified groups: linear in the text's length.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct, token_shapes

Fields = dict[str, Any]

LEVELS = re.compile(r'^This card\'s Level is increased by the total Levels of all "(?P<name>[^"]+'
                    r' Tokens)" you control\.$')
TRIBUTE = re.compile(r"^Tribute (?P<count>\d) Tokens?$")


def read_monster(breakdown: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """The sentence LEVELS among a monster's Continuous Effects still unread (4-7-7); a
    sentence about the Tokens its FLIP effect makes, just after it, as token_shapes.rider reads
    it after any other effect ("When this Token is destroyed, ...", 4-7-4 to 4-7-8)."""
    texts = [effect.text for effect in breakdown.effects]
    for effect in psct.unread_continuous(breakdown, read):
        found = LEVELS.match(effect.text)
        index = texts.index(effect.text)
        if found is not None and "level_from_tokens" not in fields:
            fields["level_from_tokens"] = found.group("name")[:-1]  # each a "... Token"
            read.append(effect.text)
        elif index and texts[index - 1].startswith("FLIP: ") and texts[index - 1] in read \
                and token_shapes.rider(effect.text, fields.get("flip", [])):
            read.append(effect.text)


def cost(text: str) -> Fields | None:
    """`{"cost_cards": {...}}` for "Tribute 1 Token" / "Tribute 2 Tokens" (5-3-5), or None;
    the count and the noun agree as printed."""
    found = TRIBUTE.match(text)
    if found is None:
        return None
    count = int(found.group("count"))
    if not 1 <= count <= 5 or (count == 1) != text.endswith("Token"):
        return None
    return {"cost_cards": {"do": "tribute", "what": "monster", "type": "Token",
                           **({"count": count} if count != 1 else {})}}
