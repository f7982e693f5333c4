"""A printed ability the judge cannot read yet still has its printed timing.

What the printed card is counts even where its body is not read: its category, its timing
brackets ([Counter], [Main], [On Play]...), [Once Per Turn] and [DON!! xX]. An Event with an
unread [Counter] is still an Event with [Counter]: it may be used in the Counter Step, its cost
is paid and it goes to the trash (CR 7-1-3-1-2, 10-2-6); only the unread body is left out, and
the ruling says so (the notes name the ability). The stand-in effect has no steps and
`unread` set; the interpreter says it is not applied instead of running it.
"""
from __future__ import annotations

import re
from typing import Any

from ..core.printed import Note
from .model import EVENT, Card
from .specs import Effect

TIMINGS = {
    "On Play": "on_play", "When Attacking": "when_attacking", "On Block": "on_block",
    "On K.O.": "on_ko", "End of Your Turn": "end_of_your_turn",
    "Activate: Main": "activate_main", "On Your Opponent's Attack": "on_opponents_attack",
    "Main": "main", "Counter": "counter",
}
EVENT_TIMINGS = ("main", "counter")
LABELS = re.compile(r"^(?:\s*/?\s*\[([^\[\]]+)\])+")
LABEL = re.compile(r"\[([^\[\]]+)\]")
DON_X = re.compile(r"^DON!! x(\d{1,2})$")


def printed_labels(ability: str) -> list[str]:
    """The bracketed labels the ability starts with ("[DON!! x1] [When Attacking]")."""
    match = LABELS.match(ability)
    return LABEL.findall(match.group(0)) if match else []


def stand_ins(card: Card, ability: str) -> dict[str, Effect]:
    """The timings an unread ability prints, each with an effect that is not applied; a
    timing the card's kind cannot have (an Event's [Main] on a Character) gives none."""
    labels = printed_labels(ability)
    don_x = next((int(m.group(1)) for label in labels if (m := DON_X.match(label))), 0)
    effect = Effect(steps=(), once_per_turn="Once Per Turn" in labels, don_x=don_x,
                    unread=True)
    found = {}
    for label in labels:
        timing = TIMINGS.get(label)
        if timing is not None and (timing in EVENT_TIMINGS) == (card.kind == EVENT):
            found[timing] = effect
    return found


def add_printed_timings(cards: dict[str, Any], notes: list[Note]) -> None:
    """Give each card the timings of its unapplied printed abilities, where the scenario and
    the encoding give it no effect of that timing."""
    for note in notes:
        ability = note.params.get("ability", "")
        card = cards.get(note.card)
        if note.kind != "unapplied" or not isinstance(ability, str) or card is None:
            continue
        for timing, effect in stand_ins(card, ability).items():
            card.effects.setdefault(timing, effect)
