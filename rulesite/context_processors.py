"""What every page needs: the games for the switcher, the game in view and its rules version."""
from __future__ import annotations

from django.http import HttpRequest

from rules import queries
from rules.models import Game


def site(request: HttpRequest) -> dict:
    games = list(Game.objects.all())
    match = getattr(request, "resolver_match", None)
    game_id = match.kwargs.get("game") if match else None
    current = next((game for game in games if game.id == game_id), None)
    if current is None and games:
        current = games[0]
    return {
        "games": games,
        "current_game": current,
        "current_game_version": queries.current_version(current) if current else None,
    }
