"""The Tri-Brigade monsters' summoning effect, read into the scenario format (5-2-33, 5-2-34,
8-5-20), or refused:

- the cost "banish any number of Beast, Beast-Warrior, and/or Winged Beast monsters in your GY":
  `{cost_cards: {do: banish, what: monster, type: [Beast, Beast-Warrior, Winged Beast],
  any_number: true}}` (a count the player chooses, 5-2-33);
- "Special Summon 1 Beast, Beast-Warrior, or Winged Beast Link Monster from your Extra Deck,
  with Link Rating equal to the number banished": `{rated_summon: {what: monster, type:
  [...]}}`, only beside such a cost of banished cards (5-2-34);
- "you can only use Beast, Beast-Warrior, and Winged Beast monsters as Link Material for the
  rest of this turn" (after "also", or with the time first): `{link_material_lock: {type:
  [...]}}` (8-5-20).

The monsters are described as link_materials.py reads a material ("Beast, Beast-Warrior, or
Winged Beast monster"); "and/or" and "and" of the other sentences are read as that "or" (each
monster one of the kinds). Any other description, count or zone is not this shape. Standard
library only; anchored patterns without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import link_materials

Fields = dict[str, Any]

COST = re.compile(r"^[Bb]anish any number of (?P<what>[^;\"]+?) monsters (?:in|from) your GY$")
SUMMON = re.compile(r"^Special Summon 1 (?P<what>[^;\"]+?) Link Monster from "
                    r"your Extra Deck,? with Link Rating equal to the number banished\.?$")
LOCK = re.compile(r"^(?:[Ff]or the rest of this turn, you can only use (?P<first>[^;\"]+?) "
                  r"monsters as Link Material|[Yy]ou can only use (?P<then>[^;\"]+?) monsters "
                  r"as Link Material for the rest of this turn)\.?$")
# "A, B, and/or C" and "A, B, and C" read as the "A, B, or C" link_materials.py reads
JOINS = re.compile(r"(,?) and(?:/or)? ")


def _kinds(words: str) -> Fields | None:
    """The description of "Beast, Beast-Warrior, and/or Winged Beast" monsters, or None."""
    described = link_materials.description(JOINS.sub(r"\1 or ", words) + " monster")
    if described is None or set(described) - {"type", "attribute"}:
        return None
    return described


def cost(text: str) -> Fields | None:
    """The cost of banished cards of a chosen count, or None when it is not this shape."""
    found = COST.match(text)
    described = _kinds(found.group("what")) if found is not None else None
    if described is None:
        return None
    return {"cost_cards": {"do": "banish", "what": "monster", **described, "any_number": True}}


def action(text: str, fields: Fields) -> list[Fields] | None:
    """The `rated_summon` step beside a cost that banishes a chosen count (5-2-34); None
    otherwise."""
    found = SUMMON.match(text)
    spec = fields.get("cost_cards")
    if found is None or not isinstance(spec, dict) or spec.get("do") != "banish" \
            or not (spec.get("any_number") or spec.get("up_to")):
        return None
    described = _kinds(found.group("what"))
    return [{"rated_summon": {"what": "monster", **described}}] if described else None


def lock(text: str) -> list[Fields] | None:
    """The `link_material_lock` step (8-5-20), or None when it is not this shape."""
    found = LOCK.match(text)
    described = _kinds(found.group("first") or found.group("then")) if found else None
    return [{"link_material_lock": described}] if described else None
