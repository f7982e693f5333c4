"""A monster's own sentences about staying on the field and being the only one of its kind,
read into the scenario format, or left unread:

- "If there is no face-up Field Spell on the field, destroy this card." (the Earthbound
  Immortals, the Malefic monsters): `kept_if: {field_spell_any: true}`, the board it needs to
  stay (5-4-6);
- "If you control a monster that is not a "Burning Abyss" monster, destroy this card.":
  `kept_if: {all_control: {archetype: X}}`: every monster its controller controls must be a
  face-up "X" monster (a face-down one shows no archetype, 9-1-3), 5-4-6;
- "If an "Aesir" monster is not on the field, destroy this card.": `kept_if: {field_control:
  {archetype: X}}`, a face-up one on either field (5-4-6);
- "If this card is in face-up Defense Position, destroy it." (the Cloudian monsters):
  `kept_if: {self_position: attack}`: face-up, it stays only in Attack Position (5-4-6);
- "There can only be 1 "Earthbound Immortal" monster on the field." (or a "face-up" one, or its
  own name): `only_one_of: {archetype: X}` or `only_one: true`, with `only_one_field: true`,
  both players' face-up cards counted (5-4-7); "You can only control 1 "Kaiju" monster.":
  `only_one_of: {archetype: X}`, its controller's own (5-4-7).

Read after the other readers of a monster (derive.py), each sentence once, and only when it
carries no "●" choices. Standard library only; patterns anchored, no nested
quantified group (linear).
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct

Fields = dict[str, Any]

FIELD_SPELL = re.compile(r"^If there is no face-up Field Spell(?: Card)? on the field, destroy "
                         r"this card\.$")
ALL_OF = re.compile(r'^If you control a monster that is not an? "(?P<archetype>[^"]+)" monster, '
                    r"destroy this card\.$")
ON_FIELD = re.compile(r'^If an? "(?P<archetype>[^"]+)" monster is not on the field, destroy this '
                      r"card\.$")
OWN_DEFENSE = "If this card is in face-up Defense Position, destroy it."
ONLY_ON_FIELD = re.compile(r'^There can only be 1 (?:face-up )?"(?P<name>[^"]+)"(?P<monster> '
                           r"monster)? on the field\.$")
ONLY_KIND = re.compile(r'^You can only control 1 "(?P<archetype>[^"]+)" monster\.$')


def kept_if(text: str) -> Fields | None:
    """The `kept_if` of a sentence read here (5-4-6), or None."""
    if FIELD_SPELL.match(text):
        return {"field_spell_any": True}
    if text == OWN_DEFENSE:  # face-down it shows no effect (9-1-3): only face-up Defense
        return {"self_position": "attack"}
    found = ALL_OF.match(text)
    if found is not None:
        return {"all_control": {"archetype": found.group("archetype")}}
    found = ON_FIELD.match(text)
    if found is not None:
        return {"field_control": {"archetype": found.group("archetype")}}
    return None


def only_one(text: str, name: str) -> Fields | None:
    """The uniqueness keys of a sentence read here (5-4-1, 5-4-7), or None: a name other than
    the card's own, without "monster", is not read (5-4-1 counts a name by its own copies)."""
    found = ONLY_ON_FIELD.match(text)
    if found is not None and found.group("monster"):
        return {"only_one_of": {"archetype": found.group("name")}, "only_one_field": True}
    if found is not None:
        return {"only_one": True, "only_one_field": True} if found.group("name") == name else None
    found = ONLY_KIND.match(text)
    if found is not None:
        return {"only_one_of": {"archetype": found.group("archetype")}}
    return None


def read_monster(main: psct.Breakdown, name: str, fields: Fields, read: list[str]) -> None:
    """The monster's `kept_if` and uniqueness keys, each sentence added to `read`; a key
    another sentence already gave leaves the second unread."""
    def reader(text: str) -> Fields | None:
        kept = kept_if(text)
        return {"kept_if": kept} if kept is not None else only_one(text, name)

    psct.read_each(main, fields, read, reader)
