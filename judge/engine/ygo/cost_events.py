"""Trigger Effects of a card sent to the GY as the cost of a monster's effect (5-2-23): "If this
card is sent to the GY to activate a monster effect", "... to activate a WATER monster's effect"
(`event: sent_for_monster_cost`, with `cost_for` describing that monster).

monster_effects.apply calls `mark` around the payment of a monster effect's costs: each card
the payment sent to the GY (zones.move records `sent_to_graveyard` for it) that has such an
effect is marked `sent_for_cost`, at the same moment, and `State.cost_sources` keeps the
monster whose effect it was (past the chain's resolution, which starts `state.together`
afresh); `cost_fits` checks that monster against the effect's `cost_for`. Not a card the
effect's own resolution sent there (5-2-2)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from . import rules as cr
from .described import described_fits
from .effect_specs import Described
from .model import MONSTER, Card, MonsterEffect, State
from .moments import Happened
from .monster_specs import SummonedBy
from .schema_described import MONSTER_WORDS, Describe

# the events of `state.happened` each of these answers (trigger_timing.ANSWERS)
COST_ANSWERS = {"sent_for_monster_cost": ("sent_for_cost",)}
SENT = ("sent_to_graveyard", "sent_from_field_to_graveyard")


def mark(state: State, source: Card, effect: MonsterEffect, since: int) -> None:
    """The cards the payment of `source`'s monster effect, recorded from index `since` on,
    sent to the GY, each beside `source` (not a Pendulum Scale's effect, a Spell's, 5-1-6)."""
    if effect.origin == "pendulum":
        return
    for event in list(state.happened[since:]):
        card = state.cards.get(event[0])
        if event[2] in SENT and card is not None and card.moves == event[1] \
                and any(own.on in COST_ANSWERS for own in card.effects):
            marked = (event[0], event[1], "sent_for_cost")
            state.happened.append(marked)
            state.together.append(frozenset((event, marked)))  # one moment (11-1-9)
            state.cost_sources[event[0], event[1]] = source.id


def cost_fits(state: State, card: Card, effect: MonsterEffect, event: Happened) -> bool:
    """`event` answers the effect: the monster whose effect's cost it was fits `cost_for`."""
    if effect.on not in COST_ANSWERS:
        return True
    source = state.cards.get(state.cost_sources.get((event[0], event[1]), ""))
    if source is None or source.kind != MONSTER:
        return False
    return effect.cost_for is None or described_fits(effect.cost_for.described, source)


def read(problems: Problems, at: str, data: dict[str, Any],
         describe: Describe) -> SummonedBy | None:
    """`cost_for: {what: monster, attribute, type, names, archetype, ...}`."""
    opened = v.opt_mapping(problems, data, "cost_for", at, ("what", *MONSTER_WORDS))
    if opened is None:
        return None
    found, where = opened
    v.choice(problems, key_path(where, "what"), v.field(found, "what", "monster"), ("monster",))
    words = {key: value for key, value in found.items() if key != "what"}
    return SummonedBy(what="monster", described=Described(**describe(where, words)))


def activation_rules(effect: MonsterEffect) -> list[str]:
    """Cited as such an effect is activated."""
    return [cr.SENT_FOR_COST] if effect.on in COST_ANSWERS else []
