"""Pendulum Summons that cannot be negated by a Pendulum Effect (5-3-32): a Pendulum Monster's
card key `pendulum_summons_unnegatable` ("Pendulum Summons of your "Solfachord" Pendulum
Monsters cannot be negated.", DoSolfachord Cutia).

While that card is a Pendulum Scale (5-1-6), no card that negates a Summon may be activated
against its player's Pendulum Summon when a monster of that Summon fits the description: it
could not do what it says (5-3-9). The Pendulum Summon is told from other Special Summons by
the event it recorded (pendulum_summon.py). The engine negates no Pendulum Scale's Continuous
Effect, so nothing here asks whether the scale's effects are negated.
"""
from __future__ import annotations

from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .described import described_fits
from .model import Card, State, Summoning
from .pendulum import is_scale


def summon_problem(state: State, card: Card, pending: Summoning) -> Illegal | None:
    """`card` negates a Summon: refused against a Pendulum Summon a Pendulum Scale of its
    player keeps (5-3-32, 5-3-9, 5-1-6)."""
    pendulum = {(cid, moves) for cid, moves, what in pending.events
                if what == "pendulum_summoned"}
    for cid, moves in pending.cards:
        if (cid, moves) not in pendulum:
            continue
        monster = state.cards[cid]
        keeper = _keeper(state, pending.player, monster)
        if keeper is not None:
            return Illegal("illegal.summons_cannot_be_negated.pendulum",
                           (cr.SUMMON_CANNOT_BE_NEGATED, cr.NEGATE_SUMMON, cr.PENDULUM_EFFECT),
                           card=say.card(state, card), monster=say.card(state, monster),
                           by=say.card(state, keeper), player=pending.player)
    return None


def _keeper(state: State, player: str, monster: Card) -> Card | None:
    """A Pendulum Scale of the summoning player whose Pendulum Effect keeps that monster's
    Pendulum Summon."""
    for cid in state.players[player].spells_traps:
        scale = state.cards[cid]
        words = scale.pendulum_summons_unnegatable
        if words is not None and is_scale(scale) and described_fits(words, monster, state):
            return scale
    return None
