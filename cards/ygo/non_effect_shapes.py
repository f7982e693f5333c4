""""a non-Effect Monster" in a target or a cost ("Target 1 non-Effect Monster in your GY", "Send 1
face-up non-Effect Monster you control to the GY"), read as the same words with "monster" and
`non_effect: true` on the description: a monster whose type line does not say Effect (4-3-2).

Standard library only. The words must be there once, as the cards print them (capital
"Monster"); the rest is read by the caller's own reader, and the key goes on the one
description it returns (`target` or `cost_cards`). The pattern is anchored on its words, with no
nested quantifier: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]

WORDS = re.compile(r"(?<= )non-Effect Monster(?= )")


def read(text: str, reader: Callable[[str], Fields | None], key: str) -> Fields | None:
    """What `reader` makes of the text with plain "monster", with `non_effect` on its `key`
    description; None when the words are not there once, or when what is read is no
    description of a monster under `key`."""
    found = list(WORDS.finditer(text))
    if len(found) != 1:
        return None
    read_fields = reader(text[:found[0].start()] + "monster" + text[found[0].end():])
    described = (read_fields or {}).get(key)
    if not isinstance(described, dict) or described.get("what") != "monster":
        return None
    described["non_effect"] = True
    return read_fields
