"""Steps on the controller's hand: `{draw: N}` (CR 4-5) and `{trash_from_hand: N}` ("trash N
cards from your hand", CR 10-2-14-1); either may be "up to N" (`{count: N, up_to: true}`).
`{draw_until: N}`: "draw cards so that you have N cards in your hand": as many as the hand
lacks, none when it already holds N or more (nothing is trashed to come down to N, 1-3-2-2)."""
from __future__ import annotations

from dataclasses import replace

from ..core.events import Event
from ..core.replay import Context
from . import picks
from . import rules as cr
from . import text as say
from .env import Env, skip
from .kinds import StepKind, read_count
from .model import Z_TRASH, EffectStep, State
from .partial import nothing_for_zero, short_of
from .zones import draw_one, move


def draw(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    if nothing_for_zero(ctx, step, env.label):
        return
    drawn = 0
    while drawn < step.amount and draw_one(state, env.controller) is not None:
        drawn += 1
    if drawn == step.amount:
        ctx.emit("drew", cr.DRAW, cr.DRAW_X, effect=env.label, player=env.controller,
                 count=drawn)
    else:
        ctx.emit("drew.short", cr.DRAW, cr.DRAW_X, cr.DO_WHAT_YOU_CAN, effect=env.label,
                 player=env.controller, count=drawn, wanted=step.amount)


def draw_until(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    held = len(state.players[env.controller].hand)
    if held >= step.amount:
        ctx.emit("draw_until.enough", cr.ZERO_TIMES, effect=env.label, player=env.controller,
                 count=held, wanted=step.amount)
        return
    draw(state, ctx, replace(step, amount=step.amount - held), env)


def trash_from_hand(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    if nothing_for_zero(ctx, step, env.label):
        return
    hand = state.players[env.controller].hand
    chosen = picks.pick(state, env, hand, step.amount, env.controller)  # the player's (CR 8-4-4)
    for card_id in chosen:
        move(state, state.cards[card_id], Z_TRASH)
    if not chosen:
        skip(ctx, env, Event("would.trash_from_hand"),
             Event("why.hand_empty", {"player": env.controller}))
        return
    ctx.emit("trashed_from_hand", cr.TRASH_FROM_HAND, *short_of(len(chosen), step.amount)[1],
             effect=env.label, player=env.controller, cards=say.cards_of(state, chosen))


KINDS = (
    StepKind("draw", read_count, draw,
             (cr.DRAW, cr.DRAW_X, cr.DO_WHAT_YOU_CAN, cr.ZERO_TIMES),
             ("drew", "drew.short", "zero_times.draw")),
    StepKind("draw_until", read_count, draw_until,
             (cr.DRAW, cr.DRAW_X, cr.DO_WHAT_YOU_CAN, cr.ZERO_TIMES),
             ("drew", "drew.short", "draw_until.enough")),
    StepKind("trash_from_hand", read_count, trash_from_hand,
             (cr.TRASH_FROM_HAND, cr.DO_WHAT_YOU_CAN, cr.ZERO_TIMES),
             ("trashed_from_hand", "would.trash_from_hand", "zero_times.trash_from_hand",
              "note.pick_default")),
)
