"""A cost that gives up a card of either of two descriptions (5-2-20), read into the scenario
format's `cost_cards` with an `or`: "discard this card and 1 Dragon or WATER monster",
"return 1 "Starry Knight" monster or 1 Level 7 LIGHT Dragon monster you control to the hand",
"banish 1 "Fissure" or 1 "Smashing Ground" from your hand or GY", "Tribute 1 "Atlantean" or
"Mermail" monster".

Standard library only. The sentence is said as two descriptions, each "1 ..." (a Type or an
archetype "or" an Attribute or another archetype before one noun is said as two: "1 Dragon
monster or 1 WATER monster"), split at its one " or 1 ", and each half is read as a cost of its
own (cost_shapes.py) with the place and tail (destination, "except "X"") printed after the
second: a description is read here exactly as a lone cost's is. The pair is read only when
both halves read and give up one card the same way from the same places: the format's `or`
holds only the other description. Anchored patterns, no nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import cost_combination, cost_shapes, described

Fields = dict[str, Any]

# the words of a description the other half carries under `or` (schema_costs._either)
WORDS = {"what", "names", "archetype", "type", "attribute", "level", "level_min", "level_max",
         "except", "property", "atk_max", "atk_min", "def_max", "def_min", "link", "link_min",
         "link_max"}
ONE_TYPE = described.ONE_TYPE
# "1 Dragon or WATER monster", "1 "Atlantean" or "Mermail" monster": one noun, two words
SHARED_NOUN = re.compile(rf'^(?P<verb>[A-Z][a-z]+) 1 (?P<first>{ONE_TYPE}|"[^"]+") or '
                         rf'(?P<second>(?:{described.ATTRIBUTES})|"[^"]+") '
                         r"(?P<noun>monster|card)(?P<rest> .+)?$")
# "Tribute 2 "Generaider" monsters and/or Rock monsters", "send a total of 2 "Fire Fist" /
# "Fire Formation" cards": several cards, each of either description
MANY = re.compile(rf'^(?P<verb>[A-Z][a-z]+) (?:a total of )?(?P<n>[2-9]) '
                  rf'(?P<first>{ONE_TYPE}|"[^"]+")(?: (?P<noun1>monsters|cards) and/or | / )'
                  rf'(?P<second>{ONE_TYPE}|(?:{described.ATTRIBUTES})|"[^"]+") '
                  r"(?P<noun>monsters|cards)(?P<rest> .+)?$")
PAIR = re.compile(r"^(?P<verb>[A-Z][a-z]+) (?P<first>1 [^;,]+?) or (?P<second>1 [^;]+)$")


def read(text: str) -> Fields | None:
    """`{"cost_cards": {..., "or": {...}}}` for a cost of either description, or None when the
    sentence is not such a pair or a half does not read."""
    many = MANY.match(text)
    if many is not None:
        return _many(many)
    if text.endswith(")"):  # "2 cards ... (any combination of X or Y)" (cost_combination.py)
        return cost_combination.read(text, read)
    text = _two_nouns(text)
    found = PAIR.match(text)
    if found is None or " or 1 " in found.group("second"):
        return None
    verb = found.group("verb")
    second_text = f"{verb} {found.group('second')}"
    matched = cost_shapes._match(second_text)
    if matched is None:
        return None
    after = second_text[matched[0].start("place"):]  # the place and tail, said once for both
    first, second = cost_shapes.read(f"{verb} {found.group('first')}{after}"), \
        cost_shapes.read(second_text)
    one = first.get("cost_cards") if first else None
    other = second.get("cost_cards") if second else None
    if one is None or other is None or one.get("count", 1) != 1:
        return None
    if _giving(one) != _giving(other):
        return None  # "1 card from your hand or 1 face-up monster": not one way for both
    return {"cost_cards": {**one, "or": {key: value for key, value in other.items()
                                         if key in WORDS}}}


def _many(found: re.Match[str]) -> Fields | None:
    """Several cards, each of either description: the pair read for one card, then counted;
    from several places only when the text says "and/or" (any mix, as cost_shapes.py)."""
    noun, rest = found.group("noun"), found.group("rest") or ""
    if found.group("noun1") not in (None, noun):
        return None  # "2 "X" cards and/or Rock monsters": not a wording read
    one = read(f"{found.group('verb')} 1 {found.group('first')} {noun[:-1]} or 1 "
               f"{found.group('second')} {noun[:-1]}{rest}")
    if one is None:
        return None
    spec = one["cost_cards"]
    if len(spec.get("from", [])) > 1 and " and/or " not in rest:
        return None  # "2 cards from your hand or GY": all from one place or a mix, unsaid
    return {"cost_cards": {**spec, "count": int(found.group("n"))}}


def _two_nouns(text: str) -> str:
    """"Discard 1 Dragon or WATER monster" said as "Discard 1 Dragon monster or 1 WATER
    monster", each half with its noun; any other sentence as it is."""
    found = SHARED_NOUN.match(text)
    if found is None:
        return text
    noun, rest = found.group("noun"), found.group("rest") or ""
    return (f"{found.group('verb')} 1 {found.group('first')} {noun} or 1 "
            f"{found.group('second')} {noun}{rest}")


def _giving(spec: Fields) -> Fields:
    """How and from where a half gives its card up: everything but its description."""
    return {key: value for key, value in spec.items() if key not in WORDS}
