"""A monster destroyed along with a card it needs (5-4-8): "If "Toon World" on the field is
destroyed, destroy this card." (`destroyed_with: Toon World`).

Rule processing (settle.py) looks at what was just destroyed: a card of that name destroyed on
the field (either player's; one whose name became it on the field counts) destroys every such
monster face-up on the field whose effects apply, once for each destruction. This is not an
effect that is activated and it starts no chain. A card of that name that leaves the field in
another way (sent to the Graveyard, returned, banished) destroys nothing."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.replay import Context
from ..core.validate import Problems
from . import rules as cr
from . import text as say
from .leaving import say_left
from .model import SET, Z_FIELD, Z_GRAVEYARD, Z_MONSTERS, Z_SPELLS_TRAPS, Card, State
from .negation import has, negated
from .zones import move

FIELD = (Z_MONSTERS, Z_SPELLS_TRAPS, Z_FIELD)


def read_destroyed_with(p: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """`destroyed_with: NAME` (5-4-8)."""
    card.destroyed_with = v.opt_text(p, data, "destroyed_with", path, "") or ""


def _names(card: Card) -> set[str]:
    """The names it had on the field: its own, and one it became there (5-4-2)."""
    where = card.name_becomes_where
    became = card.name_becomes if {"field", "always"} & set(where) else ""
    return {card.name, became} - {""}


def check(state: State, ctx: Context) -> None:
    """Each card destroyed on the field that no `destroyed_with` card has answered yet, answered
    now (5-4-8)."""
    for card_id, moves, what in list(state.happened):
        gone = state.cards.get(card_id)  # "drew" entries name a player, not a card
        if gone is None or not what.startswith("destroyed") \
                or (card_id, moves) in state.answered_destructions \
                or gone.moves != moves or gone.came_from not in FIELD:
            continue
        state.answered_destructions.append((card_id, moves))
        names = _names(gone)
        for monster in list(state.cards.values()):
            if monster.destroyed_with in names and _applies(state, monster):
                _destroy(state, ctx, monster, gone)


def _applies(state: State, card: Card) -> bool:
    return card.zone == Z_MONSTERS and card.position != SET and not negated(state, card)


def _destroy(state: State, ctx: Context, monster: Card, gone: Card) -> None:
    if has(state, monster, "effect_indestructible"):  # 5-3-12
        ctx.emit("destroyed_with.not_destroyed", cr.DESTROYED_WITH, cr.NOT_DESTROYED_BY_EFFECTS,
                 card=say.card(state, monster), gone=say.card(state, gone))
        return
    move(state, monster, Z_GRAVEYARD)
    state.happened.append((monster.id, monster.moves, "destroyed_by_effect"))
    monster.destroyed_this_turn = True
    ctx.emit("destroyed_with.destroyed", cr.DESTROYED_WITH, cr.DESTROY,
             card=say.card(state, monster), gone=say.card(state, gone))
    say_left(state, ctx, [monster])  # or banished instead (8-4-10)
