"""Main Phase actions other than battle: give DON!!, play a card, activate an effect, use an
Event's [Main] (CR 6-5-3 to 6-5-5), each with its legality."""
from __future__ import annotations

from ..core.events import Event, RuleRef
from ..core.replay import Context
from ..core.result import Illegal
from ..core.scenario import known_ids
from . import rules as cr
from . import text as say
from . import triggers
from .activation import activation_problem, cost_problem, event_cost_problem, once_rules
from .autos import queue_auto
from .env import don_note as _don_note
from .groups import chosen_of
from .limits import limited_play
from .model import (
    CHARACTER,
    EVENT,
    STAGE,
    Z_CHARACTERS,
    Z_HAND,
    Z_LEADER,
    Z_STAGE,
    Z_TRASH,
    Action,
    Card,
    State,
)
from .modifiers import play_discount
from .power import cost, cost_changed
from .settle import resolve_effect, settle
from .specs import Cost
from .statics import PLAYED_RESTED, flagged, negated
from .zones import move

MAX_CHARACTERS = 5  # CR 3-7-6


def _missing(ref: str) -> Illegal:
    return Illegal("illegal.no_such_card", (cr.MAIN_PHASE_ACTIONS,), id=ref)


def legal_give_don(state: State, action: Action) -> Illegal | None:
    tp = state.turn_player
    card = state.resolve(action.get("to"))
    count = action.get("count") or 1
    if card is None:
        return _missing(action.get("to"))
    if card.owner != tp or card.zone not in (Z_LEADER, Z_CHARACTERS):
        return Illegal("illegal.give_don_target", (cr.GIVE_DON,), player=tp,
                       card=say.card(state, card))
    active = state.players[tp].don_active
    if count > active:
        return Illegal("illegal.give_don_too_many", (cr.GIVE_DON, cr.GIVE_DON_REPEAT), player=tp,
                       wanted=count, count=active)
    return None


def apply_give_don(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("to"))
    assert card is not None
    count = action.get("count") or 1
    state.players[card.owner].don_active -= count
    card.don += count
    ctx.emit("don_given", cr.GIVE_DON, cr.GIVEN_DON_POWER, cr.GIVE_DON_REPEAT,
             player=card.owner, count=count, card=say.card(state, card),
             power=say.power_of(state, card))
    triggers.don_given(state, ctx, card.owner, count)  # "... is given a DON!! card"
    settle(state, ctx)


def _hand_card(state: State, ref: str) -> tuple[Card | None, Illegal | None]:
    tp = state.turn_player
    card = state.resolve(ref)
    if card is None:
        return None, _missing(ref)
    if card.owner != tp or card.zone != Z_HAND:
        return None, Illegal("illegal.not_in_hand", (cr.PLAY_FROM_HAND,),
                             card=say.card(state, card), player=tp,
                             zone=say.zone_of(card.zone))
    forbidden = limited_play(state, card)  # "you cannot play ... during this turn" (4-7-2)
    return (None, forbidden) if forbidden else (card, None)


def _play_cost(state: State, card: Card) -> int:
    """The cost paid to play `card` from the hand: its cost, less a waiting "the next time you
    play ..." discount that fits it (never below 0, CR 1-3-6-2)."""
    discount = play_discount(state, card)
    return max(0, cost(state, card) + (discount.amount if discount else 0))


def _pay_problem(state: State, card: Card) -> Illegal | None:
    rule = cr.PLAY_CHARACTER_COST if card.kind == CHARACTER else cr.PLAY_STAGE_COST
    needed = _play_cost(state, card)
    what = Event("card_with_cost", {"card": say.card(state, card, owned=False), "cost": needed})
    problem = cost_problem(state, card, Cost(rest_don=needed), what)
    if problem is not None:
        return Illegal(Event(problem.event.code, problem.event.params, (rule, cr.PLAY_FROM_HAND)))
    return None


def legal_play(state: State, action: Action) -> Illegal | None:
    card, problem = _hand_card(state, action.get("card"))
    if card is None:
        return problem
    if card.kind == EVENT:
        return legal_use_event(state, action)  # an Event is "played" by using its [Main]
    problem = _pay_problem(state, card)
    if problem is not None:
        return problem
    return _replace_problem(state, card, action.get("replace"))


def _replace_problem(state: State, card: Card, ref: str | None) -> Illegal | None:
    player = state.players[card.owner]
    if card.kind == STAGE:
        if ref is not None and ref != player.stage:
            return Illegal("illegal.replace_stage", (cr.REPLACE_STAGE,),
                           card=say.card(state, card, owned=False))
        return None
    full = len(player.characters) >= MAX_CHARACTERS
    if ref is None:
        if full:
            return Illegal("illegal.sixth_character_needs_room",
                           (cr.FIVE_CHARACTERS, cr.SIXTH_CHARACTER), player=card.owner,
                           card=say.card(state, card, owned=False),
                           rule=RuleRef(cr.SIXTH_CHARACTER))
        return None
    old = state.resolve(ref)
    if old is None or old.owner != card.owner or old.zone != Z_CHARACTERS:
        return Illegal("illegal.replace_not_a_character", (cr.SIXTH_CHARACTER,),
                       player=card.owner, id=ref,
                       known=known_ids(state.players[card.owner].characters))
    if not full:
        return Illegal("illegal.replace_not_full", (cr.FIVE_CHARACTERS, cr.SIXTH_CHARACTER),
                       player=card.owner, count=len(player.characters))
    return None


