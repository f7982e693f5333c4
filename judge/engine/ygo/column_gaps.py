"""A text on columns that a place not given leaves untold (3-11-1): while a face-up card whose
text names the monsters "in the same column as one of your "S-Force" monsters" (a description's
`same_column_as`) is on the field, its effects not negated, and a monster on the field has no
place given, no battle, activation or resolution is judged (it may change ATK, or what an
effect destroys): the place is never guessed. Called before each action (game.py), as
link_zones.gap_problem is for Link Arrows."""
from __future__ import annotations

import dataclasses

from ..core.model import Action
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .column_cells import column_of
from .effect_specs import Described, EffectStep
from .model import MONSTER, SET, Card, State
from .negation import negated
from .scale_columns import unplaced
from .spec_walk import says
from .zones import monsters_of

# the actions a column may matter to: a battle, an activation and a chain's resolution
MATTERS = ("attack", "damage_step", "activate", "pass")


def names_columns(value: object, depth: int = 0) -> bool:
    """Whether a spec of a card's text (walked through) has a description with a column."""
    return says(value, _column, depth)


def _column(value: object) -> bool | None:
    if isinstance(value, Described) and value.same_column_as is not None:
        return True
    return None


def _watching(state: State, card: Card) -> bool:
    face_up = card.position != SET if card.kind == MONSTER else card.face_up
    return face_up and not negated(state, card) and any(
        names_columns(getattr(card, item.name), 1) for item in dataclasses.fields(card)
        if item.name in ("stat_changes", "effect", "effects"))


def gap_problem(state: State, action: Action) -> Illegal | None:
    """Nothing is judged while such a card is on the field and a monster has no place."""
    if action.kind not in MATTERS:
        return None
    field = [card for pid in ("A", "B") for card in monsters_of(state, pid)]
    missing = next((card for card in field if column_of(card, "A") is None), None)
    if missing is None:  # a Spell & Trap Zone's place matters to a Sumo Spirit only
        return _scale_gap(state, field, None)
    cards = [*field, *(state.cards[ref] for pid in ("A", "B")
                       for ref in state.players[pid].spells_traps)]
    watcher = next((card for card in cards if _watching(state, card)), None)
    if watcher is None:
        return _scale_gap(state, field, missing)
    return Illegal("illegal.column_place_unknown", (cr.COLUMNS,),
                   card=say.card(state, watcher), other=say.card(state, missing))


def _scales(value: object) -> bool | None:
    return True if isinstance(value, EffectStep) and value.scale_columns else None


def _scale_gap(state: State, field: list[Card], monster: Card | None) -> Illegal | None:
    """A monster (`monster`) or a card in a Spell & Trap Zone without its place, while a
    face-up monster whose text sends the cards in its Pendulum Scales' columns is on the field
    (scale_columns.py; as a Pendulum Scale its monster effects do not apply)."""
    missing = monster or unplaced(state)
    watcher = next((card for card in field if card.position != SET
                    and not negated(state, card) and says(card.effects, _scales)), None)
    if missing is None or watcher is None:
        return None
    return Illegal("illegal.scale_column_unknown", (cr.COLUMNS,),
                   card=say.card(state, watcher), other=say.card(state, missing))
