"""What the judge page runs in the browser (Pyodide) when there is no network.

Pure Python, like judge/engine/ (which it calls) and judge/linemap.py: it is shipped to the
browser with them (judge/offline.py) and imports nothing of Django. It does what the server's
judge does around the engine (judge/services.py, `judge_text`): the game check and the line of
each problem, so a page judged offline reads like one judged by the server.
"""
from __future__ import annotations

import inspect
import json
from typing import Any

import yaml

from judge import engine, linemap

ROOT = linemap.ROOT
# whether the engine renders its events in the reader's language (the `events` work)
_SPEAKS = "language" in inspect.signature(engine.judge).parameters


def judge(text: str, game: str, language: str = "en") -> dict[str, Any]:
    """`{"result": ...}` for a judged scenario, `{"errors": [{path, message, line}]}` else."""
    # the page words these two problems in its language (`code`), as the server does
    if "\x00" in text:
        return {"errors": [{"path": ROOT, "code": "nul", "line": None,
                            "message": "contains a NUL character, which no scenario needs"}]}
    result = engine.judge(text, language=language) if _SPEAKS else engine.judge(text)
    if "errors" in result:
        return {"errors": _with_lines(text, result["errors"])}
    if result.get("game") != game:
        there = str(result.get("game"))
        return {"errors": [{"path": "game", "line": None, "code": "wrong_game",
                            "params": {"here": game, "there": there}, "message": (
            f"this is the judge of '{game}', but the scenario is for '{there}': "
            "send it to that game's judge")}]}
    result.pop("state", None)  # the page shows the steps and the verdict, not the boards
    data = _load(text)
    return {"result": result, "title": _line(data.get("title")),
            "question": str(data.get("question") or "").strip()}


def _load(text: str) -> dict[str, Any]:
    """The scenario as data (the engine accepted it, so it reads), for its title and question."""
    try:
        data = json.loads(text) if text.lstrip().startswith("{") else yaml.safe_load(text)
    except (ValueError, yaml.YAMLError):
        data = yaml.safe_load(text)
    return data if isinstance(data, dict) else {}


def _line(value: Any) -> str:
    return " ".join(str(value or "").split())


def _with_lines(text: str, errors: list[dict[str, Any]]) -> list[dict[str, Any]]:
    root = linemap.compose(text) if any(e.get("path") != ROOT for e in errors) else None
    return [{"path": str(e.get("path") or ROOT), "message": str(e.get("message") or ""),
             "line": linemap.line_of(root, str(e.get("path") or ROOT))} for e in errors]


def judge_json(text: str, game: str, language: str = "en") -> str:
    """`judge` as JSON text: what crosses from Python to the page's script."""
    return json.dumps(judge(text, game, language), ensure_ascii=False)
