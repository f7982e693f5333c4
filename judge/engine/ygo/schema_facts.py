"""Reading the restrictions and facts printed on a card (an addition to the format,
docs/scenario-format.md; cards/ygo/statics.py reads them from printed texts): a name that
changes (5-4-2), summoning conditions (8-4-6, 8-4-7), and how a monster battles (12-3-4,
12-8-3)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .model import MONSTER, AttackLock, Card

MAX_STAT = 1_000_000
MAX_ATTACKS = 10
# summoning conditions that allow one way only (8-4-7): the procedures the cards name
PROCEDURES = ("fusion", "synchro", "xyz", "link", "ritual", "own")  # own: 8-4-8
# `name_becomes`: where the name applies (5-4-2); "always": everywhere, on any kind of card
NAME_ZONES = ("field", "graveyard", "hand", "always")
# `no_special_summon_from`: the zones it is never Special Summoned from (8-4-6), as model.Z_*
FROM_ZONES = ("deck", "graveyard", "hand")


def read_printed_facts(p: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """`name_becomes: {name: "Harpie Lady", where: [field, graveyard]}`,
    `no_special_summon_from: [deck]`, `special_summon_only: {procedure: fusion}` or `{card:
    "Dark Fusion"}`, `battle_indestructible_atk: 1900`, `attacks: 2` (the kind each belongs to
    is checked by schema_cards)."""
    raw = v.field(data, "name_becomes", None)
    if raw is not None:
        at = key_path(path, "name_becomes")
        named = v.mapping(p, at, raw, ("name", "where"), ("name",))
        if named is not None:
            card.name_becomes = v.opt_text(p, named, "name", at, "") or ""
            card.name_becomes_where = _choices(p, key_path(at, "where"),
                                               v.field(named, "where", ["field"]), NAME_ZONES)
    raw = v.field(data, "no_special_summon_from", None)
    if raw is not None:  # "Cannot be Special Summoned from the Deck." (8-4-6)
        card.no_special_summon_from = _choices(p, key_path(path, "no_special_summon_from"),
                                               raw, FROM_ZONES)
    if card.kind == MONSTER:
        card.battle_indestructible_atk = v.opt_int(p, data, "battle_indestructible_atk", path,
                                                   0, MAX_STAT, 0)  # 12-8-3
        card.attacks = v.opt_int(p, data, "attacks", path, 1, MAX_ATTACKS, 1)  # 12-3-4
    _one_way(p, path, data, card)
    card.attack_lock = _attack_lock(p, path, data)  # a monster's own too (12-3-14)
    if card.kind != MONSTER:
        bond = v.field(data, "bond", None)  # 10-4-4
        if bond is not None:
            card.bond = v.choice(p, key_path(path, "bond"), bond,
                                 ("destroyed", "leaves", "equipped", "equipped_leaves",
                                  "equipped_banish", "equipped_leaves_banish",
                                  *LINKED_BONDS, "equips")) or ""


# a Continuous Trap whose leaving banishes its monster, or destroys and then banishes it
# (bonds.py, 10-4-4)
LINKED_BONDS = tuple(f"{event}{then}" for event in ("destroyed", "leaves")
                     for then in ("_banish", "_destroy_banish", "_defense"))
LOCK_PLAYERS = ("any", "controller", "opponent")
# "cannot attack the turn they are (Normal or Special) Summoned" (12-3-14)
LOCK_SUMMONED = ("summoned", "normal_or_special")


def _attack_lock(p: Problems, path: str, data: dict[str, Any]) -> AttackLock | None:
    """`attack_lock: {player: any, level_min: 4, atk_min: 1500, type: Insect}` (12-3-14)."""
    opened = v.opt_mapping(p, data, "attack_lock", path,
                           ("player", "level_min", "level_max", "atk_min", "atk_max", "type",
                            "summoned_turn", "others"))
    if opened is None:
        return None
    lock, at = opened
    player = v.choice(p, key_path(at, "player"), v.field(lock, "player", "any"), LOCK_PLAYERS)
    return AttackLock(player=player or "any",
                      level_min=v.opt_int(p, lock, "level_min", at, 0, 13, 0),
                      level_max=v.opt_int(p, lock, "level_max", at, 0, 13, 0),
                      atk_min=v.opt_int(p, lock, "atk_min", at, 0, MAX_STAT, -1),
                      atk_max=v.opt_int(p, lock, "atk_max", at, 0, MAX_STAT, -1),
                      monster_type=v.opt_text(p, lock, "type", at, "") or "",
                      summoned_turn=_summoned_turn(p, at, lock),
                      others=v.opt_bool(p, lock, "others", at, False))


def _summoned_turn(p: Problems, at: str, lock: dict[str, Any]) -> str:
    raw = v.field(lock, "summoned_turn", None)
    return "" if raw is None else v.choice(p, key_path(at, "summoned_turn"), raw,
                                           LOCK_SUMMONED) or ""


def _choices(p: Problems, at: str, raw: Any, choices: tuple[str, ...]) -> tuple[str, ...]:
    found = v.items(p, at, raw, len(choices),
                    lambda item_path, item: v.choice(p, item_path, item, choices))
    return tuple(dict.fromkeys(found))


def _one_way(p: Problems, path: str, data: dict[str, Any], card: Card) -> None:
    """`special_summon_only`: a procedure or a card's name, exactly one (8-4-7)."""
    opened = v.opt_mapping(p, data, "special_summon_only", path, ("procedure", "card", "first"))
    if opened is None:
        return
    only, at = opened
    if ("procedure" in only) == ("card" in only):
        p.add(at, "input.ygo.one_way_only", keys="procedure, card")
        return
    procedure = v.field(only, "procedure", None)
    if procedure is not None:
        card.summon_procedure = v.choice(p, key_path(at, "procedure"), procedure,
                                         PROCEDURES) or ""
    card.summoned_by = v.opt_text(p, only, "card", at, "") or ""
    card.summoned_first = bool(v.opt_bool(p, only, "first", at, False))  # 8-4-12
    if card.summoned_first and not card.summoned_by:
        p.add(key_path(at, "first"), "input.ygo.first_by_card")
