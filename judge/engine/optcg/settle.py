"""The settle point after every action: rule processing, then waiting auto effects in CR 8-6
order (the turn player's first, CR 8-6-1), until nothing is left to do.

The battle's moved-area checks (CR 7-1-1-4, 7-1-2-3, 7-1-3-1-3) are part of the battle's own
steps (`battle.py`) and run right after the settle that ends each step.
"""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .activation import activation_problem, once_key, once_rules, pay_cost
from .autos import rule_processing
from .interpreter import Env, run
from .model import Card, Effect, Pending, State


def settle(state: State, ctx: Context) -> None:
    rule_processing(state, ctx)
    while state.pending:
        # a round: everything queued so far, turn player's first; effects that these set off
        # wait for the next round (CR 8-6-1, 8-6-1-1)
        batch = sorted(state.pending, key=lambda p: p.controller != state.turn_player)
        state.pending = []
        for item in batch:
            _resolve_pending(state, ctx, item)
            rule_processing(state, ctx)


def _resolve_pending(state: State, ctx: Context, item: Pending) -> None:
    card = state.cards[item.source]
    label = f"{say.owned(card)}'s {say.timing(item.timing)}"
    if card.zone != item.zone or card.moves != item.moves:
        # it left the area where its timing came: it cannot activate (CR 8-1-3-1-3)
        ctx.emit(f"{label} does not activate: the card left {say.zone(item.zone)} first.",
                 cr.AUTO_MOVED_AWAY)
        return
    problem = activation_problem(state, card, item.effect, item.timing, check_don=False)
    if problem is not None:
        ctx.emit(f"{label} cannot activate: {problem.reason}", *problem.rules)
        return
    rules = _timing_rules(item.timing)
    if item.effect.once_per_turn:
        rules += once_rules(state, card, item.timing)
    condition = ""
    if item.effect.don_x:
        condition = f" ([DON!! x{item.effect.don_x}] was met when its timing came)"
        rules += (cr.DON_X, cr.DON_X_CONDITION)
    verb = "resolves from the trash" if item.timing == "on_ko" else "activates"
    ctx.emit(f"{label} {verb}{condition}.", *rules)
    resolve_effect(state, ctx, card, item.effect, item.timing, item.chosen)


def _timing_rules(timing: str) -> tuple[str, ...]:
    return {
        "on_play": (cr.ON_PLAY, cr.AUTO_EFFECT),
        "when_attacking": (cr.WHEN_ATTACKING, cr.ATTACK_STEP_EFFECTS),
        "on_opponents_attack": (cr.ON_YOUR_OPPONENTS_ATTACK, cr.ATTACK_STEP_EFFECTS),
        "on_block": (cr.ON_BLOCK, cr.ON_BLOCK_TIMING),
        "on_ko": (cr.ON_KO,),
        "end_of_your_turn": (cr.END_OF_YOUR_TURN, cr.END_OF_TURN_EFFECTS),
    }.get(timing, (cr.AUTO_EFFECT,))


def resolve_effect(state: State, ctx: Context, card: Card, effect: Effect, timing: str,
                   chosen: str | None, label: str | None = None) -> None:
    """Pay the cost of an effect already found activatable, then run its steps."""
    if effect.once_per_turn:
        state.once_used.add(once_key(card, timing))
    pay_cost(state, ctx, card, effect.cost)
    env = Env(card, card.owner, chosen, label or f"{say.owned(card)}'s {say.timing(timing)}")
    run(state, ctx, effect, env)
