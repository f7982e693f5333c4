"""Board states an effect's `if` asks (5-2-4) about zones counted whole: "your opponent controls
no cards in their Spell & Trap Zone" (`opponent_spell_trap_zone_max: 0`: its Spell & Trap Zone
only, Pendulum Scales included, not the Field Zone) and "you have no Spells/Traps in your GY"
(`graveyard_spells_traps_max: 0`: Spell and Trap Cards in its player's Graveyard).
summon_conditions.condition_holds asks here."""
from __future__ import annotations

from .model import SPELL, TRAP, Card, State, opponent
from .summon_specs import SummonCondition


def holds(state: State, card: Card, condition: SummonCondition) -> bool:
    """Whether both counts are within what the condition allows, for the card's player."""
    theirs = state.players[opponent(card.owner)]
    if 0 <= condition.opponent_spell_trap_zone_max < len(theirs.spells_traps):
        return False
    graveyard = state.players[card.owner].graveyard
    spells_traps = sum(state.cards[i].kind in (SPELL, TRAP) for i in graveyard)
    return not 0 <= condition.graveyard_spells_traps_max < spells_traps
