"""Rule processing, run after every step of everything: a duel ends the moment a player has
lost (1-3-2), even in the middle of a chain.

Losing: LP at 0 (1-3-1), a draw owed from an empty Deck (1-3-4); the opponent of a player with
all five Exodia pieces in hand (1-3-5). Everyone who loses at the same moment loses together:
both players at 0 LP is a draw (1-3-3). An Equip Spell whose monster left the field is
destroyed first (4-5-5).
"""
from __future__ import annotations

from ..core.replay import Context, GameOver
from . import rules as cr
from .bonds import check as check_bonds
from .control_while import check as check_control_while
from .counter_events import check as check_counter_summons
from .destroyed_with import check as check_destroyed_with
from .equip import unequipped
from .gy_banish import check as check_gy_banished
from .holds import check as check_holds
from .kept import check as check_kept
from .lasting_levels import check as check_lasting_levels
from .model import PLAYERS, State, opponent
from .own_leaving import check as check_battle_skips
from .token_damage import check as check_token_damage
from .token_levels import check as check_token_levels

# the five pieces whose names in one hand win the Duel (1-3-5)
EXODIA_PIECES = frozenset({
    "exodia the forbidden one", "right arm of the forbidden one", "left arm of the forbidden one",
    "right leg of the forbidden one", "left leg of the forbidden one",
})

def has_exodia(state: State, player_id: str) -> bool:
    names = {state.cards[c].name.strip().lower() for c in state.players[player_id].hand}
    return names >= EXODIA_PIECES


def rule_processing(state: State, ctx: Context) -> None:
    unequipped(state, ctx)  # an Equip Spell whose monster is gone is destroyed (4-5-5)
    check_bonds(state, ctx)  # a card bound to the monster it Special Summoned (10-4-4)
    check_holds(state, ctx)  # a card holding the monster it targeted (10-4-5)
    check_kept(state, ctx)  # "If "Umi" is not on the field, destroy this card." (5-4-6)
    check_destroyed_with(state, ctx)  # "If "Toon World" on the field is destroyed, ..." (5-4-8)
    check_control_while(state, ctx)  # control given while a card is face-up (3-10-6)
    check_battle_skips(state, ctx)  # a monster's leaving skips a Battle Phase (7-1-5)
    check_counter_summons(state, ctx)  # a counter each time a monster is Summoned (4-8-10)
    check_token_levels(state, ctx)  # a Level that counts Tokens (4-7-7)
    check_lasting_levels(state, ctx)  # Levels raised by face-up cards (5-1-17)
    check_token_damage(state, ctx)  # a Token destroyed hurts its controller (4-7-8)
    check_gy_banished(state, ctx)  # banished instead of going to the Graveyard (5-4-10)
    losers: list[str] = []
    why: list[str] = []  # the rules that ended the Duel, cited again beside the winner
    for pid in PLAYERS:
        player = state.players[pid]
        if player.lp <= 0:
            losers.append(pid)
            why.append(cr.LOSE_AT_ZERO_LP)
            ctx.emit("lost.lp_zero", cr.LOSE_AT_ZERO_LP, cr.DUEL_ENDS_AT_ONCE, player=pid)
        elif player.failed_draw:
            losers.append(pid)
            why.append(cr.LOSE_EMPTY_DECK_DRAW)
            ctx.emit("lost.deck_out", cr.LOSE_EMPTY_DECK_DRAW, player=pid)
    for pid in PLAYERS:
        if has_exodia(state, pid) and opponent(pid) not in losers:
            losers.append(opponent(pid))
            why.append(cr.EXODIA)
            ctx.emit("won.exodia", cr.EXODIA, player=pid)
    if not losers:
        return
    state.losers = [p for p in PLAYERS if p in losers]
    if len(state.losers) == 2:
        ctx.emit("duel_drawn", cr.BOTH_AT_ZERO_DRAW)
    else:
        winner = opponent(state.losers[0])
        # 1-3-2 speaks of LP at 0 only: a Duel won by a deck-out or by Exodia cites its own rule
        ctx.emit("duel_won", *dict.fromkeys(why), player=winner)
    raise GameOver
