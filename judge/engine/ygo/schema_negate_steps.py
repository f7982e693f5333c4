"""Reading the steps that negate face-up monsters' effects for a while (5-5-1):
`negate_all_effects` (every face-up one a player controls, "except ..." those described) and
`negate_effects` (one monster's, until the end of the turn). Moved out of schema_steps.py so
that each file stays readable at once; the step reader passes its own description and target
readers in.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import EffectStep, PickSpec
from .schema_described import DESCRIBED_KEYS, Describe
from .schema_step_base import PLAYER_WORDS

Target = Callable[[str, Any], str | None]  # StepReader.target: a card the step names


def read_negate_all(problems: Problems, kind: str, at: str, arg: Any,
                    described: Describe) -> EffectStep | None:
    """`negate_all_effects`: every face-up one a player controls (5-5-1)"""
    p = problems
    data = v.mapping(p, at, arg, ("player", "what", "lasting", "except"), ("player",))
    player = v.choice(p, key_path(at, "player"), v.field(data, "player", None),
                      PLAYER_WORDS + ("both",))
    what = v.choice(p, key_path(at, "what"), v.field(data, "what", "monsters"),
                    ("monsters", "cards"))
    lasting = v.opt_bool(p, data, "lasting", at, False)  # while face-up, not this turn
    spared = v.mapping(p, key_path(at, "except"), v.field(data, "except", {}),
                       DESCRIBED_KEYS)  # "..., except "U.A." monsters": left as they are
    pick = PickSpec(what="monster", zones=(), **described(key_path(at, "except"), spared)) \
        if spared else None
    return EffectStep(kind, player=player, what=what, lasting=lasting, pick=pick) \
        if player and what else None


def read_negate_effects(problems: Problems, kind: str, at: str, arg: Any,
                        target: Target) -> EffectStep | None:
    """`negate_effects`: a face-up monster's, until the end of the turn (5-5-1)"""
    data = v.mapping(problems, at, arg, ("card", "until"), ("card",))
    card = target(key_path(at, "card"), v.field(data, "card", None))
    until = v.choice(problems, key_path(at, "until"), v.field(data, "until", "turn"), ("turn",))
    return EffectStep(kind, target=card) if card and until else None
