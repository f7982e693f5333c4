"""`level: {card: chosen, by: N}`: "Increase its Level by 1." / "Reduce its Level by 1." (4-2-2).

An effect raises or lowers a face-up monster's Level; without a stated time the change lasts
while that monster stays face-up on the field, so a monster that moves loses it (zones.move
takes `level_change` back off). A Level never goes below 1, and a monster with a Rank or a
Link Rating has no Level to change: that part of the effect does nothing (5-2-5). The
interpreter passes its reader of the step's card on the field and its words for a part not
done."""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.replay import Context
from . import declared_levels
from . import rules as cr
from . import text as say
from .end_phase_changes import level_until
from .level_turn import until_end
from .model import MONSTER, SET, Z_MONSTERS, Card, EffectStep, State
from .step_types import FieldCard, Handler, Skip


def handlers(skip: Skip, field_card: FieldCard) -> dict[str, Handler]:
    def level(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        card = field_card(state, ctx, step, env, "change_level")
        if card is None:
            return
        if card.kind != MONSTER or card.zone != Z_MONSTERS or card.position == SET \
                or {"Xyz", "Link"} & set(card.monster_types):
            skip(ctx, env, Event("would.change_level_card", {"card": say.card(state, card)}),
                 Event("why.no_level"), cr.LEVEL)
            return
        before = card.level
        change = step.level_to - before if step.level_to \
            else declared_levels.amount(state, ctx, step, env, card)  # 4-2-10, 5-2-25
        after = max(1, before + change)  # never below 1 (4-2-2)
        if step.declared is not None and after == before:
            return  # the Level it already has was declared: nothing changes (5-2-25)
        if step.level_to and after == before:  # already that Level: nothing changes (4-2-10)
            ctx.emit("level_changed.already", cr.LEVEL_SET, link=env.label,
                     card=say.card(state, card), level=after)
            return
        if step.level_cap and change > 0 and capped(state, ctx, env, card, step.level_cap):
            return  # already at its maximum or past it (4-2-9)
        if step.level_cap:
            after = min(after, step.level_cap)  # "(max. 12)": raised up to it (4-2-9)
        card.level, card.level_change = after, card.level_change + after - before
        if step.until == "turn" and step.level_to:  # "its Level becomes 4 until ..." (4-2-10)
            state.level_until_end.append((card.id, card.moves, after - before))  # level_turn
            ctx.emit("level_changed.set_turn", cr.LEVEL_SET, cr.LEVEL, cr.END_OF_TURN,
                     link=env.label, card=say.card(state, card), before=before, level=after)
            return
        if step.until == "turn":  # "until the end of this turn" (level_turn.py)
            until_end(state, ctx, card, before, after, env.label)
            return
        if step.until == "end_phase":  # "until the End Phase" (7-7-12)
            level_until(state, ctx, card, before, after, env.label, bool(step.level_to))
            return
        # "its Level becomes 6", no time named: kept while face-up (4-2-10, 4-2-2)
        capped_rule = (cr.LEVEL_CAP,) if step.level_cap else (cr.LEVEL_SET,) if step.level_to \
            else ()
        ctx.emit("level_changed" if change >= 0 else "level_changed.lowered", cr.LEVEL,
                 *capped_rule, link=env.label, card=say.card(state, card), before=before,
                 level=after)
    return {"level": level}


def capped(state: State, ctx: Context, env: Any, card: Card, cap: int) -> bool:
    """A Level already at the maximum the effect names, or past it: nothing is raised, and
    said so (4-2-9); False when there is room."""
    if card.level < cap:
        return False
    ctx.emit("level_changed.at_max", cr.LEVEL_CAP, cr.LEVEL, link=env.label,
             card=say.card(state, card), level=card.level, max=cap)
    return True
