"""The board of a game that has no board of its own: each player's state, value by value.

It reads only the shape every result has (`state.turn`, `state.players.A/B`), so any engine's
result can be shown, if plainly, before the game gets its own board.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.boards.common import PLAYERS, BoardView, Count

ACTION_WORDS: dict[str, Any] = {}


@dataclass
class CardInfo:
    name: str


@dataclass
class SideView:
    player: str
    is_turn_player: bool
    counts: list[Count]
    values: list[tuple[str, str]] = field(default_factory=list)
    lost: bool = False



def card_index(data: dict[str, Any] | None) -> dict[str, CardInfo]:
    """Every card the scenario lists anywhere with an id and a name."""
    index: dict[str, CardInfo] = {}
    stack: list[Any] = [(data or {}).get("players")]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if isinstance(node.get("id"), (str, int)) and not isinstance(node.get("id"), bool):
                index[str(node["id"])] = CardInfo(str(node.get("name") or node["id"]))
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return index


def board(state: dict[str, Any], index: dict[str, CardInfo], losers: list[str] | None = None,
          before: dict[str, Any] | None = None) -> BoardView:
    turn = state.get("turn") or {}
    sides = []
    for pid in reversed(PLAYERS):  # B across the table, A at the bottom
        now = (state.get("players") or {}).get(pid) or {}
        was = ((before or {}).get("players") or {}).get(pid) if before else None
        counts, values = [], []
        for key, value in now.items():
            if isinstance(value, (list, int)) and not isinstance(value, bool):
                old = was.get(key) if isinstance(was, dict) else None
                counts.append(Count(key, _size(value), None if old is None else _size(old)))
            else:
                values.append((key, _text(value, index)))
        sides.append(SideView(pid, turn.get("player") == pid, counts, values,
                              pid in (losers or [])))
    return BoardView(turn.get("number", 0), turn.get("player", ""), str(turn.get("phase") or ""),
                     sides)


def _size(value: Any) -> int:
    return len(value) if isinstance(value, list) else int(value)


def _text(value: Any, index: dict[str, CardInfo]) -> str:
    if isinstance(value, dict) and "id" in value:
        info = index.get(str(value["id"]))
        return info.name if info else str(value["id"])
    return "" if value is None else str(value)

