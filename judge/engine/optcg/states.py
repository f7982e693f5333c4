"""Steps that change a card's state: `{rest: chosen}` (CR 4-4-1-2) and `{set_active: chosen}`
(CR 4-4-1-1), on a Leader, a Character or a Stage. A card already so stays so (CR 1-3-2-1);
"cannot be rested" (limits.py) wins over resting (CR 1-3-3)."""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .env import Env, field_target, skip
from .kinds import kinds, read_target
from .limits import rest_forbidden
from .model import CHARACTER, Z_CHARACTERS, Z_LEADER, Z_STAGE, State
from .replacements import replaced
from .specs import EffectStep


def rest_or_activate(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    resting = step.kind == "rest"
    card = field_target(state, ctx, step, env, step.kind, (Z_LEADER, Z_CHARACTERS, Z_STAGE))
    if card is None:
        return
    why = rest_forbidden(state, card) if resting else None
    if why is not None:  # "cannot be rested": the prohibition wins (CR 1-3-3)
        skip(ctx, env, Event("would.rest.card", {"card": say.card(state, card)}), why,
             cr.PROHIBITION_WINS)
        return
    if card.rested == resting:
        ctx.emit(f"already.{step.kind}", cr.ALREADY_IN_STATE, effect=env.label,
                 card=say.card(state, card))
        return
    if resting and replaced(state, ctx, card, "rest", env.controller, env.label, character=(
            env.source is not None and env.source.kind == CHARACTER)):
        return  # "you may rest 1 of your other Characters instead" (replacements.py)
    card.rested = resting
    ctx.emit(f"state_changed.{step.kind}", cr.RESTED_STATE if resting else cr.ACTIVE_STATE,
             effect=env.label, card=say.card(state, card))


KINDS = (
    *kinds(("rest",), read_target, rest_or_activate,
           (cr.RESTED_STATE, cr.ALREADY_IN_STATE, cr.PROHIBITION_WINS),
           ("state_changed.rest", "already.rest", "would.rest", "would.rest.card")),
    *kinds(("set_active",), read_target, rest_or_activate,
           (cr.ACTIVE_STATE, cr.ALREADY_IN_STATE),
           ("state_changed.set_active", "already.set_active", "would.set_active",
            "would.set_active.card")),
)
