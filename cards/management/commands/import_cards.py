"""python manage.py import_cards GAME PATH [--language en]

For ygo, PATH is a clone of yaml-yugi (or its data/cards folder); every language it holds is
imported at once and the report also names the cards whose Forbidden & Limited status changed.

Imports a card list in one transaction: a failed import changes nothing. A second run updates
the cards in place and reports what changed (new cards, changed facts, changed texts: errata);
a run with another language adds that language's names and texts.
"""
from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from cards import importers, percard
from cards.importers.records import CardListError
from rules.commandline import game_or_stop
from rules.models import Game

SHOWN = 20  # numbers listed per kind of change; the rest are counted


class Command(BaseCommand):
    help = ("Import a card list (optcg: a punk-records language folder; ygo: a yaml-yugi clone "
            "or its data/cards folder).")

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("game", help="the game id, e.g. optcg")
        parser.add_argument("path", help="the card list (optcg: a folder such as "
                                         "punk-records/english)")
        parser.add_argument("--language", help="the list's language (en, fr...); by default "
                                               "the one its manifest names")

    def handle(self, *args, **options) -> None:
        game = game_or_stop(options["game"])
        try:
            report, indexed = importers.import_cards(game, Path(options["path"]),
                                                     options["language"])
        except (CardListError, percard.EncodingFileError) as error:
            raise CommandError(str(error)) from None
        self._describe(game, report)
        self.stdout.write(f"search index: {indexed} documents")

    def _describe(self, game: Game,
                  report: importers.ImportReport | importers.YgoImportReport) -> None:
        if isinstance(report, importers.YgoImportReport):
            self._describe_ygo(report)
            return
        out = self.stdout.write
        out(f"imported {game.id} cards ({report.language}): {report.cards} cards, "
            f"{report.new_printings} new printings")
        out(f"new cards: {len(report.new)}{_some(report.new)}")
        out(f"changed texts (errata): {len(report.changed_texts)}{_some(report.changed_texts)}")
        changed = [f"{n} ({', '.join(f)})" for n, f in report.changed_facts.items()]
        out(f"changed facts: {len(changed)}{_some(changed)}")
        for anomaly in report.anomalies:
            self.stderr.write(f"note: {anomaly}")

    def _describe_ygo(self, report: importers.YgoImportReport) -> None:
        out = self.stdout.write
        out(f"imported ygo cards (en, de, es, fr, it): {report.cards} cards, "
            f"{report.new_printings} new printings")
        out(f"new cards: {len(report.new)}{_some(report.new)}")
        out(f"changed texts (errata): {len(report.changed_texts)}"
            f"{_some(report.changed_texts)}")
        limits = [f"{number} ({_limits(change)})"
                  for number, change in report.changed_limits.items()]
        out(f"changed limits (Forbidden & Limited): {len(limits)}{_some(limits)}")
        changed = [f"{n} ({', '.join(f)})" for n, f in report.changed_facts.items()]
        out(f"changed facts: {len(changed)}{_some(changed)}")
        for anomaly in report.anomalies:
            self.stderr.write(f"note: {anomaly}")


def _some(items: list[str]) -> str:
    if not items:
        return ""
    more = f" and {len(items) - SHOWN} more" if len(items) > SHOWN else ""
    return ": " + ", ".join(items[:SHOWN]) + more


def _limits(change: dict[str, list[str]]) -> str:
    """{"tcg": ["Limited", "Forbidden"]} -> "TCG Limited -> Forbidden"."""
    return ", ".join(f"{region.upper()} {old or 'unknown'} -> {new}"
                     for region, (old, new) in change.items())
