"""A monster's battles won this turn, as an activation condition: "During the End Phase, if this
card destroyed a monster by battle this turn: ..." (Horus the Black Flame Dragon LV4 and LV6,
the other LV monsters). The monster it battled was destroyed by that battle, and sent away at
the end of the Damage Step while this card was still on the field (5-3-25): the card keeps the
turn that happened in, and the condition holds in that turn, while it has not moved since (a
card that left the field and came back is a new card, 5-2-4)."""
from __future__ import annotations

from .model import Card, State
from .summon_specs import SummonCondition


def mark(state: State, card: Card) -> None:
    """`card` has just destroyed a monster by battle (damage_step._destroyer)."""
    card.battle_win = (card.moves, state.turn_number)


def holds(state: State, card: Card, condition: SummonCondition) -> bool:
    """False only when the condition asks for a battle won this turn and there was none."""
    return not condition.destroyed_a_monster_this_turn \
        or card.battle_win == (card.moves, state.turn_number)
