"""Reading how a monster's own text lets it be summoned (additions to the format,
docs/scenario-format.md; cards/ygo/summon_shapes.py reads them from printed texts):
`summon_procedures` (8-4-8), `summon_first` and `properly_summoned` (8-4-5),
`special_summon_once` (8-4-9), `summon_without_tributes` (8-1-8) and `double_tribute` (8-2-5).
"""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from . import procedure_locks, procedure_riders
from .model import MONSTER, TRAP, Card, PickSpec
from .schema_boards import read_board, split
from .schema_costs import cost_spec
from .schema_described import MONSTER_WORDS, Describe, described_at
from .summon_specs import FromHand, Procedure, SummonCondition

# `self_link` of a condition (link_zones.py): the card's own links and what each wording asks
SELF_LINKS = ("linked", "unlinked", "pointing", "pointing_none", "co_linked", "not_co_linked")

CONDITION_KEYS = ("monsters_max", "cards_max", "opponent_cards_min", "monsters_min",
                  "opponent_monsters_min", "fewer_monsters", "hand_max", "opponent_hand_min",
                  "control", "opponent_control", "all_control", "field_spell", "graveyard",
                  "spells_traps_max", "hand_empty", "lp_lower", "control_other",
                  "sent_this_turn", "sent_from_field_this_turn", "self_position",
                  "destroyed_this_turn", "other_scale",
                  "face_up_monsters_max",
                  "self_link",  # the card's own links (4-4-10)
                  "opponent_spell_zone_max",  # the opponent's Spell & Trap Zone (3-4-1)
                  "graveyard_spells_traps_max",  # Spells/Traps in its GY (zone_counts.py)
                  "main_monsters_max",  # none in its Main Monster Zones (3-3-6)
                  "opponent_main_monsters_min",
                  "destroyed_a_monster_this_turn",  # its battle this turn (battle_wins.py)
                  "tributed",  # what its Tribute Summon Tributed (tributed_by.py)
                  "tributed_count",  # how many of those Tributes fit it (tributed_by.py)
                  "opponent_spells_traps_min", "scales_both")  # zone_counts.py
PROCEDURE_KEYS = ("from", "if", "cost", "position", "once_per_turn", "materials",
                  "to_pointed", "pay_lp", "summon_lock",
                  "to",  # "to your opponent's field" (8-4-13)
                  "column_cards",  # "If 2 or more cards are in the same column" (3-11-2)
                  "this_way")  # "If Summoned this way, treat this card as a Tuner." (8-4-16)
ORIGINS = ("hand", "graveyard", "extra_deck")
MATERIALS_DO = ("banish", "shuffle", "send", "tribute")  # what "the above cards" undergo
MATERIALS_FROM = ("field", "graveyard", "hand")
MAX_PROCEDURES = 4
MAX_COST_PARTS = 4
KEYS = ("summon_procedures", "summon_first", "properly_summoned", "special_summon_once",
        "summon_without_tributes", "double_tribute", "gemini", "gemini_summoned",
        "no_attack_beside_others", "tribute_summon_with", "duel_effect_used",
        "normal_summon_if",
        "tribute_summon_by")  # "by Tributing 1 Dinosaur monster" (tributed_by.py, 8-2-7)


def read_summon_texts(p: Problems, path: str, data: dict[str, Any], card: Card,
                      describe: Describe) -> None:
    if not any(key in data for key in KEYS):
        return
    if card.kind != MONSTER:
        for key in KEYS:
            if key in data:
                p.add(key_path(path, key), "input.ygo.only_monsters")
        return
    raw = v.field(data, "summon_procedures", None)
    if raw is not None:
        card.procedures = tuple(v.items(
            p, key_path(path, "summon_procedures"), raw, MAX_PROCEDURES,
            lambda at, item: _procedure(p, at, item, describe)))
    for key in ("summon_first", "properly_summoned", "special_summon_once", "gemini",
                "gemini_summoned", "no_attack_beside_others", "duel_effect_used"):
        setattr(card, key, v.opt_bool(p, data, key, path, False))
    card.tribute_summon_with = v.opt_int(p, data, "tribute_summon_with", path, 1, 5, 0)
    raw = v.field(data, "summon_without_tributes", None)
    if raw is not None:
        at = key_path(path, "summon_without_tributes")
        spec = v.mapping(p, at, raw, ("if", "set", "original_atk"))
        if spec is not None:
            card.without_tributes = read_condition(p, at, spec, describe)
            card.set_without_tributes = v.opt_bool(p, spec, "set", at, False)
            card.without_tributes_atk = v.opt_int(p, spec, "original_atk", at, 0, 1_000_000, -1)
    card.double_tribute = described_at(p, path, data, "double_tribute", describe)
    card.tribute_summon_by = described_at(p, path, data, "tribute_summon_by", describe)
    if "normal_summon_if" in data:  # "Cannot be Normal Summoned, unless ..." (8-1-11)
        card.normal_summon_if = read_condition(p, path, data, describe, "normal_summon_if")


