"""The official Q&A PDFs: a table printed from a spreadsheet, read by the position of its text.

Each page holds rows of three cells: the card (number and name; in the general Q&A a topic such
as "Basic Rules"), the question and the answer. The question and answer cells wrap their text
and are top-aligned; the card cell is centred in its row. pypdf gives every piece of text with
its position, so the columns are found by where lines start (the most common left edge is the
question column, the most common one well to its right the answer column), rows start where a
question and an answer begin on the same line, and each card cell joins the row whose top is
the nearest above it. A row that begins a page without a card cell continues the row before
(a cell cut by the page break).
"""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from pypdf import PdfReader

from rules import intake
from rulings.importers import layout
from rulings.importers.layout import ANSWER, HEAD, QUESTION, SAME_LINE, Line, Row
from rulings.importers.records import (
    MAX_NAME,
    ParsedDocument,
    ParsedEntry,
    ParseError,
    Skipped,
    checked,
    clean,
    split_head,
)

MIN_COLUMN_GAP = 50.0  # points between the question column's left edge and the answer's
# The labels of the table's header row, printed on the first page (sometimes on every page).
HEADER_LABELS = {"card no.", "card name", "question", "answer", "category",
                 "card no. card name question answer"}
_PDF_DATE = re.compile(r"^D:(\d{4})(\d{2})(\d{2})")
# A line broken after a minus sign ("give my Leader −" / "2000 power") joins without a space.
_BROKEN_NUMBER = re.compile(r"[−-]$")


@dataclass
class Piece:
    x: float
    y: float
    text: str


def parse_file(path: Path) -> ParsedDocument:
    with intake.pdf_faults() as faults:
        reader = _open(path)
        unreadable: list[int] = []
        pages = [_pieces(page, number, unreadable)
                 for number, page in enumerate(reader.pages, start=1)]
        title, published = _title(reader, path), _published(reader)
    notes: list[str] = []
    if intake.text_problem(title):  # the metadata is the file's; the name will do
        notes.append(f"the title in the PDF's metadata {intake.text_problem(title)}: the "
                     "file name is used")
        title = path.stem
    title = intake.cap(title, MAX_NAME, "the title in the PDF's metadata", notes)
    try:
        question_x, answer_x = _columns(pages, path.name)
    except ParseError:
        if faults or unreadable:  # no text because the file is broken, not because it is a scan
            first = (faults or [""])[0][:80]
            raise ParseError(f"{path.name}: a damaged PDF, no text could be read ("
                             f"{len(unreadable)} unreadable pages; {first})") from None
        raise
    document = ParsedDocument(stem=path.stem, title=title, published=published,
                              pages=len(pages), notes=notes)
    lines = [_lines(pieces, question_x, answer_x) for pieces in pages]
    step = layout.pitch([line for page in lines for line in page])
    rows: list[Row] = []
    for number, page_lines in enumerate(lines, start=1):
        page_rows, loose = layout.page_rows(number, page_lines, step)
        if loose:
            document.skipped.append(Skipped(number, "text outside any entry: "
                                            + " ".join(line.text for line in loose)[:60]))
        rows.extend(page_rows)
    for row in rows:
        _add(document, row, path.name)
    document.damage = _damage(document, faults, unreadable)
    return document


def _add(document: ParsedDocument, row: Row, name: str) -> None:
    entry = _entry(row)
    if entry is None:
        head = " ".join(line.text.strip() for line in row.cells.get(HEAD, []))
        document.skipped.append(Skipped(
            row.page, f"{head[:60]}: a row without a question or an answer"))
        return
    try:
        document.entries.append(checked(entry, f"page {row.page}", document.notes))
    except intake.InputError as error:  # text a sound file never holds: a sign of damage
        document.damage.append(str(error))


def _damage(document: ParsedDocument, faults: list[str], unreadable: list[int]) -> list[str]:
    """Signs that the file is damaged: every page of the publisher's documents holds entries,
    and pypdf finds nothing broken in any of them."""
    found = list(document.damage)
    if unreadable:
        found.append("the text of page(s) " + ", ".join(map(str, unreadable))
                     + " could not be read")
    if faults:
        more = "+" if len(faults) >= intake.MAX_FAULTS else ""
        found.append(f"{len(faults)}{more} broken object(s), such as: {faults[0]}")
    with_entries = {entry.page for entry in document.entries}
    empty = [n for n in range(1, document.pages + 1) if n not in with_entries]
    if empty:
        shown = ", ".join(map(str, empty[:20])) + (" ..." if len(empty) > 20 else "")
        found.append(f"{len(empty)} of {document.pages} pages without any entry ({shown})")
    return found


