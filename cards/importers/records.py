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


@dataclass
class YgoCardRecord:
    """One Yu-Gi-Oh! card as a yaml-yugi file describes it, repaired where it must be."""

    number: str  # the password, 8 digits as printed, or "kdb" + Konami id without one
    konami_id: int | None
    kind: str  # monster | spell | trap
    card_property: str
    monster_types: list[str]
    attribute: str
    level: int | None
    rank: int | None
    link_arrows: list[str]
    atk: int | None
    defense: int | None
    unknown_stats: list[str]
    pendulum_scale: int | None
    materials: str
    series: list[str]
    limits: dict[str, str]
    names: dict[str, str]  # language -> name
    texts: dict[str, str]  # language -> text
    pendulum: dict[str, str]  # language -> Pendulum Effect
    printings: list[PrintingRecord] = field(default_factory=list)
    printing_languages: dict[str, str] = field(default_factory=dict)  # code -> language


@dataclass
class YgoCardList:
    source: str
    sets: dict[str, dict[str, str]]  # set code ("LOB") -> language -> the product's name
    cards: list[YgoCardRecord]
    anomalies: list[str]
    language: str = "all"
