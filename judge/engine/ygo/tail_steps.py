"""Effect steps of the long tail of actions: a monster allowed a second attack this turn
(`second_attack`, 12-3-4), cards discarded at random from a player's hand
(`discard_random`, 5-3-21) and the opponent drawing (`opponent_draws`, 5-3-6).

A second attack given by a resolved effect is the monster's for the rest of the turn, even if
its own effects are negated later: it is the resolved effect that applies, not its text (as
negation.attacks counts it); the monster loses it if it leaves the field (a new card, zones.py).

No player chooses a card discarded at random, and the judge draws no lots: the action names
the card the random pick took (`discards`, as for a discard the player chooses, hands.py). A
hand with no more cards than the effect discards loses them all, with nothing to pick.
"""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .hands import from_hand, throw_away
from .model import MONSTER, Z_MONSTERS, Card, EffectStep, State, opponent
from .moments import at_once
from .step_types import FieldCard, Handler, Skip
from .zones import draw_one


def handlers(skip: Skip, field_card: FieldCard) -> dict[str, Handler]:
    """The interpreter's handlers of these steps, given its own helpers."""
    def second_attack(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        grant_for_turn(state, ctx, step, env, (field_card, skip), "second_attack", cr.ONE_ATTACK)

    return {"second_attack": second_attack, "discard_random": discard_random,
            "opponent_draws": opponent_draws}


def grant_for_turn(state: State, ctx: Context, step: EffectStep, env: Any,
                   helpers: tuple[FieldCard, Skip], what: str, rule: str) -> None:
    """A monster on the field given `what` (second_attack, direct_attack) for the rest of the
    turn by a resolved effect (12-3-4, 12-3-10): its `{what}_turn` mark, which it keeps even if
    its effects are negated later and loses when it leaves the field (a new card)."""
    card = field_monster(state, ctx, step, env, helpers, what, rule)
    if card is None:
        return
    setattr(card, f"{what}_turn", True)  # Card.second_attack_turn, Card.direct_attack_turn
    ctx.emit(f"{what}.granted", rule, cr.END_OF_TURN, link=env.label, card=say.card(state, card))


def field_monster(state: State, ctx: Context, step: EffectStep, env: Any,
                  helpers: tuple[FieldCard, Skip], what: str, rule: str) -> Card | None:
    """The monster on the field a step for the rest of the turn is done to, or None, said: a
    card gone, or one that is not a monster in a Monster Zone, gets nothing (`what`: the
    step's word in its "would" message)."""
    field_card, skip = helpers
    card = field_card(state, ctx, step, env, step.kind)
    if card is None:
        return None
    if card.kind != MONSTER or card.zone != Z_MONSTERS:
        skip(ctx, env, Event(f"would.{what}_card", {"card": say.card(state, card)}),
             Event("why.not_monster"), rule)
        return None
    return card


def opponent_draws(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """"Your opponent draws 2 cards." (5-3-6): from an empty Deck they lose (1-3-4)."""
    pid = opponent(env.controller)
    drawn, since = 0, len(state.happened)
    while drawn < step.amount and draw_one(state, pid) is not None:
        drawn += 1
    if drawn < step.amount:
        env.missed = True
        ctx.emit("effect_draw_empty_deck", cr.DRAW, cr.LOSE_EMPTY_DECK_DRAW, link=env.label,
                 player=pid)
    if drawn:
        state.happened.append((pid, 0, "drew"))  # the last thing done (11-1-9)
        at_once(state, since)  # with each card drawn (7-2-4)
        ctx.emit("effect_draw", cr.DRAW, link=env.label, player=pid, count=drawn)


def discard_random(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
    """`amount` cards of the player's hand picked at random, as the action names them."""
    pid = opponent(env.controller) if step.player == "opponent" else env.controller
    ids = from_hand(state.players[pid].hand, env.discards, step.amount)
    if ids is None:
        env.missed = True
        ctx.emit("effect_part_skipped", cr.AT_RANDOM, cr.DO_WHAT_CAN_BE_DONE, link=env.label,
                 what=Event("would.discard_random", {"count": step.amount, "player": pid}),
                 why=Event("why.random_not_named", {"player": pid}))
        return
    env.missed = len(ids) < step.amount  # a hand with fewer cards: not done in full (5-2-5)
    _discard(state, ctx, env, pid, ids)


def _discard(state: State, ctx: Context, env: Any, pid: str, ids: list[str]) -> None:
    """The cards go from the hand to their owner's Graveyard, discarded together (5-3-4)."""
    throw_away(state, env, pid, ids)
    rules = (cr.AT_RANDOM, cr.DISCARD) if ids else (cr.AT_RANDOM, cr.DO_WHAT_CAN_BE_DONE)
    ctx.emit("discard_random", *rules, link=env.label, player=pid, count=len(ids),
             cards=say.cards(state, ids))
