"""Effects that ask their card to stay face-up on the field: "This card must be face-up on the
field to activate and to resolve this effect." (`resolve_face_up`, 5-2-17): gone from the field,
turned face-down or a new card there by the time the effect resolves, nothing of it is applied;
and "This effect can only be used once while this card is face-up on the field."
(`once_per_turn: face_up`, 5-2-18): one use for that copy's whole stay face-up on the field,
past the turn's end, given back when it leaves the field or is turned face-down."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .kept_faces import given_up
from .model import SET, Z_MONSTERS, Card, Link, State
from .zones import on_field

FACE_UP = "\x00face_up"  # the end of a `once_per_turn: face_up` record (effect_once.py)


def read_resolve_face_up(problems: Problems, at: str, data: dict[str, Any]) -> bool:
    """`resolve_face_up: true`, only on an effect activated on the field (5-2-17)."""
    wanted = v.opt_bool(problems, data, "resolve_face_up", at, False)
    if wanted and v.field(data, "from", "field") != "field":
        problems.add(key_path(at, "resolve_face_up"), "input.ygo.resolve_face_up_from_field")
    return wanted


def face_up_there(card: Card) -> bool:
    """On the field and face-up: a monster not Set, a Spell or Trap turned face-up."""
    if not on_field(card):
        return False
    return card.position != SET if card.zone == Z_MONSTERS else card.face_up


def fails_at_resolution(state: State, ctx: Context, link: Link, label: Event) -> bool:
    """The link of an effect that asks its card to be face-up on the field as it resolves:
    whether that card is gone (moved since it was activated, or face-down), and then nothing
    of it is applied (5-2-17)."""
    card = state.cards[link.card]
    if link.flip or not 0 <= link.effect < len(card.effects) \
            or not card.effects[link.effect].resolve_face_up:
        return False
    if card.moves == link.moves and face_up_there(card):
        return False
    ctx.emit("link.not_face_up", cr.FACE_UP_TO_RESOLVE, link=label, card=say.card(state, card))
    return True


def outlasts_turn(used: tuple[str, str]) -> bool:
    """A once-per-turn record kept as the turn ends: once per Duel (5-2-6), once while
    face-up on the field (5-2-18)."""
    return used[1].endswith(("\x00duel", FACE_UP))


def turned_face_down(state: State, card: Card) -> None:
    """A card turned face-down is face-up again as a new card: its "once while face-up"
    records are given back (5-2-18), a kept coin result given up (5-3-30), and it is no
    longer the monster its own procedure Summoned (8-4-16)."""
    card.this_way_moves = -1
    state.effects_used = [used for used in state.effects_used
                          if used[0] != card.id or not used[1].endswith(FACE_UP)]
    given_up(card)
