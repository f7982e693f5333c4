"""Where other apps add to a ruling page without `judge` importing them.

The project (rulesite/apps.py) registers the official Q&A about a ruling's cards and rules:
`judge` depends on `cards` and `rules` only (DESIGN.md).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.extensions import Hook
from rules.hooks import Panel
from rules.models import Game

# (game, card numbers the scenario names, rule numbers the ruling cites) -> panels
RelatedProvider = Callable[[Game, list[str], list[str]], list[Panel]]

RELATED: Hook[RelatedProvider] = Hook("judge.related", "the official Q&A beside a ruling")

MAX_CARDS = 200  # a scenario holds at most 200 cards (judge-scenarios.md)


def related_panels(game: Game, data: dict[str, Any], rules: list[str]) -> list[Panel]:
    cards = card_numbers(data)
    return [panel for provider in RELATED.providers
            for panel in provider(game, cards, list(rules))]


def card_numbers(data: dict[str, Any]) -> list[str]:
    """The printed card numbers (`card: NUMBER`) of a scenario's players, each once."""
    found: dict[str, None] = {}
    players = data.get("players") if isinstance(data, dict) else None
    for player in (players.values() if isinstance(players, dict) else []):
        for value in (player.values() if isinstance(player, dict) else []):
            for item in value if isinstance(value, list) else [value]:
                number = item.get("card") if isinstance(item, dict) else None
                if isinstance(number, str) and len(found) < MAX_CARDS:
                    found.setdefault(number.strip().upper()[:20], None)
    return list(found)
