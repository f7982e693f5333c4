"""An effect's "if..." clause (`condition:`): while it is not met, what follows is not
resolved (CR 8-3-3). Checked when the effect resolves, for the effect's controller.

Keys (all that are given must hold): `leader_trait` (the controller's Leader has this type),
`leader_name`, `life_max` / `life_min` (the controller's Life cards), `opponent_life_max`,
`hand_max` (cards in the controller's hand), `don_min` (DON!! on the controller's field).
"""
from __future__ import annotations

from typing import Any

from . import rules as cr
from .model import State, opponent

KEYS = ("leader_trait", "leader_name", "life_max", "life_min", "opponent_life_max", "hand_max",
        "don_min")
IF_CLAUSE = cr.IF_CLAUSE


def unmet(state: State, controller: str, condition: dict[str, Any]) -> str | None:
    """What is not met, in words; None when every part holds."""
    player = state.players[controller]
    leader = state.cards[player.leader]
    don = player.don_active + player.don_rested + sum(
        state.cards[c].don for c in (player.leader, *player.characters))
    checks = (
        ("leader_trait", lambda v: v in leader.traits, "{controller}'s Leader has no {{{v}}} type"),
        ("leader_name", lambda v: leader.name == v, "{controller}'s Leader is not [{v}]"),
        ("life_max", lambda v: len(player.life) <= v, "{controller} has more than {v} Life cards"),
        ("life_min", lambda v: len(player.life) >= v, "{controller} has fewer than {v} Life cards"),
        ("opponent_life_max", lambda v: len(state.players[opponent(controller)].life) <= v,
         "{controller}'s opponent has more than {v} Life cards"),
        ("hand_max", lambda v: len(player.hand) <= v,
         "{controller} has more than {v} cards in the hand"),
        ("don_min", lambda v: don >= v, "{controller} has fewer than {v} DON!! on the field"),
    )
    for key, holds, why in checks:
        if key in condition and not holds(condition[key]):
            return why.format(controller=controller, v=condition[key])
    return None
