"""Negating the next attack of an opponent's monster (12-3-22), added to monster_shapes.effect
and shapes.action: "During your opponent's turn: You can banish this card from your Graveyard;
negate the next attack this turn from a monster your opponent controls (this is a Quick
Effect)." (Necro Gardna, Speedroid Tri-Eyed Dice) -> `{negate_next_attack: true}`.

Standard library only. Patterns are anchored, without nested quantified groups: linear. The
older "(this is a Quick Effect)" printed after the action of an effect with a cost says what
today's "(Quick Effect)" before the colon says: it is moved there, the rest read as any effect.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any

from cards.ygo import psct

Fields = dict[str, Any]

QUICK_AFTER = " (this is a Quick Effect)."
NEXT = re.compile(r"^[Nn]egate the next attack this turn from a monster your opponent "
                  r"controls\.$")


def normalized(effect: psct.Effect) -> psct.Effect:
    """The effect with its closing "(this is a Quick Effect)" moved to its condition, when it
    has a condition without one and a cost (the Yang Zings' wording without a cost is
    synchro_effect_shapes.normalized's)."""
    if not (effect.condition and effect.cost and effect.action.endswith(QUICK_AFTER)) \
            or effect.condition.endswith(")"):
        return effect
    condition = f"{effect.condition} (Quick Effect)"
    action = effect.action.removesuffix(QUICK_AFTER) + "."
    text = f"{condition}: {effect.cost}; {action}"
    return dataclasses.replace(effect, condition=condition, action=action, text=text)


def read(text: str) -> list[Fields] | None:
    """The step of "Negate the next attack this turn from a monster your opponent controls.",
    or None."""
    return [{"negate_next_attack": True}] if NEXT.match(text) else None
