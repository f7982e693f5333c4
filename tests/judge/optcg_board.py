"""Helpers for the engine tests: build One Piece scenarios as data and read results.

Named so that it cannot clash with another test folder's module (tests/ has no packages).
"""
from __future__ import annotations

from typing import Any

from judge.engine import judge


def scenario(a: dict | None = None, b: dict | None = None, actions: list | None = None,
             turn: int = 5, player: str = "A") -> dict[str, Any]:
    return {
        "game": "optcg",
        "turn": {"number": turn, "player": player},
        "players": {"A": a or {}, "B": b or {}},
        "actions": actions or [],
    }


def run(*args: Any, **kwargs: Any) -> dict[str, Any]:
    """Judge a scenario built by `scenario` and insist that it was valid input."""
    result = judge(scenario(*args, **kwargs))
    assert "errors" not in result, result
    return result


def texts(result: dict[str, Any]) -> str:
    return "\n".join(step["text"] for step in result["steps"])


def card(result: dict[str, Any], player: str, card_id: str) -> dict[str, Any]:
    for entry in result["state"]["players"][player]["characters"]:
        if entry["id"] == card_id:
            return entry
    raise AssertionError(f"{card_id} is not among {player}'s Characters")


def char_ids(result: dict[str, Any], player: str) -> list[str]:
    return [c["id"] for c in result["state"]["players"][player]["characters"]]


def errors(data: Any) -> dict[str, str]:
    """path -> message of an invalid scenario."""
    result = judge(data)
    assert "errors" in result, result.get("outcome")
    return {e["path"]: e["message"] for e in result["errors"]}
