"""A Spell's or Trap's Special Summon whose monster has its effects negated, the negation
printed as its own sentence right after the effect that Summons it: "Once per turn, when a WIND
monster(s) is destroyed ...: You can Special Summon 1 Level 3 or lower WIND monster from your
hand or Deck. Its effects are negated." (Shrine of Mist Valley). A monster's text is folded by
negated_apart.py, whose rider sentences (RIDERS) are used here too; a Spell's or Trap's text is
read as a whole, so here the sentence is joined to the effect before it (its text and action),
as the newer rider ", but its effects are negated", which riders.py / summon_riders.py read
into the one summoning step's `negated: true` (5-5-1: negated as it arrives, while it stays
face-up).

Folded only when "its" can name nothing but the Summoned monster: the effect before Special
Summons once, last, and nothing after it (no "then", "also", "and if you do", other "but").
Anything else is left as it was and stays a note. Standard library only; anchored pattern
without nested quantified groups: linear.
"""
from __future__ import annotations

import dataclasses
import re

from cards.ygo import negated_apart, psct

# an action whose last and only deed is one Special Summon (no clause after it)
SUMMONS_ONLY = re.compile(r"^[^.;]*\bSpecial Summon [^.;]*\.$")
MORE = ("Special Summon", " then", " also", "and if you do", ", but ", " and banish",
        " and send", " and destroy")


def fold(breakdown: psct.Breakdown) -> psct.Breakdown:
    """The breakdown with a rider sentence (negated_apart.RIDERS) joined to the effect before
    it, when that effect's action is one Special Summon and nothing more."""
    effects: list[psct.Effect] = []
    source = breakdown.effects
    index = 0
    while index < len(source):
        effect = source[index]
        after = source[index + 1] if index + 1 < len(source) else None
        words = negated_apart.RIDERS.get(after.text) if after is not None else None
        if after is not None and words is not None and not after.options \
                and _summons_only(effect):
            action = effect.action[:-1] + words
            # a sentence with neither colon nor semicolon is read from its text
            text = action if effect.kind == "continuous" else f"{effect.text} {after.text}"
            effect = dataclasses.replace(effect, text=text, action=action)
            index += 1
        effects.append(effect)
        index += 1
    return dataclasses.replace(breakdown, effects=effects)


def _summons_only(effect: psct.Effect) -> bool:
    """An effect (activated, or a sentence with neither colon nor semicolon, which psct.py
    leaves as "continuous"), no "●" options, whose action Special Summons once, last."""
    action = effect.action
    if effect.kind not in ("activated", "continuous") or effect.options \
            or SUMMONS_ONLY.match(action) is None:
        return False
    summon_at = action.index("Special Summon")
    tail = action[summon_at + len("Special Summon"):]
    return not any(words in tail for words in MORE)
