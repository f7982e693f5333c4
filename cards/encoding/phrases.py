"""The pieces the sentence templates share: how a template reads (`Reader`), the printed
durations, and anchored patterns. Standard library only; it imports no template module, so any
template module can be imported alone."""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

# a template's reader: the steps of one sentence and the filter of the card it chooses, if any
Reader = Callable[[re.Match[str]], tuple[list[dict[str, Any]], dict[str, Any] | None]]
DURATIONS = {"during this turn": "turn", "during this battle": "battle",
             "until the start of your next turn": "until_next_turn",
             "until the end of your opponent's next turn": "opponents_next_turn",
             "until the end of your opponent's next End Phase": "opponents_next_turn"}
DURATION = (r"(?P<duration>during this turn|during this battle|until the start of your next turn"
            r"|until the end of your opponent's next (?:turn|End Phase))")


def pattern(text: str) -> re.Pattern[str]:
    """The whole sentence, anchored at both ends (no template reads part of one)."""
    return re.compile("^" + text + "$")
