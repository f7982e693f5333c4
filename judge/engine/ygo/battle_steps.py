"""Effect steps that act on the battle itself: negating an attack (12-3-12), ending the
Battle Phase (12-9-3); damage and LP (5-3-10, 1-2-2), in an amount as written or "equal to its
ATK".

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
from . import turn_effects
from .done_counts import done_tally
from .done_specs import AMOUNT_REFS
from .equip import equipped_controller
from .model import MONSTER, SET, Z_MONSTERS, Battle, Card, EffectStep, State
from .stat_amounts import stat_amount
from .step_types import Handler, Skip
from .tallies import tallied
from .target_controller import target_controller
from .timings import DURING


class Env(Protocol):
    """What this module reads of the resolving effect (interpreter.Env)."""

    label: Event
    battle: Battle | None
    chosen: str | None


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
    if step.per is not None:  # "for each" card, counted now (5-3-20)
        return tallied(state, ctx, step, env)
    if step.per_done is not None:  # "for each card destroyed" by the step before (5-3-20)
        return done_tally(state, ctx, step.per_done, step.amount, env)
    if not step.atk_of:
        return step.amount
    if step.stat_of is not None or step.atk_of in AMOUNT_REFS:  # printed (5-3-25)
        return stat_amount(state, ctx, step, env, skip, target)
    if step.original:  # "its original ATK": as printed, wherever the card went (4-2-5)
        ref = env.chosen if step.atk_of == "chosen" else None
        found = state.resolve(ref) if ref else target(state, env, step.atk_of)
        if found is not None and found.kind == MONSTER:
            return found.atk
    card = target(state, env, step.atk_of)
    if card is None or card.kind != MONSTER or card.zone != Z_MONSTERS or card.position == SET:
        why = Event("why.no_atk", {"card": say.card(state, card)}) if card is not None \
            else Event("why.no_attacker" if step.atk_of == "attacker" else "why.gone")
        skip(ctx, env, Event(f"would.{step.kind}_by_atk"), why, cr.ATK_AND_DEF)
        return None
    return state.atk(card)


ATTACK_TIMINGS = ("opponent_attack", "opponent_direct_attack", "opponent_damage_calculation")


def attack_now(state: State, card: Card, during: str) -> bool:
    """"When an opponent's monster declares an attack" (or "a direct attack"): that attack
    waits in the Battle Step (12-3-6); "During damage calculation, if your opponent's monster
    attacks": its Damage Step is at damage calculation (12-4-1, 12-4-6)."""
    battle = state.battle
    attacker = state.cards.get(battle.attacker) if battle is not None else None
    if battle is None or attacker is None or attacker.owner == card.owner:
        return False
    if during == "opponent_damage_calculation":
        return battle.timing == DURING
    return battle.timing == -1 and (during == "opponent_attack" or battle.target is None)


def attack_over_problem(state: State) -> Illegal | None:
    """An attack declared after an effect ended the Battle Phase (12-9-3)."""
    if state.battle_ended:
        return Illegal("illegal.battle_phase_ended", (cr.END_BATTLE_PHASE, cr.DECLARE_ATTACK),
                       player=state.turn_player)
    return None


def damage(state: State, ctx: Context, step: EffectStep, env: Any, skip: Skip,
           target: Target, pid: str) -> None:
    """A player takes damage from an effect; LP never go below 0 (5-3-10, 1-2-3)."""
    player = state.players[pid]
    taken = amount(state, ctx, step, env, skip, target)  # or a monster's ATK
    if taken is None:
        return
    before = player.lp
    player.lp = max(0, before - taken)
    ctx.emit("effect_damage", cr.DAMAGE, cr.LP_CHANGE,
             *((cr.LP_NOT_BELOW_ZERO,) if taken > before else ()),
             link=env.label, player=pid, amount=taken, lp=say.lp_change(before, player.lp))


def each_damaged(state: State, ctx: Context, step: EffectStep, env: Any, skip: Skip,
                 target: Target, player: Callable[[Any, str | None], str]) -> None:
    """The step's player takes the damage; `both`: each player, the effect's player first
    ("Each player takes 500 damage", 5-3-10), at one time, so both may reach 0 (1-3-3)."""
    if step.player == "equipped_controller":  # "the controller of the equipped monster"
        hurt = equipped_controller(state, ctx, env, skip)
        if hurt is not None:
            damage(state, ctx, step, env, skip, target, hurt)
        return
    if step.player == "target_controller":  # "its controller": the target's (5-3-10)
        hurt = target_controller(state, ctx, env, skip)
        if hurt is not None:
            damage(state, ctx, step, env, skip, target, hurt)
        return
    if step.player != "both":
        damage(state, ctx, step, env, skip, target, player(env, step.player))
        return
    for word in ("controller", "opponent"):
        damage(state, ctx, step, env, skip, target, player(env, word))


def gain_lp(state: State, ctx: Context, step: EffectStep, env: Any, skip: Skip,
            target: Target, pid: str) -> None:
    player = state.players[pid]
    gained = amount(state, ctx, step, env, skip, target)
    if gained is None:
        return
    before = player.lp
    player.lp += gained
    ctx.emit("lp_gained", cr.LP_CHANGE, link=env.label, player=pid, amount=gained,
             lp=say.lp_change(before, player.lp))


def handlers(skip: Skip, target: Target,
             player: Callable[[Any, str | None], str]) -> dict[str, Handler]:
    """The interpreter's handlers of these steps, given its own helpers."""
    return {
        "damage": lambda state, ctx, step, env: each_damaged(state, ctx, step, env, skip,
                                                             target, player),
        "gain_lp": lambda state, ctx, step, env: gain_lp(state, ctx, step, env, skip, target,
                                                         player(env, step.player)),
        "negate_attack": lambda state, ctx, step, env: negate_attack(state, ctx, env, skip,
                                                                     target),
        "end_battle_phase": lambda state, ctx, step, env: end_battle_phase(state, ctx, env,
                                                                           skip),
        "this_turn": lambda state, ctx, step, env: turn_effects.apply(state, ctx, step, env,
                                                                      player),
    }
