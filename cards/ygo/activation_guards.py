"""A face-up Continuous or Field Spell/Trap's sentence keeping the activation of some monsters'
effects from being negated, read into the card key `activations_unnegatable`
(judge/engine/ygo/activation_guards.py, 11-3-5):

- "The activation of LIGHT monsters' effects cannot be negated." (Constellar Belt):
  `activations_unnegatable: {monsters: {attribute: LIGHT}}`, whoever activates them;
- "The activation of your Thunder monsters' effects cannot be negated." (Thunder Dragon
  Discharge): `{monsters: {type: Thunder}, player: controller}`, its controller's only.

Only the activation is kept: an effect that negates the effect alone (5-3-8) still may. The
wordings that also keep the effects ("The activation and effects of ... cannot be negated.")
or name Spell/Trap Cards, or add a condition ("While you have ..."), are not read here.

Standard library only; the sentence is matched whole by an anchored pattern (described.py's
words, linear).
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described

Fields = dict[str, Any]

GUARD = re.compile(rf"^The activation of (?P<your>your )?{described.words()}monsters' effects "
                   r"cannot be negated\.$")


def read(text: str) -> Fields | None:
    """The card key of such a sentence, or None when `text` is not one."""
    found = GUARD.match(text)
    words = described.fields(found, monster=True) if found else None
    if found is None or not words:
        return None  # "The activation of monsters' effects": no card prints it, not read
    player = {"player": "controller"} if found.group("your") else {}
    return {"activations_unnegatable": {"monsters": words, **player}}
