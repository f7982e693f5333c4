"""Plain values every game's state shares: the two players and one replayed action."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

PLAYERS = ("A", "B")


def opponent(player: str) -> str:
    return "B" if player == "A" else "A"


@dataclass(frozen=True, slots=True)
class Action:
    """One replayed action: its kind (`attack`, `pass`...) and its arguments."""

    kind: str
    args: dict[str, Any] = field(default_factory=dict)

    def get(self, key: str, default: Any = None) -> Any:
        return self.args.get(key, default)


def new_anonymous_id(cards: dict[str, Any], counters: dict[str, int], player: str,
                     area: str) -> str:
    """An id of the engine's choosing for an unnamed card (`A.deck3`), unused in `cards`."""
    key = f"{player}.{area}"
    number = counters.get(key, 0)
    while True:
        number += 1
        card_id = f"{key}{number}"
        if card_id not in cards:
            counters[key] = number
            return card_id
