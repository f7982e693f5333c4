"""Effect steps that move one card it names to another zone of its owner: "return it to the
hand" (5-3-11), "send it to the GY" (not destroyed, so a protection from destruction does not
stop it, 5-3-2), "banish it" (5-3-3) and "shuffle it into the Deck" (5-3-14). The interpreter
passes its own readers of the step's card and its words for a part not done."""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .leaving import say_left
from .model import Z_BANISHED, Z_GRAVEYARD, Z_HAND, EffectStep, State
from .step_types import Gone, Handler, Skip, Target, Would
from .to_deck import to_deck
from .zones import move

MOVES = {"to_hand": (Z_HAND, "returned_to_hand", (cr.RETURN_TO_HAND,)),
         "to_graveyard": (Z_GRAVEYARD, "sent_to_graveyard",
                          (cr.SENT_IS_NOT_DESTROYED, cr.TO_OWNERS_GRAVEYARD)),
         "banish": (Z_BANISHED, "banished", (cr.BANISH, cr.BANISHED))}


def handlers(skip: Skip, target: Target, would: Would, gone: Gone) -> dict[str, Handler]:
    def relocate(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        zone, code, rules = MOVES[step.kind]
        card = target(state, env, step.target)
        if card is None:
            skip(ctx, env, would("move", state), gone(step.target, env))
            return
        if card.zone == zone:
            skip(ctx, env, would("move", state, card),
                 Event("why.already_in", {"zone": say.zone(zone)}))
            return
        origin = card.zone
        move(state, card, zone)
        if not say_left(state, ctx, [card]):  # banished instead (8-4-10)
            ctx.emit(code, *rules, link=env.label, card=say.card(state, card),
                     player=card.owner, zone=say.zone(origin))

    def shuffle_in(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        card = target(state, env, step.target)
        if card is None:
            skip(ctx, env, would("move", state), gone(step.target, env))
            return
        why = to_deck(state, ctx, card, step.to, env.label)
        if why is not None:
            skip(ctx, env, would("move", state, card), why)

    return {**dict.fromkeys(MOVES, relocate), "to_deck": shuffle_in}
