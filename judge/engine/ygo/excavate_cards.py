"""`excavate_cards: {count, to: field|hand, rest: deck_bottom|graveyard, optional, what, ...}`:
the top `count` cards of the effect's player's Deck excavated (shown to both players) as the
effect resolves, one of them that fits the description taken, and the rest placed where the
text says (5-3-34): "excavate the top 5 cards of your Deck, and if you do, you can Special
Summon 1 excavated Level 4 or lower non-Tuner Rock monster, also place the rest on the bottom
of your Deck in any order."

The judge draws no lots: the cards are the first `count` of the Deck as the scenario lists it
(its top, 5-3-6). The player chooses the card taken, never the judge: the activation names it
(`pick`); naming none is the choice "you can" allows. A card named that is not among the
excavated ones, or does not fit, is not taken (that part is not done, 5-2-5). The rest keep
the order they were excavated in, one of the orders "in any order" lets the player choose.
A Deck with fewer than `count` cards cannot be excavated so (5-2-4, excavate.problem).
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .effect_specs import EffectStep, PickSpec
from .excavate import send_excavated
from .fetch import fits
from .model import Z_DECK, Z_HAND, Card, State
from .step_types import Handler, Skip
from .zones import move

TO = ("field", "hand")
REST = ("deck_bottom", "graveyard")
KEYS = ("count", "to", "rest", "optional", "what")
WHAT = ("monster", "spell", "trap", "spell_trap", "card")  # as a `fetch` takes (5-3-13)
MAX_COUNT = 60  # a Main Deck holds at most 60 cards (2-1-1)


def read_step(problems: Problems, at: str, arg: Any, words: tuple[str, ...],
              describe: Any) -> EffectStep | None:
    """`count`, `to` and `rest` (required), `optional`, `what` (`card` by default) and the
    words of a `fetch` (`words`, read by `describe`)."""
    data = v.mapping(problems, at, arg, KEYS + words, ("count", "to", "rest"))
    if data is None:
        return None
    count = v.opt_int(problems, data, "count", at, 1, MAX_COUNT, 0)
    to = v.choice(problems, key_path(at, "to"), v.field(data, "to", None), TO)
    rest = v.choice(problems, key_path(at, "rest"), v.field(data, "rest", None), REST)
    what = v.choice(problems, key_path(at, "what"), v.field(data, "what", "card"), WHAT)
    optional = v.opt_bool(problems, data, "optional", at, False)
    if not (count and to and rest and what):
        return None
    spec = PickSpec(what=what, zones=("deck",), **describe(at, data))
    return EffectStep("excavate_cards", pick=spec, amount=count, to=to, otherwise=rest,
                      optional=optional)


def handlers(skip: Skip, summon: Handler) -> dict[str, Handler]:
    def excavate_cards(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        resolve(state, ctx, step, env, skip, summon)
    return {"excavate_cards": excavate_cards}


def resolve(state: State, ctx: Context, step: EffectStep, env: Any, skip: Skip,
            summon: Handler) -> None:
    """The top cards shown, the named one taken, then the rest placed."""
    deck = state.players[env.controller].deck
    if len(deck) < step.amount:  # emptied since it was activated (5-2-5)
        skip(ctx, env, Event("would.excavate_cards", {"count": step.amount}),
             Event("why.deck_too_small", {"count": len(deck)}), cr.EXCAVATE_CARDS)
        return
    shown = [state.cards[ref] for ref in deck[:step.amount]]
    for card in shown:
        ctx.emit("excavated.shown", cr.EXCAVATE_CARDS, link=env.label, player=env.controller,
                 card=say.card(state, card))
    taken = _take(state, ctx, step, env, shown, skip, summon)
    _place_rest(state, ctx, step, env, [card for card in shown if card is not taken])


def _take(state: State, ctx: Context, step: EffectStep, env: Any, shown: list[Card],
          skip: Skip, summon: Handler) -> Card | None:
    """The card the activation named, when it is an excavated one that fits."""
    assert step.pick is not None
    would = Event(f"would.fetch.{step.to}")
    picked = state.resolve(env.picked) if env.picked else None
    if picked is None:
        why = "why.pick_declined" if step.optional else "why.no_pick"
        skip(ctx, env, would, Event(why), cr.EXCAVATE_CARDS)
        return None
    if picked not in shown or not fits(step.pick, picked, state):
        skip(ctx, env, would, Event("why.pick_not_excavated", {"card": say.card(state, picked)}),
             cr.EXCAVATE_CARDS)
        return None
    if step.to == "field":
        summon(state, ctx, EffectStep("special_summon", target=picked.id), env)
    else:
        move(state, picked, Z_HAND)
        ctx.emit("excavated.hand", cr.EXCAVATE_CARDS, link=env.label, player=env.controller,
                 card=say.card(state, picked))
    return picked


def _place_rest(state: State, ctx: Context, step: EffectStep, env: Any,
                rest: list[Card]) -> None:
    """"also place the rest on the bottom of your Deck" / "send the remaining cards to the
    GY": done whether or not a card was taken ("also")."""
    deck = state.players[env.controller].deck
    still = [card for card in rest if card.zone == Z_DECK and card.id in deck]
    if step.otherwise == "graveyard":
        send_excavated(state, ctx, still, env, cr.EXCAVATE_CARDS)
        return
    for card in still:
        deck.remove(card.id)
        deck.append(card.id)  # the Deck's last card is its bottom (5-3-6)
        ctx.emit("excavated.deck_bottom", cr.EXCAVATE_CARDS, link=env.label,
                 player=env.controller, card=say.card(state, card))

