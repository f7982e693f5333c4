"""The effect interpreter: runs the steps of any effect, top to bottom (CR 1-3-7).

Every step does what it can: a target that is not where the step needs it is skipped and the
ruling says so (CR 1-3-2). Rule processing runs after each step (CR 9-1-2).
"""
from __future__ import annotations

from ..core.events import Event, RuleRef
from ..core.replay import Context
from . import conditions, groups, options, triggers, up_to
from .autos import rule_processing
from .env import Env
from .families import HANDLERS, LEAVING
from .model import State
from .replacements import protectors_last
from .specs import Effect, EffectStep

__all__ = ["Env", "run", "run_steps"]


def run(state: State, ctx: Context, effect: Effect, env: Env) -> None:
    why = conditions.unmet(state, env.controller, dict(effect.condition), env.source) \
        if effect.condition else None
    if why is not None:
        ctx.emit("condition_unmet", conditions.IF_CLAUSE, effect=env.label, why=why)
        fight = state.record.fight()
        if fight is not None:  # the reason the battle went as it did (verdict.py)
            fight.why.append(Event("why.condition_unmet", {
                "effect": env.label, "why": why,
                "rules": (RuleRef(conditions.IF_CLAUSE),)}))
        return
    if effect.unread:  # a printed ability not read yet: its body is left out (unread.py)
        ctx.emit("effect_unread", effect=env.label)
        return
    if effect.options:  # "Choose one:" and the scenario named no option (options.py)
        options.unpicked(ctx, env.label, effect)
        return
    if env.nested is None:  # `if` and `at_end_of_turn` run their steps here (flow.py)
        env.nested = run_steps
    run_steps(state, ctx, effect.steps, env)


def run_steps(state: State, ctx: Context, steps: tuple[EffectStep, ...], env: Env) -> None:
    for written in steps:
        # "up to N": 0 to N taken; none named, the most, noted as a default
        step = up_to.apply(ctx, written, env.takes, env.label, env, state.notes)
        if step is None:
            continue
        state.replaced_now.clear()  # one step's cards leave at once (replacements.py)
        # what the step does at once is one event for "when ..." triggers (an "if" runs its
        # own steps, each seen by itself)
        seen = triggers.watch(state) if step.kind != "if" else None
        order = protectors_last if step.kind in LEAVING else None  # replacements.py
        groups.run_step(state, ctx, step, env, HANDLERS[step.kind], order)
        if seen is not None:
            triggers.changes(state, ctx, seen, env.controller)
        state.replaced_now.clear()
        rule_processing(state, ctx)
