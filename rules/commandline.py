"""What the management commands of every app share when they read a person's arguments."""
from __future__ import annotations

from django.core.management.base import CommandError

from rules.models import Game


def game_or_stop(game_id: str) -> Game:
    """The game a command names, or a message that lists the games there are and says how to
    load them (a fresh database has none until `bootstrap`)."""
    game = Game.objects.filter(pk=game_id).first()
    if game is None:
        known = ", ".join(Game.objects.values_list("id", flat=True)) or "none yet"
        raise CommandError(f"there is no game '{game_id}' (known: {known}); "
                           "run `python manage.py bootstrap` first")
    return game
