"""Gemini monsters (8-1-9): `gemini: true` and the action `{gemini_summon: {card: ID}}`.

A Gemini monster is a Normal Monster while face-up on the field or in the Graveyard; its
effects (the "●" lines of its text) apply only once its player has Normal Summoned it a second
time while it is face-up on the field (a Gemini Summon), and until it leaves the field. The
Gemini Summon uses the turn's Normal Summon (8-1-1) and starts no chain (8-1-5).
"""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .battle import missing
from .card_facts import gemini_dormant
from .gemini_texts import announce
from .model import MONSTER, SET, Z_MONSTERS, Action, Card, State
from .summon import main_phase_problem


def effects_problem(state: State, card: Card) -> Illegal | None:
    """A Gemini monster's effects only after its Gemini Summon, on the field (8-1-9)."""
    if gemini_dormant(card):
        return Illegal("illegal.gemini_not_summoned", (cr.GEMINI,), card=say.card(state, card))
    return None


def legal(state: State, action: Action) -> Illegal | None:
    card = state.resolve(action.get("card"))
    if card is None:
        return missing(action.get("card"), cr.MAIN_PHASE_ACTIONS)
    problem = main_phase_problem(state, card, "gemini_summon", cr.GEMINI, cr.ONE_NORMAL_SUMMON)
    if problem is not None:
        return problem
    ref = say.card(state, card)
    if card.kind != MONSTER or not card.gemini or card.zone != Z_MONSTERS \
            or card.position == SET or card.gemini_summoned:
        return Illegal("illegal.gemini_summon_what", (cr.GEMINI,), card=ref, owner=card.owner)
    if state.players[card.owner].normal_summoned:
        return Illegal("illegal.second_normal_summon", (cr.ONE_NORMAL_SUMMON, cr.GEMINI),
                       player=card.owner)
    return None


def apply(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card"))
    assert card is not None
    card.gemini_summoned = card.summoned_this_turn = True
    state.players[card.owner].normal_summoned = True
    state.happened.append((card.id, card.moves, "gemini_summoned"))
    ctx.emit("gemini_summoned", cr.GEMINI, cr.ONE_NORMAL_SUMMON, player=card.owner,
             card=say.with_atk(state, card))
    announce(state, ctx, card, cr.GEMINI)  # "● The original ATK of this card becomes ..."
