""""If your Dragon monster attacks a Defense Position monster, inflict piercing battle damage to
your opponent." (Dragon's Rage), "If a "Chronomaly" monster you control attacks ..." (Chronomaly
Mud Golem): a face-up card's Continuous Effect that gives piercing battle damage to the monsters
of its controller it describes (12-6-4), itself among them when it fits. It applies while the
card is face-up on the field, its effects not negated (5-5-1, 5-5-3) and its condition holding
("While you control another Reptile monster", 5-1-1); the attacking monster's own effects being
negated does not stop it (the effect is the card's, not the attacker's). Card key
`piercing_grant: {monsters: DESCRIPTION, if: CONDITION}`, asked by calculation.py as damage is
calculated against a Defense Position monster."""
from __future__ import annotations

from .card_facts import gemini_dormant
from .described import described_fits
from .field_negation import face_up_on_field, negated_by_field
from .model import MONSTER, SET, Z_MONSTERS, Card, State
from .negation import negated
from .summon_conditions import condition_holds


def source(state: State, attacker: Card) -> Card | None:
    """The face-up card of the attacker's controller whose text gives this face-up monster
    piercing battle damage now, or None (12-6-4)."""
    if attacker.kind != MONSTER or attacker.zone != Z_MONSTERS or attacker.position == SET:
        return None
    mine = state.players[attacker.owner]
    ids = mine.monsters + mine.spells_traps + ([mine.field_spell] if mine.field_spell else [])
    for card in (state.cards[i] for i in ids):
        grant = card.piercing_grant
        if grant is None or grant.other and card is attacker \
                or not described_fits(grant.monsters, attacker, state):
            continue
        if _applies(state, card) and condition_holds(state, card, grant.condition):
            return card
    return None


def _applies(state: State, card: Card) -> bool:
    """Face-up on the field (a monster in a Monster Zone), its effects not negated; a Gemini
    monster's text waits for its Gemini Summon (8-1-9)."""
    if not face_up_on_field(card) or gemini_dormant(card):
        return False
    return not (negated(state, card) if card.kind == MONSTER else negated_by_field(state, card))
