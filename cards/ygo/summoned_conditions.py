"""A monster's activation condition that names how the monster was Summoned from the Extra Deck
or by Ritual Summon: "If this Synchro Summoned card is destroyed by battle or card effect",
"If this Xyz Summoned card is sent to the GY", "When this Fusion Summoned card is destroyed".
The condition is read as the same words about "this card" are (the caller's `whole`), with
`was_summoned: synchro` (fusion, synchro, xyz, ritual, link): the effect answers its event
only if the monster was so Summoned when it was last on the field (the engine's
was_summoned.py, 8-5-17). Standard library only; the anchored pattern holds no nested
quantified group: linear."""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]

SUMMONED = re.compile(r"^(?P<start>If|When) this (?P<face>face-up )?(?P<kind>Fusion|Synchro|Xyz|"
                      r"Ritual|Link) Summoned card (?P<rest>.+)$")
KINDS = {"Fusion": "fusion", "Synchro": "synchro", "Xyz": "xyz", "Ritual": "ritual",
         "Link": "link"}


def read(condition: str, whole: Callable[[str], Fields | None]) -> Fields | None:
    """The effect fields of such a condition, or None when it is not one or the same words
    about "this card" are not read."""
    found = SUMMONED.match(condition)
    if found is None:
        return None
    face = found.group("face") or ""
    shape = whole(f"{found.group('start')} this {face}card {found.group('rest')}")
    if shape is None or shape.get("type") != "trigger" or "was_summoned" in shape:
        return None
    return {**shape, "was_summoned": KINDS[found.group("kind")]}
