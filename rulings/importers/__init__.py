"""Q&A importers: one parser per source format, all producing a ParsedDocument."""
from __future__ import annotations

from pathlib import Path

from rulings.importers import pdf, table
from rulings.importers.records import ParsedDocument, ParseError

PARSERS = {".pdf": pdf.parse_file, ".csv": table.parse_file, ".json": table.parse_file}


def parse(path: Path) -> ParsedDocument:
    parser = PARSERS.get(path.suffix.lower())
    if parser is None:
        raise ParseError(f"{path.name}: expected a .pdf, .csv or .json file")
    if not path.is_file():
        raise ParseError(f"{path}: no such file")
    return parser(path)
