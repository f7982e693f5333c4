"""Reading a card key `ritual_entire: {attribute: WATER, ...}` (ritual_entire.py, 8-5-18): the
Ritual Monsters this monster may be the whole Tribute for, described as a target is (`{}`:
any Ritual Monster), and `ritual_entire_field: true` when only from the field ("this card you
control")."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems
from .model import Card
from .schema_described import Describe, described_at


def read_ritual_entire(problems: Problems, path: str, data: dict[str, Any], card: Card,
                       described: Describe) -> None:
    """`ritual_entire`, None when absent (a wrong value is reported)."""
    card.ritual_entire = described_at(problems, path, data, "ritual_entire", described)
    # "this card you control can be used as the entire Tribute": from the field only
    card.ritual_entire_field = v.opt_bool(problems, data, "ritual_entire_field", path, False)
