"""`card: "PASSWORD"` on any Yu-Gi-Oh! card of a scenario (cards-and-rulings.md, "Yu-Gi-Oh!
cards"): the printed card's facts are the base (name, kind, Spell/Trap property, Level, ATK,
DEF), every key the scenario writes wins and a note says so, and each printed effect the
engine does not apply is named in the notes. An id left out becomes the password (then
PASSWORD-2, PASSWORD-3... for the next copies).

A password is 8 digits as printed ("05318639"); written without its quotes, YAML reads it as a
number and drops the leading zeros, which are put back. The lookup may also accept a card's
name (the site accepts one that is unique in any of its five languages); a name several
cards bear is refused, naming their passwords.
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import Event, Param, Printed
from ..core.printed import AmbiguousName, Note, PrintedCard
from ..core.printed_reader import PrintedReader
from ..core.validate import key_path

MAX_NUMBER = 100  # a name may stand for the password
MAX_CANDIDATES = 10  # the passwords a refused name lists
ENCODED = ("effect", "flip", "effects")
KINDS = ("monster", "spell", "trap")
# the Spell and Trap types the catalogue names (messages: kind.spell.quick-play...)
PROPERTIES = ("normal", "quick-play", "continuous", "equip", "field", "ritual", "counter")


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
        found = self._look_up(number.strip())
        if isinstance(found, AmbiguousName):
            self._refuse(at, found)
            return written
        if found is None:
            self.problems.add(at, "input.no_printed_card", number=number)
            return written
        if "name" in written and written["name"] in found.names.values():
            # the card's own name as another language prints it (the editor's card picker
            # writes the page's): no change to note, and a ruling names it in its reader's
            del written["name"]
        fields = dict(found.fields)
        card_id = written.get("id")
        if card_id is None:
            card_id = written["id"] = self._default_id(found.number)
        shown = card_id if isinstance(card_id, str) else f"{path} ({found.number})"
        self._note(shown, found, fields, written)
        if "name" not in written and isinstance(card_id, str) and found.names:
            self.names[card_id] = dict(found.names)
        return {**fields, **written}

    def _refuse(self, at: str, found: AmbiguousName) -> None:
        """Never a guess: a name several cards bear is refused, naming every one of them."""
        listed = list(found.numbers[:MAX_CANDIDATES])
        if len(found.numbers) > MAX_CANDIDATES:
            listed.append("...")
        self.problems.add(at, "input.ambiguous_card_name", name=found.name,
                          count=len(found.numbers), numbers=", ".join(listed))

    def _note(self, card_id: str, found: PrintedCard, fields: dict[str, Any],
              written: dict[str, Any]) -> None:
        for key, value in written.items():
            if key in fields and fields[key] != value:
                # the field in words and its values as the cards print them, not as code
                self.notes.append(Note(card_id, Event("note.override", {
                    "card": card_id, "key": Event(f"field.{key}"), "value": _shown(key, value),
                    "printed": _shown(key, fields[key]), "number": found.number}),
                    kind="override", params={"number": found.number, "key": key}))
        if any(key in written for key in ENCODED):
            return  # the scenario describes the card's effects itself
        for index, ability in enumerate(found.unapplied):
            # the reader's print of the effect where the site has it (a German ruling quotes
            # the German card), else the English
            texts = tuple(sorted((language, printed[index])
                                 for language, printed in found.unapplied_texts.items()
                                 if index < len(printed)))
            self.notes.append(Note(card_id, Event("note.unapplied", {
                "card": card_id, "number": found.number,
                "ability": Printed(ability, texts) if texts else ability}),
                params={"number": found.number, "ability": ability}))


def _shown(key: str, value: Any) -> Param:
    """A field's value for a person: the kind and the Spell/Trap type by their names
    ("Quick-Play Spell"), yes or no, "as described" for effect steps, never code."""
    if isinstance(value, bool):
        return Event("value.yes" if value else "value.no")
    if key == "kind" and value in KINDS:
        return Event(f"value.kind.{value}")
    if key in ("spell_type", "trap_type") and value in PROPERTIES:
        return Event(f"kind.{key.split('_')[0]}.{value}")
    if isinstance(value, list) and all(isinstance(item, (str, int)) for item in value):
        return _short(", ".join(str(item) for item in value))
    if isinstance(value, (dict, list, tuple)):
        return Event("value.described")
    return _short(value)


def _short(value: Any) -> str:
    text = str(value)
    return text if len(text) <= 60 else text[:57] + "..."
