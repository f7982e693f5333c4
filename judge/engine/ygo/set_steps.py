"""The `set` step: "Target 1 Trap in your GY; Set that target." The Spell or Trap the effect
targeted (5-2-3) goes face-down to its owner's Spell & Trap Zone, or a Field Spell to the Field
Zone, as a card Set this turn (10-1-1): a Trap or a Quick-Play Spell so Set cannot be activated
until the next turn (10-3-2, 10-2-4), unless the step is `set_ready` ("It can be activated this
turn."). A monster is never Set this way, and with no free zone the
part is not done (5-2-5). The interpreter passes its own readers of the step's card and its
words for a part not done."""
from __future__ import annotations

from typing import Any

from ..core.replay import Context
from . import rules as cr
from .model import EffectStep, State
from .setting import make_ready, set_card
from .step_types import Gone, Handler, Skip, Target, Would


def handlers(skip: Skip, target: Target, would: Would, gone: Gone) -> dict[str, Handler]:
    def set_target(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        card = target(state, env, step.target)
        if card is None:  # no longer the card targeted (5-2-3)
            skip(ctx, env, would("move", state), gone(step.target, env))
            return
        why = set_card(state, ctx, card, env.label, (cr.TARGETS,))
        if why is not None:
            skip(ctx, env, would("move", state, card), why)
        elif step.kind == "set_ready":  # "It can be activated this turn." (10-3-2)
            make_ready(state, ctx, card, env.label)

    return {"set": set_target, "set_ready": set_target}
