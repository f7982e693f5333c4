"""Discarding and drawing as an effect resolves (5-3-4, 5-3-6): "Draw 3 cards, then discard 2
cards." (Graceful Charity), "Both players discard as many cards as possible from their hands,
then each player draws the same number of cards they discarded." (Card Destruction).

Which cards a player discards is chosen as the effect resolves, never by the judge: the
activation names them (`discards`), as `pick` names a card an effect takes. A player with no
more cards in hand than the effect asks discards them all, with nothing to choose; otherwise
the named cards must be in the hand then, or that part is not done and the ruling says so.
"""
from __future__ import annotations

from typing import Protocol

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import PLAYERS, Z_GRAVEYARD, EffectStep, State, opponent
from .moments import at_once
from .zones import draw_one, move


class Env(Protocol):
    """What this module reads of the resolving effect (interpreter.Env)."""

    controller: str
    label: Event
    missed: bool
    discards: tuple[str, ...]
    discarded: dict[str, int]


def _players(env: Env, word: str | None) -> list[str]:
    if word == "both":
        return [env.controller, opponent(env.controller)]
    if word in PLAYERS:
        return [str(word)]
    return [opponent(env.controller) if word == "opponent" else env.controller]


def throw_away(state: State, env: Env, pid: str, ids: list[str]) -> None:
    """The cards go from the hand to their owner's Graveyard, discarded together (5-3-4,
    11-1-9), counted for "the same number of cards they discarded"."""
    since = len(state.happened)
    for card_id in ids:
        card = state.cards[card_id]
        move(state, card, Z_GRAVEYARD)
        state.happened.append((card.id, card.moves, "discarded"))
    at_once(state, since)
    env.discarded[pid] = env.discarded.get(pid, 0) + len(ids)


def _throw(state: State, ctx: Context, env: Env, pid: str, ids: list[str]) -> None:
    throw_away(state, env, pid, ids)
    ctx.emit("effect_discard", cr.DISCARD, link=env.label, player=pid, count=len(ids),
             cards=say.cards(state, ids))


def from_hand(hand: list[str], named: tuple[str, ...], amount: int) -> list[str] | None:
    """The cards `amount` discards take from `hand`: every card there is when it holds no more
    (nothing to choose, 5-2-5), else the ones the action names, exactly that many and all in
    the hand; None when they are not."""
    if len(hand) <= amount:
        return list(hand)
    found = [card_id for card_id in named if card_id in hand]
    return found if len(found) == amount == len(named) else None


def discard(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """"Discard 2 cards": the player's choice as it resolves, named by the activation."""
    pid = env.controller
    ids = from_hand(state.players[pid].hand, env.discards, step.amount)
    if ids is None:
        env.missed = True
        ctx.emit("effect_part_skipped", cr.DISCARD, link=env.label,
                 what=Event("would.discard", {"count": step.amount}),
                 why=Event("why.discards_not_in_hand", {"player": pid}))
        return
    env.missed = len(ids) < step.amount  # a hand with fewer cards: not done in full
    _throw(state, ctx, env, pid, ids)



def discard_hand(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """"Both players discard as many cards as possible from their hands": every card of each
    player's hand, with nothing to choose (5-3-4)."""
    for pid in _players(env, step.player):
        _throw(state, ctx, env, pid, list(state.players[pid].hand))
    env.missed = not any(env.discarded.values())


def each_draws(state: State, ctx: Context, step: EffectStep, env: Env) -> None:
    """"Each player draws 5 cards", or with `to: discarded` "the same number of cards they
    discarded" earlier in this effect, the effect's player first (5-3-6); a player who cannot
    draw from an empty Deck loses (1-3-4)."""
    for pid in _players(env, "both"):
        count = env.discarded.get(pid, 0) if step.to == "discarded" else step.amount
        drawn, since = 0, len(state.happened)
        while drawn < count and draw_one(state, pid) is not None:
            drawn += 1
        if drawn < count:
            env.missed = True
            ctx.emit("effect_draw_empty_deck", cr.DRAW, cr.LOSE_EMPTY_DECK_DRAW,
                     link=env.label, player=pid)
        if drawn:
            state.happened.append((pid, 0, "drew"))
            at_once(state, since)  # with each card drawn (7-2-4)
            ctx.emit("effect_draw", cr.DRAW, link=env.label, player=pid, count=drawn)


STEPS = {"discard": discard, "discard_hand": discard_hand, "each_draws": each_draws}
