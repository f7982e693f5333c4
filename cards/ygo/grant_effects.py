"""An activated effect a material gives the monster Summoned using it (8-5-11): the one "●"
line after "An Xyz Monster that was Summoned using this card as material gains this effect."
("● If it is Xyz Summoned: It gains 1000 ATK.", Heroic Challenger - Extra Sword; "● If this
card is Xyz Summoned: You can add 1 "Rank-Up-Magic" Normal Spell from your Deck to your
hand.", ZS - Ascended Sage), read into `summon_grant: {by: xyz, to: {...}, effect: {...}}`,
the effect an entry of the monster's own `effects` list.

Standard library only. The line speaks of the Summoned monster: "this card", or "it" as the
subject of its condition and of its action; those two uses of "it" are read as "this card" and
no other word is changed. The line is then read as a monster's own text (monster_encoding.py):
only one activated effect read in full, with no other key beside it, is taken; anything else
leaves the sentence a note.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import encoding, psct

# "If it is Xyz Summoned:" / "When it is Xyz Summoned:": the condition's subject
CONDITION_IT = re.compile(r"^(?P<when>If|When) it is ")
# "...: It gains 1000 ATK." / "...; It ...": the action's subject
ACTION_IT = re.compile(r"(?P<mark>[:;] )It ")


def own_words(line: str) -> str:
    """The line as the Summoned monster's own text: "it" as the subject of the condition and of
    the action read as "this card"."""
    line = CONDITION_IT.sub(lambda m: f"{m.group('when')} this card is ", line, count=1)
    return ACTION_IT.sub(lambda m: f"{m.group('mark')}This card ", line, count=1)


def effect(line: str) -> dict[str, Any] | None:
    """The one activated effect entry the "●" line reads into, or None."""
    granted = psct.read(own_words(line), "monster", "", ["Effect"])
    if len(granted.effects) != 1 or granted.limits:
        return None
    fields, read = encoding.encode_monster(granted)
    entries = fields.get("effects", [])
    if set(fields) != {"effects"} or len(entries) != 1 or len(read) != 1:
        return None
    return dict(entries[0])
