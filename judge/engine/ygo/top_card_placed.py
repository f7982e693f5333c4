"""`top_card_placed: {player: controller|opponent}`: the effect's player looks at the top card
of a Deck (their own, or their opponent's), then places it on the top or the bottom of that
Deck (5-3-35): "Look at the top card of their Deck, then place it on the top or bottom of the
Deck." (Dark Scorpion - Chick the Yellow, Blizzard Warrior).

The judge draws no lots and makes no choice: the card is the first one of the Deck as the
scenario lists it (its top, 5-3-6), and the activation names where the player puts it, its
`destination` (`deck_top` or `deck_bottom`); without one that part is not done, the reason
said. Only the effect's player sees the card, so the ruling names it for the judge only as the
card looked at. An effect that looks is activated only while that Deck holds a card (5-2-4);
emptied before it resolves, there is nothing to look at and that part is not done (5-2-5).
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.result import Illegal
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .effect_specs import EffectStep
from .model import Card, State, opponent

KIND = "top_card_placed"
WHOSE = ("controller", "opponent")
PLACES = ("deck_top", "deck_bottom")  # the activation's `destination` (parse.py)


def read_step(problems: Problems, at: str, arg: Any) -> EffectStep | None:
    """`player` (whose Deck; `controller` by default)."""
    data = v.mapping(problems, at, arg, ("player",), ())
    if data is None:
        return None
    player = v.choice(problems, key_path(at, "player"), v.field(data, "player", "controller"),
                      WHOSE)
    return None if player is None else EffectStep(KIND, player=player)


def _deck_owner(controller: str, step: EffectStep) -> str:
    return opponent(controller) if step.player == "opponent" else controller


def problem(state: State, card: Card) -> Illegal | None:
    """An effect that looks at the top card of a Deck is activated only while that Deck holds
    one (5-2-4, 5-3-35)."""
    for step in card.effect:
        if step.kind != KIND:
            continue
        owner = _deck_owner(card.owner, step)  # its controller (3-10-2)
        if not state.players[owner].deck:
            return Illegal("illegal.top_card_placed.empty",
                           (cr.NEEDS_WHAT_IT_DOES, cr.TOP_CARD_PLACED),
                           card=say.card(state, card), player=owner)
    return None


def top_card_placed(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """The top card looked at, then left on top or put under the rest of the Deck, as the
    activation names it (5-3-35); no card or no place named: that part is not done (5-2-5)."""
    owner = _deck_owner(env.controller, step)
    deck = state.players[owner].deck
    if not deck:
        _skip(ctx, env, owner, Event("why.deck_empty"))
        return
    if env.destination not in PLACES:
        _skip(ctx, env, owner, Event("why.top_card_place_not_named"))
        return
    card = state.cards[deck[0]]
    ctx.emit("top_card_placed.looked", cr.TOP_CARD_PLACED, link=env.label,
             player=env.controller, owner=owner, card=say.card(state, card))
    if env.destination == "deck_bottom":
        deck.remove(card.id)
        deck.append(card.id)  # the Deck's last card is its bottom (5-3-6); nothing shuffled
    ctx.emit(f"top_card_placed.{env.destination}", cr.TOP_CARD_PLACED, link=env.label,
             player=env.controller, owner=owner, card=say.card(state, card))


def _skip(ctx: Context, env: Any, owner: str, why: Event) -> None:
    env.missed = True
    ctx.emit("effect_part_skipped", cr.DO_WHAT_CAN_BE_DONE, cr.TOP_CARD_PLACED, link=env.label,
             what=Event("would.top_card_placed", {"player": owner}), why=why)
