"""Activations that cannot be negated (11-3-5): a Spell's or Trap's card key `unnegatable`
("This card's activation and effect cannot be negated.").

No card or effect whose effect negates an activation, or the effect of one, may answer that
card's activation: it could not do what it says (as 11-3-3 says of a link it cannot negate).
As it resolves, a face-up card that negates Spell or Trap effects on the field (5-5-3), or an
effect that negated the card's effects while it waited on the chain (5-5-1), does not stop it.
An effect the card has in the Graveyard (5-1-8) is not its activation: none of this covers it.

A monster's `summon_unnegatable: normal|special` ("This card's Normal (Special) Summon cannot be
negated."): while that Summon of it is being made, no card that negates a Summon may be
activated against it (5-3-32, 8-1-5); a Tribute Summon is a Normal Summon. A face-up Spell's or
Trap's `summons_unnegatable` ("Normal Summons of "Qli" monsters cannot be negated.") says the
same of the monsters it describes, while its effects are not negated.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from . import activation_guards, pendulum_guards
from . import rules as cr
from . import text as say
from .described import described_fits
from .gemini_stats import applies
from .model import MONSTER, Card, Link, State, Summoning
from .negators import face_up_on_field, negated_by_field


def _unnegatable(state: State, link: Link) -> bool:
    """Whether the link is the activation of a card whose text says it cannot be negated."""
    return state.cards[link.card].unnegatable and link.effect < 0 and not link.flip


def problem(state: State, card: Card) -> Illegal | None:
    """A card (or effect) that negates the link below cannot answer an activation that cannot
    be negated (11-3-5, 11-3-3)."""
    if not card.negating or not state.chain:
        return None
    if not _unnegatable(state, state.chain[-1]):  # a face-up card may keep it (11-3-5)
        return activation_guards.problem(state, card)
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
    """A card that negates a Summon cannot be activated against a Summon its monster's text,
    or a face-up card's, says cannot be negated (5-3-32)."""
    rules = (cr.SUMMON_CANNOT_BE_NEGATED, cr.NEGATE_SUMMON)
    for cid, _moves in pending.cards:
        monster = state.cards[cid]
        if monster.summon_unnegatable == pending.how:
            return Illegal(f"illegal.summon_cannot_be_negated.{pending.how}", rules,
                           card=say.card(state, card), monster=say.card(state, monster))
        keeper = _keeper(state, monster, pending.how)
        if keeper is not None:
            return Illegal(f"illegal.summons_cannot_be_negated.{pending.how}", rules,
                           card=say.card(state, card), monster=say.card(state, monster),
                           by=say.card(state, keeper))
    return pendulum_guards.summon_problem(state, card, pending)  # a Pendulum Scale's 5-3-32


def _keeper(state: State, monster: Card, how: str) -> Card | None:
    """A face-up Spell or Trap, its effects not negated, saying that Summons of this kind of
    that monster cannot be negated; or a face-up monster whose own text says so while that
    applies (a Gemini monster's once Gemini Summoned, gemini_stats.applies, 8-1-9)."""
    for other in state.cards.values():
        if other.summons_unnegatable and face_up_on_field(other) \
                and not negated_by_field(state, other) \
                and (other.kind != MONSTER or applies(state, other)) \
                and any(kind == how and described_fits(words, monster, state)
                        for kind, words in other.summons_unnegatable):
            return other
    return None
