"""How a family of effect steps declares its step kinds, once.

Each family home (families.py lists them, in order) holds a `KINDS` tuple of `StepKind`s: the
key a scenario writes (`draw`), how the reader reads its argument into an `EffectStep`, the
handler the interpreter runs it with, the rules its events cite and the message keys of those
events. The reader's table of step kinds (schema_cards.py) and the interpreter's table of
handlers (interpreter.py) are built from these declarations, never written by hand: a new
step kind is a new entry in its family's `KINDS`, its words in the family's message table, and
its test.

The readers here are the shapes most steps share: a target (`{ko: chosen}`, or `{ko: {all:
FILTER}}`), a count (`{draw: 2}`, or `{draw: {count: 2, up_to: true}}`) and a flag
(`{play_self: true}`).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ..core import validate as v
from ..core.replay import Context
from ..core.validate import Problems
from .groups import ALL
from .model import State
from .specs import EffectStep, TargetFilter

MAX_COUNT = 100  # sane bound: nothing printed comes close


class Reader(Protocol):
    """What a step's reading needs of the scenario's card reader (schema_cards.CardReader)."""

    problems: Problems

    def target(self, path: str, raw: Any) -> str | None: ...

    def target_filter(self, path: str, raw: Any) -> TargetFilter | None: ...

    def steps(self, path: str, raw: Any) -> tuple[EffectStep, ...]: ...

    def condition(self, path: str, raw: Any) -> tuple[tuple[str, Any], ...]: ...

    def among(self, path: str, raw: dict[str, Any]) -> TargetFilter | None: ...


# how a step's argument is read: (reader, kind, path of the step's key, its argument)
ReadStep = Callable[[Reader, str, str, Any], "EffectStep | None"]
# how a step runs: (board, the ruling's events, the step, who runs the effect: interpreter.Env)
Handler = Callable[[State, Context, EffectStep, Any], None]


@dataclass(frozen=True)
class StepKind:
    """One kind of step, as its family declares it."""

    name: str
    read: ReadStep
    run: Handler
    rules: tuple[str, ...]  # the rule identities its events cite (rules.py)
    messages: tuple[str, ...]  # the message keys of its events (messages/)
    # it removes cards from the field: acting on several at once, those that protect others
    # with a replacement effect go last (replacements.protectors_last)
    leaves_field: bool = False


def kinds(names: tuple[str, ...], read: ReadStep, run: Handler, rules: tuple[str, ...],
          messages: tuple[str, ...]) -> tuple[StepKind, ...]:
    """Several kinds that share a reader, a handler, rules and words (`trash`, `bounce`...)."""
    return tuple(StepKind(name, read, run, rules, messages) for name in names)


def read_target(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    """`{ko: chosen}`, or `{ko: {all: FILTER}}`: every card the filter names (groups.py)."""
    if isinstance(arg, dict):
        among = reader.among(at, arg)
        return None if among is None else EffectStep(kind, target=ALL, among=among)
    target = reader.target(at, arg)
    return EffectStep(kind, target=target) if target else None


def read_count(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    """`{draw: 2}`, or `{draw: {count: 2, up_to: true}}` ("up to N", up_to.py)."""
    p = reader.problems
    if isinstance(arg, dict):
        data = v.mapping(p, at, arg, ("count", "up_to"), ("count",))
        return EffectStep(kind, amount=v.opt_int(p, data, "count", at, 0, MAX_COUNT, 0),
                          up_to=v.opt_bool(p, data, "up_to", at, False))
    count = v.integer(p, at, arg, 0, MAX_COUNT)
    return None if count is None else EffectStep(kind, amount=count)


def read_flag(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
    """`{play_self: true}`: a step with no argument but its presence."""
    if arg is not True:
        reader.problems.add(at, "must be true")
        return None
    return EffectStep(kind)


def read_problems(read: Callable[[Problems, str, str, Any], EffectStep | None]) -> ReadStep:
    """A reader that needs only the problems list (most families' own shapes)."""
    def reading(reader: Reader, kind: str, at: str, arg: Any) -> EffectStep | None:
        return read(reader.problems, kind, at, arg)
    return reading
