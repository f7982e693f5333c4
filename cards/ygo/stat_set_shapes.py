"""A monster's ATK or DEF (or its original ATK or DEF) set to a value by a resolving effect
(4-2-8), read into the scenario format's `becomes` step:

- "that target's DEF becomes 0 until the end of this turn." -> `{becomes: {target: chosen,
  def: 0}}`; "its ATK becomes 0." -> `{..., atk: 0, lasting: true}` (no time said: while it
  stays face-up, 4-2-5);
- "its ATK becomes double its original ATK until the end of this turn." -> `atk:
  double_original` ("half ...": `half_original`, "its original ATK": `original`);
  "its ATK/DEF become double its original ATK/DEF" sets both;
- "its original ATK becomes halved until the end of this turn." -> `{..., atk: half_original,
  original: true}`; "its original ATK becomes 2000" -> `{..., atk: 2000, original: true}`;
- "This card's ATK becomes 10,000 until the end of this turn." on the monster itself (`self`).

Standard library only. A value "current" ("half its current ATK") is stat_change_shapes'
(4-2-7); a duration other than this turn or the Battle Phase ("until the End Phase", "during
damage calculation") leaves the sentence unread. Patterns are anchored, with no quantified
group inside another: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.ygo import stat_change_shapes

Fields = dict[str, Any]

STAT = r"(?P<stat>ATK/DEF|ATK and DEF|ATK|DEF)"
# "10,000" as printed, or a plain number
NUMBER = r"(?P<n>\d+,\d{3}|\d+)"
# the value: a number, or a part of the original value of the same stats
VALUE = rf"(?:{NUMBER}|(?P<part>double |half )?its original (?P=stat))"
UNTIL = r"(?:,? until the end of (?:(?P<turn>this turn)|(?P<phase>the Battle Phase)))?\.$"
TARGET = r"(?:[Ii]ts|[Tt]hat target's|[Tt]hat monster's|[Tt]hat face-up monster's)"
BECOMES = r"(?:becomes?|each become)"
# "make its ATK become double its original ATK" says the same (after "You can")
ON_TARGET = re.compile(rf"^(?:[Mm]ake )?{TARGET} {STAT} {BECOMES} {VALUE}{UNTIL}")
ORIGINAL = re.compile(rf"^{TARGET} original {STAT} (?:becomes?|are|is) (?:{NUMBER}|"
                      rf"(?:becomes? )?(?P<scaled>halved|doubled)){UNTIL}")
SELF = re.compile(rf"^(?:This card's|[Mm]ake this card's) {STAT} {BECOMES} {VALUE}{UNTIL}")
SELF_ORIGINAL = re.compile(rf"^This card's original {STAT} (?:becomes?|are|is) (?:{NUMBER}|"
                           rf"(?P<scaled>halved|doubled)){UNTIL}")
# "Its ATK and DEF become double its original ATK and DEF." of the monster itself
IT = re.compile(rf"^(?:Its|[Mm]ake its) {STAT} {BECOMES} {VALUE}{UNTIL}")
PARTS = {"double ": "double_original", "half ": "half_original", None: "original",
         "halved": "half_original", "doubled": "double_original"}


def step(card: str, found: re.Match[str], original: bool = False) -> Fields:
    """The `becomes` step of a match: its value for each stat it names, how long it lasts."""
    groups = found.groupdict()
    if groups.get("n"):
        value: int | str = int(groups["n"].replace(",", ""))
    else:
        value = PARTS[groups.get("scaled") or groups.get("part")]
    stat = found.group("stat")
    fields: Fields = {"target": card}
    if stat != "DEF":
        fields["atk"] = value
    if stat != "ATK":
        fields["def"] = value
    if original:
        fields["original"] = True
    if groups.get("phase"):
        fields["until"] = "battle_phase"
    elif not groups.get("turn"):
        fields["lasting"] = True  # no time said: while it stays face-up (4-2-5)
    return {"becomes": fields}


def on_target(text: str, spec: Fields, face_up: Callable[[Fields], bool]) -> list[Fields] | None:
    """The step on the targeted monster: a face-up monster on the field (only it shows an ATK
    to set, 5-2-3), or None."""
    found = ON_TARGET.match(text)
    original = found is None
    found = found or ORIGINAL.match(text)
    if found is None or spec.get("zone") != "field" or not face_up(spec) \
            or (spec.get("what") != "monster" and "names" not in spec):
        return None
    return [step("chosen", found, original)]


# the target's value given to the monster itself: "this card's ATK/DEF become equal to that
# monster's original ATK/DEF", "this card's ATK becomes that monster's current ATK"
OF_TARGET = re.compile(rf"^[Tt]his card's {STAT} {BECOMES} (?:equal to )?(?:that monster's "
                       rf"(?P<which>original|current) (?P=stat)|the (?P<other>original) "
                       rf"(?P=stat) of that monster){UNTIL}")


# "This card's ATK becomes double its current ATK until the end of this turn.": a change of
# its value as it stands (4-2-7), the `atk` step's `scale`
SELF_CURRENT = re.compile(rf"^[Tt]his card's {STAT} {BECOMES} (?P<scale>double|half) its current "
                          rf"(?P=stat){UNTIL}")


def on_self(text: str, aimed: Fields | None = None,
            face_up: Callable[[Fields], bool] | None = None) -> list[Fields] | None:
    """"This card's ATK becomes ..." of the monster itself (the caller checks it acts from the
    field); the value of the effect's target (`aimed`; `face_up`: whether that target is
    always face-up, target_actions') when it says so."""
    found = SELF.match(text)
    if found is not None:
        return [step("self", found)]
    found = OF_TARGET.match(text)
    if found is not None:
        return _of_target(found, aimed or {}, face_up or (lambda spec: False))
    found = SELF_CURRENT.match(text)  # a halving or doubling of its own (4-2-7)
    if found is not None:
        return [{"atk": stat_change_shapes.scaled("self", found)}]
    found = SELF_ORIGINAL.match(text)
    return None if found is None else [step("self", found, original=True)]


