"""What the management commands of every app share when they read a person's arguments."""
from __future__ import annotations

from django.core.management.base import CommandError
from django.db import DatabaseError

from rules.models import Game


def game_or_stop(game_id: str) -> Game:
    """The game a command names, or a message that lists the games there are and says how to
    load them (a fresh database has none until `bootstrap`)."""
    try:
        game = Game.objects.filter(pk=game_id).first()
    except DatabaseError:  # a database never migrated has no tables to ask
        raise CommandError("the database has no tables yet: run `python manage.py migrate`, "
                           "then `python manage.py bootstrap`") from None
    if game is None:
        known = ", ".join(Game.objects.values_list("id", flat=True)) or "none yet"
        raise CommandError(f"there is no game '{game_id}' (known: {known}); "
                           "run `python manage.py bootstrap` first")
    return game
