"""A monster chosen as the effect resolves (`choose`, 5-3-22) whose control is taken or whose
battle position is changed: "Take control of 1 monster your opponent controls until the End
Phase." (`do: take_control`, `until`), "Change 1 Effect Monster your opponent controls to
face-down Defense Position." (`do: change_position`, `to`). The monster is chosen among those
that fit as the effect resolves, as for any `choose` (chosen_cards.py); what is done to it is
the `take_control` (3-10-3, 3-10-4) or `change_position` (9-2-7) step on that monster, the
activation's `position` or `face_down` naming the position of a choice of two (9-2-7).
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .control import UNTIL
from .effect_specs import EffectStep
from .positions import TO

# each `do` read here with its own key: how long control is taken, or the position given
WAYS = {"take_control": ("until", UNTIL, "end_phase"), "change_position": ("to", TO, None)}
KEYS = ("until", "to")


def rest(data: dict[str, Any], does: str | None) -> dict[str, Any]:
    """The `choose` step's words less this module's key, for the `do`s read here; as they are
    for any other `do` (a stray `until` or `to` is then refused as an unknown key)."""
    if does not in WAYS:
        return data
    return {key: value for key, value in data.items() if key not in KEYS}


def read_way(problems: Problems, at: str, data: dict[str, Any],
             does: str | None) -> tuple[EffectStep, ...] | None:
    """The step done to the monster chosen, for a `do` read here; () for another `do`, None
    when the key is wrong (a problem is added)."""
    if does not in WAYS:
        return ()
    key, choices, default = WAYS[does]
    value = v.choice(problems, key_path(at, key), v.field(data, key, default), choices)
    if value is None:
        return None
    return (EffectStep(does, target="chosen", to=value),)
