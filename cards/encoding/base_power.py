"""Sentences that set or swap power -> the `base_power`, `swap_base_power` and `set_power_zero`
steps (engine base_power.py, CR 4-9-2; interpreter's set_power_zero, CR 4-12):
"This Character's base power becomes the same as your opponent's Leader during this turn.",
"Your Leader's base power becomes 7000 until the end of your opponent's next End Phase.",
"Select 2 of your opponent's Characters ... Swap the base power of the selected Characters with
each other during this turn.", "Set the power of up to 1 of your opponent's Characters to 0
during this turn."

Every pattern is anchored and has no nested repetition.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.encoding.gains import LASTS, WHILE
from cards.encoding.groups import TARGET, UnreadableError, target_filter

Read = Callable[[re.Match[str]], tuple[list[dict[str, Any]], dict[str, Any] | None]]
SELF = r"This (?:Character|Leader)'s base power becomes the same as "
# whose power "the same as ..." takes, by the words that name it
SAME_AS = {"your opponent's Leader": "opponents_leader",
           "your opponent's Leader's power": "opponents_leader",
           "the selected Character's power": "chosen",
           "the power of your opponent's attacking Leader or Character": "attacker"}
SAME = "(?P<same>" + "|".join(re.escape(k) for k in SAME_AS) + ")"


def _lasting(match: re.Match[str]) -> dict[str, Any]:
    """"during this turn" is the step's default, so it is left out."""
    duration = match.group("duration")
    return {"duration": LASTS[duration]} if duration in LASTS else {}


def _same_as(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    step = {"target": "self", "same_as": SAME_AS[match.group("same")], **_lasting(match)}
    return [{"base_power": step}], None


def _amount(target: str) -> Read:
    def read(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        step = {"target": target, "amount": int(match.group("amount")), **_lasting(match)}
        wanted = target_filter(match) if target == "chosen" else None
        return [{"base_power": step}], wanted
    return read


def _typed_leader(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """"Your {Navy} type Leader's base power becomes 7000.": there is such a Leader only when
    the Leader has the type, so the step holds only then."""
    (step,), _ = _amount("your_leader")(match)
    return [{"if": {"condition": {"leader_trait": match.group("trait")}, "steps": [step]}}], None


def _select_exact(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """"Select 2 of your ... Characters." (a later swap acts on them: the engine's swap does
    nothing with fewer), "select 1 of your Characters." (the attack's new target,
    attack_target.py): the choice a later "the selected ..." acts on."""
    inner = TARGET_ONLY.match(f"Up to {match.group('n')} of " + match.group("rest"))
    if inner is None:
        raise UnreadableError(match.group(0))
    return [], target_filter(inner)


def _swap(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    return [{"swap_base_power": _lasting(match)}], None


def _zero(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    step = {"target": "chosen", **_lasting(match)}
    return [{"set_power_zero": step}], target_filter(match)


def _pattern(text: str) -> re.Pattern[str]:
    return re.compile("^" + text + r"\.$")


TARGET_ONLY = re.compile("^" + TARGET + "$")
TEMPLATES: list[tuple[re.Pattern[str], Read]] = [
    (_pattern(SELF + SAME + " " + WHILE), _same_as),
    (_pattern(r"Your Leader's base power becomes (?P<amount>\d{1,5}) " + WHILE),
     _amount("your_leader")),
    (_pattern(r"Your \{(?P<trait>[^{}]{1,60})\} type Leader's base power becomes "
              r"(?P<amount>\d{1,5}) " + WHILE), _typed_leader),
    (_pattern(TARGET + r"'s? base power becomes (?P<amount>\d{1,5}) " + WHILE),
     _amount("chosen")),
    (_pattern(r"Select (?P<n>[12]) of (?P<rest>your [^.]{1,120})"), _select_exact),
    (_pattern(r"Swap the base power of the selected (?:Characters|cards) with each other "
              + WHILE), _swap),
    (_pattern(r"Set the power of " + TARGET + r" to 0 " + WHILE), _zero),
]
