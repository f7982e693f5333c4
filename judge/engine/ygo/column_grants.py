"""An effect a Continuous Spell or Trap gives the monsters standing near it (3-11-3): ""The
Weather" Effect Monsters in your Main Monster Zones of this card's column and its adjacent
columns gain this effect." with its "●" line, the activated effect given (the card key
`summon_grant: {by: column, to: {archetype: "The Weather"}, effect: {...}}`,
schema_summon_grant.py; cards/ygo/column_grant_shapes.py reads it from printed texts).

As for an effect a material gives while under an Xyz Monster (xyz_grants.py), nothing is
recorded: every monster of the scenario that fits `to` holds the effect at the end of its own
`effects` (marked `granted`) from the start, so that an action can name its index, and may
activate it only while the grant holds (effect_problem): it is a face-up Effect Monster that
fits `to`, in a Main Monster Zone of the granting card's controller, in that card's column or
one next to it (3-11-1), and the granting card is face-up in its Spell & Trap Zone with its
effects not negated (5-5-1). A place not given is never guessed: the activation is refused.
Once activated, the effect resolves as any monster effect, whatever becomes of either card.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from ..core.result import Illegal
from . import rules as cr
from . import text as say
from .card_facts import types_now
from .column_cells import column_of
from .described import described_fits
from .field_negation import face_up_on_field, negated_by_field
from .model import MONSTER, SET, Z_MONSTERS, Z_SPELLS_TRAPS, Card, MonsterEffect, State

COLUMN = "column"  # grant_specs.BY: given by the column the card stands in


def take_effects(cards: Iterable[Card]) -> None:
    """Each monster that fits a column grant of a card of the scenario holds its effect at the
    end of its `effects` (once: the same effect given by two cards is one entry)."""
    listed = list(cards)
    grants = [card.summon_grant for card in listed if card.kind != MONSTER
              and card.summon_grant is not None and card.summon_grant.by == COLUMN]
    for grant in grants:
        if grant is None or grant.effect is None:
            continue
        given = replace(grant.effect, granted=True)
        for monster in listed:
            if monster.kind == MONSTER and described_fits(grant.to, monster) \
                    and given not in monster.effects:
                monster.effects = (*monster.effects, given)


def _givers(state: State, effect: MonsterEffect) -> list[Card]:
    """The cards of the scenario whose column grant is this effect."""
    return [card for card in state.cards.values() if card.kind != MONSTER
            and card.summon_grant is not None and card.summon_grant.by == COLUMN
            and card.summon_grant.effect is not None
            and replace(card.summon_grant.effect, granted=True) == effect]


def effect_problem(state: State, card: Card, effect: MonsterEffect) -> Illegal | None:
    """Why the monster cannot activate a column grant's effect now (3-11-3), or None when one
    granting card gives it the effect now; called only for a column grant (`given`)."""
    problem: Illegal | None = None
    for giver in _givers(state, effect):
        problem = _problem(state, card, giver)
        if problem is None:
            return None
    return problem


def given(state: State, effect: MonsterEffect) -> bool:
    """Whether a column grant of a card of the scenario is this effect."""
    return effect.granted and bool(_givers(state, effect))


def _problem(state: State, card: Card, giver: Card) -> Illegal | None:
    """Why this granting card does not give the monster its effect now, or None."""
    ref, by = say.card(state, card), say.card(state, giver)
    grant = giver.summon_grant
    if grant is None or card.zone != Z_MONSTERS or card.position == SET or card.extra_zone \
            or card.owner != giver.owner or "Effect" not in types_now(card) \
            or not described_fits(grant.to, card, state):
        return Illegal("illegal.column_grant_monster", (cr.COLUMN_GRANTS,), card=ref, by=by)
    if giver.zone != Z_SPELLS_TRAPS or not face_up_on_field(giver) \
            or negated_by_field(state, giver):
        return Illegal("illegal.column_grant_off", (cr.COLUMN_GRANTS, cr.EFFECTS_NEGATED),
                       card=ref, by=by)
    mine, theirs = column_of(card, card.owner), column_of(giver, card.owner)
    if mine is None or theirs is None:
        return Illegal("illegal.column_grant_unknown", (cr.COLUMN_GRANTS, cr.COLUMNS),
                       card=ref, by=by)
    if abs(mine - theirs) > 1:
        return Illegal("illegal.column_grant_far", (cr.COLUMN_GRANTS, cr.COLUMNS),
                       card=ref, by=by, column=mine, giver_column=theirs)
    return None
