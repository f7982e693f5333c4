"""What a Special Summon's monster must do later, read off the end of its sentence (riders.py):
"..., but send it to the GY / banish it / shuffle it into the Deck / return it to the hand
during the End Phase", "..., also it is destroyed during the End Phase of the next turn",
"..., but shuffle them into the Deck during the End Phase of your next turn".

The rider becomes `end_phase: {do, turn}` on the one summoning step: `do` is destroy,
graveyard, banish, deck or hand; `turn` is this, next or your_next (7-7-8). The plainest one,
"destroy it during the End Phase (of this turn)", stays the older `destroy_end_phase: true`
(7-7-1). A verb and a place that do not go together ("send it into the Deck") are not read."""
from __future__ import annotations

import re
from typing import Any

# the rider at the end of the sentence; its verb, the place named, and the turn
LATER = re.compile(
    r", (?:but |also |and (?:if you do, )?)?"
    r"(?:(?P<verb>destroy|banish|send|shuffle|return) (?:it|them)"
    r"(?P<where> to the GY| to the Graveyard| into the Deck| to the hand)?"
    r"|(?:it is|they are|is|are) (?P<passive>destroyed|banished))"
    r" during the End Phase(?: of (?P<turn>this turn|the next turn|your next turn))?(?=\.$)")

# each verb and the place it must name, and what it makes the monster do
VERBS = {("destroy", ""): "destroy", ("banish", ""): "banish",
         ("send", " to the GY"): "graveyard", ("send", " to the Graveyard"): "graveyard",
         ("shuffle", " into the Deck"): "deck", ("return", " to the hand"): "hand",
         ("destroyed", ""): "destroy", ("banished", ""): "banish"}
TURNS = {None: "this", "this turn": "this", "the next turn": "next",
         "your next turn": "your_next"}


def rider(text: str) -> tuple[str, tuple[str, Any] | None]:
    """`text` without its End Phase rider, and the step key it gives (None: no rider read;
    the text is then returned as it came, and a rider it holds stays unread)."""
    found = list(LATER.finditer(text))
    if len(found) != 1:
        return text, None
    match = found[0]
    verb = match.group("verb") or match.group("passive")
    do = VERBS.get((verb, match.group("where") or ""))
    if do is None:
        return text, None
    turn = TURNS[match.group("turn")]
    bare = text[:match.start()] + text[match.end():]
    if (do, turn) == ("destroy", "this"):
        return bare, ("destroy_end_phase", True)  # 7-7-1, as it always was
    return bare, ("end_phase", {"do": do, "turn": turn})
