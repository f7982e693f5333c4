"""A monster's price to stay, asked in each Standby Phase its text names (7-3-3): "Once per
turn, during your Standby Phase, you must pay 500 LP (this is not optional), or this card is
destroyed." (the Archfiends), "Once per turn, during your Standby Phase, pay 500 LP or destroy
this card." (Masterking Archfiend).

The card key `upkeep` a Continuous Spell or Trap has (10-5-3, field_card_effects.upkeep), which
pays or destroys; this module says what differs for a monster: it is asked only while the
monster is face-up in a Monster Zone, nothing while its effects are negated (5-5-1), and a
monster card effects cannot destroy stays unpaid for (5-3-12). Not an effect that is
activated: it starts no chain."""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import MONSTER, SET, Z_GRAVEYARD, Z_MONSTERS, Card, State
from .negation import has, negated
from .pendulum import say_extra_deck
from .zones import move


def is_monster(card: Card) -> bool:
    return card.kind == MONSTER


def asks(state: State, ctx: Context, card: Card) -> bool:
    """Whether the monster asks its price now: face-up in a Monster Zone, its effects applying
    (a negated one asks nothing, and the judge says so)."""
    if card.zone != Z_MONSTERS or card.position == SET:
        return False
    if negated(state, card):
        ctx.emit("upkeep.negated", cr.MONSTER_UPKEEP, cr.EFFECTS_NEGATED,
                 card=say.card(state, card))
        return False
    return True


def destroy(state: State, ctx: Context, card: Card, amount: int, could_pay: bool) -> None:
    """Not paid for: destroyed by its own text, unless card effects cannot destroy it."""
    ref = say.card(state, card)
    if has(state, card, "effect_indestructible"):  # 5-3-12
        ctx.emit("upkeep.not_destroyed", cr.MONSTER_UPKEEP, cr.NOT_DESTROYED_BY_EFFECTS,
                 card=ref, player=card.owner)
        return
    move(state, card, Z_GRAVEYARD)
    state.happened.append((card.id, card.moves, "destroyed_by_effect"))
    card.destroyed_this_turn = True
    ctx.emit("upkeep.destroyed" if could_pay else "upkeep.cannot_pay", cr.MONSTER_UPKEEP,
             cr.DESTROY, player=card.owner, card=ref, amount=amount)
    say_extra_deck(state, ctx, [card])  # or banished instead (4-3-4, 8-4-10)
