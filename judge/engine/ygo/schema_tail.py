"""Reading the format's steps of the long tail of actions (docs/scenario-format.md):
`{second_attack: {card: chosen|self}}`, a monster allowed a second attack this turn (12-3-4),
`{discard_random: {player: controller|opponent, count: N}}`, cards discarded at random from
a player's hand (5-3-21), and `{opponent_draws: N}`, the opponent drawing (5-3-6)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .effect_specs import EffectStep

TAIL_STEPS = ("second_attack", "discard_random", "opponent_draws")
MAX_RANDOM = 10  # no printed card discards more at random


def read_tail_step(problems: Problems, kind: str, at: str, arg: Any,
                   target: Callable[[str, Any], str | None]) -> EffectStep | None:
    """One of TAIL_STEPS; `target` is the card reader's reader of a card reference."""
    if kind == "opponent_draws":  # "Your opponent draws 2 cards." (5-3-6)
        count = v.integer(problems, at, arg, 1, MAX_RANDOM)
        return None if count is None else EffectStep(kind, amount=count)
    if kind == "second_attack":
        data = v.mapping(problems, at, arg, ("card",), ("card",))
        card = target(key_path(at, "card"), v.field(data, "card", None))
        return EffectStep(kind, target=card) if card else None
    data = v.mapping(problems, at, arg, ("player", "count"), ("count",))
    if data is None:
        return None
    player = v.choice(problems, key_path(at, "player"), v.field(data, "player", "opponent"),
                      ("controller", "opponent"))
    count = v.integer(problems, key_path(at, "count"), v.field(data, "count", None), 1,
                      MAX_RANDOM)
    return EffectStep(kind, player=player, amount=count) \
        if player is not None and count is not None else None
