"""The "if..." clauses of an ability body (CR 8-3-3) -> the scenario `condition:` keys.

A clause is one or more conditions joined by "and" (all must hold, CR 8-3-2-1). Each
condition is read by one anchored pattern of CLAUSES; a condition no pattern reads makes the
whole clause unreadable (UnreadableError), never guessed. The patterns have no nested
repetition and are tried at fixed positions only, so reading stays linear in the text.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards import printed
from cards.encoding.groups import UnreadableError
from cards.encoding.phrases import Reader

N = r"(\d{1,2})"
TYPE = r"\{([^{}]{1,60})\}"
NAME = r"\[([^\[\]]{1,60})\]"
Maker = Callable[[re.Match[str]], dict[str, Any]]


def read_condition(body: str) -> tuple[dict[str, Any], str]:
    """A leading "If ..., " clause and the rest of the body, capitalised; ({}, body) when the
    body has no such clause. An "If" the patterns do not read is UnreadableError."""
    if not body.startswith("If "):
        return {}, body
    condition, rest = read_clauses(body[len("If "):], ", ")
    return condition, rest[:1].upper() + rest[1:]


def read_trailing(sentence: str) -> tuple[dict[str, Any], str] | None:
    """"Draw 1 card if you have 5 or less cards in your hand." -> (condition, "Draw 1 card.");
    None when the sentence ends with no "if" clause."""
    head, found, tail = sentence.rpartition(" if ")
    if not found or not head or not tail.endswith("."):
        return None
    condition, rest = read_clauses(tail[:-1], "")
    if rest:
        raise UnreadableError(tail)
    return condition, head + "."


def read_clauses(text: str, end: str) -> tuple[dict[str, Any], str]:
    """Conditions joined by " and ", up to `end` (", " or the end of the text): the merged
    keys and what follows `end`."""
    out: dict[str, Any] = {}
    at = 0
    while True:
        found = _one(text, at)
        if found is None:
            raise UnreadableError(text)
        keys, at = found
        for key, value in keys.items():
            if key in out:
                raise UnreadableError(text)  # the same key twice: not in the format
            out[key] = value
        if text.startswith(" and ", at):
            at += len(" and ")
            continue
        if end and text.startswith(end, at):
            return out, text[at + len(end):]
        if not end and at == len(text):
            return out, ""
        raise UnreadableError(text)


def _one(text: str, at: int) -> tuple[dict[str, Any], int] | None:
    for pattern, make in CLAUSES:
        match = pattern.match(text, at)
        if match:
            return make(match), match.end()
    return None


def _bound(key: str) -> Maker:
    """"N or less" -> `KEY_max`, "N or more" -> `KEY_min`, a bare N -> both."""
    def make(match: re.Match[str]) -> dict[str, Any]:
        value = int(match.group(1))
        direction = match.group(2) if match.re.groups > 1 else None
        if direction == "less":
            return {f"{key}_max": value}
        if direction == "more":
            return {f"{key}_min": value}
        return {f"{key}_min": value, f"{key}_max": value}
    return make


def _fixed(**keys: object) -> Maker:
    return lambda match: dict(keys)


def _value(key: str, kind: Callable[[str], Any] = str) -> Maker:
    return lambda match: {key: kind(match.group(1))}


def _traits(match: re.Match[str]) -> dict[str, Any]:
    first, second = match.group(1), match.group(2)
    return {"leader_trait": [first, second] if second else first}


def _names(key: str) -> Maker:
    return lambda match: {key: [n for n in match.groups() if n]}


def _characters(owner: str) -> Maker:
    """A count of Characters on the field: `characters: {owner, min/max, filter...}`."""
    def make(match: re.Match[str]) -> dict[str, Any]:
        groups = match.groupdict()
        none = "not_self" in groups  # "you have no (other) ... Characters"
        count = {"max": 0} if none else _count(groups.get("count"), groups.get("dir"))
        found: dict[str, Any] = {"owner": owner, **count}
        if groups.get("not_self"):
            found["not_self"] = True  # "no other [X] Characters": this card does not count
        if groups.get("rested"):
            found["rested"] = True
        traits = [t for t in (groups.get("t1"), groups.get("t2")) if t]
        if traits:
            found["traits"] = traits
        if groups.get("cname"):
            found["names"] = [groups["cname"]]
        if groups.get("other"):
            found["not_names"] = [groups["other"]]
        if groups.get("power2"):  # "with 5000 or more power"
            found["power_min"] = int(groups["power2"])
        for name in ("cost", "power"):
            if groups.get(name) is not None:
                base = "base_" if groups.get(name + "_base") else ""
                sides = {"less": ("max",), "more": ("min",), None: ("min", "max")}
                for side in sides[groups.get(name + "_dir")]:
                    found[f"{base}{name}_{side}"] = int(groups[name])
        return {"characters": found}
    return make


def _count(count: str | None, direction: str | None) -> dict[str, Any]:
    """"a Character" (1 or more), "2 or more / or less", "do not have 2" (1 or less)."""
    if count is None:
        return {"min": 1}
    if direction == "do not":
        if int(count) < 1:
            raise UnreadableError(count)
        return {"max": int(count) - 1}
    if direction == "":  # "If you have 5 Characters": exactly
        return {"min": int(count), "max": int(count)}
    return {"max" if direction == "less" else "min": int(count)}


def _any_character(low: int, high: int | None) -> dict[str, Any]:
    """"there is a Character with a cost of 0 / of 8 or more", on either field."""
    found = {"owner": "any", "min": 1, "cost_min": low}
    return {"characters": found if high is None else {**found, "cost_max": high}}


def _clause(text: str) -> re.Pattern[str]:
    return re.compile(text)


WITH = (r"(?: with (?:a (?P<cost_base>base )?cost of (?P<cost>\d{1,2})"
        r"(?: or (?P<cost_dir>less|more))?"
        r"|(?P<power>\d{1,5}) (?P<power_base>base )?power or (?P<power_dir>less|more)"
        r"|(?P<power2>\d{1,5}) or more power))?")
TYPED = (r"(?:\{(?P<t1>[^{}]{1,60})\}(?: or \{(?P<t2>[^{}]{1,60})\})? type "
         r"|\[(?P<cname>[^\[\]]{1,60})\] )?")
OTHER = r"(?: other than \[(?P<other>[^\[\]]{1,60})\])?"


def _that_character(match: re.Match[str]) -> dict[str, Any]:
    """"that Character has 5000 power or less / a cost of 4 or less": the card the effect
    chose before, as it is when the condition's place comes (engine that_card.py)."""
    what = "power" if match.group("what") else "cost"
    side = "max" if match.group("dir") == "less" else "min"
    return {"that_card": {f"{what}_{side}": int(match.group("value") or match.group("power"))}}


