"""The Battle Phase: entering it and declaring attacks (12-1 to 12-3).

An attack waits after its declaration so that either player can respond (12-3-6); its Damage
Step (`damage_step`) follows at the next action that is not a response (`activate`, or `pass`
with a chain open), at a `pass` with no chain open, or at the end of the actions.
"""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as yr
from . import text as say
from .model import (
    ATTACK,
    MONSTER,
    SET,
    Z_MONSTERS,
    Action,
    Battle,
    Card,
    State,
    opponent,
)


def legal_battle_phase(state: State, action: Action) -> Illegal | None:
    tp = state.turn_player
    if state.turn_number == 1:
        return Illegal(f"Turn 1 is the Duel's first turn: {tp}, the player going first, cannot "
                       f"conduct a Battle Phase in it (the older rulebook says the same).",
                       (yr.NO_BATTLE_FIRST_TURN, yr.NO_BATTLE_PHASE_TURN_ONE,
                        yr.FIRST_TURN_BATTLE_UNCHANGED))
    if state.phase != "main1":
        return Illegal("The Battle Phase comes only once, right after Main Phase 1.",
                       (yr.PHASES, yr.SKIP_BATTLE_PHASE))
    return None


def apply_battle_phase(state: State, action: Action, ctx: Context) -> None:
    state.phase = "battle"
    # turn 2 is the first turn with a Battle Phase: the rule that allows it is 7-8-2
    second = (yr.NO_BATTLE_FIRST_TURN,) if state.turn_number == 2 else ()
    ctx.emit(f"{state.turn_player} enters the Battle Phase.", yr.BATTLE_PHASE,
             yr.ENTER_BATTLE_PHASE, *second)


def legal_attack(state: State, action: Action) -> Illegal | None:
    tp = state.turn_player
    if state.phase != "battle":
        return Illegal(f"{tp} is not in the Battle Phase: attacks are declared in its Battle "
                       f"Step (enter it with battle_phase).", (yr.DECLARE_ATTACK, yr.BATTLE_PHASE))
    attacker = state.resolve(action.get("attacker"))
    if attacker is None:
        return Illegal(f"There is no card {action.get('attacker')!r} in this duel.",
                       (yr.DECLARE_ATTACK,))
    problem = _attacker_problem(state, attacker)
    if problem is not None:
        return problem
    defender = opponent(tp)
    if action.get("target") == "direct":
        if state.players[defender].monsters:
            return Illegal(f"{defender} controls a monster, face-up or face-down, so "
                           f"{attacker.name} cannot attack directly.", (yr.DIRECT_ONLY_EMPTY,))
        return None
    target = state.resolve(action.get("target"))
    if target is None or target.zone != Z_MONSTERS or target.owner != defender:
        label = target.name if target else action.get("target")
        return Illegal(f"{label} cannot be attacked: the target must be a monster {defender} "
                       f"controls, or `direct`.", (yr.ATTACK_A_MONSTER,))
    return None


def _attacker_problem(state: State, attacker: Card) -> Illegal | None:
    tp = state.turn_player
    if attacker.owner != tp or attacker.zone != Z_MONSTERS or attacker.kind != MONSTER:
        return Illegal(f"{attacker.name} cannot attack: only a monster on {tp}'s field can.",
                       (yr.DECLARE_ATTACK,))
    if attacker.position != ATTACK:
        return Illegal(f"{attacker.name} is in {say.position(attacker.position)}: only a monster "
                       f"in Attack Position can declare an attack.",
                       (yr.DEFENSE_CANNOT_ATTACK, yr.ATTACK_POSITION))
    if attacker.attacked_this_turn:
        return Illegal(f"{attacker.name} has already attacked this turn: each monster attacks "
                       f"once per Battle Phase.", (yr.ONE_ATTACK,))
    return None


def apply_attack(state: State, action: Action, ctx: Context) -> None:
    attacker = state.resolve(action.get("attacker"))
    assert attacker is not None
    attacker.attacked_this_turn = True
    defender = opponent(state.turn_player)
    target = state.resolve(action.get("target"))
    count = len(state.players[defender].monsters)
    state.battle = Battle(attacker.id, attacker.moves, target.id if target else None,
                          target.moves if target else 0, count)
    if target is None:
        ctx.emit(f"{say.with_atk(state, attacker)} attacks {defender} directly ({defender} "
                 f"controls no monster).", yr.DECLARE_ATTACK, yr.DIRECT_ONLY_EMPTY)
    else:
        shown = say.with_stat(state, target) if target.position != SET else (
            f"{target.name} (face-down)")
        ctx.emit(f"{say.with_atk(state, attacker)} attacks {shown}.", yr.DECLARE_ATTACK,
                 yr.ATTACK_A_MONSTER)
