"""Reading a Continuous or Field Spell/Trap's card key `activations_unnegatable: {monsters:
DESCRIPTION, player: controller}` (activation_guards.py, 11-3-5): the monsters whose effects'
activations no card negates while it is face-up on the field and its effects are not negated;
`player: controller` ("your Thunder monsters'"): only those its controller activates."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card
from .schema_described import Describe, described_at

KEYS = ("monsters", "player")
PLAYERS = ("controller",)


def read_activations_kept(problems: Problems, path: str, data: dict[str, Any], card: Card,
                          describe: Describe) -> None:
    """`activations_unnegatable`, left None when absent (a wrong value is reported)."""
    raw = v.field(data, "activations_unnegatable", None)
    if raw is None:
        return
    at = key_path(path, "activations_unnegatable")
    found = v.mapping(problems, at, raw, KEYS, ("monsters",))
    if found is None:
        return
    player = v.field(found, "player", None)
    if player is not None:
        card.activations_kept_yours = v.choice(problems, key_path(at, "player"), player,
                                               PLAYERS) == "controller"
    card.activations_kept = described_at(problems, at, found, "monsters", describe)
