"""A Spell's or Trap's activation condition that is a state of the board, its card's `if`:
"If you control a Spellcaster monster: ...", "If only your opponent controls a monster: ...".
The card can be activated only while the board is as its text says (5-2-4); the state is the
same one a monster's effect or its own Summon asks (summon_conditions.condition_holds), seen
from the card's controller.

A name alone ("If you control "Macro Cosmos"") may name a Spell or a Trap as well as a
monster: the card then counts wherever its player controls it face-up, in a Monster Zone, a
Spell & Trap Zone or the Field Zone; a description of a monster ("a Spellcaster monster")
looks at the Monster Zones only, as for a monster.
"""
from __future__ import annotations

import dataclasses

from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .card_facts import name_of
from .model import MONSTER, SET, Card, State
from .summon_conditions import condition_holds
from .zones import on_field


def problem(state: State, card: Card) -> Illegal | None:
    """Why `card` cannot be activated now because its `if` does not hold, or None."""
    condition = card.activation_if
    if condition is None:
        return None
    spec = condition.control
    named = spec is not None and spec.names and spec == dataclasses.replace(
        type(spec)(), names=spec.names)  # the names and nothing else
    if named and spec is not None:
        condition = dataclasses.replace(condition, control=None)
        if not any(_shows(other) and name_of(other) in spec.names
                   for other in state.cards.values()
                   if other.owner == card.owner and other.id != card.id and on_field(other)):
            return _refused(state, card)
    return None if condition_holds(state, card, condition) else _refused(state, card)


def _shows(card: Card) -> bool:
    """A face-up card on the field: a face-down one shows no name (9-1-3)."""
    return card.position != SET if card.kind == MONSTER else card.face_up


def _refused(state: State, card: Card) -> Illegal:
    return Illegal("illegal.card_condition", (cr.NEEDS_WHAT_IT_DOES,),
                   card=say.card(state, card))
