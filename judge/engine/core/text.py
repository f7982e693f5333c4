"""Plain-text rendering of a result object, for the command line.

It reads only the result JSON (shared by every game), so it works for any engine.
"""
from __future__ import annotations

from typing import Any


def render_text(result: dict[str, Any]) -> str:
    if "errors" in result:
        lines = ["The scenario could not be judged:"]
        lines += [f"  {e.get('path')}: {e.get('message')}" for e in result.get("errors") or []]
        return "\n".join(lines) + "\n"
    lines = []
    for number, step in enumerate(result.get("steps") or [], start=1):
        lines.append(f"{number:>3}. {step.get('text')}{_rules(step.get('rules'))}")
    illegal = result.get("illegal")
    if illegal:
        lines.append(f"Illegal action #{illegal.get('action')}: {illegal.get('reason')}"
                     f"{_rules(illegal.get('rules'))}")
    lines += [f"Note: {note.get('text')}" for note in result.get("notes") or []
              if isinstance(note, dict)]
    lines.append(_verdict(result))
    cited = result.get("rules_cited") or []
    if cited:
        lines.append("Rules cited: " + ", ".join(cited))
    return "\n".join(lines) + "\n"


def _rules(numbers: list[str] | None) -> str:
    return f"  [{', '.join(numbers)}]" if numbers else ""


def _verdict(result: dict[str, Any]) -> str:
    outcome = result.get("outcome")
    losers = result.get("losers") or []
    winner = result.get("winner")
    if outcome == "game_over":
        if winner:
            return f"Game over: player {winner} wins."
        if len(losers) == 2:
            return "Game over: both players lose; nobody wins."
        return "Game over: players " + " and ".join(losers) + " all lose; nobody wins."
    if outcome == "illegal_action":
        return "Replay stopped at the illegal action; the state shown is the one just before it."
    return "Every action was replayed; nobody has won yet."
