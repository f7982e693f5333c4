"""The Battle Phase: entering it, declaring attacks and the Damage Step (12).

An attack waits after its declaration so that either player can respond (12-3-6); the Damage
Step follows at the next action that is not a response (`activate` or `pass` in a chain), at a
`pass` with no chain open, or at the end of the actions.
"""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as yr
from . import text as say
from .chain import add_link
from .interpreter import end_damage_step
from .model import (
    ATTACK,
    DEFENSE,
    MONSTER,
    SET,
    Z_MONSTERS,
    Action,
    Battle,
    Card,
    Link,
    State,
    opponent,
)
from .settle import rule_processing


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
    ctx.emit(f"{state.turn_player} enters the Battle Phase.", yr.BATTLE_PHASE,
             yr.ENTER_BATTLE_PHASE)


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


def carry_out(state: State, ctx: Context) -> None:
    """The Damage Step of the attack waiting after its declaration (12-4)."""
    battle = state.battle
    if battle is None:
        return
    state.battle = None
    attacker = state.cards[battle.attacker]
    defender = opponent(attacker.owner)
    if attacker.zone != Z_MONSTERS or attacker.moves != battle.attacker_moves:
        ctx.emit(f"{attacker.name} is no longer on the field: its attack ends.",
                 yr.BACK_TO_BATTLE_STEP)
        return
    target = state.cards[battle.target] if battle.target else None
    gone = target is not None and (target.zone != Z_MONSTERS or target.moves != battle.target_moves)
    count = len(state.players[defender].monsters)
    if gone or (target is None and count) or count != battle.defenders:
        attacker.attacked_this_turn = False
        ctx.emit(f"{defender}'s monsters changed after the attack was declared: a replay occurs. "
                 f"{attacker.name} does not go on with this attack; {attacker.owner} may declare "
                 f"a new one with it.", yr.REPLAY, yr.BACK_TO_BATTLE_STEP)
        return
    if target is None:
        _direct(state, ctx, attacker, defender)
        return
    flipped = target.position == SET
    if flipped:
        target.position = DEFENSE
        ctx.emit(f"{target.name} is flipped face-up in Defense Position before damage "
                 f"calculation (not a Flip Summon).", yr.FLIP_DEFENDER, yr.FLIPPED_NOT_SUMMONED)
    destroyed = _calculate(state, ctx, attacker, target)
    state.destroyed_by_battle = [(card.id, card.moves) for card in destroyed]
    if flipped and target.flip:
        # it activates after damage calculation, before the destroyed monsters leave (12-4-4)
        add_link(state, ctx, Link(target.id, target.moves, target.owner, 1, flip=True,
                                  battle=battle),
                 f"After damage calculation, {target.name}'s FLIP effect activates",
                 [yr.FLIP_AFTER_DAMAGE, yr.FLIP_EFFECT, yr.FLIPPED_NOT_SUMMONED])
        return
    end_damage_step(state, ctx)


def _direct(state: State, ctx: Context, attacker: Card, defender: str) -> None:
    damage = state.atk(attacker)
    text = _take(state, defender, damage)
    ctx.emit(f"{say.with_atk(state, attacker)} attacks {defender} directly: {text}.",
             yr.DIRECT_DAMAGE, yr.BATTLE_DAMAGE, yr.LP_CHANGE,
             *((yr.LP_NOT_BELOW_ZERO,) if state.players[defender].lp == 0 else ()))
    rule_processing(state, ctx)


def _take(state: State, pid: str, damage: int) -> str:
    player = state.players[pid]
    before = player.lp
    player.lp = max(0, before - damage)  # 1-2-3
    return f"{pid} takes {damage} damage ({say.lp_change(before, player.lp)})"


def _calculate(state: State, ctx: Context, attacker: Card, target: Card) -> list[Card]:
    """Damage calculation (12-4-3) by the tables of 12-5 and 12-6; the monsters it destroys."""
    atk = state.atk(attacker)
    head = f"{say.with_atk(state, attacker)} attacks {say.with_stat(state, target)}: "
    destroyed: list[Card] = []
    if target.position == ATTACK:
        other = state.atk(target)
        if atk == other == 0:
            outcome, rules = "neither is destroyed and no damage is dealt", (yr.BOTH_ZERO_ATK,)
        elif atk == other:
            destroyed = [attacker, target]
            outcome, rules = "both are destroyed and no damage is dealt", (yr.EQUAL_ATK,)
        elif atk > other:
            destroyed = [target]
            outcome = (f"{target.name} is destroyed and "
                       f"{_take(state, target.owner, atk - other)}")
            rules = (yr.HIGHER_ATK, yr.BATTLE_DAMAGE)
        else:
            destroyed = [attacker]
            outcome = (f"{attacker.name} is destroyed and "
                       f"{_take(state, attacker.owner, other - atk)}")
            rules = (yr.LOWER_ATK, yr.BATTLE_DAMAGE)
    elif atk > target.defense:
        destroyed = [target]
        outcome, rules = f"{target.name} is destroyed and no damage is dealt", (yr.ATK_OVER_DEF,)
    elif atk < target.defense:
        outcome = (f"nothing is destroyed and "
                   f"{_take(state, attacker.owner, target.defense - atk)}")
        rules = (yr.ATK_UNDER_DEF, yr.BATTLE_DAMAGE)
    else:
        outcome, rules = "nothing is destroyed and no damage is dealt", (yr.ATK_EQUALS_DEF,)
    ctx.emit(head + outcome + ".", yr.DAMAGE_CALCULATION, *rules)
    rule_processing(state, ctx)
    return destroyed
