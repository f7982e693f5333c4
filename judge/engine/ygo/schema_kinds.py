"""Which keys of a Yu-Gi-Oh! scenario card only one kind of card may have (a Level on a monster,
an activation `effect` on a Spell or Trap...), and the keys that hold only on the field;
schema_cards.CardReader refuses the others with a clear message. Split from schema_cards.py.
"""
from __future__ import annotations

from typing import Any

from ..core.validate import Problems, key_path
from .model import MONSTER, SPELL, TRAP
from .schema_immunity import KEYS as IMMUNITY_KEYS

# monsters' Continuous effects and summoning condition kept by the engine
BATTLE_KEYS = ("direct_attack", "piercing", "battle_indestructible", "no_special_summon",
               "effect_indestructible", "spares_battle", "no_battle_damage",
               "defense_after_attack", "no_direct_attack", "defense_after_battle_phase")
MONSTER_FIELD_KEYS = ("position", "summoned_this_turn", "changed_position_this_turn",
                      "attacked_this_turn", "materials")
SPELL_TRAP_FIELD_KEYS = ("face_up", "set_this_turn")

ONLY_KINDS: dict[str, Any] = {"level": MONSTER, "atk": MONSTER, "def": MONSTER, "flip": MONSTER,
        "spell_type": SPELL, "trap_type": TRAP, "effect": (SPELL, TRAP),
        "negates": (SPELL, TRAP), "negates_by": (SPELL, TRAP),
        "negates_includes": (SPELL, TRAP), "when": (SPELL, TRAP), "pay_lp": (SPELL, TRAP),
        "target": (SPELL, TRAP), "once_per_turn": (SPELL, TRAP),
        "summon_lock_turn": (SPELL, TRAP),
        "discard": (SPELL, TRAP), "tribute": (SPELL, TRAP), "banish_deck": (SPELL, TRAP),
        "send_deck": (SPELL, TRAP),
        "cost_cards": (SPELL, TRAP), "options": (SPELL, TRAP),
        "no_normal_summon": MONSTER, "effects": MONSTER,
        "special_summon_only": MONSTER, "no_special_summon_from": MONSTER,
        "battle_indestructible_atk": MONSTER, "attacks": MONSTER,
        **dict.fromkeys(BATTLE_KEYS, MONSTER),
        "attribute": MONSTER, "types": MONSTER, "boosts": (SPELL, TRAP),
        "link_rating": MONSTER, "link_summon_once": MONSTER,
        "no_link_material": MONSTER, "atk_per_material": MONSTER,
        "no_synchro_material": MONSTER, "no_xyz_material": MONSTER,
        "material_except": MONSTER, "material_atk": MONSTER, "material_def": MONSTER,
        "xyz_over": MONSTER, "detach_own": (SPELL, TRAP),
        "no_attack_without_material": MONSTER,
        "no_link_material_turn_summoned": MONSTER, "opponent_materials": MONSTER,
        "attack_lock": (SPELL, TRAP, MONSTER), "from_hand": TRAP, "bond": (SPELL, TRAP),
        "negates_monsters": (SPELL, TRAP), "attack_shield": MONSTER,
        "defense_attack": MONSTER, "must_attack": MONSTER, "forces_attacks": MONSTER,
        "attack_all": MONSTER, "draws_attacks": MONSTER,
        **dict.fromkeys(IMMUNITY_KEYS, MONSTER),
        "if": (SPELL, TRAP), "other": (SPELL, TRAP), "also_target": (SPELL, TRAP),
        "scale": MONSTER, "pendulum_lock": MONSTER, "upkeep": (SPELL, TRAP, MONSTER),
        "timer": (SPELL, TRAP),
        "placed_only_by": (SPELL, TRAP),
        "field_counters": (SPELL, TRAP),
        "while_material": MONSTER, "detach_instead": MONSTER,
        "no_battle_phase_turn": (SPELL, TRAP),
        "normal_summon_lock_turn": (SPELL, TRAP), "end_upkeep": MONSTER,
        "leaves_banished": MONSTER, "skip_battle_on_leave": MONSTER,
        "no_attack_summoned_turn": MONSTER, "direct_attack_if": MONSTER,
        "destroyed_with": MONSTER,
        "tuner_if_synchro_with": MONSTER,
        "no_direct_attack_without_material": MONSTER, "atk_without_material": MONSTER,
        "equipped_gains": MONSTER, "equipped_instead": MONSTER,
        "as_equip": MONSTER,
        "level_from_tokens": MONSTER,
        "unaffected": MONSTER,
        "gy_banishes": (SPELL, TRAP, MONSTER),
        "gy_banishes_from": (SPELL, TRAP, MONSTER),
        "attached_stats": MONSTER,
        "placed_if_destroyed": MONSTER, "placed_as": MONSTER,
        "set_as_spell": MONSTER,
        "skip_next_battle": (SPELL, TRAP),
        "special_summoned": MONSTER,
        "reflects_battle_damage": MONSTER,
        "no_attacks_turn": (SPELL, TRAP),
        "no_deck_adds_turn": (SPELL, TRAP),
        "battle_banishes": MONSTER, "monster_attacks": MONSTER, "spares_damage": MONSTER,
        "halves_battle_damage": MONSTER,  # 12-8-9
        "unnegatable": (SPELL, TRAP), "no_responses_what": (SPELL, TRAP),  # 11-3-5, 11-2-8
        "summon_unnegatable": MONSTER, "summons_unnegatable": (SPELL, TRAP, MONSTER),  # 5-3-32
        "lock_as_scale": MONSTER,  # 5-2-14
        "apply_on_resolution": (SPELL, TRAP),
        "set_again": TRAP,
        "position_lock": (SPELL, TRAP),  # 9-2-11
        "level_boost": SPELL,  # 5-1-17
        "original_atk_becomes": MONSTER, "original_def_becomes": MONSTER,  # 4-2-8
        "treated_as_tuner": MONSTER,  # 8-5-14
        "attack_cost_lp": MONSTER, "attack_toons_first": MONSTER,  # 12-3-26
        "pendulum_summons_unnegatable": MONSTER,  # 5-3-32
        "no_attacks_turn_of": (SPELL, TRAP),  # 5-2-26
        "extra_normal_while": MONSTER,  # 8-1-7
        "activations_unnegatable": (SPELL, TRAP)}  # 11-3-5


# the keys that hold only on the field belong to one kind too
ONLY_KINDS.update(dict.fromkeys(MONSTER_FIELD_KEYS, MONSTER))
ONLY_KINDS.update(dict.fromkeys(SPELL_TRAP_FIELD_KEYS, (SPELL, TRAP)))


def kind_problems(problems: Problems, path: str, data: dict[str, Any], kind: str) -> None:
    """Keys that only one kind of card can have."""
    for key, kinds in ONLY_KINDS.items():
        if key == "effects" and kind in (SPELL, TRAP):
            continue  # a Spell's or Trap's effect from its Graveyard (5-1-8, 5-1-9)
        if key in data and kind not in kinds:
            # "only Spells and Traps have this", "only monsters have this"...
            code = "input.ygo.only_spells_traps" if kinds == (SPELL, TRAP) else \
                f"input.ygo.only_{kinds}s"
            if key == "effect":
                code = "input.ygo.effect_on_monster"
            problems.add(key_path(path, key), code)
