"""The rider "..., also, after that, Set this card face-down instead of sending it to the GY."
of some Normal Traps (Scrap-Iron Scarecrow, Subterror Final Battle), read into the card key
`set_again: true` (10-4-12), the rest of the effect read as it is without it.

Standard library only: the rider compared word for word at the end of the effect's action
(also the "Activate 1 of these effects" header, printed as one), no pattern.
"""
from __future__ import annotations

import dataclasses

from cards.ygo import psct

RIDERS = tuple(f", also, after that, Set this card face-down instead of sending it to the {gy}."
               for gy in ("GY", "Graveyard"))


def rider(effect: psct.Effect) -> psct.Effect | None:
    """The effect without the rider, its action ended by a full stop ("negate the attack.",
    "Activate 1 of these effects."), when its action ends with it; None when it does not."""
    ending = next((r for r in RIDERS if effect.action.endswith(r)), None)
    if ending is None or not effect.text.endswith(ending):
        return None
    return dataclasses.replace(effect, action=effect.action[:-len(ending)] + ".",
                               text=effect.text[:-len(ending)] + ".")
