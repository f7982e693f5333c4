"""Levels raised by a card's Continuous Effect on other monsters (5-1-17), read into the
scenario format's card keys, or left unread.

Standard library only. Read:

- a Field Spell's "Increase the Levels of all "F.A." monsters on the field by 2 during the Main
  Phase and Battle Phase." ("... during the Main Phase only.", "... during the Battle Phase
  only.") -> `level_boost: {archetype: F.A., by: 2, phases: [main, battle]}`: either player's
  face-up monsters of that archetype, in either player's phases so named;
- a monster's "While this card is equipped to a monster, that monster's Level is increased by
  3." (the "Inzektor" monsters), with ", also it gains ATK/DEF equal to this card's ATK/DEF."
  or "... ATK and DEF equal to this card's ATK and DEF." -> `as_equip: {level: 3, own_stats:
  true}`, what it gives as an Equip Card whoever equipped it (10-4-7), merged with the
  `as_equip` other readers made of its other sentences.

A Level lowered, a Level counted from another card, or a monster of a kind other than an
archetype is not read here. Anchored patterns without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct

Fields = dict[str, Any]

BOOST = re.compile(r'^Increase the Levels of all "(?P<archetype>[^"]+)" monsters on the field '
                   r"by (?P<by>[1-9]) during the (?P<phases>Main Phase and Battle Phase|Main "
                   r"Phase only|Battle Phase only)\.$")
PHASES = {"Main Phase and Battle Phase": ["main", "battle"], "Main Phase only": ["main"],
          "Battle Phase only": ["battle"]}
EQUIPPED = re.compile(r"^While this card is equipped to a monster, that monster's Level is "
                      r"increased by (?P<by>[1-9])(?P<stats>, also it gains ATK/DEF equal to "
                      r"this card's ATK/DEF|, also it gains ATK and DEF equal to this card's "
                      r"ATK and DEF)?\.$")


def boost(effect: psct.Effect) -> Fields | None:
    """The `level_boost` of a Continuous Effect so worded, or None."""
    found = BOOST.match(effect.text) if effect.kind == "continuous" and not effect.clauses \
        else None
    if found is None:
        return None
    return {"archetype": found.group("archetype"), "by": int(found.group("by")),
            "phases": PHASES[found.group("phases")]}


def fold(encoded: Fields | None, breakdown: psct.Breakdown) -> Fields | None:
    """A Field Spell's encoding with its `level_boost` read: the sentence taken off `left`; a
    card nothing else read gets an encoding whose activation does nothing more (10-4-2), its
    other sentences under `left`."""
    read = [(effect.text, spec) for effect in breakdown.effects
            if (spec := boost(effect)) is not None]
    if len(read) != 1 or encoded is not None and "level_boost" in encoded:
        return encoded
    text, spec = read[0]
    if encoded is None:
        left = [e.text for e in breakdown.effects if e.text != text] + list(breakdown.limits)
        return {"effect": [], "level_boost": spec, **({"left": left} if left else {})}
    if text not in encoded.get("left", []):
        return encoded  # read by another reader, or not left to read
    left = [note for note in encoded["left"] if note != text]
    out = {key: value for key, value in encoded.items() if key != "left"}
    return {**out, "level_boost": spec, **({"left": left} if left else {})}


def read_monster(main: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """A monster's Level given as an Equip Card, with its own ATK and DEF if printed so."""
    for effect in main.effects:
        found = EQUIPPED.match(effect.text) if effect.kind == "continuous" \
            and not effect.clauses and effect.text not in read else None
        if found is None or "level" in fields.get("as_equip", {}):
            continue
        gift = fields.setdefault("as_equip", {})
        gift["level"] = int(found.group("by"))
        if found.group("stats"):
            gift["own_stats"] = True
        read.append(effect.text)
