"""The judge engines: replay a described board and explain what happens, rule by rule.

Public API:

- `judge(source, cards=None, language="en", cite=None, rules_version=None)`: YAML/JSON text,
  bytes or parsed data -> the result object of shared/spec/judge-scenarios.md, or
  `{"errors": [{"path", "message", "code", "params"}]}`, every text in `language` (en, de,
  es, it, fr), rule identities mapped by `cite`; `cards` looks up `card: NUMBER`. Never raises.
  Pass `language` by name: the second argument is the card lookup.
- `run(source, cards=None)`: the same, typed: a `Result` of events, or the input's `Problems`.
- `judge_scenario(source, cards=None, language="en", cite=None)`: what a saved ruling needs
  from one read of the text and one replay: the result object, the scenario as data and the
  board as described before any action (`Judged`).
- `for_game(game_id)`: the engine of a game (`optcg`, `ygo`); `games()`: every game id with
  an engine, discovered from the subpackages of judge/engine that have a `game` module.
- `citable_rules(game_id)`: every rule number that engine can cite.
- `render_text(result, language)`: a plain-text ruling for the command line.
- `rerender(result, language)`: a stored result object with its texts in another language.

Pure Python: nothing under judge/engine imports Django or another app of the project.
"""
from __future__ import annotations

import functools
import importlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .core.catalogue import LANGUAGES
from .core.engine import Engine
from .core.loading import load_document
from .core.printed import AmbiguousName, CardLookup, PrintedCard
from .core.render import Cite, Renderer, rerender, result_json
from .core.result import Result, in_rules_order
from .core.text import render_text
from .core.validate import ROOT, Problems

__all__ = ["LANGUAGES", "AmbiguousName", "CardLookup", "Cite", "Engine", "Judged",
           "PrintedCard", "Problems", "Renderer", "Result", "UnknownGameError", "citable_rules",
           "for_game", "games", "judge", "judge_scenario", "render_text", "rerender", "run"]

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


def judge(source: str | bytes | dict[str, Any] | Any, cards: CardLookup | None = None,
          language: str | None = "en", cite: Cite | None = None,
          rules_version: str | None = None) -> dict[str, Any]:
    """Judge one scenario into the result object, its texts in `language`. Any failure
    becomes an error entry; nothing escapes. `cards` looks up printed card numbers
    (`card: OP05-022`); without it every number is unknown."""
    game_id = None
    try:
        found = _engine_and_data(source)
        if isinstance(found, Problems):
            return found.to_json(Renderer(language, None, cite))
        engine, data = found
        game_id = engine.game_id
        return engine.judge_data(data, Renderer(language, game_id, cite), rules_version, cards)
    except Exception as error:  # the boundary: a bug must not become a traceback or a 500
        return _failure(error).to_json(Renderer(language, game_id, cite))


@dataclass(frozen=True)
class Judged:
    """One scenario read once and replayed once: the result object (or its errors), the
    scenario as data (None when it could not be read) and the board before any action."""

    result: dict[str, Any]
    data: dict[str, Any] | None = None
    board_before: dict[str, Any] | None = None
    # the rules cited, as the engine's own identities (the result's numbers may be another
    # version's), in rules order
    identities: tuple[str, ...] = ()


def judge_scenario(source: str | bytes | dict[str, Any] | Any, cards: CardLookup | None = None,
                   language: str | None = "en", cite: Cite | None = None,
                   rules_version: str | None = None, numbering: str = "") -> Judged:
    """`judge`, keeping what a saved ruling shows besides the result. `cite` maps each rule
    identity to the number of the version in force (`rules_version`), `numbering` names the
    engine's own for a rule that version lacks. Never raises."""
    game_id = None
    try:
        found = _engine_and_data(source)
        if isinstance(found, Problems):
            return Judged(found.to_json(Renderer(language, None, cite, numbering)))
        engine, data = found
        game_id = engine.game_id
        renderer = Renderer(language, game_id, cite, numbering)
        done = engine.run(data, cards, keep_board=True)
        if isinstance(done, Problems):
            return Judged(done.to_json(renderer), data)
        return Judged(result_json(done, renderer, rules_version), data, done.board_before,
                      tuple(in_rules_order(done.rule_identities())))
    except Exception as error:  # the boundary, as in `judge`
        return Judged(_failure(error).to_json(Renderer(language, game_id, cite, numbering)))


def run(source: str | bytes | dict[str, Any] | Any,
        cards: CardLookup | None = None, keep_board: bool = False) -> Result | Problems:
    """Judge one scenario into typed values: a `Result` of events or the input's `Problems`
    (with `keep_board`, the result holds the board before any action too)."""
    try:
        found = _engine_and_data(source)
        if isinstance(found, Problems):
            return found
        engine, data = found
        return engine.run(data, cards, keep_board)
    except Exception as error:  # the boundary, as in `judge`
        return _failure(error)


def _failure(error: Exception) -> Problems:
    if isinstance(error, RecursionError):
        return _error(ROOT, "input.too_deep")
    if isinstance(error, MemoryError):
        return _error(ROOT, "input.too_large_to_judge")
    return _error(ROOT, "input.internal_error", kind=type(error).__name__)


def _engine_and_data(source: Any) -> tuple[Engine, dict[str, Any]] | Problems:
    data, problems = load_document(source)
    if problems:
        return problems
    if not isinstance(data, dict):
        return _error(ROOT, "input.not_scenario")
    game_id = data.get("game")
    if game_id is None:
        return _error("game", "input.game_required", games=", ".join(games()))
    try:
        return for_game(game_id), data
    except UnknownGameError:
        return _error("game", "input.unknown_game", games=", ".join(games()))


def _error(path: str, code: str, **params: Any) -> Problems:
    problems = Problems()
    problems.add(path, code, **params)
    return problems
