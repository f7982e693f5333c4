"""A Link Monster's sentences about its own Link Summon and its use as Link Material, read into
the scenario format's card keys (docs/scenario-format.md; judge/engine/ygo/link_summon.py):

- "You can only Link Summon "X(s)" once per turn." (X the card's own name): `link_summon_once`
  (5-2-6 by analogy: a limit the card sets on its own Summon by this procedure, 8-5-5);
- "Cannot be used as Link Material.": `no_link_material` (8-5-8); "... the turn it is Link
  Summoned.": `no_link_material_turn_summoned`;
- "You can also use 1 monster your opponent controls as material to Link Summon this card.":
  `opponent_materials: 1` (8-5-8);
- "The original ATK of this card becomes 800 x the number of Link Materials used for its Link
  Summon.": `atk_per_material: 800`, the monsters used counted (a Link Monster as one).
- "Monsters this card points to cannot attack." ("The monster this card points to ...", "A
  monster this card points to ..."): `pointed_no_attack` (4-4-8; judge/engine/ygo/arrows.py).

Standard library only; anchored patterns without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

ONCE = re.compile(r'^You can only Link Summon "(?P<name>[^"]+?)(?:\(s\))?" once per turn\.$')
NO_MATERIAL = "Cannot be used as Link Material."
NOT_THAT_TURN = "Cannot be used as Link Material the turn it is Link Summoned."
OPPONENTS = re.compile(r"^You can also use (?P<n>\d+) monsters? your opponent controls as "
                       r"material to Link Summon this card\.$")
POINTED_NO_ATTACK = ("Monsters this card points to cannot attack.",
                     "The monster this card points to cannot attack.",
                     "A monster this card points to cannot attack.")
ATK = re.compile(r"^The original ATK of this card becomes (?P<n>\d+) x the number of (?:Link )?"
                 r"[Mm]aterials used for its Link Summon\.$")


def read(text: str, name: str) -> dict[str, Any] | None:
    """The card keys the sentence sets, or None when it is not one of these."""
    found = ONCE.match(text)
    if found is not None:
        return {"link_summon_once": True} if found.group("name") == name else None
    if text in POINTED_NO_ATTACK:
        return {"pointed_no_attack": True}
    if text == NO_MATERIAL:
        return {"no_link_material": True}
    if text == NOT_THAT_TURN:
        return {"no_link_material_turn_summoned": True}
    found = OPPONENTS.match(text)
    if found is not None:
        return {"opponent_materials": int(found.group("n"))}
    found = ATK.match(text)
    if found is not None:
        return {"atk_per_material": int(found.group("n"))}
    return None
