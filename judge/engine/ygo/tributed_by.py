"""What a monster was Tribute Summoned by Tributing, as an activation condition: "When this card
is Tribute Summoned by Tributing a "Steelswarm" monster: ..." (Steelswarm Mantis, Steelswarm
Moth). The Tributes are seen as they were on the field, just before they left it (their last
known facts); the summoned monster keeps them while it stays where that Summon put it, and the
condition holds if at least one of them fits the description, or as many as `tributed_count`
says ("When this card is Tribute Summoned by Tributing 2 "Steelswarm" monsters", 5-2-4). Also
the kind its text names for a Tribute Summon with fewer Tributes: "You can Tribute Summon this
card by Tributing 1 Dinosaur monster." (8-2-7)."""
from __future__ import annotations

from copy import copy

from ..core.events import Event
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .described import described_fits
from .model import Card, State
from .summon_specs import SummonCondition


def seen(tributes: list[Card]) -> tuple[Card, ...]:
    """The Tributes as they are now, on the field, before they are moved."""
    return tuple(copy(tribute) for tribute in tributes)


def record(card: Card, tributes: tuple[Card, ...]) -> None:
    """`card` has just been Tribute Summoned with `tributes` (summon.apply_normal_summon)."""
    card.tributed_with = (card.moves, tributes)


def holds(card: Card, condition: SummonCondition) -> bool:
    """False only when the condition names what was Tributed and no Tribute of the Summon that
    put this card where it is fits it, or fewer than the count it names (5-2-4)."""
    spec = condition.tributed
    if spec is None:
        return True
    moves, tributes = card.tributed_with
    fitting = sum(1 for one in tributes if described_fits(spec, one))
    return moves == card.moves and fitting >= max(1, condition.tributed_count)


def fit_text(card: Card, tributes: list[Card]) -> bool:
    """Every Tribute is of the kind `card`'s text names for its Tribute Summon with fewer
    Tributes ("by Tributing 1 Dinosaur monster"), as it is on the field (8-2-7); True when
    the text names no kind."""
    spec = card.tribute_summon_by
    return spec is None or all(described_fits(spec, one) for one in tributes)


def unfit(state: State, card: Card, tributes: list[str], need: int) -> Illegal:
    """The Tributes its text names, in number but not in kind: the Level's count stands (8-2-7,
    8-2-1)."""
    return Illegal("illegal.tribute_not_of_kind", (cr.TRIBUTES_OF_A_KIND, cr.TRIBUTES_BY_LEVEL),
                   card=say.card(state, card), tributes=say.cards(state, tributes),
                   level=card.level, need=Event("tributes.count", {"count": need}))
