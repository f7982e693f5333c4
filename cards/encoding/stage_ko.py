"""Sentences that K.O. a Stage -> the `ko` step on a chosen Stage (engine stage_ko.py): "K.O. up
to 1 of your opponent's Stages with a cost of 3 or less."

Only this template names Stages as a target: the other steps' templates do not, since the
engine moves only Characters for them. Every pattern is anchored and has no nested
repetition.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Read = Callable[[re.Match[str]], tuple[list[dict[str, Any]], dict[str, Any] | None]]


def _stage(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    wanted: dict[str, Any] = {"owner": "opponent", "types": ["stage"]}
    cost = match.group("cost")
    if cost is not None:
        value = int(cost)
        sides = {"less": ("max",), "more": ("min",), None: ("min", "max")}[match.group("dir")]
        wanted.update({f"cost_{side}": value for side in sides})
    return [{"ko": "chosen"}], wanted


TEMPLATES: list[tuple[re.Pattern[str], Read]] = [
    (re.compile(r"^K\.O\. up to 1 of your opponent's Stages(?: with a cost of "
                r"(?P<cost>\d{1,2})(?: or (?P<dir>less|more))?)?\.$"), _stage),
]
