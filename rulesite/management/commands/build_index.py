"""python manage.py build_index: rebuild the search index from the database.

Run it after anything changes the rules or the glossary outside `bootstrap` (which builds the
index itself). The new index is swapped in whole; running servers pick it up within seconds.
"""
from __future__ import annotations

import time

from django.core.management.base import BaseCommand, CommandError

from rulesite import search


class Command(BaseCommand):
    help = "Rebuild the search index from the database (rules and glossary of every game)."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--if-stale", action="store_true",
                            help="Only rebuild when the index does not match the database.")

    def handle(self, *args, **options) -> None:
        if options["if_stale"] and search.index_is_current():
            self.stdout.write("search index: current, nothing to do")
            return
        started = time.perf_counter()
        try:
            count = search.build_index()
        except OSError as error:
            raise CommandError(f"The search index could not be written: {error}") from None
        seconds = time.perf_counter() - started
        self.stdout.write(f"search index: {count} documents in {seconds:.1f} s")
