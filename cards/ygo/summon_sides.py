"""Whose field an effect Special Summons a monster to (8-4-15), read off the sentence by
riders.py before the rest is read: "Special Summon this card to your opponent's field (in
Defense Position)" sets `to: opponent` on its one `special_summon` step; "to your field" says
the default (the effect's player's field, 3-10-2) and adds nothing. Tokens are left alone: their
reader (token_shapes.py) reads the field they go to with the rest of their words.

Standard library only. Anchored on what follows the words: linear.
"""
from __future__ import annotations

import re
from typing import Any

THEIRS = re.compile(r" to your opponent's field(?=[ ,.])")
OURS = re.compile(r" to your field(?=[ ,.])")


def rider(text: str) -> tuple[str, dict[str, Any]]:
    """The text without the field it names, and the key that field gives the Special Summon
    (none for the effect's player's own field); as it was when it names none or more than
    one, or is no Special Summon."""
    if "Special Summon" not in text or "Token" in text:
        return text, {}
    bare, theirs = THEIRS.subn("", text)
    bare, ours = OURS.subn("", bare)
    if theirs + ours != 1:
        return text, {}
    return bare, {"to": "opponent"} if theirs else {}
