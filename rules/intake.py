"""What a third-party file may bring in: one check shared by every import command.

The card list, the publisher's Q&A and rules documents and an operator's CSV or JSON are read
by different parsers, but a decoded value is refused (or cut) here, the same way for all of
them and before anything is stored, so SQLite and PostgreSQL see the same data:

- JSON that nests too deeply for the parser, or has a number Python will not convert;
- a string holding a NUL byte (PostgreSQL cannot store one, SQLite would send it raw to every
  page) or a lone surrogate (no encoding can write it out: not UTF-8, not the database's);
- an integer no real entry reaches (10^30 overflows the database's integer columns) and a
  number that is not finite (`1e999` reads as infinity, `NaN`);
- a text longer than any real one is cut, and the caller says what was cut (`cap`).

Each refusal is an `InputError` whose message names where the value sits: the caller passes
the file and record ("packs/OP01.json: card OP01-001"), the walk adds the field ("cost").
"""
from __future__ import annotations

import json
import logging
import math
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

# Larger than any count, power or date stamp a game's files hold, far inside the 64-bit
# integers both databases store; a caller with integer columns passes its own, smaller bound.
MAX_INTEGER = 2**53
# Any C0 control character other than tab and line breaks: none belongs in a card or an entry.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_SURROGATE = re.compile(r"[\ud800-\udfff]")
_REFUSED = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff]")


class InputError(ValueError):
    """A value of a third-party file that is refused; the message names file, record, field,
    `reason` says what is wrong without them."""

    def __init__(self, message: str, reason: str = "") -> None:
        super().__init__(message)
        self.reason = reason or message


def load_json(raw: str, name: str) -> Any:
    """The JSON document `raw` (read from the file `name`), or an InputError that says why
    not. Infinite and NaN numbers are kept as floats for `check` to refuse with their field."""
    try:
        return json.loads(raw)
    except json.JSONDecodeError as error:
        reason = f"not JSON ({error.msg})"
        raise InputError(f"{name}, line {error.lineno}: {reason}", reason) from None
    except RecursionError:
        reason = "brackets nested too deeply to read"
        raise InputError(f"{name}: {reason}", reason) from None
    except ValueError as error:  # an integer of thousands of digits (Python's own limit)
        reason = f"a number too long to read ({str(error)[:60]})"
        raise InputError(f"{name}: {reason}", reason) from None


def check(value: Any, where: str, max_integer: int = MAX_INTEGER) -> None:
    """Refuse the first value in `value` (a decoded record: dicts, lists, scalars) that no
    import may store. The walks keep their own stack, so they are linear and never recurse;
    the one that names the field runs only once something is found (building every field's
    path would double the time a large list takes to read)."""
    if _clean(value, max_integer):
        return
    stack: list[tuple[str, Any]] = [("", value)]
    while stack:
        path, item = stack.pop()
        problem = _problem(item, max_integer)
        if problem:
            raise InputError(f"{where}: {path or 'the value'} {problem}")
        if isinstance(item, dict):
            for key, inner in reversed(list(item.items())):
                key_problem = _problem(key, max_integer)
                if key_problem:
                    raise InputError(f"{where}: a field name {key_problem}")
                stack.append((f"{path}.{key}" if path else str(key), inner))
        elif isinstance(item, list):
            stack.extend((f"{path}[{n}]", inner) for n, inner in reversed(list(enumerate(item))))


def _clean(value: Any, max_integer: int) -> bool:
    """True when nothing in `value` is refused: one pass, no messages."""
    stack = [value]
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind is str:
            if _REFUSED.search(item):
                return False
        elif kind is dict:
            stack.extend(item)  # the keys
            stack.extend(item.values())
        elif kind is list:
            stack.extend(item)
        elif kind is int:
            if abs(item) > max_integer:
                return False
        elif kind is float:
            if not math.isfinite(item) or abs(item) > max_integer:
                return False
        elif item is not None and kind is not bool:
            return False  # another type (a subclass): the full walk decides
    return True


def _problem(item: Any, max_integer: int) -> str:
    if isinstance(item, str):
        return text_problem(item)
    if isinstance(item, bool) or item is None:
        return ""
    if isinstance(item, int) and abs(item) > max_integer:
        return f"is a number out of range ({len(str(abs(item)))} digits; at most {max_integer})"
    if isinstance(item, float) and not math.isfinite(item):
        return f"is not a finite number ({item})"
    if isinstance(item, float) and abs(item) > max_integer:
        return f"is a number out of range (at most {max_integer})"
    return ""


def text_problem(text: str) -> str:
    """Why `text` cannot be stored, or "" when it can."""
    found = _SURROGATE.search(text)
    if found:
        return (f"holds a lone surrogate (U+{ord(found.group()):04X}) at character "
                f"{found.start() + 1}: not text any encoding can write")
    found = _CONTROL.search(text)
    if found:
        name = "a NUL byte" if found.group() == "\x00" else \
            f"a control character (U+{ord(found.group()):04X})"
        return f"holds {name} at character {found.start() + 1}"
    return ""


def check_text(text: str, where: str) -> str:
    """`text` when it can be stored; an InputError naming `where` otherwise."""
    problem = text_problem(text)
    if problem:
        raise InputError(f"{where} {problem}")
    return text


def cap(text: str, limit: int, where: str, notes: list[str]) -> str:
    """`text`, cut to `limit` characters when longer; the cut is added to `notes`."""
    if len(text) <= limit:
        return text
    notes.append(f"{where}: cut from {len(text):,} to {limit:,} characters (no real entry is "
                 "that long)")
    return text[:limit]


class _Faults(logging.Handler):
    def __init__(self, found: list[str]) -> None:
        super().__init__(logging.WARNING)
        self.found = found

    def emit(self, record: logging.LogRecord) -> None:
        if len(self.found) < MAX_FAULTS:  # a badly broken file can log thousands
            self.found.append(record.getMessage()[:120])


MAX_FAULTS = 20


@contextmanager
def pdf_faults() -> Iterator[list[str]]:
    """What pypdf finds broken in a file while it is read inside the block (broken objects,
    a damaged cross-reference table, a stream that does not decode), as messages. A sound file
    gives none: none of the publisher's 39 documents in the fixtures does. pypdf repairs what
    it can and goes on, so without this a damaged file reads as a shorter one."""
    found: list[str] = []
    logger = logging.getLogger("pypdf")
    handler = _Faults(found)
    level, propagate = logger.level, logger.propagate
    logger.setLevel(logging.WARNING)
    logger.propagate = False  # collected for the report, not printed as they come
    logger.addHandler(handler)
    try:
        yield found
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)
        logger.propagate = propagate
