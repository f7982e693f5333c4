"""What a material gives the Xyz Monster it is under (4-4-11): "A "Shark Drake" Xyz Monster that
has this card as material gains this effect." (card key `summon_grant: {by: attached, to:
{...}, gives|effect}`, schema_summon_grant.py).

Unlike a grant made by a Summon (summon_grants.py, 8-5-11), nothing is recorded: the Xyz
Monster has the effect for as long as the card is one of its named materials (xyz_cards.py) and
the monster fits `to`, and loses it as soon as the card is detached. A Continuous Effect given
is asked through summon_grants.gained like any other grant; an activated effect is added to the
monster's own `effects` (marked `granted`) as the card goes under it, and may be activated
only while the card is still there (summon_grants.effect_problem). A material counted without a
name gives nothing.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from .described import described_fits
from .grant_specs import SummonGrant
from .model import Card, MonsterEffect, State

ATTACHED = "attached"


def _grants(state: State, monster: Card) -> list[SummonGrant]:
    """The grants of the named materials under the monster that it fits now."""
    out = []
    for ref in monster.attached:
        material = state.cards.get(ref)
        grant = None if material is None else material.summon_grant
        if grant is not None and grant.by == ATTACHED and described_fits(grant.to, monster):
            out.append(grant)
    return out


def gives(state: State, monster: Card, key: str) -> bool:
    """Whether a material under the monster gives it `key`: a Continuous Effect's card field,
    or `effect:INDEX` for the activated effect at that index of its `effects`."""
    for grant in _grants(state, monster):
        if grant.gives and grant.gives == key:
            return True
        if grant.effect is not None and key == f"effect:{_index(monster, grant.effect)}":
            return True
    return False


def take_effects(monster: Card, materials: Sequence[Card]) -> None:
    """The activated effects its named `materials` give, added at the end of the monster's own
    `effects` (once each: the same effect given twice is one entry)."""
    for material in materials:
        grant = material.summon_grant
        if grant is not None and grant.by == ATTACHED and grant.effect is not None:
            _index(monster, grant.effect)


def _index(monster: Card, effect: MonsterEffect) -> int:
    given = replace(effect, granted=True)
    if given not in monster.effects:
        monster.effects = (*monster.effects, given)
    return monster.effects.index(given)
