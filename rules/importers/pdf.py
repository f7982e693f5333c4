"""The official PDF: its text layer (read with pypdf) without the page furniture, handed to the
text parser.

What a page carries besides the rules: its number (1.2.0 prints it alone at the top of each
page), running headers and footers (lines that repeat at the top or bottom of most pages), and
on the first pages the title block and the table of contents with its dot leaders. The text
parser skips the title block and table of contents itself (they come before chapter 1); the
per-page furniture is taken off here, where the page boundaries are still known.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from pypdf import PdfReader

from rules import intake
from rules.importers import text as text_format
from rules.importers.records import ParsedDocument, ParseError

# Lines a page starts or ends with that are looked at as possible running headers or footers.
EDGE_LINES = 3
DIGITS = re.compile(r"\d+")


@dataclass
class PageLine:
    page: int  # 1-based, as a reader of the PDF counts
    text: str


def parse_file(path: Path) -> ParsedDocument:
    """The rules in a PDF; a ParseError names the line of the extracted text and its page."""
    with intake.pdf_faults() as faults:
        pages = read_pages(path)
    lines = strip_furniture(pages)
    if not lines:
        raise ParseError(0, f"a damaged PDF, no text could be read ({_faults(faults)})"
                         if faults else "the PDF has no text layer (is it a scan?)", path.name)
    text = "\n".join(line.text for line in lines)
    try:
        document = text_format.parse_text(text, path.name, pages=[line.page for line in lines])
    except ParseError as error:
        if faults:  # the text is broken because the file is: say that first
            raise ParseError(0, f"a damaged PDF ({_faults(faults)}); {error.message}",
                             path.name) from None
        page = lines[error.line - 1].page if 0 < error.line <= len(lines) else 0
        where = f" (page {page})" if page else ""
        raise ParseError(error.line, f"{error.message}{where}", path.name) from None
    if faults:
        document.damage.append(_faults(faults))
    return document


def _faults(faults: list[str]) -> str:
    more = "+" if len(faults) >= intake.MAX_FAULTS else ""
    return f"{len(faults)}{more} broken object(s), such as: {faults[0]}"


def read_pages(path: Path) -> list[list[str]]:
    """The text of every page, as lines."""
    # pypdf logs every oddity of a damaged file; parse_file collects them (intake.pdf_faults)
    try:
        reader = PdfReader(path)
        locked = reader.is_encrypted and not reader.decrypt("")
        pages = [] if locked else [(p.extract_text() or "").splitlines() for p in reader.pages]
    except Exception as error:  # noqa: BLE001  (any fault of a damaged file is the file's)
        raise ParseError(0, f"not a readable PDF ({type(error).__name__}: {error})",
                         path.name) from None
    if locked:
        raise ParseError(0, "the PDF is protected by a password", path.name)
    return pages


def strip_furniture(pages: list[list[str]]) -> list[PageLine]:
    """Every page's lines without its page number and the headers and footers that repeat
    across pages, joined in page order."""
    repeated = _running_lines(pages)
    kept: list[PageLine] = []
    for page_no, lines in enumerate(pages, start=1):
        content = [line.strip() for line in lines if line.strip()]
        bottom = len(content) - EDGE_LINES
        for index, line in enumerate(content):
            at_edge = index < EDGE_LINES or index >= bottom
            if at_edge and (_shape(line) in repeated or _is_page_number(line, page_no)):
                continue
            kept.append(PageLine(page_no, line))
    return kept


def _running_lines(pages: list[list[str]]) -> set[str]:
    """Lines (digits ignored) that start or end at least half of the pages: running headers
    and footers such as 'Comprehensive Rules Ver. 1.2.0' or 'Page 3 of 28'."""
    if len(pages) < 3:
        return set()
    counts: Counter[str] = Counter()
    for lines in pages:
        content = [line.strip() for line in lines if line.strip()]
        edges = content[:EDGE_LINES] + content[-EDGE_LINES:]
        counts.update({_shape(line) for line in edges})
    return {shape for shape, seen in counts.items() if seen >= max(3, len(pages) // 2)}


def _shape(line: str) -> str:
    return DIGITS.sub("#", line.casefold())


def _is_page_number(line: str, page_no: int) -> bool:
    """'7', 'Page 7', '7 / 28', '- 7 -': the page's own number, printed or one off (a cover
    page often goes uncounted)."""
    found = [int(n) for n in DIGITS.findall(line)]
    bare = re.fullmatch(r"[-–\s]*(?:page\s*)?\d{1,3}(?:\s*(?:/|of)\s*\d{1,3})?[-–\s]*", line,
                        re.I)
    return bool(bare and found and abs(found[0] - page_no) <= 1)
