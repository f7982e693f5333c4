"""The readers of the keys each family of printed cards adds to a card of the scenario format
(docs/scenario-format.md), run in order by schema_cards.CardReader.card: a new family adds its
reader at the end of PRINTED_READERS, and a key that is `true` or absent to FLAG_KEYS."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.validate import Problems
from .destroyed_with import read_destroyed_with
from .model import Card
from .only_kinds import read_only_kinds
from .schema_activation_guards import read_activations_kept
from .schema_arrows import read_arrows
from .schema_battle_extras import read_monster_attacks
from .schema_chain_locks import (
    read_responses_what,
    read_summon_unnegatable,
    read_summons_unnegatable,
)
from .schema_coin_faces import read_coin_faces
from .schema_continuous import (
    read_attack_shield,
    read_defense_attack,
    read_stat_changes,
    read_survives,
    read_target_guards,
)
from .schema_counters import read_card_counters
from .schema_effect_summons import read_fusion_materials, read_no_responses
from .schema_equipped import read_equipped_keys, read_substitute_use
from .schema_facts import read_printed_facts
from .schema_forbid_locks import read_summon_forbid
from .schema_gemini_stats import read_original_stats
from .schema_grant_turns import read_grant_turn
from .schema_granted import read_grant_key
from .schema_gy_banish import read_gy_banishes
from .schema_halved_damage import read_halved_damage
from .schema_hand_grants import read_hand_activation
from .schema_immunity import read_immunity
from .schema_lasting_levels import read_level_boost
from .schema_link_tuners import read_synchro_link_tuner
from .schema_lock_binds import read_lock_binds
from .schema_named_attack_bans import read_named_attack_ban
from .schema_pendulum_guards import read_pendulum_guard
from .schema_pierce_grants import read_piercing_grant
from .schema_position_locks import read_position_lock
from .schema_procedures import read_from_hand, read_summon_texts
from .schema_ritual_entire import read_ritual_entire
from .schema_ritual_graveyard import read_ritual_graveyard
from .schema_runick import read_special_summoned
from .schema_substitutes import read_gy_substitute
from .schema_summon import read_summon_materials
from .schema_targeted_die import read_targeted_die
from .schema_tokens import read_no_summons, read_token_levels
from .schema_unaffected import read_unaffected
from .schema_xyz import read_xyz_facts
from .schema_xyz_cards import read_attached_stats
from .stzone import read_keys as read_stzone_keys
from .toons import read_toon_keys

Describe = Callable[[str, dict[str, Any]], dict[str, Any]]
PrintedReader = Callable[[Problems, str, dict[str, Any], Card, Describe], None]


def _plain(reader: Callable[[Problems, str, dict[str, Any], Card], None]) -> PrintedReader:
    """A reader that needs no description words, called as the others are."""
    return lambda problems, path, data, card, _described: reader(problems, path, data, card)


# the readers of the keys each family of printed cards adds, in the order they run: each
# given the problems, the card's path and keys, the card it fills in and the reader of
# descriptions (a new family adds its reader at the end)
PRINTED_READERS: tuple[PrintedReader, ...] = (
    read_only_kinds,  # 5-4-7
    read_toon_keys,  # 12-3-15, 12-3-10
    _plain(read_destroyed_with),  # 5-4-8
    _plain(read_printed_facts),  # 5-4, 8-4-6, 8-4-7, 12-3-4, 12-8-3
    read_summon_materials,
    read_summon_texts,  # 8-1-8, 8-2-5, 8-4-5, 8-4-8
    read_fusion_materials,  # 8-5-2
    read_xyz_facts,  # 4-4-3, 8-5-9
    _plain(read_no_responses),  # 11-2-8
    _plain(read_card_counters),  # 4-8-1
    _plain(read_no_summons),  # 5-2-12
    _plain(read_token_levels),  # 4-7-7
    read_from_hand,  # 10-3-1
    _plain(read_arrows),  # 4-4-7, 4-4-8
    read_stat_changes,  # 5-1-1
    read_attack_shield,  # 12-3-16
    read_survives,  # 5-3-15
    read_gy_substitute,  # 5-3-16
    _plain(read_equipped_keys),  # 10-4-9, 10-4-10
    _plain(read_defense_attack),  # 12-3-17
    read_target_guards,  # 5-4-4
    read_immunity,  # 12-3-20, 3-10-5
    read_unaffected,  # 5-3-29
    read_grant_key,  # 8-1-7
    _plain(read_gy_banishes),  # 5-4-10
    read_attached_stats,  # 4-4-11
    read_coin_faces,  # 5-3-30
    read_targeted_die,  # 5-3-31
    _plain(read_stzone_keys),  # 3-4-5, 3-4-6
    _plain(read_special_summoned),  # "a Special Summoned monster" (5-2-3)
    _plain(read_substitute_use),  # "you can destroy this card instead" declined (10-4-8)
    _plain(read_monster_attacks),  # "up to 3 attacks on monsters" (12-3-24)
    _plain(read_responses_what),  # what cannot answer its activation (11-2-8)
    _plain(read_summon_unnegatable),  # its Summon that cannot be negated (5-3-32)
    read_summons_unnegatable,  # the Summons of monsters it describes, the same (5-3-32)
    _plain(read_position_lock),  # monsters that cannot change their battle positions (9-2-11)
    _plain(read_level_boost),  # a Field Spell's Levels raised in some phases (5-1-17)
    _plain(read_hand_activation),  # "Magical Musket" cards from the hand (10-3-5)
    _plain(read_original_stats),  # "The original ATK of this card becomes 2100." (4-2-8)
    read_ritual_entire,  # "this card can be used as the entire requirement" (8-5-18)
    read_pendulum_guard,  # its player's Pendulum Summons that cannot be negated (5-3-32)
    read_ritual_graveyard,  # banished from the GY as a Ritual Summon's Tribute (8-5-19)
    _plain(read_lock_binds),  # whom its summon_lock_on_field binds (5-2-14)
    read_named_attack_ban,  # the named monsters' attacks, the turn it is activated (5-2-26)
    _plain(read_grant_turn),  # an additional Normal Summon in the turn it arrived (8-1-7)
    read_summon_forbid,  # "Neither player can Special Summon LIGHT monsters." (5-2-14)
    read_piercing_grant,  # "If your Dragon monster attacks a Defense Position ..." 12-6-4
    _plain(read_halved_damage),  # "Halve all battle damage you take." (12-8-9)
    _plain(read_synchro_link_tuner),  # a Link-1 monster as a Level 1 Tuner for it (8-5-14)
    read_activations_kept,  # "The activation of LIGHT monsters' effects cannot be ..." 11-3-5
)
# keys that are `true` or absent
FLAG_KEYS: tuple[str, ...] = ("once_per_turn",
             "only_one",  # 5-4-1
             "untargetable_by_opponent",  # 5-4-4
             "must_attack", "forces_attacks", "attack_all", "draws_attacks",  # 12-3-18, -19
             "leaves_banished", "skip_battle_on_leave",  # 5-4-9, 7-1-5
             "sent_this_turn",
             "negates_monsters",  # 5-5-1
             "set_as_spell",  # 3-4-7
             "skip_next_battle",  # "..., but skip your next Battle Phase ..." (7-1-6)
             "reflects_battle_damage",  # "Your opponent takes any battle damage ..." 12-8-7
             "battle_banishes",  # "Banish any monster destroyed by battle with ..." (12-8-8)
             "unnegatable",  # "This card's activation and effect cannot be negated." 11-3-5
             "lock_as_scale",  # its summon_lock_on_field binds while it is a scale (5-2-14)
             "set_again",  # "..., also, after that, Set this card face-down ..." (10-4-12)
             "treated_as_tuner",  # "This card is treated as a Tuner monster." (8-5-14)
             "kept_sends")  # its kept_if sends it to the GY, not destroys it (5-4-6)
