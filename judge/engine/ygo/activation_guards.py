"""A face-up card keeping the activation of some monsters' effects from being negated (11-3-5):
a Continuous or Field Spell/Trap's card key `activations_unnegatable` ("The activation of LIGHT
monsters' effects cannot be negated.", Constellar Belt; "... of your Thunder monsters'
effects ...": its controller's only, `activations_kept_yours`).

While such a card is face-up on the field and its effects are not negated (5-5-1, 5-5-3), a
card or effect whose effect negates an activation cannot be activated in response to the
activation of the effect of a monster it describes: it could not do what it says (11-3-3). An
effect that negates only the effect of the link below (5-3-8) still may: the card keeps the
activation, not the effect. A Pendulum Effect is a Spell Card's effect (5-1-6), not a monster's.
"""
from __future__ import annotations

from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .described import described_fits
from .model import MONSTER, Card, Link, State
from .negators import face_up_on_field, negated_by_field
from .pendulum import is_pendulum_effect


def _negates_activation(card: Card) -> bool:
    """Whether the card's (or effect's) steps negate the activation below, not only its effect
    (5-3-7, 5-3-8)."""
    return any(step.kind == "negate" and step.what != "effect" for step in card.effect)


def keeper(state: State, link: Link) -> Card | None:
    """The face-up card, its effects not negated, whose text keeps the activation of this
    link's monster effect from being negated; or None."""
    monster = state.cards[link.card]
    if monster.kind != MONSTER or link.effect < 0 and not link.flip \
            or is_pendulum_effect(monster, link.effect):
        return None
    for other in state.cards.values():
        spec = other.activations_kept
        if spec is not None and face_up_on_field(other) and not negated_by_field(state, other) \
                and (not other.activations_kept_yours or link.controller == other.owner) \
                and described_fits(spec, monster, state):
            return other
    return None


def problem(state: State, card: Card) -> Illegal | None:
    """A card that negates the activation of the last Chain Link cannot answer a monster
    effect's activation a face-up card says cannot be negated (11-3-5, 11-3-3)."""
    if not state.chain or not _negates_activation(card):
        return None
    link = state.chain[-1]
    by = keeper(state, link)
    if by is None:
        return None
    return Illegal("illegal.activation_kept", (cr.CANNOT_BE_NEGATED, cr.NOTHING_TO_NEGATE),
                   card=say.card(state, card), number=len(state.chain),
                   below=say.card(state, state.cards[link.card]), by=say.card(state, by))
