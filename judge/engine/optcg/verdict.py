"""The One Piece verdict: the answer to the dispute in one or two sentences, from the events.

Plug-in point for the verdict logic: `verdict(result, state)` reads the result's steps (their
codes and parameters: the battle's numbers, what was K.O.'d, the damage) and returns the events
of the verdict, each with a code in `messages/<lang>.py`. Until it says more, it says the
outcome (core/verdict.py).
"""
from __future__ import annotations

from ..core.events import Event
from ..core.result import Result
from ..core.verdict import generic_verdict
from .model import State


def verdict(result: Result, state: State) -> list[Event]:
    return generic_verdict(result)
