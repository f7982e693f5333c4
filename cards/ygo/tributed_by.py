"""An activation condition on what this card was Tribute Summoned by Tributing: "When this card is
Tribute Summoned by Tributing a "Steelswarm" monster" (Steelswarm Mantis, Steelswarm Moth),
"... by Tributing a Dragon monster". The event is the Tribute Summon; the `if` key `tributed`
describes a monster that at least one of its Tributes was as it left the field
(judge/engine/ygo/tributed_by.py, 5-2-4); "by Tributing 2 "Steelswarm" monsters" (Steelswarm
Caucastag) asks it of 2 of them (`tributed_count: 2`).

Also the Tribute Summon a text allows with one Tribute of a kind: "You can Tribute Summon this
card by Tributing 1 Dinosaur monster." (`tribute_summon_with: 1` and `tribute_summon_by`, 8-2-7).

Standard library only. The patterns are anchored, without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.ygo import described
from cards.ygo.link_materials import description

Fields = dict[str, Any]

BY = re.compile(r"^(?P<head>(?:If|When) this card is Tribute Summoned) by Tributing (?:an? "
                r"(?P<words>[^,]+?) monster(?:\(s\))?|(?P<count>[23]) (?P<many>[^,]+?) monsters)$")


# "face-up", "in (face-up) Attack Position": a Tribute Summon is both, never a Set (8-2-6)
ONE_OF_A_KIND = re.compile(r"^You can Tribute Summon this card (?:face-up |in (?:face-up )?Attack "
                           rf"Position )?by Tributing 1 {described.words()}monster\.$")


def procedure(text: str) -> Fields | None:
    """The card keys of "You can Tribute Summon this card by Tributing 1 X monster.", or None."""
    found = ONE_OF_A_KIND.match(text)
    if found is None:
        return None
    words = described.fields(found, monster=True)
    if words is None or "except" in words:
        return None
    return {"tribute_summon_with": 1, **({"tribute_summon_by": words} if words else {})}


def condition(text: str, base: Callable[[str], Fields | None]) -> Fields | None:
    """The Trigger Effect and its `if`, or None when the words are not read."""
    found = BY.match(text)
    head = base(found.group("head")) if found is not None else None
    if found is None or head is None or "if" in head:
        return None
    count = int(found.group("count") or 1)  # "by Tributing 2 "X" monsters": 2 of them fit
    words = description(f"{found.group('words') or found.group('many')} monster")
    if not words or "not_type" in words:  # a description the engine asks as it is
        return None
    return {**head, "if": {"tributed": words, **({"tributed_count": count} if count > 1
                                                 else {})}}
