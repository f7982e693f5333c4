"""The parts of a scenario every game reads the same way: the top level, the turn, references.

Each game's parser calls these and then reads its own players, cards and actions.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from . import validate as v
from .model import PLAYERS
from .validate import Problems

REQUIRED_TOP = ("game", "turn", "players", "actions")
COMMON_TOP = REQUIRED_TOP + ("title", "question", "expect")
MAX_TURN = 10_000


def read_top(problems: Problems, data: Any) -> dict[str, Any] | None:
    """The top-level mapping, with the optional title and question checked."""
    top = v.mapping(problems, "", data, COMMON_TOP, REQUIRED_TOP)
    if top is None:
        return None
    v.opt_text(problems, top, "title", "", None, 500)
    v.opt_text(problems, top, "question", "", None, 2000)
    return top


def read_turn(problems: Problems, raw: Any, phases: tuple[str, ...] = ()
              ) -> tuple[int, str, str | None] | None:
    """`turn: {number, player}` (and `phase`, one of `phases`, the first by default)."""
    if raw is v.MISSING:
        return None  # already reported as required
    keys = ("number", "player") + (("phase",) if phases else ())
    data = v.mapping(problems, "turn", raw, keys, ("number", "player"))
    if data is None:
        return None
    number = v.integer(problems, "turn.number", v.field(data, "number", 1), 1, MAX_TURN)
    player = v.choice(problems, "turn.player", v.field(data, "player", "A"), PLAYERS)
    phase = None
    if phases:
        phase = v.choice(problems, "turn.phase", v.field(data, "phase", phases[0]), phases)
        if phase is None:
            return None
    if number is None or player is None:
        return None
    return number, player, phase


def check_references(problems: Problems, refs: Iterable[tuple[str, str]], known: Any,
                     also: Iterable[str] = ()) -> None:
    """Every referenced id must be a card of the scenario (or one of the `also` names)."""
    extra = set(also)
    for path, ref in refs:
        if ref not in known and ref not in extra:
            problems.add(path, "input.unknown_card", id=ref, known=known_ids(known, extra))


MAX_LISTED_IDS = 40


def known_ids(known: Iterable[str], also: Iterable[str] = ()) -> str:
    """The ids an unknown one could have meant, for the message (at most MAX_LISTED_IDS)."""
    ids = sorted(set(known) | set(also))
    shown = ", ".join(ids[:MAX_LISTED_IDS])
    return shown + (", ..." if len(ids) > MAX_LISTED_IDS else "")
