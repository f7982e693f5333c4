"""Reading the `actions` list of a One Piece scenario: the action table and its arguments."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.actions import ActionTable
from ..core.actions import read_actions as read_action_list
from ..core.validate import Problems
from .model import Action
from .schema_cards import CardReader

# action -> (required keys, optional keys); keys naming a card are checked to exist.
# `target` on play/trigger and `decline` are backward-compatible additions to the format.
# what an action that uses an effect may name of the choices it leaves (picks.py)
CHOICES = ("target", "target_2", "option", "take", "picks", "place", "don_from")
ACTION_KEYS: ActionTable = {
    "give_don": (("to",), ("count",)),
    "play": (("card",), ("replace", "target", "decline", *CHOICES[1:])),
    "activate": (("card",), CHOICES),
    "use_event": (("card",), CHOICES),
    "attack": (("attacker", "target"), ("decline",)),
    "block": (("blocker",), ("decline",)),
    "counter": (("card",), CHOICES),
    "trigger": (("activate",), CHOICES),
    "pass": ((), ()),
    "end_turn": ((), ()),
    # names the target of `card`'s next auto effect ([When Attacking], [On K.O.]...), or
    # only the option of its "Choose one:" (options.py), or, with `decline: true`, that its
    # owner does not use that effect the next time it comes (autos.py, CR 8-1-2)
    "choose": (("card",), (*CHOICES, "decline")),
    # names the cards (and the end of the Life) that pay `card`'s next activation cost
    "pay": (("card",), ("cards", "life", "don")),
    # whether the owner of `card` applies its replacement effect ("... instead") the next
    # time it could (`use`: true, false, or which entry, from 1; replacements.py)
    "instead": (("card",), ("use",)),
}
CARD_KEYS = ("to", "card", "replace", "target", "attacker", "blocker", "target_2")
# actions whose `target` may name several cards, for an "up to N" effect (groups.py)
LIST_TARGETS = ("play", "activate", "use_event", "counter", "trigger", "choose")
MAX_TARGETS = 10
WORDS = ("self", "chosen", "attacker", "battle_target", "chosen_2")  # not card ids
DON_AREAS = ("active", "rested")  # `don_from`: a DON!! of the cost area in that state


def read_actions(problems: Problems, reader: CardReader, raw: Any, max_actions: int
                 ) -> list[Action]:
    def read_arg(key: str, value: Any, path: str) -> Any:
        if key in ("target", "target_2") and isinstance(value, list) \
                and path.rsplit(".", 2)[-2] in LIST_TARGETS:
            return _targets(problems, reader, value, path)
        if key in CARD_KEYS and value in WORDS:
            problems.add(path, "input.action_card_id")
            return None
        if key in CARD_KEYS:
            return reader.target(path, value)
        if key in ("cards", "picks"):  # `picks`: cards picked from a hand or trash (picks.py)
            items = v.sequence(problems, path, value, 10) or []
            return tuple(reader.target(v.index_path(path, i), item)
                         for i, item in enumerate(items))
        if key == "don_from":  # which DON!! an opponent returns, one entry each (picks.py)
            items = v.sequence(problems, path, value, 10) or []
            return tuple(_don_source(problems, reader, v.index_path(path, i), item)
                         for i, item in enumerate(items))
        if key == "place":  # "top or bottom": the side the player chose (picks.py)
            return v.choice(problems, path, value, ("top", "bottom"))
        if key == "life":
            return v.choice(problems, path, value, ("top", "bottom"))
        if key in ("count", "don"):
            return v.integer(problems, path, value, 1, 10)
        if key == "option":  # "Choose one:": which option, from 1 (options.py)
            return v.integer(problems, path, value, 1, 10)
        if key == "use":  # `instead`: true, false, or which replacement entry, from 1
            return value if isinstance(value, bool) else v.integer(problems, path, value, 1, 10)
        if key == "take":  # "up to N": how many the player took, per step (up_to.py)
            return _take(problems, path, value)
        return v.boolean(problems, path, value)  # decline, activate

    return read_action_list(problems, raw, max_actions, ACTION_KEYS, read_arg)


def _don_source(problems: Problems, reader: CardReader, path: str, raw: Any) -> str | None:
    """`active` or `rested` (a DON!! of the cost area), or the id of a Leader or Character
    (a DON!! given to it)."""
    if raw in DON_AREAS:
        return str(raw)
    ref = reader.target(path, raw)
    if ref in WORDS:
        problems.add(path, "input.action_card_id")
        return None
    return ref


def _targets(problems: Problems, reader: CardReader, raw: list[Any], path: str
             ) -> tuple[str, ...] | None:
    """`target: [id1, id2]`: the cards an "up to N" effect chooses."""
    items = v.sequence(problems, path, raw, MAX_TARGETS)
    found: list[str] = []
    for i, item in enumerate(items or ()):
        at = v.index_path(path, i)
        ref = reader.target(at, item)
        if ref is None:
            continue  # reported as not a text
        if ref in WORDS:
            problems.add(at, "input.action_card_id")
        else:
            # the same card named twice is kept: choosing it twice is a move the rules
            # forbid, refused with its rule (targets.py), not a typing error
            found.append(ref)
    return tuple(found)


def _take(problems: Problems, path: str, raw: Any) -> int | tuple[int, ...] | None:
    """`take: N`, or `take: [N, M]` for an effect with several "up to" steps (up_to.py)."""
    if not isinstance(raw, list):
        return v.integer(problems, path, raw, 0, MAX_TARGETS)
    items = v.sequence(problems, path, raw, MAX_TARGETS) or []
    numbers = [v.integer(problems, v.index_path(path, i), item, 0, MAX_TARGETS)
               for i, item in enumerate(items)]
    return tuple(n for n in numbers if n is not None)
