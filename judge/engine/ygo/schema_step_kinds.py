"""The kinds of step the scenario format's Yu-Gi-Oh! effects may hold (docs/scenario-format.md),
read by schema_steps.StepReader: a new family adds its kinds at the end."""
from __future__ import annotations

from .schema_chance import CHANCE_STEPS
from .schema_effect_summons import STEP_KEYS
from .schema_granted import GRANT_STEPS
from .schema_moves import MOVE_STEPS
from .schema_tail import TAIL_STEPS

TARGET_STEPS: tuple[str, ...] = ("destroy", "to_hand", "banish", "to_graveyard",
                                 "place_scale")  # "place this card in your Pendulum Zone" (3-6-4)
TARGET_STEPS += ("set",)  # "Set that target.": a Spell/Trap from the GY Set (10-1-1)
TARGET_STEPS += ("set_ready",)  # the same, "It can be activated this turn." (10-3-2)
TARGET_STEPS += ("place_spell",)  # placed in a Spell & Trap Zone as a Continuous Spell (3-4-5)
STEP_KINDS = TARGET_STEPS + ("damage", "gain_lp", "draw", "atk", "negate", "special_summon",
                             "equip",
                             "destroy_all", "fetch", "change_position", "if_you_do", "then",
                             "to_deck", "negate_attack", "end_battle_phase", "this_turn",
                             "take_control", "negate_effects", "discard", "discard_hand",
                             "each_draws", "return_all", "destroy_extreme",
                             "summon_lock", "negate_all_effects", "change_position_all",
                             "hold", "summon_tokens", "place_counters", "level",
                             "attach") + tuple(STEP_KEYS) + MOVE_STEPS + GRANT_STEPS
STEP_KINDS += TAIL_STEPS  # a second attack this turn, a random discard (12-3-4, 5-3-21)
STEP_KINDS += CHANCE_STEPS  # a coin tossed, a die rolled (5-3-23)
STEP_KINDS += ("remove_all_counters",)  # "Remove all Spell Counters on the field." (4-8-8)
STEP_KINDS += ("choose",)  # a card on the field chosen as the effect resolves (5-3-22)
STEP_KINDS += ("direct_attack_turn",)  # a direct attack allowed this turn (12-3-10)
STEP_KINDS += ("level_all",)  # the Levels of all monsters of a kind changed (4-2-2)
STEP_KINDS += ("rank_up",)  # an Xyz Summon on top of one monster (8-5-15)
STEP_KINDS += ("place_counters_each",)  # "on each face-up card ... that you can place" (4-8-6)
STEP_KINDS += ("hand_pick",)  # a card taken from the opponent's hand, looked at (5-3-24)
STEP_KINDS += ("trap_monster",)  # a Trap Special Summoned by its own effect (4-6-5)
STEP_KINDS += ("tuner_turn",)  # "You can treat it as a Tuner this turn." (8-5-14)
STEP_KINDS += ("atk_all",)  # every face-up monster of a kind gains ATK this turn (mass_atk.py)
STEP_KINDS += ("banish_until",)  # "banish it until the End Phase" (7-7-9)
STEP_KINDS += ("during_end_phase",)  # "during the End Phase of this turn, add ..." (7-7-10)
STEP_KINDS += ("treated_summon",)  # from the Extra Deck, as a Fusion Summon... (8-5-16)
STEP_KINDS += ("indestructible_turn",)  # cannot be destroyed this turn (5-3-17)
STEP_KINDS += ("excavate",)  # the top card of the Deck, sent by what it is (5-3-26)
STEP_KINDS += ("negate_next_attack",)  # "negate the next attack this turn" (12-3-22)
STEP_KINDS += ("unless_discarded",)  # by what the discarded card was (5-3-27)
STEP_KINDS += ("detach",)  # Xyz Materials detached by an effect, not as its cost (4-4-9)
STEP_KINDS += ("equip_to_this",)  # a monster equipped to this card by its effect (10-4-9)
STEP_KINDS += ("unaffected_turn",)  # unaffected by some effects this turn (5-3-29)
STEP_KINDS += ("unaffected_all",)  # every monster of a kind, the same (5-3-29)
STEP_KINDS += ("becomes",)  # an ATK or DEF set to a value (4-2-8)
STEP_KINDS += ("banish_top",)  # the top cards of a Deck banished face-up (3-7-4)
STEP_KINDS += ("extra_zone_summon",)  # from the Extra Deck to the Extra Monster Zone (3-3-5)
STEP_KINDS += ("rated_summon", "link_material_lock")  # Link Rating = the cost's count (5-2-34)
STEP_KINDS += ("if_spells_in_gy",)  # a later part asked as it is done (5-2-24)
STEP_KINDS += ("effect_lock",)  # monster effects restricted for the rest of the turn (5-2-28)
STEP_KINDS += ("no_attack_rest",)  # "this card cannot attack for the rest of this turn" 5-2-29
STEP_KINDS += ("give_control",)  # a monster you control given to the opponent (3-10-7)
STEP_KINDS += ("monster_attacks_turn",)  # attacks on monsters this turn (12-3-25)
STEP_KINDS += ("call_coin",)  # a coin called before it is tossed (5-3-33)
STEP_KINDS += ("excavate_cards",)  # several cards excavated, one taken (5-3-34)
STEP_KINDS += ("position_all",)  # all monsters of a kind to one battle position (9-2-12)
STEP_KINDS += ("no_deck_adds_rest",)  # no Deck adds from the effect's resolution on (5-2-27)
STEP_KINDS += ("piercing_turn",)  # piercing battle damage this turn (12-6-4)
STEP_KINDS += ("remove_counters_from", "if_you_cannot")  # its own counters, or else (4-8-15)
STEP_KINDS += ("attack_again",)  # one more attack "in a row", the next one (12-3-27)
STEP_KINDS += ("top_card_placed",)  # a Deck's top card looked at, placed (5-3-35)
