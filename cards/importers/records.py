"""Plain records a card importer produces and the writer stores (no Django here)."""
from __future__ import annotations

from dataclasses import dataclass, field


class CardListError(ValueError):
    """The folder or a file of it cannot be read as a card list; the message says why."""


@dataclass
class PrintingRecord:
    code: str  # the printing's own id: "OP05-060_p3" (alternate art), or the number itself
    set_code: str
    rarity: str
    image_url: str


@dataclass
class CardRecord:
    number: str
    name: str
    category: str  # leader | character | event | stage
    colors: list[str]
    cost: int | None
    power: int | None
    counter: int | None
    life: int | None
    attributes: list[str]
    traits: list[str]
    text: str  # abilities one a line, cleaned (printed.clean)
    trigger: str
    block: int | None
    printings: list[PrintingRecord] = field(default_factory=list)


@dataclass
class SetRecord:
    code: str
    label: str
    title: str


@dataclass
class CardList:
    language: str
    source: str
    generated: str  # when the list was made, as the list says (ISO date), or ""
    sets: list[SetRecord]
    cards: list[CardRecord]
    anomalies: list[str]
