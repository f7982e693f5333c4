"""Snippets: a short piece of a text around the words that matched, those words in <mark>.

Everything else is escaped, so neither a query nor a text can put HTML on the page. A word is
marked when the field's analyzer turns it into the same term as a query word does, so "attacks"
in the text is marked for "attacking" in the query. Only the hits shown get a snippet, and
their stored text is read word by word through the analyzers' remembered terms (WordTerms),
not analysed again whole.
"""
from __future__ import annotations

import re
from html import escape

from rulesite.search.analysis import word_terms

WIDTH = 200  # characters of text in a snippet
LEAD = 40  # characters shown before the first marked word
_MARKDOWN = re.compile(r"\*\*|__|[*`]|^\s*[-+]\s+|^\s*\d+\.\s+|^#+\s*", re.M)


def plain(text: str) -> str:
    """Markdown's markers removed and lines joined: what a reader sees, as one line."""
    return " ".join(_MARKDOWN.sub("", text).split())


def matches(text: str, fieldname: str, wanted: set[str]) -> list[tuple[int, int]]:
    """Character spans of the words in `text` that the field's analysis turns into a wanted
    term (word by word, as the index reads them: analysis.WordTerms)."""
    return word_terms(fieldname).spans(text, wanted)


def snippet(text: str, fieldname: str | None = None, wanted: set[str] | None = None,
            width: int = WIDTH) -> str:
    text = plain(text)
    spans = matches(text, fieldname, wanted or set()) if fieldname is not None else []
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


def mark_all(text: str, fieldname: str, wanted: set[str]) -> str:
    """A short text (a term's name) with its matching words marked, whole."""
    return snippet(text, fieldname, wanted, width=len(text) + 1)
