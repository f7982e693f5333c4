"""A condition naming a Pendulum Summon ("If a monster(s) is Pendulum Summoned", `summon: {how:
[pendulum]}`): a Pendulum Summon is a Special Summon (8-5-6), recorded as one, so "pendulum"
in a condition's kinds fits only the Special Summons that also recorded `pendulum_summoned`
(pendulum_summon.py); any other Special Summon does not fit it."""
from __future__ import annotations

from .model import Card, State
from .spell_trap_specs import SummonSpec


def how_fits(state: State, spec: SummonSpec, card: Card, how: str) -> bool:
    """Whether the Summon of `card`, of kind `how`, is one of the kinds the condition names."""
    if how in spec.how:
        return True
    return how == "special" and "pendulum" in spec.how \
        and (card.id, card.moves, "pendulum_summoned") in state.happened
