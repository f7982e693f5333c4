"""Main Phase actions other than battle: give DON!!, play a card, activate an effect, use an
Event's [Main] (CR 6-5-3 to 6-5-5), each with its legality."""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .activation import activation_problem, cost_problem, event_cost_problem, once_rules
from .autos import queue_auto
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
    Cost,
    State,
)
from .power import cost, cost_changed, power_text
from .settle import resolve_effect, settle
from .zones import move

MAX_CHARACTERS = 5  # CR 3-7-6


def _missing(ref: str) -> Illegal:
    return Illegal(f"There is no card {ref!r} in this game.", (cr.MAIN_PHASE_ACTIONS,))


def legal_give_don(state: State, action: Action) -> Illegal | None:
    tp = state.turn_player
    card = state.resolve(action.get("to"))
    count = action.get("count") or 1
    if card is None:
        return _missing(action.get("to"))
    if card.owner != tp or card.zone not in (Z_LEADER, Z_CHARACTERS):
        return Illegal(f"DON!! can only be given to {tp}'s own Leader or Characters on the "
                       f"field, not to {say.owned(card)}.", (cr.GIVE_DON,))
    active = state.players[tp].don_active
    if count > active:
        return Illegal(f"{tp} wants to give {say.don_count(count)} but has only {active} active "
                       f"DON!! in the cost area.", (cr.GIVE_DON, cr.GIVE_DON_REPEAT))
    return None


def apply_give_don(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("to"))
    assert card is not None
    count = action.get("count") or 1
    state.players[card.owner].don_active -= count
    card.don += count
    ctx.emit(f"{card.owner} gives {say.don_count(count)} to {say.owned(card)}; each given "
             f"DON!! adds 1000 power during {card.owner}'s turn: now {power_text(state, card)}.",
             cr.GIVE_DON, cr.GIVEN_DON_POWER, cr.GIVE_DON_REPEAT)
    settle(state, ctx)


def _hand_card(state: State, ref: str) -> tuple[Card | None, Illegal | None]:
    tp = state.turn_player
    card = state.resolve(ref)
    if card is None:
        return None, _missing(ref)
    if card.owner != tp or card.zone != Z_HAND:
        return None, Illegal(f"{say.owned(card)} is not in {tp}'s hand (it is in "
                             f"{say.zone(card.zone)}), so {tp} cannot play it.",
                             (cr.PLAY_FROM_HAND,))
    return card, None


def _pay_problem(state: State, card: Card) -> Illegal | None:
    rule = cr.PLAY_CHARACTER_COST if card.type == CHARACTER else cr.PLAY_STAGE_COST
    needed = cost(state, card)
    problem = cost_problem(state, card, Cost(rest_don=needed), f"{card.name} (cost {needed})")
    if problem is not None:
        return Illegal(problem.reason, (rule, cr.PLAY_FROM_HAND))
    return None


def legal_play(state: State, action: Action) -> Illegal | None:
    card, problem = _hand_card(state, action.get("card"))
    if card is None:
        return problem
    if card.type == EVENT:
        return legal_use_event(state, action)  # an Event is "played" by using its [Main]
    problem = _pay_problem(state, card)
    if problem is not None:
        return problem
    return _replace_problem(state, card, action.get("replace"))


def _replace_problem(state: State, card: Card, ref: str | None) -> Illegal | None:
    player = state.players[card.owner]
    if card.type == STAGE:
        if ref is not None and ref != player.stage:
            return Illegal("A Stage replaces the Stage already in play on its own; `replace` "
                           "can only name that Stage.", (cr.REPLACE_STAGE,))
        return None
    full = len(player.characters) >= MAX_CHARACTERS
    if ref is None:
        if full:
            return Illegal(f"{card.owner} already has 5 Characters: to play {card.name}, name "
                           f"one of them to trash with `replace`.",
                           (cr.FIVE_CHARACTERS, cr.SIXTH_CHARACTER))
        return None
    old = state.resolve(ref)
    if old is None or old.owner != card.owner or old.zone != Z_CHARACTERS:
        return Illegal(f"`replace` must name one of {card.owner}'s Characters in play.",
                       (cr.SIXTH_CHARACTER,))
    if not full:
        return Illegal(f"{card.owner} has only {len(player.characters)} Characters: one is "
                       f"trashed to make room only when 5 are already in play.",
                       (cr.FIVE_CHARACTERS, cr.SIXTH_CHARACTER))
    return None