CLAUSES: list[tuple[re.Pattern[str], Maker]] = [
    (_clause(r"that Character has (?:a cost of (?P<value>\d{1,2})|(?P<power>\d{1,5}) "
             r"(?P<what>power)) or (?P<dir>less|more)"), _that_character),
    (_clause(r"your Leader has the " + TYPE + r" type or is " + NAME),
     lambda match: {"any_of": [{"leader_trait": match.group(1)},
                               {"leader_name": match.group(2)}]}),
    (_clause(r"there is a Character with a cost of " + N + r" or with a cost of " + N
             + r" or more"),
     lambda match: {"any_of": [_any_character(int(match.group(1)), int(match.group(1))),
                               _any_character(int(match.group(2)), None)]}),
    (_clause(r"your Leader has the " + TYPE + r" type and is active"),
     lambda match: {"leader_trait": match.group(1), "leader_rested": False}),
    (_clause(r"your Leader has the " + TYPE + r"(?: or " + TYPE + r")? type"), _traits),
    (_clause(r"your Leader's type includes \"([^\"]{1,60})\""),
     _value("leader_trait_includes")),
    (_clause(r"your Leader is " + NAME), _value("leader_name")),
    (_clause(r"your Leader is multicolored"), _fixed(leader_multicolored=True)),
    (_clause(r"your Leader is active"), _fixed(leader_rested=False)),
    (_clause(r"your Leader has (\d{1,5}) power or (less)"), _bound("leader_power")),
    (_clause(r"you have " + N + r"(?: or (less|more))? Life cards"), _bound("life")),
    (_clause(r"your opponent has " + N + r" or (less|more) Life cards"),
     _bound("opponent_life")),
    (_clause(r"you and your opponent have a total of " + N + r" or (less) Life cards"),
     _bound("total_life")),
    (_clause(r"you have less Life cards than your opponent"),
     _fixed(life_vs_opponent="fewer")),
    (_clause(r"the number of your Life cards is equal to or less than the number of your "
             r"opponent's Life cards"), _fixed(life_vs_opponent="at_most")),
    (_clause(r"you have " + N + r"(?: or (less|more))? cards in your hand"), _bound("hand")),
    (_clause(r"your opponent has " + N + r" or (less|more) cards in their hand"),
     _bound("opponent_hand")),
    (_clause(r"you have " + N + r" or (less|more) cards in your trash"), _bound("trash")),
    (_clause(r"the number of DON!! cards on your field is equal to or less than the number "
             r"on your opponent's field"), _fixed(don_vs_opponent="at_most")),
    (_clause(r"your opponent has more DON!! cards on their field than you"),
     _fixed(don_vs_opponent="fewer")),
    (_clause(r"you have " + N + r"(?: or (less|more))? DON!! cards on your field"),
     _bound("don")),
    (_clause(r"your opponent has " + N + r" or (less|more) DON!! cards on their field"),
     _bound("opponent_don")),
    (_clause(r"you have " + N + r" or (more) active DON!! cards"), _bound("active_don")),
    (_clause(r"you have " + N + r" or (more) rested DON!! cards"), _bound("rested_don")),
    (_clause(r"you have any DON!! cards given"), _fixed(given_don_min=1)),
    (_clause(r"you have a total of " + N + r" or (more) given DON!! cards"),
     _bound("given_don")),
    (_clause(r"this (?:Character|Leader) has " + N[:-1] + r"\d{0,3}) power or (more)"),
     _bound("self_power")),
    (_clause(r"this Character was played on this turn"), _fixed(self_played_this_turn=True)),
    (_clause(r"this Character is rested"), _fixed(self_rested=True)),
    (_clause(r"this Character is active"), _fixed(self_rested=False)),
    (_clause(r"you have " + NAME + r"(?: and " + NAME + r")?(?: on your field)?(?= and |, |$)"),
     _names("has_names")),
    (_clause(r"you don't have " + NAME), _names("lacks_names")),
    (_clause(r"you have an? " + NAME + r"(?= and |, |$)"), _names("has_names")),
    (_clause(r"you have " + N + r" or (more) rested cards"), _bound("rested_cards")),
    (_clause(r"your opponent has " + N + r" or (more) rested cards"),
     _bound("opponent_rested_cards")),
    (_clause(r"you have (?P<count>\d{1,2}) or (?P<dir>less|more) (?P<rested>rested )?" + TYPED
             + r"Characters(?: on your field)?" + OTHER + WITH), _characters("you")),
    (_clause(r"you have (?P<count>\d{1,2}) (?P<dir>)Characters(?= and |, |$)"),
     _characters("you")),
    (_clause(r"you (?P<dir>do not) have (?P<count>\d{1,2}) " + TYPED + r"Characters" + OTHER
             + WITH), _characters("you")),
    (_clause(r"you have an? " + TYPED + r"Character" + OTHER + WITH), _characters("you")),
    (_clause(r"your opponent has (?P<count>\d{1,2}) or (?P<dir>less|more) (?P<rested>rested )?"
             + TYPED + r"Characters" + WITH),
     _characters("opponent")),
    (_clause(r"your opponent has a Character" + WITH), _characters("opponent")),
    (_clause(r"there is a Character" + WITH), _characters("any")),
    (_clause(r"there are (?P<count>\d{1,2}) or (?P<dir>less|more) Characters" + WITH),
     _characters("any")),
    (_clause(r"you have no (?P<not_self>other )?" + TYPED + r"Characters" + WITH),
     _characters("you")),
    (_clause(r"you have " + N + r" or (more) Events in your trash"), _bound("trash_events")),
    (_clause(r"you have " + N + r" or (less|more) cards in your deck"), _bound("deck")),
]


