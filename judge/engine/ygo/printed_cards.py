"""`card: "PASSWORD"` on any Yu-Gi-Oh! card of a scenario (cards-and-rulings.md, "Yu-Gi-Oh!
cards"): the printed card's facts are the base (name, kind, Spell/Trap property, Level, ATK,
DEF), every key the scenario writes wins and a note says so, and each printed effect the
engine does not apply is named in the notes. An id left out becomes the password (then
PASSWORD-2, PASSWORD-3... for the next copies).

A password is 8 digits as printed ("05318639"); written without its quotes, YAML reads it as a
number and drops the leading zeros, which are put back. The lookup may also accept a card's
name (the site accepts one that is unique in any of its five languages).
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import Event, Param
from ..core.printed import Note, PrintedCard
from ..core.printed_reader import PrintedReader
from ..core.validate import key_path
from .messages.fields import KEYS as FIELD_KEYS

MAX_NUMBER = 100  # a name may stand for the password
ENCODED = ("effect", "flip")
# the Spell and Trap types the catalogues name ("kind.spell.quick-play")
PROPERTIES = {"spell_type": ("normal", "quick-play", "continuous", "equip", "field", "ritual"),
              "trap_type": ("normal", "continuous", "counter")}


class PrintedCards(PrintedReader):
    """A German ruling names Blue-Eyes White Dragon "Blauäugiger w. Drache" (`names`)."""

    def expand(self, path: str, raw: Any) -> Any:
        """`raw` with the printed card's fields filled in; `raw` itself when it names none."""
        if not isinstance(raw, dict) or "card" not in raw:
            return raw
        at = key_path(path, "card")
        given = raw["card"]
        if isinstance(given, int) and not isinstance(given, bool) and 0 <= given < 10**8:
            given = f"{given:08d}"  # YAML read an unquoted password as a number
        number = v.text(self.problems, at, given, MAX_NUMBER)
        written = {k: val for k, val in raw.items() if k != "card"}
        if number is None:
            return written
        found = self._find(number.strip())
        if found is None:
            self.problems.add(at, "input.no_printed_card", number=number)
            return written
        fields = dict(found.fields)
        card_id = written.get("id")
        if card_id is None:
            card_id = written["id"] = self._default_id(found.number)
        shown = card_id if isinstance(card_id, str) else f"{path} ({found.number})"
        self._note(shown, found, fields, written)
        if "name" not in written and isinstance(card_id, str) and found.names:
            self.names[card_id] = dict(found.names)
        return {**fields, **written}

    def _note(self, card_id: str, found: PrintedCard, fields: dict[str, Any],
              written: dict[str, Any]) -> None:
        for key, value in written.items():
            if key in fields and fields[key] != value:
                # the field in words and its values as a duelist says them, not as code
                self.notes.append(Note(card_id, Event("note.override", {
                    "card": card_id,
                    "key": Event(f"field.{key}") if key in FIELD_KEYS else key,
                    "value": _shown(key, value), "printed": _shown(key, fields[key]),
                    "number": found.number}),
                    kind="override", params={"number": found.number, "key": key}))
        if any(key in written for key in ENCODED):
            return  # the scenario describes the card's effects itself
        for ability in found.unapplied:
            self.notes.append(Note(card_id, Event("note.unapplied", {
                "card": card_id, "number": found.number, "ability": ability}),
                params={"number": found.number, "ability": ability}))


def _shown(key: str, value: Any) -> Param:
    """A field's value for a person: a number or name as printed, the card kind's or Spell or
    Trap type's name, yes or no, and no code (`{...}`, `True`)."""
    if isinstance(value, bool):
        return Event("value.yes" if value else "value.no")
    if isinstance(value, (dict, list, tuple)):
        return Event("value.described")
    if key == "kind" and value in ("monster", "spell", "trap"):
        return Event(f"value.kind.{value}")
    if value in PROPERTIES.get(key, ()):
        return Event(f"kind.{key.removesuffix('_type')}.{value}")
    return _short(value)


def _short(value: Any) -> str:
    text = str(value)
    return text if len(text) <= 60 else text[:57] + "..."
