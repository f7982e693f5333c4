"""Every face-up monster of a kind a player controls gaining or losing ATK until the end of the
turn (4-2-5, 7-7-3): "All "Destiny HERO" monsters you currently control gain 800 ATK until the
end of this turn." reads as `{atk_all: {player: controller, archetype: Destiny HERO, amount:
800}}`; with `for_each` ("gain 200 ATK for each Beast monster you control") the amount is
counted once, as the effect resolves (5-3-20), the same for each monster.

The monsters are those there as it resolves (mass.all_of, as a `destroy_all` of the same words
takes them): a monster that arrives later gains nothing, one that leaves loses the change. A
face-down monster shows no ATK to change (9-1-3). None there: the step is not done (5-2-5)."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.replay import Context
from .mass import all_of
from .model import MONSTER, SET, Z_MONSTERS, EffectStep, State
from .stat_changes import change_stats
from .tallies import tallied
from .unaffected import spare


def atk_all(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """The step's change to each face-up monster it describes, counted once if "for each"."""
    hit = [card for card in all_of(state, step, env)
           if card.kind == MONSTER and card.zone == Z_MONSTERS and card.position != SET]
    if not hit:
        env.missed = True  # no monster to change (5-2-5)
        return
    hit = spare(state, ctx, hit, env)  # not one unaffected by it (5-3-29)
    env.missed = not hit
    amount = step.amount
    if step.per is not None:  # counted once, as it resolves (5-3-20)
        total = tallied(state, ctx, replace(step, amount=abs(step.amount)), env)
        if total is None:
            return
        amount = total if step.amount >= 0 else -total
    for card in hit:  # each by the same amount, its DEF too ("lose 500 ATK/DEF", 4-2-5)
        change_stats(state, ctx, step, env, card, amount)
