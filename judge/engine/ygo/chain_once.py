""""Once per Chain" (5-2-16): a monster's effect so limited is not activated while a Chain
Link of that very effect of that very card (the same copy, not moved since) is on the chain;
once the chain has resolved, it may be activated again, even in the same turn."""
from __future__ import annotations

from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Card, MonsterEffect, State


def problem(state: State, card: Card, effect: MonsterEffect, index: int) -> Illegal | None:
    if not effect.once_per_chain:
        return None
    if any(link.card == card.id and link.moves == card.moves and link.effect == index
           for link in state.chain):
        return Illegal("illegal.effect_once_per_chain", (cr.ONCE_PER_CHAIN,),
                       card=say.card(state, card))
    return None
