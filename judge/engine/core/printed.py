"""Printed cards in scenarios: `card: NUMBER` filled through a lookup passed in by the caller.

The engine imports no database: the site passes `cards`, a function from a card number to a
`PrintedCard` (or None for a number it does not know, or an `AmbiguousName` for a name that
several cards bear). Without one, every number is unknown.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .events import Event


@dataclass(frozen=True)
class PrintedCard:
    """What a card number stands for in the scenario format.

    `fields`: the scenario keys the printed card fills (name, type, cost, power, counter,
    colors, keywords, life for a Leader, and its encoded effects, trigger and static);
    `unapplied`: the printed abilities the project cannot encode yet, which are not applied;
    `names`: the card's printed name per language whose card list is imported ({"fr":
    "Monkey D. Luffy"}), so a ruling names it as the reader's cards print it.
    """

    number: str
    fields: dict[str, Any]
    unapplied: tuple[str, ...] = ()
    names: dict[str, str] = field(default_factory=dict)
    # per language, the `unapplied` abilities as that language's cards print them
    unapplied_texts: dict[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class AmbiguousName:
    """A name several printed cards bear ("Dark Magician" is two passwords): the lookup names
    their numbers and the reader refuses the name, never picking one of them."""

    name: str
    numbers: tuple[str, ...]


CardLookup = Callable[[str], "PrintedCard | AmbiguousName | None"]


@dataclass
class Note:
    """Something the ruling must say about a printed card: a value the scenario wrote over
    the card's (`note.override`), or an ability the engine did not apply (`note.unapplied`);
    an event, rendered in the ruling's language like the steps."""

    card: str
    event: Event
    kind: str = "unapplied"  # unapplied | override
    params: dict[str, Any] = field(default_factory=dict)

    def to_json(self, renderer: Any = None) -> dict[str, Any]:
        text = renderer.sentence(self.event) if renderer is not None else self.event.code
        return {"card": self.card, "kind": self.kind, **self.event.to_json(), "text": text,
                **self.params}
