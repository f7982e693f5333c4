"""A description the scenario gives under a key of a card or an effect ("double_tribute: {attribute:
LIGHT}", an effect's `for:`, a Ritual Spell's `material:`, a procedure's `if: {control: ...}`),
read into a model.Described with the card reader's own reader of description words
(CardReader._described), so every such key is checked and read one way."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems
from .model import Described

Describe = Callable[[str, dict[str, Any]], dict[str, Any]]  # CardReader._described
# the words of a description every target, `fetch` and `cost_cards` takes (described.py)
DESCRIBED_KEYS: tuple[str, ...] = (
    "names", "archetype", "type", "attribute", "level", "level_min", "level_max", "except",
    "property", "atk_max", "atk_min", "def_max", "def_min", "also_type", "link", "link_min",
    "link_max", "xyz_rank", "xyz_rank_min", "xyz_rank_max")
DESCRIBED_KEYS += ("special_summoned",)  # "a Special Summoned monster" (runick.py, 5-2-3)
DESCRIBED_KEYS += ("with_counter",)  # "a monster with an A-Counter" (counter_holders.py, 4-8-11)
DESCRIBED_KEYS += ("no_normal_summon",)  # "monsters that cannot be Normal Summoned/Set" 8-1-6
DESCRIBED_KEYS += ("non_effect",)  # "a non-Effect Monster": Effect not in its type line (4-3-2)
DESCRIBED_KEYS += ("non_tuner",)  # "a non-Tuner monster": Tuner not in its type line (8-5-14)
DESCRIBED_KEYS += ("non_type", "non_attribute")  # "a non-Link monster", "non-DARK" (5-2-3)
# the words that describe a monster by its name and kind (no ATK/DEF bounds, no Spell property)
MONSTER_WORDS = ("names", "archetype", "type", "attribute", "level", "level_min", "level_max",
                 "except", "link", "link_min", "link_max",
                 "xyz_rank", "xyz_rank_min", "xyz_rank_max",
                 "also_type",  # "a Fiend Tuner": a Tuner among its types as well (9-1-3)
                 "same_column_as")  # "in the same column as one of your "X" monsters" 3-11-1


def described_at(problems: Problems, at: str, data: dict[str, Any], key: str,
                 describe: Describe) -> Described | None:
    """The description under `key` of `data`, or None when there is none (a value that is not
    a mapping of MONSTER_WORDS is reported as a problem)."""
    opened = v.opt_mapping(problems, data, key, at, MONSTER_WORDS)
    if opened is None:
        return None
    found, where = opened
    return Described(**describe(where, found))
