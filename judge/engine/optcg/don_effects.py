"""Steps that move DON!! or the top of the deck by an effect (all for the effect's controller):

- `{give_don: {target: T, count: N}}`: give N rested DON!! from the cost area to the Leader or
  a Character (the way CR 6-5-5-1 gives them, by an effect); what is given is in no state
  (CR 4-4-2), and it gives +1000 power on its owner's turn (6-5-5-2).
- `{set_don_active: N}`: set up to N rested DON!! of the cost area as active (CR 4-4-1-1).
- `{trash_deck: N}`: trash the top N cards of the deck, newest last (CR 3-5-2).
"""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from . import text as say
from .model import FIELD_ZONES, LEADER, Z_TRASH, Card, EffectStep, State
from .zones import move, take_top_of_deck


def give_don(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    label = getattr(env, "label", "The effect")
    controller = getattr(env, "controller", "")
    card = _card(state, step.target, env)
    if card is None or card.zone not in FIELD_ZONES or card.owner != controller:
        ctx.emit(f"{label} would give DON!!, but no Leader or Character of {controller} was "
                 f"chosen; that part is skipped (do what you can).", cr.DO_WHAT_YOU_CAN)
        return
    player = state.players[controller]
    count = min(step.amount, player.don_rested)
    player.don_rested -= count
    card.don += count
    short = "" if count == step.amount else f" (only {count} rested DON!! were there)"
    what = "Leader" if card.type == LEADER else "Character"
    ctx.emit(f"{label}: {controller} gives {say.don_count(count)} from the rested ones to "
             f"the {what} {say.owned(card)}{short}.", cr.GIVE_DON, cr.GIVEN_DON_NO_STATE,
             cr.GIVEN_DON_POWER, *(() if not short else (cr.DO_WHAT_YOU_CAN,)))


def _card(state: State, ref: str | None, env: object) -> Card | None:
    """The step's target: `chosen`, `self`, `your_leader` or a card id."""
    if ref == "chosen":
        chosen = getattr(env, "chosen", None)
        return state.resolve(chosen) if chosen else None
    if ref == "self":
        return getattr(env, "source", None)
    if ref == "your_leader":
        return state.cards[state.players[getattr(env, "controller", "")].leader]
    return state.resolve(ref) if ref else None


def set_don_active(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    label = getattr(env, "label", "The effect")
    player = state.players[getattr(env, "controller", "")]
    count = min(step.amount, player.don_rested)
    player.don_rested -= count
    player.don_active += count
    ctx.emit(f"{label}: {player.id} sets {say.don_count(count)} of the cost area as active.",
             cr.ACTIVE_STATE, *(() if count == step.amount else (cr.DO_WHAT_YOU_CAN,)))


def trash_deck(state: State, ctx: Context, step: EffectStep, env: object) -> None:
    label = getattr(env, "label", "The effect")
    controller = getattr(env, "controller", "")
    trashed = []
    for _ in range(step.amount):
        card = take_top_of_deck(state, controller)
        if card is None:
            break
        move(state, card, Z_TRASH)
        trashed.append(card.id)
    short = "" if len(trashed) == step.amount else " (the deck had no more)"
    ctx.emit(f"{label}: {controller} trashes the top {say.plural(len(trashed), 'card')} of the "
             f"deck{short}.", cr.TRASH_ON_TOP, *(() if not short else (cr.DO_WHAT_YOU_CAN,)))
