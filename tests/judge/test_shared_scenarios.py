"""Every worked example of shared/scenarios, judged and checked against its `expect` block.

The checks are those of shared/tools/check_scenarios.py, imported by path (not copied).
"""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import yaml

from judge.engine import judge

SHARED = Path(__file__).resolve().parents[3] / "shared"
SCENARIOS = sorted((SHARED / "scenarios").glob("*.yaml"))


def _checker():
    path = SHARED / "tools" / "check_scenarios.py"
    spec = importlib.util.spec_from_file_location("check_scenarios", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.name for p in SCENARIOS])
def test_it_judges_the_shared_scenario(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    expect = (yaml.safe_load(text) or {}).get("expect") or {}
    result = judge(text)
    if expect.get("invalid"):
        assert result.get("errors"), "judged, but the input is invalid"
        return
    assert "errors" not in result, result["errors"]
    assert _checker().check(result, expect) == []


def test_it_finds_the_shared_scenarios() -> None:
    # The shared folder sits beside the project here and in CI: missing it is a failure, never
    # a quiet skip of the scenarios above.
    assert SHARED.exists(), f"{SHARED} is missing"
    assert len(SCENARIOS) >= 20
