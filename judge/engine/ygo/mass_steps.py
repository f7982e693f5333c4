"""Every card of a kind a player controls returned at once (5-3-11, 5-3-14): "Return all
your opponent's Attack Position monsters to the hand." (Storming Mirror Force), "Shuffle all
your opponent's Attack Position monsters into the Deck." (Drowning Mirror Force), "Return all
Spell and Trap Cards on the field to the hand." (Giant Trunade); and the battle positions of all
face-up monsters changed (`change_position_all`, 9-2-7: "Change the battle positions of all
face-up monsters on the field.", Zero Gravity), each as the `change_position` step would change
it (a Link Monster stays, 9-1-4).

`{return_all: {to: hand|deck, player, position, what}}`: the cards are chosen as
`destroy_all` chooses them (mass.py), then moved together; a Fusion, Synchro, Xyz or Link
Monster goes to its owner's Extra Deck either way (2-2-1). Nothing there to return: not done
(5-2-7). `to: graveyard` sends them to the GY instead, not destroyed (5-3-2): the Sumo Spirits'
"send to the GY all ... in the same column as the card(s) in your Pendulum Zones" (with
`scale_columns`, scale_columns.py).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.replay import Context
from . import holds
from . import rules as cr
from . import text as say
from .leaving import say_left
from .mass import all_of
from .model import SET, Z_GRAVEYARD, Z_HAND, Card, EffectStep, State
from .moments import at_once
from .positions import change_position
from .step_types import Handler
from .to_deck import EXTRA_DECK_KINDS, to_deck
from .unaffected import spare
from .zones import move


def return_all(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    hit = all_of(state, step, env)  # by `what`; never the one-time card resolving (10-4-1)
    hit = spare(state, ctx, hit, env)  # not one unaffected by it (5-3-29)
    env.missed = not hit
    since = len(state.happened)
    for card in hit:
        extra = bool(EXTRA_DECK_KINDS & set(card.monster_types))
        if step.to == "deck" or extra and step.to != "graveyard":
            to_deck(state, ctx, card, "shuffle", env.label)
            continue
        origin = card.zone
        if step.to == "graveyard":  # "send to the GY all ...": sent, not destroyed (5-3-2)
            _send(state, ctx, card, env)
            continue
        move(state, card, Z_HAND)
        if say_left(state, ctx, [card]):  # banished instead (8-4-10)
            continue
        ctx.emit("returned_to_hand", cr.RETURN_TO_HAND, link=env.label,
                 card=say.card(state, card), player=card.owner, zone=say.zone(origin))
    at_once(state, since)  # returned together (11-1-9)


def _send(state: State, ctx: Context, card: Card, env: Any) -> None:
    """One of the cards sent to its owner's GY (a face-up Pendulum Monster to the Extra Deck,
    4-3-4, as zones.move says)."""
    origin = card.zone
    move(state, card, Z_GRAVEYARD)
    if not say_left(state, ctx, [card]):  # banished instead (8-4-10)
        ctx.emit("sent_to_graveyard", cr.SENT_IS_NOT_DESTROYED, cr.TO_OWNERS_GRAVEYARD,
                 link=env.label, card=say.card(state, card), player=card.owner,
                 zone=say.zone(origin))


def change_position_all(state: State, ctx: Context, step: EffectStep, env: Any,
                        pids: list[str], skip: Callable[..., None]) -> None:
    hit = [state.cards[card_id] for pid in pids for card_id in state.players[pid].monsters
           if state.cards[card_id].position != SET]
    hit = spare(state, ctx, hit, env)  # 5-3-29
    env.missed = not hit
    one = EffectStep("change_position", to="switch")
    for card in hit:
        change_position(state, ctx, one, env, card, skip)


def handlers(players: Callable[[Any, str | None], list[str]], skip: Callable[..., None],
             target: Callable[[State, Any, str | None], Card | None]) -> dict[str, Handler]:
    """The interpreter's handlers, given its reading of a step's player ("both" too)."""
    return {"hold": lambda state, ctx, step, env: holds.hold(state, ctx, step, env, skip,
                                                          target),
            "return_all": return_all,
        "change_position_all": lambda state, ctx, step, env: change_position_all(
            state, ctx, step, env, players(env, step.player), skip)}
