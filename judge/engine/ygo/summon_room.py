"""Room on the field for the monsters an activation Special Summons (8-7-2, 4-7-3).

A card or effect is activated only when it can do what it does (5-2-4): one whose effect
begins by Special Summoning a monster to its player's field needs an unused Main Monster Zone
there. The zones its cost empties count as unused, since the cost is paid before the effect
resolves (5-2-2): "Tribute this card; Special Summon 1 monster from your hand" is activated
with five monsters. A monster Special Summoned from the Extra Deck may go to the Extra Monster
Zone instead (8-6-1), so that Summon is left to the check made as the effect resolves (8-7-1),
as is a Summon the text makes optional ("you can Special Summon") or that follows another part.
"""
from __future__ import annotations

from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .counted_summons import room_problem as together_problem
from .counted_summons import zones_needed
from .model import MAX_MONSTERS, MONSTER, Z_EXTRA, Action, Card, EffectStep, State

# a monster that gives itself up for the cost leaves its zone (5-2-2); one revealed stays
KEEPS_ITS_ZONE = ("", "reveal")


def freed_by_cost(state: State, card: Card, action: Action, receiver: str) -> int:
    """The zones of `receiver` the activation's cost empties: the monsters named as its cost,
    and the monster itself when it leaves the field for its own effect (5-2-2)."""
    given = {ref for ref in action.get("cost") or [] if isinstance(ref, str)}
    index = action.get("effect")
    index = 0 if index is None and card.kind == MONSTER else index  # its first (5-1-2)
    if isinstance(index, int) and 0 <= index < len(card.effects) \
            and card.effects[index].cost_self not in KEEPS_ITS_ZONE:
        given.add(card.id)
    return len(given & set(state.players[receiver].monsters))


def room_problem(state: State, card: Card, action: Action) -> Illegal | None:
    """An activation whose effect begins by Special Summoning a monster from anywhere but
    the Extra Deck, with every Main Monster Zone of its player in use after its cost (8-7-2)."""
    first = card.effect[0] if card.effect else None
    if first is None or not _summons_to_main_zone(first):
        return None
    free = MAX_MONSTERS - len(state.players[card.owner].monsters) \
        + freed_by_cost(state, card, action, card.owner)
    if free >= zones_needed(first):  # a zone for each monster Summoned together (8-7-3)
        return None
    if free > 0:
        return together_problem(state, card, first, free)
    return Illegal("illegal.summon_no_room", (cr.NO_ROOM_ACTIVATION, cr.NEEDS_WHAT_IT_DOES),
                   card=say.card(state, card), player=card.owner)


def _summons_to_main_zone(step: EffectStep) -> bool:
    if step.kind in ("special_summon", "trap_monster"):  # the card itself too (4-6-5)
        return True
    return step.kind == "fetch" and step.to == "field" and not step.optional \
        and step.pick is not None and Z_EXTRA not in step.pick.zones
