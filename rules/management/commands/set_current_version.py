"""python manage.py set_current_version GAME V   (or --newest)

Marks which imported rules version a game serves; --newest removes the mark, so the newest
version by number is served again. Rule links and the search index follow.
"""
from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import transaction

from rules import queries, versions
from rules.commandline import game_or_stop
from rules.models import RulesVersion


class Command(BaseCommand):
    help = "Choose the rules version a game serves."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("game", help="the game id, e.g. optcg")
        parser.add_argument("version", nargs="?", help="an imported version, e.g. 1.2.0")
        parser.add_argument("--newest", action="store_true",
                            help="remove the mark: serve the newest version by number")

    def handle(self, *args, **options) -> None:
        game = game_or_stop(options["game"])
        if bool(options["version"]) == options["newest"]:
            raise CommandError("give either a version or --newest")
        chosen = None
        if options["version"]:
            chosen = RulesVersion.objects.filter(game=game, version=options["version"]).first()
            if chosen is None:
                known = ", ".join(game.versions.values_list("version", flat=True)) or "none"
                raise CommandError(f"{game.id} has no version '{options['version']}' "
                                   f"(imported: {known})")
        with transaction.atomic():
            versions.mark_current(game, chosen)
            versions.publish_game(game)
        indexed = versions.rebuild_index()
        self.stdout.write(versions.describe_current(game, queries.current_version(game)))
        self.stdout.write(f"search index: {indexed} documents")
