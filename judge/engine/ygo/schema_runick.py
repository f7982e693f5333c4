"""Reading the Runick steps (docs/scenario-format.md, runick.py): `{extra_zone_summon: {what:
monster, names, archetype, type, attribute, level, ...}}`, the monster the activation names
Special Summoned from its player's Extra Deck to an Extra Monster Zone (3-3-5); `banish_top`
is read as `send_top` is (schema_moves.read_move_step: whose Deck, how many, 3-7-4); the card
key `special_summoned: true`, a monster on the field Special Summoned before the scenario."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import Card, EffectStep, PickSpec
from .schema_described import DESCRIBED_KEYS, Describe


def read_special_summoned(problems: Problems, path: str, data: dict[str, Any],
                          card: Card) -> None:
    """`special_summoned: true` on a monster the scenario puts on the field: it arrived there
    by a Special Summon, for "a Special Summoned monster" (5-2-3); its turn is not told."""
    if v.opt_bool(problems, data, "special_summoned", path, False):
        card.summoned_as = (card.moves, 0, "special")


def read_extra_zone_step(problems: Problems, at: str, arg: Any,
                         described: Describe) -> EffectStep | None:
    data = v.mapping(problems, at, arg, ("what",) + DESCRIBED_KEYS)
    if data is None:
        return None
    what = v.choice(problems, key_path(at, "what"), v.field(data, "what", "monster"),
                    ("monster",))  # only a monster is Special Summoned (8-4)
    if what is None:
        return None
    words = {key: value for key, value in data.items() if key != "what"}
    return EffectStep("extra_zone_summon", pick=PickSpec(what="monster", zones=("extra_deck",),
                                                         **described(at, words)))