def of_sentence(sentence: str) -> tuple[dict[str, Any], str]:
    """A condition inside a body ("Then, if you have 2 or less Life cards, draw 1 card.",
    "Draw 1 card if you have 5 or less cards in your hand."): it holds back only the steps of
    its own sentence (CR 8-3-3); ({}, sentence) when the sentence has none."""
    try:
        if sentence.startswith("If "):
            return read_condition(sentence)
        trailing = read_trailing(sentence) if " if " in sentence else None
    except UnreadableError:
        return {}, sentence  # not a clause read here: a template may still know the sentence
    return trailing if trailing is not None else ({}, sentence)


def extend(sink: list[dict[str, Any]], condition: dict[str, Any], steps: list[dict[str, Any]],
           may: bool) -> list[dict[str, Any]]:
    """Add one sentence's steps to `sink`; a sentence with a condition adds
    `{if: {condition, steps}}` instead, and the list where the following sentences go is
    that one, since a clause not met holds back everything after it (CR 8-3-3)."""
    if not condition:
        sink.extend(steps)
        return sink
    if may:
        # "you may" applies to the whole effect in the format; after a condition in the
        # middle the choice would come later than that: not read
        raise UnreadableError("a choice after a condition in the middle")
    inner = list(steps)
    sink.append({"if": {"condition": condition, "steps": inner}})
    return inner


