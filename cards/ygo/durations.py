"""How long a change lasts, read once for every step that lasts (7-7-12): "..., it gains 500 ATK
until the End Phase." reads as the sentence would with "until the end of this turn", and the
steps that this changes are given `until: end_phase` instead.

Standard library only. The sentence is read twice by the caller's reader: once with the words as
"until the end of this turn" and once without any time. The two readings must be the same but
for the steps the time applies to, and each of those must be an `atk` or `atk_all` step (ATK and
DEF changed, 4-2-5) or a `becomes` step (set to a value, 4-2-8) that has no time in the first
reading and `lasting` in the second, or a `level` step (4-2-2) with `until: turn` in the first
and no time in the second: anything else (a step that reads differently, a step of another kind
that takes "this turn") leaves the sentence unread, since the engine ends only these changes as
the End Phase begins. Patterns are anchored or literal, with no nested quantifier.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]
Reader = Callable[[str], "list[Fields] | None"]

# ", until the End Phase" / " until the End Phase of this turn" before the sentence's end or a
# comma; "(until the End Phase)" is another card's words (control, banishment) and not read here
UNTIL = re.compile(r"(?P<comma>,?) until the End Phase(?: of this turn)?(?=[.,])")
TURN = " until the end of this turn"
# the steps whose change the engine ends as the End Phase begins: ATK/DEF changed, of one
# monster or of all of a kind, and ATK/DEF set to a value (4-2-5, 4-2-8)
STEPS_WITH_TIME = ("atk", "atk_all", "becomes", "level")
TURN_KEYED = ("level",)  # a Level's change says `until: turn`, not `lasting`


def read(text: str, reader: Reader) -> list[Fields] | None:
    """The steps of `text` with its one "until the End Phase" read (7-7-12); None when the
    words are not there once, or the readings do not differ as only a timed change would."""
    bare_text = UNTIL.sub("", text)
    if "this turn" in bare_text or len(UNTIL.findall(text)) != 1:
        return None  # two times in one sentence: which step has which is not read here
    timed = reader(UNTIL.sub(lambda m: m.group("comma") + TURN, text))
    bare = reader(bare_text)
    if timed is None or bare is None:
        return None
    merged = _merge(timed, bare)
    return merged if isinstance(merged, list) and merged != bare else None


def _merge(timed: Any, bare: Any) -> Any:
    """`timed` with its changed `atk` steps ending in the End Phase; None where the readings
    differ in any other way."""
    if timed == bare:
        return timed
    if isinstance(timed, list) and isinstance(bare, list) and len(timed) == len(bare):
        merged = [_merge(a, b) for a, b in zip(timed, bare, strict=True)]
        return None if any(m is None for m in merged) else merged
    if not isinstance(timed, dict) or not isinstance(bare, dict) or timed.keys() != bare.keys():
        return None
    if len(timed) == 1 and next(iter(timed)) in STEPS_WITH_TIME:
        kind = next(iter(timed))
        return _timed_step(kind, timed[kind], bare[kind])
    merged_dict = {key: _merge(timed[key], bare[key]) for key in timed}
    return None if any(m is None for m in merged_dict.values()) else merged_dict


def _timed_step(kind: str, timed: Any, bare: Any) -> Fields | None:
    """The step ending in the End Phase: read with no time as "until the end of this turn"
    (no `lasting`, no `until`) and as lasting without one."""
    if not isinstance(timed, dict) or not isinstance(bare, dict):
        return None
    if kind in TURN_KEYED:  # `until: turn` said, nothing said for good (4-2-2)
        if timed.get("until") != "turn" or {**bare, "until": "turn"} != timed:
            return None
        return {kind: {**timed, "until": "end_phase"}}
    if "lasting" in timed or "until" in timed or bare != {**timed, "lasting": True}:
        return None
    return {kind: {**timed, "until": "end_phase"}}
