"""What a monster's own text says happens as it leaves the field, read into the scenario
format's card keys, or nothing:

- "If this face-up card would leave the field, banish it instead." (Dark Magician of Chaos,
  the "Chaos" monsters): `leaves_banished: true`, a Continuous Effect that banishes it wherever
  it was going, while it is face-up and its effects are not negated (5-4-9);
- "If this face-up card leaves the field, skip the Battle Phase of your next turn." (the
  "Elemental Lord" monsters): `skip_battle_on_leave: true`, applied as it leaves face-up with
  its effects not negated; its controller then conducts no Battle Phase in their next turn
  (7-1-5);
- "If Summoned this way, banish it when it leaves the field." right after the monster's only
  activated effect that Special Summons it (Battle Fader): that `special_summon` step's
  `banish_on_leave` (8-4-10), as "..., but banish it when it leaves the field" would set;
- "(even if this card leaves the field)" in what an effect does (`fold`): an effect that has
  resolved applies whatever becomes of the card that activated it (5-2-19), as the engine
  applies every resolved effect, so the words are taken off before the effect is read.

Standard library only; whole sentences compared word for word, no pattern.
"""
from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

from cards.ygo import psct

Fields = dict[str, Any]

# the sentence and the card key it sets (a Continuous Effect of the monster, 5-1-1)
OWN = {"If this face-up card would leave the field, banish it instead.": "leaves_banished",
       "If this face-up card leaves the field, skip the Battle Phase of your next turn.":
           "skip_battle_on_leave"}
# "this way": the Special Summon by the effect printed just before (8-4-10)
THIS_WAY = ("If Summoned this way, banish it when it leaves the field.",
            "If Summoned this way, banish this card when it leaves the field.")
ITSELF = "Special Summon this card"
# said of a resolved effect, which lasts without the card anyway (5-2-19); "or the monster
# becomes unaffected by card effects" after it says more, and stays
EVEN_GONE = (" (even if this card leaves the field)", " (even after this card leaves the field)")


def fold(main: psct.Breakdown) -> psct.Breakdown:
    """`main` with "(even if this card leaves the field)" taken off what each effect does."""
    effects = []
    for effect in main.effects:
        action = effect.action
        for words in EVEN_GONE:
            action = action.replace(words, "")
        effects.append(effect if action == effect.action else replace(effect, action=action))
    return replace(main, effects=effects)


def read_monster(main: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """Set the keys of the sentences above still unread in `fields`, their texts in `read`."""
    for effect in main.effects:
        key = OWN.get(effect.text)
        if key is not None and effect.text not in read and effect.kind != "activated":
            fields[key] = True
            read.append(effect.text)
    _this_way(main, fields, read)


def _this_way(main: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """"If Summoned this way, banish it when it leaves the field.": only after the card's one
    activated effect that Special Summons this card, read, whose steps Special Summon it once
    (so "this way" and "it" name nothing else)."""
    summoning = [e for e in main.effects if e.kind == "activated" and ITSELF in e.action]
    for index, effect in enumerate(main.effects[1:], start=1):
        if effect.text not in THIS_WAY or effect.text in read or len(summoning) != 1 \
                or main.effects[index - 1] is not summoning[0] \
                or summoning[0].text not in read:
            continue
        # the readers' steps may be their shared constants: a copy of them is changed
        fields["effects"] = copy.deepcopy(fields.get("effects", []))
        steps = [step for entry in fields["effects"] for step in _summons(entry)]
        if len(steps) != 1 or steps[0].get("card") != "self":
            return
        steps[0]["banish_on_leave"] = True
        read.append(effect.text)


def _summons(entry: Fields) -> list[Fields]:
    """The `special_summon` steps of this card among an effect entry's steps, and those of its
    "then" and "and if you do" parts (5-2-7); any other Special Summon counts too, so that one
    of another monster leaves "it" unread."""
    found: list[Fields] = []
    for step in entry.get("effect", []):
        for kind, arg in step.items():
            if kind == "special_summon" and isinstance(arg, dict):
                found.append(arg if arg.get("card") == "self" else {})
            elif isinstance(arg, list):
                found += _summons({"effect": [s for s in arg if isinstance(s, dict)]})
            elif isinstance(arg, dict) and isinstance(arg.get("steps"), list):
                found += _summons({"effect": arg["steps"]})
            elif kind in ("fetch", "special_summon_from") and isinstance(arg, dict):
                found.append({})  # a monster summoned from elsewhere: "it" is not plain
    return found
