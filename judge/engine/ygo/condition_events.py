"""Trigger Effects on an event with a cause their text names (5-1-3): "If this card is Special
Summoned by the effect of a "Gusto" monster", "... by a monster effect", "... by its effect".

moments.by_effect marks a Special Summon a resolving effect made (`special_summoned_by_effect`)
and records, in the same moment (state.together), the card whose effect it was; `cause_fits` reads
that card back and checks it against the effect's `summoned_by`. One check beside the Link
Material's `for` (link_material_for.py), so both causes are asked in one place.
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .condition_more import summoned_fits
from .described import described_fits
from .effect_specs import Described
from .link_material_for import fits_for
from .model import (
    MONSTER,
    Z_DECK,
    Z_EXTRA,
    Z_FIELD,
    Z_GRAVEYARD,
    Z_HAND,
    Z_MONSTERS,
    Z_SPELLS_TRAPS,
    Card,
    MonsterEffect,
    State,
)
from .moments import SOURCE, Happened
from .monster_specs import OtherCard, SummonedBy
from .schema_described import MONSTER_WORDS, Describe

WHAT = ("monster", "card", "self")
FIELD = (Z_MONSTERS, Z_SPELLS_TRAPS, Z_FIELD)
# events of a move from the zones named (5-1-3): what each answers (trigger_timing.ANSWERS)
# and the zones the card must have come from
FROM_ZONES = {"sent_from_hand_to_graveyard": (Z_HAND,),
              "sent_from_deck_to_graveyard": (Z_DECK,),
              "sent_from_hand_or_field_to_graveyard": (Z_HAND, *FIELD),
              "sent_from_hand_or_deck_to_graveyard": (Z_HAND, Z_DECK),
              "special_summoned_from_deck": (Z_DECK,),
              "special_summoned_from_extra_deck": (Z_EXTRA,),
              "tributed_from_field": FIELD,
              # "If this card in the Monster Zone is destroyed": not as a Pendulum Scale (5-1-6)
              "destroyed_in_monster_zone": (Z_MONSTERS,),
              # "sent from the Monster Zone to the GY": not from a Pendulum Zone (5-1-6)
              "sent_from_monster_zone_to_graveyard": (Z_MONSTERS,)}
# events of another card (5-1-3): the events of `happened` each answers, of the card `other`
# describes
OTHER_EVENTS = {"other_destroyed_by_battle": ("destroyed_by_battle",),
                "other_destroyed_by_effect": ("destroyed_by_effect",),
                "other_destroyed": ("destroyed_by_battle", "destroyed_by_effect"),
                # a face-up monster turned face-down by an effect, still on the field (9-2-6)
                "other_flipped_face_down": ("flipped_face_down",),
                # a monster gone from the field to the hand (5-3-11): `returned_fits`
                "other_returned_to_hand": ("left_field",),
                "other_returned_to_your_hand": ("left_field",)}
PLAYERS = ("controller", "opponent", "any")
# the events of `happened` each of these answers (trigger_timing.ANSWERS)
CAUSE_ANSWERS = {**{event: () for event in OTHER_EVENTS},
           "special_summoned_by_effect": ("special_summoned_by_effect",),
           "discarded_by_effect": ("discarded_by_effect",),
           **{event: ("special_summoned",) if "summoned" in event else ("tributed",)
              if "tributed" in event else ("destroyed_by_battle", "destroyed_by_effect")
              if "destroyed" in event else ("sent_to_graveyard", "sent_from_field_to_graveyard")
              for event in FROM_ZONES}}


def source_of(state: State, event: Happened) -> Card | None:
    """The card whose effect made the move `event` records, if one did."""
    for batch in state.together:
        if event in batch:
            for cid, _moves, what in batch:
                if what == SOURCE and cid in state.cards:
                    return state.cards[cid]
    return None


def cause_fits(state: State, card: Card, effect: MonsterEffect, event: Happened) -> bool:
    """`event` answers the effect's cause: the Link Summon its `for` describes (8-5-5), the
    zone the move took this card from, and the card whose effect Special Summoned it, as
    `summoned_by` says (5-1-3)."""
    if not fits_for(state, effect.material_for, event) or not summoned_fits(card, effect):
        return False  # 8-5-5: for the Link Summon it names, or Link Summoned itself
    # the event is this card's last move (its `moves` match): `came_from` is where it left
    if effect.on in FROM_ZONES and card.came_from not in FROM_ZONES[effect.on]:
        return False
    spec = effect.summoned_by
    if spec is None or event[2] == "normal_summoned":  # "..., or Normal Summoned" (5-1-18)
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


def other_fits(state: State, card: Card, effect: MonsterEffect, events: list[Happened],
               index: int) -> bool:
    """`events[index]` happened to the card `other` describes, as it was when it left (5-1-3):
    its kind, who controlled it, face-up, another than this card, and its words; this card was
    already where its effect is activated from ("while this card is in your GY"), not brought
    there with or after that event."""
    spec, (cid, moves, what) = effect.other, events[index]
    if spec is not None and not _there_before(state, card, events, index):
        return False
    other = state.cards.get(cid)
    if spec is None or what not in OTHER_EVENTS.get(effect.on, ()) or other is None \
            or other.moves != moves or spec.another and cid == card.id:
        return False
    # a card that left a Monster Zone was a monster there, a Trap Monster too (4-6-5)
    was_monster = other.kind == MONSTER or other.came_from == Z_MONSTERS
    if not returned_fits(card, effect, other):
        return False
    if spec.what == "monster" and not was_monster or spec.face_up and not other.left_face_up \
            or spec.sent and other.zone != Z_GRAVEYARD:  # banished instead (8-4-10)
        return False
    # turned face-down, it stayed where it was: its controller now is who controlled it then
    by = other.owner if what == "flipped_face_down" else other.left_by
    if spec.player != "any" and (by == card.owner) != (spec.player == "controller"):
        return False
    return described_fits(spec.described, other)


def returned_fits(card: Card, effect: MonsterEffect, other: Card) -> bool:
    """For a return to the hand (5-3-11): the monster that left the field is in a hand now, its
    owner's (the event's `moves` say it has not moved since); "your hand": this card's owner's."""
    if effect.on not in ("other_returned_to_hand", "other_returned_to_your_hand"):
        return True
    return other.zone == Z_HAND and (effect.on == "other_returned_to_hand"
                                     or other.owner == card.owner)


def _there_before(state: State, card: Card, events: list[Happened], index: int) -> bool:
    same = [batch for batch in state.together if events[index] in batch]
    return not any(cid == card.id and moves == card.moves
                   and (j >= index or any(event in batch for batch in same))
                   for j, event in enumerate(events) for cid, moves, _what in (event,))


def read_other(problems: Problems, at: str, data: dict[str, Any],
               describe: Describe) -> OtherCard | None:
    """`other: {what: monster|card, player, face_up, another, names, archetype, type, ...}`."""
    raw = v.field(data, "other", None)
    if raw is None:
        return None
    where = key_path(at, "other")
    flags = ("face_up", "another", "sent")
    found = v.mapping(problems, where, raw, ("what", "player", *flags, *MONSTER_WORDS))
    if found is None:
        return None
    what = v.choice(problems, key_path(where, "what"), v.field(found, "what", "card"),
                    ("monster", "card"))
    player = v.choice(problems, key_path(where, "player"), v.field(found, "player", "any"),
                      PLAYERS)
    words = {key: value for key, value in found.items()
             if key not in ("what", "player", *flags)}
    return OtherCard(what=what or "card", player=player or "any",
                     face_up=v.opt_bool(problems, found, "face_up", where, False),
                     another=v.opt_bool(problems, found, "another", where, False),
                     sent=v.opt_bool(problems, found, "sent", where, False),
                     described=Described(**describe(where, words)))


def read(problems: Problems, at: str, data: dict[str, Any],
         describe: Describe) -> SummonedBy | None:
    """`summoned_by: {what: monster|card|self, names, archetype, type, attribute, ...}`."""
    opened = v.opt_mapping(problems, data, "summoned_by", at, ("what", *MONSTER_WORDS))
    if opened is None:
        return None
    found, where = opened
    what = v.choice(problems, key_path(where, "what"), v.field(found, "what", "card"), WHAT)
    words = {key: value for key, value in found.items() if key != "what"}
    return SummonedBy(what=what or "card", described=Described(**describe(where, words)))


# "by card effect": a card given up as a cost was not moved by an effect (5-2-2)
NOT_BY_COST = ("sent_to_graveyard_by_effect", "discarded_by_effect")
