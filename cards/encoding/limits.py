"""Sentence templates of restrictions -> the steps of judge/engine/optcg/limits.py.

"Your opponent cannot activate [Blocker] during this battle." (ST01-012), "Up to 1 of your
opponent's Characters cannot attack until the start of your next turn.", "... will not become
active in your opponent's next Refresh Phase."... Their place among the other families'
templates is grammar.py's. Every pattern is anchored, without nested repetition.
"""
from __future__ import annotations

import re
from typing import Any

from cards.encoding.groups import TARGET, UnreadableError, target_filter
from cards.encoding.phrases import DURATION, DURATIONS, Reader

BOUND = r"(?P<value>\d{1,5})"
DIRECTION = r"(?P<dir>less|more)"
NEXT_REFRESH = r"will not become active in your opponent's next Refresh Phase\."


def _duration(match: re.Match[str]) -> str:
    return DURATIONS[match.group("duration")]


def _bounds(match: re.Match[str], what: str) -> dict[str, Any]:
    side = "max" if match.group("dir") == "less" else "min"
    return {f"{what}_{side}": int(match.group("value"))}


def _players_blockers(what: str | None) -> Reader:
    """"Your opponent cannot activate [Blocker] ...", with or without power/cost bounds."""
    def read(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        step = {"target": "opponent", "duration": _duration(match)}
        if what:
            step.update(_bounds(match, what))
        return [{"cannot_block": step}], None
    return read


def _all_blockers(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """"All of your opponent's Characters with 2000 power or less cannot activate [Blocker]":
    the Characters on the field when it resolves (official Q&A, OP11-013)."""
    step = {"target": "opponents_characters", "duration": _duration(match),
            **_bounds(match, "power")}
    return [{"cannot_block": step}], None


def _chosen_limit(kind: str) -> Reader:
    def read(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        return [{kind: {"target": "chosen", "duration": _duration(match)}}], target_filter(match)
    return read


def _opponents(match: re.Match[str]) -> dict[str, Any]:
    wanted = target_filter(match)
    if wanted.get("owner") != "opponent":
        raise UnreadableError("only the opponent's cards miss the opponent's Refresh Phase")
    return wanted


def _stay_rested(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    return [{"stay_rested": {"target": "chosen"}}], _opponents(match)


def _rest_and_stay(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    return [{"rest": "chosen"}, {"stay_rested": {"target": "chosen"}}], _opponents(match)


def _all_stay_rested(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    step: dict[str, Any] = {"target": "opponents_characters", "rested": True}
    if match.group("value"):
        step.update(_bounds(match, "cost"))
    return [{"stay_rested": step}], None


KO_BY = r"(?:(?P<by>in battle|by effects|by your opponent's effects) )?"
KO_WAYS = {"in battle": "battle", "by effects": "effects",
           "by your opponent's effects": "opponents_effects"}


def _no_ko(target: str, chosen: bool = False) -> Reader:
    """"None of your Characters can be K.O.'d ...": the Characters there when it resolves
    (official Q&A, ST06-016 White Out, OP08-038); "The selected Character cannot be K.O.'d"."""
    def read(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        step: dict[str, Any] = {"target": target, "duration": _duration(match)}
        if match.groupdict().get("value"):
            step.update(_bounds(match, "cost"))
        if match.group("by"):
            step["by"] = KO_WAYS[match.group("by")]
        return [{"cannot_be_ko": step}], None
    return read


def _select(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """"Select up to 1 of your Characters.": the choice a later "The selected ..." acts on."""
    return [], target_filter(match)


def _selected(kind: str) -> Reader:
    def read(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        step: dict[str, Any] = {"target": "chosen", "duration": _duration(match)}
        if match.groupdict().get("by"):
            step["by"] = KO_WAYS[match.group("by")]
        return [{kind: step}], None
    return read


def _draw_and_no_ko(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    steps, _ = _no_ko("your_characters")(match)
    return [{"draw": int(match.group("count"))}, *steps], None


def _no_life_to_hand(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    return [{"cannot_life_to_hand": {"target": "you", "duration": _duration(match)}}], None


def _no_don_active(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """"You cannot set DON!! cards as active using Character effects during this turn." """
    return [{"cannot_set_don_active": {"target": "you", "duration": _duration(match)}}], None


def _cannot_play(match: re.Match[str]) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """"You cannot play Character cards (with a base cost of 5 or more) during this turn" (their
    cost may not be paid, CR 4-7-2, and no effect plays them, 1-3-3), "You cannot play cards
    from your hand during this turn" (their cost may not be paid)."""
    step: dict[str, Any] = {"target": "you", "duration": "turn"}
    if match.group("what") == "Character cards":
        # no Character card is played by an effect either (official Q&A, OP14-020); "cards
        # from your hand" leaves effects free (the special ruling on OP13-028)
        step["types"] = ["character"]
        step["by_effects"] = True
    elif match.group("value"):
        raise UnreadableError("a base cost for cards of every kind")
    if match.group("value"):
        step["base_cost_min"] = int(match.group("value"))
    return [{"cannot_play": step}], None


def _pattern(text: str) -> re.Pattern[str]:
    return re.compile("^" + text + "$")


TEMPLATES: list[tuple[re.Pattern[str], Reader]] = [
    (_pattern(r"Your opponent cannot activate \[Blocker\] " + DURATION + r"\."),
     _players_blockers(None)),
    (_pattern(r"Your opponent cannot activate a \[Blocker\] Character that has " + BOUND
              + r" or " + DIRECTION + r" power " + DURATION + r"\."), _players_blockers("power")),
    (_pattern(r"Your opponent cannot activate the \[Blocker\] of any Character with a cost of "
              + BOUND + r" or " + DIRECTION + " " + DURATION + r"\."), _players_blockers("cost")),
    (_pattern(r"All of your opponent's Characters with " + BOUND + r" power or " + DIRECTION
              + r" cannot activate \[Blocker\] " + DURATION + r"\."), _all_blockers),
    (_pattern(TARGET + r" cannot activate \[Blocker\] " + DURATION + r"\."),
     _chosen_limit("cannot_block")),
    (_pattern(TARGET + r" cannot attack " + DURATION + r"\."), _chosen_limit("cannot_attack")),
    (_pattern(TARGET + r" cannot be rested " + DURATION + r"\."),
     _chosen_limit("cannot_be_rested")),
    (_pattern(r"None of your Characters can be K\.O\.'d " + KO_BY + DURATION + r"\."),
     _no_ko("your_characters")),
    (_pattern(r"Your Characters with a cost of " + BOUND + r" or (?P<dir>less) cannot be "
              r"K\.O\.'d " + KO_BY + DURATION + r"\."), _no_ko("your_characters")),
    (_pattern(r"Draw (?P<count>\d{1,2}) cards? and none of your Characters can be K\.O\.'d "
              + KO_BY + DURATION + r"\."), _draw_and_no_ko),
    (_pattern(r"Select " + TARGET + r"\."), _select),
    (_pattern(r"The selected Character cannot attack " + DURATION + r"\."),
     _selected("cannot_attack")),
    (_pattern(r"The selected Character cannot be K\.O\.'d " + KO_BY + DURATION + r"\."),
     _selected("cannot_be_ko")),
    (_pattern(r"You cannot add Life cards to your hand using your own effects " + DURATION
              + r"\."), _no_life_to_hand),
    (_pattern(r"You cannot set DON!! cards as active using Character effects " + DURATION
              + r"\."), _no_don_active),
    (_pattern(r"You cannot play (?P<what>Character cards|cards from your hand)(?: with a base "
              r"cost of " + BOUND + r" or more)? during this turn\."), _cannot_play),
    # before the TARGET templates: TARGET reads "All of ..." too, for the steps of groups.py
    (_pattern(r"All of your opponent's rested Characters(?: with a cost of " + BOUND
              + r" or (?P<dir>less))? " + NEXT_REFRESH), _all_stay_rested),
    (_pattern(TARGET + " " + NEXT_REFRESH), _stay_rested),
    (_pattern(r"Rest " + TARGET + r" and that Character " + NEXT_REFRESH), _rest_and_stay),
]
