"""The `characters:` condition: how many Characters on the field match a filter ("If you have
2 or more rested Characters", "If your opponent has a Character with a cost of 0", "If there
is a Character with 8000 power or more"). A "Character" is a card in a Character area
(CR 2-2-4-1); its cost and power are the current ones, as the game shows them.

Keys: `owner` (`you`, `opponent` or `any`, from the effect's controller; default `you`),
`min` / `max` (how many may match), `not_self` (the card of the effect does not count:
"no other [X] Characters"), and the target filter's `rested`, `traits` (any of
them), `names`, `not_names` ("other than [X]"), `cost_min`, `cost_max`, `power_min`,
`power_max` (current values) and `base_cost_min`... `base_power_max` (printed values).
"""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from . import power as powers  # a module: power.py reads statics.py, which reads conditions
from .model import PLAYERS, Card, State, opponent

FILTER_KEYS = ("rested", "traits", "names", "not_names", "cost_min", "cost_max", "power_min",
               "power_max", "base_cost_min", "base_cost_max", "base_power_min", "base_power_max")
KEYS = ("owner", "min", "max", "not_self", *FILTER_KEYS)


def characters_unmet(state: State, controller: str, wanted: dict[str, Any],
                     source: Card | None = None) -> Event | None:
    owner = wanted.get("owner", "you")
    players = {"you": (controller,), "opponent": (opponent(controller),)}.get(owner, PLAYERS)
    skip = source.id if source is not None and wanted.get("not_self") else None
    count = sum(1 for player in players for card_id in state.players[player].characters
                if card_id != skip and _matches(state, state.cards[card_id], wanted))
    low, high = wanted.get("min"), wanted.get("max")
    if low is not None and count < low:
        return _why(owner, controller, count, "min", low)
    if high is not None and count > high:
        return _why(owner, controller, count, "max", high)
    return None


def _why(owner: str, controller: str, count: int, side: str, limit: int) -> Event:
    """"B has 1 of the Characters the condition counts; it needs 2 or more"."""
    player = opponent(controller) if owner == "opponent" else controller
    code = f"unmet.characters_{side}" + (".anyone" if owner == "any" else "")
    return Event(code, {"player": player, "count": count, "limit": limit})


def matches(state: State, card: Card, wanted: dict[str, Any]) -> bool:
    """Whether `card` fits the filter keys of `wanted` (that_card.py uses them too)."""
    return _matches(state, card, wanted)


def _matches(state: State, card: Card, wanted: dict[str, Any]) -> bool:
    if "rested" in wanted and card.rested != wanted["rested"]:
        return False
    if wanted.get("traits") and not set(wanted["traits"]) & set(card.traits):
        return False
    if wanted.get("names") and not set(wanted["names"]) & set(card.names()):
        return False
    if set(wanted.get("not_names", ())) & set(card.names()):
        return False  # "other than [X]"
    for what, printed in (("base_cost", card.cost), ("base_power", card.power)):
        low, high = wanted.get(f"{what}_min"), wanted.get(f"{what}_max")
        if (low is not None and printed < low) or (high is not None and printed > high):
            return False  # "base": the value printed on the card (CR 4-9-2)
    for what, measure in (("cost", powers.cost), ("power", powers.power)):
        low, high = wanted.get(f"{what}_min"), wanted.get(f"{what}_max")
        if low is None and high is None:
            continue  # measured only when asked
        value = measure(state, card)
        if (low is not None and value < low) or (high is not None and value > high):
            return False
    return True
