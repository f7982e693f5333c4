"""Control of a monster (3-10): "take control of it until the End Phase" (Change of Heart).

A monster whose control changes moves to its new controller's Main Monster Zones and stays the
same card (it does not change zones, so what effects did to it stays): `Card.owner` names the
player whose zones hold it and `Card.owned_by` its owner meanwhile. It goes back to its owner's
zones when it leaves the field (zones.move, 3-10-3), or, for a while that ends, at the start of
the End Phase in the position it then has (3-10-4).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .immunity import keeps_control
from .leaving import say_left
from .model import MAX_MONSTERS, MONSTER, Z_GRAVEYARD, Z_MONSTERS, Card, State
from .zones import move

# `take_control`'s `until`: the End Phase, for good, or while the effect's card stays face-up
# on the field (3-10-6)
UNTIL = ("end_phase", "none", "while_face_up")


class Env(Protocol):
    """What this module reads of the resolving effect (interpreter.Env)."""

    controller: str
    label: Event
    missed: bool
    source: Card


E = TypeVar("E", bound=Env)


def switch(state: State, card: Card, player: str) -> None:
    """The monster goes from its controller's Monster Zones to `player`'s (3-10-3)."""
    state.players[card.owner].monsters.remove(card.id)
    state.players[player].monsters.append(card.id)
    owner = card.owned_by or card.owner
    card.owner, card.owned_by = player, "" if player == owner else owner


def take_control(state: State, ctx: Context, card: Card | None, until: str, env: E,
                 skip: Callable[..., None]) -> None:
    """`env`'s controller takes control of the monster `card` on the field (None: the step's
    card is not there, which the caller said); `skip` says why not, if not (5-2-5)."""
    if card is None:
        return
    why = _refusal(state, card, env)
    if why is not None:
        skip(ctx, env, Event("would.take_control_card", {"card": say.card(state, card)}), why)
        return
    if keeps_control(state, card):  # "Control of this face-up card cannot switch" (3-10-5)
        skip(ctx, env, Event("would.take_control_card", {"card": say.card(state, card)}),
             Event("why.control_cannot_switch"), cr.CONTROL_CANNOT_SWITCH)
        return
    switch(state, card, env.controller)
    if until == "end_phase":
        state.control_until_end.append((card.id, card.moves))
    if until == "while_face_up":  # given back when the effect's card is not (3-10-6)
        state.control_while.append((card.id, card.moves, env.source.id, env.source.moves))
    ctx.emit(f"control_taken.{until}", cr.TAKE_CONTROL, *AFTER[until], link=env.label,
             player=env.controller, card=say.card(state, card))


# the rule that gives the monster back, after 3-10-3's (none: kept for good)
AFTER = {"end_phase": (cr.CONTROL_GIVEN_BACK,), "none": (),
         "while_face_up": (cr.CONTROL_WHILE_FACE_UP,)}


def _refusal(state: State, card: Card, env: Env) -> Event | None:
    if card.kind != MONSTER or card.zone != Z_MONSTERS:
        return Event("why.not_monster")
    if card.owner == env.controller:
        return Event("why.already_controlled", {"player": env.controller})
    if len(state.players[env.controller].monsters) >= MAX_MONSTERS:  # 3-10-3, 3-2-3
        return Event("why.no_zone_for_control", {"player": env.controller})
    return None


def give_back(state: State, ctx: Context) -> None:
    """At the start of the End Phase, each monster taken "until the End Phase" still on the
    field, the same card, goes back to its owner in its present position; with no free zone
    of theirs, to its owner's Graveyard (3-10-4)."""
    waiting, state.control_until_end = state.control_until_end, []
    for card_id, moves in waiting:
        card = state.cards[card_id]
        if card.moves != moves or card.zone != Z_MONSTERS or not card.owned_by:
            continue
        owner = card.owned_by
        if len(state.players[owner].monsters) >= MAX_MONSTERS:
            move(state, card, Z_GRAVEYARD)
            ctx.emit("control_given_back.no_zone", cr.CONTROL_GIVEN_BACK, cr.FIVE_MONSTERS,
                     card=say.card(state, card), player=owner)
            say_left(state, ctx, [card])  # or banished instead (8-4-10)
            continue
        switch(state, card, owner)
        ctx.emit("control_given_back", cr.CONTROL_GIVEN_BACK, card=say.card(state, card),
                 player=owner, position=say.position(card.position))
