"""`if_spells_in_gy: {min: 3, steps: [...]}`: a later part of an effect that asks, as it is
done, how many Spells its player has in the GY (5-2-24): "Target 1 face-up monster on the field;
destroy it, then, if you have 3 or more Spells in your GY, you can destroy 1 Spell/Trap on the
field." (Sky Striker Maneuver - Afterburners!).

The count is taken when the part is reached, after the parts before it are done, not when the
card is activated: a Spell that reached the GY since counts, and the resolving card itself,
still on the field, does not. Fewer than `min`: the part is not done (5-2-5). Its steps are
the player's choice ("you can", a `choose` with `optional`: the activation's `pick` names the
card, or names none). With `instead_of` ("add it to your hand, or if you have 3 or more Spells in
your GY, you can Special Summon it instead"), those steps are done unless the activation names
the other (`destination: field`) and the count holds then; if it does not, they are done
after all. With `optional` ("you can draw 1 card": nothing to name), the activation's
`declines: true` says the player does not do them.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from .effect_specs import EffectStep
from .model import SPELL, State
from .step_types import Handler

Run = Callable[[State, Context, tuple[EffectStep, ...], Any, int], bool]
Nested = Callable[[str, Any], tuple[EffectStep, ...]]
MAX_SPELLS = 60  # a Deck's most cards


def read_step(problems: Problems, at: str, arg: Any, nested: Nested) -> EffectStep | None:
    """The step as the format gives it; `nested` reads its steps."""
    data = v.mapping(problems, at, arg, ("min", "steps", "instead_of", "optional"),
                     ("min", "steps"))
    if data is None:
        return None
    least = v.integer(problems, key_path(at, "min"), v.field(data, "min", None), 1, MAX_SPELLS)
    steps = nested(key_path(at, "steps"), v.field(data, "steps", None))
    raw = v.field(data, "instead_of", None)
    instead = () if raw is None else nested(key_path(at, "instead_of"), raw)
    if least is None or not steps or raw is not None and not instead:
        return None
    return EffectStep("if_spells_in_gy", amount=least, steps=steps, instead_of=instead,
                      optional=v.opt_bool(problems, data, "optional", at, False))


def handlers(carry_out: Run) -> dict[str, Handler]:
    """The interpreter's handler of the step, given its way of carrying out steps."""
    def if_spells_in_gy(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        if step.instead_of and env.destination != "field":  # the player keeps to the first
            env.missed = not carry_out(state, ctx, step.instead_of, env, -1)
            return
        graveyard = state.players[env.controller].graveyard
        count = sum(state.cards[card_id].kind == SPELL for card_id in graveyard)
        if count < step.amount:
            ctx.emit("spells_gate.short" + (".instead" if step.instead_of else ""),
                     cr.ASKED_AS_DONE, cr.DO_WHAT_CAN_BE_DONE, link=env.label,
                     player=env.controller, count=count, least=step.amount)
            env.missed = not carry_out(state, ctx, step.instead_of, env, -1) \
                if step.instead_of else True
            return
        ctx.emit("spells_gate.holds", cr.ASKED_AS_DONE, link=env.label,
                 player=env.controller, count=count, least=step.amount)
        if step.optional and env.declines:  # "you can draw 1 card": the player does not
            env.missed = True
            ctx.emit("spells_gate.declined", cr.ASKED_AS_DONE, link=env.label,
                     player=env.controller)
            return
        env.missed = not carry_out(state, ctx, step.steps, env, -1)

    return {"if_spells_in_gy": if_spells_in_gy}
