"""Trigger Effects of an Xyz Material detached as the cost of its Xyz Monster's own effect
(4-4-12): "If this card is detached from an Xyz Monster to activate that monster's effect"
(`event: detached_for_cost`).

monster_effects.apply pays a monster's own detach cost (`detach`) through `paid`: the named
materials (4-4-11) that cost sent away are each marked `detached_for_cost`, at the same moment
as their move, and answered like any Trigger Effect once the chain the activation was made in
has resolved (11-1-8). A material detached by a resolving effect (4-4-9), or as the cost of
another card's effect (`detach_own`), was not detached to activate that monster's effect, and
a material counted without a name is no card with an effect of its own."""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from . import xyz_cards
from .model import MONSTER, Action, Card, MonsterEffect, State
from .moments import at_once

EVENT = "detached_for_cost"
# the events of `state.happened` each of these answers (trigger_timing.ANSWERS)
DETACH_ANSWERS = {EVENT: (EVENT,)}


def paid(state: State, ctx: Context, monster: Card, effect: MonsterEffect,
         action: Action) -> None:
    """Its named materials detached as the cost of `effect` go to the GY (xyz_cards.paid);
    each is marked as detached to activate an effect of `monster`'s own (not a Pendulum
    Scale's, a Spell Card's, 5-1-6)."""
    before, since = list(monster.attached), len(state.happened)
    xyz_cards.paid(state, ctx, monster, effect.detach, action)
    if monster.kind != MONSTER or effect.origin == "pendulum":
        return
    for ref in before:
        gone = state.cards.get(ref)
        if ref not in monster.attached and gone is not None:
            state.happened.append((gone.id, gone.moves, EVENT))
    at_once(state, since)  # one moment with its move (11-1-9)


def activation_rules(effect: MonsterEffect) -> list[str]:
    """Cited as such an effect is activated."""
    return [cr.DETACHED_FOR_COST] if effect.on in DETACH_ANSWERS else []
