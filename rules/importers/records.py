"""The plain records every parser produces, and the error every parser raises."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class RuleRecord:
    number: str
    title: str = ""
    text: str = ""
    line: int = 0          # where the rule starts in the source, for error messages
    printed_as: str = ""   # the number as printed, where the parser had to correct it


@dataclass
class ParsedDocument:
    rules: list[RuleRecord]
    warnings: list[str] = field(default_factory=list)
    version: str = ""      # what the document says about itself, where it says it
    released: str = ""


class ParseError(ValueError):
    """The document could not be read; `line` is where the parser stopped (1-based)."""

    def __init__(self, line: int, message: str, source: str = "") -> None:
        self.line = line
        self.message = message
        self.source = source
        where = f"{source}, line {line}" if source else f"line {line}"
        super().__init__(f"{where}: {message}")
