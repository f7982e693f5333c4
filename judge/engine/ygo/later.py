"""A monster an effect Special Summons on the condition that it leaves the field during a later
End Phase (7-7-8): "..., but send it to the GY during the End Phase", "..., also banish it
during the End Phase of this turn", "..., but shuffle it into the Deck during the End Phase of
your next turn", "..., and is destroyed during the End Phase of the next turn".

The step key `end_phase: {do: destroy|graveyard|banish|deck|hand, turn: this|next|your_next}`
on a `special_summon` step or a `fetch` to the field. The summoning step records the monster
as it is (id, moves) with the number of the turn whose End Phase is named; as that End Phase
begins (or, for a monster Summoned during that End Phase, before it ends: turn.py), a monster
still the same card on the field is moved: one to be destroyed is handed to the destruction of
7-7-1 (moves.destroy_doomed, which spares a monster card effects cannot destroy), the others
are moved here, which is no destruction (5-3-2)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.events import Event
from ..core.replay import Context
from ..core.validate import Problems, key_path
from . import rules as cr
from . import text as say
from .leaving import say_left
from .model import (
    MONSTER,
    Z_BANISHED,
    Z_DECK,
    Z_EXTRA,
    Z_GRAVEYARD,
    Z_HAND,
    Z_MONSTERS,
    Card,
    State,
)
from .moments import at_once
from .pendulum import say_extra_deck
from .to_deck import EXTRA_DECK_KINDS
from .zones import move

DOES = ("destroy", "graveyard", "banish", "deck", "hand")
TURNS = ("this", "next", "your_next")
# where each leaves the monster (a Fusion, Synchro, Xyz or Link Monster: its Extra Deck, 2-2-1)
ZONES = {"graveyard": Z_GRAVEYARD, "banish": Z_BANISHED, "deck": Z_DECK, "hand": Z_HAND}
RULES = {"graveyard": (cr.LATER_END_PHASE, cr.SENT_IS_NOT_DESTROYED, cr.TO_OWNERS_GRAVEYARD),
         "banish": (cr.LATER_END_PHASE, cr.BANISH),
         "deck": (cr.LATER_END_PHASE, cr.TO_DECK),
         "hand": (cr.LATER_END_PHASE, cr.RETURN_TO_HAND)}
Later = tuple[str, str]


def read_end_phase(p: Problems, at: str, data: dict[str, Any] | None) -> Later | None:
    """The step's `end_phase: {do, turn}`, or None when it has none (or a wrong one, which
    `p` names)."""
    if not isinstance(data, dict) or "end_phase" not in data:
        return None
    path = key_path(at, "end_phase")
    spec = v.mapping(p, path, data["end_phase"], ("do", "turn"), ("do",))
    if spec is None:
        return None
    do = v.choice(p, key_path(path, "do"), v.field(spec, "do"), DOES)
    turn = v.choice(p, key_path(path, "turn"), v.field(spec, "turn", "this"), TURNS)
    return (do, turn) if do is not None and turn is not None else None


def schedule(state: State, ctx: Context, label: Event, card: Card, player: str,
             later: Later) -> None:
    """The monster just Special Summoned by `player`'s effect is to leave in the End Phase of
    the turn named: this one, the next one, or `player`'s next turn (7-7-8)."""
    do, turn = later
    number = state.turn_number
    if turn == "next" or turn == "your_next" and state.turn_player != player:
        number += 1
    elif turn == "your_next":  # the player's own turn now: theirs after the opponent's
        number += 2
    state.end_phase_moves.append((card.id, card.moves, player, do, number))
    ctx.emit(f"special_summoned.end_phase.{do}", cr.LATER_END_PHASE, link=label,
             card=say.card(state, card), when=Event(f"later.turn.{turn}"))


def at_end_phase(state: State, ctx: Context) -> None:
    """As the End Phase begins, before the destructions of 7-7-1: each monster due in this
    turn's End Phase and still the same card on the field leaves as its summoning said."""
    due = [entry for entry in state.end_phase_moves if entry[4] == state.turn_number]
    state.end_phase_moves = [entry for entry in state.end_phase_moves
                             if entry[4] > state.turn_number]
    since = len(state.happened)
    for card_id, moves, player, do, _ in due:
        card = state.cards[card_id]
        if card.moves != moves or card.zone != Z_MONSTERS:
            continue  # a new card once it has left the field, even if it came back (7-7-8)
        if do == "destroy":  # destroyed with those of 7-7-1, which follow at once
            state.destroy_at_end.append((card_id, moves, player))
            continue
        _leave(state, ctx, card, do)
    at_once(state, since)  # the monsters that leave together: one moment (11-1-9)


def _leave(state: State, ctx: Context, card: Card, do: str) -> None:
    extra = card.kind == MONSTER and bool(EXTRA_DECK_KINDS & set(card.monster_types))
    zone = Z_EXTRA if extra and do in ("deck", "hand") else ZONES[do]
    move(state, card, zone, face_up=zone == Z_BANISHED)
    if say_left(state, ctx, [card]):  # banished instead (8-4-10), a Token gone (4-7-2)
        return
    if do == "graveyard" and card.zone == Z_EXTRA:  # a Pendulum Monster, face-up (4-3-4)
        say_extra_deck(state, ctx, [card])
        return
    rules = RULES[do] + ((cr.EXTRA_DECK,) if zone == Z_EXTRA else ())
    ctx.emit("end_phase.extra_deck" if zone == Z_EXTRA else f"end_phase.{do}", *rules,
             card=say.card(state, card), player=card.owner)
