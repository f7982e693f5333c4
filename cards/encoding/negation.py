"""Sentences that negate a card's effects -> the `negate` step (engine negation.py, CR 8-2):
"Negate the effect of up to 1 of your opponent's Leader or Character cards during this turn.",
"Negate the effect of up to 1 of your opponent's Leader or Character cards and give that card
−4000 power during this turn.", "This Character's effect is negated during this turn."

Every pattern is anchored and has no nested repetition.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.encoding.gains import LASTS, WHILE
from cards.encoding.groups import TARGET, target_filter

Read = Callable[[re.Match[str]], tuple[list[dict[str, Any]], dict[str, Any] | None]]


def _step(target: str, match: re.Match[str]) -> dict[str, Any]:
    step: dict[str, Any] = {"target": target}
    if match.group("duration") in LASTS:  # "during this turn": the default
        step["duration"] = LASTS[match.group("duration")]
    return {"negate": step}


def _negate(target: str) -> Read:
    def read(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        return [_step(target, match)], (target_filter(match) if target == "chosen" else None)
    return read


def _negate_and_lower(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """"... and give that card −4000 power during this turn.": both on the chosen card, for the
    same while."""
    power = {"power": {"target": "chosen", "amount": -int(match.group("amount")),
                       "duration": LASTS.get(match.group("duration"), "turn")}}
    return [_step("chosen", match), power], target_filter(match)


def _on_play(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """"Your opponent's [On Play] effects are negated until the end of your opponent's next
    turn.": the opponent's, for every card they play meanwhile (engine negation.py)."""
    step = {"player": "opponent", "duration": "opponents_next_turn"}
    return [{"negate_on_play": step}], None


def _pattern(text: str) -> re.Pattern[str]:
    return re.compile("^" + text + r"\.$")


TEMPLATES: list[tuple[re.Pattern[str], Read]] = [
    (_pattern(r"Negate the effects? of " + TARGET + " " + WHILE), _negate("chosen")),
    (_pattern(r"Negate the effects? of " + TARGET + r" and give that card [−-](?P<amount>\d{1,5}) "
              r"power " + WHILE), _negate_and_lower),
    # "Negate the effect of ... and that Character cannot attack until ...", with no while of
    # its own for the negation (OP09-093), is not read: whether the "until" covers it too,
    # the words do not say
    (_pattern(r"Your opponent's \[On Play\] effects are negated until the end of your "
              r"opponent's next turn"), _on_play),
    (_pattern(r"This (?:Character|Leader)'s effects? (?:is|are) negated " + WHILE),
     _negate("self")),
]
