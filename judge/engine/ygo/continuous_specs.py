"""What a Continuous Effect that changes ATK and DEF says (continuous.py applies it, 5-1-1):
plain data the duel's cards keep (model.Card.stat_changes), with no engine import so the
duel's state can hold it.
"""
from __future__ import annotations

from dataclasses import dataclass

from .effect_specs import Described


@dataclass(frozen=True, slots=True)
class Counted:
    """"for each ..." of a change: the cards of a player (`controller`: the changing card's
    controller, `opponent`, `any`) in one zone (`field` stands for the Monster Zones and the
    Spell & Trap Zones, `hand`, `graveyard`, `banished`), of a kind (`monster`, `spell`,
    `trap`, `card`) and as described; `other` leaves the changing card out."""

    zone: str
    player: str = "controller"
    what: str = "card"
    described: Described = Described()
    other: bool = False


@dataclass(frozen=True, slots=True)
class StatChange:
    """A face-up card's lasting change to ATK and DEF (negative: lower): to itself when
    `monsters` is None ("This card gains 500 ATK"), else to every face-up monster on the field
    so described, of `player` (relative to the card's controller; `other`: not the card
    itself), N times when `per` counts N cards."""

    atk: int = 0
    defense: int = 0
    monsters: Described | None = None
    player: str = "any"
    other: bool = False
    per: Counted | None = None
