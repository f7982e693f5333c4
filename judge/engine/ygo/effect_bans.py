"""A restriction a resolved effect leaves on its player's monster effects for the rest of the
turn (5-2-28): "also you cannot activate monster effects for the rest of this turn, except WIND
monsters", "also you cannot activate non-EARTH monster effects for the rest of this turn".

The step `{effect_lock: {except: DESCRIPTION}}` binds the effect's player from the moment it
resolves until the turn ends: that player activates the effects only of monsters that fit the
description, wherever the monster is (hand, field, Graveyard); a Pendulum Effect, activated as
a Spell Card's (5-1-6), and Spells and Traps stay allowed. Being worded with "also", it
applies even if the rest of the effect was not done. Kept in `State.effect_locks` as (player,
allowed, turn number, rule): a later turn is not bound.

"You cannot activate non-LIGHT monster effects during the turn you activate this effect."
(5-2-30): a monster effect's `effect_lock_turn: {except: DESCRIPTION}`, kept as its `turn_lock`
(a step of kind `effect_lock_turn` holding the turn's other restrictions among its `steps`,
summon_locks.py hands it here): not activated by a player who has activated this turn the
effect of a monster the restriction forbids (`State.monster_activations`); once activated, even
if negated, the restriction of 5-2-28 binds that player until the turn ends.

"You cannot activate cards or effects the turn you activate this effect, except "Bujin" cards."
(5-2-30): the same with `cards: true`, the description's `what` then "card": every activation
counts, a Spell's or Trap's, a Pendulum Scale's (`State.card_activations`), and the card
activated must fit the description whatever its kind.
"""
from __future__ import annotations

from typing import Any

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .described import described_fits, details
from .effect_specs import Described
from .model import MONSTER, Action, Card, EffectStep, State

NOTHING = Described(names=("\x00",))  # no exception named: no monster's effect allowed
TURN = "effect_lock_turn"


def apply(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """The `effect_lock` step: the restriction binds the effect's player (5-2-28)."""
    allowed = step.pick or NOTHING
    state.effect_locks.append((env.controller, allowed, state.turn_number, cr.EFFECT_LOCK))
    ctx.emit("effect_locked" + _suffix(allowed), cr.EFFECT_LOCK, link=env.label,
             player=env.controller, details=tuple(details(allowed)))


def problem(state: State, card: Card, action: Action) -> Illegal | None:
    """A monster effect its player may not activate this turn (5-2-28), or any card or effect
    where the restriction covers cards and effects (5-2-30)."""
    monster_effect = card.kind == MONSTER and not _pendulum(card, action)
    for player, allowed, turn, rule in state.effect_locks:
        if player == card.owner and turn == state.turn_number \
                and (monster_effect or _cards(allowed)) \
                and not described_fits(allowed, card, state):
            return Illegal("illegal.effect_locked" + _suffix(allowed), (rule,),
                           card=say.card(state, card), player=player,
                           details=tuple(details(allowed)))
    return None


def _cards(allowed: Described) -> bool:
    """The restriction covers every card and effect, not only monster effects (5-2-30)."""
    return getattr(allowed, "what", "monster") == "card"


def _suffix(allowed: Described) -> str:
    return ".cards" if _cards(allowed) else ""


def _pendulum(card: Card, action: Action) -> bool:
    """The activation is of a Pendulum Effect, a Spell Card's effect (5-1-6)."""
    index = action.get("effect")
    index = 0 if not isinstance(index, int) else index
    return 0 <= index < len(card.effects) and card.effects[index].origin == "pendulum"


def record(state: State, card: Card, scale: bool) -> None:
    """A card or effect activated (5-2-30); a monster effect apart (not a Pendulum Scale's,
    a Spell Card's effect, 5-1-6), `scale` for a Spell's or Trap's activation too."""
    state.card_activations.append((card.owner, card.id, state.turn_number))
    if not scale:
        state.monster_activations.append((card.owner, card.id, state.turn_number))


def turn_problem(state: State, card: Card, step: EffectStep) -> Illegal | None:
    """Not activated once its player activated a forbidden monster effect this turn."""
    allowed = step.pick or NOTHING
    done = state.card_activations if _cards(allowed) else state.monster_activations
    for player, ref, turn in done:
        before = state.cards[ref]
        if player == card.owner and turn == state.turn_number \
                and not described_fits(allowed, before, state):
            return Illegal("illegal.effect_activated_before_lock" + _suffix(allowed),
                           (cr.EFFECT_LOCK_TURN,),
                           card=say.card(state, card), player=player,
                           activated=say.card(state, before), details=tuple(details(allowed)))
    return None


def at_activation(state: State, ctx: Context, card: Card, step: EffectStep) -> None:
    """From the activation to the end of the turn, the restriction binds (5-2-30)."""
    allowed = step.pick or NOTHING
    state.effect_locks.append((card.owner, allowed, state.turn_number, cr.EFFECT_LOCK_TURN))
    ctx.emit("effect_locked_turn" + _suffix(allowed), cr.EFFECT_LOCK_TURN,
             card=say.card(state, card), player=card.owner, details=tuple(details(allowed)))
