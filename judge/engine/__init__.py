"""The judge engines: replay a described board and explain what happens, rule by rule.

Public API:

- `judge(source)`: YAML/JSON text, bytes or parsed data -> the result object of
  shared/spec/judge-scenarios.md, or `{"errors": [{"path", "message"}]}`. Never raises.
- `for_game(game_id)`: the engine registered for a game (`optcg`).
- `citable_rules(game_id)`: every rule number that engine can cite.
- `render_text(result)`: a plain-text ruling for the command line.

Pure Python: nothing under judge/engine imports Django or another app of the project.
"""
from __future__ import annotations

import importlib
from typing import Any

from .core.engine import Engine
from .core.loading import load_document
from .core.text import render_text
from .core.validate import ROOT, Problems

__all__ = ["Engine", "UnknownGameError", "citable_rules", "for_game", "games", "judge",
           "render_text"]

# game id -> "module:class"; imported on first use so one game's engine never loads another's
_REGISTRY: dict[str, str] = {
    "optcg": "judge.engine.optcg.game:OptcgEngine",
}
_ENGINES: dict[str, Engine] = {}


class UnknownGameError(LookupError):
    """No engine is registered for this game id."""


def games() -> tuple[str, ...]:
    return tuple(_REGISTRY)


def for_game(game_id: str) -> Engine:
    if not isinstance(game_id, str) or game_id not in _REGISTRY:
        raise UnknownGameError(game_id)
    engine = _ENGINES.get(game_id)
    if engine is None:
        module_name, class_name = _REGISTRY[game_id].split(":")
        module = importlib.import_module(module_name)
        engine = _ENGINES[game_id] = getattr(module, class_name)()
    return engine


def citable_rules(game_id: str) -> set[str]:
    return set(for_game(game_id).citable_rules())


def judge(source: str | bytes | dict | Any) -> dict[str, Any]:
    """Judge one scenario. Any failure becomes an error entry; nothing escapes."""
    try:
        return _judge(source)
    except RecursionError:
        return _error(ROOT, "is nested too deeply to be judged")
    except MemoryError:
        return _error(ROOT, "is too large to be judged")
    except Exception as error:  # the boundary: a bug must not become a traceback or a 500
        return _error(ROOT, "the scenario could not be judged because of an internal error "
                            f"({type(error).__name__}); please report it with the scenario")


def _judge(source: Any) -> dict[str, Any]:
    data, problems = load_document(source)
    if problems:
        return problems.to_json()
    if not isinstance(data, dict):
        return _error(ROOT, "must be a mapping with game, turn, players and actions")
    game_id = data.get("game")
    if game_id is None:
        return _error("game", "is required (for example: optcg)")
    try:
        engine = for_game(game_id)
    except UnknownGameError:
        known = ", ".join(games())
        return _error("game", f"no judge engine for this game yet (available: {known})")
    return engine.judge_data(data)


def _error(path: str, message: str) -> dict[str, Any]:
    problems = Problems()
    problems.add(path, message)
    return problems.to_json()
