"""A Special Summon's "its effects are negated" printed as a sentence of its own, after the
sentence that Summons the monster: "When this card is Normal Summoned, you can select 1 Level 1
Beast-Type monster in your Graveyard and Special Summon it in face-up Defense Position. Its
effects are negated." (Lock Cat), "... you can Special Summon 1 "Medium Piece Golem" from your
Deck. That monster's effect is negated while it is face-up on the field." (Small Piece Golem),
"Special Summon 3 Level 3 WATER monsters from your Deck. Their effects are negated." (Big
Whale). The newer texts print the same as one sentence, "..., but negate its effects", which the
Special Summon readers take as the step's `negated: true` (summon_riders.py, fetch_shapes.py):
the monster's effects are negated while it stays face-up on the field (5-5-1).

Standard library only. `fold` puts the rider inside the action of the effect just before it,
as those words ("..., but its effects are negated."), when that action is one Special Summon
and nothing after it (no "then", "also", "and if you do", no other "but"); the rider sentence
stays in the breakdown, read only when the effect it was folded into is read (`riders`).
Anything else (another sentence between, an action doing more, a rider that says more: "Its
effects are negated, also it is destroyed during your next End Phase.") is left as printed.
"""
from __future__ import annotations

import dataclasses
from typing import Any

from cards.ygo import psct

# the rider and the words it becomes inside the sentence before it: one monster or several
SINGULAR = ", but its effects are negated."
PLURAL = ", but their effects are negated."
RIDERS = {"Its effects are negated.": SINGULAR, "Its effect(s) is negated.": SINGULAR,
          "Its effect is negated.": SINGULAR,
          "The effect(s) of that monster is negated.": SINGULAR,
          "The effects of that monster are negated.": SINGULAR,
          "That monster's effect is negated while it is face-up on the field.": SINGULAR,
          "That monster's effects are negated while it is face-up on the field.": SINGULAR,
          "Their effects are negated.": PLURAL}
# words joining another clause to the action: then it does more than Summon
JOINED = (", then ", ", also ", " and ", ", but ", ". ", ";")


def fold(breakdown: psct.Breakdown) -> tuple[psct.Breakdown, dict[str, str]]:
    """The breakdown with each rider above put at the end of the action just before it (its
    text unchanged), and for each rider folded the text of the effect it went into."""
    effects, folded = list(breakdown.effects), {}
    for index in range(1, len(effects)):
        rider, before = effects[index], effects[index - 1]
        words = RIDERS.get(rider.text)
        if words is None or rider.options or before.options or rider.text in folded \
                or not _one_summon(before.action):
            continue
        effects[index - 1] = dataclasses.replace(before, action=before.action[:-1] + words)
        folded[rider.text] = before.text
    return dataclasses.replace(breakdown, effects=effects), folded


def _one_summon(action: str) -> bool:
    """Whether the action ends with its one Special Summon, no other clause joined to it."""
    _, summon, after = action.partition("Special Summon ")
    return bool(summon) and action.endswith(".") and "Special Summon" not in after \
        and not any(word in after for word in JOINED)


def riders(folded: dict[str, str], read: list[str], fields: dict[str, Any]) -> list[str]:
    """The riders to mark read: those whose effect is read with the rider in its step. Some
    readers take an effect's whole text rather than its action, and so never see the rider:
    the effects' Special Summon steps marked `negated` must then number at least the riders
    taken and the other read effects that speak of negating."""
    hosts = [rider for rider, host in folded.items() if host in read and rider not in read]
    others = sum(1 for text in read if text not in folded.values() and "negate" in text)
    return hosts if hosts and _negated(fields.get("effects", [])) >= len(hosts) + others \
        else []


def _negated(found: Any) -> int:
    """How many summoning steps (`special_summon`, `fetch` to the field) among these effects,
    their parts and their "then" steps are marked `negated`."""
    if isinstance(found, list):
        return sum(_negated(item) for item in found)
    if not isinstance(found, dict):
        return 0
    own = 1 if found.get("negated") is True and (found.get("to") == "field" or "card" in found) \
        else 0
    return own + sum(_negated(value) for value in found.values())
