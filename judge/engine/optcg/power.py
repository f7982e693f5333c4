"""Derived numbers: power and cost are computed on demand, never stored.

Power = printed power + 1000 per given DON!! during its owner's turn (CR 6-5-5-2) + active
modifiers + static effects whose condition holds. It may be negative (CR 1-3-6-1). A cost is
printed cost + modifiers, never below 0 outside a calculation (CR 1-3-6-2).
"""
from __future__ import annotations

from ..core.events import Event
from . import rules as cr
from .model import Card, State
from .statics import in_force, scaled, static_cost

DON_POWER = 1000


PRINTED = Event("power.printed")
STATIC = Event("power.static")
BASE_SET = Event("power.base_set")
BASE_POWER = "base_power"  # the kind of a Modifier that sets a base power (base_power.py)


def _set_to(state: State, card: Card) -> list[int]:
    """The base powers effects set now: those of effects that resolved (base_power.py), and
    those of valid permanent effects ("[Opponent's Turn] ... base power becomes 6000")."""
    found = [m.amount for m in state.modifiers
             if m.kind == BASE_POWER and m.card == card.id and m.moves == card.moves]
    if card.zone not in ("leader", "characters"):
        return found
    for static in in_force(state, card, "sets_base"):
        if static.base_power:
            found.append(static.base_power)
        elif static.base_as == "your_leader" and card.kind != "leader":
            # "the same as your Leader's base power": the Leader's, as set now (never its own)
            found.append(base_power(state, state.cards[state.players[card.owner].leader]))
    return found


def base_power(state: State, card: Card) -> int:
    """The printed power, or the base power an effect set it to: with several, the highest
    (CR 4-9-2-1). +/- changes and DON!! count on top of it (base_power.py)."""
    set_to = _set_to(state, card)
    return max(set_to) if set_to else card.power


def power_parts(state: State, card: Card) -> list[tuple[Event, int]]:
    """The parts that add up to a card's power, its base first, each with a label."""
    set_to = _set_to(state, card)
    parts = [(BASE_SET, max(set_to)) if set_to else (PRINTED, card.power)]
    if card.don and state.turn_player == card.owner:
        parts.append((Event("power.from_don", {"count": card.don}), card.don * DON_POWER))
    for mod in state.modifiers:
        if mod.kind == "power" and mod.card == card.id and mod.moves == card.moves:
            parts.append((mod.source, mod.amount))
    if card.zone in ("leader", "characters"):
        # valid permanent effects only (statics.py: area, [DON!! xX], turn, "If...")
        for static in in_force(state, card, "power"):
            if static.power:
                parts.append((STATIC, scaled(state, card, static, static.power)))
    return parts


def power(state: State, card: Card) -> int:
    return sum(amount for _, amount in power_parts(state, card))


def power_rules(state: State, card: Card) -> tuple[str, ...]:
    """Rules a power figure rests on: given DON!! count only on the owner's turn."""
    if card.don:
        return (cr.GIVEN_DON_POWER,)
    return ()


COST_ZERO = "cost_zero"  # the kind of a Modifier that sets a cost to 0


def cost(state: State, card: Card) -> int:
    total = card.cost + static_cost(state, card)
    for mod in state.modifiers:
        if mod.card == card.id and mod.moves == card.moves:
            if mod.kind == COST_ZERO:  # "set the cost to 0": 0 while it lasts (modifiers.py)
                return 0
            if mod.kind == "cost":
                total += mod.amount
    return max(0, total)  # CR 1-3-6-2


def cost_changed(state: State, card: Card) -> bool:
    return bool(static_cost(state, card)) or any(
        m.kind in ("cost", COST_ZERO) and m.card == card.id and m.moves == card.moves
        for m in state.modifiers)
