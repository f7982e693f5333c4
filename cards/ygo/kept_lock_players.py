"""A Continuous Effect that restricts the Special Summons of the opponent, or of both players,
while its card is face-up (5-2-14): "Neither player can Special Summon monsters." (Vanity's
Fiend), "Neither player can Special Summon monsters, except WATER monsters." (Barrier Statue of
the Torrent), "Your opponent cannot Special Summon monsters." (Vanity's Ruler), read into the
card keys `summon_lock_on_field` (what it forbids, as lock_shapes.kept reads "You cannot
Special Summon ...") and `lock_binds: both | opponent` (whom it binds).

Standard library only. The sentence is read only when all of it after "Special Summon" is
what lock_shapes.kept reads after the same words; a description it cannot hold ("Neither player
can Special Summon LIGHT or DARK monsters.", "... from the GY") leaves the sentence a note.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import lock_shapes, psct

Fields = dict[str, Any]

WHO = re.compile(r"^(?P<who>Neither player can|Your opponent cannot) Special Summon (?P<rest>.+)$")
BINDS = {"Neither player can": "both", "Your opponent cannot": "opponent"}


def kept(text: str) -> Fields | None:
    """The card keys of the sentence, or None."""
    found = WHO.match(text)
    lock = None if found is None else lock_shapes.kept(
        "You cannot Special Summon " + found.group("rest"))
    if found is None or lock is None:
        return None
    return {"summon_lock_on_field": lock, "lock_binds": BINDS[found.group("who")]}


def read_monster(breakdown: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """Such a sentence among a monster's Continuous ones still unread, into `fields`; only one
    restriction kept a card (a second one stays a note)."""
    for effect in psct.unread_continuous(breakdown, read):
        found = kept(effect.text) if "summon_lock_on_field" not in fields else None
        if found is not None:
            fields.update(found)
            read.append(effect.text)
