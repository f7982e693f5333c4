"""Activations that cannot be negated (11-3-5): a Spell's or Trap's card key `unnegatable`
("This card's activation and effect cannot be negated.").

No card or effect whose effect negates an activation, or the effect of one, may answer that
card's activation: it could not do what it says (as 11-3-3 says of a link it cannot negate).
As it resolves, a face-up card that negates Spell or Trap effects on the field (5-5-3), or an
effect that negated the card's effects while it waited on the chain (5-5-1), does not stop it.
An effect the card has in the Graveyard (5-1-8) is not its activation: none of this covers it.

A monster's `summon_unnegatable: normal|special` ("This card's Normal (Special) Summon cannot be
negated."): while that Summon of it is being made, no card that negates a Summon may be
activated against it (5-3-32, 8-1-5); a Tribute Summon is a Normal Summon.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import Card, Link, State, Summoning


def _unnegatable(state: State, link: Link) -> bool:
    """Whether the link is the activation of a card whose text says it cannot be negated."""
    return state.cards[link.card].unnegatable and link.effect < 0 and not link.flip


def problem(state: State, card: Card) -> Illegal | None:
    """A card (or effect) that negates the link below cannot answer an activation that cannot
    be negated (11-3-5, 11-3-3)."""
    if not card.negating or not state.chain or not _unnegatable(state, state.chain[-1]):
        return None
    below = state.cards[state.chain[-1].card]
    return Illegal("illegal.cannot_be_negated", (cr.CANNOT_BE_NEGATED, cr.NOTHING_TO_NEGATE),
                   card=say.card(state, card), number=len(state.chain),
                   below=say.card(state, below))


def keeps(state: State, ctx: Context, link: Link, label: Event) -> bool:
    """A card's activation that cannot be negated resolves although its effects would be
    negated on the field now (11-3-5); whether it does, said in the ruling."""
    card = state.cards[link.card]
    if not _unnegatable(state, link) or card.moves != link.moves:
        return False
    ctx.emit("link.not_negated", cr.CANNOT_BE_NEGATED, link=label, card=say.card(state, card))
    return True


def summon_problem(state: State, card: Card, pending: Summoning) -> Illegal | None:
    """A card that negates a Summon cannot be activated against a Summon its monster's text
    says cannot be negated (5-3-32)."""
    kept = next((state.cards[cid] for cid, _moves in pending.cards
                 if state.cards[cid].summon_unnegatable == pending.how), None)
    if kept is None:
        return None
    return Illegal(f"illegal.summon_cannot_be_negated.{pending.how}",
                   (cr.SUMMON_CANNOT_BE_NEGATED, cr.NEGATE_SUMMON), card=say.card(state, card),
                   monster=say.card(state, kept))
