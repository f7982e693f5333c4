"""A target in either of two places (5-2-3): "target 1 Synchro Monster you control or in your
GY", "1 card your opponent controls or in their GY", "1 monster on the field or in either GY",
"1 Level 4 or lower Psychic monster in your GY or banishment", "target 1 of your Dragon
monsters that is banished or in your GY", read as the target in its first place with the
second place under `also_zone` (the player is the same in both: "their GY" is the opponent's
of "your opponent controls").

An action on such a target is read only when it reads the same for a card in either place
(`both`): the words never say more for one of them than the engine applies there. Standard
library only; anchored patterns without nested quantified groups (linear).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]

GY = r"(?:GY|Graveyard)"
# the first place said as target_shapes.py reads it, and the second place's zone
PAIRS = (
    (re.compile(rf" you control or in your {GY}(?=,|$)"), " you control", "graveyard"),
    (re.compile(rf" your opponent controls or in their {GY}(?=,|$)"), " your opponent controls",
     "graveyard"),
    (re.compile(rf" on the field or in either {GY}(?=,|$)"), " on the field", "graveyard"),
    (re.compile(rf" in your {GY} or banishment(?=,|$)"), " in your GY", "banished"),
)
# "of your X monsters(,) that is banished or (is) in your GY": the player's own banished cards
BANISHED = re.compile(r"^(?P<head>[Tt]arget (?:1|up to [2-5]|[2-5]) )of your (?P<words>[^;]+?),? "
                      r"that (?:is|are) banished (?:or|and/or) (?:is )?in your "
                      rf'{GY}(?P<tail>, except "[^"]+")?$')


def target(text: str, read: Callable[[str], Fields | None]) -> Fields | None:
    """The target in two places (`read`: target_shapes.target for the first place), or None."""
    found = BANISHED.match(text)
    if found is not None:
        return _also(read(f'{found["head"]}of your banished {found["words"]}'
                          f'{found["tail"] or ""}'), "banished", "graveyard")
    for pattern, first, zone in PAIRS:
        hits = list(pattern.finditer(text))
        if len(hits) == 1:
            one = text[:hits[0].start()] + first + text[hits[0].end():]
            return _also(read(one), first_zone(first), zone)
    return None


def first_zone(first: str) -> str:
    return "graveyard" if first == " in your GY" else "field"


def _also(aimed: Fields | None, zone: str, also: str) -> Fields | None:
    spec = (aimed or {}).get("target")
    if not isinstance(spec, dict) or spec.get("zone") != zone or "also_zone" in spec \
            or "or" in spec or spec.get("position"):
        return None  # a battle position only a monster on the field has (9-1-1)
    return {**(aimed or {}), "target": {**spec, "also_zone": also}}


def both(text: str, spec: Fields, read: Callable[[str, Fields], list[Fields] | None]
         ) -> list[Fields] | None:
    """The steps of an action on a target in two places: read for a target in each, and kept
    only when both readings are the same steps."""
    first = {key: value for key, value in spec.items() if key != "also_zone"}
    steps, other = read(text, first), read(text, {**first, "zone": spec["also_zone"]})
    if steps is not None and steps == other:
        return steps
    # "return it to the hand" and "add it to your hand" say one move for a card of the
    # player's own: to its owner's hand from wherever it is (5-3-11), the verb fitting only
    # one of the places
    kept = steps or other
    if spec.get("player") == "controller" and kept and (steps is None or other is None) \
            and all(set(step) == {"to_hand"} for step in kept):
        return kept
    return None
