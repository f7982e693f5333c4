"""python manage.py import_rules GAME FILE --version V [--released YYYY-MM-DD] [--current]

Imports a rules document (the bundled Markdown format, the official text or the official PDF)
as one rules version, atomically: on any error it prints `FILE, line N: message`, exits
non-zero and changes nothing, so the previous content of that version keeps serving.
"""
from __future__ import annotations

import datetime as dt
from collections import Counter
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from rules import citing, diff, importing, versions
from rules.commandline import game_or_stop
from rules.importers.records import ParseError
from rules.models import Game


class Command(BaseCommand):
    help = "Import a rules document (.md, .txt, .pdf or a corpus folder) as one rules version."

    def create_parser(self, prog_name: str, subcommand: str, **kwargs) -> CommandParser:
        # `--version V` is this command's (interfaces.md); it replaces Django's own --version.
        kwargs.setdefault("conflict_handler", "resolve")
        return super().create_parser(prog_name, subcommand, **kwargs)

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("game", help="the game id, e.g. optcg")
        parser.add_argument("file", help="a .md, .txt or .pdf file, or a folder with corpus.yaml")
        parser.add_argument("--version", required=True, dest="rules_version",
                            help="the rules version the document holds, e.g. 1.2.0")
        parser.add_argument("--released", help="the date the version came out, YYYY-MM-DD")
        parser.add_argument("--current", action="store_true",
                            help="serve this version even when a newer one is imported")
        parser.add_argument("--kind", choices=importing.KINDS,
                            help="official text, or a summary in our own words "
                                 "(default: summary for Markdown, official for .txt and .pdf)")
        parser.add_argument("--force", action="store_true",
                            help="import what a damaged PDF gives (by default it is refused "
                                 "and the version keeps what it held)")

    def handle(self, *args, **options) -> None:
        game = game_or_stop(options["game"])
        path = Path(options["file"])
        try:
            report = importing.import_rules(
                game, path, options["rules_version"],
                released=_released(options["released"]),
                current=options["current"],
                kind=options["kind"],
                force=options["force"],
            )
        except ParseError as error:
            raise CommandError(error.describe(source=_where(path, error))) from None
        for warning in report.warnings:
            self.stderr.write(f"warning: {warning}")
        self.stdout.write(f"imported {game.id} {report.version.version}: {report.rules} rules "
                          f"({report.version.kind}) from {path.name}")
        self.stdout.write(versions.describe_current(game, report.serving))
        if report.serving and report.serving.pk != report.version.pk:
            newest = game.versions.order_by("-sort_key").first()
            if report.serving.marked_current and newest and newest.pk == report.version.pk:
                self.stdout.write(f"to serve {report.version.version}, run `python manage.py "
                                  f"set_current_version {game.id} {report.version.version}`")
        self._report_citations(game, report)
        if report.index_error:
            raise CommandError(f"the rules are imported, but the search index could not be "
                               f"rebuilt ({report.index_error}); run `python manage.py "
                               f"build_index`")
        self.stdout.write(f"search index: {report.indexed} documents")


    def _report_citations(self, game: Game, report: importing.ImportReport) -> None:
        """What a maintainer has to review so that the judge's citations stay true."""
        if not report.cited:
            return
        version, base = report.version.version, report.citing_base
        kinds = Counter(c.kind for c in report.citations)
        self.stdout.write(
            f"judge citations under {version} (the judge cites {base} numbers): "
            f"{report.cited} cited rules, {kinds[diff.RENUMBERED]} renumbered, "
            f"{kinds[diff.REMOVED]} removed, {kinds[diff.CHANGED]} changed in meaning")
        table = citing.table_path(game.id).relative_to(settings.BASE_DIR)
        for found in report.citations:
            self.stdout.write("  " + _describe(found, version, str(table)))


def _describe(found: citing.Counterpart, version: str, table: str) -> str:
    checked = " (checked by hand)" if found.reviewed else ""
    if found.kind == diff.REMOVED:
        return (f"removed: {found.identity} has no counterpart in {version}{checked}; if it "
                f"lives on under another number, add it to {table}")
    if found.kind == diff.RENUMBERED:
        return f"renumbered: {found.identity} is {found.number} in {version}{checked}"
    return (f"changed in meaning? {found.identity} (text similarity {found.similarity:.2f}): "
            f"read both versions and confirm it in {table}, or map it to the rule that says "
            f"the same")


def _released(value: str | None) -> dt.date | None:
    if not value:
        return None
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise CommandError(f"--released {value!r} is not a date such as 2026-01-16") from None




def _where(path: Path, error: ParseError) -> str:
    """The file as the operator named it; inside a corpus folder, the chapter file."""
    if path.is_dir() and error.source:
        return str(path / Path(error.source).name)
    return str(path)
