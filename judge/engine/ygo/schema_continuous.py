"""Reading a card's `stat_changes` (docs/scenario-format.md): its Continuous Effects on ATK and
DEF (continuous_specs.py, 5-1-1), each problem reported with its path."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .continuous_specs import (
    AttackShield,
    Battling,
    Counted,
    StatChange,
    Survival,
    TargetGuard,
)
from .count_places import read_zones
from .model import Card, Described
from .schema_described import MONSTER_WORDS, Describe, described_at
from .schema_procedures import read_condition
from .schema_step_base import MAX_STAT

MAX_CHANGES = 8
PLAYERS = ("controller", "opponent", "any")
COUNT_ZONES = ("field", "hand", "graveyard", "banished")
COUNT_WHAT: tuple[str, ...] = ("monster", "spell", "trap", "card")
COUNT_WHAT += ("material", "own_material")  # Xyz Materials counted (4-4-3)
COUNT_WHAT += ("spell_trap", "equip_card")  # Spells/Traps, Equip Cards equipped to it (5-1-1)
COUNT_WHAT += ("pointed", "co_linked")  # the monsters it points to, co-linked to it (4-4-10)
CHANGE_KEYS = ("atk", "def", "monsters", "player", "other", "for_each", "battle", "if",
               "during", "pointed")
DURING = ("own_turn", "opponent_turn", "own_battle", "opponent_battle")
BATTLE_KEYS = ("role", "versus", "against", "window", "stronger")
ROLES = ("attacks", "attacked", "battles")
VERSUS = ("monster", "direct")
WINDOWS = ("damage_step", "damage_calculation")
# `different_names`: one for each name among them; `face_down`: Set cards only (5-3-28)
COUNT_KEYS: tuple[str, ...] = ("zone", "player", "what", "other", "property", "different_names",
                               "face_down") + MONSTER_WORDS
COUNT_KEYS += ("sum",)  # the original ATK of the monsters a Link Monster points to (4-4-10)
COUNT_WHAT += ("counters", "own_counters")  # counters of a kind, on the field or on it (4-8-4)
COUNT_KEYS += ("counter",)  # that kind
COUNT_WHAT += ("own_level",)  # "Gains ATK equal to its Level x 300." (5-1-16)


def _entries(problems: Problems, path: str, data: dict[str, Any], key: str,
             item: Callable[[str, Any], Any]) -> tuple[Any, ...] | None:
    """A list under `key`, each entry read by `item` (None: the key is not given)."""
    raw = v.field(data, key, None)
    if raw is None:
        return None
    return tuple(v.items(problems, key_path(path, key), raw, MAX_CHANGES, item))


def read_stat_changes(problems: Problems, path: str, data: dict[str, Any], card: Card,
                      describe: Describe) -> None:
    """`stat_changes: [{atk: 300, monsters: {archetype: Harpie}, player: controller}]`."""
    found = _entries(problems, path, data, "stat_changes",
                     lambda at, item: _change(problems, at, item, describe))
    if found is not None:
        card.stat_changes = found


def _change(problems: Problems, at: str, raw: Any, describe: Describe) -> StatChange | None:
    data = v.mapping(problems, at, raw, CHANGE_KEYS)
    if data is None:
        return None
    per = v.field(data, "for_each", None)
    battle = v.field(data, "battle", None)
    return StatChange(
        atk=v.opt_int(problems, data, "atk", at, -MAX_STAT, MAX_STAT, 0),
        defense=v.opt_int(problems, data, "def", at, -MAX_STAT, MAX_STAT, 0),
        monsters=described_at(problems, at, data, "monsters", describe),
        player=_choice(problems, at, data, "player", PLAYERS, "any"),
        other=v.opt_bool(problems, data, "other", at, False),
        per=None if per is None else _counted(problems, key_path(at, "for_each"), per,
                                              describe),
        battle=None if battle is None else _battling(problems, key_path(at, "battle"), battle,
                                                     describe),
        condition=read_condition(problems, at, data, describe),
        during=_choice(problems, at, data, "during", DURING, ""),
        pointed=v.opt_bool(problems, data, "pointed", at, False))  # 4-4-8


def _counted(problems: Problems, at: str, raw: Any, describe: Describe) -> Counted | None:
    data = v.mapping(problems, at, raw, COUNT_KEYS, ("zone",))
    if data is None:
        return None
    words = {key: value for key, value in data.items() if key in MONSTER_WORDS + ("property",)}
    what = _choice(problems, at, data, "what", COUNT_WHAT, "card")
    total = _choice(problems, at, data, "sum", ("original_atk",), "")
    if total and what not in ("pointed", "co_linked"):  # 4-4-10
        problems.add(key_path(at, "sum"), "input.ygo.count_sum_links_only")
    counter = v.opt_text(problems, data, "counter", at, "", 100) or ""
    if bool(counter) != what.endswith("counters"):  # 4-8-4
        problems.add(key_path(at, "counter"), "input.ygo.count_counter_kind")
    return Counted(zones=read_zones(problems, at, data, COUNT_ZONES) or ("field",),
                   player=_choice(problems, at, data, "player", PLAYERS, "controller"),
                   what=what, described=Described(**describe(at, words)),
                   other=v.opt_bool(problems, data, "other", at, False),
                   different_names=v.opt_bool(problems, data, "different_names", at, False),
                   face_down=v.opt_bool(problems, data, "face_down", at, False), sum=total,
                   counter=counter)


def _choice(problems: Problems, at: str, data: dict[str, Any], key: str,
            choices: tuple[str, ...], default: str) -> str:
    value = v.field(data, key, None)
    if value is None:
        return default
    return v.choice(problems, key_path(at, key), value, choices) or default


def _battling(problems: Problems, at: str, raw: Any, describe: Describe) -> Battling | None:
    """`battle: {role: attacks, versus: monster, against: {attribute: LIGHT}, window:
    damage_step, stronger: true}`."""
    data = v.mapping(problems, at, raw, BATTLE_KEYS)
    if data is None:
        return None
    return Battling(role=_choice(problems, at, data, "role", ROLES, "battles"),
                    versus=_choice(problems, at, data, "versus", VERSUS, ""),
                    described=described_at(problems, at, data, "against", describe),
                    window=_choice(problems, at, data, "window", WINDOWS, "damage_step"),
                    stronger=v.opt_bool(problems, data, "stronger", at, False))  # 12-4-15


def read_attack_shield(problems: Problems, path: str, data: dict[str, Any], card: Card,
                       describe: Describe) -> None:
    """`attack_shield: {only_me: true, monsters: {archetype: X}, direct_ok: true, if: {...}}`
    (12-3-16); only a monster has one."""
    opened = v.opt_mapping(problems, data, "attack_shield", path,
                           ("only_me", "monsters", "direct_ok", "if"))
    if opened is None:
        return
    spec, at = opened
    card.attack_shield = AttackShield(
        only_me=v.opt_bool(problems, spec, "only_me", at, False),
        monsters=described_at(problems, at, spec, "monsters", describe),
        direct_ok=v.opt_bool(problems, spec, "direct_ok", at, False),
        condition=read_condition(problems, at, spec, describe))


def read_survives(problems: Problems, path: str, data: dict[str, Any], card: Card,
                  describe: Describe) -> None:
    """`survives: [{by: battle, times: 1, opponent: true, monsters: {archetype: X}}]`
    (5-3-15)."""
    found = _entries(problems, path, data, "survives",
                     lambda at, item: _survival(problems, at, item, describe))
    if found is not None:
        card.survivals = found


def _survival(problems: Problems, at: str, raw: Any, describe: Describe) -> Survival | None:
    data = v.mapping(problems, at, raw, ("by", "opponent", "times", "monsters", "other", "if",
                                          "both"))
    if data is None:
        return None
    return Survival(by=_choice(problems, at, data, "by", ("battle", "effect", "any"), "battle"),
                    opponent=v.opt_bool(problems, data, "opponent", at, False),
                    times=v.opt_int(problems, data, "times", at, 0, 3, 1),
                    monsters=described_at(problems, at, data, "monsters", describe),
                    other=v.opt_bool(problems, data, "other", at, False),
                    condition=read_condition(problems, at, data, describe),
                    both=v.opt_bool(problems, data, "both", at, False))  # either player's


def read_defense_attack(problems: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """`defense_attack: def` (or `atk`): it may attack in face-up Defense Position, damage
    calculation applying that value (12-3-17)."""
    raw = v.field(data, "defense_attack", None)
    if raw is not None:
        card.defense_attack = v.choice(problems, key_path(path, "defense_attack"), raw,
                                       ("atk", "def")) or ""


def read_target_guards(problems: Problems, path: str, data: dict[str, Any], card: Card,
                       describe: Describe) -> None:
    """`target_guards: [{monsters: {archetype: X}, other: true, if: {...}}]` (5-4-4)."""
    found = _entries(problems, path, data, "target_guards",
                     lambda at, item: _guard(problems, at, item, describe))
    if found is not None:
        card.target_guards = found


def _guard(problems: Problems, at: str, raw: Any, describe: Describe) -> TargetGuard | None:
    data = v.mapping(problems, at, raw, ("monsters", "other", "if"))
    if data is None:
        return None
    return TargetGuard(monsters=described_at(problems, at, data, "monsters", describe)
                       or Described(),
                       other=v.opt_bool(problems, data, "other", at, False),
                       condition=read_condition(problems, at, data, describe))


def stat_change_list(problems: Problems, path: str, data: dict[str, Any], key: str,
                     describe: Describe) -> tuple[StatChange, ...] | None:
    """A list of `stat_changes` entries under `key`, as a card's own are read (a material's
    grant, schema_summon_grant.py); None when the key is not given."""
    return _entries(problems, path, data, key,
                    lambda at, item: _change(problems, at, item, describe))
