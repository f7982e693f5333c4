"""Reading the format's steps that move cards no player chooses (docs/scenario-format.md):
`{send_top: {player: controller|opponent|both, count: N}}`, the top cards of a Deck sent to
the Graveyard (3-7-3)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .effect_specs import EffectStep

MOVE_STEPS = ("send_top",)
WHOSE = ("A", "B", "controller", "opponent", "both")
MAX_TOP = 60  # a whole Deck at most


def read_move_step(problems: Problems, kind: str, at: str, arg: Any) -> EffectStep | None:
    """`send_top`: whose Deck (both: each player's own), and how many cards from its top."""
    data = v.mapping(problems, at, arg, ("player", "count"), ("count",))
    if data is None:
        return None
    player = v.choice(problems, key_path(at, "player"), v.field(data, "player", "controller"),
                      WHOSE)
    count = v.integer(problems, key_path(at, "count"), v.field(data, "count", None), 1,
                      MAX_TOP)
    return EffectStep(kind, player=player, amount=count) \
        if player is not None and count is not None else None
