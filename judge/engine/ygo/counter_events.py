"""Counters a card gets each time a monster is Summoned (4-8-10): its `counter.each_summon`
("Each time your opponent Special Summons a monster(s), place 1 Nut Counter on this card.";
"Each time a "Six Samurai" monster(s) is Normal or Special Summoned, ...").

Checked with the other rule checks (settle.py) after every effect, and as a Summon made by a
player succeeds (game.py, 8-1-5): the Summons recorded in `state.happened` since the last check,
of monsters still where they were Summoned, that the card's text names place its counters once
(several monsters Summoned at one moment are one "monster(s)"), on a card face-up on the field
whose effects are not negated (5-5-1), up to its bound (4-8-2). Each Summon is seen once
(`state.counted_summons`), whoever holds such a card, so one made before the card was face-up
never counts later. Not a Trigger Effect: no chain is built (4-8-10).
"""
from __future__ import annotations

from ..core.replay import Context
from . import rules as cr
from .counters import add
from .model import Card, State
from .moments import Happened
from .negation import negated
from .negators import face_up_on_field

NORMAL = ("normal_summoned",)  # a Tribute Summon is a Normal Summon: recorded as both
SPECIAL = ("special_summoned",)


def _fits(holder: Card, summoned: Card) -> bool:
    """Whether a monster just Summoned is one the holder's text counts."""
    spec = holder.counter
    assert spec is not None
    return (spec.summon_player != "opponent" or summoned.owner != holder.owner) \
        and (not spec.summon_archetype or spec.summon_archetype in summoned.archetypes) \
        and summoned.id != holder.id


def _times(state: State, holder: Card, fresh: list[Happened]) -> int:
    """How many times the holder's Summons happened: monsters Summoned at one moment
    (state.together, moments.py) are one time, "monster(s)" (4-8-10)."""
    spec = holder.counter
    assert spec is not None
    kinds = NORMAL + SPECIAL if spec.summon_normal else SPECIAL
    moments: set[frozenset[Happened]] = set()
    for event in fresh:
        card = state.cards.get(event[0])  # still where it was Summoned: not negated (8-1-5)
        if event[2] in kinds and card is not None and card.moves == event[1] \
                and _fits(holder, card):
            moments.add(next((batch for batch in state.together if event in batch),
                             frozenset({event})))
    return len(moments)


def check(state: State, ctx: Context) -> None:
    """Counters on each card that saw a Summon its text counts, since the last check."""
    pending = state.summoning.cards if state.summoning is not None else ()
    fresh = [event for event in state.happened if event[2] in NORMAL + SPECIAL
             and event not in state.counted_summons and event[:2] not in pending]
    if not fresh:
        return
    state.counted_summons.update(fresh)
    for holder in list(state.cards.values()):
        spec = holder.counter
        if spec is None or not spec.each_summon or not face_up_on_field(holder) \
                or negated(state, holder):
            continue
        for _ in range(_times(state, holder, fresh)):
            add(state, ctx, holder, spec.each_summon, cr.COUNTERS_EACH_SUMMON)
