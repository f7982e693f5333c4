"""A monster banished for a while (7-7-9): "banish it until the End Phase", "... until the End
Phase of the next turn", "... until your next Standby Phase", "Banish this card until the
next Standby Phase".

The step `banish_until: {card, phase: end|standby, turn: this|next|your_next}` banishes a
monster on the field face-up and records it as it now is (id, moves) with the battle position
it had and the number of the turn whose phase is named (`your_next`: the next turn of the
player whose effect banished it). As that phase begins, a card still the same one among the
banished cards returns to its owner's field in that position (face-down if it was), not
Summoned; with no free Main Monster Zone of theirs it goes to their Graveyard instead. A
Token banished ceases to exist and does not come back (4-7-2). "Until the End Phase" resolved
in the End Phase itself brings it back before that End Phase ends (7-7-9, turn.py)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .leaving import say_left
from .model import MAX_MONSTERS, Z_BANISHED, Z_GRAVEYARD, Z_MONSTERS, EffectStep, State
from .moments import at_once
from .step_types import Gone, Handler, Skip, Target, Would
from .zones import move

PHASES = ("end", "standby")
TURNS = ("this", "next", "your_next")


def read_step(p: Problems, at: str, arg: Any, target: Callable[[str, Any], str | None]
              ) -> EffectStep | None:
    data = v.mapping(p, at, arg, ("card", "phase", "turn"), ("card", "phase"))
    if data is None:
        return None
    card = target(key_path(at, "card"), v.field(data, "card", None))
    phase = v.choice(p, key_path(at, "phase"), v.field(data, "phase"), PHASES)
    turn = v.choice(p, key_path(at, "turn"), v.field(data, "turn", "this"), TURNS)
    if card is None or phase is None or turn is None:
        return None
    return EffectStep("banish_until", target=card, returns=(phase, turn))


def _turn(state: State, player: str, phase: str, turn: str) -> int:
    """The number of the turn whose End or Standby Phase brings the card back: this turn's
    (a Standby Phase only if it has not begun), the next turn's, or the banishing player's
    next."""
    number = state.turn_number
    if turn == "your_next" and state.turn_player != player:
        return number + 1
    if phase == "end":  # in this turn's End Phase: before it ends (7-7-9)
        return number + {"this": 0, "next": 1, "your_next": 2}[turn]
    passed = state.phase != "draw"  # the Standby Phase comes right after the draw (7-1-2)
    if turn == "your_next":
        return number + 2 if passed else number
    return number + 1 if passed else number


def handlers(skip: Skip, target: Target, would: Would, gone: Gone) -> dict[str, Handler]:
    def banish_until(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        card = target(state, env, step.target)
        if card is None:
            skip(ctx, env, would("move", state), gone(step.target, env))
            return
        if card.zone != Z_MONSTERS:
            skip(ctx, env, would("move", state, card),
                 Event("why.in_zone", {"zone": say.zone(card.zone)}))
            return
        assert step.returns is not None
        phase, turn = step.returns
        position = card.position
        move(state, card, Z_BANISHED, face_up=True)
        if say_left(state, ctx, [card]) and card.zone != Z_BANISHED:
            return  # a Token: gone for good (4-7-2)
        number = _turn(state, env.controller, phase, turn)
        state.banished_until.append((card.id, card.moves, position, phase, number))
        ctx.emit(f"banished_until.{phase}", cr.BANISH, cr.BANISHED_FOR_A_WHILE,
                 link=env.label, card=say.card(state, card),
                 when=Event(f"later.until.{turn}", {"player": env.controller}))

    return {"banish_until": banish_until}


def come_back(state: State, ctx: Context, phase: str) -> None:
    """As the End or Standby Phase begins: each card banished until it, still the same card
    among the banished ones, returns to its owner's field in the position it had (7-7-9)."""
    due = [entry for entry in state.banished_until
           if entry[3] == phase and entry[4] == state.turn_number]
    state.banished_until = [entry for entry in state.banished_until
                            if entry[3] != phase or entry[4] > state.turn_number]
    since = len(state.happened)
    for card_id, moves, position, _, _ in due:
        card = state.cards[card_id]
        if card.moves != moves or card.zone != Z_BANISHED:
            continue  # it has moved since: a new card, which stays where it is
        owner = card.owner
        if len(state.players[owner].monsters) >= MAX_MONSTERS:
            move(state, card, Z_GRAVEYARD)
            ctx.emit("banished_until.no_zone", cr.BANISHED_FOR_A_WHILE, cr.FIVE_MONSTERS,
                     card=say.card(state, card), player=owner, phase=Event(f"phase.{phase}"))
            continue
        move(state, card, Z_MONSTERS, position=position, controller=owner)
        ctx.emit("banished_until.returned", cr.BANISHED_FOR_A_WHILE,
                 card=say.card(state, card), player=owner, phase=Event(f"phase.{phase}"),
                 position=say.position(position))
    at_once(state, since)
