"""An effect a Continuous Spell or Trap gives the monsters standing near it (3-11-3): "The
Weather" Canvases' ""The Weather" Effect Monsters in your Main Monster Zones of this card's
column and its adjacent columns gain this effect." with its one "●" line, the activated effect
given ("● You can banish this card, then target 1 Spell/Trap your opponent controls (Quick
Effect); return it to the hand.", The Weather Rainy Canvas), read into `summon_grant: {by:
column, to: {archetype: "The Weather"}, effect: {...}}` (the engine's grant_specs.BY).

Standard library only. The "●" line speaks of the monster that gains it ("banish this card":
that monster), so it is read as a monster's own text (grant_effects.effect, passed in by
derive.py); an older "(Quick Effect)" after the cost is read as the same mark printed first,
the one change made to its words. Anything else on the line, or a line that reads into more
or less than one whole activated effect, leaves the sentence a note.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.ygo import psct

Fields = dict[str, Any]

HEADER = re.compile(r'^"(?P<archetype>[^"]+)" Effect Monsters in your Main Monster Zones of '
                    r"this card's column and its adjacent columns gain this effect\.$")
# "You can banish this card, then target 1 ... (Quick Effect); ...": the cost (and target)
# before the mark, no other parenthesis or semicolon among them
LATE_QUICK = re.compile(r"^(?P<cost>You can [^;()]+) \(Quick Effect\); (?P<action>.+)$")


def own_line(line: str) -> str:
    """The "●" line with a "(Quick Effect)" printed after its cost put first, as
    "(Quick Effect): You can ...; ..." (the same Quick Effect, 5-1-4)."""
    found = LATE_QUICK.match(line)
    if found is None:
        return line
    return f"(Quick Effect): {found.group('cost')}; {found.group('action')}"


def read(effect: psct.Effect, bullet_effect: Callable[[str], Fields | None]) -> Fields | None:
    """`{summon_grant: {by: column, to, effect}}` for the sentence with its one "●" line read
    whole by `bullet_effect`, or None."""
    found = HEADER.match(effect.text)
    if found is None or len(effect.options) != 1 or effect.clauses:
        return None
    given = bullet_effect(own_line(effect.options[0]))
    if given is None:
        return None
    return {"summon_grant": {"by": "column", "to": {"archetype": found.group("archetype")},
                             "effect": given}}
