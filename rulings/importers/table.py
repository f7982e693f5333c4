"""Q&A as a table the operator wrote or exported: CSV with a header row, or JSON (a list of
objects, or {"entries": [...]}), with the fields `card`, `question`, `answer` (and optionally
`card_name`, `topic`, `title`, `date`). Rows without a question or an answer are skipped and
reported with their row number."""
from __future__ import annotations

import csv
import io
import json
from datetime import date
from pathlib import Path
from typing import Any

from rulings.importers.records import (
    CARD_NUMBER,
    ParsedDocument,
    ParsedEntry,
    ParseError,
    Skipped,
    clean,
)

MAX_BYTES = 20 * 1024 * 1024


def parse_file(path: Path) -> ParsedDocument:
    raw = _read(path)
    rows = _json_rows(raw, path.name) if path.suffix.lower() == ".json" else _csv_rows(raw, path)
    document = ParsedDocument(stem=path.stem, title=path.stem, published=None)
    for number, row in enumerate(rows, start=1):
        _add(document, number, row)
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
    reader = csv.DictReader(io.StringIO(raw, newline=""))
    fields = {(name or "").strip().lower() for name in reader.fieldnames or []}
    missing = {"question", "answer"} - fields
    if missing:
        raise ParseError(f"{path.name}: the header row has no column "
                         + " or ".join(sorted(missing)) + " (expected card, question, answer)")
    try:
        return [{(k or "").strip().lower(): v for k, v in row.items()} for row in reader]
    except csv.Error as error:
        raise ParseError(f"{path.name}, line {reader.line_num}: {error}") from None


def _json_rows(raw: str, name: str) -> list[dict[str, Any]]:
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as error:
        raise ParseError(f"{name}, line {error.lineno}: not JSON ({error.msg})") from None
    if isinstance(data, dict):
        data = data.get("entries")
    if not isinstance(data, list):
        raise ParseError(f"{name}: expected a list of entries or {{\"entries\": [...]}}")
    return [row if isinstance(row, dict) else {} for row in data]


def _add(document: ParsedDocument, number: int, row: dict[str, Any]) -> None:
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
    document.entries.append(ParsedEntry(
        question, answer, card=card, card_name=clean(_text(row.get("card_name"))),
        topic=clean(_text(row.get("topic"))), page=0))
    if number == 1:
        document.title = clean(_text(row.get("title"))) or document.title
        document.published = _date(_text(row.get("date")))


def _text(value: Any) -> str:
    return value if isinstance(value, str) else "" if value is None else str(value)


def _date(value: str) -> date | None:
    try:
        return date.fromisoformat(value.strip()) if value.strip() else None
    except ValueError:
        return None
