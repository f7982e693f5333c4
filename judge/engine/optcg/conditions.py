"""An effect's "if..." clause (`condition:`): while it is not met, what follows is not
resolved (CR 8-3-3). Checked when the effect resolves, for the effect's controller.

Keys (all that are given must hold): `leader_trait` (the controller's Leader has this type),
`leader_name`, `life_max` / `life_min` (the controller's Life cards), `opponent_life_max`,
`hand_max` (cards in the controller's hand), `don_min` (DON!! on the controller's field),
`turn` (`you` or `opponent`: whose turn it must be, [Your Turn] / [Opponent's Turn]).
"""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from . import rules as cr
from .model import State, opponent

KEYS = ("leader_trait", "leader_name", "life_max", "life_min", "opponent_life_max", "hand_max",
        "don_min", "turn")
IF_CLAUSE = cr.IF_CLAUSE


def unmet(state: State, controller: str, condition: dict[str, Any]) -> Event | None:
    """What is not met (an event whose code is `unmet.KEY`); None when every part holds."""
    player = state.players[controller]
    leader = state.cards[player.leader]
    don = player.don_active + player.don_rested + sum(
        state.cards[c].don for c in (player.leader, *player.characters))
    checks = (
        ("leader_trait", lambda v: v in leader.traits),
        ("leader_name", lambda v: v in leader.names()),  # a second name counts (CR 2-1-3)
        ("life_max", lambda v: len(player.life) <= v),
        ("life_min", lambda v: len(player.life) >= v),
        ("opponent_life_max", lambda v: len(state.players[opponent(controller)].life) <= v),
        ("hand_max", lambda v: len(player.hand) <= v),
        ("don_min", lambda v: don >= v),
    )
    for key, holds in checks:
        if key in condition and not holds(condition[key]):
            return Event(f"unmet.{key}", {"player": controller, "value": str(condition[key])})
    wanted = condition.get("turn")
    if wanted and (state.turn_player == controller) != (wanted == "you"):
        # [Your Turn] / [Opponent's Turn] on a timed ability (CR 8-3-2-4, 8-3-2-5)
        return Event(f"unmet.turn_{wanted}", {"player": controller})
    return None
