""""..., ignoring its Summoning conditions": a Special Summon by an effect that its monster's own
summoning conditions do not stop (8-4-14), read as `ignoring: true` on that one summoning step.

Standard library only. The words are taken out of the sentence ("Special Summon 1 Toon monster
from your Deck, except "Toon Dark Magician", ignoring its Summoning conditions.", "Special
Summon it, ignoring its Summoning conditions, but its effects are negated"), the rest is read as
any action is, and the flag goes on the one step that Special Summons: a `fetch` to the field or
a `special_summon`. A sentence whose rest holds no such step, or more than one (the words would
not say which Summon they belong to), is not read. The pattern is anchored on its own words and
holds no nested quantifier: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]
Steps = list[Fields]

IGNORING = re.compile(r", ignoring (?:its|their) Summoning conditions(?=[,.])")


def read(text: str, reader: Callable[[str], Steps | None]) -> Steps | None:
    """The steps of a sentence with the words once, the Summon among them marked; None when
    the sentence lacks them (the caller reads it as usual) or when what is left is not read."""
    found = list(IGNORING.finditer(text))
    if len(found) != 1:
        return None
    bare = text[:found[0].start()] + text[found[0].end():]
    steps = reader(bare)
    if steps is None:
        return None
    summons = list(_summons(steps))
    if len(summons) != 1:
        return None
    summons[0]["ignoring"] = True
    return steps


def _summons(node: Any) -> list[Fields]:
    """Every step in `node` (a list of steps, nested under "then" or "if you do" keys) that
    Special Summons a card: the argument of a `fetch` to the field or of a `special_summon`."""
    found: list[Fields] = []
    if isinstance(node, list):
        for item in node:
            found += _summons(item)
        return found
    if not isinstance(node, dict):
        return found
    for key, value in node.items():
        summons = isinstance(value, dict) and (
            key == "special_summon" or key == "fetch" and value.get("to") == "field")
        found += [value] if summons else _summons(value)
    return found
