"""A Special Summon that leaves its monster's battle position to a choice between two the card
names (8-4-3): "Special Summon that monster in face-up Attack Position or face-down Defense
Position." -> the step's `position: attack_or_set`, "... in face-up or face-down Defense
Position" -> `position: defense_or_set`; the activation names `face_down: true` for the
face-down one.

Standard library only. The words are taken out of the sentence, which the other readers then
read ("Special Summon that monster."); the choice is put on its one Special Summon step
(`special_summon`, or a `fetch` to the field) that names no position of its own. A sentence
with no such step, or several, is not read. Literal phrases: linear.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]

# (the printed words, with the comma some print before them; the choice)
PHRASES = tuple((f"{comma} in {words}", choice) for comma in (",", "")
                for words, choice in (
                    ("face-up Attack Position or face-down Defense Position", "attack_or_set"),
                    ("Attack Position or face-down Defense Position", "attack_or_set"),
                    ("face-up or face-down Defense Position", "defense_or_set")))


def read(text: str, action: Callable[[str], list[Fields] | None]) -> list[Fields] | None:
    """The steps of `text` with its choice of positions on its Special Summon, or None."""
    found = next(((words, choice) for words, choice in PHRASES if words in text), None)
    if found is None or text.count(found[0]) != 1:
        return None
    steps = action(text.replace(found[0], "", 1))
    summons = [args for args in (_summon(step) for step in steps or []) if args is not None]
    if len(summons) != 1 or "position" in summons[0]:
        return None
    summons[0]["position"] = found[1]  # 8-4-3
    return steps


def _summon(step: Fields) -> Fields | None:
    """The arguments of a step that Special Summons a monster, or None."""
    if isinstance(step.get("special_summon"), dict):
        return step["special_summon"]
    fetch = step.get("fetch")
    return fetch if isinstance(fetch, dict) and fetch.get("to") == "field" else None
