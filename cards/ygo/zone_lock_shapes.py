"""A restriction an effect leaves on its player's Special Summons for the rest of the turn that
covers only Effect Monsters and spares those Special Summoned from the hand: "also for the rest
of this turn, you cannot Special Summon Effect Monsters, except from the hand" (the Blitzclique
cards, 5-2-32), read into the scenario format's `summon_lock` step with `only` and
`except_from`, or refused.

Standard library only. The time it lasts must be said once, before or after what it forbids,
as lock_shapes.read asks. Anchored pattern without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

REST = "for the rest of this turn"
LOCK = re.compile(rf"^(?P<before>[Ff]{REST[1:]}, )?[Yy]ou cannot Special Summon Effect Monsters"
                  rf"(?P<after> {REST})?, except from (?:the|your) hand\.$")


def read(text: str) -> list[dict[str, Any]] | None:
    """The `summon_lock` step of the sentence, or None."""
    found = LOCK.match(text)
    if found is None or bool(found.group("before")) == bool(found.group("after")):
        return None
    return [{"summon_lock": {"only": {"type": "Effect"}, "except_from": "hand"}}]
