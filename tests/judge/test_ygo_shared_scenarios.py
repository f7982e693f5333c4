"""Every Yu-Gi-Oh! scenario of shared/scenarios-ygo and of the project's own examples
(judge/examples/ygo), judged through `judge.engine.judge` and checked against its `expect` block.

The checks are those of shared/tools/check_scenarios.py, imported by path (not copied).
"""
from __future__ import annotations

from pathlib import Path

import pytest
from scenario_checks import SHARED, check_expectations, expectations

from judge.engine import judge

PROJECT = Path(__file__).resolve().parents[2]
SHARED_SCENARIOS = sorted((SHARED / "scenarios-ygo").glob("*.yaml"))
OWN_EXAMPLES = sorted((PROJECT / "judge" / "examples" / "ygo").glob("*.yaml"))


def _judge_and_check(path: Path) -> None:
    result = judge(path.read_text(encoding="utf-8"))
    assert check_expectations(result, expectations(path)) == []
    assert "errors" in result or result["game"] == "ygo"


@pytest.mark.parametrize("path", SHARED_SCENARIOS, ids=[p.name for p in SHARED_SCENARIOS])
def test_it_judges_the_shared_ygo_scenario(path: Path) -> None:
    _judge_and_check(path)


@pytest.mark.parametrize("path", OWN_EXAMPLES, ids=[p.name for p in OWN_EXAMPLES])
def test_it_judges_the_projects_own_ygo_example(path: Path) -> None:
    _judge_and_check(path)


def test_it_keeps_a_copy_of_every_shared_ygo_scenario_among_its_examples() -> None:
    # shared/ sits beside the project here and in CI: missing it is a failure, not a skip
    assert len(SHARED_SCENARIOS) >= 9, f"{SHARED / 'scenarios-ygo'} is missing"
    own = {p.name: p.read_text(encoding="utf-8") for p in OWN_EXAMPLES}
    for path in SHARED_SCENARIOS:
        assert own.get(path.name) == path.read_text(encoding="utf-8"), path.name


def test_it_has_examples_of_chains_flip_effects_exodia_and_deck_out() -> None:
    texts = "\n".join(p.read_text(encoding="utf-8") for p in OWN_EXAMPLES)
    for needle in ("negate: previous", "flip:", "Exodia the Forbidden One", "deck: 0"):
        assert needle in texts
    assert len(OWN_EXAMPLES) >= 15
