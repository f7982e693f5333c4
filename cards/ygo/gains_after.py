"""A monster effect's later part that raises or lowers the monster's own ATK, read into the
scenario format's `atk` step on `self` (4-2-2, 5-2-7): "...; return that target to the hand, and
if you do, this card gains 500 ATK until the end of this turn." (Mist Valley Thunder Lord),
"...; place 1 Spell Counter on it, and if you do, this card gains 600 ATK until the end of this
turn." (Crusader of Endymion). The first part alone is read as before (clauses.py says which
parts may follow which); this reads only the monster itself, on the field where it activated
the effect: gone from there as the part is done, it has no ATK to change (the engine does
nothing to it).

Standard library only; the pattern is anchored, with no nested quantified group (linear).
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import target_actions

Fields = dict[str, Any]

# the part as clauses.py passes it: a sentence of its own, capitalised
OWN_ATK = re.compile(r"^This card (?P<sign>gains|loses) (?P<n>\d{1,5}) ATK(?P<turn> until the "
                     r"end of this turn)?\.$")


def later(text: str, fields: Fields) -> list[Fields] | None:
    """The `atk` step of such a later part, or None (another sentence, or an effect activated
    elsewhere than the field)."""
    found = OWN_ATK.match(text)
    if found is None or fields.get("from", "field") != "field":
        return None
    return [{"atk": target_actions.atk_step("self", found)}]
