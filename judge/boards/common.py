"""What every game's board view shares: the players, counted piles, and card names by id."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext as _

PLAYERS = ("A", "B")


@dataclass
class Count:
    label: str
    value: int
    before: int | None = None

    @property
    def changed(self) -> bool:
        return self.before is not None and self.before != self.value


def name_of(index: Mapping[str, Any], card_id: Any) -> str:
    """The name the scenario gives a card (any info object with `.name`), or its id."""
    info = index.get(str(card_id))
    return info.name if info else str(card_id)


def number(card: Mapping[str, Any], key: str) -> int | None:
    """An integer value of a card mapping; anything else (true, text) counts as absent."""
    value = card.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def size(side: Mapping[str, Any], key: str) -> int:
    """A pile given as a list of ids, or as a number."""
    value = side.get(key)
    if isinstance(value, list):
        return len(value)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def where(state: Mapping[str, Any], card_id: str, areas: Mapping[str, str],
          field_ids: Callable[[Mapping[str, Any]], Iterable[str]]) -> str:
    """`B's Graveyard`: where a card that left the field is now, by the piles in `areas`."""
    for pid in PLAYERS:
        side = state["players"][pid]
        for key, label in areas.items():
            if isinstance(side.get(key), list) and card_id in side[key]:
                return _("%(player)s's %(area)s") % {"player": pid, "area": label}
        if card_id in set(field_ids(side)):
            return _("%(player)s's field") % {"player": pid}
    return _("out of play")
