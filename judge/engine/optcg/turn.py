"""`end_turn`: the End Phase, then the opponent's Refresh, Draw and DON!! Phases, up to their
Main Phase (CR 6-6, 6-2 to 6-4)."""
from __future__ import annotations

from ..core.replay import Context
from . import flow
from . import rules as cr
from . import text as say
from .autos import queue_auto, rule_processing
from .limits import kept_rested, kept_rested_don
from .model import Action, State, opponent
from .settle import settle
from .statics import DON_PHASE_TO_LEADER, NO_REFRESH, flag_source, flagged
from .zones import draw_one


def apply_end_turn(state: State, action: Action, ctx: Context) -> None:
    end_phase(state, ctx)
    state.turn_number += 1
    state.turn_player = opponent(state.turn_player)
    state.once_used.clear()
    for card in state.cards.values():
        card.played_this_turn = False
    ctx.emit("turn_passes", cr.TURN_PASSES, turn=state.turn_number, player=state.turn_player)
    with ctx.automatic():  # the new turn's phases happen on their own
        refresh_phase(state, ctx)
        draw_phase(state, ctx)
        don_phase(state, ctx)
    state.phase = "main"
    if state.at_opponents_main:  # "at the start of their next Main Phase" (CR 6-5-1)
        with ctx.automatic():
            flow.carry_out_main(state, ctx)
            settle(state, ctx)


def end_phase(state: State, ctx: Context) -> None:
    state.phase = "end"
    tp = state.turn_player
    ctx.emit("end_phase", cr.END_PHASE, player=tp)
    player = state.players[tp]
    for card_id in (player.leader, *player.characters, player.stage):
        if card_id is not None:
            queue_auto(state, ctx, state.cards[card_id], "end_of_your_turn")
    settle(state, ctx)
    if state.at_end_of_turn:  # what effects left "at the end of this turn" (CR 6-6-1-2)
        flow.carry_out(state, ctx)
        settle(state, ctx)
    lasting = [m for m in state.modifiers
               if m.duration in ("opponents_next_turn", "your_next_turn")
               and m.until <= state.turn_number]
    if lasting:  # "until the end of your (opponent's) next turn / End Phase" (CR 6-6-1-2)
        state.modifiers = [m for m in state.modifiers if m not in lasting]
        ctx.emit("opponents_turn_effects_end", cr.END_OF_TURN_DURATIONS)
    ended = [m for m in state.modifiers if m.duration == "turn"]
    if ended:
        state.modifiers = [m for m in state.modifiers if m.duration != "turn"]
        ctx.emit("turn_effects_end", cr.END_OF_TURN_DURATIONS, cr.DURING_THIS_TURN_ENDS)
    if state.record.deck_emptied:  # "You lose at the end of the turn in which your deck
        state.record.turn_over = True  # becomes 0 cards." (OP15-022)
        rule_processing(state, ctx)


def refresh_phase(state: State, ctx: Context) -> None:
    state.phase = "refresh"
    tp = state.turn_player
    mine = [m for m in state.modifiers
            if m.duration == "until_next_turn" and m.controller == tp]
    if mine:
        state.modifiers = [m for m in state.modifiers if m not in mine]
        ctx.emit("refresh.effects_end", cr.UNTIL_NEXT_TURN_ENDS, player=tp)
    player = state.players[tp]
    returned = 0
    for card_id in (player.leader, *player.characters):
        card = state.cards[card_id]
        returned += card.don
        card.don = 0
    player.don_rested += returned
    if returned:
        ctx.emit("refresh.don_returned", cr.REFRESH_RETURN_DON, player=tp, count=returned)
    kept = kept_rested(state, ctx, tp) | _kept_by_statics(state, ctx, tp)
    for held in (player.leader, *player.characters, player.stage):
        if held is not None and held not in kept:
            state.cards[held].rested = False
    # the DON!! a card keeps rested are among those rested in the cost area before the given
    # ones come back: a named DON!! given to a card since has moved and is named no more
    kept_don = kept_rested_don(state, ctx, tp, player.don_rested - returned)
    player.don_active += player.don_rested - kept_don
    player.don_rested = kept_don
    ctx.emit("refresh.set_active", cr.REFRESH_SET_ACTIVE, player=tp)
    settle(state, ctx)


def _kept_by_statics(state: State, ctx: Context, tp: str) -> set[str]:
    """Rested Characters a valid permanent effect keeps from becoming active in this Refresh
    Phase (the card over the rules, CR 6-2-4, 1-3-1)."""
    kept: set[str] = set()
    for card_id in state.players[tp].characters:
        card = state.cards[card_id]
        source = flag_source(state, card, NO_REFRESH) if card.rested else None
        if source is not None:
            kept.add(card_id)
            ctx.emit("refresh.kept_rested_by", cr.REFRESH_SET_ACTIVE, cr.CARD_OVER_RULES,
                     card=say.card(state, card), source=say.card(state, source))
    return kept


def draw_phase(state: State, ctx: Context) -> None:
    state.phase = "draw"
    tp = state.turn_player
    if state.turn_number == 1:
        ctx.emit("draw_phase.first_turn", cr.DRAW_PHASE, player=tp)
        return
    card = draw_one(state, tp)
    if card is None:
        ctx.emit("draw_phase.empty", cr.DRAW_PHASE, cr.DO_WHAT_YOU_CAN, player=tp)
    else:
        ctx.emit("draw_phase", cr.DRAW_PHASE, player=tp)
    settle(state, ctx)


def don_phase(state: State, ctx: Context) -> None:
    state.phase = "don"
    tp = state.turn_player
    player = state.players[tp]
    wanted = 1 if state.turn_number == 1 else 2
    count = min(wanted, player.don_deck)
    leader = state.cards[player.leader]
    # the Leader's "If you have any DON!! cards on your field" is read before any is placed
    # (official Q&A, OP13-003: on the first turn, with none, nothing is given)
    to_leader = count > 0 and flagged(state, leader, DON_PHASE_TO_LEADER)
    player.don_deck -= count
    player.don_active += count
    rules = [cr.DON_PHASE]
    if count < wanted:
        rules.append(cr.DON_PHASE_EMPTY if count == 0 else cr.DON_PHASE_ONE_LEFT)
    ctx.emit("don_phase" if count else "don_phase.empty", *rules, player=tp, count=count,
             left=player.don_deck)
    if to_leader:  # the card's text wins over the rules (CR 1-3-1)
        player.don_active -= 1
        leader.don += 1
        ctx.emit("don_phase.to_leader", cr.DON_PHASE, cr.CARD_OVER_RULES, cr.GIVEN_DON_POWER,
                 player=tp, card=say.card(state, leader))
    settle(state, ctx)
