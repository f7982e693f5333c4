"""Validation helpers that collect every problem with its path, never only the first.

Paths read like the scenario itself: `players.B.characters[2].power`. Each checker returns the
checked value (or a default) so that parsing and validating are one pass over the input.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from .events import Event, Param, event

if TYPE_CHECKING:
    from .render import Renderer

T = TypeVar("T")

MISSING: Any = object()


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with the input: where (`players.B.characters[2].power`) and what, as an
    event (`input.not_integer`) the renderer words in the reader's language."""

    path: str
    event: Event

    def to_json(self, renderer: Renderer | None = None) -> dict[str, Any]:
        if renderer is None:
            from .render import Renderer
            renderer = Renderer()
        found = renderer.event_json(self.event, "message", start=False)
        found.pop("rules")
        found.pop("no_counterpart", None)
        return {"path": self.path, **found}


class Problems:
    """An ordered collection of problems found in one document."""

    def __init__(self) -> None:
        self.items: list[Problem] = []

    def add(self, path: str, code: str | Event, **params: Param) -> None:
        item = code if isinstance(code, Event) else event(code, (), **params)
        self.items.append(Problem(path or ROOT, item))

    def __bool__(self) -> bool:
        return bool(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def to_json(self, renderer: Renderer | None = None) -> dict[str, list[dict[str, Any]]]:
        return {"errors": [p.to_json(renderer) for p in self.items]}


ROOT = "(scenario)"


def key_path(path: str, key: object) -> str:
    return f"{path}.{key}" if path else str(key)


def index_path(path: str, index: int) -> str:
    return f"{path}[{index}]"


def is_int(value: object) -> bool:
    # bool is a subclass of int in Python, but `true` is never a number in a scenario
    return isinstance(value, int) and not isinstance(value, bool)


def describe(value: object) -> str:
    """A short, safe rendering of a user value for an error message."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def mapping(problems: Problems, path: str, value: Any, allowed: Iterable[str],
            required: Iterable[str] = ()) -> dict[str, Any] | None:
    """Check that `value` is a mapping with only `allowed` keys and every `required` one."""
    if not isinstance(value, dict):
        problems.add(path, "input.not_mapping")
        return None
    allowed = set(allowed)
    for key in value:
        if key not in allowed:
            problems.add(key_path(path, key), "input.unknown_key",
                         known=", ".join(sorted(allowed)))
    for key in required:
        if key not in value:
            problems.add(key_path(path, key), "input.required")
    return value


def integer(problems: Problems, path: str, value: Any, low: int, high: int) -> int | None:
    if not is_int(value):
        problems.add(path, "input.not_integer")
        return None
    if not low <= value <= high:
        problems.add(path, "input.out_of_range", low=low, high=high)
        return None
    return int(value)


def boolean(problems: Problems, path: str, value: Any) -> bool | None:
    if not isinstance(value, bool):
        problems.add(path, "input.not_boolean")
        return None
    return value


def text(problems: Problems, path: str, value: Any, max_length: int = 200) -> str | None:
    if not isinstance(value, str):
        problems.add(path, "input.not_string")
        return None
    if not value.strip():
        problems.add(path, "input.empty")
        return None
    if len(value) > max_length:
        problems.add(path, "input.too_long", count=max_length)
        return None
    return value


def choice(problems: Problems, path: str, value: Any, choices: Iterable[str]) -> str | None:
    choices = tuple(choices)
    if not isinstance(value, str) or value not in choices:
        problems.add(path, "input.not_choice", choices=", ".join(choices))
        return None
    return value


def sequence(problems: Problems, path: str, value: Any, max_length: int) -> list[Any] | None:
    if not isinstance(value, list):
        problems.add(path, "input.not_list")
        return None
    if len(value) > max_length:
        problems.add(path, "input.too_many_items", count=max_length)
        return None
    return value


def items(problems: Problems, path: str, value: Any, max_length: int,
          read: Callable[[str, Any], T | None]) -> list[T]:
    """`read(item_path, item)` for every item of a list at `path`, keeping what it accepted
    (it reports its own problems and answers None for an item it refuses)."""
    out: list[T] = []
    for index, item in enumerate(sequence(problems, path, value, max_length) or ()):
        accepted = read(index_path(path, index), item)
        if accepted is not None:
            out.append(accepted)
    return out


def field(source: dict[str, Any] | None, key: str, default: Any = MISSING) -> Any:
    """The value at `key` of a possibly-invalid mapping, or `default`."""
    if not isinstance(source, dict) or key not in source:
        return default
    return source[key]


def opt_mapping(problems: Problems, source: dict[str, Any] | None, key: str, path: str,
                allowed: Iterable[str], required: Iterable[str] = ()
                ) -> tuple[dict[str, Any], str] | None:
    """The mapping at an optional `key` and its path; None when the key is absent or its value
    is not such a mapping (then a problem is added, as `mapping` does)."""
    value = field(source, key, None)
    if value is None:
        return None
    where = key_path(path, key)
    found = mapping(problems, where, value, allowed, required)
    return None if found is None else (found, where)


def opt_int(problems: Problems, source: dict[str, Any] | None, key: str, path: str, low: int,
            high: int, default: int) -> int:
    value = field(source, key)
    if value is MISSING or value is None:
        return default
    checked = integer(problems, key_path(path, key), value, low, high)
    return default if checked is None else checked


def opt_bool(problems: Problems, source: dict[str, Any] | None, key: str, path: str,
             default: bool) -> bool:
    value = field(source, key)
    if value is MISSING or value is None:
        return default
    checked = boolean(problems, key_path(path, key), value)
    return default if checked is None else checked


def opt_text(problems: Problems, source: dict[str, Any] | None, key: str, path: str,
             default: str | None, max_length: int = 200) -> str | None:
    value = field(source, key)
    if value is MISSING or value is None:
        return default
    checked = text(problems, key_path(path, key), value, max_length)
    return default if checked is None else checked


def one_key(problems: Problems, path: str, value: Any, what: str) -> tuple[str, Any] | None:
    """Split a one-key mapping (`{draw: 1}`) or a bare word (`pass`) into (key, argument)."""
    if isinstance(value, str):
        return value, None
    if isinstance(value, dict) and len(value) == 1:
        ((key, arg),) = value.items()
        if isinstance(key, str):
            return key, arg
    problems.add(path, f"input.not_one_key.{what}")
    return None
