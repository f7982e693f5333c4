"""The `expect` blocks of scenario files (format, "Expectations"), checked by the very functions
of shared/tools/check_scenarios.py, imported by path (not copied).

Named so that it cannot clash with another test folder's module (tests/ has no packages).
"""
from __future__ import annotations

import functools
import importlib.util
from pathlib import Path
from types import ModuleType
from typing import Any

import yaml

SHARED = Path(__file__).resolve().parents[3] / "shared"


@functools.cache
def shared_checker() -> ModuleType:
    path = SHARED / "tools" / "check_scenarios.py"
    spec = importlib.util.spec_from_file_location("check_scenarios", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def expectations(path: Path) -> dict[str, Any]:
    return (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("expect") or {}


def check_expectations(result: dict[str, Any], expect: dict[str, Any]) -> list[str]:
    """Every way `result` falls short of `expect`; an empty list when it meets it."""
    if expect.get("invalid"):
        return [] if result.get("errors") else ["judged, but the input is invalid"]
    if "errors" in result:
        return [f"refused as invalid: {result['errors']}"]
    return shared_checker().check(result, expect)
