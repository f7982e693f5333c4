"""What a monster becomes by the way it was Summoned, read into the scenario format's card keys
(docs/scenario-format.md; the engine's tuner_while.py applies them):

- "If this card is Synchro Summoned using a "Blackwing" monster as Material, it is treated as
  a Tuner (monster) while face-up on the field.": `tuner_if_synchro_with: Blackwing` (8-5-14):
  a Tuner from that Synchro Summon on, for as long as it stays face-up on the field.

Standard library only; the pattern is anchored, without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

TUNER_IF = re.compile(r'^If this card is Synchro Summoned using an? "(?P<archetype>[^"]+)" '
                      r"monster as [Mm]aterial, it is treated as a Tuner(?: monster)? while "
                      r"face-up on the field\.$")


def read(text: str) -> dict[str, Any] | None:
    """The card key of one sentence, or None when it is not this one."""
    found = TUNER_IF.match(text)
    return None if found is None else {"tuner_if_synchro_with": found.group("archetype")}
