"""The keys of a Yu-Gi-Oh! card's stored reading (cards/ygo/derive.py) that the judge takes from
the database into a scenario's card (judge/cardlookup.py): one line a family, a new family's
keys at the end."""
from __future__ import annotations

# the keys of a printed card's stored reading (cards/ygo/derive.py) that reach the judge; a
# key the reader writes must be listed, or the judge would not apply what the card counts as
# read (tests/cards/test_ygo_full_encodings.py checks every card's)
YGO_ENCODING_KEYS = (
    "when", "pay_lp", "discard", "tribute", "negates", "target", "once_per_turn",
    "no_normal_summon", "no_special_summon", "piercing", "direct_attack",
    "battle_indestructible", "effect_indestructible", "boosts", "effect", "flip",
    "effects",
    "cost_cards", "options", "only_one", "name_becomes", "special_summon_only",
    "spares_battle", "no_special_summon_from", "battle_indestructible_atk",
    "no_battle_damage", "defense_after_attack", "attacks", "no_direct_attack",
    "defense_after_battle_phase", "untargetable_by_opponent", "banish_deck", "send_deck",
    "attack_lock", "bond", "counter", "no_summons_turn",
    "negates_monsters", "negates_on_field", "bars_on_field",  # 5-5-1, 5-5-3
    # how its own text lets it be summoned (8-1-8, 8-2-5, 8-4-5, 8-4-8, 8-4-9)
    "summon_procedures", "summon_first", "special_summon_once",
    "summon_without_tributes", "double_tribute", "gemini",
    "no_attack_beside_others", "tribute_summon_with",
    "summon_materials", "link_summon_once", "no_link_material",
    "atk_per_material", "no_link_material_turn_summoned", "opponent_materials",
    "summon",
    # Fusion and Ritual (8-5-1, 8-5-2), an activation not answered (11-2-8)
    "fusion_materials", "no_fusion_material", "no_responses", "ritual_only_with",
    "fusion_substitute", "fusion_exact",
    "no_synchro_material", "no_xyz_material", "material_except",  # 8-5-9
    "material_atk", "material_def",  # for each Xyz Material attached (4-4-3)
    "xyz_over",  # "You can also Xyz Summon this card by using ..." (8-5-10)
    "detach_own",  # "Detach 1 material from a monster you control" as a cost (4-4-3)
    "no_attack_without_material",  # "Cannot attack unless it has material." (12-3-15)
    "negates_by", "negates_includes",  # 11-3-4
    "from_hand",  # a Trap activated from the hand by its text (10-3-1)
    "summon_lock_turn",  # "the turn you activate this card, except ..." (5-2-11)
    "stat_changes",  # Continuous Effects on ATK and DEF (5-1-1)
    "attack_shield",  # "cannot target this card for attacks" (12-3-16)
    "survives",  # "the first time ... would be destroyed ... each turn" (5-3-15)
    "defense_attack",  # "can attack while in face-up Defense Position" (12-3-17)
    "target_guards",  # "Your opponent cannot target "X" monsters you control" (5-4-4)
    "must_attack", "forces_attacks",  # "must attack if able" (12-3-18)
    "attack_all",  # "can attack all monsters your opponent controls once each" (12-3-19)
    "battle_lock", "no_control_switch",  # "If this card attacks, ..." (12-3-20), 3-10-5
    "no_traps_on_normal_summon",  # "When this card is Normal Summoned successfully, ..." (8-1-10)
    "activation_lock",  # "Your opponent cannot activate Trap Cards during the Battle Phase" (5-4-5)
    "keeps_defense_position",  # "... cannot be changed until the end of your next turn" (9-2-8)
    "extra_normal_summon",  # "in addition to your Normal Summon/Set" (8-1-7)
    "if",  # a Spell's or Trap's condition on the board: "If you control ..." (5-2-4)
    "other",  # "When a monster you control is destroyed by battle" on a Spell or Trap (10-3-4)
    "also_target",  # "Target 1 monster you control and 1 card your opponent controls" (5-2-3)
    "pendulum_lock",  # "You cannot Pendulum Summon monsters, except ..." (8-5-6)
    "summon_grant",  # "... that was Summoned using this card as material gains ..." (8-5-11)
    "upkeep",  # "pay 100 LP or destroy this card" in the Standby Phase (10-5-3)
    "timer",  # "Destroy this card during your 3rd Standby Phase after activation" (10-5-4)
    "kept_if",  # "If "Umi" is not on the field, destroy this card." (5-4-6)
    "placed_only_by",  # "Can only be placed on the field by the effect of "X"." (10-2-6)
    "field_counters",  # "Remove 10 Spell Counters from your field" as a cost (4-8-9)
    "while_material",  # "Cannot be destroyed by card effects while it has material." (4-4-3)
    "detach_instead",  # "you can detach 1 Xyz Material from this card instead" (4-4-6)
    "normal_summon_if",  # "Cannot be Normal Summoned, unless you control ..." (8-1-11)
    "synchro_non_tuner", "synchro_substitute",  # a Tuner's own text on its use (8-5-14)
    "synchro_level",  # "can be treated as a Level 8 monster when used for a Synchro Summon"
    "no_battle_phase_turn",  # "You cannot conduct your Battle Phase the turn ..." (5-2-13)
    "summon_lock_on_field",  # "You cannot Special Summon ..., except ..." alone (5-2-14)
    "normal_summon_lock_turn",  # "You cannot Normal Summon/Set the turn ..." (5-2-15)
    "pointed_no_attack",  # "Monsters this card points to cannot attack." (4-4-8)
    "end_upkeep",  # "During each of your End Phases, destroy this card unless you ..." (7-7-11)
    "gy_substitute",  # "you can banish this card from your GY instead" (5-3-16)
    "leaves_banished", "skip_battle_on_leave",  # what its leaving does (5-4-9, 7-1-5)
    "only_one_of", "only_one_field",  # "You can only control 1 "X" monster" (5-4-7)
    "no_attack_summoned_turn", "direct_attack_if",  # when it may attack (12-3-15, 12-3-10)
    "destroyed_with",  # "If "Toon World" on the field is destroyed, destroy this card." (5-4-8)
    "battle_indestructible_with",  # "Cannot be destroyed by battle with a Link Monster." 12-8-3
    "draws_attacks",  # "Monsters your opponent controls that can attack must attack this card."
    "tuner_if_synchro_with",  # a Tuner when Synchro Summoned with a "Blackwing" (8-5-14)
    "no_direct_attack_without_material", "atk_without_material",  # with no material (4-4-3)
    "equipped_gains", "equipped_instead",  # the monsters it equips to itself (10-4-9, 10-4-10)
    "as_equip",  # what a monster gives as an Equip Card, whoever equipped it (10-4-7)
    "level_from_tokens",  # its Level raised by the total Levels of its Tokens (4-7-7)
    "unaffected",  # "Unaffected by other cards' effects." (5-3-29)
    "gy_banishes",  # "Any card sent to the GY is banished instead." (5-4-10)
    "gy_banishes_from",  # "... sent from the hand or Main Deck to the GY ..." (5-4-10)
    "attached_stats",  # "Gains ATK/DEF equal to the ATK/DEF of all ... attached to it" (4-4-11)
    "coin_faces",  # "If this card is Summoned: Toss a coin. ● Heads: ..." (5-3-30)
    "targeted_die",  # "When resolving an opponent's card effect that targets this card, ..."
    "placed_if_destroyed",  # "... as a Continuous Spell, instead of sending it to the GY" 3-4-6
    "set_as_spell",  # "You can Set this card from your hand to your ... Zone as a Spell." 3-4-7
    "skip_next_battle",  # "..., but skip your next Battle Phase after activation" (7-1-6)
    "after_counter_trap",  # "Each time a Counter Trap Card is activated, immediately after ..."
    "reflects_battle_damage",  # "Your opponent takes any battle damage you would have taken"
    "no_attacks_turn",  # "Your monsters cannot attack the turn you activate this card." (5-2-26)
    "no_deck_adds_turn",  # "You cannot add cards from the Deck to the hand the turn ..." 5-2-27
    "battle_banishes",  # "Banish any monster destroyed by battle with this card." (12-8-8)
    "monster_attacks",  # "This card can make up to 3 attacks on monsters ..." (12-3-24)
    "spares_damage",  # "Your opponent takes no battle damage from attacks involving ..." 12-8-5
    "unnegatable",  # "This card's activation and effect cannot be negated." (11-3-5)
    "no_responses_what",  # "... activate the targeted card in response to this card's ..."
    "summon_unnegatable",  # "This card's Normal (Special) Summon cannot be negated." (5-3-32)
    "summons_unnegatable",  # "Normal Summons of "Qli" monsters cannot be negated." (5-3-32)
    "lock_as_scale",  # "You cannot Special Summon ..." as a Pendulum Effect, unnegated (5-2-14)
    "apply_on_resolution",  # "Apply 1 of these effects.": the option chosen as it resolves
    "set_again",  # "..., also, after that, Set this card face-down instead of sending it ..."
    "position_lock",  # "Monsters your opponent controls cannot change their battle ..." 9-2-11
    "tribute_summon_by",  # "You can Tribute Summon this card by Tributing 1 Dinosaur ..." 8-2-7
    "level_boost",  # "Increase the Levels of all "F.A." monsters on the field by 2 during ..."
    "hand_activation",  # "you can activate "Magical Musket" Spell/Trap Cards from your hand"
    "original_atk_becomes", "original_def_becomes", "treated_as_tuner",  # 4-2-8, 8-5-14
    "attack_cost_lp", "attack_toons_first",  # the older Toons' attacks (12-3-26)
    "ritual_entire",  # "this card can be used as the entire requirement" (8-5-18)
    "ritual_entire_field",  # "this card you control can be used as the entire Tribute"
    "pendulum_summons_unnegatable",  # "Pendulum Summons of your "Solfachord" Pendulum ..."
    "ritual_graveyard",  # "you can banish this card from your GY as 1 of the monsters ..."
    "lock_binds",  # "Neither player can Special Summon monsters." (5-2-14)
    "no_attacks_turn_of",  # ""Cyber Dragon" cannot attack the turn you activate this card."
    "extra_normal_while",  # "During the turn this card was Normal Summoned, you can Normal ..."
    "summon_forbid_on_field",  # "Neither player can Special Summon LIGHT monsters." (5-2-14)
    "piercing_grant",  # "If your Dragon monster attacks a Defense Position monster, ..." 12-6-4
    "halves_battle_damage",  # "Halve all battle damage you take." (12-8-9)
    "kept_sends",  # "If "Advanced Dark" is not in a Field Zone, send this monster to the GY."
    "synchro_link_tuner",  # "... you can treat 1 Link-1 monster you control as a Level 1 Tuner."
    "activations_unnegatable",  # "The activation of LIGHT monsters' effects cannot be negated."
)
