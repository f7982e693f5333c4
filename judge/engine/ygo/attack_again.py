"""`attack_again: {card: self|chosen}`: an effect that resolves lets a monster that has made its
attacks declare one more "in a row" (12-3-27): "it can make a second attack in a row" (Kachi
Kochi Dragon, CXyz Skypalace Babylon), "This card can make a second attack in a row." (Lord
British Space Fighter's option).

The attack it allows is the very next one declared in this Battle Phase: once any attack is
declared (by it or by another monster), or the Battle Phase is over, the chance is gone
(`State.attack_again`, cleared as the turn ends). A monster that leaves the field is a new
card and loses it (its `moves`); as with a second attack given for the turn (12-3-4), it is the
resolved effect that applies, so a negation of the monster's effects afterwards changes
nothing. The interpreter passes its reader of the step's card on the field and its words for a
part not done.
"""
from __future__ import annotations

from typing import Any

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import Card, EffectStep, State
from .step_types import FieldCard, Handler, Skip
from .tail_steps import field_monster


def handlers(skip: Skip, field_card: FieldCard) -> dict[str, Handler]:
    def grant(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        card = field_monster(state, ctx, step, env, (field_card, skip), "attack_again",
                             cr.ATTACK_AGAIN)
        if card is None:
            return
        state.attack_again = (card.id, card.moves)
        ctx.emit("attack_again.granted", cr.ATTACK_AGAIN, link=env.label,
                 card=say.card(state, card))

    return {"attack_again": grant}


def allows(state: State, attacker: Card) -> bool:
    """The monster may declare one more attack now, its attacks made: a resolved effect let it
    attack again in a row, and no attack was declared since, in this Battle Phase (12-3-27)."""
    return state.phase == "battle" and state.attack_again == (attacker.id, attacker.moves)


def on_declared(state: State) -> None:
    """An attack declared: whichever monster declared it, the attack "in a row" is now made or
    lost (12-3-27)."""
    state.attack_again = None
