"""Auto effects waiting to resolve, and rule processing (defeat judgment, CR 9).

An auto effect is queued the moment its timing comes (CR 8-1-3-1) and resolves at the next
settle point in CR 8-6 order. Rule processing runs after every step of everything: a player who
meets a defeat condition loses at once, even in the middle of an action (CR 1-2-2, 9-1-2).
"""
from __future__ import annotations

from ..core.replay import Context, GameOver
from . import rules as cr
from . import targets
from . import text as say
from .model import PLAYERS, Card, Effect, Pending, State


def queue_auto(state: State, ctx: Context, card: Card, timing: str, chosen: str | None = None,
               declined: bool = False) -> None:
    """Queue `card`'s auto effect for `timing`, if it has one and its conditions hold now."""
    effect = card.effects.get(timing)
    if effect is None:
        return
    if effect.don_x and card.don < effect.don_x:
        # [DON!! xX] is checked when the timing comes (CR 8-3-2-3, 10-2-9-1)
        ctx.emit(f"{say.owned(card)}'s {say.timing(timing)} needs [DON!! x{effect.don_x}], but it "
                 f"has {card.don} DON!! given, so it does not activate.",
                 cr.DON_X, cr.DON_X_CONDITION)
        return
    if declined and _may_decline(ctx, card, timing, effect):
        return
    chosen = targets.chosen_for(state, card, chosen)
    state.pending.append(Pending(card.owner, card.id, card.moves, card.zone, timing, effect,
                                 chosen))


def _may_decline(ctx: Context, card: Card, timing: str, effect: Effect) -> bool:
    """A player may decline an auto effect worded with "may" (CR 8-1-2), or one with an
    activation cost by not paying it (CR 8-3-1-4; official rules Q&A on [On Play] effects);
    any other auto effect must be activated whenever possible (CR 8-1-2)."""
    what = f"{say.timing(timing)} of {say.owned(card)}"
    if effect.optional:
        ctx.emit(f"{card.owner} chooses not to use the optional {what}.", cr.MAY)
        return True
    if not effect.cost.is_free():
        ctx.emit(f"{card.owner} chooses not to pay the activation cost of the {what}, so it is "
                 f"not activated.", cr.OPTIONAL_COST)
        return True
    ctx.emit(f"{card.owner} would rather not use the {what}, but it has no \"may\" and no "
             f"cost: it must be activated.", cr.MAY)
    return False


def rule_processing(state: State, ctx: Context) -> None:
    """Defeat judgment (CR 9-2-1): everyone who meets a defeat condition loses together."""
    defeats = [(pid, _defeat(state, pid)) for pid in PLAYERS]
    defeats = [(pid, found) for pid, found in defeats if found]
    if not defeats:
        return
    state.losers = [pid for pid, _found in defeats]
    for pid, _found in defeats:
        player = state.players[pid]
        state.record.defeats[pid] = "damage_at_zero" if player.damaged_at_zero else "deck_out"
    if len(defeats) == 2:
        for pid, (text, rules) in defeats:
            ctx.emit(f"Rule processing: {text}, so {pid} loses the game.", *rules)
        ctx.emit("Both players meet a defeat condition at the same rule processing: both lose "
                 "and nobody wins.", cr.DEFEAT_CHECK)
    else:
        (pid, (text, rules)), = defeats
        winner = next(p for p in PLAYERS if p != pid)
        # one step says who loses and who wins: the win follows from the loss (CR 1-2-1)
        ctx.emit(f"Rule processing: {text}, so {pid} loses the game and {winner} wins.",
                 *rules, cr.GAME_END)
    raise GameOver


def _defeat(state: State, pid: str) -> tuple[str, tuple[str, ...]] | None:
    """Which defeat condition of CR 9-2-1 player `pid` meets, if any: its wording and rules."""
    player = state.players[pid]
    if player.damaged_at_zero:
        return (f"{pid}'s Leader took damage with 0 Life cards",
                (cr.DEFEAT_CHECK, cr.DEFEAT_DAMAGE, cr.LOSE_DAMAGE_AT_ZERO))
    if player.deck_size() == 0:
        return (f"{pid} has 0 cards in their deck (this counts at once, not at their next draw)",
                (cr.DEFEAT_CHECK, cr.DEFEAT_DECK, cr.LOSE_EMPTY_DECK,
                 cr.LOSE_AT_RULE_PROCESSING))
    return None
