"""Reading a card's `gy_banishes: cards | monsters` (docs/scenario-format.md): "Any card (monster)
sent to the GY is banished instead." while the card is face-up on the field (gy_banish.py,
5-4-10); `gy_banishes_from: [hand, deck]` only what comes from those zones."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card

GY_BANISHES = ("cards", "monsters")
FROM = ("hand", "deck")  # the zones named by `gy_banishes_from` (Herald of the Arc Light)


def read_gy_banishes(p: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """The card's `gy_banishes`, left empty when the key is absent or wrong (reported)."""
    raw = v.field(data, "gy_banishes", None)
    if raw is None:
        return
    found = v.choice(p, key_path(path, "gy_banishes"), raw, GY_BANISHES)
    card.gy_banishes = found or ""
    places = v.field(data, "gy_banishes_from", None)
    if places is None:
        return
    at = key_path(path, "gy_banishes_from")
    card.gy_banishes_from = tuple(v.items(p, at, places, len(FROM),
                                          lambda where, x: v.choice(p, where, x, FROM)))
