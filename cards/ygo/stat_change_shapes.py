"""A monster's ATK and DEF raised or lowered by a resolving effect (4-2-5), read into the
scenario format's `atk` step with its `def` change: "it gains 400 ATK/DEF until the end of this
turn" -> `{atk: {target: chosen, amount: 400, def: 400}}`, "That target loses 500 DEF." ->
`{atk: {target: chosen, def: -500, lasting: true}}`, "FLIP: This card gains 500 ATK and DEF." ->
`{atk: {target: self, amount: 500, def: 500, lasting: true}}`.

Standard library only. "ATK/DEF" and "ATK and DEF" change both by the same amount, "DEF" only
the DEF; a change of ATK alone is target_actions.atk_step's. The sentences about a target go
through target_actions.on_target's checks (a face-up monster on the field, 5-2-3); "this card"
is the monster itself (monster_shapes._one checks it acts from the field). Patterns are
anchored, with no quantified group inside another: linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

STAT = r"(?P<stat>ATK/DEF|ATK and DEF|DEF)"
STAT_ANY = r"(?P<stat>ATK/DEF|ATK and DEF|ATK|DEF)"
UNTIL = r"(?: until the end of (?:(?P<turn>this turn)|(?P<phase>the Battle Phase)))?\.$"
IT = r"(?:[Ii]t|[Tt]hat target|[Tt]hat monster)"
ON_TARGET = re.compile(rf"^{IT} (?P<sign>gains|loses) (?P<n>\d+) {STAT}{UNTIL}")
# "This card gains 500 ATK and DEF.", "Have this card gain 300 DEF until the end of this turn."
SELF = re.compile(rf"^This card (?P<sign>gains|loses) (?P<n>\d+) {STAT}{UNTIL}")
# "Make this card gain 500 ATK." (after "You can"): the ATK alone too
SELF_MAKE = re.compile(rf"^(?:Make|Have) this card (?P<sign>gain|lose) (?P<n>\d+) "
                       rf"{STAT_ANY}{UNTIL}")


def change(card: str, found: re.Match[str]) -> Fields:
    """The `atk` step of a match of ON_TARGET or SELF: the ATK part (`amount`, none for "DEF"),
    the DEF part (`def`) and how long (7-7-3, 12-9-4; no time said: `lasting`, 4-2-5)."""
    amount = int(found.group("n")) * (-1 if found.group("sign").startswith("lose") else 1)
    step: Fields = {"target": card}
    if found.group("stat") != "DEF":
        step["amount"] = amount
    if found.group("stat") != "ATK":  # "Make this card gain 500 ATK.": no DEF change
        step["def"] = amount
    return _for_as_long(step, found)


# halved or doubled as it resolves (4-2-7): "halve that target's ATK, until the end of this
# turn", "that target's ATK/DEF become half its current ATK/DEF", "its ATK becomes doubled"
WHOSE = r"(?:its|that target's|that monster's)"
SCALE_UNTIL = r"(?:,? until the end of (?:(?P<turn>this turn)|(?P<phase>the Battle Phase)))?\.$"
HALVE = re.compile(rf"^(?P<verb>[Hh]alve|[Dd]ouble) {WHOSE} {STAT_ANY}{SCALE_UNTIL}")
BECOMES = re.compile(rf"^(?:[Ii]ts|[Tt]hat target's|[Tt]hat monster's) {STAT_ANY} (?:becomes?|"
                     rf"each become) (?P<scale>half|double) its current (?P=stat){SCALE_UNTIL}")
BECOMES_ED = re.compile(rf"^(?:[Ii]ts|[Tt]hat target's|[Tt]hat monster's) {STAT_ANY} (?:becomes?|"
                        rf"is|are) (?P<scale>halved|doubled){SCALE_UNTIL}")
SELF_HALVE = re.compile(rf"^(?P<verb>[Hh]alve|[Dd]ouble) this card's {STAT_ANY}{SCALE_UNTIL}")
SCALES = {"Halve": "half", "halve": "half", "Double": "double", "double": "double",
          "half": "half", "halved": "half", "doubled": "double"}


def scaled(card: str, found: re.Match[str]) -> Fields:
    """The `atk` step of a match of HALVE, BECOMES, BECOMES_ED or SELF_HALVE: `scale` (ATK)
    and `scale_def` (DEF), for as long as it says (4-2-7, 7-7-3; none: `lasting`, 4-2-5)."""
    groups = found.groupdict()
    scale = SCALES[groups.get("verb") or found.group("scale")]
    stat = found.group("stat")
    step: Fields = {"target": card}
    if stat != "DEF":
        step["scale"] = scale
    if stat != "ATK":
        step["scale_def"] = scale
    return _for_as_long(step, found)


def _for_as_long(step: Fields, found: re.Match[str]) -> Fields:
    """The step for as long as its words say: "until the end of the Battle Phase", "until the
    end of this turn" (7-7-3), or with neither, a change made once that lasts (4-2-5)."""
    if found.group("phase"):
        step["until"] = "battle_phase"
    elif not found.group("turn"):
        step["lasting"] = True
    return step


# target_actions.ON_TARGET's entries: a step on the target, checked there as an `atk` step is
ENTRIES = ((ON_TARGET, lambda found: {"atk": change("chosen", found)}),
           (HALVE, lambda found: {"atk": scaled("chosen", found)}),
           (BECOMES, lambda found: {"atk": scaled("chosen", found)}),
           (BECOMES_ED, lambda found: {"atk": scaled("chosen", found)}))


# "If this card inflicts battle damage to your opponent: It gains 300 ATK.": "it" is the monster
# itself only where self_position_shapes.itself says so
IT_SELF = re.compile(rf"^It (?P<sign>gains|loses) (?P<n>\d+) {STAT_ANY}{UNTIL}")


def on_it(text: str) -> list[Fields] | None:
    """"It gains 300 ATK." of the monster itself (the caller checks "it" is)."""
    found = IT_SELF.match(text)
    return None if found is None else [{"atk": change("self", found)}]


def on_self(text: str) -> list[Fields] | None:
    """The step on the monster itself."""
    found = SELF.match(text) or SELF_MAKE.match(text)
    if found is not None:
        return [{"atk": change("self", found)}]
    found = SELF_HALVE.match(text)
    return None if found is None else [{"atk": scaled("self", found)}]
