"""The format's `for_each_done` (docs/scenario-format.md): an amount counted for each card the
step before did something to (done_counts.py, 5-3-20)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path

# what the step before did, and the events the game records for it (moments.py, zones.move)
DID = {"destroyed": ("destroyed_by_effect",), "banished": ("banished",),
       "sent_to_graveyard": ("sent_to_graveyard", "sent_from_field_to_graveyard"),
       "special_summoned": ("special_summoned",), "discarded": ("discarded",),
       "cost": ()}  # the cards the activation's cost gave up, however (5-2-33)
WHAT = ("card", "monster")


@dataclass(frozen=True, slots=True)
class DoneCount:
    """`for_each_done`: the cards the step before did `did` to, only monsters with `what`."""

    did: str
    what: str = "card"


def read_done(problems: Problems, at: str, data: dict[str, Any]) -> DoneCount | None:
    """The step's `for_each_done`, or None when it has none (or it is wrong: a problem)."""
    opened = v.opt_mapping(problems, data, "for_each_done", at, ("did", "what"), ("did",))
    if opened is None:
        return None
    found, where = opened
    did = v.choice(problems, key_path(where, "did"), v.field(found, "did", None), tuple(DID))
    what = v.choice(problems, key_path(where, "what"), v.field(found, "what", "card"), WHAT)
    return DoneCount(did, what) if did and what else None


# "equal to" a card's printed value: its ATK, DEF, Level, or the higher of ATK and DEF
STATS = ("atk", "def", "level", "higher")
BATTLE_DESTROYED = "battle_destroyed"  # `atk_of`: the monster this card destroyed by battle
COST = "cost"  # `atk_of`: the one card the activation's cost gave up
AMOUNT_REFS = (BATTLE_DESTROYED, COST)


@dataclass(frozen=True, slots=True)
class StatOf:
    """`stat`, `half`, `times` on a `damage` or `gain_lp` step with `atk_of`: the amount is that
    card's printed `stat`, halved (rounded up) with `half`, multiplied by `times` (5-3-25)."""

    stat: str = "atk"
    half: bool = False
    times: int = 1


def read_stat(problems: Problems, at: str, data: dict[str, Any]) -> StatOf | None:
    """The step's `stat`, `half` and `times`, or None when it has none of them."""
    if not any(key in data for key in ("stat", "half", "times")):
        return None
    stat = v.choice(problems, key_path(at, "stat"), v.field(data, "stat", "atk"), STATS)
    half = v.opt_bool(problems, data, "half", at, False)
    times = v.opt_int(problems, data, "times", at, 1, 10_000, 1)
    return StatOf(stat, half, times) if stat else None
