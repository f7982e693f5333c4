"""Reading the `actions` list of any game's scenario, collecting every problem with its path.

A game gives its table of actions (kind -> required and optional keys) and a function that reads
one argument; the shape (a one-key mapping, or a bare word for an action without arguments) is
the same for every game.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import validate as v
from .model import Action
from .validate import Problems, index_path, key_path

# action -> (required keys, optional keys)
ActionTable = dict[str, tuple[tuple[str, ...], tuple[str, ...]]]
# (key, value, path) -> the checked value, or None after reporting a problem
ArgReader = Callable[[str, Any, str], Any]


def read_actions(problems: Problems, raw: Any, max_actions: int, table: ActionTable,
                 read_arg: ArgReader) -> list[Action]:
    items = v.sequence(problems, "actions", raw, max_actions)
    out = []
    for i, item in enumerate(items or ()):
        action = read_action(problems, index_path("actions", i), item, table, read_arg)
        if action is not None:
            out.append(action)
    return out


def read_action(problems: Problems, path: str, raw: Any, table: ActionTable,
                read_arg: ArgReader) -> Action | None:
    split = v.one_key(problems, path, raw, "action")
    if split is None:
        return None
    kind, arg = split
    at = key_path(path, kind)
    if kind not in table:
        problems.add(at, "input.unknown_action", known=", ".join(table))
        return None
    required, optional = table[kind]
    if not required and not optional:
        if arg not in (None, {}):
            problems.add(at, "input.no_arguments")
        return Action(kind)
    if arg is None and not required:  # only optional arguments: it may be written bare
        arg = {}
    data = v.mapping(problems, at, arg, required + optional, required)
    if data is None:
        return None
    args: dict[str, Any] = {}
    for key, value in data.items():
        if key in required or key in optional:
            args[key] = read_arg(key, value, key_path(at, key))
    return Action(kind, args)
