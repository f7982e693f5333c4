"""Helpers for the judge's web, API and CLI tests: examples, rulings and `expect` checks.

Named so that it cannot clash with another test folder's module (tests/ has no packages).
"""
from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import yaml

from judge import services
from judge.examples import example_paths
from judge.models import Ruling
from rules.models import Game

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = example_paths("optcg")
PYTHON = str(ROOT / ".venv" / "bin" / "python") if (ROOT / ".venv" / "bin" / "python").exists() \
    else sys.executable


def example(name: str) -> str:
    """The text of the project's example whose file name starts with `name`."""
    found = [p for p in EXAMPLES if p.name.startswith(name)]
    assert len(found) == 1, f"no single example named {name}"
    return found[0].read_text(encoding="utf-8")


def save(text: str, game_id: str = "optcg") -> Ruling:
    judgement = services.judge_text(game_id, text)
    assert judgement.ok, judgement.errors
    return services.save_ruling(Game.objects.get(pk=game_id), judgement)


def main_html(response: Any) -> str:
    html = response.content.decode()
    return html[html.index("<main"):html.index("</main>")]


# ---- `expect` blocks (format, "Expectations"), checked our own way ------------------------

PROBE_PART = re.compile(r"([^.\[\]]+)(?:\[([^\]]+)\])?")


def probe(state: Any, path: str) -> tuple[bool, Any]:
    """(found, value) at a dotted probe; `[id]` picks a card from a list by its id."""
    node = state
    for name, card_id in PROBE_PART.findall(path):
        if not isinstance(node, dict) or name not in node:
            return False, None
        node = node[name]
        if card_id:
            cards = [c for c in node if isinstance(c, dict) and c.get("id") == card_id] \
                if isinstance(node, list) else []
            if not cards:
                return False, None
            node = cards[0]
    return True, node


def _ids(value: Any) -> set[Any]:
    if not isinstance(value, list):
        return set()
    return {item.get("id") if isinstance(item, dict) else item for item in value}


def _as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


def check_state(state: dict[str, Any], path: str, want: Any) -> list[str]:
    found, got = probe(state, path)
    if isinstance(want, dict) and want and set(want) <= {"len", "has", "lacks"}:
        problems = []
        if "len" in want and (not isinstance(got, list) or len(got) != want["len"]):
            problems.append(f"{path}: length is not {want['len']} ({got!r})")
        if "has" in want and not set(_as_list(want["has"])) <= _ids(got):
            problems.append(f"{path}: misses {want['has']!r}")
        if "lacks" in want and found and set(_as_list(want["lacks"])) & _ids(got):
            problems.append(f"{path}: still holds {want['lacks']!r}")
        return problems
    if not found:
        return [f"{path}: not in the state"]
    return [] if got == want else [f"{path}: {got!r}, expected {want!r}"]


def check_expectations(result: dict[str, Any], expect: dict[str, Any]) -> list[str]:
    """Every way `result` falls short of `expect`; an empty list when it meets it."""
    if expect.get("invalid"):
        return [] if result.get("errors") else ["judged, but the input is invalid"]
    if "errors" in result:
        return [f"refused as invalid: {result['errors']}"]
    problems = [f"{key}: {result.get(key)!r}, expected {expect[key]!r}"
                for key in ("outcome", "winner")
                if key in expect and result.get(key) != expect[key]]
    if "losers" in expect and sorted(result.get("losers") or []) != sorted(expect["losers"]):
        problems.append(f"losers: {result.get('losers')!r}, expected {expect['losers']!r}")
    if "illegal_action" in expect:
        index = (result.get("illegal") or {}).get("action")
        if index != expect["illegal_action"]:
            problems.append(f"illegal action {index!r}, expected {expect['illegal_action']!r}")
    cited = set(result.get("rules_cited") or [])
    for wanted in expect.get("rules") or []:
        options = {str(n) for n in _as_list(wanted)}
        if not options & cited:
            problems.append(f"none of {sorted(options)} is cited")
    for path, want in (expect.get("state") or {}).items():
        problems += check_state(result.get("state") or {}, path, want)
    return problems


def expectations(path: Path) -> dict[str, Any]:
    return (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("expect") or {}
