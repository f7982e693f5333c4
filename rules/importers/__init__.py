"""Importers: one parser per source format, all producing the same plain records.

`parse_path` chooses the parser by file type: a folder with corpus.yaml is a bundled corpus,
`.md` the bundled Markdown format, `.txt` the official text, `.pdf` the official PDF.
What `python manage.py import_rules` does with the parsed document (store, publish, review the
judge's citations, index) is rules/importing.py: the parsers know nothing of the database.
"""
from __future__ import annotations

from pathlib import Path

from rules import intake
from rules.importers import markdown, pdf, text
from rules.importers.records import ParsedDocument, ParseError
from rules.models import RulesVersion

# The longest rule of the official 1.2.0 document has under a thousand characters: a text
# longer than this is not a rule, and is cut (and reported) before a page has to show it.
MAX_RULE_TEXT = 20_000
MAX_TITLE = 200


def parse_path(path: Path) -> tuple[ParsedDocument, str]:
    """The document at `path` and the kind of text its format holds ('official' or 'summary'),
    its texts vetted (`vet`). Raises ParseError for anything that cannot be read."""
    problem = intake.text_problem(path.name)
    if problem:  # the name is stored with the version (its source)
        raise ParseError(0, f"the file name {problem}; rename the file", repr(path.name))
    document, kind = _parse(path)
    vet(document, path.name)
    return document, kind


def vet(document: ParsedDocument, name: str) -> None:
    """Refuse a rule whose text no import stores (a NUL byte, a lone surrogate: rules.intake)
    naming its file and line; cut a text longer than any real rule, with a warning."""
    for rule in document.rules:
        where = f"rule {rule.number}"
        source = rule.source or name
        for part, limit in (("title", MAX_TITLE), ("text", MAX_RULE_TEXT)):
            value = getattr(rule, part)
            problem = intake.text_problem(value)
            if problem:
                raise ParseError(rule.line, f"{where}: the {part} {problem}", source)
            setattr(rule, part, intake.cap(value, limit, f"{source}: {where}: the {part}",
                                            document.warnings))


def _parse(path: Path) -> tuple[ParsedDocument, str]:
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
