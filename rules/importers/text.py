"""The official plain-text format of the Comprehensive Rules, as a PDF's text layer gives it.

Each rule starts a line with its number (`7-1-4-1. If the power ...`) and wraps over the lines
that follow; chapters read `7. Card Attacks and Battles`, sections `7-1-4. Damage Step`, where a
short line on its own is a title. A real document brings more than that, handled here:

- page furniture: page markers, page numbers alone on a line, table-of-contents lines with dot
  leaders, the title block before the first chapter (whose "Version" and "Last updated" lines
  are kept as what the document says about itself);
- numbers printed another way: `8.6.3.`, `8.4.`, `2-13 Rarity` without its dot;
- wrapped lines that start with a cross-reference (`1-2., depending ...`, `3.)`,
  `10-2-13-5. regarding ...`): a number only starts a rule when it continues the numbering
  (see `rules.numbers.following`), or when the line is shaped like a rule start after a finished
  sentence;
- a number printed twice (1.2.0 prints a second 7-1-2-3 inside 7-1-3): the rule keeps its text,
  takes the number its position implies (the next free number under the current parent) and
  records the printed one in `printed_as`, with a warning;
- symbols the text layer spells out (`①`, `(Symbol)`) are kept as printed;
- a boxed aside that repeats the next section's heading and text (1.2.0 prints one before
  4-12) is left out, with a warning.

The result is Markdown, like every rule text: wrapped lines are joined into paragraphs and the
few characters Markdown would read as markup are escaped.
"""
from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from pathlib import Path

from rules import numbers
from rules.importers.records import ParsedDocument, ParseError, RuleRecord, read_text

# A rule number at the start of a line, hyphens or dots between the parts, then text.
HEAD = re.compile(r"^(?P<num>\d{1,2}(?:[-.]\d{1,2}){0,7})(?P<dot>\.)?(?:\s+(?P<rest>\S.*))?$")
PAGE_MARKER = re.compile(r"^=+\s*page\s*\d+\s*=*$", re.I)
PAGE_NUMBER = re.compile(r"^(?:page\s+)?\d{1,3}(?:\s*(?:/|of)\s*\d{1,3})?$", re.I)
DOT_LEADER = re.compile(r"(?:\.\s?){6,}\s*\d*$|…{3,}\s*\d*$")
# "© BANDAI", "Copyright 2026 ...": a footer, not a wrapped line that starts "copyright inscr..."
COPYRIGHT = re.compile(r"^(?:©|\(c\)\s|copyright\s*(?:©|\(c\)|\d{4}))", re.I)
SENTENCE_END = re.compile(r"[.:!?)\]”\"」»]$")
WRAPPED_NUMBER = re.compile(r"\d-$")
WORD_HYPHEN = re.compile(r"\w-$")
# Items of a list inside a rule: "(1) Process ...", "I. The turn player ...", "① ...".
ENUMERATOR = re.compile(r"^(?:\(\d{1,2}\)\s|[IVX]{1,4}\.\s|[\u2460-\u2473]\s|[•・]\s?)")
VERSION = re.compile(r"\bversion\s+(\d+(?:\.\d+){1,3})\b", re.I)
UPDATED = re.compile(r"\b(?:last\s+)?updated\s*:?\s*(\d{1,2})/(\d{1,2})/(\d{4})", re.I)
TITLE_MAX_CHARS = 80


@dataclass
class _Open:
    """A rule being read: its record and its source lines (the head's text first)."""

    record: RuleRecord
    lines: list[tuple[int, str]] = field(default_factory=list)


@dataclass
class _State:
    source: str
    pages: list[int] | None = None  # the PDF page of every line, where the text came from one
    rules: list[_Open] = field(default_factory=list)
    seen: set[str] = field(default_factory=set)
    last_child: dict[str, int] = field(default_factory=dict)  # parent number -> highest child
    preamble: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    previous_line: str = ""

    @property
    def previous(self) -> str | None:
        return self.rules[-1].record.number if self.rules else None

    def warn(self, line: int, message: str) -> None:
        where = f"{self.source}, line {line}" if self.source else f"line {line}"
        if self.pages and 0 < line <= len(self.pages):
            where += f" (page {self.pages[line - 1]})"
        self.warnings.append(f"{where}: {message}")


