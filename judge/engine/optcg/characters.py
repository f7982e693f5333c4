"""The `characters:` condition: how many Characters on the field match a filter ("If you have
2 or more rested Characters", "If your opponent has a Character with a cost of 0", "If there
is a Character with 8000 power or more"). A "Character" is a card in a Character area
(CR 2-2-4-1); its cost and power are the current ones, as the game shows them.

Keys: `owner` (`you`, `opponent` or `any`, from the effect's controller; default `you`),
`min` / `max` (how many may match), `not_self` (the card of the effect does not count:
"no other [X] Characters"), `not_traits` (a Character with none of these types: "If the
only Characters on your field are {X} type Characters" counts those without them), and the
target filter's `rested`, `traits` (any of
them), `names`, `not_names` ("other than [X]"), `cost_min`, `cost_max`, `power_min`,
`power_max` (current values) and `base_cost_min`... `base_power_max` (printed values);
`not_traits` (none of those types) and `not_traits_including` (no type including those words):
"If the only Characters on your field are {X} type" counts the others with `max: 0`;
`traits_including` (a type including those words, CR 2-4-3-1: "a Character with a type
including "Whitebeard Pirates""), `has_trigger` (a card with a [Trigger]).
"""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from . import filters  # a module: filters.py reads power.py, which reads statics.py
from .model import PLAYERS, Card, State, opponent
from .specs import TargetFilter

FILTER_KEYS = ("rested", "traits", "names", "not_names", "cost_min", "cost_max", "power_min",
               "power_max", "base_cost_min", "base_cost_max", "base_power_min", "base_power_max",
               "not_traits", "not_traits_including", "traits_including", "has_trigger")
KEYS = ("owner", "min", "max", "not_self", *FILTER_KEYS)
BASE_KEYS = ("base_cost_min", "base_cost_max", "base_power_min", "base_power_max")


def counted(state: State, controller: str, wanted: dict[str, Any],
            source: Card | None = None) -> int:
    """How many Characters on the field the keys name (flow.py's "for each" counts them too)."""
    owner = wanted.get("owner", "you")
    players = {"you": (controller,), "opponent": (opponent(controller),)}.get(owner, PLAYERS)
    skip = source.id if source is not None and wanted.get("not_self") else None
    among = _filter(wanted)
    return sum(1 for player in players for card_id in state.players[player].characters
               if card_id != skip and _matches(state, among, state.cards[card_id])
               and not _excluded(wanted, state.cards[card_id]))


def characters_unmet(state: State, controller: str, wanted: dict[str, Any],
                     source: Card | None = None) -> Event | None:
    owner = wanted.get("owner", "you")
    count = counted(state, controller, wanted, source)
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


def _filter(wanted: dict[str, Any]) -> TargetFilter:
    """The condition's keys as a target filter (filters.py answers whether a card matches)."""
    def bound(key: str) -> int | None:
        value = wanted.get(key)
        return value if isinstance(value, int) else None
    extra = tuple((key, tuple(wanted[key]) if isinstance(wanted[key], list) else wanted[key])
                  for key in (*BASE_KEYS, "not_names", "traits_including", "has_trigger")
                  if key in wanted)
    return TargetFilter(rested=wanted.get("rested"), traits=tuple(wanted.get("traits") or ()),
                        names=tuple(wanted.get("names") or ()), cost_min=bound("cost_min"),
                        cost_max=bound("cost_max"), power_min=bound("power_min"),
                        power_max=bound("power_max"), extra=extra)


def _matches(state: State, among: TargetFilter, card: Card) -> bool:
    # no owner nor `not_self` in the filter: the count picks the players and skips the source
    return filters.matches(state, card, among, card)


def _excluded(wanted: dict[str, Any], card: Card) -> bool:
    """The card has a type the condition leaves out (CR 2-4-3-1: a type "including" words)."""
    if set(wanted.get("not_traits") or ()) & set(card.traits):
        return True
    parts = wanted.get("not_traits_including") or ()
    return any(part in trait for part in parts for trait in card.traits)


def sets_off(state: State, owner: str, wanted: dict[str, Any], card: Card) -> bool:
    """An auto effect's `of` ("When you play a Character with a [Trigger]"): whether the card
    that set it off fits, its `owner` seen from the effect's `owner` (default any)."""
    whose = wanted.get("owner", "any")
    if whose != "any" and (card.owner == owner) != (whose == "you"):
        return False
    return matches(state, card, wanted)


def matches(state: State, card: Card, wanted: dict[str, Any]) -> bool:
    """Whether `card` fits the filter keys of `wanted` (that_card.py uses them too)."""
    return _matches(state, _filter(wanted), card) and not _excluded(wanted, card)
