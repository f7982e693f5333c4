"""What monsters' own texts say of the Tokens their player controls, read into the scenario
format's card keys, or left unread.

Standard library only. "This card's Level is increased by the total Levels of all "Mecha
Phantom Beast Tokens" you control." is a Continuous Effect (4-7-7, 5-1-1): the card key
`level_from_tokens` names the Token (the plural as the singular each Token bears). "Tribute 1
Token" / "Tribute 2 Tokens" as a cost gives up Tokens its player controls (5-3-5): a
`cost_cards` of the Type "Token" each Token has (`cost` below, which shapes.cost asks). "When
a Token(s) is Special Summoned to your side of the field" is a Trigger Effect's condition on a
Summon (10-3-4, `summon_condition`, which monster_shapes.py asks).
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
# a Trigger Effect on a Token's Special Summon (10-3-4): "When a Token(s) is Special Summoned
# to your side of the field"
SUMMONED = re.compile(r"^(?P<s>If|When) a Token(?:\(s\))? is Special Summoned(?P<mine> to your "
                      r"(?:side of the )?field)?$")


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


def summon_condition(text: str) -> tuple[Fields, str] | None:
    """The `effects:` entry's fields of a Trigger Effect on a Token's Special Summon (the
    format's `event: summon` with `summon: {how: [special], type: Token}`, and `player:
    controller` when it must arrive on its player's field, 10-3-4), and the words "that ..."
    would repeat; None for any other condition."""
    found = SUMMONED.match(text)
    if found is None:
        return None
    summon: Fields = {"how": ["special"], "type": "Token",
                      **({"player": "controller"} if found.group("mine") else {})}
    return {"type": "trigger", "event": "summon", **({"when": True} if found.group("s") == "When"
                                                     else {}), "summon": summon}, "Token(s)"
