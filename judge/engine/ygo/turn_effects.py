"""Effects that last for the rest of the turn once resolved (12-8-6, 12-3-13): "You take no
battle damage this turn.", "Your monsters cannot be destroyed by battle this turn." (Waboku)
and "Your opponent cannot declare an attack this turn." (Threatening Roar).

The step `{this_turn: {rule: R, player: controller|opponent}}` records (R, player, card) in
`State.this_turn`; the battle reads it (calculation.py, battle.py), and the end of the turn
clears it (7-7-3). What it records stays even if its card leaves the field: it is the
resolved effect that applies, not the card.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Card, EffectStep, State

# what each rule does, and the rule of the digest that says it
RULES = {"no_battle_damage": cr.NO_BATTLE_DAMAGE_THIS_TURN,
         "battle_indestructible": cr.NO_BATTLE_DAMAGE_THIS_TURN,
         "no_attacks": cr.NO_ATTACKS_THIS_TURN,
         "gy_banish_monsters": cr.GY_BANISHED}  # monsters banished instead of sent (5-4-10)


def apply(state: State, ctx: Context, step: EffectStep, env: Any,
          player_of: Callable[[Any, str | None], str]) -> None:
    """Record the effect of the resolving card for the rest of the turn."""
    pid = player_of(env, step.player)
    if step.until == "battle":  # "from that battle": the attack the link answered
        battle = env.battle
        if battle is None or state.battle is not battle:
            env.missed = True
            ctx.emit("this_battle.over", cr.NO_BATTLE_DAMAGE_THIS_TURN, cr.DO_WHAT_CAN_BE_DONE,
                     link=env.label)
            return
        battle.shields.append((pid, env.source.id))
        ctx.emit(f"this_battle.{step.to}", RULES[step.to], link=env.label, player=pid)
        return
    state.this_turn.append((step.to, pid, env.source.id))
    ctx.emit(f"this_turn.{step.to}", RULES[step.to], cr.END_OF_TURN, link=env.label,
             player=pid)


def source(state: State, rule: str, pid: str) -> Card | None:
    """The card whose effect applies `rule` to `pid` this turn, or in the battle going on
    ("you take no battle damage from that battle"), if any."""
    found = [(kind, player, card) for kind, player, card in state.this_turn]
    if state.battle is not None:
        found += [("no_battle_damage", player, card) for player, card in state.battle.shields]
    return next((state.cards[card] for kind, player, card in found
                 if kind == rule and player == pid), None)


def attack_problem(state: State) -> Illegal | None:
    """"Your opponent cannot declare an attack this turn." (12-3-13)."""
    card = source(state, "no_attacks", state.turn_player)
    if card is None:
        return None
    return Illegal("illegal.no_attacks_this_turn", (cr.NO_ATTACKS_THIS_TURN, cr.DECLARE_ATTACK),
                   player=state.turn_player, card=say.card(state, card))
