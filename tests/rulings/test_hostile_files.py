"""`import_rulings` with files no one checked: every bad file is refused with a message naming
the file and the row (or page), nothing of it is stored, the entries imported before stay, and
the command exits non-zero, never with a traceback. The same on SQLite and PostgreSQL (this
file is one of the Makefile's SERVICE_TESTS)."""
from __future__ import annotations

import io
import json
import random
import shutil

import pytest
from django.core.management import CommandError, call_command
from pypdf import PdfWriter
from rulings_support import QA_DIR

from rulings.models import Document, Entry

GOOD = [{"card": "TST01-001", "question": "Can it block?", "answer": "No, it cannot."},
        {"card": "", "question": "Is there a rule?", "answer": "Yes, there is."}]


def run(*args: str) -> tuple[str, bool]:
    """The command's output (stdout and stderr) and whether it failed."""
    out = io.StringIO()
    try:
        call_command("import_rulings", "optcg", *args, "--no-index", stdout=out, stderr=out)
    except CommandError as error:
        return out.getvalue() + str(error), True
    return out.getvalue(), False


def stored() -> list[tuple[int, str, str, str]]:
    return list(Entry.objects.order_by("pk").values_list("pk", "key", "question", "answer"))


@pytest.fixture
def imported(optcg, tmp_path):
    """A document `ours` imported from good JSON: what every bad file must leave alone."""
    path = tmp_path / "ours.json"
    path.write_text(json.dumps(GOOD), encoding="utf-8")
    assert not run(str(path))[1]
    before = stored()
    assert len(before) == 2
    return path, before


# A second row that is bad in one way; the raw JSON text, since json.dumps would not write
# several of them (1e999, a lone surrogate escape).
BAD_ROWS = [
    ('{"card": "", "question": "q?", "answer": 1000000000000000000000000000000}',
     "row 2: answer is a number out of range"),
    ('{"card": "", "question": "q?", "answer": "a", "title": 1e999}',
     "row 2: title is not a finite number (inf)"),
    ('{"card": "", "question": "q?", "answer": NaN}', "row 2: answer is not a finite number"),
    ('{"card": "", "question": "\\ud800", "answer": "a"}',
     "row 2: question holds a lone surrogate (U+D800)"),
    ('{"card": "", "question": "q?", "answer": "a\\u0000b"}',
     "row 2: answer holds a NUL byte at character 2"),
    ('{"card": "", "question": "q?", "answer": "a", "card_name": "x\\u0007"}',
     "row 2: card_name holds a control character (U+0007)"),
]


@pytest.mark.parametrize(("row", "message"), BAD_ROWS)
def test_a_bad_value_in_a_json_row_is_refused_naming_file_and_row(imported, row, message):
    path, before = imported
    path.write_text("[" + json.dumps(GOOD[0]) + ",\n" + row + "]", encoding="utf-8")
    output, failed = run(str(path))
    assert failed and f"ours.json, {message}" in output and "Traceback" not in output
    assert stored() == before


@pytest.mark.parametrize(("text", "message"), [
    ("[" * 100_000 + "]" * 100_000, "ours.json: brackets nested too deeply to read"),
    ("[" + "9" * 5000 + "]", "ours.json: a number too long to read"),
    ("[]", "ours.json: no entry found"),
    (json.dumps([{"question": "", "answer": "a"}]), "ours.json: no entry found (1 rows skipped)"),
])
def test_a_json_file_that_cannot_be_read_is_refused(imported, text, message):
    path, before = imported
    path.write_text(text, encoding="utf-8")
    output, failed = run(str(path))
    assert failed and message in output
    assert stored() == before


@pytest.mark.parametrize(("rows", "message"), [
    ('TST01-001,"Can it block?,No.\nTST01-002,q?,a.\n',
     "ours.csv, row 1 (from line 2): unexpected end of data (a quote is never closed)"),
    ("TST01-001,q?,a.\nTST01-002,q?,a\x00b\n", "ours.csv, row 2: answer holds a NUL byte"),
    ("TST01-001,q?,a.\nTST01-002,q?,a.,extra\n",
     "ours.csv, row 2 (line 3): more cells than the header row has columns"),
])
def test_a_bad_csv_is_refused_and_keeps_the_document(imported, rows, message):
    path, before = imported
    table = path.with_suffix(".csv")
    table.write_text("card,question,answer\n" + rows, encoding="utf-8")
    output, failed = run(str(table))
    assert failed and message in output
    assert stored() == before
    assert Document.objects.get(stem="ours").report["entries"] == 2