def parse_text(text: str, source: str = "", pages: list[int] | None = None) -> ParsedDocument:
    """Rules from the official text; raises ParseError naming the line where it stopped.
    `pages` gives the PDF page of each line, for messages."""
    state = _State(source, pages)
    last_line = 0
    for line_no, line in content_lines(text, source):
        last_line = line_no
        _read_line(state, line_no, line)
        state.previous_line = line
    if not state.rules:
        raise ParseError(last_line, "no numbered rules found (a rules text has lines such as "
                         "'1. Game Overview' and '1-1-1. ...')", source)
    _drop_repeated_asides(state)
    records = [_finish(state, open_rule) for open_rule in state.rules]
    version, released = _about(state.preamble)
    return ParsedDocument(rules=records, warnings=state.warnings, version=version,
                          released=released)


def parse_file(path: Path) -> ParsedDocument:
    return parse_text(read_text(path), source=path.name)


def content_lines(text: str, source: str = "") -> list[tuple[int, str]]:
    """The lines that carry content, with their 1-based line numbers; page furniture, blank
    lines and table-of-contents lines are left out."""
    kept: list[tuple[int, str]] = []
    # Split on line ends only: a form feed between pages is not a line of its own in an editor.
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    for line_no, raw in enumerate(lines, start=1):
        if "\x00" in raw:
            raise ParseError(line_no, "binary data, not text", source)
        line = " ".join(raw.replace("\u00a0", " ").replace("\f", " ").split())
        if line and not is_furniture(line):
            kept.append((line_no, line))
    return kept


def is_furniture(line: str) -> bool:
    return bool(PAGE_MARKER.match(line) or PAGE_NUMBER.match(line)
                or DOT_LEADER.search(line) or COPYRIGHT.match(line))


def _read_line(state: _State, line_no: int, line: str) -> None:
    head = HEAD.match(line)
    kind = _classify(state, line_no, head) if head else "text"
    if kind == "text" or head is None:  # no head is always "text"
        if state.rules:
            state.rules[-1].lines.append((line_no, line))
        else:
            state.preamble.append(line)
        return
    printed = head.group("num")
    number = numbers.normalize(printed) or ""
    if kind == "renumber":
        number = _next_free(state, line_no, number)
        state.warn(line_no, f"rule {printed} is printed a second time; read as {number}")
    elif "." in printed:
        state.warn(line_no, f"rule number {printed} printed with dots; read as {number}")
    record = RuleRecord(number=number, line=line_no,
                        printed_as=printed if kind == "renumber" else "")
    state.rules.append(_Open(record, [(line_no, head.group("rest") or "")]))
    state.seen.add(number)
    parent = numbers.parent(number)
    state.last_child[parent] = max(state.last_child.get(parent, 0), numbers.parts(number)[-1])


def _classify(state: _State, line_no: int, head: re.Match) -> str:
    """'new' for a rule that starts here, 'renumber' for a number printed twice, 'text' for a
    line that only starts with a number (a cross-reference the text wrapped onto it)."""
    number = numbers.normalize(head.group("num"))
    rest = head.group("rest") or ""
    if number is None or WRAPPED_NUMBER.search(state.previous_line):
        return "text"  # "... (See 8-" then "3.)": the number goes on from the line before
    rule_shaped = bool(head.group("dot") or (number.count("-") and rest))
    if not rule_shaped or (rest and not _starts_like_a_rule(rest)):
        return "text"
    previous = state.previous
    if previous is None:
        if numbers.depth(number) == 1:
            return "new"
        raise ParseError(line_no, f"rule {number} comes before any chapter line such as "
                         f"'1. Game Overview'", state.source)
    if number in numbers.following(previous):
        return "new"
    after_sentence = _line_complete(state)
    if number in state.seen and after_sentence:
        return "renumber"
    if after_sentence and _is_gap(state, previous, number):
        state.warn(line_no, f"the numbering jumps from {previous} to {number}")
        return "new"
    if rest[:1].isupper():
        state.warn(line_no, f"'{head.group('num')}' at the start of a line is read as part of "
                   f"rule {previous}, not as a new rule")
    return "text"


def _line_complete(state: _State) -> bool:
    """The line before ended a sentence or was a title line: a new line starts afresh there."""
    if SENTENCE_END.search(state.previous_line):
        return True
    last = state.rules[-1].lines if state.rules else []
    return len(last) == 1 and looks_like_title(last[0][1])


def _starts_like_a_rule(rest: str) -> bool:
    """Rule text and titles start with a capital, a digit, a bracket, a quote or a symbol;
    a wrapped cross-reference goes on with ', depending', ') to your' or 'regarding'."""
    first = rest[0]
    return not (first.islower() or first in ",;:)]}.-")


