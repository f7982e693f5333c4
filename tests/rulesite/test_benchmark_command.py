"""`manage.py benchmark` runs end to end and ends with the JSON object of the performance
issue, with exactly its keys. No timing is asserted: this machine is shared and noisy."""
from __future__ import annotations

import io
import json

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.django_db

KEYS = {
    "search": {"queries", "whoosh_p50_ms", "whoosh_p95_ms", "fts5_p50_ms", "orm_p50_ms"},
    "http": {"rule_p50_ms", "search_p50_ms", "judge_p50_ms"},
    "judge": {"engine_scenarios_per_s"},
    "scale": {"search_p50_ms_1x", "search_p50_ms_100x", "index_build_s_1x",
              "index_build_s_100x"},
}


def test_it_prints_a_table_and_ends_with_the_figures_as_json():
    out = io.StringIO()
    call_command("benchmark", "--json", "--rounds", "1", "--scale", "2",
                 "--engine-seconds", "0.05", stdout=out, stderr=io.StringIO())
    lines = out.getvalue().strip().splitlines()
    figures = json.loads(lines[-1])
    assert {name: set(group) for name, group in figures.items()} == KEYS
    assert figures["search"]["queries"] >= 30
    assert all(isinstance(value, (int, float)) and value > 0
               for group in figures.values() for value in group.values())
    table = "\n".join(lines[:-1])
    assert "SQLite FTS5" in table and "index build" in table and "goal" in table

