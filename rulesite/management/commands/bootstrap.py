"""python manage.py bootstrap: migrate, load the bundled rules and glossaries, build the index.

Idempotent: files that have not changed since the last run are not loaded again, and the
index is rebuilt only when something it holds changed (or it is missing).
"""
from __future__ import annotations

from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError

from glossary import loader
from rules import bundled, queries
from rulesite import publish, search


class Command(BaseCommand):
    help = "Prepare the database and the search index (safe to run again)."

    def handle(self, *args, **options) -> None:
        call_command("migrate", interactive=False, verbosity=0)
        # the database cache's table (CACHE_URL=db://, the default); nothing for other caches
        call_command("createcachetable", verbosity=0)
        changed_games = set()
        for position, folder in enumerate(bundled.corpus_folders()):
            load = bundled.load_folder(folder, position)
            if load.changed:
                changed_games.add(load.game.id)
            state = "imported" if load.changed else "unchanged"
            if load.kept_import:
                state = "kept as imported by an operator (the bundled summary is not loaded)"
            self.stdout.write(f"rules: {load.game.id} {load.version.version} {state}")
        for path in sorted(loader.DATA_DIR.glob("*.yaml")):
            if self.load_glossary(path, force=path.stem in changed_games):
                changed_games.add(path.stem)
        for game_id in sorted(changed_games):
            rendered = publish.publish_game(queries.get_game(game_id))
            self.stdout.write(f"published: {game_id} ({rendered} rules)")
        if changed_games or not search.index_is_current():
            documents = search.build_index()
            self.stdout.write(f"search index: {documents} documents")
        else:
            self.stdout.write("search index: unchanged")

    def load_glossary(self, path, force: bool) -> bool:
        digest = bundled.checksum([path])
        name = f"glossary/{path.name}"
        if not force and not bundled.data_changed(name, digest):
            self.stdout.write(f"glossary: {path.stem} unchanged")
            return False
        try:
            report = loader.load_path(path)
        except loader.GlossaryError as error:
            raise CommandError(str(error)) from None
        bundled.remember(name, digest)
        self.stdout.write(f"glossary: {report.game} {report.terms} terms, {report.aliases} aliases")
        return True
