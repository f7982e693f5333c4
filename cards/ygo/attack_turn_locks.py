"""A monster's Continuous Effects that keep monsters from attacking in the turn they arrive
(12-3-15, 12-3-14), read into the scenario format, or left unread:

- its own: "Cannot attack the turn this card is Special Summoned." (`no_attack_summoned_turn:
  special`), "This card cannot attack during the turn (that) it is Normal (Summoned) or
  Special Summoned." (`normal_or_special`: not the turn it is Flip Summoned);
- every monster's, or those of a player or a Level it describes, as a Continuous Spell's lock
  is (locks.py): "Monsters your opponent controls cannot attack the turn they are Summoned."
  (`attack_lock` with `summoned_turn`), "Level 8 or lower monsters cannot attack the turn they
  are Normal or Special Summoned.", "Level 4 or higher monsters cannot attack."; "Other
  monsters you control cannot declare an attack." (`player: controller`, `others`: not the
  monster itself).

Standard library only. Patterns anchored; no nested quantified group (linear).
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import locks, psct

Fields = dict[str, Any]

# "Other monsters you control cannot declare an attack." (the Malefic monsters)
OTHERS = re.compile(r"^Other monsters you control cannot (?:declare an )?attack\.$")
OWN = re.compile(r"^(?:This card c|C)annot attack (?:during )?the turn (?:(?P<special>this card "
                 r"is Special Summoned)|(?:that )?it is Normal (?:Summoned )?or Special "
                 r"Summoned)\.$")


def own(text: str) -> Fields | None:
    """`no_attack_summoned_turn` of the monster's own sentence, or None."""
    found = OWN.match(text)
    if found is None:
        return None
    return {"no_attack_summoned_turn": "special" if found.group("special")
            else "normal_or_special"}


def lock(text: str) -> Fields | None:
    """`attack_lock` of a sentence over monsters, the monster's own Continuous Effect."""
    if OTHERS.match(text):
        return {"attack_lock": {"player": "controller", "others": True}}
    found = locks.lock(text)
    return None if found is None else {"attack_lock": found}


def read_monster(main: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """Each sentence read here added to `read`, its key to `fields` (a key said twice: the
    second sentence stays unread)."""
    psct.read_each(main, fields, read, lambda text: own(text) or lock(text))
