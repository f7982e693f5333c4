"""The plain records every parser produces, and the error every parser raises."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class RuleRecord:
    number: str
    title: str = ""
    text: str = ""
    line: int = 0          # where the rule starts in the source, for error messages
    printed_as: str = ""   # the number as printed, where the parser had to correct it
    source: str = ""       # the file the rule came from, where a document has several


@dataclass
class ParsedDocument:
    rules: list[RuleRecord]
    warnings: list[str] = field(default_factory=list)
    version: str = ""      # what the document says about itself, where it says it
    released: str = ""     # ISO date, where the document gives one
    kind: str = ""         # "official" or "summary", where the source says which
    # signs of a damaged file (broken objects in a PDF): not imported unless forced
    damage: list[str] = field(default_factory=list)


class ParseError(ValueError):
    """The document could not be read; `line` is where the parser stopped (1-based)."""

    def __init__(self, line: int, message: str, source: str = "") -> None:
        self.line = line
        self.message = message
        self.source = source
        super().__init__(self.describe())

    def describe(self, source: str = "") -> str:
        """'FILE, line N: message' (the file and line named where known)."""
        where = source or self.source
        parts = [where] if where else []
        if self.line > 0:
            parts.append(f"line {self.line}")
        return ", ".join(parts) + f": {self.message}" if parts else self.message


def read_text(path: Path) -> str:
    """A source file as text; a file that is not UTF-8 is a ParseError naming the line."""
    data = path.read_bytes()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise ParseError(line, "the file is not UTF-8 text", path.name) from None
