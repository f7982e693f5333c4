"""Changing the attack's target: "Select 1 of your Characters. Change the attack target to the
selected Character." (`{change_attack_target: T}`).

The card's text goes before the rules (CR 1-3-1): the new target may be an active Character
(official Q&A EB01-038), though an attack may otherwise only target a Leader or a rested
Character (CR 7-1-1-2). From then on the battle is with the new target: the Damage Step
compares its power (CR 7-1-4-1), and it is the card whose move ends the battle early
(CR 7-1-1-4, 7-1-2-3, 7-1-3-1-3). The card first attacked is no longer in the battle. Outside a
battle the step does nothing (CR 1-3-2).
"""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.replay import Context
from ..core.validate import Problems
from . import rules as cr
from . import text as say
from .env import Env, field_target
from .kinds import Reader, StepKind
from .model import Z_CHARACTERS, Z_LEADER, Card, State
from .specs import EffectStep


def read_step(problems: Problems, at: str, arg: Any, target: str | None) -> EffectStep | None:
    """`{change_attack_target: T}` (its target read by the caller)."""
    if target is None:
        if not isinstance(arg, str):
            problems.add(at, "needs a target")
        return None
    return EffectStep("change_attack_target", target=target)


def change_target(state: State, ctx: Context, card: Card, label: Event) -> None:
    battle = state.battle
    if battle is None:
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=label,
                 what=Event("would.change_attack_target.card", {"card": say.card(state, card)}),
                 why=Event("why.no_battle"))
        return
    if card.owner == state.turn_player or card.id == battle.target:
        why = "why.already_target" if card.id == battle.target else "why.attackers_own_card"
        ctx.emit("step_skipped", cr.DO_WHAT_YOU_CAN, effect=label,
                 what=Event("would.change_attack_target.card", {"card": say.card(state, card)}),
                 why=Event(why, {"card": say.card(state, card)}))
        return
    before = state.cards[battle.target]
    battle.target, battle.target_moves = card.id, card.moves
    ctx.emit("attack_target_changed", cr.CARD_OVER_RULES, cr.ATTACK_TARGET, effect=label,
             card=say.card(state, card), before=say.card(state, before))


def read_change(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    target = reader.target(at, arg) if isinstance(arg, str) else None
    return read_step(reader.problems, at, arg, target)


def change_step(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    card = field_target(state, ctx, step, env, "change_attack_target", (Z_LEADER, Z_CHARACTERS))
    if card is not None:
        change_target(state, ctx, card, env.label)


KINDS = (
    StepKind("change_attack_target", read_change, change_step,
             (cr.CARD_OVER_RULES, cr.ATTACK_TARGET, cr.DO_WHAT_YOU_CAN),
             ("attack_target_changed", "would.change_attack_target",
              "would.change_attack_target.card", "why.already_target",
              "why.attackers_own_card")),
)
