"""Q&A importers: one parser per source format, all producing a ParsedDocument."""
from __future__ import annotations

from pathlib import Path

from rules import intake
from rulings.importers import pdf, table
from rulings.importers.records import MAX_STEM, ParsedDocument, ParseError

PARSERS = {".pdf": pdf.parse_file, ".csv": table.parse_file, ".json": table.parse_file}


def parse(path: Path) -> ParsedDocument:
    parser = PARSERS.get(path.suffix.lower())
    if parser is None:
        raise ParseError(f"{path.name}: expected a .pdf, .csv or .json file")
    if not path.is_file():
        raise ParseError(f"{path}: no such file")
    if intake.text_problem(path.stem):  # a name in no encoding (or with control characters)
        raise ParseError(f"{path.name!r}: the file name {intake.text_problem(path.stem)}; "
                         "rename the file")
    if len(path.stem) > MAX_STEM:
        raise ParseError(f"{path.name[:MAX_STEM]}...: a file name longer than {MAX_STEM} "
                         "characters (the document's entries are named after it)")
    document = parser(path)
    if not document.entries:
        # an empty read never replaces a document: it is a file that is not what it says
        skipped = f" ({len(document.skipped)} rows skipped)" if document.skipped else ""
        raise ParseError(f"{path.name}: no entry found{skipped}")
    return document
