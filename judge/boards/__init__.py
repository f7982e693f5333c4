"""The board a ruling page draws, for each game.

A game's board is a module here named after the game id (`judge/boards/ygo.py`) with a template
of the same name (`templates/judge/boards/ygo.html`). Each module offers `card_index(data)` (what
the scenario says about each card), `board(state, index, losers, before)` (the view) and
`ACTION_WORDS` (how its actions read in the timeline). A game without one gets the generic view,
so a new game needs no edit here.
"""
from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType

from judge.boards import generic
from judge.boards.common import name_in, name_of

__all__ = ["for_game", "name_in", "name_of", "templates"]


def for_game(game_id: str) -> ModuleType:
    if game_id.isidentifier() and game_id not in ("common", "generic"):
        name = f"{__name__}.{game_id}"
        if importlib.util.find_spec(name) is not None:
            return importlib.import_module(name)
    return generic


def templates(game_id: str) -> list[str]:
    """The game's board template, then the generic one (`{% include %}` takes the first)."""
    return [f"judge/boards/{game_id}.html", "judge/boards/generic.html"]