def _open(path: Path) -> PdfReader:
    try:
        reader = PdfReader(path)
        if reader.is_encrypted and not reader.decrypt(""):
            raise ParseError(f"{path.name}: the PDF is protected by a password")
        len(reader.pages)
    except ParseError:
        raise
    except Exception as error:  # noqa: BLE001  (any fault of a damaged file is the file's)
        raise ParseError(f"{path.name}: not a readable PDF ({type(error).__name__})") from None
    return reader


def _pieces(page, number: int, unreadable: list[int]) -> list[Piece]:
    found: list[Piece] = []

    def visit(text: str, cm: list[float], tm: list[float], _font, _size) -> None:
        if text.strip():
            # the text matrix's origin through the current transformation: page coordinates
            x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            found.append(Piece(x, y, text.replace("\n", "")))

    try:
        page.extract_text(visitor_text=visit)
    except Exception:  # noqa: BLE001  (a damaged page reads as empty; the report says so)
        unreadable.append(number)
        return []
    return found


def _columns(pages: list[list[Piece]], name: str) -> tuple[float, float]:
    """The left edges of the question and answer columns, from the whole document."""
    edges = Counter(round(piece.x) for pieces in pages for piece in pieces)
    if not edges:
        raise ParseError(f"{name}: the PDF has no text layer (is it a scan?)")
    question_x = edges.most_common(1)[0][0]
    right = [(count, x) for x, count in edges.items() if x > question_x + MIN_COLUMN_GAP]
    if not right:
        raise ParseError(f"{name}: no question and answer columns found")
    return question_x, max(right)[1]


def _lines(pieces: list[Piece], question_x: float, answer_x: float) -> list[Line]:
    """The page's pieces as lines per column, top to bottom, without the header row."""
    def column(x: float) -> str:
        if x < question_x - 4:
            return HEAD
        return QUESTION if x < answer_x - 4 else ANSWER

    groups: list[tuple[str, list[Piece]]] = []
    for piece in sorted(pieces, key=lambda p: -p.y):
        if piece.text.strip().lower() in HEADER_LABELS:
            continue
        kind = column(piece.x)
        same = next((group for group in reversed(groups[-6:]) if group[0] == kind
                     and abs(group[1][0].y - piece.y) <= SAME_LINE), None)
        if same:
            same[1].append(piece)
        else:
            groups.append((kind, [piece]))
    # Pieces of the card cell are whole words (number, name); pieces of a question or answer
    # line split inside a sentence and carry their own spaces.
    return [Line(kind, parts[0].y, (" " if kind == HEAD else "").join(
        p.text for p in sorted(parts, key=lambda p: p.x))) for kind, parts in groups]


def _entry(row: Row) -> ParsedEntry | None:
    question = _cell_text(row.cells.get(QUESTION, []))
    answer = _cell_text(row.cells.get(ANSWER, []))
    if not question or not answer:
        return None
    card, name = split_head(" ".join(line.text.strip() for line in row.cells.get(HEAD, [])))
    if card:
        return ParsedEntry(question, answer, card=card, card_name=name, page=row.page)
    return ParsedEntry(question, answer, topic=name, page=row.page)


def _cell_text(lines: list[Line]) -> str:
    """A cell's wrapped lines as one paragraph; "<br>" printed in the text starts a new one."""
    text = ""
    for line in lines:
        part = line.text.strip()
        if text and not _BROKEN_NUMBER.search(text):
            text += " "
        text += part
    return clean(text.replace("<br>", "\n"))


def _title(reader: PdfReader, path: Path) -> str:
    try:
        metadata: Mapping[str, Any] = reader.metadata or {}
        title = str(metadata.get("/Title") or "").strip()
    except Exception:  # noqa: BLE001  (damaged metadata: the file name will do)
        title = ""
    return title or path.stem


def _published(reader: PdfReader) -> date | None:
    """The date the document was last saved (the PDFs print none on their pages)."""
    try:
        metadata: Mapping[str, Any] = reader.metadata or {}
        raw = str(metadata.get("/ModDate") or metadata.get("/CreationDate") or "")
    except Exception:  # noqa: BLE001
        return None
    match = _PDF_DATE.match(raw)
    if not match:
        return None
    try:
        return date(*(int(part) for part in match.groups()))
    except ValueError:
        return None