def _procedure(p: Problems, at: str, raw: Any, describe: Describe) -> Procedure | None:
    spec = v.mapping(p, at, raw, PROCEDURE_KEYS)
    if spec is None:
        return None
    origin = v.items(p, key_path(at, "from"), v.field(spec, "from", ["hand"]), len(ORIGINS),
                     lambda item_at, item: v.choice(p, item_at, item, ORIGINS))
    costs = v.field(spec, "cost", [])
    parts = v.items(p, key_path(at, "cost"), costs, MAX_COST_PARTS,
                    lambda item_at, item: cost_spec(p, item_at, item, describe))
    position = v.field(spec, "position", None)
    wanted = v.field(spec, "if", None)
    rest, board = split(wanted) if isinstance(wanted, dict) else (wanted, {})
    return Procedure(
        origin=tuple(dict.fromkeys(origin)) or ("hand",),
        condition=read_condition(p, at, {"if": rest}, describe),
        board=read_board(p, key_path(at, "if"), board, describe) if board else None,
        costs=tuple(parts),
        position="" if position is None else v.choice(p, key_path(at, "position"), position,
                                                      ("attack", "defense")) or "",
        once_per_turn=v.opt_bool(p, spec, "once_per_turn", at, False),
        to_pointed=described_at(p, at, spec, "to_pointed", describe),  # 4-4-7
        pay_lp=v.opt_int(p, spec, "pay_lp", at, 1, 1_000_000, 0),  # "by paying 2000 LP"
        lock=procedure_locks.read(p, at, spec, describe),  # "If Summoned this way, ..."
        to_opponent=v.choice(p, key_path(at, "to"), v.field(spec, "to", "controller"),
                             ("controller", "opponent")) == "opponent",  # 8-4-13
        column_cards=v.opt_int(p, spec, "column_cards", at, 1, 10, 0),  # 3-11-2
        this_way=procedure_riders.read(p, at, spec),  # a Tuner, ATK it gains (8-4-16)
        **_materials(p, at, spec))


def _materials(p: Problems, at: str, spec: dict[str, Any]) -> dict[str, Any]:
    """`materials: {do: banish|shuffle|send|tribute, from: [field, graveyard, hand]}`: the
    procedure is done by what `do` says to the monsters its first line lists (contact.py)."""
    opened = v.opt_mapping(p, spec, "materials", at, ("do", "from"))
    if opened is None:
        return {}
    data, at = opened
    do = v.choice(p, key_path(at, "do"), v.field(data, "do", None), MATERIALS_DO)
    zones = v.items(p, key_path(at, "from"), v.field(data, "from", ["field"]),
                    len(MATERIALS_FROM),
                    lambda item_at, item: v.choice(p, item_at, item, MATERIALS_FROM))
    return {"materials": do or "", "materials_from": tuple(dict.fromkeys(zones)) or ("field",)}


