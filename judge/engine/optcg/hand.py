"""Steps on the controller's hand: `{draw: N}` (CR 4-5) and `{trash_from_hand: N}` ("trash N
cards from your hand", CR 10-2-14-1); either may be "up to N" (`{count: N, up_to: true}`).
`{self_to_hand: true}`: a [Trigger]'s "add this card to your hand": the card, in no area while
its [Trigger] resolves, goes to its owner's hand instead of the trash (CR 10-1-5-3).
`{trash_hand_until: N}` trashes cards from the hand until N are left ("Trash cards from your hand
until you have 5 cards in your hand"; N = 0: "trash all cards from your hand").
`{draw_until: N}`: "draw cards so that you have N cards in your hand": as many as the hand
lacks, none when it already holds N or more (nothing is trashed to come down to N, 1-3-2-2).
`{opponent_draw: N}` ("Then, your opponent draws 1 card.") draws for the opponent instead, and
`{opponent_trash_hand_until: N}` trashes from the opponent's hand, their picks."""
from __future__ import annotations

from dataclasses import replace

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from . import picks
from . import rules as cr
from . import text as say
from .env import Env, field_target, skip
from .kinds import Reader, StepKind, read_count, read_flag
from .limits import draw_forbidden
from .model import Z_HAND, Z_LIMBO, Z_TRASH, State, opponent
from .partial import nothing_for_zero, short_of
from .specs import EffectStep
from .zones import draw_one, move


def draw(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    if nothing_for_zero(ctx, step, env.label):
        return
    player = opponent(env.controller) if step.kind == "opponent_draw" else env.controller
    why = None if step.kind == "opponent_draw" else draw_forbidden(state, player)
    if why is not None:  # "you cannot draw cards using your own effects" (limits.py)
        skip(ctx, env, Event("would.draw"), why, cr.PROHIBITION_WINS)
        return
    drawn = 0
    while drawn < step.amount and draw_one(state, player) is not None:
        drawn += 1
    if drawn == step.amount:
        ctx.emit("drew", cr.DRAW, cr.DRAW_X, effect=env.label, player=player, count=drawn)
    else:
        ctx.emit("drew.short", cr.DRAW, cr.DRAW_X, cr.DO_WHAT_YOU_CAN, effect=env.label,
                 player=player, count=drawn, wanted=step.amount)


def read_opponent_draw(reader: Reader, kind: str, at: str, arg: object) -> EffectStep | None:
    """`{opponent_draw: N}`, N from 1 (no "up to": the opponent draws them all)."""
    count = v.integer(reader.problems, at, arg, 1, 10)
    return None if count is None else EffectStep(kind, amount=count)


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


def self_to_hand(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """The [Trigger] card to its owner's hand; once it is anywhere else (played by its own
    [Trigger]...), the step does nothing and says why."""
    card = field_target(state, ctx, replace(step, target="self"), env,
                        "self_to_hand", (Z_LIMBO,))
    if card is None:
        return
    move(state, card, Z_HAND)
    ctx.emit("self_to_hand", cr.TRIGGER_TRASHED, effect=env.label, player=card.owner,
             card=say.card(state, card, owned=False))
def trash_hand_until(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """As many cards as the hand holds above N, the player's picks (CR 8-4-4); with N or fewer,
    none, and never a card drawn (CR 1-3-2-2; official Q&A, OP14-054). The opponent's own
    step, written after the player's, trashes from their hand, their picks (official Q&A on
    OP05-058: the turn player first, then the opponent)."""
    player = opponent(env.controller) if step.kind.startswith("opponent_") else env.controller
    hand = state.players[player].hand
    excess = len(hand) - step.amount
    if excess <= 0:
        ctx.emit("hand_until.kept", cr.ZERO_TIMES, effect=env.label, player=player,
                 count=len(hand), wanted=step.amount)
        return
    # the whole hand leaves no choice; otherwise the player picks which cards go
    chosen = list(hand) if step.amount == 0 else picks.pick(state, env, hand, excess, player)
    for card_id in chosen:
        move(state, state.cards[card_id], Z_TRASH)
    ctx.emit("trashed_from_hand", cr.TRASH_FROM_HAND, effect=env.label, player=player,
             cards=say.cards_of(state, chosen))


KINDS = (
    StepKind("draw", read_count, draw,
             (cr.DRAW, cr.DRAW_X, cr.DO_WHAT_YOU_CAN, cr.ZERO_TIMES, cr.PROHIBITION_WINS),
             ("drew", "drew.short", "zero_times.draw", "would.draw")),
    StepKind("opponent_draw", read_opponent_draw, draw,
             (cr.DRAW, cr.DRAW_X, cr.DO_WHAT_YOU_CAN), ("drew", "drew.short")),
    StepKind("draw_until", read_count, draw_until,
             (cr.DRAW, cr.DRAW_X, cr.DO_WHAT_YOU_CAN, cr.ZERO_TIMES, cr.PROHIBITION_WINS),
             ("drew", "drew.short", "draw_until.enough", "would.draw")),
    StepKind("trash_from_hand", read_count, trash_from_hand,
             (cr.TRASH_FROM_HAND, cr.DO_WHAT_YOU_CAN, cr.ZERO_TIMES),
             ("trashed_from_hand", "would.trash_from_hand", "zero_times.trash_from_hand",
              "note.pick_default")),
    StepKind("self_to_hand", read_flag, self_to_hand, (cr.TRIGGER_TRASHED,),
             ("self_to_hand", "would.self_to_hand", "would.self_to_hand.card")),
    *(StepKind(name, read_count, trash_hand_until, (cr.TRASH_FROM_HAND, cr.ZERO_TIMES),
               ("trashed_from_hand", "hand_until.kept", "note.pick_default"))
      for name in ("trash_hand_until", "opponent_trash_hand_until")),
)
