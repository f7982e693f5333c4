"""A board state an effect's `if` asks (5-2-4) by counting a Graveyard: "you have no
Spells/Traps in your GY" (`graveyard_spells_traps_max: 0`: Spell and Trap Cards in its player's
Graveyard). summon_conditions.condition_holds asks here."""
from __future__ import annotations

from .model import SPELL, TRAP, Card, State
from .summon_specs import SummonCondition


def holds(state: State, card: Card, condition: SummonCondition) -> bool:
    """Whether the count is within what the condition allows, for the card's player."""
    graveyard = state.players[card.owner].graveyard
    spells_traps = sum(state.cards[i].kind in (SPELL, TRAP) for i in graveyard)
    return not 0 <= condition.graveyard_spells_traps_max < spells_traps
