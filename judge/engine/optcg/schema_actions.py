"""Reading the `actions` list of a scenario, collecting every problem with its path."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, index_path, key_path
from .model import Action
from .schema_cards import CardReader

# action -> (required keys, optional keys); keys naming a card are checked to exist.
# `target` on play/trigger and `decline` are backward-compatible additions to the format.
ACTION_KEYS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "give_don": (("to",), ("count",)),
    "play": (("card",), ("replace", "target", "decline")),
    "activate": (("card",), ("target",)),
    "use_event": (("card",), ("target",)),
    "attack": (("attacker", "target"), ("decline",)),
    "block": (("blocker",), ("decline",)),
    "counter": (("card",), ("target",)),
    "trigger": (("activate",), ("target",)),
    "pass": ((), ()),
    "end_turn": ((), ()),
}
CARD_KEYS = ("to", "card", "replace", "target", "attacker", "blocker")


def read_actions(problems: Problems, reader: CardReader, raw: Any, max_actions: int
                 ) -> list[Action]:
    items = v.sequence(problems, "actions", raw, max_actions)
    out = []
    for i, item in enumerate(items or ()):
        action = _action(problems, reader, index_path("actions", i), item)
        if action is not None:
            out.append(action)
    return out


def _action(problems: Problems, reader: CardReader, path: str, raw: Any) -> Action | None:
    split = v.one_key(problems, path, raw, "action")
    if split is None:
        return None
    kind, arg = split
    at = key_path(path, kind)
    if kind not in ACTION_KEYS:
        problems.add(at, "unknown action (known actions: " + ", ".join(ACTION_KEYS) + ")")
        return None
    required, optional = ACTION_KEYS[kind]
    if not required and not optional:
        if arg not in (None, {}):
            problems.add(at, "takes no arguments")
        return Action(kind)
    data = v.mapping(problems, at, arg, required + optional, required)
    if data is None:
        return None
    args: dict[str, Any] = {}
    for key, value in data.items():
        if key in CARD_KEYS and value in ("self", "chosen", "attacker", "battle_target"):
            problems.add(key_path(at, key), "must be a card id (or A.leader / B.leader)")
        elif key in CARD_KEYS:
            args[key] = reader.target(key_path(at, key), value)
        elif key == "count":
            args[key] = v.integer(problems, key_path(at, key), value, 1, 10)
        elif key in ("decline", "activate"):
            args[key] = v.boolean(problems, key_path(at, key), value)
    return Action(kind, args)
