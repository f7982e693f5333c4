"""Importers: one parser per source format, all producing the same plain records.

`parse_path` chooses the parser by file type: a folder with corpus.yaml is a bundled corpus,
`.md` the bundled Markdown format, `.txt` the official text, `.pdf` the official PDF.
`import_rules` is what `python manage.py import_rules` does: parse, store, publish and index.
"""
from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from pathlib import Path

from django.db import transaction

from rules import citing, queries, versions
from rules.importers import markdown, pdf, text
from rules.importers.records import ParsedDocument, ParseError
from rules.importers.writer import store_version
from rules.models import Game, RulesVersion
from rulesite import intake

# A version goes into URLs (?version=1.2.0) and sorts by its numbers: keep it plain.
VERSION_NAME = re.compile(r"^[0-9A-Za-z][0-9A-Za-z._-]{0,39}$")
KINDS = (RulesVersion.KIND_OFFICIAL, RulesVersion.KIND_SUMMARY)
# The longest rule of the official 1.2.0 document has under a thousand characters: a text
# longer than this is not a rule, and is cut (and reported) before a page has to show it.
MAX_RULE_TEXT = 20_000
MAX_TITLE = 200


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


def parse_path(path: Path) -> tuple[ParsedDocument, str]:
    """The document at `path` and the kind of text its format holds ('official' or 'summary').
    Raises ParseError for anything that cannot be read."""
    if path.is_dir():
        if not (path / "corpus.yaml").exists():
            raise ParseError(0, "a folder to import must hold a corpus.yaml "
                             "(see rules/corpus/README.md)", str(path))
        document = markdown.parse_folder(path)
        return document, document.kind or RulesVersion.KIND_SUMMARY
    if not path.is_file():
        raise ParseError(0, "there is no such file", str(path))
    suffix = path.suffix.lower()
    if suffix in (".md", ".markdown"):
        # The bundled Markdown format is the one this project writes its summaries in.
        return markdown.parse_file(path), RulesVersion.KIND_SUMMARY
    if suffix == ".pdf":
        return pdf.parse_file(path), RulesVersion.KIND_OFFICIAL
    if suffix in (".txt", ".text"):
        return text.parse_file(path), RulesVersion.KIND_OFFICIAL
    raise ParseError(0, f"cannot import a '{suffix or 'extensionless'}' file: use .md (the "
                     "bundled Markdown format), .txt (the official text), .pdf (the official "
                     "PDF) or a folder with corpus.yaml", path.name)


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
    transaction: a ParseError (or any failure) leaves the database as it was."""
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
    vet(document, path.name, warnings)
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


def vet(document: ParsedDocument, name: str, warnings: list[str]) -> None:
    """Refuse a rule whose text no import stores (a NUL byte, a lone surrogate: rulesite.intake)
    naming its file and line; cut a text longer than any real rule and warn."""
    for rule in document.rules:
        where = f"rule {rule.number}"
        source = rule.source or name
        for part, limit in (("title", MAX_TITLE), ("text", MAX_RULE_TEXT)):
            value = getattr(rule, part)
            problem = intake.text_problem(value)
            if problem:
                raise ParseError(rule.line, f"{where}: the {part} {problem}", source)
            setattr(rule, part, intake.cap(value, limit, f"{source}: {where}: the {part}",
                                            warnings))


def _date(value: str) -> dt.date | None:
    try:
        return dt.date.fromisoformat(value) if value else None
    except ValueError:
        return None
