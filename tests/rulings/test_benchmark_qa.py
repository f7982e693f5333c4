"""The Q&A import figure of `benchmark --qa`: a folder's documents parsed and stored, then
rolled back, so the site keeps its own entries."""
from __future__ import annotations

import io

import pytest
from django.core.management import CommandError, call_command
from rulings_support import QA_DIR

from rulesite.benchmark.qa_import import measure
from rulesite.benchmark.report import Report
from rulings.models import Entry


def test_it_times_the_import_and_leaves_no_entry_behind(db, tmp_path):
    for name in ("qa_st-05.pdf", "qa_rules.pdf"):
        (tmp_path / name).symlink_to(QA_DIR / name)
    (tmp_path / "notes.txt").write_text("not a Q&A document")
    timing = measure(tmp_path)
    assert (timing.documents, timing.entries) == (2, 69)
    assert timing.parse_s > 0 and timing.store_s > 0
    assert Entry.objects.count() == 0
    figures = Report(qa_import=timing).as_json()["rulings"]
    assert figures["entries"] == 69 and figures["import_s"] >= figures["parse_s"]


def test_it_refuses_a_folder_that_does_not_exist(db, tmp_path):
    with pytest.raises(CommandError, match="no such folder"):
        call_command("benchmark", "--qa", str(tmp_path / "nope"), stdout=io.StringIO())
