"""Worked Yu-Gi-Oh! rulings (tests/judge/worked/ygo): the Damage Step's timings and what may be
activated at each, negation that needs something to negate, and the sections the engine cites
for them. Each file is a scenario with an `expect` block, checked like the shared scenarios;
`illegal_rules`, a key of these files only, pins the refusal's citations exactly.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from scenario_checks import check_expectations, expectations

from judge.engine import judge

WORKED = sorted((Path(__file__).parent / "worked" / "ygo").glob("*.yaml"))


@pytest.mark.parametrize("path", WORKED, ids=[p.name for p in WORKED])
def test_it_rules_the_worked_case(path: Path) -> None:
    result = judge(path.read_text(encoding="utf-8"))
    expect = expectations(path)
    assert check_expectations(result, expect) == []
    if "illegal_rules" in expect:
        assert result["illegal"]["rules"] == expect["illegal_rules"]


def test_it_has_the_worked_cases() -> None:
    assert len(WORKED) >= 12
