"""Reading a `damage` or `gain_lp` step's `for_each` (docs/scenario-format.md): the cards it
counts as it is done, in the words a Continuous Effect's `for_each` takes (schema_continuous.py),
so "for each" reads one way wherever it is printed (5-3-20)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .count_places import read_zones
from .effect_specs import CountSpec
from .schema_described import MONSTER_WORDS, Describe

COUNT_ZONES = ("field", "hand", "graveyard", "banished")
COUNT_WHAT = ("monster", "spell", "trap", "card", "spell_trap")
COUNT_PLAYERS = ("controller", "opponent", "any")
# `different_names`: one for each name among them; `face_down`: Set cards only (5-3-28)
COUNT_KEYS: tuple[str, ...] = ("zone", "player", "what", "other", "property", "different_names",
                               "face_down") + MONSTER_WORDS


def read_for_each(problems: Problems, at: str, data: dict[str, Any],
                  describe: Describe) -> CountSpec | None:
    """The step's `for_each`, or None when it has none (or it is wrong: a problem is added)."""
    opened = v.opt_mapping(problems, data, "for_each", at, COUNT_KEYS, ("zone",))
    if opened is None:
        return None
    found, where = opened
    choices = {"player": COUNT_PLAYERS, "what": COUNT_WHAT}
    defaults = {"player": "controller", "what": "card"}
    picked = {key: v.choice(problems, key_path(where, key), v.field(found, key, default),
                            choices[key]) for key, default in defaults.items()}
    words = {key: value for key, value in found.items() if key in MONSTER_WORDS + ("property",)}
    zones = read_zones(problems, where, found, COUNT_ZONES)  # one place or several (5-3-28)
    return CountSpec(zones=zones or ("field",), player=picked["player"] or "controller",
                     what=picked["what"] or "card",
                     other=v.opt_bool(problems, found, "other", where, False),
                     different_names=v.opt_bool(problems, found, "different_names", where,
                                                False),
                     face_down=v.opt_bool(problems, found, "face_down", where, False),
                     **describe(where, words))
