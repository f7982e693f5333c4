"""Continuous Effects on what an attack may target (12-3-16): "Your opponent's monsters cannot
target this card for attacks.", "... cannot target monsters for attacks, except this one.",
and "This card cannot be targeted for attacks, but does not prevent your opponent from
attacking you directly.", checked as each attack is declared (battle.py)."""
from __future__ import annotations

from .described import described_fits
from .model import MONSTER, SET, Card, State
from .negation import negated
from .summon_conditions import condition_holds


def shielding(state: State, target: Card) -> Card | None:
    """The face-up monster of the target's controller whose text keeps the opponent's
    monsters from choosing this one as an attack target now, if any."""
    for source in _shields(state, target.owner):
        shield = source.attack_shield
        assert shield is not None
        if not shield.only_me and (source is target if shield.monsters is None else (
                target.position != SET and described_fits(shield.monsters, target))):
            return source
        if shield.only_me and source is not target and (
                shield.monsters is None or target.position != SET
                and described_fits(shield.monsters, target)):
            return source
    return None


def open_to_direct(state: State, defender: str) -> bool:
    """Every monster the defender controls says it cannot be targeted for attacks but does
    not prevent direct attacks: the opponent may attack directly past them (12-3-16)."""
    ids = state.players[defender].monsters
    shields = _shields(state, defender)
    return bool(ids) and all(
        card in shields and card.attack_shield is not None and card.attack_shield.direct_ok
        and not card.attack_shield.only_me and card.attack_shield.monsters is None
        for card in (state.cards[i] for i in ids))


def _shields(state: State, player: str) -> list[Card]:
    """That player's face-up monsters whose attack shield applies now: effects not negated
    (5-5-1), their condition holding (seen from their controller)."""
    found = []
    for card in (state.cards[i] for i in state.players[player].monsters):
        if card.attack_shield is None or card.kind != MONSTER or card.position == SET:
            continue
        if negated(state, card) or not condition_holds(state, card, card.attack_shield.condition):
            continue
        found.append(card)
    return found
