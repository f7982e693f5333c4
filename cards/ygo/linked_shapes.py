"""A Continuous Trap bound to the monster it Special Summons (10-4-4) that prints more than its
three sentences of the bond, read into the scenario format, or nothing: "Activate this card by
targeting 1 "Lightsworn" monster in your Graveyard; Special Summon that target in face-up
Attack Position. During each of your End Phases: Send the top 2 cards of your Deck to the
Graveyard. When this card leaves the field, destroy that monster. When that monster leaves the
field, destroy this card." (Lightsworn Barrier's kin).

The activation and the two sentences of the bond are read as revival.py and trapmon_shapes.py
read them alone; the card's other sentences as those of any Continuous Trap (its effects on the
field, field_card_shapes.py; its Continuous Effects, continuous_shapes.py), and the two are put
together when neither says a key the other says. Standard library only, no pattern of its own.
"""
from __future__ import annotations

import dataclasses
from typing import Any

from cards.ygo import continuous_shapes, field_card_shapes, psct, revival, trapmon_shapes

Fields = dict[str, Any]


def encode_more(breakdown: psct.Breakdown) -> Fields | None:
    """The card's `target`, `effect` and `bond` with the fields of its other sentences; None
    when the bond's sentences are not there, or what is left reads to nothing."""
    if breakdown.limits or len(breakdown.effects) < 4:
        return None
    first, rest = breakdown.effects[0], breakdown.effects[1:]
    bond = [e for e in rest if trapmon_shapes.CARD_LEAVES.match(e.text)
            or trapmon_shapes.MONSTER_GOES.match(e.text)]
    if len(bond) != 2 or trapmon_shapes.CARD_LEAVES.match(bond[0].text) is None:
        return None
    bound = dataclasses.replace(breakdown, effects=[first, *bond])
    found = revival.encode_revival(bound) or trapmon_shapes.encode_revival(bound)
    others = dataclasses.replace(breakdown, effects=[e for e in rest if e not in bond])
    more = field_card_shapes.encode("trap", others) or continuous_shapes.encode_lasting(others)
    if found is None or more is None or more.get("effect") != [] \
            or any(key in found for key in more if key != "effect"):
        return None  # its activation does nothing more than the Special Summon (10-4-2)
    return {**more, **found}
