"""The `place_scale` step: "place this card in your Pendulum Zone" (3-6-4). The card goes
face-up to a free Pendulum Zone of its owner as a Pendulum Scale (3-6-2), without being
activated; a player has two Pendulum Zones (3-6-1), and the format does not say which Spell &
Trap Zone a card holds, so it is placed only while its player has fewer than two Pendulum
Scales and a free Spell & Trap Zone. The interpreter passes its own readers of the step's card
and its words for a part not done."""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import MONSTER, Z_SPELLS_TRAPS, EffectStep, State
from .pendulum import free_zone
from .step_types import Gone, Handler, Skip, Target, Would
from .zones import move


def handlers(skip: Skip, target: Target, would: Would, gone: Gone) -> dict[str, Handler]:
    def place(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        card = target(state, env, step.target)
        if card is None:
            skip(ctx, env, would("place_scale", state), gone(step.target, env))
            return
        if card.kind != MONSTER or "Pendulum" not in card.monster_types \
                or card.zone == Z_SPELLS_TRAPS:
            skip(ctx, env, would("place_scale", state, card),
                 Event("why.not_placeable", {"zone": say.zone(card.zone)}), cr.PENDULUM_SCALE)
            return
        if not free_zone(state, card.owner):
            skip(ctx, env, would("place_scale", state, card),
                 Event("why.no_pendulum_zone", {"player": card.owner}), cr.PENDULUM_ZONES,
                 cr.PLACED_SCALE)
            return
        origin = card.zone
        move(state, card, Z_SPELLS_TRAPS, face_up=True)
        ctx.emit("pendulum.placed", cr.PLACED_SCALE, cr.PENDULUM_SCALE, link=env.label,
                 card=say.card(state, card), player=card.owner, zone=say.zone(origin))

    return {"place_scale": place}
