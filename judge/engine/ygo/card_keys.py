"""The keys a Yu-Gi-Oh! card of a scenario may carry, and those of its `target` with the words
their values take (docs/scenario-format.md): the tables schema_cards.CardReader checks a card
against. Split from schema_cards.py; a new family adds its key at the end of its table.
"""
from __future__ import annotations

from .schema_arrows import ARROW_KEYS
from .schema_immunity import KEYS as IMMUNITY_KEYS
from .schema_procedures import KEYS as SUMMON_TEXT_KEYS
from .schema_steps import DESCRIBED_KEYS

TARGET_KEYS = ("what", "player", "zone", "face_up", "face_down", "position",
               "other", "normal_summonable", "count", "up_to", "atk_max_lp",
               "summoned",
               "holds",
               "has_material",
               "or",
               "in_column") + DESCRIBED_KEYS  # "in this card's column" (3-11-1)
TARGET_KEYS += ("per_cost",)  # "then target that many": as many as the cost gave up (5-2-33)
TARGET_KEYS += ("different_names",)  # several targets "with different names" (5-2-3)
TARGET_KEYS += ("also_zone",)  # "you control or in your GY": a second place (5-2-3)
TARGET_WHAT = ("monster", "spell_trap", "spell", "trap", "card")
TARGET_PLAYER = ("controller", "opponent", "any")
# pendulum: a Pendulum Scale; spell_zone: a card in a Spell & Trap Zone (3-4-1)
TARGET_ZONE = ("field", "graveyard", "banished", "pendulum", "spell_zone")
TARGET_POSITION = ("attack", "defense")
CARD_KEYS = ("id", "name", "kind", "level", "atk", "def", "position", "summoned_this_turn",
             "changed_position_this_turn", "attacked_this_turn", "spell_type", "trap_type",
             "face_up", "set_this_turn", "effect", "flip", "negates", "when", "pay_lp",
             "no_normal_summon", "target", "once_per_turn", "discard", "tribute",
             "summon_lock_turn",
             "direct_attack", "piercing", "battle_indestructible", "archetypes",
             "no_special_summon", "effect_indestructible", "attribute", "types", "boosts",
             "effects", "materials", "cost_cards", "options", "only_one", "name_becomes",
             "special_summon_only", "spares_battle", "no_special_summon_from",
             "battle_indestructible_atk", "no_battle_damage", "defense_after_attack",
             "summon_materials", "attacks", "no_direct_attack", "defense_after_battle_phase",
             "untargetable_by_opponent", "sent_this_turn", "banish_deck", "send_deck",
             "attack_lock", "bond",
             "negates_monsters", "negates_on_field", "bars_on_field", "link_rating",
             "link_summon_once", "no_link_material", "atk_per_material",
             "no_link_material_turn_summoned",
             "link_summoned_this_turn", "opponent_materials", "summon", *SUMMON_TEXT_KEYS,
             "fusion_materials", "no_fusion_material", "no_responses", "ritual_only_with",
             "no_synchro_material", "no_xyz_material", "material_except", "material_atk",
             "material_def", "xyz_over", "detach_own", "no_attack_without_material",
             "fusion_substitute", "fusion_exact", "negates_by", "negates_includes",
             "from_hand", "counter", "counters", "no_summons_turn", "stat_changes",
             "attack_shield", "survives", "defense_attack", "target_guards", "must_attack",
             "forces_attacks", "attack_all", "draws_attacks",
             *IMMUNITY_KEYS, "extra_normal_summon", "if", "other", "also_target",
             "scale",  # a Pendulum Monster's Pendulum Scale (3-6-2, 8-5-6)
             "pendulum_lock",  # what its player may Pendulum Summon while it is a scale
             "summon_grant", "upkeep",
             "timer", "kept_if",
             "placed_only_by",
             "field_counters",
             "while_material",  # keys that apply only while it has material (4-4-3)
             "detach_instead",  # its materials detached instead of its destruction (4-4-6)
             "synchro_non_tuner", "synchro_substitute",  # a Tuner's own text on its use (8-5-14)
             "synchro_level",  # "can be treated as a Level 8 monster ... for a Synchro Summon"
             "no_battle_phase_turn",  # "You cannot conduct your Battle Phase the turn ..."
             "summon_lock_on_field",  # "You cannot Special Summon ..., except ..." (5-2-14)
             "normal_summon_lock_turn",  # "You cannot Normal Summon/Set the turn ..." (5-2-15)
             "end_upkeep",  # its price to stay in each of its player's End Phases (7-7-11)
             "gy_substitute",  # banished from the Graveyard in place of a destruction (5-3-16)
             *ARROW_KEYS,  # where it stands, its Link Arrows (4-4-7, 4-4-8)
             "leaves_banished", "skip_battle_on_leave",  # as it leaves (5-4-9, 7-1-5)
             "only_one_of", "only_one_field",  # only 1 of a kind, or on the field (5-4-7)
             "no_attack_summoned_turn", "direct_attack_if",  # when it attacks (12-3-15, -10)
             "destroyed_with",  # destroyed along with a card of that name (5-4-8)
             "tuner_if_synchro_with",  # a Tuner by the way it was Synchro Summoned (8-5-14)
             "no_direct_attack_without_material", "atk_without_material",  # no material, 4-4-3
             "equipped_gains", "equipped_instead",  # the monsters it equipped (10-4-9, -10)
             "as_equip",  # what it gives as an Equip Card, whoever equipped it (10-4-7)
             "level_from_tokens",  # its Level raised by its Tokens' Levels (4-7-7)
             "unaffected",  # "Unaffected by other cards' effects." (5-3-29)
             "gy_banishes", "gy_banishes_from",  # "... is banished instead." (5-4-10)
             "attached_stats",  # the ATK/DEF of the materials under it (4-4-11)
             "coin_faces",  # what each result of its Summon's coin gives it (5-3-30)
             "targeted_die",  # an Archfiend's die as an effect targeting it resolves (5-3-31)
             "placed_if_destroyed", "placed_as",  # as a Continuous Spell (3-4-6, 3-4-5)
             "set_as_spell",  # Set from the hand as a Spell by its own text (3-4-7)
             "skip_next_battle",  # "..., but skip your next Battle Phase after activation"
             "special_summoned",  # on the field by a Special Summon (5-2-3)
             "after_counter_trap",  # right after each Counter Trap Card resolves (11-1-10)
             "reflects_battle_damage",  # its controller's battle damage to the opponent 12-8-7
             "no_attacks_turn",  # "Your monsters cannot attack the turn ..." (5-2-26)
             "no_deck_adds_turn",  # "You cannot add cards from the Deck ... the turn" 5-2-27
             "substitute_use",  # "you can destroy this card instead", declined (10-4-8)
             "battle_banishes", "monster_attacks",  # its own battles (12-8-8, 12-3-24)
             "spares_damage",  # "Your opponent takes no battle damage from ..." (12-8-5)
             "unnegatable",  # its activation and effect cannot be negated (11-3-5)
             "no_responses_what",  # what cannot be activated in response to it (11-2-8)
             "summon_unnegatable",  # its Normal (Special) Summon cannot be negated (5-3-32)
             "summons_unnegatable",  # "Normal Summons of "Qli" monsters cannot be ..." 5-3-32
             "lock_as_scale",  # its summon_lock_on_field binds as a Pendulum Scale (5-2-14)
             "apply_on_resolution",  # its `options` chosen as it resolves (5-2-31)
             "set_again",  # Set again instead of going to the GY after its chain (10-4-12)
             "position_lock",  # monsters that cannot change their battle positions (9-2-11)
             "level_boost",  # a Field Spell's Levels raised in some phases (5-1-17)
             "hand_activation",  # "Magical Musket" cards from its controller's hand 10-3-5
             "original_atk_becomes", "original_def_becomes",  # its own text's (4-2-8, 8-1-9)
             "treated_as_tuner",  # "This card is treated as a Tuner monster." (8-5-14)
             "attack_cost_lp", "attack_toons_first",  # the older Toons' attacks (12-3-26)
             "ritual_entire",  # the only Tribute a Ritual Summon needs (8-5-18)
             "ritual_entire_field",  # the same, from the field only (8-5-18)
             "pendulum_summons_unnegatable",  # its player's Pendulum Summons kept 5-3-32
             "ritual_graveyard",  # banished from the GY as a Ritual's Tribute (8-5-19)
             "lock_binds",  # whom its summon_lock_on_field binds (5-2-14)
             "no_attacks_turn_of",  # the named monsters' attacks, that turn (5-2-26)
             "extra_normal_while",  # its extra_normal_summon in the turn it arrived (8-1-7)
             "summon_forbid_on_field",  # the monsters the players it binds cannot Summon
             "piercing_grant",  # its controller's monsters it gives piercing (12-6-4)
             "halves_battle_damage",  # a player's battle damage halved (12-8-9)
             "kept_sends",  # its kept_if sends it to the GY rather than destroys it (5-4-6)
             "synchro_link_tuner",  # a Link-N monster as a Level N Tuner for it (8-5-14)
             "activations_unnegatable")  # monsters' activations it keeps (11-3-5)
