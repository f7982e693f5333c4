"""Steps that play a card by an effect: "[Trigger] Play this card." (`play_self`).

A card played by an effect pays no cost (CR 4-7-1 is playing from the hand); a Character
enters active and was played this turn (CR 3-7-5, 3-7-4), and its [On Play] activates. With 5
Characters already, the player would have to pick one to trash (CR 3-7-6-1), which the
scenario does not say: the step is skipped rather than guessed.
"""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .autos import queue_auto
from .model import CHARACTER, STAGE, Z_CHARACTERS, Z_LIMBO, Z_STAGE, Z_TRASH, EffectStep, State
from .zones import move

MAX_CHARACTERS = 5  # CR 3-7-6


def play_self(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    card = getattr(env, "source", None)
    label = getattr(env, "label", "The effect")
    if card is None or card.zone != Z_LIMBO or card.type not in (CHARACTER, STAGE):
        ctx.emit(f"{label} would play the card, but it is not waiting to be played; that part "
                 f"is skipped (do what you can).", cr.DO_WHAT_YOU_CAN)
        return
    player = state.players[card.owner]
    if card.type == CHARACTER and len(player.characters) >= MAX_CHARACTERS:
        ctx.emit(f"{label} would play {card.name}, but {card.owner} already has 5 Characters "
                 f"and the scenario does not say which one to trash; that part is skipped.",
                 cr.SIXTH_CHARACTER, cr.DO_WHAT_YOU_CAN)
        return
    if card.type == STAGE and player.stage:
        move(state, state.cards[player.stage], Z_TRASH)
    move(state, card, Z_CHARACTERS if card.type == CHARACTER else Z_STAGE)
    if card.type == CHARACTER:
        card.played_this_turn = True
        ctx.emit(f"{label}: {say.owned(card)} is played without paying its cost and enters the "
                 f"Character area active; it was played this turn.",
                 cr.PLAY_ACTIVE, cr.PLAYED_CANNOT_ATTACK)
    else:
        ctx.emit(f"{label}: {say.owned(card)} is played without paying its cost and enters the "
                 f"Stage area active.", cr.STAGE_ACTIVE, cr.ONE_STAGE)
    queue_auto(state, ctx, card, "on_play")
