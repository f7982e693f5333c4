"""The Battle Phase: entering it and declaring attacks (12-1 to 12-3).

An attack waits after its declaration so that either player can respond (12-3-6); its Damage
Step (`damage_step`) follows at the next action that is not a response (`activate`, or `pass`
with a chain open), at a `pass` with no chain open, or at the end of the actions.
"""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import (
    arrows,
    attack_again,
    attack_all,
    attack_limits,
    attack_riders,
    attack_turn_bans,
    battle_end,
    battle_locks,
    continuous_attacks,
    counter_attacks,
    drawn_attacks,
    equip,
    holds,
    monster_attacks,
    next_attack,
    own_leaving,
    toons,
    turn_effects,
)
from . import rules as cr
from . import text as say
from .battle_steps import attack_over_problem
from .locks import attack_lock_problem
from .model import (
    ATTACK,
    DEFENSE,
    MONSTER,
    Z_MONSTERS,
    Action,
    Battle,
    Card,
    State,
    opponent,
)
from .negation import attacks, has
from .tail_events import record_targeted


def legal_battle_phase(state: State, action: Action) -> Illegal | None:
    tp = state.turn_player
    if state.turn_number == 1:
        return Illegal("illegal.battle_phase_turn_one",
                       (cr.NO_BATTLE_FIRST_TURN, cr.NO_BATTLE_PHASE_TURN_ONE,
                        cr.FIRST_TURN_BATTLE_UNCHANGED), player=tp)
    if state.phase != "main1":
        return Illegal("illegal.battle_phase_once", (cr.PHASES, cr.SKIP_BATTLE_PHASE))
    return battle_locks.entering_problem(state) or own_leaving.entering_problem(state)  # 7-1-5


def apply_battle_phase(state: State, action: Action, ctx: Context) -> None:
    state.phase = "battle"
    state.battle_ended = False
    state.end_step = False  # battle_end.py (12-9-1)
    # turn 2 is the first turn with a Battle Phase: the rule that allows it is 7-8-2
    second = (cr.NO_BATTLE_FIRST_TURN,) if state.turn_number == 2 else ()
    ctx.emit("battle_phase", cr.BATTLE_PHASE, cr.ENTER_BATTLE_PHASE, *second,
             player=state.turn_player)
    battle_end.record_start(state)  # "At the start of the Battle Phase" (12-2-2)
    battle_locks.record(state)  # 5-2-13


def missing(ref: object, *rules: str) -> Illegal:
    """A card id the scenario does not have (the parser refuses those first)."""
    return Illegal("illegal.no_such_card", rules, id=str(ref))


def legal_attack(state: State, action: Action) -> Illegal | None:
    tp = state.turn_player
    if state.phase != "battle":
        return Illegal("illegal.attack_not_in_battle_phase", (cr.DECLARE_ATTACK, cr.BATTLE_PHASE),
                       player=tp)
    ended = attack_over_problem(state) or battle_end.attack_problem(state) \
        or turn_effects.attack_problem(state)
    if ended is not None:
        return ended
    attacker = state.resolve(action.get("attacker"))
    if attacker is None:
        return missing(action.get("attacker"), cr.DECLARE_ATTACK)
    problem = _attacker_problem(state, attacker) or attack_lock_problem(state, attacker) \
        or holds.attack_problem(state, attacker) or arrows.attack_problem(state, attacker) \
        or attack_turn_bans.attack_problem(state, attacker) \
        or equip.attack_problem(state, attacker)  # 5-2-26; "The equipped monster cannot attack."
    if problem is not None:
        return problem
    defender = opponent(tp)
    aim = "direct" if action.get("target") == "direct" else state.resolve(action.get("target"))
    problem = attack_all.problem(state, attacker, aim, made(attacker)) \
        or monster_attacks.problem(state, attacker, aim, made(attacker)) \
        or attack_riders.attack_problem(state, attacker, aim == "direct") \
        or drawn_attacks.target_problem(state, attacker, aim, made(attacker)) \
        or toons.target_problem(state, attacker, aim)  # 12-3-18; a Toon first (12-3-26)
    if problem is not None:
        return problem
    if action.get("target") == "direct":
        if has(state, attacker, "no_direct_attack"):
            return Illegal("illegal.no_direct_attack", (cr.NO_DIRECT_ATTACK,),
                           card=say.card(state, attacker))
        if not attacker.materials and has(state, attacker, "no_direct_attack_without_material"):
            return Illegal("illegal.direct_attack_without_material",  # 12-3-15, 4-4-9
                           (cr.OWN_ATTACK_LIMITS, cr.DETACHED_BY_EFFECT),
                           card=say.card(state, attacker))
        if state.players[defender].monsters and not has(state, attacker, "direct_attack") \
                and not toons.direct_while(state, attacker) \
                and not continuous_attacks.open_to_direct(state, defender):  # 12-3-16
            return Illegal("illegal.direct_attack_past_monster", (cr.DIRECT_ONLY_EMPTY,),
                           player=defender, card=say.card(state, attacker))
        return None
    target = state.resolve(action.get("target"))
    if target is None or target.zone != Z_MONSTERS or target.owner != defender:
        label = say.card(state, target) if target else str(action.get("target"))
        return Illegal("illegal.attack_target", (cr.ATTACK_A_MONSTER,), card=label,
                       player=defender)
    shield = continuous_attacks.shielding(state, target)
    if shield is not None:
        spec = shield.attack_shield
        code = "illegal.attack_shield" + (".only" if spec and spec.only_me else (
            ".described" if spec and spec.monsters is not None else ""))
        return Illegal(code, (cr.ATTACK_SHIELD,), card=say.card(state, target),
                       by=say.card(state, shield))
    return holds.target_problem(state, target)  # held by a Continuous Trap (10-4-5)


