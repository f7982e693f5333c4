"""Several targets "with different names" (5-2-3): "Target 2 "Salamangreat" monsters in your GY
with different names", "target up to 2 Level 4 or lower FIRE monsters with different names in
your GY", "target 3 of your banished LIGHT Machine Union monsters with different names", read
as the same target without those words, with `different_names: true`: no two of the cards
chosen may share a name (judge/engine/ygo/target_names.py).

Read only where the words stand once, right before the place or at the end, and the rest reads
as two or more targets: a lone target has no other to differ from. Standard library only; the
pattern is anchored, with no nested quantified group (linear).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]

WORDS = " with different names"
# the words end the sentence or come before its place ("in your GY", "you control")
NAMES = re.compile(r"^(?P<head>[Tt]arget [^;]+?) with different names(?P<tail> (?:in|on|you|"
                   r"your) [^;]+)?$")


def without_names(text: str) -> str | None:
    """The target's words without "with different names"; None when they are not there once."""
    found = NAMES.match(text) if text.count(WORDS) == 1 else None
    return found["head"] + (found["tail"] or "") if found is not None else None


def with_names(text: str, read: Callable[[str], Fields | None]) -> Fields | None:
    """The target read without the words (`read`), asking names that differ; None when the rest
    is not read or names a single target."""
    plain = without_names(text)
    aimed = read(plain) if plain is not None else None
    spec = (aimed or {}).get("target")
    if not isinstance(spec, dict) or spec.get("count", 1) < 2 or "different_names" in spec:
        return None
    return {**(aimed or {}), "target": {**spec, "different_names": True}}
