"""Trigger Effects on an event with a cause their text names (5-1-3): "If this card is Special
Summoned by the effect of a "Gusto" monster", "... by a monster effect", "... by its effect".

moments.by_effect marks a Special Summon a resolving effect made (`special_summoned_by_effect`)
and records, in the same moment (state.together), the card whose effect it was; `fits` reads
that card back and checks it against the effect's `summoned_by`. One check beside the Link
Material's `for` (link_material_for.py), so both causes are asked in one place.
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .described import described_fits
from .effect_specs import Described, SummonedBy
from .link_material_for import fits_for
from .model import (
    MONSTER,
    Z_DECK,
    Z_EXTRA,
    Z_FIELD,
    Z_HAND,
    Z_MONSTERS,
    Z_SPELLS_TRAPS,
    Card,
    MonsterEffect,
    State,
)
from .moments import SOURCE
from .schema_described import MONSTER_WORDS, Describe

Happened = tuple[str, int, str]
WHAT = ("monster", "card", "self")
FIELD = (Z_MONSTERS, Z_SPELLS_TRAPS, Z_FIELD)
# events of a move from the zones named (5-1-3): what each answers (monster_effects.ANSWERS)
# and the zones the card must have come from
FROM_ZONES = {"sent_from_hand_to_graveyard": (Z_HAND,),
              "sent_from_deck_to_graveyard": (Z_DECK,),
              "sent_from_hand_or_field_to_graveyard": (Z_HAND, *FIELD),
              "sent_from_hand_or_deck_to_graveyard": (Z_HAND, Z_DECK),
              "special_summoned_from_deck": (Z_DECK,),
              "special_summoned_from_extra_deck": (Z_EXTRA,)}
# the events of `happened` each of these answers (monster_effects.ANSWERS)
ANSWERS = {"special_summoned_by_effect": ("special_summoned_by_effect",),
           "discarded_by_effect": ("discarded_by_effect",),
           **{event: ("special_summoned",) if "summoned" in event
              else ("sent_to_graveyard", "sent_from_field_to_graveyard") for event in FROM_ZONES}}


def source_of(state: State, event: Happened) -> Card | None:
    """The card whose effect made the move `event` records, if one did."""
    for batch in state.together:
        if event in batch:
            for cid, _moves, what in batch:
                if what == SOURCE and cid in state.cards:
                    return state.cards[cid]
    return None


def fits(state: State, card: Card, effect: MonsterEffect, event: Happened) -> bool:
    """`event` answers the effect's cause: the Link Summon its `for` describes (8-5-5), the
    zone the move took this card from, and the card whose effect Special Summoned it, as
    `summoned_by` says (5-1-3)."""
    if not fits_for(state, effect.material_for, event):
        return False
    # the event is this card's last move (its `moves` match): `came_from` is where it left
    if effect.on in FROM_ZONES and card.came_from not in FROM_ZONES[effect.on]:
        return False
    spec = effect.summoned_by
    if spec is None:
        return True
    source = source_of(state, event)
    if source is None:
        return False
    if spec.what == "self":
        return source.id == card.id
    # a Pendulum Monster's effect in its Pendulum Zone is a Spell Card's (4-3-4)
    if spec.what == "monster" and (source.kind != MONSTER or source.zone == Z_SPELLS_TRAPS):
        return False
    return described_fits(spec.described, source)


def read(problems: Problems, at: str, data: dict[str, Any],
         describe: Describe) -> SummonedBy | None:
    """`summoned_by: {what: monster|card|self, names, archetype, type, attribute, ...}`."""
    raw = v.field(data, "summoned_by", None)
    if raw is None:
        return None
    where = key_path(at, "summoned_by")
    found = v.mapping(problems, where, raw, ("what", *MONSTER_WORDS))
    if found is None:
        return None
    what = v.choice(problems, key_path(where, "what"), v.field(found, "what", "card"), WHAT)
    words = {key: value for key, value in found.items() if key != "what"}
    return SummonedBy(what=what or "card", described=Described(**describe(where, words)))
