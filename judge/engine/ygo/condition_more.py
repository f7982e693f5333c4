"""Trigger Effects on an event of the monster itself that the engine records but no other word
answered (5-1-3): "When this card is Pendulum Summoned" (pendulum_summon.apply records
`pendulum_summoned` beside `special_summoned`, 8-5-6), and "If this Link Summoned card is
destroyed by battle, or is destroyed by an opponent's card effect while in its owner's Monster
Zone": destroyed as the monster it was when it was Link Summoned (8-5-5, 5-3-1), not after it
left the field and came back (condition_events.cause_fits asks `summoned_fits`); and "At the
end of the Battle Phase", answered in the End Step (end_step.py, 12-9-5), as "..., if this
card battled" is (battle_end.py)."""
from __future__ import annotations

from .model import Z_MONSTERS, Card, MonsterEffect, State

# the events of `state.happened` each of these answers (trigger_timing.ANSWERS)
MORE_ANSWERS = {"pendulum_summoned": ("pendulum_summoned",),
                "link_summoned_destroyed_by_battle_or_opponent_effect": (
                    "destroyed_by_battle", "destroyed_by_opponent_effect"),
                # "At the end of the Battle Phase": the End Step (end_step.py, 12-9-5)
                "battle_phase_end": ("battle_phase_end",)}
# events of a card Summoned by a procedure: the `Card` field keeping its `moves` at that Summon
SUMMONED_AS = {"link_summoned_destroyed_by_battle_or_opponent_effect": "link"}


def summoned_fits(card: Card, effect: MonsterEffect) -> bool:
    """The card left a Monster Zone as the monster it was when it was so Summoned: zones.move
    counts one move each time it changes place, so it was Link Summoned one move before."""
    if effect.on not in SUMMONED_AS:
        return True
    return card.came_from == Z_MONSTERS and card.link_summoned_moves == card.moves - 1


def record_battle_phase_end(state: State) -> None:
    """The End Step begins: the event of each card with an effect "At the end of the Battle
    Phase", wherever it is (its effect says where it is activated from, 5-1-7), so that no
    other card's "When ..." effect misses its timing by it (11-1-9)."""
    for card in state.cards.values():
        if any(effect.on == "battle_phase_end" for effect in card.effects):
            state.happened.append((card.id, card.moves, "battle_phase_end"))
