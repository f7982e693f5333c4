"""A monster's own Special Summon in the older words (Yamato-no-Kami, a Spirit monster): "This
card cannot be Normal Summoned or Set. This card cannot be Special Summoned except by removing
from play 1 Spirit monster from your Graveyard."

Standard library only. Problem-Solving Card Text prints the same as "Cannot be Normal
Summoned/Set. Must be Special Summoned (from your hand) by banishing 1 Spirit monster from your
GY.": a procedure of its own, from the hand, and the only way it is Special Summoned (8-4-7,
8-4-8); "removed from play" is "banished". `fold` says the second sentence as today's text, but
only beside "cannot be Normal Summoned or Set" (without it the older words limit how it is
Special Summoned and are not a procedure) and only when today's words read
(summon_shapes.procedure): otherwise the sentence stays as printed, and unread. The pattern is
anchored, one open part before a literal end: linear.
"""
from __future__ import annotations

import dataclasses
import re

from cards.ygo import psct, summon_shapes

OLDER = re.compile(r"^This card cannot be Special Summoned except by removing from play "
                   r"(?P<what>\d+ [^.]+) (?:from|in) your Graveyard\.$")
NO_NORMAL = "This card cannot be Normal Summoned or Set."


def fold(main: psct.Breakdown) -> psct.Breakdown:
    """The breakdown with such a sentence in today's words; as it was when there is none."""
    if not any(effect.text == NO_NORMAL for effect in main.effects):
        return main
    effects = [_today(effect) for effect in main.effects]
    return main if effects == main.effects else dataclasses.replace(main, effects=effects)


def _today(effect: psct.Effect) -> psct.Effect:
    found = OLDER.match(effect.text)
    if found is None or effect.kind != "continuous":
        return effect
    text = f"Must be Special Summoned (from your hand) by banishing {found.group('what')} " \
           f"from your GY."
    if summon_shapes.procedure(text, effect.clauses) is None:
        return effect
    return dataclasses.replace(effect, text=text, kind="summoning condition", action="")
