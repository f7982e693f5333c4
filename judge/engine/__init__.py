"""The judge engines: replay a described board and explain what happens, rule by rule.

Public API:

- `judge(source)`: YAML/JSON text, bytes or parsed data -> the result object of
  shared/spec/judge-scenarios.md, or `{"errors": [{"path", "message"}]}`. Never raises.
- `for_game(game_id)`: the engine of a game (`optcg`, `ygo`); `games()`: every game id with
  an engine, discovered from the subpackages of judge/engine that have a `game` module.
- `citable_rules(game_id)`: every rule number that engine can cite.
- `render_text(result)`: a plain-text ruling for the command line.

Pure Python: nothing under judge/engine imports Django or another app of the project.
"""
from __future__ import annotations

import functools
import importlib
from pathlib import Path
from typing import Any

from .core.engine import Engine
from .core.loading import load_document
from .core.printed import CardLookup, PrintedCard
from .core.text import render_text
from .core.validate import ROOT, Problems

__all__ = ["CardLookup", "Engine", "PrintedCard", "UnknownGameError", "citable_rules",
           "for_game", "games", "judge", "render_text"]

_ENGINES: dict[str, Engine] = {}
_SHARED = "core"  # the one subpackage that is not a game


class UnknownGameError(LookupError):
    """No engine is registered for this game id."""


@functools.cache
def games() -> tuple[str, ...]:
    """Every game with an engine: each subpackage of judge.engine that has a `game` module.

    Found by looking at the folders, without importing them, so one game's engine never loads
    another's and a new game is a new folder, not an edit here.
    """
    found = []
    for folder in map(Path, __path__):
        for package in folder.iterdir():
            name = package.name
            if (name != _SHARED and name.isidentifier() and (package / "__init__.py").is_file()
                    and (package / "game.py").is_file()):
                found.append(name)
    return tuple(sorted(found))


def for_game(game_id: str) -> Engine:
    if not isinstance(game_id, str) or game_id not in games():
        raise UnknownGameError(game_id)
    engine = _ENGINES.get(game_id)
    if engine is None:
        engine = _ENGINES[game_id] = _engine_class(game_id)()
    return engine


def _engine_class(game_id: str) -> type[Engine]:
    """The Engine subclass of judge/engine/<game_id>/game.py whose `game_id` is that id."""
    module = importlib.import_module(f"{__name__}.{game_id}.game")
    for value in vars(module).values():
        if (isinstance(value, type) and issubclass(value, Engine) and value is not Engine
                and value.game_id == game_id):
            return value
    raise UnknownGameError(game_id)


def citable_rules(game_id: str) -> set[str]:
    return set(for_game(game_id).citable_rules())


def judge(source: str | bytes | dict | Any, cards: CardLookup | None = None) -> dict[str, Any]:
    """Judge one scenario. Any failure becomes an error entry; nothing escapes. `cards` looks
    up printed card numbers (`card: OP05-022`); without it every number is unknown."""
    try:
        return _judge(source, cards)
    except RecursionError:
        return _error(ROOT, "is nested too deeply to be judged")
    except MemoryError:
        return _error(ROOT, "is too large to be judged")
    except Exception as error:  # the boundary: a bug must not become a traceback or a 500
        return _error(ROOT, "the scenario could not be judged because of an internal error "
                            f"({type(error).__name__}); please report it with the scenario")


def _judge(source: Any, cards: CardLookup | None) -> dict[str, Any]:
    data, problems = load_document(source)
    if problems:
        return problems.to_json()
    if not isinstance(data, dict):
        return _error(ROOT, "must be a mapping with game, turn, players and actions")
    game_id = data.get("game")
    if game_id is None:
        return _error("game", "is required (for example: " + ", ".join(games()) + ")")
    try:
        engine = for_game(game_id)
    except UnknownGameError:
        known = ", ".join(games())
        return _error("game", f"no judge engine for this game yet (available: {known})")
    return engine.judge_data(data, cards)


def _error(path: str, message: str) -> dict[str, Any]:
    problems = Problems()
    problems.add(path, message)
    return problems.to_json()
