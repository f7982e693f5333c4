"""`manage.py engine_messages [--reviewed LANG ...]`: the engine messages whose English changed
since their translation was written (judge/message_review.py).

Without arguments it lists them, one `catalogue language code` a line, and exits with status 1
when there are any. `--reviewed de` (or `--reviewed all`) records the current English as read
for those languages, after their catalogues were brought up to date.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from judge import message_review


class Command(BaseCommand):
    help = "List the engine messages whose English changed since they were translated."
    requires_system_checks: list[str] = []

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--reviewed", nargs="+", metavar="LANG",
                            choices=[*message_review.TRANSLATED, "all"],
                            help="record the current English as translated for these languages")
        parser.add_argument("--file", type=Path, default=message_review.REVIEWED,
                            help="the fingerprints file (default: judge/messages-reviewed.json)")

    def handle(self, *args: Any, reviewed: list[str] | None = None,
               file: Path = message_review.REVIEWED, **options: Any) -> None:
        if reviewed:
            languages = list(message_review.TRANSLATED) if "all" in reviewed else reviewed
            message_review.mark_reviewed(languages, file)
            self.stdout.write(f"Recorded the English of every message for {', '.join(languages)}.")
            return
        recorded = message_review.load(file)
        found = message_review.stale(recorded)
        for catalogue, language, code in found:
            self.stdout.write(f"{catalogue} {language} {code}")
        new = message_review.unrecorded(recorded)
        if new:
            self.stderr.write(f"{len(new)} new translations not recorded yet (run --reviewed "
                              "once they are checked).")
        if found:
            raise CommandError(f"{len(found)} translations were written from other English: "
                               "update them, then run engine_messages --reviewed LANG",
                               returncode=1)
        self.stdout.write("Every translation was written from the current English.")
