"""The replay loop shared by every game.

A game supplies a `GameRules` object; the loop runs the actions in order, asks `legal` before
`apply` (so an illegal action never half-happens and the state stays the one just before it),
and stops at the first illegal action or when the game is over. `GameOver` may be raised from
anywhere inside an action: rule processing ends the game at once, mid-action (OPTCG CR 9-1-2).
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Protocol

from .events import Event, Param, event
from .result import Illegal, Step


class GameOver(Exception):  # noqa: N818 (control flow, not an error)
    """Raised by rule processing when a player has lost; unwinds the current action."""


class Cursor:
    """The actions with a read position, so an action may consume a following decision."""

    __slots__ = ("actions", "position")

    def __init__(self, actions: list[Any]) -> None:
        self.actions = actions
        self.position = 0

    def peek(self) -> tuple[int, Any] | None:
        if self.position >= len(self.actions):
            return None
        return self.position, self.actions[self.position]

    def take(self) -> tuple[int, Any] | None:
        item = self.peek()
        if item is not None:
            self.position += 1
        return item


class Context:
    """What a replay collects: the steps, and which action is being carried out."""

    __slots__ = ("steps", "action", "cursor")

    def __init__(self, cursor: Cursor) -> None:
        self.steps: list[Step] = []
        self.action: int | None = None
        self.cursor = cursor

    def emit(self, code: str | Event, *rules: str, **params: Param) -> None:
        """Record what happened: an event code with the rules that govern it and its
        parameters (`ctx.emit("attack_declared", cr.ATTACK_DECLARE, attacker=ref)`)."""
        item = code if isinstance(code, Event) else event(code, rules, **params)
        self.steps.append(Step(self.action, item))

    @contextmanager
    def automatic(self) -> Iterator[None]:
        """Steps emitted inside belong to no action (the phases of a new turn happen on their
        own); the action being carried out is restored afterwards."""
        outer, self.action = self.action, None
        try:
            yield
        finally:
            self.action = outer


class GameRules(Protocol):
    def begin(self, state: Any, ctx: Context) -> None: ...

    def before(self, state: Any, action: Any, ctx: Context) -> None: ...

    def legal(self, state: Any, action: Any) -> Illegal | None: ...

    def apply(self, state: Any, action: Any, ctx: Context) -> None: ...

    def finish(self, state: Any, ctx: Context) -> None: ...


def replay(rules: GameRules, state: Any, actions: list[Any]) -> tuple[Context, Illegal | None]:
    """Replay `actions` on `state` (mutated in place); return the steps and any illegal action."""
    ctx = Context(Cursor(actions))
    try:
        rules.begin(state, ctx)
        while (item := ctx.cursor.peek()) is not None:
            index, action = item
            ctx.action = None
            # `before` runs while the action is still unread, so automatic processing it sets
            # off (a battle resolving) sees this action as the next one, not the one after
            rules.before(state, action, ctx)
            if ctx.cursor.position != index:
                continue
            ctx.cursor.take()
            ctx.action = index
            illegal = rules.legal(state, action)
            if illegal is not None:
                illegal.action = index
                return ctx, illegal
            rules.apply(state, action, ctx)
        ctx.action = None
        rules.finish(state, ctx)
    except GameOver:
        pass
    return ctx, None
