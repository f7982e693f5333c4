"""A Synchro Monster's "For this card's Synchro Summon, you can treat 1 Link-1 monster you control
as a Level 1 Tuner." (the "Yummy" Synchro Monsters): for its own Synchro Summon, one Link
Monster of that Link Rating its player controls may count as a Tuner of that Level (8-5-14).
Read into the card key `synchro_link_tuner: N` (the Link Rating, which is also the Level the
text gives); a Level other than the Link Rating, or another kind of monster, is not read.

Standard library only. One anchored pattern without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct

Fields = dict[str, Any]

TREAT = re.compile(r"^For this card's Synchro Summon, you can treat 1 Link-(?P<rating>\d+) "
                   r"monster you control as a Level (?P<level>\d+) Tuner\.$")


def read(text: str) -> Fields | None:
    """The card key of the sentence, or None."""
    found = TREAT.match(text)
    if found is None or found.group("rating") != found.group("level"):
        return None
    return {"synchro_link_tuner": int(found.group("rating"))}


def read_monster(breakdown: psct.Breakdown, fields: Fields, read_texts: list[str]) -> None:
    """Such a sentence among a monster's Continuous ones still unread, into `fields`."""
    psct.read_unread(breakdown, fields, read_texts, read, ("synchro_link_tuner",))
