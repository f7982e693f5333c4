"""The sentences printed after a monster's activated effect that say when it may be activated
and whether it still resolves, read into keys of that effect's `effects:` entry:

- "This card must be face-up on the field to activate and to resolve this effect." ("This
  monster ..."), after an effect activated on the field: `resolve_face_up` (5-2-17): gone from
  the field or face-down by the time it resolves, nothing of it is applied;
- "You must have no cards in your hand to activate and to resolve this effect." ("You must
  control no monsters ...") after an effect without a condition of its own: that board as its
  `if`, asked again as it resolves (`resolve_if`, 10-5-2);
- "This effect can only be used once while this card is face-up on the field." ("... can be
  used only once ..."), and the condition "Once while face-up on the field:" before an effect:
  `once_per_turn: face_up` (5-2-18), once for as long as that copy stays face-up on the field;
- "This is a Quick Effect if your opponent controls a monster." after an Ignition Effect without
  a timing of its own: that board as its `quick_if` (5-1-11), a Quick Effect while it holds.

Standard library only; each sentence matched whole by an anchored pattern (linear). A sentence
over an effect that already has a key it would set is left unread (how the two combine is not
read), never guessed.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import conditions_shapes

Fields = dict[str, Any]

FACE_UP = re.compile(r"^This (?:card|monster) must be face-up on the field to activate and to "
                     r"resolve this effect\.$")
BOTH_WAYS = re.compile(r"^You must (?:have (?P<hand>no cards in your hand)|control (?P<board>"
                       r"[^.]+)) to activate and to resolve this effect\.$")
ONCE_WHILE = re.compile(r"^This effect can (?:only be used|be used only) once while this card is "
                        r"face-up on the field\.$")
QUICK_IF = re.compile(r"^This is a Quick Effect if (?P<board>[^.]+)\.$")
# the condition's own words: "Once while face-up on the field", alone, before "(Quick Effect)"
# or before a timing ("Once while face-up on the field, during ...")
# ("Once, while this card is face-up on the field:", Dark Valkyria: the comma of older texts)
ONCE_WHILE_CONDITION = re.compile(r"^Once,? while (?:this card is )?face-up on the field(?P<rest>"
                                  r"$| \(Quick Effect\)$|, .+$)")


def follows(text: str, entry: Fields) -> bool:
    """Whether `text` is one of these sentences over the effect read just before it (`entry`,
    updated with the keys it sets)."""
    if FACE_UP.match(text):
        if entry.get("from", "field") != "field" or "resolve_face_up" in entry:
            return False  # activated elsewhere: the words do not fit it
        entry["resolve_face_up"] = True  # 5-2-17
        return True
    if ONCE_WHILE.match(text):
        return once_rider(text, entry)
    if QUICK_IF.match(text):
        return _quick_if(text, entry)
    board = _both_ways(text)
    if board is None or "if" in entry:
        return False
    entry.update({"if": board, "resolve_if": True})  # 10-5-2
    return True


def once_rider(text: str, entry: Fields) -> bool:
    """"This effect can only be used once while this card is face-up on the field." over the
    effect just read (`entry`, updated): `once_per_turn: face_up` (5-2-18)."""
    if not ONCE_WHILE.match(text) or "once_per_turn" in entry:
        return False  # two limits over one effect: how they combine is not read
    entry["once_per_turn"] = "face_up"
    return True


def _quick_if(text: str, entry: Fields) -> bool:
    """"This is a Quick Effect if X." after an Ignition Effect (entry updated): X, a board the
    engine checks, as its `quick_if` (5-1-11)."""
    found = QUICK_IF.match(text)
    read = conditions_shapes.board(f"If {found.group('board')}") if found else None
    if read is None or list(read) != ["type", "if"] or entry.get("type") != "ignition" \
            or "during" in entry or "quick_if" in entry:
        return False
    entry["quick_if"] = read["if"]
    return True


def _both_ways(text: str) -> Fields | None:
    """The `if` of "You must have no cards in your hand (control X) to activate and to resolve
    this effect.", or None."""
    found = BOTH_WAYS.match(text)
    if found is None:
        return None
    if found.group("hand"):
        return {"hand_empty": True}
    read = conditions_shapes.board(f"If you control {found.group('board')}")
    return read["if"] if read is not None and list(read) == ["type", "if"] else None


def once_while(condition: str) -> tuple[str, bool]:
    """An activation condition without its "Once while face-up on the field", and whether it
    had one: "Once while face-up on the field (Quick Effect)" is read as "(Quick Effect)",
    "Once while face-up on the field, during the Main Phase (Quick Effect)" as "During the
    Main Phase (Quick Effect)"."""
    found = ONCE_WHILE_CONDITION.match(condition)
    if found is None:
        return condition, False
    rest = found.group("rest").removeprefix(", ").strip()
    return rest[:1].upper() + rest[1:], True
