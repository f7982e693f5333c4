"""The states of the board a monster's own Summon procedure may ask beyond those its effects
ask (summon_shapes.condition): those a Spell's or Trap's `if` holds too
(judge/engine/ygo/board_specs.py), read for a procedure only (summon_shapes.procedure):

- "If a Synchro Monster is on the field" / "If a face-up Xyz Monster is on the field": a face-up
  monster of either player fits (`field_control`);
- "If you control 2 or more LIGHT monsters": that many face-up monsters of its player fit
  (`control` with `control_min`);
- "If 2 or more Beast-Warrior monsters are on the field": `field_control` with
  `field_control_min`;
- "If you have no Spell/Trap Cards in your Graveyard": `graveyard_none: spell_trap` (`spell`,
  `trap`).
- "If a monster with 2500 original ATK or DEF is on the field": `field_original_stat: 2500`;
- "If you control a Level/Rank 2 monster": `control_level_rank: 2`.
- "... while the total Levels and Ranks of all Effect Monsters you control are 8 or lower"
  (Infernoid): `effect_levels_max: 8`.
- "If your opponent controls no monsters": `opponent_monsters_max: 0`; "If your opponent
  controls a monster with 2000 or more ATK": `opponent_atk_min: 2000`;
- "If you have 3 or more "Laval" monsters with different names in your Graveyard":
  `graveyard_min: {count: 3, archetype: Laval, different_names: true}`;
- "If there is a card in a Field Zone": `field_zone: any`; "If a face-up card is in a Field
  Zone", "If there is a face-up Field Spell Card on the field": `field_zone: face_up`.

Also the words every reader of a monster described by its kind shares: an Extra Deck kind
("a Synchro Monster") is capitalized, a Main Deck monster's noun is not (`noun_fits`).
Standard library only; patterns anchored, without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described

Fields = dict[str, Any]

# a kind of Extra Deck monster too ("a Link-3 or higher "Marincess" Link Monster", "If you
# control a Level 8 or higher Synchro Monster": the kind as its `type`), then its noun:
# "Monster" is capitalized after a kind only (checked by noun_fits)
EXTRA_KINDS = ("Fusion", "Synchro", "Xyz", "Link")
KINDS = described.MONSTER_KINDS + "|" + "|".join(EXTRA_KINDS)
# "If 2 or more Beast-Warrior monsters are on the field": that many face-up, either player's
FIELD_COUNTED = re.compile(rf"^(?P<n>[2-5]) or more {described.words()}monsters are on the field$")
ON_FIELD = re.compile(rf"^an? (?:face-up )?{described.words(KINDS)}(?P<noun>monster|Monster) is "
                      r"on the field$")
COUNTED = re.compile(rf"^you control (?P<n>[2-5]) or more (?:face-up )?{described.words()}"
                     r"monsters$")
GRAVEYARD_NONE = re.compile(r"^you have no (?P<kind>Spell/Trap Cards|Spells/Traps|Spell Cards|"
                            r"Spells|Trap Cards|Traps) in your (?:GY|Graveyard)$")

ORIGINAL = re.compile(r"^a monster with (?P<n>\d+) original ATK or DEF is on the field$")
LEVEL_RANK = re.compile(r"^you control a Level/Rank (?P<n>\d+) monster$")
# the words -> `if` keys, whole
WORDS: dict[str, Fields] = {
    "your opponent controls no monsters": {"opponent_monsters_max": 0},
    "there is a card in a Field Zone": {"field_zone": "any"},
    "a face-up card is in a Field Zone": {"field_zone": "face_up"},
    "there is a face-up card in a Field Zone": {"field_zone": "face_up"},
    "there is a face-up Field Spell Card on the field": {"field_zone": "face_up"},
}
GRAVEYARD_MIN = re.compile(rf"^you have (?P<n>\d+) or more {described.words()}monsters"
                           r"(?P<names> with different names)? in your (?:GY|Graveyard)$")
OPPONENT_ATK = re.compile(r"^your opponent controls a monster with (?P<n>\d+) or more ATK$")
EFFECT_LEVELS = re.compile(r"^the total Levels and Ranks of all Effect Monsters you control are "
                           r"(?P<n>\d+) or lower$")


def noun_fits(found: re.Match[str] | None) -> re.Match[str] | None:
    """The match, when its noun is as PSCT prints it: "Monster" after a kind ("a Link
    Monster", "a Normal Monster"), never after none; an Extra Deck kind never with "monster"
    (the older texts' "a Normal monster" reads as before)."""
    if found is None:
        return None
    kind = found.group("kind") or ""
    if found.group("noun") == "Monster":
        return found if kind else None
    return None if kind in EXTRA_KINDS else found


def board(text: str) -> Fields | None:
    """The `if` keys of one of the states above, or None."""
    if text in WORDS:
        return dict(WORDS[text])
    found = GRAVEYARD_MIN.match(text)
    if found is not None:
        words = described.fields(found, monster=True)
        names = {"different_names": True} if found.group("names") else {}
        return None if words is None else {
            "graveyard_min": {"count": int(found.group("n")), **words, **names}}
    found = OPPONENT_ATK.match(text)
    if found is not None:
        return {"opponent_atk_min": int(found.group("n"))}
    found = noun_fits(ON_FIELD.match(text))
    if found is not None:
        words = described.fields(found, monster=True)
        return {"field_control": words} if words else None
    found = FIELD_COUNTED.match(text)
    if found is not None:
        words = described.fields(found, monster=True)
        return {"field_control": words, "field_control_min": int(found.group("n"))} \
            if words else None
    found = COUNTED.match(text)
    if found is not None:
        words = described.fields(found, monster=True)
        return {"control": words, "control_min": int(found.group("n"))} if words else None
    found = ORIGINAL.match(text)
    if found is not None:
        return {"field_original_stat": int(found.group("n"))}
    found = LEVEL_RANK.match(text)
    if found is not None:
        return {"control_level_rank": int(found.group("n"))}
    found = EFFECT_LEVELS.match(text)
    if found is not None:
        return {"effect_levels_max": int(found.group("n"))}
    found = GRAVEYARD_NONE.match(text)
    if found is not None:
        kind = found.group("kind")
        return {"graveyard_none": "spell_trap" if "/" in kind else
                "spell" if kind.startswith("Spell") else "trap"}
    return None
