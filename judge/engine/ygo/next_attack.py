"""Negating "the next attack this turn from a monster your opponent controls" (12-3-22): Necro
Gardna and Speedroid Tri-Eyed Dice, `{negate_next_attack: true}`.

Resolved in the Battle Step while an attack by an opponent's monster waits there, it negates
that attack (12-3-12). Otherwise it waits for the next attack a monster of the opponent
declares this turn and negates it as it is declared; several such effects waiting negate that
one attack together, not one attack each. It never carries over into another turn.
"""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import Card, EffectStep, State, opponent
from .step_env import Env
from .timings import START


def apply(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """The step: the attack waiting in the Battle Step, or the next one declared this turn."""
    player = env.controller
    battle = state.battle
    if battle is not None and battle.timing < START \
            and state.cards[battle.attacker].owner != player:
        state.battle = None  # it is that attack: it stops where it stands (12-3-12)
        ctx.emit("attack.negated", cr.NEXT_ATTACK_NEGATED, cr.NEGATE_ATTACK,
                 cr.BACK_TO_BATTLE_STEP, link=env.label,
                 card=say.card(state, state.cards[battle.attacker]))
        return
    waiting = (player, state.turn_number)
    if waiting not in state.next_attack_negated:  # several negate one attack (12-3-22)
        state.next_attack_negated.append(waiting)
    ctx.emit("next_attack.waiting", cr.NEXT_ATTACK_NEGATED, link=env.label, player=player,
             opponent=opponent(player))


def on_declared(state: State, ctx: Context, attacker: Card) -> None:
    """An attack was just declared: negated at once if it is the next attack an effect of the
    attacker's opponent waits for this turn (12-3-22)."""
    waiting = [(player, turn) for player, turn in state.next_attack_negated
               if turn == state.turn_number and player != attacker.owner]
    if not waiting or state.battle is None:
        return
    state.next_attack_negated = [entry for entry in state.next_attack_negated
                                 if entry not in waiting and entry[1] == state.turn_number]
    state.battle = None
    ctx.emit("attack.negated_next", cr.NEXT_ATTACK_NEGATED, cr.NEGATE_ATTACK,
             cr.BACK_TO_BATTLE_STEP, card=say.card(state, attacker), player=waiting[0][0])
