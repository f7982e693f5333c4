"""Control given "while this card is face-up on the field" (3-10-6): "FLIP: Target 1 FIRE
monster your opponent controls; take control of that monster while this card is face-up on
the field."

`control.take_control` records (monster, moves, card, moves) in `State.control_while`; rule
processing, after every step, gives each such monster back the moment the effect's card is no
longer that same card face-up on the field: to its owner's Main Monster Zones in the position it
then has, or, with none free, to its owner's Graveyard (as 3-10-4 does at the End Phase). A
monster that left the field first is not given back.
"""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .control import switch
from .leaving import say_left
from .model import MAX_MONSTERS, Z_GRAVEYARD, Z_MONSTERS, State
from .negators import face_up_on_field
from .zones import move


def _lasts(state: State, card_id: str, moves: int) -> bool:
    """The effect's card is still the same card, face-up on the field (3-10-6)."""
    card = state.cards[card_id]
    return card.moves == moves and face_up_on_field(card)


def check(state: State, ctx: Context) -> None:
    """Each monster whose while is over goes back to its owner (3-10-6)."""
    if not state.control_while:
        return
    kept = []
    for monster_id, moves, card_id, card_moves in state.control_while:
        monster = state.cards[monster_id]
        if monster.moves != moves or monster.zone != Z_MONSTERS or not monster.owned_by:
            continue  # it left the field, or is its owner's again: nothing to give back
        if _lasts(state, card_id, card_moves):
            kept.append((monster_id, moves, card_id, card_moves))
            continue
        owner, source = monster.owned_by, say.card(state, state.cards[card_id])
        if len(state.players[owner].monsters) >= MAX_MONSTERS:
            move(state, monster, Z_GRAVEYARD)
            ctx.emit("control_given_back.while_no_zone", cr.CONTROL_WHILE_FACE_UP,
                     cr.FIVE_MONSTERS, card=say.card(state, monster), player=owner,
                     source=source)
            say_left(state, ctx, [monster])  # or banished instead (8-4-10)
            continue
        switch(state, monster, owner)
        ctx.emit("control_given_back.while_over", cr.CONTROL_WHILE_FACE_UP,
                 card=say.card(state, monster), player=owner, source=source,
                 position=say.position(monster.position))
    state.control_while = kept
