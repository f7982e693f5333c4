"""What a monster was Tribute Summoned by Tributing, as an activation condition: "When this card
is Tribute Summoned by Tributing a "Steelswarm" monster: ..." (Steelswarm Mantis, Steelswarm
Moth). The Tributes are seen as they were on the field, just before they left it (their last
known facts); the summoned monster keeps them while it stays where that Summon put it, and the
condition holds if at least one of them fits the description (5-2-4)."""
from __future__ import annotations

from copy import copy

from .described import described_fits
from .model import Card
from .summon_specs import SummonCondition


def seen(tributes: list[Card]) -> tuple[Card, ...]:
    """The Tributes as they are now, on the field, before they are moved."""
    return tuple(copy(tribute) for tribute in tributes)


def record(card: Card, tributes: tuple[Card, ...]) -> None:
    """`card` has just been Tribute Summoned with `tributes` (summon.apply_normal_summon)."""
    card.tributed_with = (card.moves, tributes)


def holds(card: Card, condition: SummonCondition) -> bool:
    """False only when the condition names what was Tributed and no Tribute of the Summon that
    put this card where it is fits it."""
    spec = condition.tributed
    if spec is None:
        return True
    moves, tributes = card.tributed_with
    return moves == card.moves and any(described_fits(spec, one) for one in tributes)