def apply_play(state: State, action: Action, ctx: Context) -> None:
    card = state.resolve(action.get("card"))
    assert card is not None
    if card.type == EVENT:
        apply_use_event(state, action, ctx)
        return
    player = state.players[card.owner]
    paid = cost(state, card)
    player.don_active -= paid
    player.don_rested += paid
    rules = [cr.PLAY_CHARACTER_COST if card.type == CHARACTER else cr.PLAY_STAGE_COST,
             cr.PLAY_FROM_HAND] + ([cr.COST_NOT_BELOW_ZERO] if cost_changed(state, card) else [])
    ctx.emit(f"{card.owner} reveals {card.name} and rests {say.don_count(paid)} to pay its cost.",
             *rules)
    if card.type == STAGE:
        _make_room_for_stage(state, ctx, card)
    elif action.get("replace"):
        _trash_for_sixth(state, ctx, state.resolve(action.get("replace")))
    move(state, card, Z_CHARACTERS if card.type == CHARACTER else Z_STAGE)
    if card.type == CHARACTER:
        card.played_this_turn = True
        ctx.emit(f"{say.owned(card)} enters the Character area active; it was played this turn.",
                 cr.PLAY_ACTIVE, cr.PLAYED_CANNOT_ATTACK)
    else:
        ctx.emit(f"{say.owned(card)} enters the Stage area active.", cr.STAGE_ACTIVE, cr.ONE_STAGE)
    queue_auto(state, ctx, card, "on_play", action.get("target"), bool(action.get("decline")))
    settle(state, ctx)


def _trash_for_sixth(state: State, ctx: Context, old: Card | None) -> None:
    assert old is not None
    don = old.don
    move(state, old, Z_TRASH)
    note = f"; its {don} given DON!! return to the cost area rested" if don else ""
    ctx.emit(f"{old.owner} has 5 Characters, so {say.owned(old)} is trashed to make room. This is "
             f"rule processing, not a K.O.: its [On K.O.] does not happen{note}.",
             cr.SIXTH_CHARACTER, cr.SIXTH_IS_RULE_PROCESSING, cr.TRASH_IS_NOT_KO,
             *((cr.GIVEN_DON_RETURN,) if don else ()))


def _make_room_for_stage(state: State, ctx: Context, card: Card) -> None:
    old_id = state.players[card.owner].stage
    if old_id is None:
        return
    old = state.cards[old_id]
    move(state, old, Z_TRASH)
    ctx.emit(f"Only one Stage fits: {say.owned(old)} is trashed to make room.", cr.REPLACE_STAGE,
             cr.ONE_STAGE)


def legal_use_event(state: State, action: Action) -> Illegal | None:
    card, problem = _hand_card(state, action.get("card"))
    if card is None:
        return problem
    effect = card.effects.get("main")
    if card.type != EVENT or effect is None:
        return Illegal(f"{card.name} is not an Event with [Main], so it cannot be used this way.",
                       (cr.MAIN_EVENT,))
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
    ctx.emit(f"{card.owner} rests {say.don_count(paid)} and trashes {card.name} to activate its "
             f"[Main].", cr.MAIN_EVENT, cr.EVENT_COST, cr.EVENT_TRASHED)
    resolve_effect(state, ctx, card, card.effects["main"], "main", action.get("target"))
    settle(state, ctx)


def legal_activate(state: State, action: Action) -> Illegal | None:
    tp = state.turn_player
    card = state.resolve(action.get("card"))
    if card is None:
        return _missing(action.get("card"))
    effect = card.effects.get("activate_main")
    if card.owner != tp or card.zone not in (Z_LEADER, Z_CHARACTERS, Z_STAGE):
        hint = " (an Event's [Main] is used with `use_event`)" if card.type == EVENT else ""
        return Illegal(f"{say.owned(card)} is not on {tp}'s field, so {tp} cannot activate its "
                       f"effects{hint}.", (cr.ACTIVATE_MAIN, cr.TEXT_VALID_AREA))
    if effect is None:
        return Illegal(f"{say.owned(card)} has no [Activate: Main] effect.", (cr.ACTIVATE_MAIN,))
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
    ctx.emit(f"{card.owner} activates {say.owned(card)}'s [Activate: Main].", *rules)
    resolve_effect(state, ctx, card, effect, "activate_main", action.get("target"))
    settle(state, ctx)
