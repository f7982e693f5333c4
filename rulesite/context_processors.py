"""What every page needs: the games for the switcher, the game in view and its rules version,
whether it has official Q&A to link from the menu, and the page's address for the language
form to return to."""
from __future__ import annotations

from django.http import HttpRequest

from rules import queries
from rules.models import Game
from rulesite.language import path_without_language
from rulings.models import Entry as QAEntry


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
        "language_next": path_without_language(request),
        # the menu links to the official Q&A only once some are imported (one indexed query)
        "has_official_qa": bool(current) and QAEntry.objects.filter(game=current).exists(),
    }
