"""Effects a material gives the monster Summoned using it (8-5-11): "A WIND Synchro Monster
that was Summoned using this card as Synchro Material cannot be destroyed by battle." (card
key `summon_grant: {by: synchro, to: {attribute: WIND}, gives: battle_indestructible}`).

As a Synchro or Xyz Summon using such a material succeeds, the monster Summoned, when it fits
the description, gains that Continuous Effect as its own: it keeps it while it stays on the
field face-up, wherever the material goes, and its effects being negated stops it like any
other of its effects (5-5-1). Kept in `State.summon_grants` as (monster, moves, effect): the
monster's `moves` when it was Summoned, so a monster that leaves the field loses it.
"""
from __future__ import annotations

from ..core.events import Event
from ..core.replay import Context
from . import rules as cr
from . import text as say
from .described import described_fits
from .model import SET, Z_MONSTERS, Card, State


def record(state: State, ctx: Context, card: Card, materials: list[Card], kind: str) -> None:
    """After the Synchro or Xyz Summon of `card` with `materials`: the effects they give it."""
    for material in materials:
        grant = material.summon_grant
        if grant is None or grant.by != kind.lower() or not described_fits(grant.to, card):
            continue
        state.summon_grants.append((card.id, card.moves, grant.gives))
        ctx.emit("summon_grant.gained", cr.MATERIAL_GRANTS, card=say.card(state, card),
                 material=say.card(state, material), gives=Event(f"summon_grant.{grant.gives}"))


def gained(state: State, card: Card, effect: str) -> bool:
    """Whether a material of its Summon gave this face-up monster the effect (the card field
    `effect` names it), before its effects' negation is asked."""
    return card.zone == Z_MONSTERS and card.position != SET \
        and (card.id, card.moves, effect) in state.summon_grants
