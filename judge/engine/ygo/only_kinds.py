"""A card's limit on more than copies of its own name (5-4-7): "You can only control 1 "Kaiju"
monster." (`only_one_of: {archetype: Kaiju}`, its controller's face-up monsters of that kind)
and "There can only be 1 "Earthbound Immortal" monster on the field." (`only_one_of` with
`only_one_field: true`, both players' face-up monsters), or "There can only be 1 face-up
"Rai-Jin" on the field." (`only_one` with `only_one_field`: its name, on both fields).

restrictions.py asks `clash` wherever it asks for a second copy of a name (5-4-1): a Summon,
Flip Summon or activation refused, an effect's Special Summon that does nothing to the card,
and a face-down card turned face-up that the game destroys. The format's `owner` of a card on
the field is its controller."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.validate import Problems
from . import rules as cr
from . import text as say
from .card_facts import name_of
from .described import described_fits
from .model import MONSTER, SET, Card, State
from .schema_described import Describe, described_at


def read_only_kinds(p: Problems, path: str, data: dict[str, Any], card: Card,
                    describe: Describe) -> None:
    """`only_one_of: {words}` and `only_one_field: true` (5-4-7)."""
    card.only_one_of = described_at(p, path, data, "only_one_of", describe)
    card.only_one_field = v.opt_bool(p, data, "only_one_field", path, False)


def _face_up(card: Card) -> bool:
    return card.position != SET if card.kind == MONSTER else card.face_up


def _limits(card: Card) -> bool:
    """A limit of 5-4-7 (a kind, or the whole field), not only its own name on its side."""
    return card.only_one_of is not None or card.only_one_field


def _covers(state: State, holder: Card, card: Card, name: str) -> bool:
    """`card` (named `name` where it stands or will stand) is of the kind `holder` limits."""
    if holder.only_one_of is not None:
        return card.kind == MONSTER and described_fits(holder.only_one_of, card, state)
    return holder.only_one and name == name_of(holder)


def clash(state: State, card: Card, name: str, leaving: tuple[str, ...] = (),
          side: str = "") -> tuple[Card, Card] | None:
    """(the face-up card already there, the card whose text limits both) when `card`, named
    `name` as it arrives on the field of `side` (by default its owner's), would break a limit
    of 5-4-7; `leaving`: cards gone before it arrives (its Tributes, its materials)."""
    arriving = side or card.owner
    for held_by, player in state.players.items():
        ids = player.monsters + player.spells_traps + (
            [player.field_spell] if player.field_spell else [])
        for other in (state.cards[i] for i in ids):
            if other.id == card.id or other.id in leaving or not _face_up(other):
                continue
            for holder in (card, other):
                if _limits(holder) and (holder.only_one_field or held_by == arriving) \
                        and _covers(state, holder, card, name) \
                        and _covers(state, holder, other, name_of(other)):
                    return other, holder
    return None


def _where(holder: Card) -> str:
    return "field" if holder.only_one_field else "kind"


def why(state: State, other: Card, holder: Card) -> tuple[Event, str]:
    """The reason an effect's Special Summon does nothing to the card (5-4-7, 5-2-5)."""
    return Event(f"why.only_one_{_where(holder)}", {
        "other": say.card(state, other), "holder": say.card(state, holder)}), cr.ONLY_KIND


def refusal(holder: Card) -> tuple[str, tuple[str, ...]]:
    """The message key and rules of a refused Summon or activation (5-4-7)."""
    return f"illegal.only_one_{_where(holder)}", (cr.ONLY_KIND,)


def destroyed(holder: Card) -> str:
    """The message key of a face-down card turned face-up that the game destroys (5-4-7)."""
    return f"only_one_{_where(holder)}.destroyed"
