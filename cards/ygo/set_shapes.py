"""Setting cards by an effect, the sentences `fetch_shapes.py` does not read: a Spell or Trap
the effect targeted in its player's own GY, Set face-down ("Target 1 Trap in your GY; Set that
target.", "... Set it to your field.") -> the `set` step on the target (`{set: chosen}`): the
card goes to its owner's Spell & Trap Zone, or Field Zone, as a card Set this turn (10-1-1,
10-3-2; judge/engine/ygo/set_steps.py).

Standard library only. Only a Spell, Trap or Spell/Trap (or a card named) in the activating
player's own GY is read: a card of the opponent's GY Set to "your field" changes control, which
the engine does not apply. Patterns are anchored and linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

IT = r"(?:it|that target|that card)"
SET = re.compile(rf"^[Ss]et {IT}(?: to your field)?\.$")
SET_WHAT = ("spell", "trap", "spell_trap")


def on_target(text: str, spec: Fields) -> list[Fields] | None:
    """The `set` step of "Set that target.", or None when the sentence or the target does not
    fit: a Spell or Trap (or a card by name) in the player's own GY."""
    if SET.match(text) is None or spec.get("zone") != "graveyard" \
            or spec.get("player") != "controller":
        return None
    if spec.get("what") not in SET_WHAT and "names" not in spec:
        return None
    return [{"set": "chosen"}]


# "It can be activated this turn.", "That Set card can be activated during this turn.": the
# one card the step just before Set may be activated the same turn (10-3-2)
READY = re.compile(r"^(?:It|That Set card) can be activated (?:during )?this turn\.$")


def ready(text: str, steps: list[Fields]) -> bool:
    """Whether `text` is READY and the last of `steps` (or the last part under its "and if you
    do" / "then") Sets one card, which it then marks: `ready` on a `fetch`, `set_ready` for a
    target; False, nothing changed, otherwise."""
    if READY.match(text) is None or not steps:
        return False
    holder, last = steps, steps[-1]
    while next(iter(last)) in ("if_you_do", "then") and last[next(iter(last))]:
        holder = last[next(iter(last))]
        last = holder[-1]
    if last == {"set": "chosen"}:
        holder[-1] = {"set_ready": "chosen"}
        return True
    fetch = last.get("fetch")
    if not isinstance(fetch, dict) or fetch.get("to") != "set" or fetch.get("count", 1) != 1:
        return False
    fetch["ready"] = True
    return True
