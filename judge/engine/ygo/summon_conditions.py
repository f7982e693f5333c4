"""The conditions a monster's text puts first for a Summon of its own: "If you control no
monsters, you can Special Summon this card (from your hand)." (8-4-8) and "If only your opponent
controls a monster, you can Normal Summon this card without Tributing." (8-1-8)."""
from __future__ import annotations

from .described import described_fits
from .model import MONSTER, SET, Card, State, opponent
from .summon_specs import SummonCondition


def condition_holds(state: State, card: Card, condition: SummonCondition) -> bool:
    """Whether what the text puts first holds now, for the monster's owner (8-4-8, 8-1-8)."""
    player = state.players[card.owner]
    others = state.players[opponent(card.owner)]
    mine, theirs = len(player.monsters), len(others.monsters)
    if condition.monsters_max >= 0 and mine > condition.monsters_max:
        return False
    if theirs < condition.opponent_monsters_min or condition.fewer_monsters and theirs <= mine:
        return False
    if condition.hand_max and len(player.hand) > condition.hand_max:
        return False
    if condition.control is not None and not any(
            state.cards[i].position != SET and described_fits(condition.control, state.cards[i])
            for i in player.monsters):
        return False
    if condition.graveyard is not None:
        spec = condition.graveyard
        found = sum(1 for i in player.graveyard if state.cards[i].kind == MONSTER
                    and described_fits(spec, state.cards[i]))
        return found == condition.graveyard_count
    return True
