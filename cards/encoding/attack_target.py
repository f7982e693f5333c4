"""Sentences that change the attack's target -> the `change_attack_target` step (engine
attack_target.py): "Change the attack target to the selected Character." after "Select 1 of
your Characters." (read by base_power.py's "Select N of ...").

Every pattern is anchored and has no nested repetition.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Read = Callable[[re.Match[str]], tuple[list[dict[str, Any]], dict[str, Any] | None]]

TEMPLATES: list[tuple[re.Pattern[str], Read]] = [
    (re.compile(r"^Change the attack target to the selected (?:Character|card)\.$"),
     lambda match: ([{"change_attack_target": "chosen"}], None)),
]
