"""Sentences about battle positions printed after a monster's effect, read into its entry:

- "(Flip effects are not activated.)" / "(Flip monsters' effects are not activated.)" after an
  effect that changes a battle position (Tin Archduke, VW-Tiger Catapult, Ally of Justice
  Searcher): its one `change_position` step gets `no_flip: true` (9-2-10): a face-down monster
  it turns face-up activates no FLIP effect; an effect without exactly one such step leaves it
  unread (which change it speaks of is not guessed); "..., except "Shaddoll" monsters'.)"
  (Shaddoll Hound) adds `flip_archetype`: that archetype's FLIP effects still activate;
- "This card must be in face-up Defense Position to activate and to resolve this effect."
  (X-Saber Pashuul, Evil HERO Infernal Sniper) after an effect activated on the field without
  an `if` of its own: `if: {self_position: defense}` asked again as it resolves (`resolve_if`,
  5-2-4, 10-5-2);
- "You can flip this card into face-down Defense Position once per turn during your Main
  Phase." (Giant Axe Mummy, Wandering Mummy), the older words of "Once per turn, during your
  Main Phase: You can change this card to face-down Defense Position.": an Ignition Effect of
  its own (`older_flip`, 5-1-2, 9-2-6, once per turn per copy 5-2-6).

Standard library only; each sentence matched whole (anchored, linear).
"""
from __future__ import annotations

import re
from typing import Any

NOT_ACTIVATED = re.compile(r"^\(Flip (?:monsters' )?effects are not activated\.\)$")
# "(Flip monsters' effects are not activated at this time, except "Shaddoll" monsters'.)"
# (Shaddoll Hound): the FLIP effects of that archetype's monsters still activate (9-2-10)
BUT_ARCHETYPE = re.compile(r"^\(Flip monsters' effects are not activated at this time, except "
                           r'"(?P<archetype>[^"]+)" monsters\'\.\)$')
IN_DEFENSE = "This card must be in face-up Defense Position to activate and to resolve this effect."
OLDER_FLIP = ("You can flip this card into face-down Defense Position once per turn during your "
              "Main Phase.")


def older_flip(text: str) -> dict[str, Any] | None:
    """The Ignition Effect of the older sentence that flips the monster face-down, or None."""
    if text != OLDER_FLIP:
        return None
    return {"type": "ignition", "effect": [{"change_position": {"card": "self", "to": "set"}}],
            "once_per_turn": "copy"}  # 5-1-2, 9-2-6, 5-2-6


def follows(text: str, entry: dict[str, Any]) -> bool:
    """Whether `text` is one of these sentences over the effect read just before it (`entry`,
    updated)."""
    if text == IN_DEFENSE:
        if entry.get("from", "field") != "field" or "if" in entry:
            return False  # not on the field, or a condition of its own: how they join unread
        entry.update({"if": {"self_position": "defense"}, "resolve_if": True})  # 10-5-2
        return True
    spared = BUT_ARCHETYPE.match(text)
    if not NOT_ACTIVATED.match(text) and spared is None:
        return False
    changes = [step["change_position"] for step in entry.get("effect", [])
               if "change_position" in step]
    if len(changes) != 1 or "no_flip" in changes[0]:
        return False
    changes[0]["no_flip"] = True  # 9-2-10
    if spared is not None:
        changes[0]["flip_archetype"] = spared.group("archetype")
    return True