def read_condition(p: Problems, path: str, spec: dict[str, Any],
                   describe: Describe, key: str = "if") -> SummonCondition:
    opened = v.opt_mapping(p, spec, key, path, CONDITION_KEYS)
    if opened is None:
        return SummonCondition()
    data, at = opened
    described, theirs, every = (described_at(p, at, data, key, describe)
                                for key in ("control", "opponent_control", "all_control"))
    names = v.field(data, "field_spell", None)
    field_spell = () if names is None else tuple(
        v.items(p, key_path(at, "field_spell"), names, 5,
                lambda item_at, item: v.text(p, item_at, item, 200)))
    graveyard, count = _graveyard(p, at, data, describe)
    return SummonCondition(
        monsters_max=v.opt_int(p, data, "monsters_max", at, 0, 5, -1),
        cards_max=v.opt_int(p, data, "cards_max", at, 0, 13, -1),
        opponent_cards_min=v.opt_int(p, data, "opponent_cards_min", at, 1, 13, 0),
        opponent_monsters_min=v.opt_int(p, data, "opponent_monsters_min", at, 1, 5, 0),
        fewer_monsters=v.opt_bool(p, data, "fewer_monsters", at, False),
        hand_max=v.opt_int(p, data, "hand_max", at, 1, 100, 0),
        monsters_min=v.opt_int(p, data, "monsters_min", at, 1, 5, 0),
        opponent_hand_min=v.opt_int(p, data, "opponent_hand_min", at, 1, 100, 0),
        control=described, opponent_control=theirs, all_control=every, field_spell=field_spell,
        graveyard=graveyard, graveyard_count=count,
        spells_traps_max=v.opt_int(p, data, "spells_traps_max", at, 0, 5, -1),
        hand_empty=v.opt_bool(p, data, "hand_empty", at, False),
        lp_lower=v.opt_bool(p, data, "lp_lower", at, False),
        control_other=v.opt_bool(p, data, "control_other", at, False),
        sent_this_turn=v.opt_bool(p, data, "sent_this_turn", at, False),
        sent_from_field_this_turn=v.opt_bool(p, data, "sent_from_field_this_turn", at, False),
        self_position=_self_position(p, at, data),
        destroyed_this_turn=v.opt_bool(p, data, "destroyed_this_turn", at, False),
        other_scale=described_at(p, at, data, "other_scale", describe),  # 3-6-2
        face_up_monsters_max=v.opt_int(p, data, "face_up_monsters_max", at, 0, 5, -1),
        self_link=_self_link(p, at, data),
        opponent_spell_zone_max=v.opt_int(p, data, "opponent_spell_zone_max", at, 0, 5, -1),
        graveyard_spells_traps_max=v.opt_int(p, data, "graveyard_spells_traps_max", at, 0, 60,
                                             -1),
        main_monsters_max=v.opt_int(p, data, "main_monsters_max", at, 0, 5, -1),
        opponent_main_monsters_min=v.opt_int(p, data, "opponent_main_monsters_min", at, 1, 5, 0),
        destroyed_a_monster_this_turn=v.opt_bool(p, data, "destroyed_a_monster_this_turn", at,
                                                 False),
        tributed=described_at(p, at, data, "tributed", describe),  # tributed_by.py
        tributed_count=v.opt_int(p, data, "tributed_count", at, 2, 3, 0),
        opponent_spells_traps_min=v.opt_int(p, data, "opponent_spells_traps_min", at, 1, 9, 0),
        scales_both=described_at(p, at, data, "scales_both", describe))  # zone_counts.py


def _self_link(p: Problems, at: str, data: dict[str, Any]) -> str:
    """`self_link: linked`: "This linked card", "while this card points to a monster" (4-4-10)."""
    value = v.field(data, "self_link", None)
    return "" if value is None else v.choice(p, key_path(at, "self_link"), value,
                                             SELF_LINKS) or ""


def _self_position(p: Problems, at: str, data: dict[str, Any]) -> str:
    """`self_position: attack`: "While this card is in Attack Position" (its own position)."""
    raw = v.field(data, "self_position", None)
    if raw is None:
        return ""
    return v.choice(p, key_path(at, "self_position"), raw, ("attack", "defense")) or ""


def _graveyard(p: Problems, at: str, data: dict[str, Any],
               describe: Describe) -> tuple[PickSpec | None, int]:
    """`graveyard: {count: 3, attribute: DARK}`: exactly that many such monsters there."""
    opened = v.opt_mapping(p, data, "graveyard", at, ("count", *MONSTER_WORDS), ("count",))
    if opened is None:
        return None, 0
    found, where = opened
    count = v.opt_int(p, found, "count", where, 1, 60, 1)
    described = {key: value for key, value in found.items() if key != "count"}
    return PickSpec(what="monster", zones=("graveyard",), **describe(where, described)), count


FROM_HAND_KEYS = ("if", "pay_lp")


def read_from_hand(p: Problems, path: str, data: dict[str, Any], card: Card,
                   describe: Describe) -> None:
    """`from_hand: {if: {cards_max: 0}}` or `from_hand: {pay_lp: half}`; only on a Trap."""
    raw = v.field(data, "from_hand", None)
    if raw is None:
        return
    at = key_path(path, "from_hand")
    if card.kind != TRAP:
        return  # reported by the reader's keys only one kind of card has
    spec = v.mapping(p, at, raw, FROM_HAND_KEYS)
    if spec is None:
        return
    pay = v.field(spec, "pay_lp", None)
    if pay is not None:
        pay = v.choice(p, key_path(at, "pay_lp"), pay, ("half",))
    card.from_hand = FromHand(condition=read_condition(p, at, spec, describe),
                              pay_lp="half" if pay else "")
