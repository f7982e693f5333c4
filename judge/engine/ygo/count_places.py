"""What a "for each" count takes beyond one kind in one place (5-3-28), shared by a Continuous
Effect's change (continuous.py) and a resolving step's amount (tallies.py), so the words read
one way wherever they are printed:

- several places at once: `zone: [field, graveyard]` ("for each Dragon monster on the field and
  in the GYs", "... your opponent controls or is in their GY"): each card counted once, in
  whichever of them it is;
- `different_names: true` ("for each "Lightsworn" monster with a different name in your
  Graveyard"): the cards that fit, one for each name among them (the name a card has where it
  is, 5-4-2).
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .card_facts import name_of
from .model import FIELD_ZONES, SET, Z_MONSTERS, Card

MAX_ZONES = 4


def read_zones(problems: Problems, at: str, data: dict[str, Any],
               choices: tuple[str, ...]) -> tuple[str, ...] | None:
    """The count's `zone`: one place, or a list of different places; None when it is wrong
    (a problem is added), `("field",)` when it is not given."""
    raw = v.field(data, "zone", "field")
    where = key_path(at, "zone")
    if not isinstance(raw, list):
        one = v.choice(problems, where, raw, choices)
        return None if one is None else (one,)
    zones = tuple(v.items(problems, where, raw, MAX_ZONES,
                          lambda path, item: v.choice(problems, path, item, choices)))
    if not raw:
        problems.add(where, "input.empty")
    if len(zones) != len(raw) or not zones:
        return None
    return tuple(dict.fromkeys(zones))  # a place given twice is counted once


def one_per_name(cards: list[Card]) -> list[Card]:
    """The first card of each name among `cards`, in order: what "with a different name"
    counts (5-3-28)."""
    seen: set[str] = set()
    found: list[Card] = []
    for card in cards:
        name = name_of(card)
        if card.zone in FIELD_ZONES and not _face_up(card):
            continue  # a face-down card on the field shows no name (9-1-3)
        if name not in seen:
            seen.add(name)
            found.append(card)
    return found


def _face_up(card: Card) -> bool:
    return card.position != SET if card.zone == Z_MONSTERS else card.face_up
