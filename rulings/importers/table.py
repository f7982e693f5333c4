"""Q&A as a table the operator wrote or exported: CSV with a header row, or JSON (a list of
objects, or {"entries": [...]}), with the fields `card`, `question`, `answer` (and optionally
`card_name`, `topic`, `title`, `date`). Rows without a question or an answer are skipped and
reported with their row number."""
from __future__ import annotations

import csv
import io
from datetime import date
from pathlib import Path
from typing import Any

from rules import intake
from rulings.importers.records import (
    CARD_NUMBER,
    MAX_NAME,
    ParsedDocument,
    ParsedEntry,
    ParseError,
    Skipped,
    checked,
    clean,
)

MAX_BYTES = 20 * 1024 * 1024


def parse_file(path: Path) -> ParsedDocument:
    """The entries of the table; a ParseError naming the file and the row for anything in it
    that cannot be imported as it is (nothing of the file is then stored)."""
    raw = _read(path)
    rows = _json_rows(raw, path.name) if path.suffix.lower() == ".json" else _csv_rows(raw, path)
    document = ParsedDocument(stem=path.stem, title=path.stem, published=None)
    try:
        for number, row in enumerate(rows, start=1):
            intake.check(row, f"{path.name}, row {number}")
            _add(document, number, row, path.name)
    except intake.InputError as error:
        raise ParseError(str(error)) from None
    return document


def _read(path: Path) -> str:
    try:
        if path.stat().st_size > MAX_BYTES:
            raise ParseError(f"{path.name}: larger than {MAX_BYTES // 2**20} MB")
        return path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ParseError(f"{path.name}: not UTF-8 text") from None
    except OSError as error:
        raise ParseError(f"{path.name}: cannot be read ({error.strerror})") from None


def _csv_rows(raw: str, path: Path) -> list[dict[str, Any]]:
    # A cell may be as long as the file (the file's size is capped; a long text is cut and
    # reported by `checked`, not refused by the csv module's default limit of 128 KB).
    csv.field_size_limit(max(csv.field_size_limit(), MAX_BYTES))
    # strict: a quote that is never closed is an error, not the rest of the file in one cell
    reader = csv.DictReader(io.StringIO(raw, newline=""), strict=True)
    rows: list[dict[str, Any]] = []
    line = 1
    try:
        fields = {(name or "").strip().lower() for name in reader.fieldnames or []}
        missing = {"question", "answer"} - fields
        if missing:
            raise ParseError(f"{path.name}: the header row has no column "
                             + " or ".join(sorted(missing)) + " (expected card, question, answer)")
        for row in reader:
            if None in row:
                raise ParseError(f"{path.name}, row {len(rows) + 1} (line {line + 1}): more "
                                 f"cells than the header row has columns")
            rows.append({(k or "").strip().lower(): v for k, v in row.items()})
            line = reader.line_num
    except csv.Error as error:
        raise ParseError(f"{path.name}, row {len(rows) + 1} (from line {line + 1}): {error}"
                         + (" (a quote is never closed)" if "end of data" in str(error) else "")
                         ) from None
    return rows


def _json_rows(raw: str, name: str) -> list[dict[str, Any]]:
    try:
        data = intake.load_json(raw, name)
    except intake.InputError as error:
        raise ParseError(str(error)) from None
    if isinstance(data, dict):
        data = data.get("entries")
    if not isinstance(data, list):
        raise ParseError(f"{name}: expected a list of entries or {{\"entries\": [...]}}")
    return [row if isinstance(row, dict) else {} for row in data]


def _add(document: ParsedDocument, number: int, row: dict[str, Any], name: str) -> None:
    question = clean(_text(row.get("question")))
    answer = clean(_text(row.get("answer")))
    if not question or not answer:
        document.skipped.append(Skipped(0, f"row {number}: no question or no answer"))
        return
    card = _text(row.get("card")).strip().upper()
    match = CARD_NUMBER.fullmatch(card)
    if card and not match:
        document.skipped.append(Skipped(0, f"row {number}: {card[:30]!r} is not a card number"))
        return
    document.entries.append(checked(ParsedEntry(
        question, answer, card=card, card_name=clean(_text(row.get("card_name"))),
        topic=clean(_text(row.get("topic"))), page=0), f"{name}, row {number}", document.notes))
    if number == 1:
        title = clean(_text(row.get("title")))
        document.title = intake.cap(title, MAX_NAME, f"{name}, row 1: the title",
                                    document.notes) or document.title
        document.published = _date(_text(row.get("date")))


def _text(value: Any) -> str:
    return value if isinstance(value, str) else "" if value is None else str(value)


def _date(value: str) -> date | None:
    try:
        return date.fromisoformat(value.strip()) if value.strip() else None
    except ValueError:
        return None
