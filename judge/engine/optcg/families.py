"""The families of effect steps, in one ordered list, and the tables built from their
declarations (kinds.py): the reader's (schema_cards.py) and the interpreter's
(interpreter.py). Nothing else lists step kinds: a new kind is declared in its family's
`KINDS`, and a new family is one more line here.
"""
from __future__ import annotations

from . import (
    attack_target,
    base_power,
    don,
    event_use,
    flow,
    gains,
    hand,
    life,
    limits,
    modifiers,
    negation,
    opponent,
    play,
    removal,
    states,
)
from .decks import steps as decks
from .kinds import Handler, ReadStep, StepKind

FAMILIES = (modifiers, removal, states, hand, life, don, play, gains, opponent, decks, limits,
            flow, negation, base_power, attack_target, event_use)


def _declared() -> dict[str, StepKind]:
    found: dict[str, StepKind] = {}
    for family in FAMILIES:
        for kind in family.KINDS:
            if kind.name in found:  # two families cannot claim one key
                raise ValueError(f"step kind {kind.name} is declared twice")
            found[kind.name] = kind
    return found


KINDS: dict[str, StepKind] = _declared()
STEP_KINDS: tuple[str, ...] = tuple(KINDS)  # every key a step may have, in family order
READERS: dict[str, ReadStep] = {name: kind.read for name, kind in KINDS.items()}
HANDLERS: dict[str, Handler] = {name: kind.run for name, kind in KINDS.items()}
LEAVING: frozenset[str] = frozenset(name for name, kind in KINDS.items() if kind.leaves_field)
