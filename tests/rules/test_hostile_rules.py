"""`import_rules` with files no one checked: a rule text no database stores the same way (a NUL
byte), nesting too deep to read, a rule of a million characters, a damaged PDF. Each is refused
(or cut, and the cut reported) with a message naming the file and the line, and the version
keeps what it held; the same on SQLite and PostgreSQL (one of the Makefile's SERVICE_TESTS)."""
from __future__ import annotations

import io
import random
import re

import pytest
from django.core.management import CommandError, call_command
from rules_support import PDF_120

from rules.models import RulesVersion

pytestmark = pytest.mark.django_db
RULES = """# 1. Game Overview

## 1-1. Number of Players

### 1-1-1.
{text}
"""


def run(*args: str) -> tuple[str, bool]:
    out = io.StringIO()
    try:
        call_command("import_rules", "optcg", *args, stdout=out, stderr=out)
    except CommandError as error:
        return out.getvalue() + str(error), True
    return out.getvalue(), False


@pytest.fixture
def bundled() -> list[tuple]:
    """What the bundled 1.2.1 holds: every failed import as 1.2.1 must leave it so."""
    return snapshot()


def snapshot() -> list[tuple]:
    version = RulesVersion.objects.get(game_id="optcg", version="1.2.1")
    return [version.kind, version.source,
            *version.rules.order_by("sort_key").values_list("id", "number", "text")]


@pytest.mark.parametrize(("text", "message"), [
    ("Two players.\x00", "rules.md, line 5: rule 1-1-1: the text holds a NUL byte"),
    ("Two\x07players.", "rules.md, line 5: rule 1-1-1: the text holds a control character "
                        "(U+0007)"),
])
def test_a_rule_text_no_import_stores_is_refused(tmp_path, bundled, text, message):
    path = tmp_path / "rules.md"
    path.write_text(RULES.format(text=text), encoding="utf-8")
    output, failed = run(str(path), "--version", "1.2.1")
    assert failed and message in output and "Traceback" not in output
    assert snapshot() == bundled


def test_a_rule_longer_than_any_real_one_is_cut_and_the_cut_reported(tmp_path, own_index):
    path = tmp_path / "rules.md"
    path.write_text(RULES.format(text="Two players. " + "x" * 1_000_000), encoding="utf-8")
    output, failed = run(str(path), "--version", "9.0")
    assert not failed
    assert "rules.md: rule 1-1-1: the text: cut from 1,000,013 to 20,000 characters" in output
    version = RulesVersion.objects.get(version="9.0")
    assert len(version.rules.get(number="1-1-1").text) == 20_000


def test_a_corpus_nested_too_deeply_is_refused(tmp_path, bundled):
    folder = tmp_path / "corpus"
    folder.mkdir()
    (folder / "corpus.yaml").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    output, failed = run(str(folder), "--version", "1.2.1")
    assert failed and "corpus.yaml: corpus.yaml nests too deeply to read" in output
    assert snapshot() == bundled


def test_a_pdf_with_flipped_bytes_is_refused_with_a_readable_message(tmp_path, bundled):
    data = bytearray(PDF_120.read_bytes())
    for at in random.Random(2).sample(range(len(data)), 200):
        data[at] ^= 0xFF
    path = tmp_path / "rules.pdf"
    path.write_bytes(bytes(data))
    output, failed = run(str(path), "--version", "1.2.1")
    assert failed and "rules.pdf: not a readable PDF" in output
    assert all(char.isprintable() or char == "\n" for char in output)
    assert snapshot() == bundled


def broken_pointer(tmp_path):
    """The 1.2.0 PDF whose last cross-reference pointer is wrong: pypdf repairs it and reads
    every page, but a file in this state has been damaged."""
    data = PDF_120.read_bytes()
    last = list(re.finditer(rb"startxref\s+(\d+)", data))[-1]
    path = tmp_path / "rules.pdf"
    path.write_bytes(data[:last.start(1)] + b"1" * len(last.group(1)) + data[last.end(1):])
    return path


def test_a_pdf_with_broken_objects_keeps_the_version_unless_forced(tmp_path, bundled,
                                                                   own_index):
    path = broken_pointer(tmp_path)
    output, failed = run(str(path), "--version", "1.2.1")
    assert failed and "rules.pdf: the file looks damaged (2 broken object(s)" in output
    assert "version 1.2.1 keeps what it held (--force" in output
    assert snapshot() == bundled
    output, failed = run(str(path), "--version", "1.2.0", "--force")
    assert not failed and "looks damaged: 2 broken object(s)" in output
    assert RulesVersion.objects.get(version="1.2.0").rules.count() == 490
