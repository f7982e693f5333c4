"""`level_all: {player, by, other, ...words}`: the Level of every face-up monster with a Level
that the player (or both) controls as the effect resolves, of the kind its words describe, is
raised or lowered at once (4-2-2): "Increase the Levels of all Machine-Type monsters you
currently control by 1." Each change lasts while that monster stays face-up on the field, as
the `level` step's does (zones.move takes it back off); a Level never goes below 1. A face-down
monster shows no Level and a monster with a Rank or a Link Rating has none: they are left as
they are. The monsters are those a `destroy_all` step of the same words would take (mass.all_of,
the words schema_mass.py reads); with none, that part is not done (5-2-5)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import Problems
from . import rules as cr
from . import text as say
from .effect_specs import EffectStep
from .mass import all_of
from .model import MONSTER, SET, Card, State
from .moments import at_once
from .unaffected import spare

Narrow = Callable[[str, Any, str], EffectStep | None]  # StepReader._destroy_all


def _with_level(card: Card) -> bool:
    return card.kind == MONSTER and card.position != SET \
        and not {"Xyz", "Link"} & set(card.monster_types)


def level_all(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    hit = [card for card in all_of(state, step, env) if _with_level(card)]
    if not hit:
        env.missed = True
        ctx.emit("effect_part_skipped", cr.DO_WHAT_CAN_BE_DONE, cr.LEVEL, link=env.label,
                 what=Event("would.change_levels"), why=Event("why.no_level_monsters"))
        return
    hit = spare(state, ctx, hit, env)  # not one unaffected by it (5-3-29)
    env.missed = not hit
    since = len(state.happened)
    for card in hit:
        before = card.level
        after = max(1, before + step.amount)  # never below 1 (4-2-2)
        card.level, card.level_change = after, card.level_change + after - before
        ctx.emit("level_changed" if step.amount >= 0 else "level_changed.lowered", cr.LEVEL,
                 link=env.label, card=say.card(state, card), before=before, level=after)
    at_once(state, since)  # changed together (11-1-9)


def read_step(problems: Problems, at: str, arg: Any, narrow: Narrow) -> EffectStep | None:
    """Its `by` (-12 to 12, not 0) and the words of a `destroy_all` of monsters."""
    if not isinstance(arg, dict):
        problems.add(at, "input.not_mapping")
        return None
    data: dict[str, Any] = arg
    by = v.opt_int(problems, data, "by", at, -12, 12, 0)
    if not by:
        problems.add(f"{at}.by", "input.required")
        return None
    step = narrow(at, {**{k: val for k, val in data.items() if k != "by"},
                       "what": "monsters"}, "level_all")
    return None if step is None else replace(step, amount=by)
