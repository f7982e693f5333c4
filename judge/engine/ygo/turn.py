"""Moving through the turn: Main Phase 2, and `end_turn` (the End Phase, then the opponent's
Draw, Standby and Main Phase 1) (7)."""
from __future__ import annotations

from ..core.replay import Context
from ..core.result import Illegal
from . import rules as yr
from . import text as say
from .model import HAND_LIMIT, Z_GRAVEYARD, Action, State, opponent
from .settle import rule_processing
from .zones import draw_one, move


def legal_main2(state: State, action: Action) -> Illegal | None:
    if state.phase != "battle":
        return Illegal("Main Phase 2 comes only after a Battle Phase; without one, the turn goes "
                       "from Main Phase 1 to the End Phase (end_turn).",
                       (yr.SKIP_BATTLE_PHASE, yr.MAIN_PHASE_2))
    return None


def apply_main2(state: State, action: Action, ctx: Context) -> None:
    state.phase = "main2"
    ctx.emit(f"{state.turn_player} makes no more attacks: End Step, then Main Phase 2.",
             yr.END_STEP, yr.MAIN_PHASE_2)


def first_turn_note(state: State, ctx: Context) -> None:
    """Turn 1: say that the first player did not draw, and that this rule is new."""
    if state.turn_number == 1:
        ctx.emit(f"Turn 1: {state.turn_player} goes first and skipped the draw of this turn's "
                 f"Draw Phase. Today's rules say so; the older starter rulebook had the first "
                 f"player draw as usual.", yr.NO_FIRST_DRAW, yr.FIRST_TURN_DRAW,
                 yr.FIRST_DRAW_CHANGED)


def apply_end_turn(state: State, action: Action, ctx: Context) -> None:
    end_phase(state, ctx)
    state.turn_number += 1
    state.turn_player = opponent(state.turn_player)
    for card in state.cards.values():
        card.summoned_this_turn = card.changed_position_this_turn = False
        card.attacked_this_turn = card.set_this_turn = False
    for player in state.players.values():
        player.normal_summoned = False
    ctx.emit(f"The turn ends; turn {state.turn_number} begins with {state.turn_player} as the "
             f"turn player.", yr.END_OF_TURN)
    with ctx.automatic():  # the new turn's phases happen on their own
        draw_phase(state, ctx)
        state.phase = "standby"
        ctx.emit(f"Standby Phase of {state.turn_player}.", yr.STANDBY_PHASE)
    state.phase = "main1"


def end_phase(state: State, ctx: Context) -> None:
    state.phase = "end"
    tp = state.turn_player
    ctx.emit(f"{tp} goes to the End Phase.", yr.END_PHASE)
    player = state.players[tp]
    extra = len(player.hand) - HAND_LIMIT
    if extra > 0:
        # the player chooses; the format names no choice, so the last cards listed go
        discarded = player.hand[-extra:]
        for card_id in discarded:
            move(state, state.cards[card_id], Z_GRAVEYARD)
        ctx.emit(f"{tp} has {len(player.hand) + extra} cards in hand, more than six, and "
                 f"discards {say.plural(extra, 'card')} ({say.names(state, discarded)}, the last "
                 f"listed) to the Graveyard.", yr.HAND_SIZE_LIMIT, yr.DISCARD)
    if state.modifiers:
        state.modifiers = []
        ctx.emit("Effects that lasted until the end of the turn end.", yr.END_OF_TURN)


def draw_phase(state: State, ctx: Context) -> None:
    state.phase = "draw"
    tp = state.turn_player
    card = draw_one(state, tp)
    if card is None:
        ctx.emit(f"Draw Phase: {tp} must draw, but the Deck is empty.", yr.NORMAL_DRAW,
                 yr.LOSE_EMPTY_DECK_DRAW)
    else:
        ctx.emit(f"Draw Phase: {tp} draws 1 card.", yr.NORMAL_DRAW)
    rule_processing(state, ctx)
