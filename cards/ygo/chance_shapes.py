"""Effects decided by a coin or a die (5-3-23), read into the format's `toss_coin` and
`roll_die` steps: "Toss a coin and apply this effect. ● Heads: ... ● Tails: ...", "Toss a coin
3 times and apply the appropriate effect. ● 3 Heads: ...", "Roll a six-sided die and apply the
result. ● 2, 3, or 4: ...", and a target destroyed on enough heads ("toss a coin 3 times and
destroy that target if at least 2 of the results are heads", "toss a coin twice, and if the
result is 2 heads, destroy it"). Every "●" must read, or the effect is left unread.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]
Steps = Callable[[str], "list[Fields] | None"]

COIN = re.compile(r"^[Tt]oss a coin(?: (?P<times>\d+) times)?(?: and apply (?:this|the "
                  r"appropriate) effect)?[.:]$")
DIE = re.compile(r"^[Rr]oll a six-sided die and apply the result\.$")
HEADS_OPTION = re.compile(r"^(?:(?P<count>\d+) )?(?P<face>Heads?|Tails):\s*(?P<rest>.+)$")
FACES_OPTION = re.compile(r"^(?P<faces>[1-6](?:(?:,| or|, or) [1-6])*):\s*(?P<rest>.+)$")
# a target destroyed on enough heads (Barrel Dragon, Blowback Dragon, Twin-Barrel Dragon)
AT_LEAST = re.compile(r"^[Tt]oss a coin (?P<times>\d+) times and destroy (?:that target|it) if at "
                      r"least (?P<least>\d+) of the results are heads\.$")
ALL_HEADS = re.compile(r"^[Tt]oss a coin twice, and if the result is 2 heads, destroy it\.$")


def with_options(action: str) -> bool:
    """Whether the action tosses or rolls and its "●" say what each result does."""
    return bool(COIN.match(action) or DIE.match(action))


def read(action: str, options: list[str], steps: Steps) -> list[Fields] | None:
    """The `toss_coin` or `roll_die` step of the action and its "●" options, each option's
    text read by `steps`; None when the action is no toss or roll, or an option is unread."""
    if DIE.match(action):
        return _die(options, steps)
    found = COIN.match(action)
    if found is None or not options:
        return None
    times = int(found.group("times") or 1)
    outcomes = []
    for option in options:
        head = HEADS_OPTION.match(option)
        done = steps(head.group("rest")) if head else None
        if head is None or done is None or (times == 1) != (head.group("count") is None):
            return None
        count = int(head.group("count") or 1)
        heads = count if head.group("face").startswith("Head") else times - count
        outcomes.append({"heads": heads, "steps": done})
    return [{"toss_coin": {"times": times, "outcomes": outcomes}}]


def _die(options: list[str], steps: Steps) -> list[Fields] | None:
    outcomes = []
    for option in options:
        found = FACES_OPTION.match(option)
        done = steps(found.group("rest")) if found else None
        if found is None or done is None:
            return None
        faces = [int(face) for face in re.findall(r"[1-6]", found.group("faces"))]
        outcomes.append({"faces": faces, "steps": done})
    return [{"roll_die": {"outcomes": outcomes}}] if outcomes else None


def on_target(text: str, steps: Steps) -> list[Fields] | None:
    """A target destroyed when enough of the coins land heads; `steps` reads "Destroy that
    target." on the effect's target."""
    least = AT_LEAST.match(text)
    both = ALL_HEADS.match(text) if least is None else None
    if least is None and both is None:
        return None
    done = steps("Destroy that target.")
    if done is None:
        return None
    if least is not None:
        return [{"toss_coin": {"times": int(least.group("times")), "outcomes": [
            {"heads_min": int(least.group("least")), "steps": done}]}}]
    return [{"toss_coin": {"times": 2, "outcomes": [{"heads": 2, "steps": done}]}}]
