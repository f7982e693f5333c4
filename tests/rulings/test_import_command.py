"""`import_rulings`: the official PDFs and a table of our own, one transaction per document,
re-import replaces, a report per document, and clear messages for bad files."""
from __future__ import annotations

import io
import json

import pytest
from django.core.management import CommandError, call_command
from rulings_support import QA_DIR

from rulings.models import Document, Entry, Link

# Made-up entries in the official template's style, with fictional card numbers.
CSV = (
    "card,question,answer\n"
    'TST01-001,"Can this [Blocker] Character block while rested?","No, it cannot."\n'
    ',"Is there a question without a card?","Yes, there is."\n'
    'TST01-002,,"An answer without a question."\n'
)


def run(*args: str) -> str:
    out = io.StringIO()
    call_command("import_rulings", "optcg", *args, "--no-index", stdout=out, stderr=out)
    return out.getvalue()


@pytest.fixture
def table(tmp_path):
    path = tmp_path / "our-qa.csv"
    path.write_text(CSV, encoding="utf-8")
    return path


def test_it_imports_a_pdf_and_reports_its_entries(optcg):
    output = run(str(QA_DIR / "qa_op05.pdf"))
    assert "qa_op05.pdf: 47 entries, 0 skipped" in output
    entry = Entry.objects.get(game=optcg, key="qa_op05-12")
    assert (entry.position, entry.document.stem, entry.card) == (12, "qa_op05", "OP05-022")
    assert entry.document.published.isoformat() == "2024-04-03"


def test_it_replaces_the_entries_of_a_document_imported_again(optcg):
    run(str(QA_DIR / "qa_st-05.pdf"))
    first = set(Entry.objects.values_list("pk", flat=True))
    output = run(str(QA_DIR / "qa_st-05.pdf"))
    assert "6 entries, replacing 6" in output
    assert Entry.objects.filter(document__stem="qa_st-05").count() == 6
    assert first.isdisjoint(Entry.objects.values_list("pk", flat=True))
    assert Document.objects.filter(stem="qa_st-05").count() == 1


def test_it_reports_the_skipped_row_with_its_page(optcg):
    output = run(str(QA_DIR / "qa_op14_eb04.pdf"))
    assert "62 entries, 1 skipped" in output
    assert "skipped page 9: EB04-038" in output


def test_it_imports_a_table_and_skips_rows_without_an_answer(optcg, table):
    output = run(str(table))
    assert "our-qa.csv: 2 entries, 1 skipped" in output and "row 3" in output
    entries = list(Entry.objects.filter(document__stem="our-qa").order_by("position"))
    assert [(e.key, e.card) for e in entries] == [("our-qa-1", "TST01-001"), ("our-qa-2", "")]


def test_it_links_the_keyword_an_entry_names_and_its_rules(optcg, table):
    run(str(table))
    links = set(Link.objects.filter(entry__key="our-qa-1").values_list("kind", "value"))
    assert ("term", "blocker") in links and ("rule", "10-1-4-1") in links


def test_it_imports_json(optcg, tmp_path):
    path = tmp_path / "more.json"
    path.write_text(json.dumps({"entries": [
        {"card": "tst01-003", "question": "Does it work?", "answer": "Yes, it does."}]}))
    assert "more.json: 1 entries" in run(str(path))
    assert Entry.objects.get(key="more-1").card == "TST01-003"


@pytest.mark.parametrize(("name", "content", "message"), [
    ("broken.pdf", b"%PDF-1.4 not really", "not a readable PDF"),
    ("notes.txt", b"hello", "expected a .pdf, .csv or .json file"),
    ("bad.json", b"{", "not JSON"),
    ("bad.csv", b"card,text\nOP01-001,hello\n", "no column answer or question"),
    ("latin.csv", "card,question,answer\n,é?,ü\n".encode("latin-1"), "not UTF-8"),
])
def test_it_names_a_file_it_cannot_read_and_imports_the_others(optcg, tmp_path, name,
                                                                 content, message):
    bad = tmp_path / name
    bad.write_bytes(content)
    with pytest.raises(CommandError, match="1 file"):
        output = io.StringIO()
        call_command("import_rulings", "optcg", str(bad), str(QA_DIR / "qa_st-11.pdf"),
                     "--no-index", stdout=output, stderr=output)
    assert message in output.getvalue()
    assert Entry.objects.filter(document__stem="qa_st-11").count() == 2
    assert not Document.objects.filter(stem=bad.stem).exists()


def test_it_refuses_an_unknown_game(db, table):
    with pytest.raises(CommandError, match="no game 'nope'"):
        call_command("import_rulings", "nope", str(table))
