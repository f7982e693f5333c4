""""You cannot Summon other monsters the turn you activate this card (but you can Normal Set)."
(Scapegoat, 5-2-12): the card is activated only by a player who has not Normal, Flip or Special
Summoned a monster this turn; from its activation to the end of the turn that player Normal
Summons and Flip Summons nothing, and Special Summons only the Tokens the card itself makes.
Setting a monster stays allowed.

A card's `no_summons_turn: true` is kept as its `turn_lock`, a step of kind `no_summons`, which
summon_locks.py hands here. The ban is (`no_summons`, player, card) in `State.this_turn`, the
Special Summons it forbids a `summon_locks` restriction allowing the card's own Tokens only;
Normal and Flip Summons made this turn are kept in `State.summons_made`.
"""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .effect_specs import Described
from .model import SET, Z_MONSTERS, Card, State
from .turn_effects import source

BAN = "no_summons"


def record(state: State, card: Card) -> None:
    """A Normal (not a Set) or Flip Summon made this turn."""
    state.summons_made.append((card.owner, card.id))


def summoned(state: State, player: str) -> Card | None:
    """A monster the player Summoned this turn: recorded, or face-up on the field and marked
    summoned this turn in the scenario."""
    found = [ref for who, ref in state.summons_made if who == player]
    found += [ref for who, _extra, ref in state.summoned if who == player]
    found += [card.id for card in state.cards.values() if card.owner == player
              and card.zone == Z_MONSTERS and card.position != SET and card.summoned_this_turn]
    return state.cards[found[0]] if found else None


def activation_problem(state: State, card: Card) -> Illegal | None:
    made = summoned(state, card.owner)
    if made is None:
        return None
    return Illegal("illegal.summoned_before_ban", (cr.NO_SUMMONS_TURN,),
                   card=say.card(state, card), player=card.owner, summoned=say.card(state, made))


def _token_names(card: Card) -> tuple[str, ...]:
    found: list[str] = []
    steps = list(card.effect)
    while steps:
        step = steps.pop()
        steps += step.steps
        if step.token is not None:
            found.append(step.token.name)
    return tuple(dict.fromkeys(found))


def at_activation(state: State, ctx: Context, card: Card) -> None:
    state.this_turn.append((BAN, card.owner, card.id))
    # its own Tokens only; a name no card bears when it makes none (5-2-12)
    allowed = Described(names=_token_names(card) or ("\x00",))
    state.summon_locks.append((card.owner, False, allowed))
    ctx.emit("summons_banned", cr.NO_SUMMONS_TURN, card=say.card(state, card), player=card.owner)


def summon_problem(state: State, card: Card) -> Illegal | None:
    """A Normal or Flip Summon by a player under the ban (5-2-12)."""
    banning = source(state, BAN, card.owner)
    if banning is None:
        return None
    return Illegal("illegal.summons_banned", (cr.NO_SUMMONS_TURN,), card=say.card(state, card),
                   player=card.owner, source=say.card(state, banning))
