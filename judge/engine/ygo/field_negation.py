"""Face-up cards whose Continuous Effect negates other cards' effects on the field (5-5-1,
5-5-3): every face-up monster's (`negates_monsters`, Skill Drain), every Spell's or Trap's
(`negates_on_field`, Imperial Order, Royal Decree, Jinzo), and those that also forbid Spell or
Trap Cards to be activated (`bars_on_field`, Jinzo, Spell Canceller). Which of them apply is
negators.py's; this module says what they do to activations and resolving Chain Links.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .model import MONSTER, Card, Link, State
from .negators import face_up_on_field, held, hits, negated_by_field, sources
from .unnegated import keeps

__all__ = ["barred", "face_up_on_field", "held", "negated_by_field", "resolves_negated"]


def barred(state: State, card: Card) -> Illegal | None:
    """A Spell or Trap Card cannot be activated while a card says such cards cannot be
    (5-5-3)."""
    source = next((s for s in sources(state) if card.kind in s.bars_on_field), None)
    if source is None:
        return None
    return Illegal("illegal.activation_barred", (cr.FIELD_NEGATION,),
                   card=say.card(state, card), by=say.card(state, state.cards[source.id]),
                   kind=say.kind(card))


def resolves_negated(state: State, ctx: Context, link: Link, label: Event) -> bool:
    """A Spell or Trap Card resolving while it is face-up on the field and its effects are
    negated: it was activated, and nothing of it applies (5-5-3, 5-3-8)."""
    card = state.cards[link.card]
    if card.kind == MONSTER or card.moves != link.moves or not negated_by_field(state, card):
        return False
    if keeps(state, ctx, link, label):  # "... activation and effect cannot be negated" 11-3-5
        return False
    source = next((s for s in sources(state) if hits(s, card)), None)
    if source is None:  # an effect that resolved on it negated it (5-5-1)
        ctx.emit("link.card_negated.held", cr.EFFECTS_NEGATED, cr.NEGATE_EFFECT, link=label,
                 card=say.card(state, card), kind=say.kind(card))
        return True
    ctx.emit("link.card_negated", cr.FIELD_NEGATION, cr.NEGATE_EFFECT, link=label,
             card=say.card(state, card), by=say.card(state, state.cards[source.id]),
             kind=say.kind(card))
    return True
