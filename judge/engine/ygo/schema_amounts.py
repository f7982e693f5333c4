"""Reading an `atk` step (docs/scenario-format.md): the target and its change, as written
(`amount`; `def`: its DEF change, 4-2-5), for each card counted (`for_each`, `for_each_done`,
5-3-20) or equal to a card's printed ATK, DEF or Level (`atk_of` with `stat`, `half`, `times`,
5-3-25); and the words `atk_of` takes beside a card: `battle_destroyed`, `cost`
(stat_amounts.py)."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .done_specs import AMOUNT_REFS, StatOf, read_done, read_stat
from .effect_specs import EffectStep
from .later_changes import LATER
from .schema_described import Describe
from .schema_tallies import read_for_each

MAX_STAT = 1_000_000
Target = Callable[[str, Any], "str | None"]
ATK_KEYS = ("target", "amount", "lasting", "until", "for_each", "for_each_done", "atk_of",
            "stat", "half", "times", "def", "scale", "scale_def")
SCALES = ("half", "double")  # `scale`, `scale_def`: of its current ATK, DEF (4-2-7)
OTHER_WAYS = ("amount", "def", "atk_of", "for_each", "for_each_done")


def amount_ref(target: Target, at: str, raw: Any) -> str | None:
    """`atk_of`: a card, or one of the words for a card the game remembers."""
    return raw if raw in AMOUNT_REFS else target(at, raw)


def read_atk_step(p: Problems, at: str, arg: Any, target: Target,
                  describe: Describe) -> EffectStep | None:
    """`{atk: {target, amount | atk_of, lasting, until, ...}}`: one way to say the amount."""
    data = v.mapping(p, at, arg, ATK_KEYS, ("target",))
    if data is None:
        return None
    card = target(key_path(at, "target"), v.field(data, "target", None))
    if "scale" in data or "scale_def" in data:  # halved or doubled as it resolves (4-2-7)
        scaled = read_scales(p, at, data)
        lasting = v.opt_bool(p, data, "lasting", at, False)
        until = v.choice(p, key_path(at, "until"), v.field(data, "until", "turn"),
                         ("turn", "battle_phase", "end_phase") + LATER)
        return EffectStep("atk", target=card, lasting=lasting, until=until or "turn",
                          scale=scaled[0], scale_def=scaled[1]) if card and scaled else None
    amount = v.opt_int(p, data, "amount", at, -MAX_STAT, MAX_STAT, 0)
    lasting = v.opt_bool(p, data, "lasting", at, False)  # 4-2-5
    until = v.choice(p, key_path(at, "until"), v.field(data, "until", "turn"),
                     ("turn", "battle_phase", "end_phase") + LATER)
    per = read_for_each(p, at, data, describe)  # 5-3-20
    done = read_done(p, at, data)
    of = amount_ref(target, key_path(at, "atk_of"), data["atk_of"]) if "atk_of" in data else ""
    stat = read_stat(p, at, data) or (StatOf() if of else None)
    defense = v.opt_int(p, data, "def", at, -MAX_STAT, MAX_STAT, 0)  # its DEF change (4-2-5)
    if "def" in data and (of or "amount" not in data and (per or done)):
        p.add(at, "input.ygo.one_way_only", keys="def, atk_of, for_each, for_each_done")
        return None
    given = "amount" in data or "def" in data  # "gains 500 DEF": no ATK change
    if given == bool(of) or sum(bool(way) for way in (per, done, of)) > 1:
        p.add(at, "input.ygo.one_way_only", keys="amount, atk_of, for_each, for_each_done")
        return None
    if stat is not None and not of:
        p.add(key_path(at, "atk_of"), "input.required")
        return None
    return EffectStep("atk", target=card, amount=amount, lasting=lasting, until=until or "turn",
                      per=per, per_done=done, atk_of=of or "", stat_of=stat, defense=defense) \
        if card and of is not None else None


def read_scales(p: Problems, at: str, data: dict[str, Any]) -> tuple[str, str] | None:
    """`scale`, `scale_def`: "half" or "double" of the current ATK, DEF (4-2-7), the only way
    the step says its change."""
    if any(key in data for key in OTHER_WAYS):
        p.add(at, "input.ygo.one_way_only", keys="scale, " + ", ".join(OTHER_WAYS))
        return None
    scales = tuple(v.choice(p, key_path(at, key), data[key], SCALES) if key in data else ""
                   for key in ("scale", "scale_def"))
    return None if None in scales else (scales[0] or "", scales[1] or "")


Narrow = Callable[[str, Any, str], "EffectStep | None"]  # StepReader._destroy_all


def read_atk_all(p: Problems, at: str, arg: Any, narrow: Narrow,
                 describe: Describe) -> EffectStep | None:
    """`{atk_all: {player, amount, def, for_each, lasting, until, ...the words of destroy_all}}`:
    every face-up monster so described gains (or loses) `amount` ATK (and `def` DEF) until the
    end of the turn, `until: end_phase` (7-7-12), or with `lasting` while it stays face-up
    (mass_atk.py)."""
    if not isinstance(arg, dict):
        p.add(at, "input.not_mapping")
        return None
    data: dict[str, Any] = arg
    amount = v.opt_int(p, data, "amount", at, -MAX_STAT, MAX_STAT, 0)
    defense = v.opt_int(p, data, "def", at, -MAX_STAT, MAX_STAT, 0)  # "lose 500 ATK/DEF"
    scaled = ("", "")  # "double the ATK of all ...": each its own (4-2-7)
    if "scale" in data or "scale_def" in data:
        scaled = read_scales(p, at, data) or ("", "")
        if not any(scaled):
            return None
    elif not amount:
        p.add(key_path(at, "amount"), "input.required")
        return None
    per = read_for_each(p, at, data, describe)  # counted once, as it resolves (5-3-20)
    lasting = v.opt_bool(p, data, "lasting", at, False)  # no time said: while face-up, 4-2-5
    until = v.choice(p, key_path(at, "until"), v.field(data, "until", "turn"),
                     ("turn", "end_phase") + LATER)  # 7-7-12, 7-7-13
    step = narrow(at, {key: value for key, value in data.items() if key not in (
        "amount", "for_each", "def", "scale", "scale_def", "lasting", "until")}, "atk_all")
    if step is not None and step.what != "monsters":
        p.add(key_path(at, "what"), "input.not_choice", choices="monsters")
        return None
    return None if step is None or until is None else replace(
        step, amount=amount, per=per, defense=defense, scale=scaled[0], scale_def=scaled[1],
        lasting=lasting, until=until)
