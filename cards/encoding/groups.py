"""The cards a sentence names: "up to 2 of your opponent's rested Characters with a cost of 4
or less", "all of your {Straw Hat Crew} type Characters", "Characters other than this
Character", "with 5000 base power or less"... -> a target filter of the scenario format.

"Up to N" keeps `chosen` with the filter's `up_to: N` (the action names up to N cards); "all
of" becomes the step target `{all: FILTER}`, found when the step resolves. Every pattern is
anchored by its template and has no nested repetition, so reading is linear in the text.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

COLORS = ("red", "green", "blue", "purple", "black", "yellow")
_NAME = r"\[(?P<{}>[^\[\]]{{1,60}})\]"
_BOUND = (r"(?: with (?:a (?P<base_cost>base )?cost of (?P<cost>\d{1,2})(?: or "
          r"(?P<cost_dir>less|more))?|(?P<power>\d{1,5}) (?P<base_power>base )?power(?: or "
          r"(?P<power_dir>less|more))?|a cost equal to or less than the (?P<life>number of "
          r"your opponent's|total of your and your opponent's) Life cards))?")
LIFE = {"number of your opponent's": "opponent", "total of your and your opponent's": "total"}
TARGET = (r"(?P<target>(?:[Uu]p to (?:a total of )?(?P<count>\d{1,2}) (?:of )?|(?P<all>[Aa]ll "
          r"(?:of )?))(?P<owner>your opponent's |your )?(?P<rested>rested |active )?"
          r"(?:(?P<color>" + "|".join(COLORS) + r") )?"
          r"(?:\{(?P<trait>[^{}]{1,60})\}(?: or \{(?P<trait2>[^{}]{1,60})\})? type )?"
          r"(?:" + _NAME.format("name") + " )?"
          r"(?P<kind>Characters?|Leader (?:or|and) Character cards|Leader|Character cards?|cards)"
          r"(?: or " + _NAME.format("also") + r")?(?P<no_effect> with no base effect)?"
          r"(?: other than (?:(?P<not_self>this Character)|" + _NAME.format("not1") + r"))?"
          + _BOUND + r"(?: other than " + _NAME.format("not2") + r")?)")
KINDS = {"Character": ["character"], "Characters": ["character"],
         "Character card": ["character"], "Character cards": ["character"],
         "Leader": ["leader"], "Leader or Character cards": ["leader", "character"],
         "Leader and Character cards": ["leader", "character"],
         "cards": ["leader", "character"]}
KEYWORDS = frozenset({"Blocker", "Rush", "Double Attack", "Banish", "Unblockable", "Trigger",
                      "Counter", "Rush: Character"})
# steps whose target may be `{all: FILTER}` (the engine's step table)
ALL_STEPS = ("ko", "trash", "bounce", "rest", "set_active", "bottom_deck", "power", "cost",
             "set_power_zero")


class UnreadableError(ValueError):
    """The text does not follow a template the parser knows completely."""


def target_filter(match: re.Match[str]) -> dict[str, Any]:
    """The filter of a TARGET phrase; the kind of card decides who may be meant."""
    group = match.groupdict()
    owner = {"your opponent's ": "opponent", "your ": "you"}.get(group.get("owner") or "", "")
    found: dict[str, Any] = {"owner": owner} if owner else {}
    found["types"] = KINDS[group["kind"]]
    if group.get("count") and int(group["count"]) > 1:
        found["up_to"] = int(group["count"])
    if group.get("count") == "0":
        raise UnreadableError("up to 0")
    if group.get("rested"):
        found["rested"] = group["rested"] == "rested "  # "active": not rested
    if group.get("color"):
        found["colors"] = [group["color"]]
    traits = [t for t in (group.get("trait"), group.get("trait2")) if t]
    if traits:
        found["traits"] = traits
    if group.get("name") in KEYWORDS:  # "[Blocker] Characters": a keyword, not a name
        raise UnreadableError("a keyword as a filter")
    if group.get("name"):
        found["names"] = [group["name"]]
    elif group["kind"] == "cards":
        raise UnreadableError("cards of no named kind")
    if group.get("no_effect"):  # no text of its own (official Q&A, P-011)
        found["no_base_effect"] = True
    _others(group, found)
    _bounds(group, found)
    return found


def _others(group: dict[str, Any], found: dict[str, Any]) -> None:
    """"other than this Character / [X]", "your Characters or [X]"."""
    if group.get("not_self"):
        found["not_self"] = True
    excluded = [n for n in (group.get("not1"), group.get("not2")) if n]
    if excluded:
        found["not_names"] = excluded
    if group.get("also"):
        found["also_names"] = [group["also"]]


def _bounds(group: dict[str, Any], found: dict[str, Any]) -> None:
    if group.get("life"):
        found["cost_max_life"] = LIFE[group["life"]]
    for name in ("cost", "power"):
        if not group.get(name):
            continue
        direction = group.get(name + "_dir")
        sides = {"less": ("max",), "more": ("min",), None: ("min", "max")}[direction]
        # "base": the printed value, not the current one (CR 4-9-2)
        prefix = "base_" if group.get("base_" + name) else ""
        for side in sides:  # "with a cost of 0": exactly that
            found[f"{prefix}{name}_{side}"] = int(group[name])


JOINS = (" and ", ", then ")
MAX_JOINS = 4  # the places tried in one sentence: a few "and"s at most


def split_joined(sentences: list[str], reads: Callable[[str], bool]) -> list[str]:
    """"Rest up to 1 of ... and this Character gains +1000 power during this turn.": a
    sentence no template reads whole, made of two that each read, is those two, in order
    (CR 1-3-7); anything else is left whole, to be found unreadable."""
    out: list[str] = []
    for sentence in sentences:
        out.extend(_halves(sentence, reads) or [sentence])
    return out


def _halves(sentence: str, reads: Callable[[str], bool]) -> list[str] | None:
    if sentence.startswith(("You may ", "If ")) or reads(sentence):
        return None
    tried = 0
    for join in JOINS:
        start = sentence.find(join)
        while start != -1 and tried < MAX_JOINS:
            tried += 1
            left = sentence[:start] + "."
            right = sentence[start + len(join):]
            right = right[:1].upper() + right[1:]
            if reads(left) and reads(right):
                return [left, right]
            start = sentence.find(join, start + 1)
    return _two_targets(sentence, reads)


VERBS = ("K.O. ", "Rest ", "Return ", "Place ", "Set ")
TAILS = ("", " to the owner's hand", " at the bottom of the owner's deck", " as active")


def _two_targets(sentence: str, reads: Callable[[str], bool]) -> list[str] | None:
    """"K.O. up to 1 of ... with a cost of 3 or less and up to 1 of ... with a cost of 2 or
    less.": one verb, two choices; the words after the second ("to the owner's hand") belong
    to both."""
    verb = next((v for v in VERBS if sentence.startswith(v)), None)
    start = sentence.find(" and up to ")
    if verb is None or start == -1 or sentence.find(" and up to ", start + 1) != -1:
        return None
    first, rest = sentence[:start], sentence[start + len(" and "):].removesuffix(".")
    for tail in TAILS:
        if rest.endswith(tail) and not (tail and first.endswith(tail)):
            left = first + tail + "."
            right = verb + rest + "."
            if reads(left) and reads(right):
                return [left, right]
    return None


def as_second(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The steps of a body's second choice aim at `chosen_2` (the effect's `target_2`)."""
    out: list[dict[str, Any]] = []
    for step in steps:
        (kind, arg), = step.items()
        if arg == "chosen":
            out.append({kind: "chosen_2"})
        elif isinstance(arg, dict) and arg.get("target") == "chosen":
            out.append({kind: {**arg, "target": "chosen_2"}})
        else:
            raise UnreadableError(f"{kind} in a second choice")
    return out


def spread(match: re.Match[str], steps: list[dict[str, Any]], wanted: dict[str, Any] | None
           ) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """"All of ...": every step aimed at `chosen` acts on every card the filter names, and
    nothing is chosen."""
    if wanted is None or not match.groupdict().get("all"):
        return steps, wanted
    out = []
    for step in steps:
        (kind, arg), = step.items()
        if arg == "chosen" and kind in ALL_STEPS:
            out.append({kind: {"all": wanted}})
        elif isinstance(arg, dict) and arg.get("target") == "chosen" and kind in ALL_STEPS:
            out.append({kind: {**arg, "target": {"all": wanted}}})
        else:
            raise UnreadableError(f"{kind} on all cards")
    return out, None
