"""The older coin effect printed as plain sentences (5-3-23): "Toss a coin 3 times. If all 3
results are Heads, destroy all monsters on your opponent's side of the field. If all 3 results
are Tails, destroy all monsters on your side of the field. You can only activate this effect
once per turn, during your Main Phase." (Sand Gambler).

psct.py joins the result sentences to the toss (chance_joins.py); `fold` gives the effect
today's shape, "Once per turn: You can toss a coin 3 times and apply the appropriate effect.
● 3 Heads: ... ● 3 Tails: ...", an Ignition Effect used in its player's Main Phase once per
turn for each copy (its limit says "this effect", not the card's name, 5-2-6), with the older
"monsters on your (opponent's) side of the field" said as today's "monsters you control" and
"monsters your opponent controls". Standard library only; anchored patterns, linear.
"""
from __future__ import annotations

import dataclasses
import re

from cards.ygo import psct

WHOLE = re.compile(r"^Toss a coin (?P<n>[2-5]) times\. If all (?P=n) results are Heads, "
                   r"(?P<heads>[^.]+)\. If all (?P=n) results are Tails, (?P<tails>[^.]+)\.$")
LIMIT = "You can only activate this effect once per turn, during your Main Phase."
SIDES = (("monsters on your opponent's side of the field", "monsters your opponent controls"),
         ("monsters on your side of the field", "monsters you control"))


def fold(main: psct.Breakdown) -> psct.Breakdown:
    """The breakdown with such an effect in today's shape and its limit taken off; as it was
    when there is none."""
    for index, effect in enumerate(main.effects):
        found = WHOLE.match(effect.text)
        if found is None or effect.kind != "continuous" or effect.clauses != [LIMIT] \
                or main.limits != [LIMIT]:
            continue
        times = found.group("n")
        options = [f"{times} Heads: {_today(found.group('heads'))}",
                   f"0 Heads: {_today(found.group('tails'))}"]
        action = f"You can toss a coin {times} times and apply the appropriate effect."
        effects = list(main.effects)
        effects[index] = dataclasses.replace(  # said as today's text says it
            effect, text=f"Once per turn: {action}", kind="activated",
            condition="Once per turn", action=action, options=options, clauses=[],
            once_per_turn="soft", spell_speed=1)
        return dataclasses.replace(main, effects=effects, limits=[])
    return main


def _today(part: str) -> str:
    """One result's words as a sentence of today's: "Destroy all monsters you control."."""
    for older, today in SIDES:
        part = part.replace(older, today)
    return part[:1].upper() + part[1:] + "."
