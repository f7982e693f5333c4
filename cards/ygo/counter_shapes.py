"""Counters a card's text places, counts and removes (4-8), read into the scenario format, or
refused.

Standard library only. Three shapes, each naming its kind of counter ("Spell Counter"; an
unnamed "counter" is not read):
- the action "Place 1 Spell Counter on it (max. 1)." on the card itself: the step
  `{place_counters: {card: self, count, name, max}}` (4-8-1, 4-8-2);
- the cost "remove 2 Spell Counters from this card": an effect's `remove_counters` (4-8-3);
- a monster's "Gains 300 ATK for each Spell Counter on it." and "Each time a Spell Card is
  activated, place 1 Spell Counter on this card when that Spell resolves (max. 3).": its
  `counter: {name, atk, each_spell, max}` (4-8-4, 4-8-5).
Anchored patterns without nested quantified groups: linear in the text's length.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

NAME = r"(?P<name>[A-Z][A-Za-z-]*(?: [A-Z][A-Za-z-]*)? Counter)s?"
MAX = r"(?: \(max\. (?P<max>\d{1,2})\))?"
PLACE = re.compile(rf"^[Pp]lace (?P<n>\d{{1,2}}) {NAME} on (?:it|this card){MAX}\.$")
COST = re.compile(rf"^[Rr]emove (?P<n>\d{{1,2}}) {NAME} from this card$")
ATK = re.compile(rf"^(?:This card )?[Gg]ains (?P<atk>\d{{1,4}}) ATK for each {NAME[:-2]} on "
                 r"(?:it|this card)\.$")
EACH_SPELL = re.compile(rf"^Each time a Spell Card is activated, place (?P<n>\d{{1,2}}) {NAME} "
                        rf"on this card when that Spell(?: Card)? resolves{MAX}\.$")


def read(text: str) -> list[Fields] | None:
    """The `place_counters` step of the sentence, or None."""
    found = PLACE.match(text)
    if found is None:
        return None
    step: Fields = {"card": "self", "count": int(found.group("n")), "name": found.group("name")}
    if found.group("max"):
        step["max"] = int(found.group("max"))
    return [{"place_counters": step}]


def cost(text: str) -> Fields | None:
    """"Remove 1 Spell Counter from this card" as an effect's cost, or None."""
    found = COST.match(text)
    return None if found is None else {"remove_counters": int(found.group("n"))}


def static(text: str, known: Fields) -> Fields | None:
    """A monster's sentence that adds to its `counter` (the one in `known`, of the same
    kind, or a new one); None when it is none of these, or speaks of another kind."""
    atk, each = ATK.match(text), EACH_SPELL.match(text)
    found = atk or each
    if found is None or known and known["name"] != found.group("name"):
        return None
    spec = dict(known) if known else {"name": found.group("name")}
    if atk is not None:
        if "atk" in spec:
            return None
        spec["atk"] = int(atk.group("atk"))
        return spec
    if "each_spell" in spec:
        return None
    spec["each_spell"] = int(found.group("n"))
    if found.group("max"):
        spec["max"] = int(found.group("max"))
    return spec
