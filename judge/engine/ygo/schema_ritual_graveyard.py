"""Reading a card key `ritual_graveyard: {archetype: ..., ...}` (ritual_graveyard.py, 8-5-19):
the Ritual Monsters this monster may be banished from its owner's Graveyard for, as one of the
Tributes, described as a target is (`{}`: any Ritual Monster)."""
from __future__ import annotations

from typing import Any

from ..core.validate import Problems
from .model import Card
from .schema_described import Describe, described_at


def read_ritual_graveyard(problems: Problems, path: str, data: dict[str, Any], card: Card,
                          described: Describe) -> None:
    """`ritual_graveyard`, None when absent (a wrong value is reported)."""
    card.ritual_graveyard = described_at(problems, path, data, "ritual_graveyard", described)
