""""You cannot add cards from the Deck to the hand the turn you activate this effect, except by
drawing them." (the Raise Moon monsters, 5-2-27): the card or effect is not activated by a
player who has already added a card from their Deck to their hand this turn other than by
drawing it; from its activation to the end of the turn, even if it is negated, that player adds
none so: a card or effect whose effect would add one named in the Deck is not activated, and
one already on the chain adds nothing (5-2-5). Draws stay allowed.

A card's or effect's `no_deck_adds_turn: true` is kept as its `turn_lock`, a step of kind
`no_deck_adds` holding the turn's other restrictions, if any, among its `steps`;
summon_locks.py hands it here. The restriction is (`no_deck_adds`, player, card) in
`State.this_turn`, which the end of the turn clears (7-7-3); each card that went from a Deck to
a hand this turn is in `State.deck_adds` (zones.py records it, and takes a draw back out).
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Z_DECK, Z_HAND, Card, EffectStep, State
from .turn_effects import source

KIND = "no_deck_adds"


def kept(lock: EffectStep | None) -> EffectStep:
    """The turn lock that also forbids adding from the Deck, with `lock` kept inside it."""
    return EffectStep(KIND, steps=() if lock is None else (lock,))


def record(state: State, card: Card, origin: str) -> None:
    """A card moved from its owner's Deck to their hand (a draw is taken back by `drawn`)."""
    if origin == Z_DECK and card.zone == Z_HAND:
        state.deck_adds.append((card.owner, card.id, state.turn_number))


def drawn(state: State, card: Card) -> None:
    """The card just moved was drawn: not "added" (5-2-27)."""
    state.deck_adds = [added for added in state.deck_adds
                       if added != (card.owner, card.id, state.turn_number)]


def activation_problem(state: State, card: Card) -> Illegal | None:
    """Not activated by a player who added a card from their Deck this turn (5-2-27)."""
    added = next((ref for owner, ref, turn in state.deck_adds
                  if owner == card.owner and turn == state.turn_number), None)
    if added is None:
        return None
    return Illegal("illegal.deck_added_before_lock", (cr.DECK_ADD_LOCK_TURN,),
                   card=say.card(state, card), player=card.owner,
                   added=say.card(state, state.cards[added]))


def at_activation(state: State, ctx: Context, card: Card) -> None:
    """The player adds no card from their Deck for the rest of the turn (5-2-27)."""
    state.this_turn.append((KIND, card.owner, card.id))
    ctx.emit("deck_adds_banned", cr.DECK_ADD_LOCK_TURN, card=say.card(state, card),
             player=card.owner)


def _banning(state: State, player: str, step: EffectStep, picked: Card) -> Card | None:
    """The card whose restriction forbids this `fetch` to add `picked` to the hand."""
    if step.to != "hand" or picked.zone != Z_DECK:
        return None
    return source(state, KIND, player)


def pick_problem(state: State, card: Card, step: EffectStep, picked: Card) -> Illegal | None:
    """A card or effect that would add a card named in the Deck, not activated (5-2-27)."""
    banning = _banning(state, card.owner, step, picked)
    if banning is None:
        return None
    return Illegal("illegal.deck_adds_banned", (cr.DECK_ADD_LOCK_TURN, cr.NEEDS_WHAT_IT_DOES),
                   card=say.card(state, card), player=card.owner,
                   pick=say.card(state, picked), source=say.card(state, banning))


def take_problem(state: State, player: str, step: EffectStep, picked: Card) -> Event | None:
    """Why a resolving `fetch` adds nothing from the Deck: the restriction (5-2-27)."""
    banning = _banning(state, player, step, picked)
    if banning is None:
        return None
    return Event("why.deck_adds_banned", {"player": player,
                                          "source": say.card(state, banning)})
