"""Reading a monster's `unaffected: {by, opponent, activated, archetype, if}`
(docs/scenario-format.md): what its text says it is unaffected by (unaffected.py, 5-3-29).
`by`: others (every other card's effects), spells, traps, spells_traps, monsters (other
monsters'), normal_traps; `opponent: true` only the opponent's; `activated: true` only activated
effects; `archetype` only the cards of that archetype ("Hole" Normal Traps); `if` the board it
needs, in the keys of a Spell's or Trap's `if` ("While "Umi" is on the field")."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .board_specs import BoardExtra
from .model import Card
from .monster_specs import SummonCondition
from .schema_described import Describe
from .schema_stconds import read_card_if
from .unaffected_specs import UNAFFECTED_BY, Unaffected

KEYS = ("by", "opponent", "activated", "archetype", "if")


def read_unaffected(p: Problems, path: str, data: dict[str, Any], card: Card,
                    describe: Describe) -> None:
    """Give the card its `unaffected`; nothing when the key is absent, a wrong one reported."""
    opened = v.opt_mapping(p, data, "unaffected", path, KEYS, ("by",))
    if opened is None:
        return
    spec, at = opened
    by = v.choice(p, key_path(at, "by"), spec["by"], UNAFFECTED_BY)
    archetype = v.opt_text(p, spec, "archetype", at, "") or ""
    board = _board(p, at, spec, card, describe) if "if" in spec else None
    if by is not None:
        card.unaffected = Unaffected(by=by, opponent=v.opt_bool(p, spec, "opponent", at, False),
                                     activated=v.opt_bool(p, spec, "activated", at, False),
                                     archetype=archetype, board=board)


def _board(p: Problems, at: str, spec: dict[str, Any], card: Card,
           describe: Describe) -> tuple[SummonCondition | None, BoardExtra | None] | None:
    """Its `if`, read as a Spell's or Trap's `if` on a copy of the card (as `kept_if` is)."""
    scratch = Card(id=card.id, name=card.name, owner=card.owner, kind=card.kind, zone=card.zone)
    read_card_if(p, at, {"if": spec["if"]}, scratch, describe)
    if scratch.activation_if is None and scratch.activation_board is None:
        return None
    return scratch.activation_if, scratch.activation_board
