"""What happened at one moment: the events a Trigger Effect may answer (5-1-3) that the game
did together, such as the monsters destroyed by one battle (12-4-5) or by one "destroy all"
(5-3-1). An optional Trigger Effect worded "When ... you can" misses the timing only when
something happened after its event (11-1-9); what happened together with it is not "after"."""
from __future__ import annotations

from .model import State

Happened = tuple[str, int, str]


def at_once(state: State, since: int) -> None:
    """The events recorded from index `since` on happened at one moment."""
    batch = frozenset(state.happened[since:])
    if len(batch) > 1:
        state.together.append(batch)


def after(state: State, events: list[Happened], index: int) -> list[Happened]:
    """The events after `events[index]`, leaving out those done together with it: at one
    moment with it, or with something that was (two cards discarded together, each also marked
    as discarded by the effect, are one moment, 11-1-9)."""
    same = {events[index]}
    grown = True
    while grown:  # each pass adds a whole batch or stops: at most one pass per batch
        grown = False
        for batch in state.together:
            if not batch <= same and not batch.isdisjoint(same):
                same |= batch
                grown = True
    return [event for event in events[index + 1:] if event not in same]


# what a card's move records, and what the same move records when an effect made it: "If this
# card is sent to the GY by card effect" answers a resolving effect only, never a cost, a
# Tribute, a battle or the hand size limit (5-3-4)
BY_EFFECT = {"sent_to_graveyard": "sent_to_graveyard_by_effect",
             "sent_from_field_to_graveyard": "sent_to_graveyard_by_effect",
             "discarded": "discarded_by_effect", "special_summoned": "special_summoned_by_effect",
             "left_field": "left_field_by_effect",  # "leaves the field because of" (5-1-10)
             "added_to_hand": "added_to_hand_by_effect",  # 5-1-14 (own_events.py)
             "banished": "banished_by_effect"}  # "sent to the GY, or banished, by card effect"
# the card whose effect it was, kept beside a Special Summon it made (condition_events.py)
SOURCE = "effect_source"


def by_effect(state: State, since: int, source: tuple[str, int] | None = None) -> None:
    """Mark the moves recorded from index `since` on as made by the effect resolving now, each
    at the same moment as the move itself (nothing happened after it, 11-1-9); `source`: the
    card whose effect it is, recorded with the Special Summons it made."""
    for event in state.happened[since:]:
        tag = BY_EFFECT.get(event[2])
        if tag is not None:
            marked = (event[0], event[1], tag)
            state.happened.append(marked)
            # whose effect it was: for a Special Summon's cause, and a card sent to the GY "by an
            # opponent's card" (tail_events.py)
            cause = (source[0], source[1], SOURCE) if source and (
                tag.startswith("special") or tag in ("sent_to_graveyard_by_effect",
                                                     "left_field_by_effect")) else marked
            state.together.append(frozenset((event, marked, cause)))
