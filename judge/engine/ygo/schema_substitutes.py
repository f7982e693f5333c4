"""The scenario format's `gy_substitute: {what: monster|card, cards: {...}, by: [battle,
effect], opponent: true, alone: true, if: {...}, use: true}` (5-3-16): a card in the Graveyard
banished in place of a destruction (gy_substitutes.py applies it)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card
from .schema_described import Describe, described_at
from .schema_procedures import read_condition
from .substitute_specs import GySubstitute

KEYS = ("what", "cards", "by", "opponent", "alone", "if", "use")


def read_gy_substitute(problems: Problems, path: str, data: dict[str, Any], card: Card,
                       describe: Describe) -> None:
    opened = v.opt_mapping(problems, data, "gy_substitute", path, KEYS, ("by",))
    if opened is None:
        return
    found, at = opened
    by = tuple(dict.fromkeys(v.items(problems, key_path(at, "by"), v.field(found, "by", []), 2,
                                     lambda item_path, item: v.choice(
                                         problems, item_path, item, ("battle", "effect")))))
    what = v.choice(problems, key_path(at, "what"), v.field(found, "what", "monster"),
                    ("monster", "card"))
    if not by or what is None:
        return
    card.gy_substitute = GySubstitute(
        what=what, cards=described_at(problems, at, found, "cards", describe), by=by,
        opponent=v.opt_bool(problems, found, "opponent", at, False),
        alone=v.opt_bool(problems, found, "alone", at, False),
        condition=read_condition(problems, at, found, describe),
        use=v.opt_bool(problems, found, "use", at, True))
