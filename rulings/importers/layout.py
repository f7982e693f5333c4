"""Rows of the official Q&A table, found from where the text of each column sits on a page.

A row has three cells: the card (number and name; in the general Q&A a topic), the question and
the answer. The card cell is centred in its row; the question and answer cells are top-aligned
in most documents and centred in newer ones (faq_op15-eb04 from its eleventh page). Either way a
cell's text starts at or above the middle of its row, where the card cell sits, and below the
row above's card cell: so each block of text joins the first card cell at or below its top.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Iterable
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
    # rows top to bottom have falling anchors: the first at or below a height by bisection
    falling = [-row.anchor for row in rows]
    loose: list[Line] = []
    for block in _text_blocks(lines, step):
        at = bisect_left(falling, -(block[0].y + step / 2))
        row = rows[at] if at < len(rows) else None
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
    has_number = False  # the current cell holds a card number already
    for line in (line for line in lines if line.column == HEAD):
        current = cells[-1] if cells else None
        numbered = CARD_NUMBER.search(line.text) is not None
        if current and current[-1].y - line.y <= step * ROW_GAP and not (numbered and has_number):
            current.append(line)
            has_number = has_number or numbered
        else:
            cells.append([line])
            has_number = numbered
    return cells


def _text_blocks(lines: list[Line], step: float) -> list[list[Line]]:
    """Runs of neighbouring lines of the question column and of the answer column. A run also
    ends where a question and an answer start at the same height after a gap in either column:
    a new row whose cells follow the row above without a blank line."""
    questions = [line for line in lines if line.column == QUESTION]
    answers = [line for line in lines if line.column == ANSWER]
    starts = Heights(_row_starts(questions, answers, step))
    blocks: list[list[Line]] = []
    for column in (questions, answers):
        for line in column:
            current = blocks[-1] if blocks and blocks[-1][0].column == line.column else None
            new_row = starts.any_within(line.y - SAME_LINE, line.y + SAME_LINE)
            if current and current[-1].y - line.y <= step * ROW_GAP and not new_row:
                current.append(line)
            else:
                blocks.append([line])
    return blocks


def _row_starts(questions: list[Line], answers: list[Line], step: float) -> list[float]:
    above = step * ROW_GAP
    in_questions = Heights(line.y for line in questions)
    in_answers = Heights(line.y for line in answers)

    def gap_above(column: Heights, y: float) -> bool:
        return not column.any_within(y + SAME_LINE, y + above, low_open=True)

    return [q.y for q in questions
            if in_answers.any_within(q.y - SAME_LINE, q.y + SAME_LINE)
            and (gap_above(in_questions, q.y) or gap_above(in_answers, q.y))]


class Heights:
    """Line heights, sorted once: whether any lies in a range is one bisection, so a page's
    rows are found in n log n of its lines."""

    def __init__(self, heights: Iterable[float]) -> None:
        self.sorted = sorted(heights)

    def any_within(self, low: float, high: float, low_open: bool = False) -> bool:
        at = (bisect_right if low_open else bisect_left)(self.sorted, low)
        return at < len(self.sorted) and self.sorted[at] <= high
