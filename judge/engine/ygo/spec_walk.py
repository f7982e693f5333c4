"""A walk through the specs of a card's text (its dataclasses, tuples and lists, a few levels
deep) asking one question of each: whether a text depends on what a place not given would
tell (link_zones.py: links; column_gaps.py: columns). Each caller's `asks` answers True or
False for a spec that settles it, None to walk on into its fields."""
from __future__ import annotations

import dataclasses
from collections.abc import Callable

Asks = Callable[[object], bool | None]
DEEPEST = 6  # the specs of a card's text nest no deeper


def says(value: object, asks: Asks, depth: int = 0) -> bool:
    """Whether `value`, or a spec within it, is one `asks` says True of."""
    if depth > DEEPEST or value is None or isinstance(value, (str, int, bool, float)):
        return False
    answer = asks(value)
    if answer is not None:
        return answer
    if isinstance(value, (tuple, list)):
        return any(says(item, asks, depth + 1) for item in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(says(getattr(value, item.name), asks, depth + 1)
                   for item in dataclasses.fields(value))
    return False
