"""Reading the step `{summon_tokens: {...}}` of the format's additions (docs/scenario-format.md):
the Tokens an effect Special Summons, as its text prints them (4-7-1, 4-7-4)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .effect_specs import TokenSpec
from .model import Card, EffectStep

KEYS = ("name", "count", "type", "attribute", "level", "atk", "def", "position", "to",
        "no_tribute_summon", "no_tribute_summon_turn", "lock", "destroyed_damage",
        "no_tribute_summon_except")
ATTRIBUTES = ("DARK", "DIVINE", "EARTH", "FIRE", "LIGHT", "WATER", "WIND")
MAX_TOKENS = 5  # a player has five Main Monster Zones (3-2-1)
MAX_STAT = 1_000_000
MAX_LEVEL = 13
MAX_NAME = 100


def read_no_summons(problems: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """`no_summons_turn: true`: "You cannot Summon other monsters the turn you activate this
    card (but you can Normal Set)." (5-2-12), kept as the card's `turn_lock`."""
    if not v.opt_bool(problems, data, "no_summons_turn", path, False):
        return
    if card.turn_lock is not None:
        problems.add(key_path(path, "no_summons_turn"), "input.ygo.one_way_only",
                     keys="no_summons_turn, summon_lock_turn")
        return
    card.turn_lock = EffectStep("no_summons")


def read_token_levels(problems: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """`level_from_tokens: "Mecha Phantom Beast Token"`: "This card's Level is increased by the
    total Levels of all "Mecha Phantom Beast Tokens" you control." (4-7-7), the Tokens' name."""
    card.level_from_tokens = v.opt_text(problems, data, "level_from_tokens", path, "",
                                        MAX_NAME) or ""


def read_tokens_step(problems: Problems, at: str, arg: Any,
                     read_lock: Callable[[str, Any], EffectStep | None]) -> EffectStep | None:
    """`name` is required; `count` 1, `level` 1, `atk` and `def` 0 when left out; `type` one
    word or a list; `position` attack or defense (none: the player's choice, 8-4-3); `to`
    controller (the effect's player) or opponent; `lock` a `summon_lock` binding the player
    who Summoned them while each is in the Monster Zone (4-7-6); `destroyed_damage` the damage
    its controller takes each time one is destroyed (4-7-8); `no_tribute_summon_except` an
    archetype, the only one whose Tribute Summons may Tribute them (4-7-4)."""
    data = v.mapping(problems, at, arg, KEYS, ("name",))
    if data is None:
        return None
    name = v.opt_text(problems, data, "name", at, "", MAX_NAME)
    raw = v.field(data, "type", [])
    types = v.items(problems, key_path(at, "type"), [raw] if isinstance(raw, str) else raw, 3,
                    lambda item_path, item: v.text(problems, item_path, item, MAX_NAME))
    attribute = v.field(data, "attribute", "")
    if attribute:
        attribute = v.choice(problems, key_path(at, "attribute"), attribute, ATTRIBUTES)
    position = v.field(data, "position", "")
    if position:
        position = v.choice(problems, key_path(at, "position"), position, ("attack", "defense"))
    to = v.choice(problems, key_path(at, "to"), v.field(data, "to", "controller"),
                  ("controller", "opponent"))
    raw_lock = v.field(data, "lock", None)
    lock = None if raw_lock is None else read_lock(key_path(at, "lock"), raw_lock)
    as_many = v.field(data, "count", None) == "as_many"  # as many as there are zones (4-7-3)
    spec = TokenSpec(
        name=name or "",
        count=0 if as_many else v.opt_int(problems, data, "count", at, 1, MAX_TOKENS, 1),
        monster_types=tuple(t for t in types if t), attribute=attribute or "",
        level=v.opt_int(problems, data, "level", at, 1, MAX_LEVEL, 1),
        atk=v.opt_int(problems, data, "atk", at, 0, MAX_STAT, 0),
        defense=v.opt_int(problems, data, "def", at, 0, MAX_STAT, 0), to=to or "controller",
        no_tribute_summon="always" if v.opt_bool(problems, data, "no_tribute_summon", at, False)
        else "turn" if v.opt_bool(problems, data, "no_tribute_summon_turn", at, False) else "",
        lock=lock, destroyed_damage=v.opt_int(problems, data, "destroyed_damage", at, 0,
                                              MAX_STAT, 0),
        no_tribute_summon_except=v.opt_text(problems, data, "no_tribute_summon_except", at, "",
                                            MAX_NAME) or "")
    if not name or to is None or position is None or attribute is None:
        return None
    return EffectStep("summon_tokens", position=position or "", token=spec)
