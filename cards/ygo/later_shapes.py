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
from collections.abc import Callable
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


# "banish it until the End Phase", "banish that target until your next Standby Phase",
# "banish it (until the End Phase of the next turn)": a monster on the field banished for a
# while, back on the field as that phase begins (7-7-9)
UNTIL = {"the End Phase": ("end", "this"), "the End Phase of the next turn": ("end", "next"),
         "your next Standby Phase": ("standby", "your_next"),
         "the Standby Phase of your next turn": ("standby", "your_next"),
         "the next Standby Phase": ("standby", "next")}
WORDS = "|".join(UNTIL)
BANISH_UNTIL = re.compile(rf"^[Bb]anish (?:it|that target|that monster) (?:until (?P<until>"
                          rf"{WORDS})|\(until (?P<bracketed>{WORDS})\))\.$")
BANISH_SELF = re.compile(rf"^[Bb]anish this (?:face-up )?card until (?P<until>{WORDS})\.$")


def on_target(text: str, spec: dict[str, Any]) -> list[dict[str, Any]] | None:
    """"banish it until the End Phase": one monster on the field (`banish_until`)."""
    found = BANISH_UNTIL.match(text)
    if found is None or spec.get("zone") != "field" or spec.get("what") != "monster":
        return None
    phase, turn = UNTIL[found.group("until") or found.group("bracketed")]
    return [{"banish_until": {"card": "chosen", "phase": phase, "turn": turn}}]


def on_self(text: str, aimed: dict[str, Any], fields: dict[str, Any]
            ) -> list[dict[str, Any]] | None:
    """"Banish this card until your next Standby Phase.": the monster itself, on the field
    (an effect activated there, with no target)."""
    found = BANISH_SELF.match(text)
    if found is None or aimed or fields.get("from", "field") != "field":
        return None
    phase, turn = UNTIL[found.group("until")]
    return [{"banish_until": {"card": "self", "phase": phase, "turn": turn}}]


# part of an effect done later, in the End Phase of the turn it resolves in (7-7-10): "during
# the End Phase of this turn, add 1 ..." (before the action) or "add 1 ... during the End Phase
# of this turn" (after it)
LEADING = re.compile(r"^[Dd]uring the End Phase(?: of this turn)?, (?P<rest>[a-zA-Z].+)$")
TRAILING = re.compile(r"^(?P<rest>.+) during the End Phase of this turn\.$")


def delayed(text: str, reader: Callable[[str], list[dict[str, Any]] | None]
            ) -> list[dict[str, Any]] | None:
    """The `during_end_phase` step of an action done in the End Phase, its steps read by
    `reader`; None when the text is no such action or its action does not read."""
    for pattern in (LEADING, TRAILING):
        found = pattern.match(text)
        if found is None:
            continue
        rest = found.group("rest")
        steps = reader(rest[:1].upper() + rest[1:] + ("" if rest.endswith(".") else "."))
        return [{"during_end_phase": steps}] if steps else None
    return None
