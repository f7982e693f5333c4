"""Two targets, each with its own part of the effect: "Target 1 "Gouki" card you control and 1
"Gouki" monster in your GY; destroy that card on the field, and if you do, Special Summon that
other monster from the GY." (Gouki Face Turn), "Target 1 Zombie monster in your GY and 1 monster
in your opponent's GY; Special Summon the first target, also banish the second target." (Book of
Life), "...; destroy the first target, then give control of the second target to your opponent."
(Mystic Box).

Standard library only. The first target is the card's `target`, the second its `also_target`
(each read by target_shapes.target as "Target 1 ..." alone, in any zones); each part names one
of them ("the first target", "that card on the field", "that other monster"...), is read by
shapes.action as a part on "it", and its steps act on `first_target` or `second_target`
(5-2-3); the two parts are joined as "and if you do", "then" or "also" join any (5-2-7). A part
that names neither, or both, or a third card, is not read. Every pattern is anchored or a fixed
phrase: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import shapes, target_pairs, target_shapes

Fields = dict[str, Any]

# how a part names each target; "on the field" and "you control" only for a target there
FIRST = ("the first target", "that card on the field", "that monster on the field",
         "that monster you control", "that card you control")
ON_FIELD = FIRST[1:]
SECOND = ("the second target", "that other monster", "the other target")
# how the second part joins the first (5-2-7): the step that carries it, or none ("also")
JOINS = {", and if you do, ": "if_you_do", ", then ": "then", ", also ": ""}
# "Special Summon it from the GY": the target is already a card in the GY
IT = re.compile(r"\bit\b")
FROM_GY = re.compile(r"\bit from (?:the|your) (?:GY|Graveyard)(?=\.$)")


def read(target: str, action: str) -> tuple[Fields, list[Fields]] | None:
    """The card's `target` and `also_target`, and its steps; None when not this shape."""
    found = target_pairs.PAIR.match(target)
    if found is None or not action.endswith("."):
        return None
    first = target_shapes.target(f"Target 1 {found.group('first')}")
    second = target_shapes.target(f"Target 1 {found.group('second')}")
    if not _one(first) or not _one(second):
        return None
    aimed = (first or {})["target"], (second or {})["target"]
    parts = _split(action[:-1])
    if parts is None:
        return None
    head, join, tail = parts
    steps_head, steps_tail = _part(head, aimed), _part(tail, aimed)
    if steps_head is None or steps_tail is None:
        return None
    steps = steps_head + ([{join: steps_tail}] if join else steps_tail)
    return {"target": aimed[0], "also_target": aimed[1]}, steps


def _one(fields: Fields | None) -> bool:
    """A target of exactly one card, and nothing beside it."""
    return fields is not None and list(fields) == ["target"] \
        and "count" not in fields["target"] and "up_to" not in fields["target"]


def _split(text: str) -> tuple[str, str, str] | None:
    """The two parts and the step that joins them; None unless exactly one join is there."""
    found = [(text.find(words), words) for words in JOINS if words in text]
    if len(found) != 1 or text.count(found[0][1]) != 1:
        return None
    at, words = found[0]
    return text[:at], JOINS[words], text[at + len(words):]


def _part(text: str, aimed: tuple[Fields, Fields]) -> list[Fields] | None:
    """One part read on the one target it names, its steps on `first_target` or
    `second_target`; None when it names none, both, or one twice."""
    named = [(words, 0) for words in FIRST if words in text] \
        + [(words, 1) for words in SECOND if words in text]
    if len(named) != 1 or text.count(named[0][0]) != 1:
        return None
    words, index = named[0]
    if words in ON_FIELD and aimed[index].get("zone") != "field":
        return None
    plain = f"{text.replace(words, 'it')}."
    if aimed[index].get("zone") == "graveyard":
        plain = FROM_GY.sub("it", plain)
    if len(IT.findall(plain)) != 1:
        return None  # another "it" would be a card this reading does not know
    steps = shapes.action(plain, {"target": aimed[index]})
    if steps is None:
        return None
    word = ("first_target", "second_target")[index]
    renamed = _renamed(steps, word)
    return renamed if isinstance(renamed, list) and _names(renamed, word) else None


def _renamed(value: Any, word: str) -> Any:
    """The steps with every `chosen` (the target read) replaced by the word."""
    if value == "chosen":
        return word
    if isinstance(value, list):
        return [_renamed(item, word) for item in value]
    if isinstance(value, dict):
        return {key: _renamed(item, word) for key, item in value.items()}
    return value


def _names(value: Any, word: str) -> bool:
    """Whether the steps act on the target at all."""
    if value == word:
        return True
    if isinstance(value, list):
        return any(_names(item, word) for item in value)
    if isinstance(value, dict):
        return any(_names(item, word) for item in value.values())
    return False
