"""Sentences that give a card a keyword or a flag for a while -> the `gain` step (engine
gains.py): "This Character gains [Rush] during this turn.", "Up to 1 of your [Nami] cards
gains [Blocker] during this turn.", "This Character can also attack your opponent's active
Characters during this turn."

"during this turn / battle", "until the start of your next turn" and "until the end of your
opponent's next turn / End Phase" are read: the engine ends a gain as it ends a power change.
Every pattern is anchored and has no nested repetition.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards import printed
from cards.encoding.groups import TARGET, target_filter

KEYWORD = r"\[(?P<kw>" + "|".join(re.escape(k) for k in printed.KEYWORDS) + r")\]"
WHILE = (r"(?P<duration>during this turn|during this battle|until the start of your next turn"
         r"|until the end of your opponent's next (?:turn|End Phase))")
LASTS = {"during this battle": "battle", "until the start of your next turn": "until_next_turn",
         "until the end of your opponent's next turn": "opponents_next_turn",
         "until the end of your opponent's next End Phase": "opponents_next_turn"}
ACTIVE = r"can also attack (?:your opponent's )?active Characters"
SELF = r"This (?:Character|Leader)"
AND_POWER = r" and \+(?P<amount>\d{1,5}) power "


def _gain(target: str, flag: bool = False) -> Callable[
        [re.Match[str]], tuple[list[dict[str, Any]], dict[str, Any] | None]]:
    def read(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        step: dict[str, Any] = {"target": target}
        if flag:
            step["flag"] = "attacks_active"
        else:
            step["keyword"] = match.group("kw")
        if match.group("duration") in LASTS:  # "during this turn": the default
            step["duration"] = LASTS[match.group("duration")]
        return [{"gain": step}], (target_filter(match) if target == "chosen" else None)
    return read


def _gain_and_power(target: str) -> Callable[
        [re.Match[str]], tuple[list[dict[str, Any]], dict[str, Any] | None]]:
    """"This Character gains [Blocker] and +1000 power during this battle.": two steps on the
    same card, for the same while."""
    def read(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        (gain,), wanted = _gain(target)(match)
        duration = LASTS.get(match.group("duration"), "turn")
        power = {"power": {"target": target, "amount": int(match.group("amount")),
                           "duration": duration}}
        return [gain, power], wanted
    return read


def _draw_then_gain(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """"Draw 1 card and this Character gains [Rush] during this turn." (OP09-119)"""
    (gain,), _ = _gain("self")(match)
    return [{"draw": int(match.group("draw"))}, gain], None


def _pattern(text: str) -> re.Pattern[str]:
    return re.compile("^" + text + r"\.$")


WHEN_PLAYED = r"can attack Characters on the turn in which it is played"


def _when_played(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """No duration is printed: being played matters only on that turn, so the turn bounds it."""
    step = {"target": "chosen", "flag": "attacks_characters_when_played"}
    return [{"gain": step}], target_filter(match)


TEMPLATES = [
    (_pattern(SELF + " gains " + KEYWORD + " " + WHILE), _gain("self")),
    (_pattern("Your Leader gains " + KEYWORD + " " + WHILE), _gain("your_leader")),
    (_pattern(TARGET + " gains? " + KEYWORD + " " + WHILE), _gain("chosen")),
    (_pattern(SELF + " " + ACTIVE + " " + WHILE), _gain("self", flag=True)),
    (_pattern(TARGET + " " + ACTIVE + " " + WHILE), _gain("chosen", flag=True)),
    (_pattern(TARGET + " " + WHEN_PLAYED), _when_played),
    (_pattern(SELF + " gains " + KEYWORD + AND_POWER + WHILE), _gain_and_power("self")),
    (_pattern("Your Leader gains " + KEYWORD + AND_POWER + WHILE),
     _gain_and_power("your_leader")),
    (_pattern(TARGET + " gains? " + KEYWORD + AND_POWER + WHILE), _gain_and_power("chosen")),
    (_pattern(r"Draw (?P<draw>\d{1,2}) cards? and this Character gains " + KEYWORD + " " + WHILE),
     _draw_then_gain),
]
