"""An effect that Special Summons a Gemini monster and gives it its effects (8-1-12), read into
the scenario format's `special_summon` step with `gemini_effects: true`:

"Special Summon that target, and if you do, it becomes an Effect Monster, and gains its
effect." (Blazewing Butterfly; "Special Summon that target and if you do, ..." Black
Brutdrago). Read only when the target is a Gemini monster ("target 1 Gemini monster in your
GY"): the words give nothing to any other monster. Standard library only; the pattern is
anchored, with no nested quantified group (linear).
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

GAINS = re.compile(r"^Special Summon (?:that target|it),? and if you do, it becomes an Effect "
                   r"Monster, and gains its effects?\.?$")


def summon(text: str, aimed: Fields) -> list[Fields] | None:
    """The steps of such an action on the effect's target, or None."""
    target = aimed.get("target") or {}
    if not GAINS.match(text) or target.get("type") != "Gemini" or target.get("zone") == "field":
        return None
    return [{"special_summon": {"card": "chosen", "gemini_effects": True}}]
