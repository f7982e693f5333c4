"""Reading a card key `hand_activation: {archetype: X, kinds: [spell, trap]}` (hand_grants.py,
10-3-5): the cards of that archetype and kinds its controller may activate from the hand while
the card is face-up on the field."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, index_path, key_path
from .model import SPELL, TRAP, Card

KINDS = (SPELL, TRAP)


def read_hand_activation(problems: Problems, path: str, data: dict[str, Any],
                         card: Card) -> None:
    """`hand_activation`, ("", ()) when absent (a wrong value is reported)."""
    opened = v.opt_mapping(problems, data, "hand_activation", path, ("archetype", "kinds"),
                           ("archetype", "kinds"))
    if opened is None:
        return
    spec, at = opened
    if "archetype" not in spec or "kinds" not in spec:
        return  # reported by mapping
    archetype = v.text(problems, key_path(at, "archetype"), spec["archetype"])
    where = key_path(at, "kinds")
    listed = v.sequence(problems, where, spec["kinds"], len(KINDS)) or []
    kinds = tuple(kind for index, kind in enumerate(listed)
                  if v.choice(problems, index_path(where, index), kind, KINDS))
    if archetype and kinds:
        card.hand_activation = (archetype, tuple(dict.fromkeys(kinds)))