def apply_play(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card"))
    assert card is not None
    if card.kind == EVENT:
        apply_use_event(state, action, ctx)
        return
    player = state.players[card.owner]
    paid = _play_cost(state, card)
    discount = play_discount(state, card)
    if discount is not None:  # used by this play: the next card pays in full
        state.discounts.remove(discount)
        ctx.emit("played.discount", cr.COST_CHANGE, cr.COST_NOT_BELOW_ZERO,
                 effect=discount.label, card=say.card(state, card, owned=False),
                 amount=discount.amount, cost=paid)
    player.don_active -= paid
    player.don_rested += paid
    rules = [cr.PLAY_CHARACTER_COST if card.kind == CHARACTER else cr.PLAY_STAGE_COST,
             cr.PLAY_FROM_HAND] + ([cr.COST_NOT_BELOW_ZERO] if cost_changed(state, card) else [])
    ctx.emit("played" if paid else "played.free", *rules, player=card.owner,
             card=say.card(state, card, owned=False), count=paid)
    if card.kind == STAGE:
        _make_room_for_stage(state, ctx, card)
    elif action.get("replace"):
        _trash_for_sixth(state, ctx, state.resolve(action.get("replace")))
    move(state, card, Z_CHARACTERS if card.kind == CHARACTER else Z_STAGE)
    if card.kind == CHARACTER and flagged(state, card, PLAYED_RESTED):
        card.played_this_turn = True  # entering rested is no resting by an effect (OP09-022)
        card.rested = True
        ctx.emit("entered.character_rested", cr.CARD_OVER_RULES, cr.PLAYED_CANNOT_ATTACK,
                 card=say.card(state, card))
    elif card.kind == CHARACTER:
        card.played_this_turn = True
        ctx.emit("entered.character", cr.PLAY_ACTIVE, cr.PLAYED_CANNOT_ATTACK,
                 card=say.card(state, card))
    else:
        ctx.emit("entered.stage", cr.STAGE_ACTIVE, cr.ONE_STAGE, card=say.card(state, card))
    queue_auto(state, ctx, card, "on_play", chosen_of(action), bool(action.get("decline")))
    if card.kind == CHARACTER:
        triggers.character_played(state, ctx, card)  # "When your opponent plays a Character"
    settle(state, ctx)


def _trash_for_sixth(state: State, ctx: Context, old: Card | None) -> None:
    assert old is not None
    don = old.don
    move(state, old, Z_TRASH)
    ctx.emit("trashed_for_sixth", cr.SIXTH_CHARACTER, cr.SIXTH_IS_RULE_PROCESSING,
             cr.TRASH_IS_NOT_KO,
             *((cr.GIVEN_DON_RETURN,) if don else ()), player=old.owner,
             card=say.card(state, old), don_note=_don_note(don))


def _make_room_for_stage(state: State, ctx: Context, card: Card) -> None:
    old_id = state.players[card.owner].stage
    if old_id is None:
        return
    old = state.cards[old_id]
    move(state, old, Z_TRASH)
    ctx.emit("stage_replaced", cr.REPLACE_STAGE, cr.ONE_STAGE, card=say.card(state, old))


def legal_use_event(state: State, action: Action) -> Illegal | None:
    card, problem = _hand_card(state, action.get("card"))
    if card is None:
        return problem
    effect = card.effects.get("main")
    if card.kind != EVENT or effect is None:
        return Illegal("illegal.not_a_main_event", (cr.MAIN_EVENT,),
                       card=say.card(state, card, owned=False))
    return event_cost_problem(state, card, effect, (cr.EVENT_COST, cr.PLAY_FROM_HAND)) or \
        activation_problem(state, card, effect, "main", card.id)


def apply_use_event(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card"))
    assert card is not None
    player = state.players[card.owner]
    paid = cost(state, card)
    player.don_active -= paid
    player.don_rested += paid
    move(state, card, Z_TRASH)
    ctx.emit("main_event_used" if paid else "main_event_used.free", cr.MAIN_EVENT,
             *((cr.EVENT_COST,) if paid else ()), cr.EVENT_TRASHED,
             player=card.owner, card=say.card(state, card, owned=False), count=paid)
    triggers.event_activated(state, ctx, card)  # "When your opponent activates an Event"
    resolve_effect(state, ctx, card, card.effects["main"], "main", chosen_of(action))
    settle(state, ctx)


def legal_activate(state: State, action: Action) -> Illegal | None:
    tp = state.turn_player
    card = state.resolve(action.get("card"))
    if card is None:
        return _missing(action.get("card"))
    effect = card.effects.get("activate_main")
    if card.owner != tp or card.zone not in (Z_LEADER, Z_CHARACTERS, Z_STAGE):
        return Illegal("illegal.activate_event" if card.kind == EVENT
                       else "illegal.activate_not_on_field",
                       (cr.ACTIVATE_MAIN, cr.TEXT_VALID_AREA), card=say.card(state, card),
                       player=tp)
    if effect is None:
        return Illegal("illegal.no_activate_main", (cr.ACTIVATE_MAIN,),
                       card=say.card(state, card))
    if negated(state, card):  # an invalid effect cannot be activated, nor its cost paid
        return Illegal("illegal.activate_negated", (cr.INVALID_EFFECT, cr.ACTIVATE_MAIN),
                       card=say.card(state, card))
    return activation_problem(state, card, effect, "activate_main")


def apply_activate(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card"))
    assert card is not None
    effect = card.effects["activate_main"]
    rules = [cr.ACTIVATE_MAIN, cr.ACTIVATE_IN_MAIN]
    if effect.once_per_turn:
        rules += once_rules(state, card, "activate_main")
    if effect.don_x:
        rules += [cr.DON_X, cr.DON_X_CONDITION]
    ctx.emit("activated", *rules, player=card.owner,
             effect=say.effect_of(state, card, "activate_main"))
    resolve_effect(state, ctx, card, effect, "activate_main", chosen_of(action))
    settle(state, ctx)