def _attacker_problem(state: State, attacker: Card) -> Illegal | None:
    tp = state.turn_player
    ref = say.card(state, attacker)
    if attacker.owner != tp or attacker.zone != Z_MONSTERS or attacker.kind != MONSTER:
        return Illegal("illegal.attacker_not_own", (cr.DECLARE_ATTACK,), card=ref, player=tp)
    if attacker.position != ATTACK and not (attacker.position == DEFENSE and has(
            state, attacker, "defense_attack")):  # its text lets it (12-3-17)
        return Illegal("illegal.attacker_position", (cr.DEFENSE_CANNOT_ATTACK, cr.ATTACK_POSITION),
                       card=ref, position=say.position(attacker.position))
    limited = attack_limits.attacker_problem(state, attacker)  # its own text (12-3-15)
    if limited is not None:
        return limited
    allowed = attacks(state, attacker)  # not more than one while negated (5-5-1)
    if made(attacker) >= allowed and not attack_all.applies(state, attacker) \
            and not attack_again.allows(state, attacker):  # 12-3-19, 12-3-27
        if allowed > 1:  # its text allows more than one, all made (12-3-4)
            return Illegal("illegal.attacked_enough", (cr.ONE_ATTACK,), card=ref,
                           count=allowed)
        return Illegal("illegal.attacked_already", (cr.ONE_ATTACK,), card=ref)
    return None


def made(card: Card) -> int:
    """The attacks it declared this turn; a scenario's `attacked_this_turn` is one."""
    return max(card.attacks_made, int(card.attacked_this_turn))


def apply_attack(state: State, action: Action, ctx: Context) -> None:
    attacker = state.resolve(action.get("attacker"))
    assert attacker is not None
    again = made(attacker) >= attacks(state, attacker)  # past its own: "in a row" (12-3-27)
    attack_again.on_declared(state)
    attacker.attacks_made = made(attacker) + 1
    attacker.attacked_this_turn = True
    attack_turn_bans.record(state, attacker)  # 5-2-26
    counter_attacks.declared(state, ctx, attacker)  # "each time ... declares an attack" (4-8-13)
    toons.pay_attack_cost(state, ctx, attacker)  # "You must pay 500 LP ..." (12-3-26)
    defender = opponent(state.turn_player)
    target = state.resolve(action.get("target"))
    count = len(state.players[defender].monsters)
    state.battle = Battle(attacker.id, attacker.moves, target.id if target else None,
                          target.moves if target else 0, count)
    attack_all.record(state, attacker, target)  # 12-3-19
    monster_attacks.record(state, attacker, target)  # 12-3-24
    # "When this card declares an attack": answered in the Battle Step (5-1-3, 12-3-6)
    since = len(state.happened)
    state.happened.append((attacker.id, attacker.moves, "declared_attack"))
    if target is None:
        state.happened.append((attacker.id, attacker.moves, "declared_direct_attack"))
    record_targeted(state, target, since)  # "When this card is targeted for an attack"
    if target is None and count and continuous_attacks.open_to_direct(state, defender):
        ctx.emit("attack_direct.past_shields", cr.DECLARE_ATTACK, cr.ATTACK_SHIELD,
                 attacker=say.with_atk(state, attacker), player=defender, count=count)
    elif target is None and count:
        # its text lets it past the opponent's monsters (12-3-10)
        # or an effect resolved this turn does (direct_turn.py)
        code = "attack_direct.granted" if attacker.direct_attack_turn \
            else "attack_direct.by_effect"
        ctx.emit(code, cr.DECLARE_ATTACK, cr.DIRECT_BY_EFFECT,
                 attacker=say.with_atk(state, attacker), player=defender, count=count)
    elif target is None:
        ctx.emit("attack_direct", cr.DECLARE_ATTACK, cr.DIRECT_ONLY_EMPTY,
                 attacker=say.with_atk(state, attacker), player=defender)
    else:
        ctx.emit("attack_declared", cr.DECLARE_ATTACK, cr.ATTACK_A_MONSTER,
                 attacker=say.with_atk(state, attacker), target=say.as_target(state, target))
    if attacker.position == DEFENSE:  # its text lets it (12-3-17)
        ctx.emit(f"attack.from_defense.{attacker.defense_attack}", cr.DEFENSE_ATTACK,
                 card=say.card(state, attacker))
    next_attack.on_declared(state, ctx, attacker)  # "negate the next attack" (12-3-22)
    if again and not attack_all.applies(state, attacker):
        ctx.emit("attack_again.declared", cr.ATTACK_AGAIN, card=say.card(state, attacker))
