"""A Pendulum Effect that keeps its player's Pendulum Summons from being negated, read into
the scenario format (judge/engine/ygo/pendulum_guards.py, 5-3-32):

- "Pendulum Summons of your "Solfachord" Pendulum Monsters cannot be negated." (DoSolfachord
  Cutia): `pendulum_summons_unnegatable: {archetype: Solfachord, type: Pendulum}`: while the
  card is a Pendulum Scale (5-1-6), no card that negates a Summon can be activated against its
  player's Pendulum Summon of a monster the description fits.

Standard library only; the sentence is matched whole. "Your" is read as the Pendulum Scale's
player: a Pendulum Summon is always made by the turn player to their own field (8-5-6).
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described, psct

Fields = dict[str, Any]

# its player's Pendulum Summons of the monsters described that no card negates (5-3-32)
GUARD = re.compile(rf"^Pendulum Summons of your {described.words()}Monsters? cannot be "
                   r"negated\.$")


def read(scale: psct.Breakdown) -> tuple[Fields, list[str]]:
    """The card key of a Pendulum Effect keeping its player's Pendulum Summons, and the
    sentence it reads; or nothing."""
    for effect in scale.effects:
        found = GUARD.match(effect.text)
        words = described.fields(found, monster=True) if found else None
        if words:
            return {"pendulum_summons_unnegatable": words}, [effect.text]
    return {}, []
