"""Worked rulings for the One Piece engine: each file of optcg_rulings/ is a board and the
actions of one ruling checked against the Comprehensive Rules and the official Q&A (the file
says which), judged and held to its `expect` block."""
from __future__ import annotations

from pathlib import Path

import pytest
from scenario_checks import check_expectations, expectations

from judge.engine import judge

FOLDER = Path(__file__).resolve().parent / "optcg_rulings"
RULINGS = sorted(FOLDER.glob("*.yaml"))


@pytest.mark.parametrize("path", RULINGS, ids=[p.name for p in RULINGS])
def test_it_rules_as_the_official_answer_does(path: Path) -> None:
    assert check_expectations(judge(path.read_text(encoding="utf-8")), expectations(path)) == []


def test_it_has_the_worked_rulings() -> None:
    assert len(RULINGS) >= 38
