"""`excavate: {to: hand|graveyard, otherwise: deck_bottom|graveyard, what, ...}`: the top card
of the effect's player's Deck excavated (shown to both players) as the effect resolves, then
sent where the text says by what it is (5-3-26): "Excavate the top card of your Deck, and if
it is a Plant monster, send it to the GY. Otherwise, place it on the bottom of your Deck."

The judge draws no lots: the card is the first one of the Deck as the scenario lists it (its
top, 5-3-6). It fits the description (`what` and the words of `fetch`) or not when it is
excavated; it goes to the hand or the Graveyard if it does, to the bottom of the Deck or the
Graveyard if it does not. With an empty Deck it is not activated (5-2-4); emptied before it
resolves, there is nothing to excavate and that part is not done (5-2-5).
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
from .effect_specs import EffectStep, PickSpec
from .fetch import fits
from .model import Z_GRAVEYARD, Z_HAND, Card, State
from .moments import at_once
from .zones import move

TO = ("hand", "graveyard")
OTHERWISE = ("deck_bottom", "graveyard")
KEYS = ("to", "otherwise", "what")
WHAT = ("monster", "spell", "trap", "spell_trap", "card")  # as a `fetch` takes (5-3-13)


def read_step(problems: Problems, at: str, arg: Any, words: tuple[str, ...],
              describe: Any) -> EffectStep | None:
    """`to` and `otherwise` (both required), `what` (`card` by default) and the words of a
    `fetch` (`words`, read by `describe`)."""
    data = v.mapping(problems, at, arg, KEYS + words, ("to", "otherwise"))
    if data is None:
        return None
    to = v.choice(problems, key_path(at, "to"), v.field(data, "to", None), TO)
    otherwise = v.choice(problems, key_path(at, "otherwise"), v.field(data, "otherwise", None),
                         OTHERWISE)
    what = v.choice(problems, key_path(at, "what"), v.field(data, "what", "card"), WHAT)
    if not (to and otherwise and what):
        return None
    spec = PickSpec(what=what, zones=("deck",), **describe(at, data))
    return EffectStep("excavate", pick=spec, to=to, otherwise=otherwise)


def problem(state: State, card: Card) -> Illegal | None:
    """An effect that excavates is activated only while its player's Deck holds the cards it
    excavates (5-2-4): one, or the `count` of `excavate_cards` (5-3-34); a Deck emptied before
    it resolves leaves that part undone (5-2-5)."""
    need = max((1 if step.kind == "excavate" else step.amount for step in card.effect
                if step.kind in ("excavate", "excavate_cards")), default=0)
    have = len(state.players[card.owner].deck)
    if have >= need:
        return None
    if need > 1:
        return Illegal("illegal.too_few_to_excavate",
                       (cr.NEEDS_WHAT_IT_DOES, cr.EXCAVATE_CARDS), card=say.card(state, card),
                       player=card.owner, count=need)
    return Illegal("illegal.nothing_to_excavate", (cr.NEEDS_WHAT_IT_DOES, cr.EXCAVATE),
                   card=say.card(state, card), player=card.owner)


def excavate(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """The top card shown, then sent by what it is."""
    assert step.pick is not None
    deck = state.players[env.controller].deck
    if not deck:
        env.missed = True
        ctx.emit("effect_part_skipped", cr.DO_WHAT_CAN_BE_DONE, cr.EXCAVATE, link=env.label,
                 what=Event("would.excavate"), why=Event("why.deck_empty"))
        return
    card = state.cards[deck[0]]
    fitting = fits(step.pick, card, state)
    ctx.emit("excavated" if fitting else "excavated.other", cr.EXCAVATE, link=env.label,
             player=env.controller, card=say.card(state, card))
    where = step.to if fitting else step.otherwise
    if where == "deck_bottom":
        deck.remove(card.id)
        deck.append(card.id)  # the Deck's last card is its bottom (5-3-6)
        ctx.emit("excavated.deck_bottom", cr.EXCAVATE, link=env.label, player=env.controller,
                 card=say.card(state, card))
        return
    _send(state, ctx, card, where, env)


def _send(state: State, ctx: Context, card: Card, where: str, env: Any) -> None:
    if where == "graveyard":
        send_excavated(state, ctx, [card], env, cr.EXCAVATE)
        return
    since = len(state.happened)
    move(state, card, Z_HAND)
    at_once(state, since)
    ctx.emit("excavated.hand", cr.EXCAVATE, link=env.label, player=env.controller,
             card=say.card(state, card))


def send_excavated(state: State, ctx: Context, cards: list[Card], env: Any, rule: str) -> None:
    """Excavated cards sent to the Graveyard at one moment (sending is not destroying, 5-3-2),
    each one what "If this card is excavated ... and sent to the GY" answers."""
    since = len(state.happened)
    for card in cards:
        move(state, card, Z_GRAVEYARD)
        if card.zone == Z_GRAVEYARD:
            state.happened.append((card.id, card.moves, "excavated_to_graveyard"))
    at_once(state, since)
    for card in cards:
        ctx.emit("excavated.graveyard", rule, cr.SENT_IS_NOT_DESTROYED, link=env.label,
                 player=env.controller, card=say.card(state, card))
