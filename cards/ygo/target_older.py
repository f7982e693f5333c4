"""Other words for targets target_shapes.py reads, said the way it reads them (5-2-3):

- a Type or archetype after the noun, the older order: "Target 1 monster "Fur Hire" in your GY"
  is "Target 1 "Fur Hire" monster in your GY";
- "on either field" is "on the field" (either player's): "Target 1 Special Summoned monster on
  either field";
- a banished card of either player: "Target 1 banished monster" (a face-up one, 3-9), as
  "target up to 3 banished monsters" is;
- either of two names or archetypes before one noun: "Target 1 "Fluffal" or "Frightfur" monster
  in your Graveyard" is target_either.py's "Target 1 "Fluffal" monster or 1 "Frightfur" monster
  in your Graveyard", and "target 1 "Dark Magician" or "Buster Blader" in your GY" its
  "target 1 "Dark Magician" or 1 "Buster Blader" in your GY";
- one on each player's field: "Target 1 Spell/Trap on each field" is target_pairs.py's "Target
  1 Spell/Trap you control and 1 Spell/Trap your opponent controls".

Standard library only. Each pattern is anchored, its parts without nested quantifiers:
linear. What is rewritten never matches a pattern here again, so reading it ends.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]

# "Target 1 monster "Fur Hire" in your GY"
# (the place after it, any words without quotes, is target_shapes.py's to read)
AFTER_NOUN = re.compile(r'^(?P<head>[Tt]arget 1 )(?P<noun>monster|card) (?P<name>"[^"]+") '
                        r'(?P<where>[^";]+)$')
EITHER_FIELD = re.compile(r"^(?P<head>[Tt]arget 1 [^;]+?) on either field$")
# "Target 1 banished monster": 1 face-up banished card of either player
BANISHED = re.compile(r"^(?P<head>[Tt]arget) 1 banished (?P<rest>[^;]+)$")
# "Target 1 Spell/Trap on each field": one of each player's
EACH_FIELD = re.compile(r"^(?P<head>[Tt]arget 1 )(?P<what>[^;]+?) on each field$")
# two names or archetypes joined by "or", one noun (or none: names alone) after them
EITHER = re.compile(r'^(?P<head>[Tt]arget 1 )(?P<one>"[^"]+") or (?P<two>"[^"]+")'
                    r'(?P<noun> monster| card)? (?P<where>[^";]+)$')


def target(text: str, read: Callable[[str], Fields | None]) -> Fields | None:
    """The target read by `read` (target_shapes.target) from its words here, or None when
    the text is not one of these."""
    found = AFTER_NOUN.match(text)
    if found is not None:
        return read(f"{found.group('head')}{found.group('name')} {found.group('noun')} "
                    f"{found.group('where')}")
    found = EITHER_FIELD.match(text)
    if found is not None:
        return read(f"{found.group('head')} on the field")
    found = BANISHED.match(text)
    if found is not None and found.group("rest").endswith(("monster", "card")):
        aimed = read(f"{found.group('head')} 1 of your banished {found.group('rest')}s")
        if aimed is None or aimed.get("target", {}).get("player") != "controller":
            return None
        aimed["target"]["player"] = "any"  # either player's, as "up to 3 banished monsters"
        return aimed
    return None


def either(text: str) -> str | None:
    """"Target 1 "X" or "Y" monster in your GY" in target_either.py's words, or None."""
    found = EITHER.match(text)
    if found is None:
        return None
    noun = found.group("noun") or ""
    return f"{found.group('head')}{found.group('one')}{noun} or 1 {found.group('two')}{noun} " \
           f"{found.group('where')}"


def each_field(text: str) -> str | None:
    """"Target 1 Spell/Trap on each field" in target_pairs.py's words ("Target 1 Spell/Trap
    you control and 1 Spell/Trap your opponent controls"), or None."""
    found = EACH_FIELD.match(text)
    if found is None:
        return None
    what = found.group("what")
    return f"{found.group('head')}{what} you control and 1 {what} your opponent controls"
