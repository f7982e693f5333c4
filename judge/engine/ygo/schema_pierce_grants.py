"""Reading a card key `piercing_grant: {monsters: DESCRIPTION, other: true, if: CONDITION}`
(pierce_grants.py, 12-6-4): the monsters of the card's controller it gives piercing battle
damage while it is face-up on the field ("If your Dragon monster attacks a Defense Position
monster, inflict piercing battle damage to your opponent."), as a target guard's words are
read (no `monsters`: every monster of its controller)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems
from .continuous_specs import TargetGuard
from .model import Card, Described
from .schema_described import Describe, described_at
from .schema_procedures import read_condition


def read_piercing_grant(problems: Problems, path: str, data: dict[str, Any], card: Card,
                        describe: Describe) -> None:
    """`piercing_grant`, left None when absent (a wrong value is reported)."""
    opened = v.opt_mapping(problems, data, "piercing_grant", path, ("monsters", "other", "if"))
    if opened is None:
        return
    spec, at = opened
    card.piercing_grant = TargetGuard(
        monsters=described_at(problems, at, spec, "monsters", describe) or Described(),
        other=v.opt_bool(problems, spec, "other", at, False),
        condition=read_condition(problems, at, spec, describe))
