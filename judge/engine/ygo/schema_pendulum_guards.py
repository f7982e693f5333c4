"""Reading a Pendulum Monster's card key `pendulum_summons_unnegatable: {archetype: X, ...}`
(pendulum_guards.py, 5-3-32): its Pendulum Effect "Pendulum Summons of your "Solfachord"
Pendulum Monsters cannot be negated.", the monsters its player's Pendulum Summons of which no
card negates while it is a Pendulum Scale."""
from __future__ import annotations

from typing import Any

from ..core.validate import Problems
from .model import Card
from .schema_described import Describe, described_at


def read_pendulum_guard(problems: Problems, path: str, data: dict[str, Any], card: Card,
                        describe: Describe) -> None:
    """`pendulum_summons_unnegatable`: a description of the monsters it keeps."""
    card.pendulum_summons_unnegatable = described_at(problems, path, data,
                                                     "pendulum_summons_unnegatable", describe)
