"""The value types of a ruling: steps, the illegal action, the outcome and the whole result.

Every type has `to_json()` producing exactly the result object of the scenario format
(shared/spec/judge-scenarios.md, "Result").
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

COMPLETED = "completed"
ILLEGAL_ACTION = "illegal_action"
GAME_OVER = "game_over"


def rule_key(number: str) -> tuple[int, ...]:
    """Sort key that puts rule numbers in rules order: 7-1-4 < 7-1-4-1 < 7-1-10."""
    parts = []
    for part in number.split("-"):
        parts.append(int(part) if part.isdigit() else 10**6)
    return tuple(parts)


def in_rules_order(numbers: Iterable[str]) -> list[str]:
    return sorted(set(numbers), key=rule_key)


@dataclass(slots=True)
class Step:
    """One thing that happened, caused by the action at `action` (None: automatic)."""

    action: int | None
    text: str
    rules: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"action": self.action, "text": self.text, "rules": list(self.rules)}


@dataclass(slots=True)
class Illegal:
    """An action that cannot be taken, why, and the rules that forbid it."""

    reason: str
    rules: tuple[str, ...]
    action: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"action": self.action, "reason": self.reason, "rules": list(self.rules)}


@dataclass(slots=True)
class Result:
    game: str
    outcome: str
    winner: str | None
    losers: list[str]
    illegal: Illegal | None
    steps: list[Step]
    state: dict[str, Any]
    extra: dict[str, Any] = field(default_factory=dict)

    def rules_cited(self) -> list[str]:
        numbers = [number for step in self.steps for number in step.rules]
        if self.illegal is not None:
            numbers.extend(self.illegal.rules)
        return in_rules_order(numbers)

    def to_json(self) -> dict[str, Any]:
        out = {
            "game": self.game,
            "outcome": self.outcome,
            "winner": self.winner,
            "losers": list(self.losers),
            "illegal": None if self.illegal is None else self.illegal.to_json(),
            "steps": [step.to_json() for step in self.steps],
            "rules_cited": self.rules_cited(),
            "state": self.state,
        }
        out.update(self.extra)
        return out
