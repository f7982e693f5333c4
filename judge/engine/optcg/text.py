"""The parameters of the ruling's events: cards, power sums, timings and areas.

Rules logic decides what happens; these helpers only describe it as data for the renderer
(core/render.py). Cards are named by the name the scenario gave them, with the id only where
two cards share a name ("Zoro (a-zoro)").
"""
from __future__ import annotations

from collections import Counter

from ..core.events import CardRef, Event, Param, Power
from .model import Card, State
from .power import power_parts


def card(state: State, card_: Card, owned: bool = True) -> CardRef:
    """`card_` as events name it; `owned=False` drops "A's" where the owner is plain."""
    names = state.printed_names.get(card_.id)
    return CardRef(card_.id, card_.name, card_.owner, card_.kind,
                   card_.name in shared_names(state), owned,
                   tuple(sorted(names.items())) if names else ())


def shared_names(state: State) -> frozenset[str]:
    """Names that more than one card of the scenario has (worked out once per state)."""
    if state.shared_names is None:
        counts = Counter(c.name for c in state.cards.values() if c.name != c.id)
        state.shared_names = frozenset(name for name, count in counts.items() if count > 1)
    return state.shared_names


def power_of(state: State, card_: Card) -> Power:
    parts = power_parts(state, card_)
    return Power(tuple((label, amount) for label, amount in parts),
                 sum(amount for _, amount in parts))


def card_powered(state: State, card_: Card) -> Event:
    """"A's Nami (5000 + 1000 from 1 DON!! = 6000)"; given DON!! on the opponent's turn are
    named, since they add nothing then (CR 6-5-5-2)."""
    params: dict[str, Param] = {"card": card(state, card_), "power": power_of(state, card_)}
    if card_.don and state.turn_player != card_.owner:
        return Event("card.powered_idle_don", {**params, "count": card_.don,
                                               "owner": card_.owner})
    return Event("card.powered", params)


def timing_of(name_: str) -> Event:
    return Event(f"timing.{name_}")


def zone_of(zone_: str) -> Event:
    return Event(f"zone.{zone_}")


def cards_of(state: State, ids: list[str]) -> tuple[CardRef, ...]:
    return tuple(card(state, state.cards[c], owned=False) for c in ids)

def effect_of(state: State, card_: Card, timing: str) -> Event:
    """"A's Nami's [On Play]": the effect that every sentence of its resolution names."""
    return Event("effect_of", {"card": card(state, card_), "timing": timing_of(timing)})
