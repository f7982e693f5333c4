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
    """The events after `events[index]`, leaving out those done together with it."""
    mine = events[index]
    same = frozenset().union(*(batch for batch in state.together if mine in batch))
    return [event for event in events[index + 1:] if event not in same]
