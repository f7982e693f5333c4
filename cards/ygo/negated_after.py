"""The older wording of a Special Summon whose monster has its effects negated: the negation
printed as its own sentence right after the effect that Summons it ("You can Special Summon 1
Level 3 or lower WIND monster from your hand or Deck. Its effects are negated.", Shrine of Mist
Valley; "... Special Summon it in face-up Defense Position. Its effects are negated.", Lock
Cat). The sentence belongs to that effect: it is folded into the action before it as the newer
rider ", but its effects are negated", which riders.py / summon_riders.py read into the one
summoning step's `negated: true` (5-5-1: negated as it arrives, while it stays face-up).

Folded only when "its" can name nothing but the Summoned monster: the effect before is an
effect whose action Special Summons once and does nothing after it (no "then", "also",
"and if you do", no second sentence). Anything else is left as it was and stays a note.
Standard library only; anchored pattern without nested quantified groups: linear.
"""
from __future__ import annotations

import dataclasses
import re

from cards.ygo import psct

# the sentence as printed after the Summon
NEGATED = "Its effects are negated."
# an action whose last and only deed is one Special Summon (no clause after it)
SUMMONS_ONLY = re.compile(r"^[^.;]*\bSpecial Summon [^.;]*\.$")
MORE = ("Special Summon", " then", " also", "and if you do", ", but ", " and banish",
        " and send", " and destroy")


def fold(breakdown: psct.Breakdown) -> psct.Breakdown:
    """The breakdown with "Its effects are negated." joined to the activated effect before it,
    when that effect's action is one Special Summon and nothing more."""
    effects: list[psct.Effect] = []
    source = breakdown.effects
    index = 0
    while index < len(source):
        effect = source[index]
        after = source[index + 1].text if index + 1 < len(source) else ""
        if after == NEGATED and _summons_only(effect):
            action = f"{effect.action[:-1]}, but its effects are negated."
            # an older sentence is read from its text (older_triggers.py): the rider in it
            text = action if effect.kind == "continuous" else f"{effect.text} {after}"
            effect = dataclasses.replace(effect, text=text, action=action)
            index += 1
        effects.append(effect)
        index += 1
    return dataclasses.replace(breakdown, effects=effects)


def _summons_only(effect: psct.Effect) -> bool:
    """An effect (activated, or an older sentence with neither colon nor semicolon, which
    psct.py leaves as "continuous" for the older readers), no "●" options, whose action
    Special Summons once, last."""
    action = effect.action
    if effect.kind not in ("activated", "continuous") or effect.options \
            or SUMMONS_ONLY.match(action) is None:
        return False
    summon_at = action.index("Special Summon")
    tail = action[summon_at + len("Special Summon"):]
    return not any(words in tail for words in MORE)
