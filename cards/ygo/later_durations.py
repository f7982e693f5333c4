"""ATK and DEF changes that last past the end of the turn (7-7-13): "this card gains 300 ATK
until the end of your opponent's turn" (`until: opponent_turn`), "... until the end of your
opponent's next turn" (`opponent_next_turn`), "it gains 800 ATK until your next Standby Phase"
(`next_standby`), read for the `atk`, `atk_all` and `becomes` steps only.

Standard library only. As durations.py does for "until the End Phase", the sentence is read
twice by the caller's reader: once with the words as "until the end of this turn" and once
without any time. The two readings must be the same but for the steps the time applies to,
each an `atk`, `atk_all` or `becomes` step with no time in the first reading and `lasting` in
the second; anything else (a Level, a lock "until the end of your opponent's turn") leaves the
sentence unread, since the engine keeps only these changes past the turn. Patterns are
anchored or literal, with no nested quantifier.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]
Reader = Callable[[str], "list[Fields] | None"]

TIMES = {"until the end of your opponent's turn": "opponent_turn",
         "until the end of your opponent's next turn": "opponent_next_turn",
         "until your next Standby Phase": "next_standby"}
# the words before the sentence's end, a comma or "(even if this card leaves the field)"
UNTIL = re.compile(r"(?P<comma>,?) (?P<time>until the end of your opponent's (?:next )?turn|"
                   r"until your next Standby Phase)(?=[.,]| \()")
TURN = " until the end of this turn"
# ATK and DEF changed, of one monster or of all of a kind (4-2-5), or set to a value (4-2-8)
STEPS = ("atk", "atk_all", "becomes")


def read(text: str, reader: Reader) -> list[Fields] | None:
    """The steps of `text` with its one later time read (7-7-13); None when the words are not
    there once, or the readings do not differ as only a timed change would."""
    found = UNTIL.findall(text)
    if len(found) != 1 or "this turn" in text:
        return None  # two times in one sentence: which step has which is not read here
    until = TIMES[found[0][1]]
    timed = reader(UNTIL.sub(lambda m: m.group("comma") + TURN, text))
    bare = reader(UNTIL.sub("", text))
    if timed is None:
        return None
    if bare is None:  # "all monsters you control gain 500 ATK" is read only with a time
        return _last(timed, text, until)
    merged = _merge(timed, bare, until)
    return merged if isinstance(merged, list) and merged != bare else None


def _last(timed: list[Fields], text: str, until: str) -> list[Fields] | None:
    """With no reading without a time: the time is the sentence's last words and the last
    step, the reading's only `atk`, `atk_all` or `becomes` step, is the change it applies to."""
    if not UNTIL.search(text) or not re.search(r"(?:turn|Phase)\.$", text) or not timed:
        return None
    changes = [step for step in timed if isinstance(step, dict) and set(step) & set(STEPS)]
    last = timed[-1]
    if changes != [last] or len(last) != 1:
        return None
    kind = next(iter(last))
    if not isinstance(last[kind], dict) or "lasting" in last[kind] or "until" in last[kind]:
        return None
    return [*timed[:-1], {kind: {**last[kind], "until": until}}]


def _merge(timed: Any, bare: Any, until: str) -> Any:
    """`timed` with its changed steps lasting `until`; None where the readings differ in any
    other way."""
    if timed == bare:
        return timed
    if isinstance(timed, list) and isinstance(bare, list) and len(timed) == len(bare):
        merged = [_merge(a, b, until) for a, b in zip(timed, bare, strict=True)]
        return None if any(m is None for m in merged) else merged
    if not isinstance(timed, dict) or not isinstance(bare, dict) or timed.keys() != bare.keys():
        return None
    if len(timed) == 1 and next(iter(timed)) in STEPS:
        kind = next(iter(timed))
        step, plain = timed[kind], bare[kind]
        if not isinstance(step, dict) or "lasting" in step or "until" in step \
                or plain != {**step, "lasting": True}:
            return None
        return {kind: {**step, "until": until}}
    merged_dict = {key: _merge(timed[key], bare[key], until) for key in timed}
    return None if any(m is None for m in merged_dict.values()) else merged_dict
