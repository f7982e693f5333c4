"""A monster's Continuous sentences that join protections the engine already keeps with
"also", or word one of them otherwise, read into the scenario format's card keys
(docs/scenario-format.md):

- "Cannot be targeted by an opponent's card effects." ("your opponent's"):
  `untargetable_by_opponent` (5-4-4);
- "Cannot be targeted or destroyed by your opponent's card effects.": that, and `survives`
  `{by: effect, opponent: true, times: 0}` (5-3-12);
- "Cannot be destroyed by an opponent's card effects.": that `survives` entry;
- "Cannot be destroyed by battle, also you take no damage from battles involving this card."
  ("... battle or card effects, also you take no battle damage from attacks involving this
  card."): `battle_indestructible` (12-8-3), `effect_indestructible` (5-3-12) and
  `no_battle_damage` (12-8-5);
- "Your opponent takes any battle damage you would have taken from battles involving this card
  (instead)." (alone or after "Cannot be destroyed by battle, also"): `reflects_battle_damage`
  (12-8-7);
- "It cannot be destroyed by battle or your opponent's card effects, also your opponent cannot
  target it with card effects.": each part's keys;
- "Cannot be destroyed by battle with a DARK, EARTH, WATER, FIRE, or WIND monster." ("with a
  Link Monster", "with a Level 4 or higher monster"...): `battle_indestructible_with` and the
  description of the other monster (described.py's words, 12-8-3).

Each part of the sentence (split at ", also ") must be one of PARTS, or the sentence stays
unread. Standard library only; the parts are whole strings, the description an anchored
pattern with no nested quantified group (linear).
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described, psct

Fields = dict[str, Any]

# opponent's card effects cannot destroy it, every time (5-3-12; `times: 0`: not counted)
BY_OPPONENT: Fields = {"by": "effect", "opponent": True, "times": 0}
UNTARGETABLE: Fields = {"untargetable_by_opponent": True}  # 5-4-4
SURVIVES: Fields = {"survives": [BY_OPPONENT]}
BATTLE: Fields = {"battle_indestructible": True}  # 12-8-3
EFFECTS: Fields = {"effect_indestructible": True}  # 5-3-12
NO_DAMAGE: Fields = {"no_battle_damage": True}  # 12-8-5
REFLECT: Fields = {"reflects_battle_damage": True}  # 12-8-7
REFLECTED = "your opponent takes any battle damage you would have taken from battles involving " \
    "this card"

# the words of each part, with "This card", "It" or nothing before them (its first letter
# upper-cased before the look-up), and the keys it sets
PARTS: dict[str, Fields] = {
    "cannot be targeted by an opponent's card effects": UNTARGETABLE,
    "cannot be targeted by your opponent's card effects": UNTARGETABLE,
    "cannot be targeted or destroyed by your opponent's card effects": {**UNTARGETABLE,
                                                                        **SURVIVES},
    "cannot be targeted or destroyed by an opponent's card effects": {**UNTARGETABLE,
                                                                      **SURVIVES},
    "cannot be destroyed by an opponent's card effects": SURVIVES,
    "cannot be destroyed by your opponent's card effects": SURVIVES,
    "cannot be destroyed by battle": BATTLE,
    "cannot be destroyed by card effects": EFFECTS,
    "cannot be destroyed by battle or card effects": {**BATTLE, **EFFECTS},
    "cannot be destroyed by battle or your opponent's card effects": {**BATTLE, **SURVIVES},
    # after "also": the same facts in the words of a second clause
    "you take no damage from battles involving this card": NO_DAMAGE,
    "you take no battle damage from battles involving this card": NO_DAMAGE,
    "you take no battle damage from attacks involving this card": NO_DAMAGE,
    "your opponent cannot target it with card effects": UNTARGETABLE,
    REFLECTED: REFLECT, REFLECTED + " instead": REFLECT,
    "your opponent cannot target this card with card effects": UNTARGETABLE,
}
SUBJECTS = ("This card ", "It ")
# "Cannot be destroyed by battle with a DARK, EARTH, WATER, FIRE, or WIND monster." / "with a
# Link Monster": only in battles with a monster so described (12-8-3)
KINDS = described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link|Tuner"
BATTLE_WITH = re.compile(r"^(?:This card c|C)annot be destroyed by battle with an? "
                         + described.words(KINDS) + r"(?P<noun>monster|Monster)\.$")


def battle_with(text: str) -> Fields | None:
    """`battle_indestructible_with` of such a sentence, or None (an empty description:
    "with a monster" is every battle, which another reader takes)."""
    found = BATTLE_WITH.match(text)
    words = None if found is None else described.fields(found, monster=True)
    return {"battle_indestructible_with": words} if words else None


def read(text: str) -> Fields | None:
    """The card keys of one such sentence, or None unless every part is one of PARTS. (A
    sentence the other readers take is read before this one looks at it.)"""
    if not text.endswith("."):
        return None
    out: Fields = {}
    for index, part in enumerate(text[:-1].split(", also ")):
        if index == 0:
            part = next((part.removeprefix(s) for s in SUBJECTS if part.startswith(s)), part)
            part = part[:1].lower() + part[1:]
        found = PARTS.get(part)
        if found is None:
            return None
        for key, value in found.items():
            if key == "survives":  # a list of its own, the entries copied
                out[key] = out.get(key, []) + [dict(entry) for entry in value]
            else:
                out[key] = value
    return out


def read_monster(breakdown: psct.Breakdown, fields: Fields, read_texts: list[str]) -> None:
    """Such sentences among a monster's Continuous ones still unread, into `fields`; each one
    read is added to `read_texts`. One under a clause or with "●" choices stays."""
    for effect in psct.unread_continuous(breakdown, read_texts):
        found = read(effect.text) or battle_with(effect.text)
        if found is None:
            continue
        for key, value in found.items():
            fields[key] = fields.get(key, []) + value if key == "survives" else value
        read_texts.append(effect.text)
