"""Cards that stay for a set number of turns (10-5-4): "Destroy this card during your 3rd
Standby Phase after activation." (Destiny Board's kind), "Send this card to the GY during your
opponent's 3rd End Phase after activation." (Sea Lord's Amulet).

The card key `timer: {phase: standby|end, whose: own|opponent, count: N, then: destroy|send}`
counts, while the card is face-up in its Spell & Trap Zone or Field Zone, each of the named
phases that begins after it arrived there (its activation): the phase the card was activated in
is not one of them. As the Nth begins, the card is destroyed (`destroy`) or sent to the
Graveyard (`send`, which is not a destruction). This is not an effect that is activated and it
builds no chain (10-5-4). A card face-up on the field as the scenario starts counts from there.
The count is tied to the card as it is (id, moves): a card that leaves the field starts over.
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .model import Z_FIELD, Z_GRAVEYARD, Z_SPELLS_TRAPS, State
from .zones import move

TIMER_KEYS = ("phase", "whose", "count", "then")
PHASES = ("standby", "end")
WHOSE = ("own", "opponent")
THEN = ("destroy", "send")


def read_timer(problems: Problems, path: str, data: dict[str, Any]
               ) -> tuple[str, str, int, str] | None:
    """`timer: {phase, whose, count, then}` of a Continuous or Field card (10-5-4)."""
    at = key_path(path, "timer")
    spec = v.mapping(problems, at, v.field(data, "timer", None), TIMER_KEYS,
                     ("phase", "count"))
    if spec is None:
        return None
    phase = v.choice(problems, key_path(at, "phase"), v.field(spec, "phase"), PHASES)
    whose = v.choice(problems, key_path(at, "whose"), v.field(spec, "whose", "own"), WHOSE)
    count = v.integer(problems, key_path(at, "count"), v.field(spec, "count"), 1, 10)
    then = v.choice(problems, key_path(at, "then"), v.field(spec, "then", "destroy"), THEN)
    if phase is None or whose is None or count is None or then is None:
        return None
    return phase, whose, count, then


def tick(state: State, ctx: Context, phase: str) -> None:
    """A Standby or End Phase begins: each face-up card whose timer names it counts one more,
    and at its last goes to the Graveyard, destroyed or sent (10-5-4)."""
    for card in list(state.cards.values()):
        if card.timer is None or not card.face_up or card.zone not in (Z_SPELLS_TRAPS, Z_FIELD):
            continue
        named, whose, count, then = card.timer
        own_turn = card.owner == state.turn_player
        if named != phase or own_turn != (whose == "own"):
            continue
        moves, passed = state.timers_passed.get(card.id, (card.moves, 0))
        passed = passed + 1 if moves == card.moves else 1
        state.timers_passed[card.id] = (card.moves, passed)
        if passed < count:
            ctx.emit("timer.counted", cr.TIMER, card=say.card(state, card), count=passed,
                     total=count)
            continue
        move(state, card, Z_GRAVEYARD)
        if then == "destroy":
            state.happened.append((card.id, card.moves, "destroyed_by_effect"))
            card.destroyed_this_turn = True
        rules = (cr.TIMER, cr.DESTROY) if then == "destroy" else (cr.TIMER,)
        ctx.emit(f"timer.{then}", *rules, card=say.card(state, card), count=count)
