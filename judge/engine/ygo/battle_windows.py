"""A Continuous Effect's change that applies only when a monster battles one with a higher ATK
(12-4-15): 'If a "Destiny HERO" monster attacks a monster with a higher ATK, the attacking
monster gains 1000 ATK during damage calculation only.' (Dark City, Skyscraper).

The two monsters' ATK are compared as they stand without any such change: while they are
compared, a change that itself compares does not apply, so a change never decides on its own
result (and two of them never ask each other without end).
"""
from __future__ import annotations

from contextvars import ContextVar

from .model import Card, State

# set while the ATK of two battling monsters is compared (a ContextVar, not a global flag, so
# that duels judged at once in other threads never see it)
_COMPARING: ContextVar[bool] = ContextVar("comparing_atk", default=False)


def stronger(state: State, card: Card, other: Card) -> bool:
    """Whether `other` has a higher ATK than `card`, without the changes that compare; False
    while a comparison is already being made (such a change does not count in it)."""
    if _COMPARING.get():
        return False
    token = _COMPARING.set(True)
    try:
        return state.atk(other) > state.atk(card)
    finally:
        _COMPARING.reset(token)
