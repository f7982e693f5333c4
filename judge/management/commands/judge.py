"""`manage.py judge [--json] [--lang LANG] FILE...`: judge scenario files from the command line.

Text rulings by default; with --json one result object per line per file, in order. `-` reads
standard input. Exit status 0 when every file was judged, 2 when any was invalid input.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from judge import engine
from rules import citing

INVALID = 2


class Command(BaseCommand):
    help = "Judge scenario files (YAML or JSON; '-' reads standard input)."
    requires_system_checks: list[str] = []
    requires_migrations_checks = False

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("files", nargs="+", metavar="FILE",
                            help="scenario files, or - for standard input")
        parser.add_argument("--json", action="store_true", dest="as_json",
                            help="print one JSON result object per line, in file order")
        parser.add_argument("--lang", default="en", choices=engine.LANGUAGES,
                            help="the language of the ruling: en, de, es, it or fr")

    def handle(self, *args: Any, files: list[str], as_json: bool = False, lang: str = "en",
               **options: Any) -> None:
        invalid = 0
        stdin_text: bytes | None = None
        for name in files:
            if name == "-":
                # read once: a second `-` judges the same input again
                if stdin_text is None:
                    stdin_text = self._stdin()
                source: bytes | dict = stdin_text
            else:
                source = _read(name)
            result = source if isinstance(source, dict) else engine.judge(
                source, _cards(source), language=lang)
            if "errors" in result:
                invalid += 1
            else:
                # the command line cites the engine's own numbers, those of the bundled rules
                # (the site's pages and API cite the version in force: judge/citing.py)
                result = {**result, "rules_version": citing.base_version(result["game"])}
            self._print(name, result, as_json=as_json, many=len(files) > 1, language=lang)
        if invalid:
            raise CommandError(f"{invalid} of {len(files)} scenarios are invalid input",
                               returncode=INVALID)

    def _stdin(self) -> bytes:
        stream = getattr(self, "stdin", None) or sys.stdin
        buffer = getattr(stream, "buffer", None)
        data = (buffer or stream).read(_limit() + 1)
        return data.encode("utf-8") if isinstance(data, str) else data

    def _print(self, name: str, result: dict[str, Any], as_json: bool, many: bool,
               language: str) -> None:
        if as_json:
            self.stdout.write(_json_line(result))
            return
        if many:
            self.stdout.write(f"== {name}")
        self.stdout.write(engine.render_text(result, language), ending="")


def _read(name: str) -> bytes | dict:
    """The file's bytes, or an error result saying why it cannot be read."""
    try:
        with Path(name).open("rb") as handle:
            # a byte more than the engine accepts is enough for it to say "too large"
            return handle.read(_limit() + 1)
    except OSError as error:
        reason = error.strerror or type(error).__name__
        return {"errors": [{"path": "(file)", "message": f"cannot read {name}: {reason}"}]}


def _limit() -> int:
    return int(settings.JUDGE_MAX_BODY_BYTES)


def _json_line(result: dict[str, Any]) -> str:
    return json.dumps(result, ensure_ascii=False, separators=(",", ":"))


def _cards(source: bytes | str) -> engine.CardLookup:
    """The imported cards of the scenario's game, for `card: NUMBER` (the database is read
    only when a scenario names a card)."""
    from judge import cardlookup

    return cardlookup.for_game(cardlookup.game_of(source))
