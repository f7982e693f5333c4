"""The condition a Continuous Effect holds under ("While you control a "Gadget" monster, this
card gains 2000 ATK.", "This card gains 800 ATK while you control a face-up Fish monster other
than this card."), read into the scenario format's `if` keys (those of a procedure's `if`,
conditions_shapes.board_state), seen from the card's controller; the rest of the sentence is
read by its own reader.

Standard library only: the condition ends at the first ", " outside quoted names (scanned once:
linear); anchored patterns, no nested quantified group.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import conditions_shapes, described, link_zone_shapes

Fields = dict[str, Any]

LEADING = re.compile(r"^(?:While|If) ")
TRAILING = " while you control "
# "another": a face-up monster so described other than the card itself
ANOTHER = re.compile(r"^you control (?:another|a face-up) (?:face-up )?"
                     + described.words(described.MONSTER_KINDS + "|Tuner")
                     + r"monster(?P<other> other than this card)?$")
OWN: dict[str, Fields] = {
    "you control another monster": {"monsters_min": 2},  # itself and another
    "you control a Token": {"control": {"type": "Token"}},  # a Token's type line says so (4-7)
    "this card is in Attack Position": {"self_position": "attack"},
    "this card is in Defense Position": {"self_position": "defense"},
}
# "This Attack Position card cannot be destroyed by battle.": the same condition, folded in
IN_POSITION = {"This Attack Position card ": "While this card is in Attack Position, this card ",
               "This Defense Position card ": "While this card is in Defense Position, this "
                                              "card "}


def split(text: str) -> tuple[Fields, str] | None:
    """The `if` keys and the rest of the sentence (capitalized, with its full stop); ({}, text)
    for a sentence without a condition; None when the condition is not read."""
    for short, long in IN_POSITION.items():
        if text.startswith(short):
            text = long + text.removeprefix(short)
    text = link_zone_shapes.fold(text)  # "This linked card ...", "..., while this card points"
    found = LEADING.match(text)
    if found is not None:
        cut = _first_comma(text)
        if cut < 0:
            return None
        words, rest = text[found.end():cut], text[cut + 2:]
        condition = _condition(words)
        return None if condition is None else (condition, rest[:1].upper() + rest[1:])
    cut = text.find(TRAILING)
    if cut > 0 and text.endswith(".") and '"' not in text[cut:]:
        condition = _condition(text[cut + len(" while "):-1])
        return None if condition is None else (condition, text[:cut] + ".")
    return {}, text


def _first_comma(text: str) -> int:
    quoted = False
    for index, char in enumerate(text):
        if char == '"':
            quoted = not quoted
        elif char == "," and not quoted and text[index + 1:index + 2] == " ":
            return index
    return -1


def _condition(words: str) -> Fields | None:
    if words in OWN:
        return dict(OWN[words])
    linked = link_zone_shapes.condition(words)  # the card's own links (4-4-10)
    if linked is not None:
        return linked
    found = ANOTHER.match(words)
    if found is not None:
        fields = described.fields(found, monster=True)
        if fields is None or words.startswith("you control a face-up") and not found.group(
                "other") and not fields:
            return None
        other = words.startswith("you control another") or bool(found.group("other"))
        return {"control": fields, **({"control_other": True} if other else {})}
    read = conditions_shapes.board_state(words, True)  # the card is on the field
    return dict(read) if read else None
