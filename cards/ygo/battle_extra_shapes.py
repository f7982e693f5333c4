"""Continuous Effects of a monster on its own battles, read into the scenario format's card keys,
or nothing:

- "Banish any monster destroyed by battle with this card." (Lesser Fiend, Tri-Edge Levia):
  `battle_banishes: true`, the monster it battles and destroys (or that is destroyed at the
  same time as it) is banished instead of going to the Graveyard (12-8-8);
- "This card can make up to 3 attacks on monsters during each Battle Phase." (Abyss Actor -
  Twinkle Little Star) and "Can make up to 2 attacks on monsters ...": `monster_attacks: N`,
  N attacks of which only the first may be a direct one (12-3-24);
- "Your opponent takes no battle damage from attacks involving this card." (and "If this card
  attacks or is attacked, your opponent takes no battle damage."): `spares_damage: opponent`;
  "Neither player takes (any) battle damage from attacks involving this card.": `both`
  (12-8-5).

Standard library only. Whole sentences compared word for word, or one anchored pattern without
nested quantifiers: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct

Fields = dict[str, Any]

BANISHES = "Banish any monster destroyed by battle with this card."
SPARES = {"Your opponent takes no battle damage from attacks involving this card.": "opponent",
          "If this card attacks or is attacked, your opponent takes no battle damage.":
              "opponent",
          "Neither player takes battle damage from attacks involving this card.": "both",
          "Neither player takes any battle damage from attacks involving this card.": "both"}
ON_MONSTERS = re.compile(r"^(?:This card can|Can) make up to (?P<n>[2-9]) attacks on monsters "
                         r"during each Battle Phase\.$")


def sentence(text: str) -> Fields | None:
    """The card key one such sentence sets, or None."""
    if text == BANISHES:
        return {"battle_banishes": True}
    if text in SPARES:
        return {"spares_damage": SPARES[text]}
    found = ON_MONSTERS.match(text)
    if found is not None:
        return {"monster_attacks": int(found.group("n"))}
    return None


def read_monster(main: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """Set the key of each unread Continuous Effect of a monster that is such a sentence."""
    for effect in main.effects:
        if effect.kind == "activated" or effect.options or effect.text in read:
            continue
        found = sentence(effect.text)
        if found is not None and not set(found) & set(fields):
            fields.update(found)
            read.append(effect.text)
