"""Reading a target's `or` (an addition to the format, docs/scenario-format.md): "Target 1
"Black Rose Dragon" or 1 Plant monster in your GY", a target of either of two descriptions
in the one place the sentence names (5-2-3), as a `fetch`'s `or` is for the cards it takes."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..core import validate as v
from ..core.validate import Problems
from .effect_specs import Described, TargetSpec
from .schema_described import DESCRIBED_KEYS, Describe

# the words of the other description: its own noun and what describes it; where the target
# is (place, face, position, count) is the sentence's, said once for both
OR_KEYS = ("what",) + DESCRIBED_KEYS
WORDS = tuple(Described.__dataclass_fields__)


def either(problems: Problems, at: str, data: dict[str, Any],
           what_of: Callable[[str, dict[str, Any]], str], describe: Describe,
           spec: TargetSpec) -> TargetSpec:
    """`spec` with its `alternative` when `data` has an `or`: the same place and the other
    noun and words (every word of the first description left out of the second)."""
    opened = v.opt_mapping(problems, data, "or", at, OR_KEYS)
    if opened is None:
        return spec
    other, where = opened
    blank = {name: Described.__dataclass_fields__[name].default for name in WORDS}
    alternative = replace(spec, what=what_of(where, other),
                          **{**blank, **describe(where, other)})
    return replace(spec, alternative=alternative)