def check_static(condition: dict[str, Any], entries: list[dict[str, Any]]) -> dict[str, Any]:
    """The "If..." of a permanent ability: one whose entries change a cost may read no power
    or cost, one whose entries change a power may read no power, or the engine would go
    round in circles (schema_conditions, statics.in_force). A cost change of the card in the
    hand ("give this card in your hand −4 cost") changes nothing on the field, so it may read
    the field's power (ST23-001)."""
    parts = [condition, *condition.get("any_of", [])]
    wanted = {key for part in parts for key in part.get("characters", {})}
    reads_power = bool({"self_power_min", "leader_power_max"} & set(condition)
                       or {"power_min", "power_max"} & wanted)
    reads_cost = bool({"cost_min", "cost_max"} & wanted)
    changes_cost = any(entry.get("cost") and entry.get("where") != "hand" for entry in entries)
    changes_power = any(entry.get("power") for entry in entries)
    if (changes_cost and (reads_power or reads_cost)) or (changes_power and reads_power):
        raise UnreadableError("a permanent condition on what it changes")
    return condition


def refers_back(sentence: str) -> bool:
    """"that card gains ...": the card an earlier sentence of the body chose."""
    return sentence.startswith("That card ") or sentence == "K.O. it."


def _that_card(kind: str) -> Callable[[re.Match[str]], tuple[list[dict[str, Any]], None]]:
    """"Then, if ..., that card gains an additional +2000 power during this battle.": the
    card chosen earlier in the body (`chosen`, already under the effect's filter)."""
    def read(match: re.Match[str]) -> tuple[list[dict[str, Any]], None]:
        duration = match.group("duration")
        if kind == "power":
            step = {"power": {"target": "chosen", "amount": int(match.group("amount")),
                              "duration": duration}}
        else:
            gained = {"target": "chosen", "keyword": match.group("kw")}
            step = {"gain": {**gained, **({"duration": "battle"} if duration == "battle" else {})}}
        return [step], None
    return read


KEYWORD = r"\[(?P<kw>" + "|".join(re.escape(k) for k in printed.KEYWORDS) + r")\]"
TEMPLATES: list[tuple[re.Pattern[str], Reader]] = [
    (re.compile(r"^K\.O\. it\.$"), lambda match: ([{"ko": "chosen"}], None)),  # that card
    (re.compile(r"^Place this Character at the bottom of the owner's deck\.$"),
     lambda match: ([{"bottom_deck": "self"}], None)),
    (re.compile(r"^That card gains (?:an additional )?\+(?P<amount>\d{1,5}) power during this "
                r"(?P<duration>turn|battle)\.$"), _that_card("power")),
    (re.compile(r"^That card gains " + KEYWORD + r" during this (?P<duration>turn|battle)\.$"),
     _that_card("gain")),
]
