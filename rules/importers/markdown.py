"""The bundled Markdown format (rules/corpus/README.md): each rule is a heading with its number."""
from __future__ import annotations

import re
from pathlib import Path

import yaml

from rules import numbers
from rules.importers.records import ParsedDocument, ParseError, RuleRecord, read_text

HEADING = re.compile(r"^(#{1,6})\s+(\S+?)\.?(?:\s+(.*?))?\s*#*\s*$")


def parse_text(text: str, source: str = "", first_line: int = 1) -> list[RuleRecord]:
    """Rules from one chapter file; raises ParseError naming the line of the first problem."""
    records: list[RuleRecord] = []
    body: list[str] = []
    for offset, raw in enumerate(text.splitlines()):
        line_no = first_line + offset
        match = HEADING.match(raw)
        if not match:
            if not records and raw.strip():
                raise ParseError(line_no, "text before the first rule heading", source)
            body.append(raw)
            continue
        number = numbers.normalize(match.group(2))
        if number is None:
            raise ParseError(line_no, f"{match.group(2)!r} is not a rule number", source)
        _close(records, body)
        title = (match.group(3) or "").strip()
        records.append(RuleRecord(number=number, title=title, line=line_no, source=source))
        body = []
    _close(records, body)
    return records


def _close(records: list[RuleRecord], body: list[str]) -> None:
    if records:
        records[-1].text = "\n".join(body).strip()


def read_meta(folder: Path) -> dict:
    meta_file = folder / "corpus.yaml"
    if not meta_file.exists():
        raise ParseError(0, "corpus.yaml is missing", str(folder))
    try:
        meta = yaml.safe_load(read_text(meta_file)) or {}
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = mark.line + 1 if mark else 0
        raise ParseError(line, f"corpus.yaml is not valid YAML ({error})", str(meta_file)) from None
    except RecursionError:
        raise ParseError(0, "corpus.yaml nests too deeply to read", str(meta_file)) from None
    if not isinstance(meta, dict):
        raise ParseError(1, "corpus.yaml must hold keys such as 'game' and 'version'",
                         str(meta_file))
    for key in ("game", "name", "version"):
        if not meta.get(key):
            raise ParseError(0, f"corpus.yaml needs '{key}'", str(meta_file))
    meta["version"] = str(meta["version"])
    return meta


def chapter_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.glob("*.md") if p.name.lower() != "readme.md")


def parse_folder(folder: Path) -> ParsedDocument:
    """A whole bundled corpus folder, chapters in file-name order."""
    meta = read_meta(folder)
    records: list[RuleRecord] = []
    for path in chapter_files(folder):
        records.extend(parse_text(read_text(path), source=path.name))
    check_order(records)
    return ParsedDocument(
        rules=records, version=meta["version"], released=str(meta.get("released") or ""),
        kind=str(meta.get("kind") or ""),
    )


def parse_file(path: Path) -> ParsedDocument:
    """One Markdown file holding a whole rules document."""
    records = parse_text(read_text(path), source=path.name)
    check_order(records)
    return ParsedDocument(rules=records)


def check_order(records: list[RuleRecord]) -> None:
    """Numbers are unique, in rules order, and every parent comes before its children."""
    seen: set[str] = set()
    previous = ""
    for record in records:
        where = (record.line, record.source)
        if record.number in seen:
            raise ParseError(where[0], f"rule {record.number} appears twice", where[1])
        if previous and numbers.sort_key(record.number) < numbers.sort_key(previous):
            raise ParseError(where[0], f"rule {record.number} comes after {previous}", where[1])
        parent = numbers.parent(record.number)
        if parent and parent not in seen:
            raise ParseError(where[0], f"rule {record.number} has no parent rule {parent}",
                             where[1])
        seen.add(record.number)
        previous = record.number
