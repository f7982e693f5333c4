"""Continuous Effects that spare monsters from destruction a number of times each turn (5-3-15),
read into the scenario format's `survives`:

- "The first time this card would be destroyed by battle each turn, it is not destroyed." (or
  "by card effect", "by an opponent's card effect", "by battle or card effect"; "Each turn, the
  first time this card would be destroyed by battle, it is not destroyed."): `{by, opponent}`;
- "Once per turn, this card cannot be destroyed by battle." ("Twice per turn": `times: 2`;
  "this face-up Defense Position card ... by battle or by card effects": `by: any` with `if:
  {self_position: defense}`);
- "The first time each "X" monster you control would be destroyed by battle each turn, it is
  not destroyed." (a description described.py reads): with `monsters`;
- ""X" monsters you control cannot be destroyed by battle." (`times: 0`, with `monsters`; ",
  except "Y"" before or after: their `except`; ""Frog" monsters cannot be destroyed by
  battle." or "... on the field ...": both players' monsters, `both: true`).

Standard library only; anchored patterns, no nested quantified group.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import continuous_conditions, described

Fields = dict[str, Any]

KINDS = described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link|Tuner"
BY: dict[str, Fields] = {"battle": {"by": "battle"}, "card effect": {"by": "effect"},
      "battle or card effect": {"by": "any"},
      "an opponent's card effect": {"by": "effect", "opponent": True},
      "your opponent's card effect": {"by": "effect", "opponent": True}}
BY_WORDS = "|".join(re.escape(words) for words in BY)
FIRST = re.compile(r"^The first time (?:this card|each " + described.words(KINDS)
                   + r"(?P<noun>monster|Monster) you control) would be destroyed by (?P<by>"
                   + BY_WORDS + r") each turn, it is not destroyed\.$")
EACH_TURN = re.compile(r"^Each turn, the first time this card would be destroyed by (?P<by>"
                       + BY_WORDS + r"), it is not destroyed\.$")
# "this (face-up) Defense Position card": only while it is in that position
PER_TURN = re.compile(r"^(?P<times>Once|Twice) per turn, this (?:face-up )?(?P<position>Attack "
                      r"Position |Defense Position )?card cannot be destroyed by (?P<by>battle|"
                      r"battle or (?:by )?card effects)\.$")


def read(text: str) -> Fields | None:
    """The `survives` entry of one sentence, under the condition it starts with
    (continuous_conditions.py), or None."""
    split = continuous_conditions.split(text)
    if split is None:
        return None
    found = _counted(split[1])
    return found if found is None or not split[0] else {**found, "if": split[0]}


def _counted(text: str) -> Fields | None:
    found = PER_TURN.match(text)
    if found is not None:
        position = (found.group("position") or "").split(" ")[0].lower()
        return {"by": "battle" if found.group("by") == "battle" else "any",
                "times": 1 if found.group("times") == "Once" else 2,
                **({"if": {"self_position": position}} if position else {})}
    found = EACH_TURN.match(text)
    if found is not None:
        return dict(BY[found.group("by")])
    found = FIRST.match(text)
    if found is None:
        return None
    out = dict(BY[found.group("by")])
    if found.group("noun") is None:
        return out
    words = described.fields(found, monster=True)
    return None if words is None else {**out, "monsters": words}


# every time, not counted (`times: 0`): "cannot be destroyed by ..." (5-3-12, 12-8-3)
ALWAYS_BY: dict[str, list[Fields]] = {
    "battle": [{"by": "battle"}], "card effects": [{"by": "effect"}],
    "battle or card effects": [{"by": "any"}], "battle or by card effects": [{"by": "any"}],
    "your opponent's card effects": [{"by": "effect", "opponent": True}],
    "an opponent's card effects": [{"by": "effect", "opponent": True}],
    "battle or your opponent's card effects": [{"by": "battle"},
                                               {"by": "effect", "opponent": True}]}
ALWAYS_WORDS = "|".join(re.escape(words) for words in ALWAYS_BY)
IN_ZONE = "While this card is in your Monster Zone, "  # where a monster's effect applies anyway
SELF = re.compile(r"^(?:This card |This face-up card |It )?[Cc]annot be destroyed by (?P<by>"
                  + ALWAYS_WORDS
                  + r")\.$")
TARGET_TOO = re.compile(r"^Your opponent cannot target (?:this card|it) with card effects, also "
                        r"it cannot be destroyed by (?P<by>" + ALWAYS_WORDS + r")\.$")
# "you control": its controller's; "on the field" or no place said: both players' monsters; an
# exception by name before or after the rest
OTHERS = re.compile(r"^(?:All )?(?:[Ff]ace-up )?(?P<other>[Oo]ther )?" + described.words(KINDS)
                    + r"(?P<noun>monsters|Monsters)(?P<where> you control| on the field)?(?:, "
                    r'except "(?P<except_first>[^"]+)",)? cannot be destroyed by (?P<by>'
                    + ALWAYS_WORDS + r')(?:, except "(?P<except>[^"]+)")?\.$')


def protection(text: str) -> Fields | None:
    """`protection_of` the sentence after its condition, each entry under it."""
    split = continuous_conditions.split(text.removeprefix(IN_ZONE))
    found = None if split is None else protection_of(split[1])
    if found is None or split is None or not split[0]:
        return found
    if set(found) != {"survives"}:
        return None  # "cannot target" under a condition: the flag holds none
    return {"survives": [{**entry, "if": split[0]} for entry in found["survives"]]}


def protection_of(text: str) -> Fields | None:
    """The card keys of "Cannot be destroyed by your opponent's card effects.", "Your opponent
    cannot target this card with card effects, also it cannot be destroyed by your opponent's
    card effects." and ""X" monsters you control cannot be destroyed by battle." (every time:
    `survives` with `times: 0`), or None."""
    text = text.removeprefix(IN_ZONE)
    text = text[:1].upper() + text[1:]
    found = SELF.match(text)
    if found is not None:
        return {"survives": _always(found.group("by"))}
    found = TARGET_TOO.match(text)
    if found is not None:  # 5-4-4
        return {"untargetable_by_opponent": True, "survives": _always(found.group("by"))}
    found = OTHERS.match(text)
    if found is None or found.group("noun") is None:
        return None
    words = described.fields(found, monster=True)
    if words is None or found.group("except") and found.group("except_first"):
        return None
    if found.group("except_first"):
        words["except"] = [found.group("except_first")]
    more: Fields = {"monsters": words, **({"other": True} if found.group("other") else {}),
                    **({} if found.group("where") == " you control" else {"both": True})}
    return {"survives": [{**entry, **more} for entry in _always(found.group("by"))]}


def _always(words: str) -> list[Fields]:
    return [{**entry, "times": 0} for entry in ALWAYS_BY[words]]


# the monsters of its controller the opponent's card effects cannot target (5-4-4)
GUARD_WORDS = r"(?:[Ff]ace-up )?(?P<other>[Oo]ther )?" + described.words(KINDS) \
    + r"(?P<noun>monsters|Monsters)"
GUARDED = re.compile(r"^Your opponent cannot target " + GUARD_WORDS + r" you control with card "
                     r"effects(?P<also>, also (?:they|those monsters) cannot be destroyed by "
                     r"your opponent's card effects)?\.$")
GUARDED_NAMED = re.compile(r'^Your opponent cannot target "(?P<name>[^"]+)" you control with '
                           r"card effects\.$")
PASSIVE = re.compile(r"^" + GUARD_WORDS + r" you control cannot be targeted by your "
                     r"opponent's card effects\.$")


def target_guard(text: str) -> Fields | None:
    """`target_guards` (and `survives`, "also they cannot be destroyed by your opponent's card
    effects") of one sentence, under the condition it starts with; or None."""
    split = continuous_conditions.split(text)
    if split is None:
        return None
    named = GUARDED_NAMED.match(split[1])
    found = GUARDED.match(split[1]) or PASSIVE.match(split[1])
    if named is not None:
        guard: Fields = {"monsters": {"names": [named.group("name")]}}
    elif found is not None and found.group("noun") is not None:
        words = described.fields(found, monster=True)
        if words is None:
            return None
        guard = {"monsters": words, **({"other": True} if found.group("other") else {})}
    else:
        return None
    if split[0]:
        guard["if"] = split[0]
    out: Fields = {"target_guards": [guard]}
    if found is not None and "also" in found.groupdict() and found.group("also"):
        out["survives"] = [{"by": "effect", "opponent": True, "times": 0, **guard}]
    return out
