"""Rows of the official Q&A table, found from where the text of each column sits on a page.

A row has three cells: the card (number and name; in the general Q&A a topic), the question and
the answer. The card cell is centred in its row; the question and answer cells are top-aligned
in most documents and centred in newer ones (faq_op15-eb04 from its eleventh page). Either way a
cell's text starts at or above the middle of its row, where the card cell sits, and below the
row above's card cell: so each block of text joins the first card cell at or below its top.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from rulings.importers.records import CARD_NUMBER

HEAD, QUESTION, ANSWER = "head", "question", "answer"
SAME_LINE = 2.0  # points: pieces of text this close vertically share a line
# Lines of one cell are about one line apart (0.7 to 1.2 in the official documents), rows
# usually two or more (the cells' margins): a wider gap ends a block of text.
ROW_GAP = 1.5


@dataclass
class Line:
    column: str
    y: float
    text: str


@dataclass
class Row:
    page: int
    anchor: float  # the middle of its card cell
    cells: dict[str, list[Line]] = field(default_factory=dict)


def pitch(lines: list[Line]) -> float:
    """The usual distance between two lines of a question cell."""
    heights = [line.y for line in lines if line.column == QUESTION]
    gaps = Counter(round(a - b) for a, b in zip(heights, heights[1:], strict=False) if a > b)
    return float(gaps.most_common(1)[0][0]) if gaps else 12.0


def page_rows(page: int, lines: list[Line], step: float) -> tuple[list[Row], list[Line]]:
    """The rows of one page (top to bottom) and the lines that belong to none of them."""
    rows = [Row(page, sum(line.y for line in head) / len(head), {HEAD: head})
            for head in _head_cells(lines, step)]
    loose: list[Line] = []
    for block in _text_blocks(lines, step):
        top = block[0].y + step / 2
        row = next((row for row in rows if row.anchor <= top), None)
        if row is None:
            loose.extend(block)
        else:
            row.cells.setdefault(block[0].column, []).extend(block)
    for row in rows:
        for cell in row.cells.values():
            cell.sort(key=lambda line: -line.y)
    return rows, loose


def _head_cells(lines: list[Line], step: float) -> list[list[Line]]:
    """The card cells, top to bottom: neighbouring lines of the first column, and never two
    card numbers in one."""
    cells: list[list[Line]] = []
    for line in (line for line in lines if line.column == HEAD):
        current = cells[-1] if cells else None
        numbered = CARD_NUMBER.search(line.text) is not None
        if (current and current[-1].y - line.y <= step * ROW_GAP
                and not (numbered and any(CARD_NUMBER.search(o.text) for o in current))):
            current.append(line)
        else:
            cells.append([line])
    return cells


def _text_blocks(lines: list[Line], step: float) -> list[list[Line]]:
    """Runs of neighbouring lines of the question column and of the answer column. A run also
    ends where a question and an answer start at the same height after a gap in either column:
    a new row whose cells follow the row above without a blank line."""
    questions = [line for line in lines if line.column == QUESTION]
    answers = [line for line in lines if line.column == ANSWER]
    starts = _row_starts(questions, answers, step)
    blocks: list[list[Line]] = []
    for column in (questions, answers):
        for line in column:
            current = blocks[-1] if blocks and blocks[-1][0].column == line.column else None
            new_row = any(abs(line.y - y) <= SAME_LINE for y in starts)
            if current and current[-1].y - line.y <= step * ROW_GAP and not new_row:
                current.append(line)
            else:
                blocks.append([line])
    return blocks


def _row_starts(questions: list[Line], answers: list[Line], step: float) -> list[float]:
    def gap_above(column: list[Line], y: float) -> bool:
        return not any(SAME_LINE < line.y - y <= step * ROW_GAP for line in column)

    return [q.y for q in questions
            if any(abs(a.y - q.y) <= SAME_LINE for a in answers)
            and (gap_above(questions, q.y) or gap_above(answers, q.y))]
