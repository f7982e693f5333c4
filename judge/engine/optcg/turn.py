"""`end_turn`: the End Phase, then the opponent's Refresh, Draw and DON!! Phases, up to their
Main Phase (CR 6-6, 6-2 to 6-4)."""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .autos import queue_auto
from .model import Action, State, opponent
from .settle import settle
from .zones import draw_one


def apply_end_turn(state: State, action: Action, ctx: Context) -> None:
    end_phase(state, ctx)
    state.turn_number += 1
    state.turn_player = opponent(state.turn_player)
    state.once_used.clear()
    for card in state.cards.values():
        card.played_this_turn = False
    ctx.emit(f"The turn ends; turn {state.turn_number} begins with {state.turn_player} as the "
             f"turn player.", cr.TURN_PASSES)
    with ctx.automatic():  # the new turn's phases happen on their own
        refresh_phase(state, ctx)
        draw_phase(state, ctx)
        don_phase(state, ctx)
    state.phase = "main"


def end_phase(state: State, ctx: Context) -> None:
    state.phase = "end"
    tp = state.turn_player
    ctx.emit(f"{tp} ends the Main Phase: End Phase.", cr.END_PHASE)
    player = state.players[tp]
    for card_id in (player.leader, *player.characters, player.stage):
        if card_id is not None:
            queue_auto(state, ctx, state.cards[card_id], "end_of_your_turn")
    settle(state, ctx)
    ended = [m for m in state.modifiers if m.duration == "turn"]
    if ended:
        state.modifiers = [m for m in state.modifiers if m.duration != "turn"]
        ctx.emit("Effects that lasted during this turn end.", cr.END_OF_TURN_DURATIONS,
                 cr.DURING_THIS_TURN_ENDS)


def refresh_phase(state: State, ctx: Context) -> None:
    state.phase = "refresh"
    tp = state.turn_player
    mine = [m for m in state.modifiers
            if m.duration == "until_next_turn" and m.controller == tp]
    if mine:
        state.modifiers = [m for m in state.modifiers if m not in mine]
        ctx.emit(f"Refresh Phase: {tp}'s effects that lasted until the start of {tp}'s next "
                 f"turn end.", cr.UNTIL_NEXT_TURN_ENDS)
    player = state.players[tp]
    returned = 0
    for card_id in (player.leader, *player.characters):
        card = state.cards[card_id]
        returned += card.don
        card.don = 0
    player.don_rested += returned
    if returned:
        ctx.emit(f"Refresh Phase: {tp} returns {say.don_count(returned)} given to the Leader and "
                 f"Characters to the cost area, rested.", cr.REFRESH_RETURN_DON)
    for card_id in (player.leader, *player.characters, player.stage):
        if card_id is not None:
            state.cards[card_id].rested = False
    player.don_active += player.don_rested
    player.don_rested = 0
    ctx.emit(f"Refresh Phase: {tp} sets all rested cards and DON!! active.",
             cr.REFRESH_SET_ACTIVE)
    settle(state, ctx)


def draw_phase(state: State, ctx: Context) -> None:
    state.phase = "draw"
    tp = state.turn_player
    if state.turn_number == 1:
        ctx.emit(f"Draw Phase: {tp} goes first and does not draw on the first turn.",
                 cr.DRAW_PHASE)
        return
    card = draw_one(state, tp)
    if card is None:
        ctx.emit(f"Draw Phase: {tp} has no card to draw.", cr.DRAW_PHASE, cr.DO_WHAT_YOU_CAN)
    else:
        ctx.emit(f"Draw Phase: {tp} draws 1 card.", cr.DRAW_PHASE)
    settle(state, ctx)


def don_phase(state: State, ctx: Context) -> None:
    state.phase = "don"
    tp = state.turn_player
    player = state.players[tp]
    wanted = 1 if state.turn_number == 1 else 2
    count = min(wanted, player.don_deck)
    player.don_deck -= count
    player.don_active += count
    rules = [cr.DON_PHASE]
    if count < wanted:
        rules.append(cr.DON_PHASE_EMPTY if count == 0 else cr.DON_PHASE_ONE_LEFT)
    ctx.emit(f"DON!! Phase: {tp} places {say.don_count(count)} from the DON!! deck in the cost "
             f"area, active ({player.don_deck} left in the DON!! deck).", *rules)
    settle(state, ctx)
