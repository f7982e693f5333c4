"""Reading a card's `replace:` entries from a scenario: its replacement effects (CR 8-1-3-4),
which replacements.py offers and applies when the event would happen.
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import key_path
from .cost_schema import PART_KEYS, read_parts
from .kinds import Reader
from .model import STATIC_CONDITIONS
from .schema_conditions import read_condition
from .specs import CostPart, Replacement

# Reading a card's `replace:` entries, its replacement effects (CR 8-1-3-4; replacements.py
# applies them):
#
# `{event: ko, by: opponents_effects, instead: {trash_from_hand: 1}, once_per_turn: true,
# condition: opponents_turn}`: "[Opponent's Turn] [Once Per Turn] If this Character would be
# K.O.'d by your opponent's effect, you may trash 1 card from your hand instead." `event` is `ko`
# or `removal` ("removed from the field": a K.O. by an effect, a trash, a return to the hand, a
# bottom-of-deck); `by` is `any` (default), `effects`, `opponents_effects` or `battle` (`ko`
# only); `instead` holds cost parts (cost_schema.py; `trash_from_hand: N` and `rest_self: true`
# too, `rest_don: N`, N active DON!! of the cost area, and `power: {target: self |
# your_leader | that, amount: -N}`, a power change for the turn, `that` the card kept),
# paid by the card's owner in the order written. With `all: FILTER` (a target filter,
# `owner` from the card's owner) the entry protects the cards on the field the filter names
# instead of its own card ("If your {Navy} type Character would be removed ...").
# `may: false`: the text prints no "may" ("... trash this Character and draw 1 card
# instead.", OP08-045): applied whenever it can be, even if the scenario declines it (CR 8-1-2).
EVENTS = ("ko", "removal", "rest")
# "rest": "If this Character would be rested by your opponent's Character's effect" (PRB02-006)
BY = {"ko": ("any", "effects", "opponents_effects", "battle"), "removal": ("opponents_effects",),
      "rest": ("opponents_character_effects",)}
KEYS = ("event", "by", "instead", "once_per_turn", "condition", "all", "if", "don_x", "may")
SELF_ONLY = ("rest_self", "power", "rest_don", "draw")  # done here (_do_own), not cost parts
POWER_TARGETS = {"self": "power_self", "your_leader": "power_leader", "that": "power_that"}
MAX_POWER = 100_000
MAX_ENTRIES = 5


def read_replacements(reader: Reader, path: str, raw: Any) -> tuple[Replacement, ...]:
    if raw is None:
        return ()
    out = []
    for i, item in enumerate(v.sequence(reader.problems, path, raw, MAX_ENTRIES) or ()):
        entry = _entry(reader, v.index_path(path, i), item)
        if entry is not None:
            out.append(entry)
    return tuple(out)


def _entry(reader: Reader, at: str, item: Any) -> Replacement | None:
    p = reader.problems
    data = v.mapping(p, at, item, KEYS, ("event", "instead"))
    if data is None:
        return None
    event = v.choice(p, key_path(at, "event"), v.field(data, "event", None), EVENTS)
    if event is None:
        return None
    # every printed "removed from the field" replacement names the opponent's effect
    by = v.choice(p, key_path(at, "by"), v.field(data, "by", BY[event][0]), BY[event])
    condition = v.choice(p, key_path(at, "condition"), v.field(data, "condition", "always"),
                         STATIC_CONDITIONS)
    parts = _instead(reader, key_path(at, "instead"), v.field(data, "instead", None))
    among = reader.target_filter(key_path(at, "all"), v.field(data, "all", None)) \
        if v.field(data, "all", None) is not None else None
    when = read_condition(p, key_path(at, "if"), v.field(data, "if", None))
    if by is None or condition is None or not parts:
        return None
    return Replacement(event, parts, by, once_per_turn=bool(
        v.opt_bool(p, data, "once_per_turn", at, False)), condition=condition, among=among,
        when=when, don_x=v.opt_int(p, data, "don_x", at, 0, 10, 0) or 0,
        may=bool(v.opt_bool(p, data, "may", at, True)))


def _instead(reader: Reader, at: str, raw: Any) -> tuple[Any, ...]:
    data = v.mapping(reader.problems, at, raw, PART_KEYS + ("trash_from_hand",) + SELF_ONLY, ())
    if not data:
        if data is not None:
            reader.problems.add(at, "input.replacement_does_nothing")
        return ()
    if isinstance(data.get("trash_from_hand"), int):  # the cost's short form, as a part
        data = {k: ({"count": val} if k == "trash_from_hand" else val)
                for k, val in data.items()}
    rest = (CostPart("rest_self"),) if v.opt_bool(reader.problems, data, "rest_self", at,
                                                  False) else ()
    others = {k: val for k, val in data.items() if k not in SELF_ONLY}
    don = v.opt_int(reader.problems, data, "rest_don", at, 0, 10, 0)
    draw = v.opt_int(reader.problems, data, "draw", at, 0, 10, 0)
    # a draw comes after the rest ("trash this Character and draw 1 card instead")
    return rest + ((CostPart("rest_don", don),) if don else ()) \
        + _power(reader, key_path(at, "power"), v.field(data, "power", None)) \
        + read_parts(reader.problems, at, others, reader.target_filter) \
        + ((CostPart("draw", draw),) if draw else ())


def _power(reader: Reader, at: str, raw: Any) -> tuple[CostPart, ...]:
    """`power: {target: self | your_leader, amount: -2000}`: "give this Character / your
    Leader −2000 power during this turn instead" (the count holds the power lost)."""
    if raw is None:
        return ()
    p = reader.problems
    data = v.mapping(p, at, raw, ("target", "amount"), ("target", "amount"))
    target = v.choice(p, key_path(at, "target"), v.field(data, "target", None), POWER_TARGETS)
    amount = v.integer(p, key_path(at, "amount"), v.field(data, "amount", None), -MAX_POWER, -1)
    if target is None or amount is None:
        return ()
    return (CostPart(POWER_TARGETS[target], -amount),)
