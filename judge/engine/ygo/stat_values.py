"""A monster's ATK and DEF as they stand once an effect has set a value rather than changed it
(4-2-8): its original value set ("its original ATK becomes 1900") is the value every other
change applies to; its current value set ("its ATK becomes 0") overrides every change applied
before it, and the changes applied after it (gains, losses, a new Equip Spell) apply on top.

The changes made by resolved effects (the duel's `modifiers`) are kept in the order they were
applied, so an earlier one ending later (at the end of the Battle Phase) does not alter a set
value. The other sources (Equip Spells, Field and Continuous Spells, Continuous Effects,
stat_sources.py) are not kept with the time they began: a set value overrides what they added
when it was set, and what they add or take away after that changes it. Read from the board alone
(Protocols), as stat_sources.py is, so that model.State can ask it.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from . import gemini_stats
from .stat_sources import Change, Duel, Piece, atk_bonus, def_bonus


class Setting(Change, Protocol):
    """A change bound to one card (records.Modifier), which may set a value instead."""

    @property
    def set_atk(self) -> int: ...
    @property
    def set_def(self) -> int: ...
    @property
    def base(self) -> bool: ...
    @property
    def rest_atk(self) -> int: ...
    @property
    def rest_def(self) -> int: ...


class Printed(Piece, gemini_stats.Printed, Protocol):
    """Its printed ATK and DEF, and the original values its own text sets (gemini_stats)."""


class Stats(Duel, Protocol):
    @property
    def modifiers(self) -> Sequence[Setting]: ...


def current(duel: Stats, card: Printed, stat: str) -> int:
    """Its ATK ("atk") or DEF ("def") now, before a value below 0 counts as 0 (4-2-5)."""
    bonus = atk_bonus(duel, card) if stat == "atk" else def_bonus(duel, card)
    own = _own(duel, card)
    if not any(_set(change, stat) >= 0 for change in own):
        return gemini_stats.printed(duel, card, stat) + bonus
    last = max((i for i, change in enumerate(own)
                if not change.base and _set(change, stat) >= 0), default=-1)
    if last < 0:  # only the original value set: the base of every change (4-2-8)
        return original(duel, card, stat) + bonus
    setting = own[last]  # the latest value set overrides what was applied before it
    later = sum(_change(change, stat) for change in own[last + 1:])
    return _set(setting, stat) + later + rest(duel, card, stat) - _rest(setting, stat)


def original(duel: Stats, card: Printed, stat: str) -> int:
    """Its original ATK or DEF: as printed (or as its own text sets it, gemini_stats), or as
    the latest effect setting it made it."""
    bases = [_set(change, stat) for change in _own(duel, card)
             if change.base and _set(change, stat) >= 0]
    return bases[-1] if bases else gemini_stats.printed(duel, card, stat)


def rest(duel: Stats, card: Printed, stat: str) -> int:
    """What its sources other than resolved effects' changes add now (stat_sources.py)."""
    bonus = atk_bonus(duel, card) if stat == "atk" else def_bonus(duel, card)
    return bonus - sum(_change(change, stat) for change in _own(duel, card))


def _own(duel: Stats, card: Printed) -> list[Setting]:
    return [change for change in duel.modifiers
            if change.card == card.id and change.moves == card.moves]


def _set(change: Setting, stat: str) -> int:
    return change.set_atk if stat == "atk" else change.set_def


def _change(change: Setting, stat: str) -> int:
    return change.amount if stat == "atk" else change.defense


def _rest(change: Setting, stat: str) -> int:
    return change.rest_atk if stat == "atk" else change.rest_def
