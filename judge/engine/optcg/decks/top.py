"""What "that card" must be after "Reveal 1 card from the top of your deck. If that card is
a {Type} type Character card with a cost of 4 or less, ...": the steps that reveal it, play
it and place it at the bottom are in decks/search.py; this module only reads the card (it is
imported by conditions.py, so it imports nothing that reads effects; whether the card fits is
filters.py's answer).

- the condition key `top_card: {types, traits, traits_including, cost_min, cost_max,
  power_min, power_max}` ("If that card ..."): the card now on top of the controller's deck
  has all of these (an `{if: ...}` step right after the reveal, CR 8-3-3). A card the scenario
  gives only as a number has an unknown face: it cannot be shown to fit (CR 8-4-4-2).
"""
from __future__ import annotations

from typing import Any

from ...core import validate as v
from ...core.events import Event
from ...core.validate import Problems, key_path
from .. import text as say
from ..filters import mismatch
from ..model import Z_DECK, Card, State
from ..specs import TargetFilter

TOP_KEYS = ("types", "traits", "traits_including", "cost_min", "cost_max", "power_min",
            "power_max")
Pairs = tuple[tuple[str, Any], ...]


def read_top_card(problems: Problems, at: str, raw: Any) -> Pairs | None:
    """The `top_card:` condition value, as pairs (effects are frozen)."""
    data = v.mapping(problems, at, raw, TOP_KEYS)
    if data is None:
        return None
    out: list[tuple[str, Any]] = []
    for key in TOP_KEYS:
        if key not in data:
            continue
        if key in ("types", "traits", "traits_including"):
            items = v.sequence(problems, key_path(at, key), data[key], 10) or []
            value: Any = tuple(t for i, item in enumerate(items)
                               if (t := v.text(problems, v.index_path(key_path(at, key), i),
                                               item, 100)))
        else:
            value = v.integer(problems, key_path(at, key), data[key], 0, 1_000_000)
        if value is not None:
            out.append((key, value))
    return tuple(out)


def unknown(card: Card) -> bool:
    """A deck card the scenario gave only as a number (`A.deck3`): its face is unknown."""
    return card.name == card.id and card.id.startswith(f"{card.owner}.{Z_DECK}") \
        and card.id[len(card.owner) + len(Z_DECK) + 1:].isdigit()


def top_card_unmet(state: State, controller: str, spec: dict[str, Any]) -> Event | None:
    """Why the card on top of the controller's deck is not what "that card" must be."""
    player = state.players[controller]
    if not player.deck and not player.deck_anonymous:
        return Event("unmet.top_card_none", {"player": controller})
    if not player.deck or unknown(state.cards[player.deck[0]]):
        return Event("unmet.top_card_unknown", {"player": controller})
    card = state.cards[player.deck[0]]
    why = _mismatch(state, card, spec)
    if why is None:
        return None
    return Event("unmet.top_card", {"card": say.card(state, card, owned=False), "why": why})


def _mismatch(state: State, card: Card, spec: dict[str, Any]) -> Event | None:
    """The printed facts of a deck card against the condition (no effect changes them there),
    answered by filters.py."""
    def bound(key: str) -> int | None:
        value = spec.get(key)
        return value if isinstance(value, int) else None
    wanted = TargetFilter(types=tuple(spec.get("types") or ()),
                          traits=tuple(spec.get("traits") or ()),
                          cost_min=bound("cost_min"), cost_max=bound("cost_max"),
                          power_min=bound("power_min"), power_max=bound("power_max"),
                          extra=(("traits_including", tuple(spec.get("traits_including") or ())),))
    return mismatch(state, card, wanted, card, printed=True)
