"""Auto effects waiting to resolve, and rule processing (defeat judgment, CR 9).

An auto effect is queued the moment its timing comes (CR 8-1-3-1) and resolves at the next
settle point in CR 8-6 order. Rule processing runs after every step of everything: a player who
meets a defeat condition loses at once, even in the middle of an action (CR 1-2-2, 9-1-2).
"""
from __future__ import annotations

from ..core.events import Event, RuleRef
from ..core.replay import Context, GameOver
from . import rules as cr
from . import targets
from . import text as say
from .model import PLAYERS, Card, Pending, State, opponent
from .negation import auto_switched_off
from .specs import Chosen, Effect, EffectStep
from .statics import DECK_OUT_AT_END_OF_TURN, DECK_OUT_WINS, flagged


def queue_auto(state: State, ctx: Context, card: Card, timing: str, chosen: Chosen = None,
               declined: bool = False) -> None:
    """Queue `card`'s auto effect for `timing`, if it has one and its conditions hold now."""
    effect = card.effects.get(timing)
    if effect is None or auto_switched_off(state, ctx, card, timing):
        return
    if effect.don_x and card.don < effect.don_x:
        # [DON!! xX] is checked when the timing comes (CR 8-3-2-3, 10-2-9-1)
        ctx.emit("auto_don_x_not_met", cr.DON_X, cr.DON_X_CONDITION,
                 effect=say.effect_of(state, card, timing), needed=effect.don_x, count=card.don)
        _why_don_x(state, card, timing, effect)
        return
    if card.id in state.declines:  # a `choose` action declined it beforehand
        state.declines.discard(card.id)
        declined = True
    if declined and _may_decline(state, ctx, card, timing, effect):
        return
    chosen = targets.chosen_for(state, card, chosen)
    state.pending.append(Pending(card.owner, card.id, card.moves, card.zone, timing, effect,
                                 chosen))


def _why_don_x(state: State, card: Card, timing: str, effect: Effect) -> None:
    """In a battle, an effect held back by its [DON!! xX] is the reason the battle went as it
    did: "Luffy has 0 DON!!, so [Blocker] may be used" (CR 10-2-9-1)."""
    fight = state.record.fight()
    if fight is None:
        return
    code = "why.don_x_blocker" if forbids_block(effect.steps) else "why.don_x"
    fight.why.append(Event(code, {"card": say.card(state, card), "count": card.don,
                                  "needed": effect.don_x,
                                  "effect": say.effect_of(state, card, timing),
                                  "rules": (RuleRef(cr.DON_X),)}))


def forbids_block(steps: tuple[EffectStep, ...]) -> bool:
    """Whether the steps (or the steps an "if" holds) forbid activating [Blocker]."""
    return any(step.kind == "cannot_block" or forbids_block(step.steps) for step in steps)


def _may_decline(state: State, ctx: Context, card: Card, timing: str, effect: Effect) -> bool:
    """A player may decline an auto effect worded with "may" (CR 8-1-2), or one with an
    activation cost by not paying it (CR 8-3-1-4; official rules Q&A on [On Play] effects);
    any other auto effect must be activated whenever possible (CR 8-1-2)."""
    what = say.effect_of(state, card, timing)
    if effect.optional:
        ctx.emit("auto_declined", cr.MAY, player=card.owner, effect=what)
        return True
    if not effect.cost.is_free():
        ctx.emit("auto_declined.cost_unpaid", cr.OPTIONAL_COST, player=card.owner, effect=what)
        return True
    ctx.emit("auto_not_declinable", cr.MAY, player=card.owner, effect=what)
    return False


def rule_processing(state: State, ctx: Context) -> None:
    """Defeat judgment (CR 9-2-1): everyone who meets a defeat condition loses together."""
    defeats = [(pid, found) for pid in PLAYERS if (found := _defeat(state, pid)) is not None]
    if not defeats:
        return
    state.losers = [pid for pid, _found in defeats]
    for pid, found in defeats:
        player = state.players[pid]
        state.record.defeats[pid] = "damage_at_zero" if player.damaged_at_zero else \
            "effect_win" if found.code == "defeat_why.deck_out_win" else "deck_out"
    if len(defeats) == 2:
        for pid, why in defeats:
            ctx.emit("defeat", *why.rules, player=pid, why=why)
        ctx.emit("defeat.both", cr.DEFEAT_CHECK)
    else:
        (pid, why), = defeats
        winner = next(p for p in PLAYERS if p != pid)
        # one step says who loses and who wins: the win follows from the loss (CR 1-2-1)
        ctx.emit("defeat.winner", *why.rules, cr.GAME_END, player=pid, winner=winner, why=why)
    raise GameOver


def _deck_out_wins(state: State, pid: str) -> bool:
    return flagged(state, state.cards[state.players[pid].leader], DECK_OUT_WINS)


def _defeat(state: State, pid: str) -> Event | None:
    """Which defeat condition of CR 9-2-1 player `pid` meets, if any, with its rules."""
    player = state.players[pid]
    if player.damaged_at_zero:
        return Event("defeat_why.damage_at_zero", {"player": pid},
                     (cr.DEFEAT_CHECK, cr.DEFEAT_DAMAGE, cr.LOSE_DAMAGE_AT_ZERO))
    record = state.record
    if pid in record.deck_emptied and record.turn_over:
        # the end of the turn its deck became 0 has come, refilled or not (official Q&A,
        # OP15-022): the Leader's rule wins over the rules (CR 1-3-1)
        return Event("defeat_why.deck_emptied", {"player": pid},
                     (cr.DEFEAT_CHECK, cr.DEFEAT_DECK, cr.CARD_OVER_RULES))
    if player.deck_size() == 0 and flagged(state, state.cards[player.leader],
                                           DECK_OUT_AT_END_OF_TURN):
        record.deck_emptied.add(pid)  # not now: at the end of this turn
        return None
    rival = state.players[opponent(pid)]
    if rival.deck_size() == 0 and _deck_out_wins(state, rival.id):
        # the rival's Leader turns its own deck-out into a win (the card over the rules, CR
        # 1-3-1; OP03-040 Nami)
        return Event("defeat_why.deck_out_win", {"player": rival.id},
                     (cr.DEFEAT_CHECK, cr.CARD_OVER_RULES))
    if player.deck_size() == 0 and _deck_out_wins(state, pid):
        return None  # wins instead of losing
    if player.deck_size() == 0:
        return Event("defeat_why.empty_deck", {"player": pid},
                     (cr.DEFEAT_CHECK, cr.DEFEAT_DECK, cr.LOSE_EMPTY_DECK,
                      cr.LOSE_AT_RULE_PROCESSING))
    return None
