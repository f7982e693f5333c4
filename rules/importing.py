"""What `python manage.py import_rules` does: parse (rules/importers/), store, publish, review
the judge's citations against the new version, and index."""
from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from pathlib import Path

from django.db import transaction

from rules import citing, queries, versions
from rules.importers import parse_path
from rules.importers.records import ParseError
from rules.importers.writer import store_version
from rules.models import Game, RulesVersion

# A version goes into URLs (?version=1.2.0) and sorts by its numbers: keep it plain.
VERSION_NAME = re.compile(r"^[0-9A-Za-z][0-9A-Za-z._-]{0,39}$")
KINDS = (RulesVersion.KIND_OFFICIAL, RulesVersion.KIND_SUMMARY)


@dataclass
class ImportReport:
    version: RulesVersion
    rules: int
    warnings: list[str] = field(default_factory=list)
    serving: RulesVersion | None = None  # the version the game serves after the import
    indexed: int = 0
    index_error: str = ""  # the rules are in, but the search index could not be rebuilt
    cited: int = 0  # how many rules the game's judge cites
    # the cited rules the new version removed, renumbered or changed in meaning
    citations: list[citing.Counterpart] = field(default_factory=list)
    citing_base: str = ""  # the version whose numbers the judge cites


def import_rules(
    game: Game,
    path: Path,
    version: str,
    *,
    released: dt.date | None = None,
    current: bool = False,
    kind: str | None = None,
    force: bool = False,
) -> ImportReport:
    """Import the document at `path` as `version` of `game`, replacing that version if it was
    imported before. Parsing, storing, marking current and publishing happen in one
    transaction: a ParseError (or any failure) leaves the database as it was. A PDF with broken
    objects is refused (a ParseError) unless `force`."""
    if not VERSION_NAME.match(version):
        raise ParseError(0, f"'{version[:40]}' is not a version name: use letters, digits, "
                         "dots and hyphens, such as 1.2.0", str(path))
    document, default_kind = parse_path(path)
    if document.damage and not force:
        raise ParseError(0, "the file looks damaged (" + "; ".join(document.damage) + f"; "
                         f"{len(document.rules)} rules read): nothing imported, version "
                         f"{version} keeps what it held (--force imports what could be read)",
                         path.name)
    warnings = list(document.warnings) + [f"{path.name}: looks damaged: {sign}"
                                          for sign in document.damage]
    if document.version and document.version != version:
        warnings.append(f"{path.name}: the document calls itself version {document.version}; "
                        f"importing it as {version} as asked")
    with transaction.atomic():
        stored = store_version(
            game, version, document,
            source=f"{path.name} ({kind or default_kind})",
            kind=kind or default_kind,
            released=released or _date(document.released),
        )
        if current:
            versions.mark_current(game, stored)
        versions.publish_game(game)
    report = ImportReport(stored, len(document.rules), warnings,
                          serving=queries.current_version(game))
    cited = citing.cited_identities(game.id)
    if cited:
        mapping = citing.counterparts(stored)
        report.cited, report.citing_base = len(cited), mapping.base
        report.citations = citing.to_review(mapping, cited)
    try:
        report.indexed = versions.rebuild_index()
    except Exception as error:  # noqa: BLE001  (the import is committed; say what to do next)
        report.index_error = f"{type(error).__name__}: {error}"
    return report


def _date(value: str) -> dt.date | None:
    try:
        return dt.date.fromisoformat(value) if value else None
    except ValueError:
        return None
