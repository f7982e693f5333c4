"""The Advanced Crystal Beasts' "If "Advanced Dark" is not in a Field Zone, send this monster
to the GY.": the board the monster needs to stay on the field, as trapmon_shapes.kept_if reads
"If "Umi" is not on the field, destroy this card." (5-4-6), but the monster is sent to the GY
rather than destroyed. Read into `kept_if: {field_spell: [NAME]}` (the named card face-up in
either player's Field Zone) with `kept_sends: true`.

Standard library only. One anchored pattern without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct

Fields = dict[str, Any]

SENDS = re.compile(r'^If "(?P<name>[^"]+)" is not in a Field Zone, send this (?:monster|card) '
                   r'to the (?:GY|Graveyard)\.$')


def read(text: str) -> Fields | None:
    """The card keys of the sentence, or None."""
    found = SENDS.match(text)
    if found is None:
        return None
    return {"kept_if": {"field_spell": [found.group("name")]}, "kept_sends": True}


def read_monster(breakdown: psct.Breakdown, fields: Fields, read_texts: list[str]) -> None:
    """Such a sentence among a monster's Continuous ones still unread, into `fields` (not
    beside another `kept_if`)."""
    psct.read_unread(breakdown, fields, read_texts, read, ("kept_if",))
