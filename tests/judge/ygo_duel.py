"""Helpers for the Yu-Gi-Oh! engine tests: build scenarios as data and read results.

Named so that it cannot clash with another test folder's module (tests/ has no packages).
"""
from __future__ import annotations

from typing import Any

from judge.engine import judge


def monster(card_id: str, atk: int = 1000, defense: int = 1000, level: int = 4,
            **extra: Any) -> dict[str, Any]:
    return {"id": card_id, "kind": "monster", "level": level, "atk": atk, "def": defense,
            **extra}


def spell(card_id: str, spell_type: str = "normal", effect: list | None = None,
          **extra: Any) -> dict[str, Any]:
    return {"id": card_id, "kind": "spell", "spell_type": spell_type,
            "effect": effect or [], **extra}


def trap(card_id: str, trap_type: str = "normal", effect: list | None = None,
         **extra: Any) -> dict[str, Any]:
    return {"id": card_id, "kind": "trap", "trap_type": trap_type, "effect": effect or [],
            **extra}


def duel(a: dict | None = None, b: dict | None = None, actions: list | None = None,
         turn: int = 5, player: str = "A", phase: str | None = None) -> dict[str, Any]:
    scenario: dict[str, Any] = {
        "game": "ygo",
        "turn": {"number": turn, "player": player},
        "players": {"A": a or {}, "B": b or {}},
        "actions": actions or [],
    }
    if phase:
        scenario["turn"]["phase"] = phase
    return scenario


def run(*args: Any, **kwargs: Any) -> dict[str, Any]:
    """Judge a scenario built by `duel` and insist that it was valid input."""
    result = judge(duel(*args, **kwargs))
    assert "errors" not in result, result
    return result


def texts(result: dict[str, Any]) -> str:
    return "\n".join(step["text"] for step in result["steps"])


def player(result: dict[str, Any], pid: str) -> dict[str, Any]:
    return result["state"]["players"][pid]


def monster_ids(result: dict[str, Any], pid: str) -> list[str]:
    return [m["id"] for m in player(result, pid)["monsters"]]


def illegal(result: dict[str, Any]) -> dict[str, Any]:
    assert result["outcome"] == "illegal_action", result
    return result["illegal"]
