"""The bounds of a target filter ("with a cost of 3 or less", "with 5000 base power or more"):
one check for the filters of chosen cards (targets.py, groups.py) and of deck cards
(decks/top.py). It imports nothing of the engine, so every filter module may use it."""
from __future__ import annotations

from ..core.events import Event


def out_of_bounds(what: str, value: int, low: int | None, high: int | None) -> Event | None:
    """Why `value` (a `what`: cost, power, base_cost, base_power) breaks the bounds; None when
    it is within them."""
    if high is not None and value > high:
        return Event(f"mismatch.{what}_above", {"value": value, "limit": high})
    if low is not None and value < low:
        return Event(f"mismatch.{what}_below", {"value": value, "limit": low})
    return None
