"""What a material's own text says of its use for a Synchro or Xyz Summon (8-5-9): "Cannot be
used as Synchro Material" (`no_synchro_material`), "... as material for an Xyz Summon"
(`no_xyz_material`), and "except for the Synchro Summon of a "Blackwing" monster"
(`material_except`): the monster being Summoned must then fit that description.

Checked by extra_summon.py with the other requirements of the procedure, before anything moves.
"""
from __future__ import annotations

from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .described import described_fits, details
from .model import Card, State


def barred(state: State, card: Card, kind: str, materials: list[Card]) -> Illegal | None:
    """The first material whose text forbids it for this Summon of `card` (Synchro or Xyz)."""
    for material in materials:
        if not getattr(material, f"no_{kind.lower()}_material"):
            continue
        allowed = material.material_except
        if allowed is not None and described_fits(allowed, card):
            continue  # "except for the Synchro Summon of a ... monster"
        ref, label = say.card(state, card), say.card(state, material)
        if allowed is None:
            return Illegal(f"illegal.no_{kind.lower()}_material", (cr.MATERIAL_BARS,),
                           card=ref, material=label)
        return Illegal(f"illegal.{kind.lower()}_material_only_for", (cr.MATERIAL_BARS,),
                       card=ref, material=label, details=tuple(details(allowed)))
    return None
