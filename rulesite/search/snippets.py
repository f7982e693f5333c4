"""Snippets: a short piece of a text around the words that matched, those words in <mark>.

Everything else is escaped, so neither a query nor a text can put HTML on the page. A word is
marked when the field's analyzer turns it into the same term as a query word does, so "attacks"
in the text is marked for "attacking" in the query.
"""
from __future__ import annotations

import re

from django.utils.html import escape

WIDTH = 200  # characters of text in a snippet
LEAD = 40  # characters shown before the first marked word
_MARKDOWN = re.compile(r"\*\*|__|[*`]|^\s*[-+]\s+|^\s*\d+\.\s+|^#+\s*", re.M)


def plain(text: str) -> str:
    """Markdown's markers removed and lines joined: what a reader sees, as one line."""
    return " ".join(_MARKDOWN.sub("", text).split())


def matches(text: str, analyzer, wanted: set[str]) -> list[tuple[int, int]]:
    """Character spans of the words in `text` that the analyzer turns into a wanted term."""
    if not wanted:
        return []
    spans = []
    for token in analyzer(text, chars=True, mode="index"):
        if token.text in wanted:
            spans.append((token.startchar, token.endchar))
    return spans


def snippet(text: str, analyzer=None, wanted: set[str] | None = None, width: int = WIDTH) -> str:
    text = plain(text)
    spans = matches(text, analyzer, wanted or set()) if analyzer is not None else []
    start, end = _window(text, spans, width)
    html = ["…" if start > 0 else ""]
    position = start
    for span_start, span_end in spans:
        if span_start < start or span_end > end:
            continue
        html.append(escape(text[position:span_start]))
        html.append(f"<mark>{escape(text[span_start:span_end])}</mark>")
        position = span_end
    html.append(escape(text[position:end]))
    html.append("…" if end < len(text) else "")
    return "".join(html)


def _window(text: str, spans: list[tuple[int, int]], width: int) -> tuple[int, int]:
    """The stretch of `width` characters holding the most marked words, cut at spaces."""
    if len(text) <= width:
        return 0, len(text)
    best_start, best_count = 0, 0
    for span_start, _ in spans:
        start = max(0, span_start - LEAD)
        count = sum(1 for s, e in spans if s >= start and e <= start + width)
        if count > best_count:
            best_start, best_count = start, count
    start = best_start
    if start > 0:
        space = text.find(" ", start)
        start = space + 1 if 0 <= space < start + LEAD else start
    end = min(len(text), start + width)
    if end < len(text):
        space = text.rfind(" ", start, end)
        end = space if space > start else end
    return start, end


def mark_all(text: str, analyzer, wanted: set[str]) -> str:
    """A short text (a term's name) with its matching words marked, whole."""
    return snippet(text, analyzer, wanted, width=len(text) + 1)
