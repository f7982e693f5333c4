"""The base class of every game's engine: parse, replay, report.

A game provides its scenario parser, its `GameRules` for the replay loop, the JSON of its state
and the set of rule numbers it can cite; `judge_data` is the same pipeline for every game.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from .printed import CardLookup
from .replay import GameRules, replay
from .result import COMPLETED, GAME_OVER, ILLEGAL_ACTION, Result
from .validate import Problems


class Engine(ABC):
    game_id: str = ""
    # True when `parse` takes `cards=`, the lookup of printed card numbers (core.printed)
    reads_cards: bool = False

    @abstractmethod
    def parse(self, data: dict) -> tuple[Any, list[Any], Problems]:
        """Validate a scenario and build (state, actions); problems say what is wrong."""

    @abstractmethod
    def game_rules(self) -> GameRules:
        """The object the replay loop drives (legal/apply and the automatic processing)."""

    @abstractmethod
    def state_json(self, state: Any) -> dict[str, Any]:
        """The `state` object of the result."""

    @abstractmethod
    def losers(self, state: Any) -> list[str]:
        """Every player who has lost so far, in player order."""

    @abstractmethod
    def players(self) -> tuple[str, ...]:
        """The player ids of this game, in order."""

    @abstractmethod
    def citable_rules(self) -> frozenset[str]:
        """Every rule number this engine can cite."""

    def judge_data(self, data: dict, cards: CardLookup | None = None) -> dict[str, Any]:
        """Judge already-loaded scenario data: the result object, or {"errors": [...]}.
        `cards` looks up the printed cards a scenario names by number."""
        if self.reads_cards:
            state, actions, problems = self.parse(data, cards=cards)  # type: ignore[call-arg]
        else:
            state, actions, problems = self.parse(data)
        if problems:
            return problems.to_json()
        ctx, illegal = replay(self.game_rules(), state, actions)
        losers = self.losers(state)
        winner = None
        if len(losers) == 1:
            winner = next(p for p in self.players() if p not in losers)
        if illegal is not None:
            outcome = ILLEGAL_ACTION
        elif losers:
            outcome = GAME_OVER
        else:
            outcome = COMPLETED
        notes = getattr(state, "notes", None)
        extra = {"notes": [note.to_json() for note in notes]} if notes else {}
        result = Result(self.game_id, outcome, winner, losers, illegal, ctx.steps,
                        self.state_json(state), extra)
        return result.to_json()
