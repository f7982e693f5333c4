""""(Flip effects are not activated.)" / "(Flip monsters' effects are not activated.)" printed
after a monster's effect that changes a battle position (Tin Archduke, VW-Tiger Catapult, Ally
of Justice Searcher): read into that effect's one `change_position` step as `no_flip: true`
(9-2-10): a face-down monster it turns face-up activates no FLIP effect.

Standard library only; the sentence matched whole (anchored, linear). An effect without exactly
one such step leaves it unread: which change it speaks of is not guessed.
"""
from __future__ import annotations

import re
from typing import Any

NOT_ACTIVATED = re.compile(r"^\(Flip (?:monsters' )?effects are not activated\.\)$")


def follows(text: str, entry: dict[str, Any]) -> bool:
    """Whether `text` is this sentence over the effect read just before it (`entry`, its step
    marked)."""
    if not NOT_ACTIVATED.match(text):
        return False
    changes = [step["change_position"] for step in entry.get("effect", [])
               if "change_position" in step]
    if len(changes) != 1 or "no_flip" in changes[0]:
        return False
    changes[0]["no_flip"] = True  # 9-2-10
    return True
