"""Xyz Materials detached by what an effect does, not as its cost (4-4-9): the `detach` step
(`{detach: {card: chosen|self|ID, count: N}}`, `count` 0: all of them), "detach 1 material from
it" on a targeted Xyz Monster and "Detach 1 Xyz Material from this card." in a monster's own
effect; and a target described by its materials ("an Xyz Monster that has material", "...
with no Xyz Material": `has_material`), checked as the card is activated (5-2-3).

The format counts an Xyz Monster's materials (`materials`): detaching lowers the count, the
cards going to the Graveyard, those the scenario names as cards (xyz_cards.py); when only some
of several named ones go, which is the player's choice, which no action gives here: the step
is not done (4-4-11). Nothing is detached from a monster that is no longer a face-up Xyz
Monster on the field, or that has fewer materials than the step asks (none, for "all"): the
step is then not done, and what the effect does "and if you do" after it is not done either
(5-2-7)."""
from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from . import xyz_cards
from .model import Card, EffectStep, State
from .step_types import Gone, Handler, Skip, Target, Would
from .xyz_attach import holds_materials


def material_fits(has_material: bool | None, card: Card) -> bool:
    """Whether the card is what a target's words on its materials ask: a face-up Xyz Monster
    on the field with at least one (True) or none (False); anything fits with no such words."""
    if has_material is None:
        return True
    return holds_materials(card) and (card.materials > 0) == has_material


def handlers(skip: Skip, target: Target, would: Would, gone: Gone) -> dict[str, Handler]:
    def detach(state: State, ctx: Context, step: EffectStep, env: Any) -> None:
        card = target(state, env, step.target)
        if card is None:
            skip(ctx, env, would("detach", state), gone(step.target, env), cr.DETACHED_BY_EFFECT)
            return
        if not holds_materials(card):
            skip(ctx, env, would("detach", state, card),
                 Event("why.not_xyz_on_field", {"card": say.card(state, card)}),
                 cr.DETACHED_BY_EFFECT, cr.XYZ_MATERIALS)
            return
        count = step.amount or card.materials  # 0: all of them
        if not count or card.materials < count:
            why = Event("why.too_few_materials", {"card": say.card(state, card), "count": count,
                                                  "have": card.materials}) if card.materials \
                else Event("why.no_materials", {"card": say.card(state, card)})
            skip(ctx, env, would("detach", state, card), why, cr.DETACHED_BY_EFFECT)
            return
        taken = xyz_cards.chosen(state, card, count, ())
        if isinstance(taken, str):  # which named ones: its player's choice (4-4-11)
            skip(ctx, env, would("detach", state, card),
                 Event("why.detach_unnamed", {"card": say.card(state, card)}), cr.XYZ_CARDS)
            return
        xyz_cards.send(state, card, taken)
        card.materials -= count
        ctx.emit("xyz.detached", cr.DETACHED_BY_EFFECT, cr.XYZ_MATERIALS, link=env.label,
                 card=say.card(state, card), count=count, left=card.materials)

    return {"detach": detach}
