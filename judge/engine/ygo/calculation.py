"""Damage calculation (12-4-3): the tables of 12-5 (Attack Position target), 12-6 (Defense
Position target) and 12-7 (direct attack), and the battle damage they deal (12-8)."""
from __future__ import annotations

from ..core.replay import Context
from . import rules as yr
from . import text as say
from .model import ATTACK, Card, State, opponent
from .settle import rule_processing


def direct_damage(state: State, ctx: Context, attacker: Card) -> None:
    defender = opponent(attacker.owner)
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


def battle_damage(state: State, ctx: Context, attacker: Card, target: Card) -> list[Card]:
    """Damage calculation against a monster; the monsters it destroys."""
    atk = state.atk(attacker)
    head = f"{say.with_atk(state, attacker)} attacks {say.with_stat(state, target)}: "
    destroyed: list[Card] = []
    rules: tuple[str, ...]
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
