"""Importers: one parser per source format, all producing the same plain records.

`parse_path` chooses the parser by file type: a folder with corpus.yaml is a bundled corpus,
`.md` the bundled Markdown format, `.txt` the official text, `.pdf` the official PDF.
What `python manage.py import_rules` does with the parsed document (store, publish, review the
judge's citations, index) is rules/importing.py: the parsers know nothing of the database.
"""
from __future__ import annotations

from pathlib import Path

from rules.importers import markdown, pdf, text
from rules.importers.records import ParsedDocument, ParseError
from rules.models import RulesVersion


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
