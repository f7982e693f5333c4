"""A Gemini monster's "●" sentences that change what the monster itself is, read into card keys
whose engine checks wait for the Gemini Summon (judge/engine/ygo/gemini_stats.py, 8-1-9):

- "The original ATK of this card becomes 2100." (Goggle Golem): `original_atk_becomes: 2100`;
  "The original DEF ..." (Dawnbreak Gardna): `original_def_becomes` (4-2-8);
- "This card is treated as a Tuner monster." (Tuned Magician): `treated_as_tuner: true`
  (8-5-14);
- "The Normal Summon of a Gemini monster cannot be negated." (Poly-Chemicritter Dioxogre):
  `summons_unnegatable: {normal: {type: Gemini}}`, as a face-up Spell's "Normal Summons of
  "Qli" monsters cannot be negated." (chain_lock_shapes.py, 5-3-32).

Read only among a Gemini monster's "●" lines (gemini_shapes.py): on another monster such a
sentence may hang on a condition this reader does not see. Standard library only; the
patterns are anchored, with no nested quantified group (linear).
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import chain_lock_shapes, described

ORIGINAL = re.compile(r"^The original (?P<stat>ATK|DEF) of this card becomes (?P<n>\d{1,5})\.$")
TUNER = re.compile(r"^This card is treated as a Tuner(?: monster)?\.$")
# "The Normal Summon of a Gemini monster ...": the plural sentence's words, one monster
SUMMON_OF = re.compile(r"^The (?P<how>Normal|Special) Summon of an? (?P<what>[^.]+?) monster "
                       r"cannot be negated\.$")


def read(text: str) -> dict[str, Any] | None:
    """The card keys of one such sentence, or None when it is another."""
    found = ORIGINAL.match(text)
    if found:
        return {f"original_{found['stat'].lower()}_becomes": int(found["n"])}
    if TUNER.match(text):
        return {"treated_as_tuner": True}
    return _summons_of(text)


def _summons_of(text: str) -> dict[str, Any] | None:
    """"The Normal Summon of a Gemini monster cannot be negated.", read as the plural sentence
    a face-up Spell prints ("Normal Summons of Gemini monsters ...")."""
    found = SUMMON_OF.match(text)
    plural = chain_lock_shapes.SUMMONS_OF.match(
        f"{found['how']} Summons of {found['what']} monsters cannot be negated.") \
        if found else None
    words = described.fields(plural, monster=True) if plural else None
    return {"summons_unnegatable": {plural["how"].lower(): words}} if plural and words else None
