"""The player an effect damages as "its controller" after acting on its target: "You can
target 1 monster on the field; destroy it, and if you do, inflict 500 damage to its
controller." (Arcana Force XV - The Fiend), the format's `{damage: {player: target_controller,
amount: 500}}` (5-3-10). The target still where it was targeted: the player who controls it
now; moved once since, by the part just done: the player who controlled it as it left
(`left_by`), whoever owns it; gone otherwise, the part is not done (5-2-3, 5-2-5)."""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from .model import State
from .step_types import Skip


def target_controller(state: State, ctx: Context, env: Any, skip: Skip) -> str | None:
    """The controller of the effect's target, as it is or as it left the field; None, said
    as a part not done, when there is no such card."""
    card = state.resolve(env.chosen) if env.chosen else None
    if card is not None and (env.chosen_moves < 0 or card.moves == env.chosen_moves):
        return card.owner
    if card is not None and card.moves == env.chosen_moves + 1 and card.left_by:
        return card.left_by  # destroyed or sent just before: as it was on the field
    skip(ctx, env, Event("would.damage_target_controller"), Event("why.gone"),
         cr.TARGETS)
    return None
