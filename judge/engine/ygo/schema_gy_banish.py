"""Reading a card's `gy_banishes: cards | monsters` (docs/scenario-format.md): "Any card (monster)
sent to the GY is banished instead." while the card is face-up on the field (gy_banish.py,
5-4-10)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card

GY_BANISHES = ("cards", "monsters")


def read_gy_banishes(p: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """The card's `gy_banishes`, left empty when the key is absent or wrong (reported)."""
    raw = v.field(data, "gy_banishes", None)
    if raw is None:
        return
    found = v.choice(p, key_path(path, "gy_banishes"), raw, GY_BANISHES)
    card.gy_banishes = found or ""