def test_a_text_longer_than_any_real_one_is_cut_and_the_cut_reported(optcg, tmp_path):
    path = tmp_path / "long.csv"
    path.write_text("card,question,answer\nTST01-001,Does it?," + "a" * 1_000_000 + "\n",
                    encoding="utf-8")
    output, failed = run(str(path))
    assert not failed
    assert "long.csv, row 1: the answer: cut from 1,000,000 to 10,000 characters" in output
    assert len(Entry.objects.get(key="long-1").answer) == 10_000


def damaged_copy(tmp_path, seed: int = 3):
    """qa_op01.pdf with 200 bytes flipped (a fixed choice: this one still reads in part)."""
    data = bytearray((QA_DIR / "qa_op01.pdf").read_bytes())
    for at in random.Random(seed).sample(range(len(data)), 200):
        data[at] ^= 0xFF
    folder = tmp_path / "damaged"
    folder.mkdir()
    (folder / "qa_op01.pdf").write_bytes(bytes(data))
    return folder / "qa_op01.pdf"


def test_a_damaged_pdf_is_reported_and_keeps_the_entries_imported_before(optcg, tmp_path):
    good = tmp_path / "qa_op01.pdf"
    shutil.copyfile(QA_DIR / "qa_op01.pdf", good)
    assert "qa_op01.pdf: 100 entries" in run(str(good))[0]
    before = stored()
    output, failed = run(str(damaged_copy(tmp_path)))
    assert failed and "qa_op01.pdf: the file looks damaged (35 entries read from 17 pages)" \
        in output
    assert "broken object" in output and "pages without any entry" in output
    assert "the entries already imported are kept (--force" in output
    assert stored() == before


def test_force_imports_what_a_damaged_pdf_gives(optcg, tmp_path):
    output, failed = run(str(damaged_copy(tmp_path)), "--force")
    assert not failed and "looks damaged" in output and "qa_op01.pdf: 35 entries" in output
    assert Entry.objects.filter(document__stem="qa_op01").count() == 35


def test_a_pdf_too_damaged_to_read_says_so(optcg, tmp_path):
    output, failed = run(str(damaged_copy(tmp_path, seed=0)))
    assert failed and "qa_op01.pdf: a damaged PDF, no text could be read" in output
    assert not Document.objects.exists()


@pytest.mark.parametrize(("title", "stored_title", "note"), [
    ("Q&A\x00 ST-11", "qa_st-11", "the title in the PDF's metadata holds a NUL byte at "
                                  "character 4: the file name is used"),
    ("T" * 1000, "T" * 200, "the title in the PDF's metadata: cut from 1,000 to 200 characters"),
])
def test_a_pdf_title_no_database_stores_is_replaced_or_cut(optcg, tmp_path, title,
                                                           stored_title, note):
    writer = PdfWriter(clone_from=QA_DIR / "qa_st-11.pdf")
    writer.add_metadata({"/Title": title})
    path = tmp_path / "qa_st-11.pdf"
    with path.open("wb") as out:
        writer.write(out)
    output, failed = run(str(path))
    assert not failed and note in output and "qa_st-11.pdf: 2 entries" in output
    assert Document.objects.get(stem="qa_st-11").title == stored_title


def test_a_file_name_in_no_encoding_is_refused(optcg, tmp_path):
    path = tmp_path / "qa_\udcff.csv"  # the byte 0xFF in the name: no UTF-8 decodes it
    path.write_text("card,question,answer\n,q?,a.\n", encoding="utf-8")
    output, failed = run(str(path))
    assert failed and "the file name holds a lone surrogate (U+DCFF)" in output
    assert not Document.objects.exists()
