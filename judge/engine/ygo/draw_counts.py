"""Cards drawn "for each" card counted (5-3-20, 5-3-3): "Draw 1 card for each monster destroyed"
reads as `{draw: {amount: 1, for_each_done: {did: destroyed, what: monster}}}`, "draw cards
equal to the number of "Fabled" Synchro Monsters you control" as `{draw: {amount: 1, for_each:
{zone: field, what: monster, archetype: Fabled, type: Synchro}}}`. The cards are counted as the
draw is done, in the words `damage` and `gain_lp` take (tallies.py, done_counts.py), the ruling
saying how many; none counted: nothing is drawn and the step is not done (5-2-5). A plain
`draw: N` stays as it was."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.replay import Context
from ..core.validate import Problems, key_path
from .done_counts import done_tally
from .done_specs import read_done
from .model import EffectStep, State
from .schema_described import Describe
from .schema_tallies import read_for_each
from .tallies import tallied

MAX_EACH = 10


def read_draw(problems: Problems, at: str, arg: Any, describe: Describe) -> EffectStep | None:
    """`{draw: {amount: N, for_each: {...}}}` or `{draw: {amount: N, for_each_done: {...}}}`:
    exactly one way of counting."""
    data = v.mapping(problems, at, arg, ("amount", "for_each", "for_each_done"), ("amount",))
    if data is None:
        return None
    ways = [key for key in ("for_each", "for_each_done") if key in data]
    if len(ways) != 1:  # a plain number of cards is `draw: N`
        problems.add(at, "input.ygo.one_way_only", keys="for_each, for_each_done")
        return None
    each = v.integer(problems, key_path(at, "amount"), data["amount"], 1, MAX_EACH)
    per = read_for_each(problems, at, data, describe)  # "for each" card, counted now
    done = read_done(problems, at, data)  # "for each monster destroyed" by the part before
    if each is None or per is None and done is None:
        return None
    return EffectStep("draw", amount=each, per=per, per_done=done)


def drawn_count(state: State, ctx: Context, step: EffectStep, env: Any) -> int | None:
    """How many cards the step draws: `amount`, or `amount` for each card counted as it
    resolves (the ruling shows the count); None when none is counted (5-2-5)."""
    if step.per_done is not None:
        return done_tally(state, ctx, step.per_done, step.amount, env)
    if step.per is not None:
        return tallied(state, ctx, step, env)  # the same count as damage and LP (5-3-20)
    return step.amount
