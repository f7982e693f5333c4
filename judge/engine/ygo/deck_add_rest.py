""""..., also you cannot add cards from your Deck to your hand for the rest of this turn, except
by drawing them." (The Weather Snowy Canvas's given effect, 5-2-27): the step
`{no_deck_adds_rest: true}`, a later part of an effect, applied when the effect resolves, not
when it is activated: from then to the end of the turn the effect's controller adds no card from
their Deck to their hand other than by drawing it.

It is the restriction deck_add_bans.py checks, (`no_deck_adds`, player, card) in
`State.this_turn`, which the end of the turn clears (7-7-3); a card added earlier in the chain
or the turn is not looked at (the words forbid only what comes after), and a negated effect
leaves no restriction (its steps do not run, 5-2-5).
"""
from __future__ import annotations

from typing import Any

from ..core.replay import Context
from ..core.validate import Problems
from . import rules as cr
from . import text as say
from .deck_add_bans import KIND
from .model import EffectStep, State


def read_step(problems: Problems, at: str, arg: Any) -> EffectStep | None:
    """`{no_deck_adds_rest: true}`; nothing else is written there."""
    if arg is not True:
        problems.add(at, "input.not_choice", choices="true")
        return None
    return EffectStep("no_deck_adds_rest")


def no_deck_adds_rest(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """The controller of the resolving effect adds no card from the Deck for the rest of the
    turn, except by drawing it (5-2-27)."""
    card = env.source
    state.this_turn.append((KIND, env.controller, card.id))
    ctx.emit("deck_adds_banned", cr.DECK_ADD_LOCK_TURN, card=say.card(state, card),
             player=env.controller)
