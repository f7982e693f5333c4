"""Cards activated from the hand because another card's text allows it (10-3-5): "During either
player's turn, you can activate "Magical Musket" Spell/Trap Cards from your hand." (the Magical
Musketeers), "You can activate "Paleozoic" Trap Cards from your hand.", "You can activate
"Runick" Quick-Play Spell Cards from your hand during your opponent's turn.".

The granting card's `hand_activation: {archetype, kinds}` (docs/scenario-format.md) applies
while it is face-up on its controller's field with its effects not negated (5-5-1): that player
may activate a Trap of that archetype from the hand (10-3-1 asks it to be Set first), and a
Quick-Play Spell of it from the hand in the opponent's turn too (10-2-3). A Spell Speed 1 Spell
keeps its timing (10-2-2); the card's Spell Speed and its own activation conditions are
unchanged, and it takes a free Spell & Trap Zone as any card played from the hand.
"""
from __future__ import annotations

from ..core.replay import Context
from . import hand_traps
from . import rules as cr
from . import text as say
from .card_facts import gemini_dormant
from .field_negation import face_up_on_field, negated_by_field
from .model import MONSTER, SPELL, TRAP, Z_HAND, Card, State
from .negation import negated


def granted_by(state: State, card: Card) -> Card | None:
    """The face-up card of the player holding `card` whose text lets it be activated from the
    hand now, or None."""
    if card.zone != Z_HAND or card.kind == SPELL and card.spell_type != "quick-play":
        return None
    player = state.players[card.owner]
    field = [*player.monsters, *player.spells_traps,
             *([player.field_spell] if player.field_spell else [])]
    for other in (state.cards[i] for i in field):
        archetype, kinds = other.hand_activation
        if archetype and card.kind in kinds and archetype in card.archetypes \
                and face_up_on_field(other) and not _negated(state, other):
            return other
    return None


def _negated(state: State, card: Card) -> bool:
    """Its effects do not apply now: negated (5-5-1), or a Gemini monster's own text not yet
    gained (8-1-9)."""
    if card.kind == MONSTER:
        return negated(state, card) or gemini_dormant(card)
    return negated_by_field(state, card)


def used(state: State, card: Card) -> Card | None:
    """The granting card, when the card's own rules would not let it be activated from the hand
    now: a Trap its own text does not allow (10-3-1), a Quick-Play Spell in the opponent's turn
    (10-2-3). None: its own rules allow it, or nothing grants it."""
    if card.kind == TRAP and hand_traps.problem(state, card) is None:
        return None
    if card.kind == SPELL and card.owner == state.turn_player:
        return None
    return granted_by(state, card)


def announce(state: State, ctx: Context, card: Card, by: Card) -> None:
    """Say which face-up card lets it be activated from the hand (10-3-5)."""
    ctx.emit("hand_grant.activated", cr.HAND_GRANT, card=say.card(state, card),
             by=say.card(state, by), player=card.owner)