def on_it(text: str) -> list[Fields] | None:
    """"Its ATK and DEF become ..." where "it" is the monster itself (the caller checks)."""
    found = IT.match(text)
    return None if found is None else [step("self", found)]


# a Special Summon's rider: "Special Summon 1 ..., and make its ATK and DEF 0." (riders.py),
# "..., but its effects are negated, also its ATK becomes 4000." (the list before it is
# summon_riders')
RIDER = re.compile(r", (?:and make its|but its|also its) (?P<stat>ATK and DEF|ATK/DEF|ATK|DEF) "
                   r"(?:becomes? )?(?P<n>\d+)(?=\.$)")


def rider(text: str) -> tuple[str, Fields | None]:
    """The sentence without the rider, and the summoning step's `becomes` (the values the
    monster has from its Summon on, 4-2-8), or the sentence as it was and None."""
    found = RIDER.search(text)
    if found is None:
        return text, None
    made = step("self", found)["becomes"]
    values = {key: made[key] for key in ("atk", "def") if key in made}
    return text[:found.start()] + text[found.end():], values


def _of_target(found: re.Match[str], aimed: Fields,
               face_up: Callable[[Fields], bool]) -> list[Fields] | None:
    """The step giving the monster itself its target's value (`aimed`: the effect's `target`
    key): a monster (its original value, wherever it is), face-up on the field for its
    current value (5-2-3)."""
    which = found.group("which") or found.group("other")
    aimed = aimed.get("target") or {}
    if aimed.get("what") != "monster" or aimed.get("count", 1) != 1 or which == "current" \
            and (aimed.get("zone") != "field" or not face_up(aimed)):
        return None
    made = step("self", found)["becomes"]
    for key in ("atk", "def"):
        if key in made:
            made[key] = f"target_{which}"
    return [{"becomes": made}]
