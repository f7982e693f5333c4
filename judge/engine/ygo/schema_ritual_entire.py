"""Reading a card key `ritual_entire: {attribute: WATER, ...}` (ritual_entire.py, 8-5-18): the
Ritual Monsters this monster may be the whole Tribute for, described as a target is (`{}`:
any Ritual Monster)."""
from __future__ import annotations

from typing import Any

from ..core.validate import Problems
from .model import Card
from .schema_described import Describe, described_at


def read_ritual_entire(problems: Problems, path: str, data: dict[str, Any], card: Card,
                       described: Describe) -> None:
    """`ritual_entire`, None when absent (a wrong value is reported)."""
    card.ritual_entire = described_at(problems, path, data, "ritual_entire", described)
