"""`card: NUMBER` on any card of a scenario (spec cards-and-rulings.md, "Cards in scenarios").

The printed card's fields are the base; every key the scenario writes wins, and a note says
so. An id left out becomes the card number (then NUMBER-2, NUMBER-3... for the next copies).
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import Event, Param, Printed
from ..core.printed import CardLookup, Note, PrintedCard
from ..core.printed_reader import PrintedReader
from ..core.validate import Problems, key_path

MAX_NUMBER = 20
ENCODED = ("effects", "trigger", "static", "replace")
KINDS = ("leader", "character", "event", "stage")


class PrintedCards(PrintedReader):
    def __init__(self, problems: Problems, lookup: CardLookup | None) -> None:
        super().__init__(problems, lookup)
        self.taken_ids: set[str] = set()

    def expand(self, path: str, raw: Any, zone: str) -> Any:
        """`raw` with the printed card's fields filled in; `raw` itself when it names none."""
        if not isinstance(raw, dict) or "card" not in raw:
            return raw
        at = key_path(path, "card")
        number = v.text(self.problems, at, raw["card"], MAX_NUMBER)
        written = {k: val for k, val in raw.items() if k != "card"}
        if number is None:
            return written
        found = self._find(number.strip().upper())
        if found is None:
            self.problems.add(at, "input.no_printed_card", number=number)
            return written
        fields = dict(found.fields)
        if zone != "leader":
            fields.pop("life", None)
        card_id = written.get("id")
        if zone == "leader":
            card_id = path.split(".")[-2] + ".leader"  # players.B.leader: always B.leader
        elif card_id is None:
            card_id = written["id"] = self._default_id(found.number)
        shown = card_id if isinstance(card_id, str) else f"{path} ({found.number})"
        self._note_overrides(shown, found, fields, written)
        if "name" not in written and isinstance(card_id, str) and found.names:
            self.names[card_id] = dict(found.names)
        return {**fields, **written}

    def _note_overrides(self, card_id: str, found: PrintedCard, fields: dict[str, Any],
                        written: dict[str, Any]) -> None:
        for key, value in written.items():
            if key in fields and fields[key] != value:
                # the field in words and its values as the card prints them, not as code
                self.notes.append(Note(card_id, Event("note.override", {
                    "card": card_id, "key": Event(f"field.{key}"),
                    "value": _shown(key, value), "printed": _shown(key, fields[key]),
                    "number": found.number}),
                    kind="override", params={"number": found.number, "key": key}))
        if any(key in written for key in ENCODED):
            return  # the scenario describes the card's effects itself
        for index, ability in enumerate(found.unapplied):
            texts = tuple(sorted((language, printed[index])
                                 for language, printed in found.unapplied_texts.items()
                                 if index < len(printed)))
            self.notes.append(Note(card_id, Event("note.unapplied", {
                "card": card_id, "number": found.number,
                "ability": Printed(ability, texts) if texts else ability}),
                params={"number": found.number, "ability": ability}))


def mark_printed_triggers(cards: dict[str, Any], notes: list[Note]) -> None:
    """A printed [Trigger] left unapplied still makes its card "a card with a [Trigger]", and
    any ability left unapplied still makes it a card with a base effect."""
    for note in notes:
        ability = note.params.get("ability", "")
        if note.kind != "unapplied" or not isinstance(ability, str) or note.card not in cards:
            continue
        cards[note.card].printed_text = True
        if ability.startswith("[Trigger]"):
            cards[note.card].printed_trigger = True


# the keywords the catalogues name as each language prints them ("gain.rush": [Initiative])
KEYWORDS = ("blocker", "rush", "rush_character", "double_attack", "banish", "unblockable")


def _shown(key: str, value: Any) -> Param:
    """A field's value for a person: `[Rush] [Blocker]`, `red, green`, the card type's name,
    "none" for an empty list, and no code (`['Rush']`, `{...}`)."""
    if isinstance(value, bool):
        return Event("value.yes" if value else "value.no")
    if isinstance(value, (dict, tuple)) or (isinstance(value, list) and value and not all(
            isinstance(item, (str, int)) for item in value)):
        return Event("value.described")
    if isinstance(value, list):
        if not value:
            return Event("value.none")
        if key == "keywords":  # as the reader's cards print them ([Initiative] in French)
            return tuple(Event(f"gain.{_slug(item)}") if _slug(item) in KEYWORDS
                         else f"[{item}]" for item in value)
        return _short(", ".join(str(item) for item in value))
    if key == "type" and value in KINDS:
        return Event(f"kind.{value}")
    return _short(value)


def _slug(keyword: Any) -> str:
    return str(keyword).lower().replace(": ", "_").replace(" ", "_")


def _short(value: Any) -> str:
    text = str(value)
    return text if len(text) <= 60 else text[:57] + "..."
