"""A target described by what it is not (5-2-3): "target 1 LIGHT non-Link Fiend monster you
control", "1 non-Tuner "Fabled" monster you control", "1 Level 5 or higher non-DARK monster on
the field", "target 1 Thunder monster in your GY, except a Link Monster", ""Prank-Kids" cards
with different names in your GY, except Link Monsters": read as the target without those
words, with `non_type` (a kind or Type its type line must not hold; "non-Tuner": the
description's `non_tuner`) or `non_attribute` on its description (judge/engine/ygo/described.py).

Read only where the words stand once; "non-" of a Type or an Attribute only on a monster
target, "except Link Monsters" on any card (a Spell or Trap is never a Link Monster).
"non-Effect Monster" is non_effect_shapes.py's. Standard library only; the patterns are
anchored on their words, with no nested quantified group (linear).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.ygo.described import ATTRIBUTES, TYPES

Fields = dict[str, Any]

KINDS = "Tuner|Link|Synchro|Fusion|Xyz|Ritual|Pendulum|Normal|Token"
NON = re.compile(rf"(?<= )non-(?:(?P<kind>{KINDS}|{TYPES})|(?P<attribute>{ATTRIBUTES})) ")
EXCEPT_LINK = re.compile(r",? except (?:a )?Link Monsters?(?=,|$)")


def words(text: str) -> bool:
    """Whether the target's text holds such words (each reader call checks them once)."""
    return bool(NON.search(text) or EXCEPT_LINK.search(text))


def read(text: str, reader: Callable[[str], Fields | None]) -> Fields | None:
    """The target `reader` makes of the text without the words, with `non_type` or
    `non_attribute` on it; None when the words are not there once or the rest is not read."""
    found = list(NON.finditer(text)) + list(EXCEPT_LINK.finditer(text))
    if len(found) != 1:
        return None
    hit = found[0]
    plain = text[:hit.start()] + text[hit.end():]
    aimed = reader(plain)
    spec = (aimed or {}).get("target")
    if not isinstance(spec, dict) or "or" in spec or "non_type" in spec:
        return None
    if hit.re is EXCEPT_LINK:
        return {**(aimed or {}), "target": {**spec, "non_type": "Link"}}
    if spec.get("what") != "monster":
        return None
    key, word = ("non_type", hit["kind"]) if hit["kind"] else ("non_attribute", hit["attribute"])
    types = spec.get("type")
    if word in (types if isinstance(types, list) else [types]) or word == spec.get("attribute"):
        return None  # "a non-Tuner Tuner": not a description read
    if word == "Tuner":  # the description's own word for it (8-5-14)
        return {**(aimed or {}), "target": {**spec, "non_tuner": True}}
    return {**(aimed or {}), "target": {**spec, key: word}}
