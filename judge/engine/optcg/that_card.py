"""The `that_card` condition: "Then, if that Character has 5000 power or less, K.O. it." -- a
condition in the middle of a body (CR 8-3-3) on the card the effect chose before it, with the
values it has when the condition's place comes (CR 1-3-7: the steps before it have resolved,
so a power they changed counts; official Q&A OP06-074 with OP01-006 Otama).

Keys: the `characters:` condition's filter keys (`power_max`, `cost_max`, `base_power_max`...),
or `in_hand: true` ("you may return up to 1 of your opponent's Characters ... If you do, ...":
the card chosen was returned, so it is in its owner's hand now; official Q&A, OP13-119: none
chosen, or one another effect kept on the field, and it does not hold).
Checked by the interpreter's `if` step, which knows the chosen card; the choice is that card,
so with none chosen, or that card gone from the field, the condition does not hold.
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.validate import Problems, key_path
from . import text as say
from .characters import FILTER_KEYS, matches
from .model import Z_HAND, Card, State
from .power import cost, power

KEY = "that_card"
# the same keys on the card the effect's card battles ("the opponent's Character you battled
# with", CR 7-1-5-2): gone from its area, it does not hold (official Q&A on OP04-047)
BATTLE_KEY = "battle_target"
KEYS = tuple(k for k in FILTER_KEYS if "power" in k or "cost" in k)
MAX_VALUE = 1_000_000
IN_HAND = "in_hand"  # the card chosen is in its owner's hand: the step before returned it


def read(problems: Problems, at: str, raw: Any) -> tuple[tuple[str, Any], ...] | None:
    data = v.mapping(problems, at, raw, (*KEYS, IN_HAND))
    if data is None:
        return None
    if IN_HAND in data:
        if data[IN_HAND] is not True or len(data) > 1:
            problems.add(key_path(at, IN_HAND), "in_hand: true stands alone")
            return None
        return ((IN_HAND, True),)
    found = [(key, v.integer(problems, key_path(at, key), data[key], 0, MAX_VALUE))
             for key in KEYS if key in data]
    if not found or any(value is None for _, value in found):
        if not found:
            problems.add(at, "input.empty")
        return None
    return tuple(found)


def unmet(state: State, card: Card | None, wanted: dict[str, Any], gone: str = "that_card"
          ) -> Event | None:
    """Why the chosen card does not hold the condition now; None when it does."""
    if wanted.get(IN_HAND):
        in_hand = card is not None and card.zone == Z_HAND
        return None if in_hand else Event("unmet.that_card_not_returned")
    if card is None or not state.on_field(card):
        return Event(f"unmet.{gone}_gone")
    if matches(state, card, wanted):
        return None
    return Event("unmet.that_card", {"card": say.card(state, card),
                                     "power": say.power_of(state, card),
                                     "cost": cost(state, card), "value": power(state, card)})
