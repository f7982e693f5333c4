"""Continuous Effects that keep the opponent's cards and effects from targeting the monsters a
card describes (5-4-4): "Your opponent cannot target "X" monsters you control with card
effects.", "Face-up Beast-Warrior monsters you control cannot be targeted by your opponent's
card effects." (requirements.py asks as a target is chosen)."""
from __future__ import annotations

from .described import described_fits
from .field_negation import negated_by_field
from .model import MONSTER, SET, Z_MONSTERS, Card, State
from .negation import negated
from .summon_conditions import condition_holds


def guarded(state: State, target: Card, player: str) -> Card | None:
    """The face-up card of the target's controller whose text keeps `player` (its opponent)
    from targeting this face-up monster now, if any."""
    if target.owner == player or target.kind != MONSTER or target.zone != Z_MONSTERS \
            or target.position == SET:
        return None
    mine = state.players[target.owner]
    ids = mine.monsters + mine.spells_traps + ([mine.field_spell] if mine.field_spell else [])
    for source in (state.cards[i] for i in ids):
        for guard in source.target_guards:
            if guard.other and source is target or not described_fits(guard.monsters, target):
                continue
            if _applies(state, source) and condition_holds(state, source, guard.condition):
                return source
    return None


def _applies(state: State, source: Card) -> bool:
    """Face-up on the field, its effects not negated (5-5-1, 5-5-3)."""
    if source.kind == MONSTER:
        return source.position != SET and not negated(state, source)
    return source.face_up and not negated_by_field(state, source)
