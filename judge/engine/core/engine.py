"""The base class of every game's engine: parse, replay, report.

A game provides its scenario parser, its `GameRules` for the replay loop, the JSON of its state,
the set of rule numbers it can cite and, optionally, its own verdict; `run` is the same pipeline
for every game and gives typed values (`Result` or `Problems`), `judge_data` their JSON in the
renderer's language.
"""
from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from typing import Any

from .events import Event
from .printed import CardLookup
from .render import Renderer, result_json
from .replay import GameRules, replay
from .result import COMPLETED, GAME_OVER, ILLEGAL_ACTION, Outcome, Result
from .validate import Problems
from .verdict import generic_verdict


class Engine(ABC):
    game_id: str = ""
    # True when `parse` takes `cards=`, the lookup of printed card numbers (core.printed)
    reads_cards: bool = False
    # the rules version whose numbers are the engine's rule identities
    rules_version: str = ""

    @abstractmethod
    def parse(self, data: dict[str, Any]) -> tuple[Any, list[Any], Problems]:
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

    def verdict(self, result: Result, state: Any) -> list[Event]:
        """The answer to the dispute, first thing a judge reads out: one or two events.
        Each game may say more than the outcome (see optcg/verdict.py)."""
        return generic_verdict(result)

    def run(self, data: dict[str, Any], cards: CardLookup | None = None,
            keep_board: bool = False) -> Result | Problems:
        """Judge already-loaded scenario data: the typed result, or the problems of the input.
        `cards` looks up the printed cards a scenario names by number; with `keep_board` the
        result also holds the board as described, before any action (`board_before`)."""
        if self.reads_cards:
            state, actions, problems = self.parse(data, cards=cards)  # type: ignore[call-arg]
        else:
            state, actions, problems = self.parse(data)
        if problems:
            return problems
        # copied: the replay changes the state in place, and its JSON may share its lists
        before = copy.deepcopy(self.state_json(state)) if keep_board else None
        ctx, illegal = replay(self.game_rules(), state, actions)
        losers = self.losers(state)
        winner = None
        if len(losers) == 1:
            winner = next(p for p in self.players() if p not in losers)
        outcome: Outcome
        if illegal is not None:
            outcome = ILLEGAL_ACTION
        elif losers:
            outcome = GAME_OVER
        else:
            outcome = COMPLETED
        result = Result(self.game_id, outcome, winner, losers, illegal, ctx.steps,
                        self.state_json(state), self.rules_version)
        result.notes = list(getattr(state, "notes", None) or [])
        result.verdict = self.verdict(result, state)
        result.board_before = before
        return result

    def judge_data(self, data: dict[str, Any], renderer: Renderer | None = None,
                   rules_version: str | None = None,
                   cards: CardLookup | None = None) -> dict[str, Any]:
        """The result object (or {"errors": [...]}) in the renderer's language."""
        renderer = renderer or Renderer(game=self.game_id)
        found = self.run(data, cards)
        if isinstance(found, Problems):
            return found.to_json(renderer)
        return result_json(found, renderer, rules_version)
