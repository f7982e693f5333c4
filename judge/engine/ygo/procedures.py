"""A monster's own summoning procedure (8-4-8): `{procedure_summon: {card, procedure, cost,
position}}`. "If only your opponent controls a monster, you can Special Summon this card (from
your hand)." (Cyber Dragon), "Must be Special Summoned (from your hand) by banishing 1 LIGHT
and 1 DARK monster from your GY." (Chaos Emperor Dragon).

Like a Normal Summon it is the turn player's, in their Main Phase with no chain open, and it
starts no chain (8-1-5, 8-4-2); unlike it, it may be done any number of times (8-4-1, 8-4-4)
unless the text says "once per turn this way". The condition its text puts first must hold
(`SummonCondition`, also the condition of a Normal Summon without Tributes, 8-1-8), and the
cards it is done "by" are given up as part of it, one part of the text each.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.model import opponent
from ..core.replay import Context
from ..core.result import Illegal
from . import arrows, columns, contact, procedure_locks, procedure_riders
from . import rules as cr
from . import text as say
from .battle import missing
from .card_conditions import board_holds
from .cost_cards import GOES, describe, give_up, share
from .leaving import say_left
from .model import (
    ATTACK,
    MAX_MONSTERS,
    Z_EXTRA,
    Z_GRAVEYARD,
    Z_HAND,
    Z_MONSTERS,
    Action,
    Card,
    State,
)
from .moments import at_once
from .restrictions import second_copy_problem, special_summoned, summoned_once
from .summon import main_phase_problem
from .summon_conditions import condition_holds
from .summon_locks import lock_on
from .summon_locks import rule as lock_rule
from .summon_locks import why as locked_why
from .summon_specs import Procedure
from .summon_window import being_made
from .zones import move


def _procedure(card: Card, action: Action) -> Procedure | None:
    index = action.get("procedure") or 0
    return card.procedures[index] if isinstance(index, int) and index < len(
        card.procedures) else None


def legal(state: State, action: Action) -> Illegal | None:
    card = state.resolve(action.get("card"))
    if card is None:
        return missing(action.get("card"), cr.MAIN_PHASE_ACTIONS)
    problem = main_phase_problem(state, card, "procedure_summon", cr.OWN_PROCEDURE)
    if problem is not None:
        return problem
    ref = say.card(state, card)
    procedure = _procedure(card, action)
    if procedure is None:
        return Illegal("illegal.no_own_procedure", (cr.OWN_PROCEDURE,), card=ref,
                       count=len(card.procedures))
    if card.zone not in procedure.origin:
        return Illegal("illegal.procedure_from", (cr.OWN_PROCEDURE,), card=ref,
                       zone=say.zone(card.zone), owner=card.owner)
    if card.no_special_summon:
        return Illegal("illegal.extra_summon_forbidden", (cr.CANNOT_SPECIAL_SUMMON,), card=ref)
    if procedure.once_per_turn and (card.owner, card.name) in state.procedures_used:
        return Illegal("illegal.procedure_once", (cr.OWN_PROCEDURE,), card=ref,
                       player=card.owner)
    if summoned_once(state, card):
        return Illegal("illegal.special_summon_once", (cr.SPECIAL_SUMMON_ONCE,), card=ref,
                       player=card.owner)
    lock = lock_on(state, card.owner, card)
    if lock is not None:  # a restriction left by a resolved effect (5-2-10)
        return Illegal("illegal.summon_locked", (lock_rule(lock),), card=ref,
                       why=locked_why(lock))
    if not condition_holds(state, card, procedure.condition) or procedure.board is not None \
            and not board_holds(state, card, procedure.board, procedure.condition.control):
        return Illegal("illegal.procedure_condition", (cr.OWN_PROCEDURE,), card=ref)
    if procedure.pay_lp > state.players[card.owner].lp:  # more than it has: not paid (5-2-2)
        return Illegal("illegal.cannot_pay_lp", (cr.PAY_LP, cr.COSTS), card=ref,
                       amount=procedure.pay_lp, lp=state.players[card.owner].lp)
    if procedure.to_pointed is not None:  # "to your zone a Link Monster points to" (4-4-7)
        problem = arrows.zone_problem(state, card, procedure.to_pointed, action.get("column"))
        if problem is not None:
            return problem
    if procedure.column_cards:  # "If 2 or more cards are in the same column" (3-11-2)
        problem = columns.summon_problem(state, card, procedure.column_cards,
                                         int(action.get("column") or 0))
        if problem is not None:
            return problem
    given = _given(state, card, procedure, action) if not procedure.materials \
        else _listed(state, card, procedure, action)
    if given is None:
        return _cost_problem(state, card, procedure) if not procedure.materials \
            else contact.problem(state, card, procedure)
    leaving = tuple(c.id for part in given for c in part if c.zone == Z_MONSTERS)
    side = _side(card, procedure)  # the field it goes to (8-4-13)
    if len(state.players[side].monsters) - len(leaving) >= MAX_MONSTERS:
        return Illegal("illegal.monster_zones_full", (cr.NO_ROOM, cr.FIVE_MONSTERS),
                       player=side, card=ref)
    return second_copy_problem(state, card, leaving, side)  # 5-4-1, by who will control it


def _side(card: Card, procedure: Procedure) -> str:
    """Who controls the monster once summoned: "to your opponent's field" (8-4-13)."""
    return opponent(card.owner) if procedure.to_opponent else card.owner


def _given(state: State, card: Card, procedure: Procedure,
           action: Action) -> list[list[Card]] | None:
    """The cards the action names, shared out among the parts of the cost so that each part
    has as many as it asks, each fitting it; None when they cannot be (5-2-2)."""
    named = [state.resolve(ref) for ref in action.get("cost") or []]
    cards = [c for c in named if c is not None and c.id != card.id]
    if len(cards) != len(named) or len(cards) != sum(p.count for p in procedure.costs):
        return None
    return share(state, card, list(procedure.costs), cards)


def _listed(state: State, card: Card, procedure: Procedure,
            action: Action) -> list[list[Card]] | None:
    """"by banishing the above cards you control": the cards named, as one part (contact.py)."""
    cards = contact.named(state, card, procedure, action)
    return None if cards is None else [cards]


def _cost_problem(state: State, card: Card, procedure: Procedure) -> Illegal:
    parts = tuple(Event("procedure.cost_part", {"count": part.count,
                                                "do": Event(f"cost_cards.do.{part.do}"),
                                                "requirement": describe(part)})
                  for part in procedure.costs)
    theirs = (cr.TO_OPPONENT_FIELD,) if procedure.to_opponent else ()  # "they control"
    return Illegal("illegal.procedure_cost", (cr.OWN_PROCEDURE, cr.COSTS, *theirs),
                   card=say.card(state, card), player=card.owner, parts=parts)


def _pay(state: State, ctx: Context, card: Card, amount: int) -> None:
    """"by paying 2000 LP": paid as the procedure is done, as its cost (5-2-2)."""
    player = state.players[card.owner]
    before = player.lp
    player.lp -= amount
    ctx.emit("procedure_cost.pay_lp", cr.OWN_PROCEDURE, cr.PAY_LP, cr.LP_CHANGE,
             player=card.owner, amount=amount, card=say.card(state, card),
             lp=say.lp_change(before, player.lp))


def apply(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card"))
    assert card is not None
    procedure = _procedure(card, action)
    assert procedure is not None
    since = len(state.happened)
    if procedure.materials:  # the cards its first line lists (contact.py)
        contact.give(state, ctx, card, procedure, contact.named(state, card, procedure,
                                                                 action) or [])
    given = [] if procedure.materials else _given(state, card, procedure, action) or []
    if procedure.pay_lp:
        _pay(state, ctx, card, procedure.pay_lp)
    for part, cards in zip(procedure.costs, given, strict=True):
        give_up(state, part.do, cards)
        ctx.emit(f"procedure_cost.{part.do}", cr.OWN_PROCEDURE, GOES[part.do][1],
                 player=card.owner, cards=say.cards(state, [c.id for c in cards]),
                 card=say.card(state, card))
        say_left(state, ctx, cards)  # a monster summoned to be banished as it leaves (8-4-10)
    origin, summoner = card.zone, card.owner
    position = procedure.position or action.get("position") or ATTACK
    move(state, card, Z_MONSTERS, position=position, controller=_side(card, procedure))
    card.summoned_this_turn = card.properly_summoned = True
    if procedure.to_pointed is not None or procedure.column_cards:  # where it stands, before
        card.column = action.get("column") or 0  # anything answers it (4-4-7, 3-11-2)
    special_summoned(state, card, origin)  # 8-4-9, 5-2-11
    if procedure.once_per_turn:
        state.procedures_used.append((card.owner, card.name))
    summoned_at = len(state.happened)
    state.happened.append((card.id, card.moves, "special_summoned"))  # for Trigger Effects
    state.happened.append((card.id, card.moves, "summoned_this_way"))  # "If Summoned this way"
    if origin in (Z_HAND, Z_GRAVEYARD):
        state.happened.append((card.id, card.moves, f"special_summoned_from_{origin}"))
    at_once(state, since)
    # a procedure starts no chain: the Summon may still be negated (8-1-5)
    being_made(state, [card], "special", summoned_at)
    procedure_locks.made(state, card, procedure.lock)  # applies once it succeeds (8-4-11)
    placed = (cr.EXTRA_DECK_PLACEMENT,) if origin == Z_EXTRA else ()  # a contact procedure
    theirs = ("_to_opponent", cr.TO_OPPONENT_FIELD) if procedure.to_opponent else ("",)
    ctx.emit("procedure_summoned" + theirs[0], cr.OWN_PROCEDURE, cr.SUMMON_PROCEDURE,
             cr.SPECIAL_SUMMON, *placed, *theirs[1:], player=summoner,
             card=say.with_atk(state, card), zone=say.zone(origin), opponent=card.owner,
             position=Event(f"position.{position}"))
    if procedure.to_pointed is not None:  # "to your zone a Link Monster points to" (4-4-7)
        arrows.placed(state, ctx, card, procedure.to_pointed)
    if procedure.column_cards:  # "in that column" (3-11-2)
        columns.placed(state, ctx, card, int(action.get("column") or 0))
    procedure_riders.made(state, ctx, card, procedure.this_way)  # "If Summoned this way" 8-4-16
