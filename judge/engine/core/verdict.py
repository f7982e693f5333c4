"""The verdict every game starts from: the outcome in one sentence, from the result's events.

A game's engine overrides `Engine.verdict` (One Piece: `optcg/verdict.py`) to answer the dispute
itself (who won each battle and why, in numbers); this is what it says when nothing more
specific applies, and what a new game says until it has its own.
"""
from __future__ import annotations

from .events import Event
from .result import COMPLETED, GAME_OVER, ILLEGAL_ACTION, Result


def generic_verdict(result: Result) -> list[Event]:
    if result.outcome == GAME_OVER:
        if result.winner:
            return [Event("verdict.winner", {"winner": result.winner})]
        return [Event("verdict.nobody_wins", {"losers": tuple(result.losers)})]
    if result.outcome == ILLEGAL_ACTION and result.illegal is not None:
        return [Event("verdict.illegal", {"number": (result.illegal.action or 0) + 1,
                                          "reason": result.illegal.event})]
    assert result.outcome == COMPLETED
    return [Event("verdict.completed", {"count": len(result.steps)})]
