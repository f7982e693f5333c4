"""Reading a monster's keys that keep its opponent from answering it or taking it
(docs/scenario-format.md): `battle_lock: {when: attacks|battles, what: spells_traps|all}`
(12-3-20), `no_control_switch: true` (3-10-5), `no_traps_on_normal_summon: true` (8-1-10),
`activation_lock: {player: opponent|both, what, during, if}` (5-4-5), `keeps_defense_position:
true` (9-2-8), `battle_indestructible_with: {type: Link}` (12-8-3); an activated effect's
`no_responses: opponent|both` and `no_responses_what: spells_traps|monster_effects` (11-2-8)."""
from __future__ import annotations

from typing import Any

from ..core import validate as v
from ..core.validate import Problems, key_path
from .immunity_specs import (
    LOCK_WHAT,
    LOCK_WHEN,
    LOCKED_DURING,
    LOCKED_WHAT,
    RESPONSES_WHAT,
    ActivationLock,
    BattleLock,
)
from .model import Card
from .schema_described import Describe, described_at
from .schema_procedures import read_condition

KEYS = ("battle_lock", "no_control_switch", "no_traps_on_normal_summon", "activation_lock",
        "keeps_defense_position", "battle_indestructible_with")


def read_immunity(problems: Problems, path: str, data: dict[str, Any], card: Card,
                  describe: Describe) -> None:
    for key in ("no_control_switch", "no_traps_on_normal_summon",  # 3-10-5, 8-1-10
                "keeps_defense_position"):  # 9-2-8
        setattr(card, key, v.opt_bool(problems, data, key, path, False))
    card.activation_lock = _activation_lock(problems, path, data, describe)  # 5-4-5
    card.battle_indestructible_with = described_at(  # "with a Link Monster" (12-8-3)
        problems, path, data, "battle_indestructible_with", describe)
    opened = v.opt_mapping(problems, data, "battle_lock", path, ("when", "what"), ("when", "what"))
    if opened is None:
        return
    lock, at = opened
    when = v.choice(problems, key_path(at, "when"), lock["when"], LOCK_WHEN)
    what = v.choice(problems, key_path(at, "what"), lock["what"], LOCK_WHAT)
    if when is not None and what is not None:
        card.battle_lock = BattleLock(when=when, what=what)


def read_effect_responses(problems: Problems, at: str, data: dict[str, Any]) -> tuple[str, str]:
    """An activated effect's `no_responses` and `no_responses_what` ("" when absent); what it
    forbids is named only with who is forbidden."""
    who, what = v.field(data, "no_responses", None), v.field(data, "no_responses_what", None)
    if who is None:
        if what is not None:
            problems.add(key_path(at, "no_responses_what"), "input.ygo.responses_what_alone")
        return "", ""
    return (v.choice(problems, key_path(at, "no_responses"), who, ("both", "opponent")) or "",
            "" if what is None else v.choice(problems, key_path(at, "no_responses_what"), what,
                                             RESPONSES_WHAT) or "")


def _activation_lock(problems: Problems, path: str, data: dict[str, Any],
                     describe: Describe) -> ActivationLock | None:
    opened = v.opt_mapping(problems, data, "activation_lock", path,
                           ("player", "what", "during", "if"), ("player", "what"))
    if opened is None:
        return None
    lock, at = opened
    player = v.choice(problems, key_path(at, "player"), lock["player"], ("opponent", "both"))
    what = v.choice(problems, key_path(at, "what"), lock["what"], LOCKED_WHAT)
    during = v.choice(problems, key_path(at, "during"), lock["during"], LOCKED_DURING) \
        if "during" in lock else ""
    if player is None or what is None or during is None:
        return None
    return ActivationLock(player=player, what=what, during=during,
                          condition=read_condition(problems, at, lock, describe))
