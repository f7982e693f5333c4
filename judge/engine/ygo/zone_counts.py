"""A board state an effect's `if` asks (5-2-4) by counting cards in a zone: "you have no
Spells/Traps in your GY" (`graveyard_spells_traps_max: 0`: Spell and Trap Cards in its player's
Graveyard); a Trap's "If your opponent controls 2 or more Spells/Traps, you can activate this
card from your hand" (`opponent_spells_traps_min: 2`: the cards in their Spell & Trap Zones,
Pendulum Zones among them, and Field Zone, face-up or face-down; 10-3-1) and "If you have 2
"Zefra" cards in your Pendulum Zones" (`scales_both`: both its player's Pendulum Scales fit,
3-6-2). summon_conditions.condition_holds asks here."""
from __future__ import annotations

from .described import described_fits
from .model import SPELL, TRAP, Card, State, opponent
from .pendulum import is_scale
from .summon_specs import SummonCondition


def holds(state: State, card: Card, condition: SummonCondition) -> bool:
    """Whether the counts are within what the condition allows, for the card's player."""
    player = state.players[card.owner]
    spells_traps = sum(state.cards[i].kind in (SPELL, TRAP) for i in player.graveyard)
    if 0 <= condition.graveyard_spells_traps_max < spells_traps:
        return False
    theirs = state.players[opponent(card.owner)]
    if len(theirs.spells_traps) + bool(theirs.field_spell) < condition.opponent_spells_traps_min:
        return False
    wanted = condition.scales_both
    return wanted is None or sum(
        is_scale(state.cards[i]) and described_fits(wanted, state.cards[i])
        for i in player.spells_traps) >= 2
