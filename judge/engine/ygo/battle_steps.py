"""Effect steps that act on the battle itself: negating an attack (12-3-12), ending the
Battle Phase (12-9-3), and an amount of damage or LP "equal to its ATK" (5-3-10).

Magic Cylinder reads as `{negate_attack: true}, {if_you_do: [{damage: {player: opponent,
atk_of: attacker}}]}`; Negate Attack as `{negate_attack: true}, {then: [{end_battle_phase:
true}]}`. The attack a step negates is the one its Chain Link was activated during (`env.battle`):
once that attack is over, there is nothing left to negate (5-2-5).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import MONSTER, SET, Z_MONSTERS, Battle, Card, EffectStep, State


class Env(Protocol):
    """What this module reads of the resolving effect (interpreter.Env)."""

    label: Event
    battle: Battle | None


Skip = Callable[..., None]
Target = Callable[[State, Any, "str | None"], "Card | None"]


def negate_attack(state: State, ctx: Context, env: Env, skip: Skip, target: Target) -> None:
    """"Negate the attack": the attack ends where it stands, with no damage calculation; the
    monster has still declared it, and the game goes back to the Battle Step (12-3-12)."""
    battle = env.battle
    would = Event("would.negate_attack")
    if battle is None or state.battle is not battle:
        skip(ctx, env, would, Event("why.attack_over"), cr.NEGATE_ATTACK)
        return
    attacker = target(state, env, "attacker")
    if attacker is None:
        skip(ctx, env, would, Event("why.no_attacker"), cr.NEGATE_ATTACK)
        return
    state.battle = None
    ctx.emit("attack.negated", cr.NEGATE_ATTACK, cr.BACK_TO_BATTLE_STEP, link=env.label,
             card=say.card(state, attacker))


def end_battle_phase(state: State, ctx: Context, env: Env, skip: Skip) -> None:
    """"End the Battle Phase": no more attacks this Battle Phase; the game goes on to its End
    Step, where the turn player moves to Main Phase 2 or the End Phase (12-9-3)."""
    if state.phase != "battle" or state.battle_ended:
        skip(ctx, env, Event("would.end_battle_phase"), Event("why.not_battle_phase"),
             cr.END_BATTLE_PHASE)
        return
    state.battle_ended = True
    state.battle = None  # an attack still waiting goes no further
    ctx.emit("battle_phase.ended", cr.END_BATTLE_PHASE, cr.END_STEP, link=env.label,
             player=state.turn_player)


def amount(state: State, ctx: Context, step: EffectStep, env: Env, skip: Skip,
           target: Target) -> int | None:
    """The damage or LP of the step: as written, or "equal to its ATK" (`atk_of`), the ATK the
    face-up monster has as the step is done (4-2-5); None when it is no longer such a monster
    on the field to read an ATK from (5-2-5)."""
    if not step.atk_of:
        return step.amount
    card = target(state, env, step.atk_of)
    if card is None or card.kind != MONSTER or card.zone != Z_MONSTERS or card.position == SET:
        why = Event("why.no_atk", {"card": say.card(state, card)}) if card is not None \
            else Event("why.no_attacker" if step.atk_of == "attacker" else "why.gone")
        skip(ctx, env, Event(f"would.{step.kind}_by_atk"), why, cr.ATK_AND_DEF)
        return None
    return state.atk(card)


def attack_over_problem(state: State) -> Illegal | None:
    """An attack declared after an effect ended the Battle Phase (12-9-3)."""
    if state.battle_ended:
        return Illegal("illegal.battle_phase_ended", (cr.END_BATTLE_PHASE, cr.DECLARE_ATTACK),
                       player=state.turn_player)
    return None