def _is_gap(state: _State, previous: str, number: str) -> bool:
    """A number later than the previous one whose parent exists: a skipped number."""
    parent = numbers.parent(number)
    later = numbers.sort_key(number) > numbers.sort_key(previous)
    return number not in state.seen and later and (not parent or parent in state.seen)


def _next_free(state: _State, line_no: int, printed: str) -> str:
    """The number a rule printed twice takes from its position: the next free number under the
    current rule's ancestor at the printed number's depth."""
    depth = numbers.depth(printed)
    current = numbers.parts(state.previous or "")
    if depth - 1 > len(current):
        raise ParseError(line_no, f"rule {printed} is printed a second time and there is no "
                         f"rule at depth {depth - 1} to place it under", state.source)
    parent = "-".join(str(p) for p in current[: depth - 1])
    free = state.last_child.get(parent, 0) + 1
    return f"{parent}-{free}" if parent else str(free)


def _drop_repeated_asides(state: _State) -> None:
    """A box printed before a section that repeats its heading (1.2.0 before 4-12) ends up in
    the text of the rule before it; leave it out from the repeated heading on."""
    for current, following in zip(state.rules, state.rules[1:], strict=False):
        heading = following.lines[0][1].casefold()
        if len(following.lines) != 1 or not heading:
            continue
        for index, (line_no, line) in enumerate(current.lines[1:], start=1):
            if line.casefold() == heading:
                dropped = current.lines[index:]
                current.lines = current.lines[:index]
                state.warn(line_no, f"left out {len(dropped)} line(s) before rule "
                           f"{following.record.number} that repeat its heading")
                break


def _finish(state: _State, open_rule: _Open) -> RuleRecord:
    record = open_rule.record
    head = open_rule.lines[0][1]
    body = [line for _, line in open_rule.lines[1:]]
    if numbers.depth(record.number) == 1 or (not body and looks_like_title(head)):
        record.title = head[:-1] if head.endswith("..") else head
        record.text = join_lines(body)
    else:
        record.text = join_lines([head, *body] if head else body)
    if not record.title and not record.text:
        raise ParseError(record.line, f"rule {record.number} has neither a title nor any "
                         "text (is the document cut off?)", state.source)
    return record


def looks_like_title(line: str) -> bool:
    """'Damage Step', '[Rush]', 'K.O..', '« Set Power to 0 »' are titles; a sentence is not."""
    if not line or len(line) > TITLE_MAX_CHARS:
        return False
    if line.endswith(".."):
        return True
    abbreviation = " " not in line and len(line) <= 10
    if abbreviation:
        return True
    sentences = re.search(r"[.;:!?] ", line)
    return not sentences and not line.endswith((".", ":", ";", ",", "?", "!"))


def join_lines(lines: list[str]) -> str:
    """Wrapped lines joined into Markdown paragraphs; a list item such as '(1) ...' or 'I. ...'
    after a finished sentence starts a paragraph of its own."""
    paragraphs: list[list[str]] = []
    for line in lines:
        current = paragraphs[-1] if paragraphs else None
        if current and WORD_HYPHEN.search(current[-1]):
            current[-1] += line  # "8-" + "3.)", "face-" + "down"
        elif current and not (ENUMERATOR.match(line) and SENTENCE_END.search(current[-1])):
            current.append(line)
        else:
            paragraphs.append([line])
    return "\n\n".join(escape_markdown(" ".join(p)) for p in paragraphs)


_INLINE_MARKUP = re.compile(r"([\\`*_]|\](?=\())")
_TAG_START = re.compile(r"<(?=[A-Za-z/!?])")
_BLOCK_START = re.compile(r"^(?:#|>|[-*+]\s|\d+[.)]\s|\[[^\]]*\]:)")


def escape_markdown(text: str) -> str:
    """Official text is plain text: escape what Markdown would read as emphasis, code, links,
    or (at the start of a paragraph) headings, quotes and lists; '<' before a letter would
    open an HTML tag, so it becomes an entity (Markdown has no backslash escape for it)."""
    text = _TAG_START.sub("&lt;", _INLINE_MARKUP.sub(r"\\\1", text))
    return "\\" + text if _BLOCK_START.match(text) else text


def _about(preamble: list[str]) -> tuple[str, str]:
    """The version and date the document's title block gives, where it gives them."""
    version, released = "", ""
    for line in preamble:
        if not version and (match := VERSION.search(line)):
            version = match.group(1)
        if not released and (match := UPDATED.search(line)):
            month, day, year = (int(g) for g in match.groups())
            try:
                released = dt.date(year, month, day).isoformat()
            except ValueError:
                released = ""
    return version, released
