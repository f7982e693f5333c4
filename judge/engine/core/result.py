"""The value types of a ruling: steps, the illegal action, the outcome and the whole result.

They hold events, not text: `render.result_json` turns a `Result` into the result object of the
scenario format (shared/spec/judge-scenarios.md, "Result") in the reader's language.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from .events import Event, Param, event
from .printed import Note

Outcome = Literal["completed", "illegal_action", "game_over"]
COMPLETED: Outcome = "completed"
ILLEGAL_ACTION: Outcome = "illegal_action"
GAME_OVER: Outcome = "game_over"


def rule_key(number: str) -> tuple[int, ...]:
    """Sort key that puts rule numbers in rules order: 7-1-4 < 7-1-4-1 < 7-1-10."""
    parts = []
    for part in number.split("-"):
        parts.append(int(part) if part.isdigit() else 10**6)
    return tuple(parts)


def in_rules_order(numbers: Iterable[str]) -> list[str]:
    return sorted(set(numbers), key=rule_key)


@dataclass(frozen=True, slots=True)
class Step:
    """One thing that happened, caused by the action at `action` (None: automatic)."""

    action: int | None
    event: Event

    @property
    def rules(self) -> tuple[str, ...]:
        return self.event.rules


class Illegal:
    """An action that cannot be taken: the event saying why (with the rules that forbid it)
    and, once the replay has met it, the index of the action."""

    __slots__ = ("event", "action")

    def __init__(self, code: str | Event, rules: Iterable[str] = (), action: int | None = None,
                 **params: Param) -> None:
        self.event = code if isinstance(code, Event) else event(code, rules, **params)
        self.action = action

    @property
    def rules(self) -> tuple[str, ...]:
        return self.event.rules

    def __repr__(self) -> str:
        return f"Illegal({self.event!r}, action={self.action!r})"


@dataclass(slots=True)
class Result:
    game: str
    outcome: Outcome
    winner: str | None
    losers: list[str]
    illegal: Illegal | None
    steps: list[Step]
    state: dict[str, Any]
    rules_version: str = ""
    # one or two sentences that answer the dispute (each game's `Engine.verdict`)
    verdict: list[Event] = field(default_factory=list)
    # what the engine did not apply (format, "Result"; core/printed.py)
    notes: list[Note] = field(default_factory=list)
    # the board as described, before any action (the first board a ruling page shows); kept
    # only when asked (`Engine.run(keep_board=True)`), so a ruling needs no second replay
    board_before: dict[str, Any] | None = None

    def rule_identities(self) -> list[str]:
        """Every rule identity of the steps and the illegal action, in order of appearance."""
        numbers = [number for step in self.steps for number in step.rules]
        if self.illegal is not None:
            numbers.extend(self.illegal.rules)
        return numbers
