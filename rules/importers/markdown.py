"""The bundled Markdown format (rules/corpus/README.md): each rule is a heading with its number."""
from __future__ import annotations

import re
from pathlib import Path

import yaml

from rules import numbers
from rules.importers.records import ParsedDocument, ParseError, RuleRecord

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
        records.append(RuleRecord(number=number, title=title, line=line_no))
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
    meta = yaml.safe_load(meta_file.read_text(encoding="utf-8")) or {}
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
        records.extend(parse_text(path.read_text(encoding="utf-8"), source=path.name))
    check_order(records)
    return ParsedDocument(
        rules=records, version=meta["version"], released=str(meta.get("released") or "")
    )


def parse_file(path: Path) -> ParsedDocument:
    """One Markdown file holding a whole rules document."""
    records = parse_text(path.read_text(encoding="utf-8"), source=path.name)
    check_order(records)
    return ParsedDocument(rules=records)


def check_order(records: list[RuleRecord]) -> None:
    """Numbers are unique, in rules order, and every parent comes before its children."""
    seen: set[str] = set()
    previous = ""
    for record in records:
        if record.number in seen:
            raise ParseError(record.line, f"rule {record.number} appears twice")
        if previous and numbers.sort_key(record.number) < numbers.sort_key(previous):
            raise ParseError(record.line, f"rule {record.number} comes after {previous}")
        parent = numbers.parent(record.number)
        if parent and parent not in seen:
            raise ParseError(record.line, f"rule {record.number} has no parent rule {parent}")
        seen.add(record.number)
        previous = record.number
