"""`position_all: {player, to, position|face, other, ...words}`: every monster of a kind the
player (or both) controls as the effect resolves changed at once to one battle position
(9-2-12): "Change all Attack Position monsters your opponent controls to Defense Position."
(`to`: attack, defense, face_up_defense or set, the words of `change_position`). The monsters
are those a `destroy_all` step of the same words would take (mass.all_of, schema_mass.py: a
description fits face-up monsters only, 9-1-3); of them, one already in that position and a
Link Monster (9-1-4) are not among those changed. Each is changed as `change_position`
changes one (9-2-7: a face-down one turned face-up has its FLIP effect after the chain); with
none to change, that part is not done (5-2-5)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from . import rules_cards as rc
from . import text as say
from .effect_specs import EffectStep
from .mass import all_of
from .model import ATTACK, DEFENSE, SET, Card, State
from .moments import at_once
from .positions import change_position
from .step_types import Handler
from .unaffected import spare

Narrow = Callable[[str, Any, str], EffectStep | None]  # StepReader._destroy_all
TO = {"attack": ATTACK, "defense": DEFENSE, "face_up_defense": DEFENSE, "set": SET}


def _changes(card: Card, to: str) -> bool:
    """Whether the change moves it: a face-down monster is in Defense Position already for "to
    Defense Position" (9-1-3); a Link Monster has no other position (9-1-4)."""
    if "Link" in card.monster_types:
        return False
    if to == "defense" and card.position == SET:
        return False
    return card.position != TO[to]


def position_all(state: State, ctx: Context, step: EffectStep, env: Any,
                 skip: Callable[..., None]) -> None:
    hit = [card for card in all_of(state, step, env) if _changes(card, step.to)]
    if not hit:
        env.missed = True
        ctx.emit("effect_part_skipped", cr.DO_WHAT_CAN_BE_DONE, rc.POSITION_ALL,
                 link=env.label, what=Event("would.change_positions"),
                 why=Event("why.no_position_monsters"))
        return
    hit = spare(state, ctx, hit, env)  # not one unaffected by it (5-3-29)
    env.missed = not hit
    one = EffectStep("change_position", to=step.to, no_flip=step.no_flip)
    if hit:  # the rule that changes them together, then each change as one makes it (9-2-7)
        ctx.emit("positions_changed.all", rc.POSITION_ALL, link=env.label,
                 cards=say.cards(state, [card.id for card in hit]))
    since = len(state.happened)
    for card in hit:
        change_position(state, ctx, one, env, card, skip)
    at_once(state, since)  # changed together (9-2-12, 11-1-9)


def read_step(problems: Problems, at: str, arg: Any, narrow: Narrow) -> EffectStep | None:
    """Its `to`, `no_flip` and the words of a `destroy_all` of monsters."""
    if not isinstance(arg, dict):
        problems.add(at, "input.not_mapping")
        return None
    data: dict[str, Any] = arg
    to = v.choice(problems, key_path(at, "to"), v.field(data, "to", None), tuple(TO))
    no_flip = v.opt_bool(problems, data, "no_flip", at, False)
    step = narrow(at, {**{k: val for k, val in data.items() if k not in ("to", "no_flip")},
                       "what": "monsters"}, "position_all")
    return None if step is None or to is None else replace(step, to=to, no_flip=no_flip)


def handlers(skip: Callable[..., None]) -> dict[str, Handler]:
    """The interpreter's handler, given its way of saying a part not done."""
    return {"position_all": lambda state, ctx, step, env: position_all(
        state, ctx, step, env, skip)}
