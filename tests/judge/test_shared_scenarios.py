"""Every worked example of shared/scenarios, judged and checked against its `expect` block.

The checks are those of shared/tools/check_scenarios.py, imported by path (not copied).
"""
from __future__ import annotations

from pathlib import Path

import pytest
from scenario_checks import SHARED, check_expectations, expectations

from judge.engine import judge

SCENARIOS = sorted((SHARED / "scenarios").glob("*.yaml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.name for p in SCENARIOS])
def test_it_judges_the_shared_scenario(path: Path) -> None:
    assert check_expectations(judge(path.read_text(encoding="utf-8")), expectations(path)) == []


def test_it_finds_the_shared_scenarios() -> None:
    # The shared folder sits beside the project here and in CI: missing it is a failure, never
    # a quiet skip of the scenarios above.
    assert SHARED.exists(), f"{SHARED} is missing"
    assert len(SCENARIOS) >= 20
