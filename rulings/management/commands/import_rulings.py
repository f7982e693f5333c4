"""python manage.py import_rulings GAME FILE... [--source-url URL]

Imports official Q&A documents (the publisher's PDFs, or a CSV/JSON of card, question, answer),
one transaction per file: importing a document again replaces its entries. Prints per document
how many entries were read and every row skipped, with its page; a file that cannot be read, or
holds a value no import stores (rules.intake), or looks damaged (pages without entries, broken
objects: unless --force), is reported, changes nothing, and the others are still imported (exit
status 1 when any failed).
"""
from __future__ import annotations

import time
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from rules.commandline import game_or_stop
from rules.hooks import rebuild_index
from rulings import importers
from rulings.importers.records import ParsedDocument, ParseError
from rulings.importing import store
from rulings.linking import linker_for


class Command(BaseCommand):
    help = "Import official Q&A documents (.pdf, .csv or .json) for a game."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("game", help="the game id, e.g. optcg")
        parser.add_argument("files", nargs="+", help="Q&A documents: .pdf, .csv or .json")
        parser.add_argument("--source-url", default="",
                            help="where the official document is published (one file only)")
        parser.add_argument("--no-index", action="store_true",
                            help="do not rebuild the search index afterwards")
        parser.add_argument("--force", action="store_true",
                            help="replace a document's entries even when its file looks damaged")

    def handle(self, *args, **options) -> None:
        game = game_or_stop(options["game"])
        paths = [Path(name) for name in options["files"]]
        if options["source_url"] and len(paths) > 1:
            raise CommandError("--source-url names the page of one document: give one file")
        started = time.perf_counter()
        linker = linker_for(game)
        failed = total = 0
        for path in paths:
            try:
                parsed = importers.parse(path)
            except ParseError as error:
                failed += 1
                self.stderr.write(f"{error} (nothing imported from it)")
                continue
            for note in parsed.notes:
                self.stderr.write(f"note: {note}")
            if parsed.damage and not self._damaged(path, parsed, options["force"]):
                failed += 1
                continue
            report = store(game, parsed, linker, options["source_url"])
            total += report.entries
            replaced = f", replacing {report.replaced}" if report.replaced else ""
            self.stdout.write(f"{path.name}: {report.entries} entries{replaced}, "
                              f"{len(report.skipped)} skipped")
            for page, reason in report.skipped:
                where = f"page {page}: " if page else ""
                self.stdout.write(f"  skipped {where}{reason}")
        seconds = time.perf_counter() - started
        self.stdout.write(f"imported {total} entries from {len(paths) - failed} of "
                          f"{len(paths)} files in {seconds:.1f} s")
        if not options["no_index"] and total:
            self.stdout.write(f"search index: {rebuild_index()} documents")
        if failed:
            raise CommandError(f"{failed} file(s) could not be imported")

    def _damaged(self, path: Path, parsed: ParsedDocument, force: bool) -> bool:
        """Report a file that looks damaged; True when it is to be imported all the same."""
        shown = "; ".join(parsed.damage[:5])
        more = f" and {len(parsed.damage) - 5} more" if len(parsed.damage) > 5 else ""
        self.stderr.write(f"{path.name}: the file looks damaged ({len(parsed.entries)} "
                          f"entries read from {parsed.pages} pages): {shown}{more}")
        if not force:
            self.stderr.write(f"{path.name}: nothing imported from it, the entries already "
                              "imported are kept (--force imports what could be read)")
        return force
