"""Yu-Gi-Oh! events in English: the words of the official rules (the site's digest)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural
from .actions import ACTIONS
from .activation_riders import ACTIVATION_RIDERS
from .answers import ANSWERS
from .arrows import ARROWS
from .attack_again import ATTACK_AGAIN
from .attack_involving import ATTACK_INVOLVING
from .attack_riders import ATTACK_RIDERS
from .attack_turn_bans import ATTACK_TURN_BANS
from .attacks_turn import ATTACKS_TURN
from .battle import BATTLE
from .battle_extras import BATTLE_EXTRAS
from .battle_locks import BATTLE_LOCKS
from .becomes import BECOMES
from .bond_moves import BOND_MOVES
from .bound_summons import BOUND_SUMMONS
from .chain_locks import CHAIN_LOCKS
from .chain_negation import CHAIN_NEGATION
from .chance import CHANCE
from .chosen import CHOSEN
from .coin_calls import COIN_CALLS
from .column_grants import COLUMN_GRANTS
from .columns import COLUMNS
from .conditions import CONDITIONS
from .continuous import CONTINUOUS
from .control_while import CONTROL_WHILE
from .cost_counted import COST_COUNTED
from .cost_more import COST_MORE
from .costs import COSTS
from .counted_summons import COUNTED_SUMMONS
from .counter_attacks import COUNTER_ATTACKS
from .counter_holders import COUNTER_HOLDERS
from .counter_removal import COUNTER_REMOVAL
from .counter_traps import COUNTER_TRAPS
from .counters import COUNTERS
from .damage_start import DAMAGE_START
from .deck_add_bans import DECK_ADD_BANS
from .declared import DECLARED
from .detached import DETACHED
from .direct_turn import DIRECT_TURN
from .discard_check import DISCARD_CHECK
from .done_counts import DONE_COUNTS
from .drawn_attacks import DRAWN_ATTACKS
from .effect_bans import EFFECT_BANS
from .effect_flips import EFFECT_FLIPS
from .end_phase_changes import END_PHASE_CHANGES
from .end_upkeep import END_UPKEEP
from .equip_card_costs import EQUIP_CARD_COSTS
from .equip_cards import EQUIP_CARDS
from .equip_unaffected import EQUIP_UNAFFECTED
from .equipped_monsters import EQUIPPED_MONSTERS
from .excavate import EXCAVATE
from .face_down_mass import FACE_DOWN_MASS
from .face_flips import FACE_FLIPS
from .field_card_effects import FIELD_CARD_EFFECTS
from .fields import FIELDS
from .forbid_locks import FORBID_LOCKS
from .fusion_summons import FUSION_SUMMONS
from .gemini_effects import GEMINI_EFFECTS
from .gemini_texts import GEMINI_TEXTS
from .give_control import GIVE_CONTROL
from .granted import GRANTED
from .gy_banish import GY_BANISH
from .halved_damage import HALVED_DAMAGE
from .hand_grants import HAND_GRANTS
from .hand_picks import HAND_PICKS
from .how_moved import HOW_MOVED
from .ignoring import IGNORING
from .immunity import IMMUNITY
from .kept_sends import KEPT_SENDS
from .kinds import KINDS
from .lasting_levels import LASTING_LEVELS
from .later import LATER
from .later_banish import LATER_BANISH
from .later_changes import LATER_CHANGES
from .leaving import LEAVING
from .level_all import LEVEL_ALL
from .level_caps import LEVEL_CAPS
from .levels import LEVELS
from .link_zones import LINK_ZONES
from .links import LINKS
from .modal import MODAL
from .moves import MOVES
from .named_attack_bans import NAMED_ATTACK_BANS
from .negation import NEGATION
from .next_attack import NEXT_ATTACK
from .non_effect import NON_EFFECT
from .normal_locks import NORMAL_LOCKS
from .only_kinds import ONLY_KINDS
from .own_events import OWN_EVENTS
from .own_leaving import OWN_LEAVING
from .pendulum import PENDULUM
from .pendulum_guards import PENDULUM_GUARDS
from .piercing_turn import PIERCING_TURN
from .position_all import POSITION_ALL
from .position_locks import POSITION_LOCKS
from .procedure_riders import PROCEDURE_RIDERS
from .procedures import PROCEDURES
from .protect_turn import PROTECT_TURN
from .rank_up import RANK_UP
from .rated_summon import RATED_SUMMON
from .reflected import REFLECTED
from .returned_others import RETURNED
from .ritual_entire import RITUAL_ENTIRE
from .ritual_fusion_more import RITUAL_FUSION_MORE
from .ritual_graveyard import RITUAL_GRAVEYARD
from .runick import RUNICK
from .set_cards import SET_CARDS
from .spells_gate import SPELLS_GATE
from .stat_changes import STAT_CHANGES
from .stat_sets import STAT_SETS
from .stconds import STCONDS
from .stzone import STZONE
from .substitutes import SUBSTITUTES
from .summon_both import SUMMON_BOTH
from .summon_locks import SUMMON_LOCKS
from .summoned_by import SUMMONED_BY
from .summons import SUMMONS
from .synchro import SYNCHRO
from .tail import TAIL
from .tail_steps import TAIL_STEPS
from .tallies import TALLIES
from .target_words import TARGET_WORDS
from .timing import TIMING
from .to_opponent import TO_OPPONENT
from .tokens import TOKENS
from .toons import TOONS
from .top_card_placed import TOP_CARD_PLACED
from .trap_monsters import TRAP_MONSTERS
from .trapmon import TRAPMON
from .treated_summon import TREATED_SUMMON
from .tributes_of_kind import TRIBUTES_OF_KIND
from .turn_locks import TURN_LOCKS
from .unaffected import UNAFFECTED
from .unions import UNIONS
from .xyz import XYZ
from .xyz_cards import XYZ_CARDS
from .xyz_detach import XYZ_DETACH
from .zone_locks import ZONE_LOCKS

MESSAGES: dict[str, Message] = {
    # names inside sentences
    "card.atk": "{card} ({atk} ATK)",
    "card.def": "{card} ({defense} DEF)",
    "card.face_down": "{card} (face-down)",
    "kind.monster": "monster",
    "kind.spell_graveyard_effect": "Spell's effect in the Graveyard",
    "kind.spell.normal": "Normal Spell",
    "kind.spell.quick-play": "Quick-Play Spell",
    "kind.spell.continuous": "Continuous Spell",
    "kind.spell.equip": "Equip Spell",
    "kind.spell.field": "Field Spell",
    "kind.spell.ritual": "Ritual Spell",
    "kind.trap.normal": "Normal Trap",
    "kind.trap.continuous": "Continuous Trap",
    "kind.trap.counter": "Counter Trap",
    "negatable.spell": "a Spell Card",
    "negatable.trap": "a Trap Card",
    "negatable.monster": "a monster effect",
    "either": "{first} or {second}",
    "position.attack": "Attack Position",
    "position.defense": "face-up Defense Position",
    "position.set": "face-down Defense Position",
    "zone.hand": "the hand",
    "zone.deck": "the Deck",
    "zone.extra_deck": "the Extra Deck",
    "zone.monsters": "a Monster Zone",
    "zone.spells_traps": "a Spell & Trap Zone",
    "zone.field_spell": "the Field Zone",
    "zone.graveyard": "the Graveyard",
    "zone.banished": "the banished cards",
    "zone.limbo": "no zone",
    "phase.draw": "the Draw Phase",
    "phase.standby": "the Standby Phase",
    "phase.main1": "Main Phase 1",
    "phase.battle": "the Battle Phase",
    "phase.main2": "Main Phase 2",
    "phase.end": "the End Phase",
    "timing.start": "the Start of the Damage Step",
    "timing.before_damage_calculation": "the Damage Step, before damage calculation",
    "timing.damage_calculation": "the Damage Step, during damage calculation",
    "timing.after_damage_calculation": "the Damage Step, after damage calculation",
    "timing.end": "the End of the Damage Step",
    "lp_change": "{before} → {after} LP",
    "link": "Chain Link {number} ({card})",
    "takes_damage": "{player} takes {amount} damage ({lp})",
    "tributes.none": "no Tributes",
    "tributes.count": Plural("count", one="{count} Tribute", other="{count} Tributes"),
    "doing.normal_summon": "Normal Summon",
    "doing.set_monster": "Set a monster",
    "doing.flip_summon": "Flip Summon",
    "doing.change_position": "change a battle position",
    "doing.set_spell_trap": "Set a Spell or Trap",
    "would.destroy": "destroy a card",
    "would.destroy_card": "destroy {card}",
    "would.change_atk": "change the ATK of a monster",
    "would.change_atk_card": "change the ATK of {card}",
    "would.negate": "negate the activation below it",
    "would.special_summon": "Special Summon a monster",
    "would.special_summon_card": "Special Summon {card}",
    "would.move": "move a card",
    "would.move_card": "move {card}",
    "why.no_target": "no target was chosen",
    "why.no_attacker": "no monster is attacking",
    "why.no_attack_target": "no monster is being attacked",
    "why.gone": "that card is gone",
    "why.not_on_field": "it is in {zone}, not on the field",
    "why.not_monster": "it is not a monster",
    "why.cannot_special_summon": "its text says it cannot be Special Summoned",
    "why.in_zone": "it is in {zone}",
    "why.already_in": "it is already in {zone}",
    "why.target_moved": "its target has left the place where it was targeted",
    "target.requirement": "{what} {where}",
    "target.requirement.details": "{what} {where} ({details})",
    "target.requirement.archetype": "{what} {where}, of the \"{archetype}\" archetype",
    "target.requirement.kind_of": "{what} {where} ({kind_of} only)",
    "target.monster": "a monster",
    "target.face_up_monster": "a face-up monster",
    "target.spell_trap": "a Spell or Trap",
    "target.face_up_spell_trap": "a face-up Spell or Trap",
    "target.spell": "a Spell",
    "target.face_up_spell": "a face-up Spell",
    "target.face_down_spell": "a face-down Spell",
    "target.trap": "a Trap",
    "target.face_up_trap": "a face-up Trap",
    "target.face_down_trap": "a face-down Trap",
    "target.card": "a card",
    "target.face_up_card": "a face-up card",
    "target.face_down_monster": "a face-down monster",
    "target.face_down_spell_trap": "a face-down Spell or Trap",
    "target.face_down_card": "a face-down card",
    "target.field.controller": "you control",
    "target.field.opponent": "your opponent controls",
    "target.field.any": "on the field",
    "target.graveyard.controller": "in your Graveyard",
    "target.graveyard.opponent": "in your opponent's Graveyard",
    "target.graveyard.any": "in either Graveyard",
    "target.banished.controller": "among your banished cards",
    "target.banished.opponent": "among your opponent's banished cards",
    "target.banished.any": "among either player's banished cards",
    "target.other": "other than this card",
    "target.position.attack": "in Attack Position",
    "target.position.defense": "in Defense Position",
    "why.no_link_below": "there is no Chain Link below it",
    # the turn
    "first_turn_no_draw": "Turn 1: {player} goes first and skipped the draw of this turn's "
                          "Draw Phase. Today's rules say so; the older starter rulebook had the "
                          "first player draw as usual.",
    "draw_phase.draw": "Draw Phase: {player} draws 1 card.",
    "draw_phase.empty_deck": "Draw Phase: {player} must draw, but the Deck is empty.",
    "standby_phase": "Standby Phase of {player}.",
    "main2": "{player} makes no more attacks: End Step, then Main Phase 2.",
    "end_phase": "{player} goes to the End Phase.",
    "hand_size_limit": Plural(
        "count",
        one="{player} has {hand} cards in hand, more than six, and discards {count} card "
            "({cards}, the last listed) to the Graveyard.",
        other="{player} has {hand} cards in hand, more than six, and discards {count} cards "
              "({cards}, the last listed) to the Graveyard."),
    "end_of_turn_effects": "Effects that lasted until the end of the turn end.",
    "next_turn": "The turn ends; turn {number} begins with {player} as the turn player.",
    # summons, positions, Setting
    "tributed": "{player} Tributes {cards} (to the Graveyard) for the Level {level} {card}.",
    "monster_set": "{player} Sets {card} face-down in Defense Position: this is the turn's one "
                   "Normal Summon or Set.",
    "normal_summoned": "{player} Normal Summons {card} in Attack Position: this is the turn's "
                       "one Normal Summon or Set.",
    "tribute_summoned": "{player} Tribute Summons {card} in Attack Position: this is the turn's "
                        "one Normal Summon or Set.",
    "flip_summoned": "{player} Flip Summons {card}: face-up in Attack Position (not a Normal "
                     "Summon; it counts as its position change this turn).",
    "position_changed": "{player} changes {card} to {position}.",
    "spell_trap_set": "{player} Sets a card face-down ({card}, {kind}); Setting is not "
                      "activating.",
    "field_spell_replaced.set": "{card} leaves {player}'s Field Zone for the Graveyard "
                                "(replaced; this is not destruction).",
    "field_spell_replaced.activate": "{card} leaves {player}'s Field Zone for the Graveyard to "
                                     "make room for the new Field Spell (this is not "
                                     "destruction).",
    # chains
    "activation.card": "{player} activates {card} ({kind}, Spell Speed {speed})",
    "activation.flip_summon": "{card}'s FLIP effect activates (Spell Speed 1)",
    "activation.flip_after_damage": "After damage calculation, {card}'s FLIP effect activates",
    "chain_link_added": "{what} as Chain Link {number}; {player} may respond.",
    "pass.respond": "{player} passes; {other} may add a Chain Link or pass.",
    "pass.chain_complete": "{player} passes too: both players passed in a row, so the chain is "
                           "complete.",
    "chain_closes": "Neither player adds a Chain Link: the chain resolves.",
    "chain_resolves": Plural(
        "count", one="The chain resolves from the last link to the first ({count} link).",
        other="The chain resolves from the last link to the first ({count} links)."),
    "link.negated": "{link} was negated: none of its effect applies.",
    "link.left_field": "{link} left the field before resolving: a {kind} that is gone applies "
                       "nothing.",
    "link.resolves": "{link} resolves.",
    "link.resolves_anyway": "{link} resolves (it still resolves although it left the field).",
    "chain_over.to_graveyard": "The chain is over: {card} ({kind}) goes to {player}'s "
                               "Graveyard.",
    "chain_over.stays": "{card} ({kind}) stays face-up on the field.",
    # effects
    "effect_part_skipped": "{link} would {what}, but {why}; that part does nothing.",
    "sequence.done.if_you_do": "{link} did the part before \"and if you do\", so the part after it "
                               "is done at the same moment.",
    "sequence.done.then": "{link} did the part before \"then\", so the part after it is done next.",
    "sequence.not_done.if_you_do": "{link} did not do the part before \"and if you do\", so the "
                                   "part after it is not done either.",
    "sequence.not_done.then": "{link} did not do the part before \"then\", so the part after it is "
                              "not done either.",
    "destroyed": "{card} is destroyed and goes to {owner}'s Graveyard.",
    "destroyed.by_link": "{link}: {card} is destroyed and goes to {owner}'s Graveyard.",
    "destroyed.by_battle": "Destroyed by battle: {card} is destroyed and goes to {owner}'s "
                           "Graveyard.",
    "destroyed.to_extra_deck": "{card} is destroyed; a face-up Pendulum Monster, it goes "
                               "face-up to {owner}'s Extra Deck instead of the Graveyard.",
    "destroyed.by_link.to_extra_deck": "{link}: {card} is destroyed; a face-up Pendulum Monster, "
                                       "it goes face-up to {owner}'s Extra Deck instead of the "
                                       "Graveyard.",
    "destroyed.by_battle.to_extra_deck": "Destroyed by battle: {card} is a face-up Pendulum "
                                         "Monster, so it goes face-up to {owner}'s Extra Deck "
                                         "instead of the Graveyard.",
    "pendulum.to_extra_deck": "{card} is a face-up Pendulum Monster leaving the field: it goes "
                              "face-up to {owner}'s Extra Deck instead of the Graveyard.",
    "effect_damage": "{link}: {player} takes {amount} damage ({lp}).",
    "cost.discard": "{player} discards {cards} to activate {card}.",
    "cost.tribute": "{player} Tributes {cards} to activate {card}.",
    "cost.pay_lp": "{player} pays {amount} LP to activate {card} ({lp}).",
    "lp_gained": "{link}: {player} gains {amount} LP ({lp}).",
    "effect_draw": Plural("count", one="{link}: {player} draws {count} card.",
                          other="{link}: {player} draws {count} cards."),
    "effect_draw_empty_deck": "{link}: {player} must draw but the Deck is empty.",
    "atk_changed.lowered": "{link}: {card} loses {amount} ATK until the end of the turn ({before} "
                           "→ {after} ATK).",
    "atk_changed": "{link}: {card} gets {amount:+d} ATK until the end of the turn ({before} → "
                   "{after} ATK).",
    "atk_changed.lowered.lasting": "{link}: {card} loses {amount} ATK for as long as it stays "
                                   "face-up on the field ({before} → {after} ATK).",
    "atk_changed.lasting": "{link}: {card} gets {amount:+d} ATK for as long as it stays face-up "
                           "on the field ({before} → {after} ATK).",
    "link_negated_by": "{link} negates the activation of Chain Link {number} ({card}).",
    "special_summon_no_room": "{link} would Special Summon {card}, but {player}'s five Main "
                              "Monster Zones are full; it stays in {zone}.",
    "special_summoned": "{link}: {card} is Special Summoned from {zone} to {player}'s field in "
                        "{position}.",
    "special_summoned.extra_deck": "{link}: {card} is Special Summoned from {zone} (the older "
                                   "rulebook's \"Fusion Deck\") to {player}'s field in "
                                   "{position}.",
    "returned_to_hand": "{link}: {card} returns to {player}'s hand (from {zone}).",
    "to_deck.shuffled": "{link}: {card} goes from {zone} into {player}'s Deck, which is shuffled.",
    "to_deck.top": "{link}: {card} is placed from {zone} on top of {player}'s Deck.",
    "to_deck.extra": "{link}: {card} goes from {zone} back to {player}'s Extra Deck, where a "
                     "monster of its kind returns instead of the Deck.",
    "sent_to_graveyard": "{link}: {card} is sent to {player}'s Graveyard (from {zone}); it is "
                         "not destroyed.",
    "banished": "{link}: {card} is banished (from {zone}).",
    # the battle
    "battle_phase": "{player} enters the Battle Phase.",
    "attack_declared": "{attacker} attacks {target}.",
    "attack_direct": "{attacker} attacks {player} directly ({player} controls no monster).",
    "no_response_to_attack": "Neither player responds to the attack.",
    "damage_step_timing.atk": "The attack is now at {timing}: Counter Traps and cards that "
                              "directly change ATK or DEF may be activated here.",
    "damage_step_timing.counter": "The attack is now at {timing}: only Counter Traps may be "
                                  "activated here.",
    "no_activation_at_timing": "Neither player activates anything at {timing}: the Damage Step "
                               "goes on.",
    "attacker_gone": "{card} is no longer on the field: its attack ends.",
    "replay": "{player}'s monsters changed after the attack was declared: a replay occurs. "
              "{card} does not go on with this attack; {owner} may declare a new one with it.",
    "face_down_target_flipped": "{card} is flipped face-up in Defense Position before damage "
                                "calculation (not a Flip Summon).",
    "left_before_calculation": "{cards} left the field before damage calculation: no damage is "
                               "calculated and there is no replay; the attack goes on to the "
                               "End of the Damage Step.",
    "battle.both_zero": "{attacker} attacks {target}: neither is destroyed and no damage is "
                        "dealt.",
    "battle.both_destroyed": "{attacker} attacks {target}: both are destroyed and no damage is "
                             "dealt.",
    "battle.destroyed_with_damage": "{attacker} attacks {target}: {card} is destroyed and "
                                    "{damage}.",
    "battle.destroyed": "{attacker} attacks {target}: {card} is destroyed and no damage is "
                        "dealt.",
    "battle.defense_holds": "{attacker} attacks {target}: nothing is destroyed and {damage}.",
    "battle.nothing": "{attacker} attacks {target}: nothing is destroyed and no damage is dealt.",
    "attack_direct.by_effect": "{attacker} attacks {player} directly: its text lets it attack "
                               "directly although {player} controls {count} "
                               "{count:monster|monsters}.",
    "battle.destroyed_piercing": "{attacker} attacks {target}: {card} is destroyed and, as "
                                 "{attacker} inflicts piercing battle damage, {damage}.",
    "battle.destroyed_with_damage.survives": (
        "{attacker} attacks {target}: {card} loses the battle but is not "
        "destroyed, and {damage}."),
    "battle.destroyed.survives": (
        "{attacker} attacks {target}: {card} loses the battle but is not "
        "destroyed, and no damage is dealt."),
    "battle.destroyed_piercing.survives": (
        "{attacker} attacks {target}: {card} loses the battle but is not "
        "destroyed and, as {attacker} inflicts piercing battle damage, {damage}."),
    "equip.equipped": "{link}: {card} is equipped to {monster}, which now has {atk} ATK and "
                      "{defense} DEF.",
    "equip.nothing_to_equip": "{link}: {card} has no face-up monster left to equip, so it goes "
                              "to {owner}'s Graveyard.",
    "equip.destroyed": "{card} is no longer equipped to a face-up monster on the field, so it "
                       "is destroyed and goes to {owner}'s Graveyard.",
    "effect.not_destroyed": "{link}: {card} cannot be destroyed by card effects: it stays "
                            "on the field.",
    "battle.not_destroyed": "{card} cannot be destroyed by battle: it stays on the field.",
    "battle.direct": "{attacker} attacks {player} directly: {damage}.",
    # the end of the Duel
    "lost.lp_zero": "{player}'s LP are 0, so {player} loses the Duel at once.",
    "lost.deck_out": "{player} had to draw a card with an empty Deck, so {player} loses the "
                     "Duel.",
    "won.exodia": "{player} has all five pieces of Exodia the Forbidden One in hand: {player} "
                  "wins the Duel at once, whatever the LP.",
    "duel_drawn": "Both players lose at the same moment: the Duel is a draw and nobody wins.",
    "duel_won": "{player} wins the Duel.",
    # illegal actions
    "illegal.no_such_card": "There is no card '{id}' in this duel.",
    "illegal.battle_phase_turn_one": "Turn 1 is the Duel's first turn: {player}, the player "
                                     "going first, cannot conduct a Battle Phase in it (the "
                                     "older rulebook says the same).",
    "illegal.battle_phase_once": "The Battle Phase comes only once, right after Main Phase 1.",
    "illegal.main2_without_battle": "Main Phase 2 comes only after a Battle Phase; without one, "
                                    "the turn goes from Main Phase 1 to the End Phase "
                                    "(end_turn).",
    "illegal.attack_not_in_battle_phase": "{player} is not in the Battle Phase: attacks are "
                                          "declared in its Battle Step (enter it with "
                                          "battle_phase).",
    "illegal.direct_attack_past_monster": "{player} controls a monster, face-up or face-down, "
                                          "so {card} cannot attack directly.",
    "illegal.attack_target": "{card} cannot be attacked: the target must be a monster {player} "
                             "controls, or “direct”.",
    "illegal.attacker_not_own": "{card} cannot attack: only a monster on {player}'s field can.",
    "illegal.attacker_position": "{card} is in {position}: only a monster in Attack Position "
                                 "can declare an attack.",
    "illegal.attacked_already": "{card} has already attacked this turn: each monster attacks "
                                "once per Battle Phase.",
    "illegal.damage_step_no_attack": "No attack is waiting: a Damage Step comes only after an "
                                     "attack has been declared.",
    "illegal.damage_step_passed": "The attack is already at {now}: the Damage Step's timings "
                                  "come once each, in order, and {timing} has passed.",
    "illegal.damage_step_atk_too_late": "It is {now}: {card} changes ATK, and a card that "
                                        "changes ATK or DEF can be activated in the Damage Step "
                                        "only until damage calculation starts.",
    "illegal.damage_step_excepted": "{card}'s effect says \"(except during the Damage Step)\": "
                                    "it cannot be activated in the Damage Step.",
    "illegal.damage_step_not_allowed": "It is {now}: in the Damage Step only Counter Traps and "
                                       "cards that directly change ATK or DEF can be "
                                       "activated, and {card} ({kind}) is neither; it can be "
                                       "activated once the Damage Step is over.",
    "illegal.activate_monster": "{card} is a monster: only Spell and Trap Cards are activated "
                                "here; a monster's FLIP effect activates by itself when it is "
                                "flipped face-up.",
    "illegal.not_your_priority": "{player} has the chance to respond now, not {owner}: after "
                                 "an activation the other player answers first.",
    "illegal.nothing_to_negate": "{card} negates the activation of the Chain Link below it, and "
                                 "no chain is open: there is nothing to negate, so it cannot be "
                                 "activated as Chain Link 1.",
    "illegal.cannot_negate_this_kind": "{card} can negate only the activation of {kinds}, and "
                                       "Chain Link {number} ({below}) is a {kind}: it has "
                                       "nothing to negate.",
    "illegal.activate_from_zone": "{card} is in {zone}: a Spell is activated from the hand or "
                                  "from the field, a Trap only once it is Set on the field.",
    "illegal.already_face_up": "{card} is already face-up on the field: it was activated "
                               "before and cannot be activated again while it stays there.",
    "illegal.trap_set_this_turn": "{card} was Set this turn: a Trap cannot be activated on the "
                                  "turn it was Set.",
    "illegal.cannot_pay_lp": "{card} costs {amount} LP and its player has {lp}: a cost of more "
                             "LP than one has cannot be paid.",
    "illegal.needs_target": "{card} targets {requirement}: its activation must name such a "
                            "target.",
    "illegal.target_does_not_fit": "{target} cannot be the target of {card}, which targets "
                                   "{requirement}.",
    "illegal.once_per_turn": "{player} already activated a card of this name this turn: {card} "
                             "can be activated only once per turn.",
    "illegal.cost_discard": Plural(
        "count",
        one="{card} costs discarding {count} card from {player}'s hand: the action's “cost” must "
            "name exactly that card, from that hand.",
        other="{card} costs discarding {count} cards from {player}'s hand: the action's “cost” "
              "must name exactly that many, from that hand."),
    "illegal.cost_tribute": Plural(
        "count",
        one="{card} costs Tributing {count} monster {player} controls: the action's “cost” must "
            "name exactly that monster.",
        other="{card} costs Tributing {count} monsters {player} controls: the action's “cost” "
              "must name exactly that many."),
    "illegal.needs_attack_declaration": "{card} can be activated only when an opponent's "
                                        "monster declares an attack, and no such attack is "
                                        "waiting in the Battle Step.",
    "illegal.quick_play_set_this_turn": "{card} was Set this turn: a Set Quick-Play Spell "
                                        "cannot be activated on the turn it was Set.",
    "illegal.trap_in_hand": "{card} is a Trap in the hand: a Trap must be Set first and can be "
                            "activated from the next turn on.",
    "illegal.trap_hand_condition": "{card} can be activated from the hand only while the board "
                                   "its text asks for holds for {player}, and now it does not: "
                                   "otherwise a Trap must be Set first.",
    "illegal.quick_play_from_hand": "{card} is a Quick-Play Spell in the hand: from the hand it "
                                    "can only be activated during its owner's own turn.",
    "illegal.no_zone_to_activate": "{player}'s five Spell & Trap Zones are full: there is no "
                                   "zone to activate {card} in.",
    "illegal.speed_one_response": "{card} is a {kind} (Spell Speed 1): it cannot be activated "
                                  "in response to anything; it can only be Chain Link 1, when "
                                  "no chain is open.",
    "illegal.speed_one_timing": "{card} is a {kind} (Spell Speed 1): only the turn player can "
                                "activate it, in their own Main Phase 1 or 2.",
    "illegal.lower_spell_speed": "{card} is Spell Speed {speed}, lower than Chain Link {number} "
                                 "({top}, Spell Speed {top_speed}): a response must be of equal "
                                 "or higher Spell Speed.",
    "illegal.nothing_to_pass": "There is nothing to pass on: no chain is open and no attack is "
                               "waiting for responses.",
    "illegal.not_turn_players_card": "{card} belongs to {owner}, and only the turn player "
                                     "({player}) can {doing}.",
    "illegal.not_main_phase": "{player} cannot {doing} during {phase}: only in Main Phase 1 or "
                              "2.",
    "illegal.summon_not_in_hand": "{card} is not a monster in {owner}'s hand: only a monster in "
                                  "the hand can be Normal Summoned or Set.",
    "illegal.second_normal_summon": "{player} has already Normal Summoned or Set a monster this "
                                    "turn: that can be done only once per turn.",
    "illegal.cannot_normal_summon": "{card} cannot be Normal Summoned or Set: its text or its "
                                    "kind says so.",
    "illegal.tribute_count": Plural(
        "count", one="{card} is Level {level}, so it needs {need}; {count} was given.",
        other="{card} is Level {level}, so it needs {need}; {count} were given."),
    "illegal.tribute_not_own": "{card} cannot be Tributed: a Tribute must be a monster {player} "
                               "controls on the field.",
    "illegal.monster_zones_full": "{player}'s five Main Monster Zones are full: there is no "
                                  "zone for {card}.",
    "illegal.not_monster_on_field": "{card} is not a monster on {owner}'s field.",
    "illegal.flip_summon_face_up": "{card} is already face-up: only a face-down Defense "
                                   "Position monster can be Flip Summoned.",
    "illegal.flip_summon_set_this_turn": "{card} was Set this turn: a monster cannot be Flip "
                                         "Summoned on the turn it was Set.",
    "illegal.flip_summon_position_changed": "{card} has already changed its battle position "
                                            "this turn.",
    "illegal.position_face_down": "{card} is face-down: turning it face-up in Attack Position "
                                  "is a Flip Summon (flip_summon), not a change of position.",
    "illegal.position_on_arrival": "{card} came to the field this turn: its battle position "
                                   "cannot be changed on the turn it was summoned or Set.",
    "illegal.position_once": "{card} has already changed its battle position this turn: once "
                             "per turn.",
    "illegal.position_after_attack": "{card} attacked this turn, so its battle position cannot "
                                     "be changed until the next turn.",
    "illegal.set_not_spell_trap": "{card} is not a Spell or Trap in {owner}'s hand.",
    "illegal.spell_trap_zones_full": "{player}'s five Spell & Trap Zones are full.",
    # invalid input (each follows the path of the value it is about)
    "input.duplicate_id": "duplicate id '{id}' (first used at {first})",
    "input.field_only": "only a card on the field can have this",
    "input.unknown_step": "unknown step (known steps: {known})",
    "input.ygo.no_battle_phase_turn_one": "turn 1 has no Battle Phase: the first player cannot "
                                          "conduct one ({rule})",
    "input.ygo.field_spell_only": "must be a Field Spell (kind: spell, spell_type: field)",
    "input.ygo.too_many_monsters": "has too many monsters: a player has {most} Main Monster "
                                   "Zones, so at most {most} monsters ({rule})",
    "input.ygo.too_many_spells_traps": "has too many cards: a player has {most} Spell & Trap "
                                       "Zones, so at most {most} cards ({rule}; a Field Spell "
                                       "goes in field_spell)",
    "input.ygo.too_many_extra_deck": "has too many cards: an Extra Deck holds at most {most} "
                                     "({rule})",
    "input.ygo.monster_here": "a card here must be a monster",
    "input.ygo.spell_trap_here": "a card here must be a Spell or a Trap",
    "input.ygo.field_spell_elsewhere": "a Field Spell goes in `field_spell`, not in a Spell & "
                                       "Trap Zone ({rule})",
    "input.ygo.same_cost_twice": "names the same card twice",
    "input.ygo.same_tribute_twice": "names the same monster twice",
    "input.ygo.card_id": "must be a card id",
    "input.ambiguous_card_name": "{count} cards are named '{name}' ({numbers}): give the "
                                 "password of the one you mean",
    "input.no_printed_card": "no card {number}: give its password (8 digits, as printed) or "
                             "a name that one card alone bears (card data is imported with "
                             "import_cards)",
    "input.ygo.negates_without_negate": "only a card whose effect has a `negate` step has this",
    "input.ygo.nested_too_deep": "`if_you_do` and `then` steps nest at most {most} deep",
    "input.ygo.position_of_monsters_only": "only monsters have a position: give a position only "
                                           "with `what: monsters`",
    "input.ygo.negates_empty": "must name at least one of: {choices}",
    "input.ygo.reserved_id": "'{id}' is a reserved word",
    "activation.ignition": "{player} activates {card}'s Ignition Effect (Spell Speed {speed})",
    "activation.spell_graveyard": "{player} activates the effect of {card} in the Graveyard "
                                  "(Spell Speed {speed})",
    "illegal.spell_graveyard_timing": "The effect of {card} in the Graveyard has Spell Speed 1: "
                                      "it can only be activated in its controller's own Main "
                                      "Phase, as Chain Link 1 while no chain is open.",
    "activation.quick": "{player} activates {card}'s Quick Effect (Spell Speed {speed})",
    "activation.trigger": "{player} activates {card}'s Trigger Effect (Spell Speed {speed})",
    "illegal.no_such_effect": "{card} has no activated effect with the index {number} (the "
                              "effects are counted from 0).",
    "illegal.effect_from_zone": "This effect of {card} is activated from {where}, but the card "
                                "is in {zone}.",
    "illegal.effect_face_down": "{card} is face-down: a monster's effect is activated from the "
                                "field only while it is face-up.",
    "illegal.ignition_timing": "{card}'s Ignition Effect can only be activated in its "
                               "controller's own Main Phase, as Chain Link 1 while no chain is "
                               "open.",
    "illegal.trigger_no_event": "{card}'s Trigger Effect answers an event that has not just "
                                "happened: {event}.",
    "illegal.missed_timing": "{card}'s effect is worded \"when ... you can\" and its event "
                             "({event}) was not the last thing that happened: it missed the "
                             "timing.",
    "illegal.trigger_in_chain": "{card}'s Trigger Effect has Spell Speed 1: it can join a chain "
                                "only beside other Trigger Effects of the same moment.",
    "illegal.effect_once_by_name": "{player} already used this effect of a card named like "
                                   "{card} this turn: it can be used only once per turn.",
    "illegal.effect_once_per_copy": "This effect of {card} was already used this turn: each "
                                    "copy can use it only once per turn.",
    "illegal.effect_once_shared": "{player} already used an effect of {card} or of a card with "
                                  "the same name this turn: only one of its effects can be used "
                                  "per turn, and only once.",
    "trigger_event.normal_summoned": "this card is Normal Summoned",
    "trigger_event.special_summoned": "this card is Special Summoned",
    "trigger_event.summoned": "this card is Summoned",
    "trigger_event.sent_to_graveyard": "this card is sent to the Graveyard",
    "trigger_event.sent_to_graveyard_by_effect": "this card is sent to "
                                                  "the Graveyard by a card effect",
    "trigger_event.sent_from_field_to_graveyard": "this card is sent from the field to the "
                                                  "Graveyard",
    "input.ygo.trigger_needs_event": "a Trigger Effect needs the event it answers (one of "
                                     "{choices})",
    "input.ygo.event_of_trigger_only": "only a Trigger Effect answers an event",
    "cost.self_tribute": "{player} Tributes {card} itself as the cost of its effect.",
    "cost.self_discard": "{player} discards {card} itself as the cost of its effect.",
    "cost.self_banish": "{player} banishes {card} itself from the Graveyard as the cost of its "
                        "effect.",
    "input.ygo.cost_self_from": "a monster gives itself up as this cost only with "
                                "`from: {where}`",
    "input.ygo.spell_effect_graveyard": "a Spell's effect other than its activation is "
                                        "activated from its Graveyard here (from: graveyard, "
                                        "type: ignition)",
    "input.ygo.only_monsters": "only monsters have this",
    "input.ygo.only_spells": "only Spells have this",
    "input.ygo.only_traps": "only Traps have this",
    "input.ygo.only_spells_traps": "only Spells and Traps have this",
    "input.ygo.effect_on_monster": "only Spells and Traps have this; a monster's FLIP effect "
                                   "goes under `flip`",
    # the verdict
    "verdict.illegal": "Action {number} cannot be taken ({rule}): {reason}",
    "verdict.battle": "{battle}",
    "verdict.win": "{winner} wins the Duel: {reason}.",
    "verdict.win.lp": "{loser}'s LP fell to 0",
    "verdict.win.deck_out": "{loser} had to draw from an empty Deck",
    "verdict.win.exodia": "{winner} holds all five pieces of Exodia",
    "verdict.draw": "The Duel is a draw: both players' LP reached 0 at the same moment.",
    # taking a described card from one's own Deck, hand or GY (fetch, 5-3-13)
    "pick.requirement": "{what} in {where}",
    "pick.requirement.details": "{what} in {where} ({details})",
    "pick.what.monster": "a monster",
    "pick.what.spell": "a Spell",
    "pick.what.trap": "a Trap",
    "pick.what.spell_trap": "a Spell or Trap",
    "pick.what.card": "a card",
    "pick.from.deck": "your Deck",
    "pick.from.hand": "your hand",
    "pick.from.graveyard": "your Graveyard",
    "pick.named": "named {names}",
    "pick.archetype": "of the \"{archetype}\" archetype",
    "pick.level": "Level {level}",
    "pick.level_max": "Level {level} or lower",
    "pick.level_min": "Level {level} or higher",
    "pick.except": "not {names}",
    "illegal.needs_pick": "{card} takes {requirement}: its activation must name the card its "
                          "player takes (pick), since the player chooses it.",
    "illegal.pick_does_not_fit": "{card} cannot take {pick}: it takes {requirement}.",
    "would.fetch.hand": "add a card to the hand",
    "would.fetch.graveyard": "send a card to the Graveyard",
    "would.fetch.field": "Special Summon a monster",
    "why.no_pick": "no card was named to take",
    "why.pick_gone": "{card} is no longer there to take (it is in {zone})",
    "fetched.hand": "{link}: {player} adds {card} from {zone} to their hand and shows it.",
    "fetched.graveyard": "{link}: {player} sends {card} from {zone} to the Graveyard.",
    "would.fetch.set": "Set a Spell or Trap",
    "why.zones_full": "every Spell & Trap Zone of theirs is in use",
    "why.not_spell_trap": "it is not a Spell or Trap",
    "fetched.set": "{link}: {player} Sets {card} from {zone} face-down in their Spell & Trap "
                   "Zone.",
    "fetched.set.field": "{link}: {player} Sets {card} from {zone} face-down in their Field "
                         "Zone.",
    "illegal.no_zone_to_set": "{card} Sets a card from the Deck, but {player} has no free Spell "
                              "& Trap Zone for it.",
    "deck_shuffled": "{link}: {player} shuffles their Deck.",
    # a battle position changed by an effect (change_position, 9-2-7)
    "would.change_position": "change a monster's battle position",
    "would.change_position_card": "change the battle position of {card}",
    "why.link_position": "a Link Monster is always in Attack Position",
    "why.already_position": "it is already in {position}",
    "position_changed.by_effect": "{link}: {card} is changed to {position}.",
    "illegal.mandatory_trigger": "{card}'s Trigger Effect (effect {number}) is mandatory and "
                                 "answers what just happened: it must be activated before "
                                 "anything else is done.",
    "cost.self_send": "{player} sends {card} itself from the hand to the Graveyard as the cost "
                      "of its effect.",
    "cost.self_reveal": "{player} reveals {card} in the hand as the cost of its effect; it "
                        "stays there.",
    "cost.detach": Plural(
        "count",
        one="{player} detaches {count} material from {card} as the cost of its effect; it goes to "
            "the Graveyard ({left} left).",
        other="{player} detaches {count} materials from {card} as the cost of its effect; they go "
              "to the Graveyard ({left} left).",
    ),
    "illegal.cost_detach": (
        "{card} must detach {count} {count:material|materials} to activate this effect, and has "
        "{have}."
    ),
    "trigger_event.tribute_summoned": "this card is Tribute Summoned",
    "trigger_event.flip_summoned": "this card is Flip Summoned",
    "trigger_event.normal_or_flip_summoned": "this card is Normal or Flip Summoned",
    "trigger_event.any_summoned": "this card is Normal, Special or Flip Summoned",
    "trigger_event.destroyed_by_battle": "this card is destroyed by battle",
    "trigger_event.destroyed_by_effect": "this card is destroyed by a card effect",
    "trigger_event.destroyed": "this card is destroyed",
    "trigger_event.destroyed_a_monster": "this card destroys a monster by battle",
    "trigger_event.inflicted_battle_damage": "this card inflicts battle damage to the opponent",
    "trigger_event.inflicted_direct_damage": "this card inflicts battle damage by a direct "
                                             "attack",
    "trigger_event.banished": "this card is banished",
    "trigger_event.your_standby_phase": "during its controller's Standby Phase",
    "trigger_event.standby_phase": "during a Standby Phase",
    "trigger_event.opponent_standby_phase": "during the Standby Phase of its controller's "
                                            "opponent",
    "trigger_event.your_end_phase": "during its controller's End Phase",
    "trigger_event.end_phase": "during an End Phase",
    "trigger_event.opponent_end_phase": "during the End Phase of its controller's opponent",
    "illegal.phase_trigger": "{card}'s effect can only be activated {event}; the game is now in "
                             "{now} of {player}'s turn.",
    "illegal.phase_trigger_used": "{card}'s effect was already activated in this phase: it is "
                                  "activated once for each phase ({event}).",
    "illegal.mandatory_phase_trigger": "{card}'s Trigger Effect (effect {number}) is "
                                       "mandatory: it must be activated in {phase} of "
                                       "{player}'s turn, which this step would go "
                                       "through without it.",
    "main1": "{player} goes on to Main Phase 1.",
    "illegal.end_phase_from": "The End Phase is entered from a Main Phase or the Battle Phase, "
                              "not from {phase}.",
    "illegal.main1_from": "Main Phase 1 comes right after the Standby Phase; the turn is now in "
                          "{phase}.",
    "doing.synchro_summon": "Synchro Summon",
    "doing.xyz_summon": "Xyz Summon",
    "monster_kind.synchro": "Synchro Monster",
    "monster_kind.xyz": "Xyz Monster",
    "extra_summoned.synchro": "{player} Synchro Summons {card} from the Extra Deck in {position}, "
                              "sending {materials} to the Graveyard as Synchro Material.",
    "extra_summoned.xyz": "{player} Xyz Summons {card} from the Extra Deck in {position}, on top "
                          "of {materials} as its Xyz Materials.",
    "illegal.extra_summon_where": "{card} is not a {kind} in {owner}'s Extra Deck: only such a "
                                  "monster is summoned this way.",
    "illegal.extra_summon_forbidden": "{card}'s text says it cannot be Special Summoned, by any "
                                      "procedure.",
    "illegal.effect_turn_sent": "{card} was sent to the Graveyard this turn: its text lets this "
                                "effect be activated only in a later turn.",
    "illegal.material_not_face_up": "{card} is not a face-up monster {player} controls: only "
                                    "those can be its materials.",
    "illegal.synchro_materials": "A Synchro Summon of {card} needs exactly one Tuner and the "
                                 "non-Tuners its text asks for; the materials named hold "
                                 "Tuners: {tuners}, non-Tuners: {others}.",
    "illegal.material_without_level": "Every material of the Synchro Summon of {card} needs a "
                                      "Level: an Xyz Monster has a Rank and a Link Monster none.",
    "illegal.synchro_levels": "The Levels of the materials add up to {total}, but {card} is "
                              "Level {level}: they must add up exactly.",
    "illegal.xyz_count": "An Xyz Summon of {card} takes {least} to {most} materials, not "
                         "{count}.",
    "illegal.xyz_levels": "Every material of the Xyz Summon of {card} must be a monster of "
                          "Level {level}.",
    "input.ygo.same_material_twice": "names the same material twice",
    "input.ygo.materials_max_below_min": "is below `min`",
    "trigger_event.synchro_summoned": "this card is Synchro Summoned",
    "trigger_event.xyz_summoned": "this card is Xyz Summoned",
    "trigger_event.synchro_material": "this card is sent to the Graveyard as Synchro Material",
    "trigger_event.flipped": "this card is flipped face-up",
    "trigger_event.normal_summoned_or_flipped": "this card is Normal Summoned or flipped face-up",
    "trigger_event.declared_attack": "this card declares an attack",
    "trigger_event.destroyed_by_opponent": "this card is destroyed by an opponent's card",
    "trigger_event.destroyed_by_opponent_effect": "this card is destroyed by an opponent's card "
                                                  "effect",
    "trigger_event.destroyed_by_battle_or_opponent_effect": "this card is destroyed by battle or "
                                                            "by an opponent's card effect",
    "trigger_event.opponent_attack_declared": "a monster of its controller's opponent declares an "
                                              "attack",
    "trigger_event.opponent_direct_attack_declared": "a monster of its controller's opponent "
                                                     "declares a direct attack",
    "trigger_event.tributed": "this card is Tributed",
    "trigger_event.discarded": "this card is discarded",
    "trigger_event.special_summoned_from_hand": "this card is Special Summoned from the hand",
    "trigger_event.special_summoned_from_graveyard": "this card is Special Summoned from the "
                                                     "Graveyard",
    "illegal.effect_during": "{card}'s Quick Effect can only be activated {during}.",
    "during.opponent_turn": "during the opponent's turn",
    "during.main_phase": "during a Main Phase",
    "during.opponent_main_phase": "during the opponent's Main Phase",
    # restrictions and facts printed on cards (restrictions.py; 5-4, 8-4-7, 12-8-4)
    "illegal.only_one": "{player} already controls {other} face-up and can only control 1 card "
                        "of that name: {card} cannot be Summoned face-up or activated while it "
                        "stays.",
    "why.only_one": "{other} is already face-up on its owner's field, and only 1 card of that "
                    "name can be controlled",
    "only_one.destroyed": "{card} is turned face-up while {owner} already controls {other} "
                          "face-up, and only 1 card of that name can be controlled: the game "
                          "destroys it and it goes to {owner}'s Graveyard.",
    "why.summon_procedure": "its text says it can only be Special Summoned by {procedure}",
    "why.summoned_only_by": "its text says it can only be Special Summoned by the effect of "
                            "“{name}”",
    "why.cannot_special_summon_from": "its text says it cannot be Special Summoned from "
                                      "{zone}",
    "takes_no_damage": "{player} takes no battle damage: the text of {card} says so (the "
                       "{amount} damage is not dealt)",
    "battle.not_destroyed.atk": "{card} cannot be destroyed by battle with a monster that has "
                                "{atk} or more ATK: it stays on the field.",
    "position_changed.after_attack": "End of the Damage Step: {card} attacked, so its text "
                                     "changes it to Defense Position.",
    "illegal.no_direct_attack": "{card} cannot attack directly: its text says so.",
    "illegal.attacked_enough": "{card} already declared its {count} attacks this Battle Phase.",
    "illegal.untargetable": "{target} cannot be targeted by the card effects of {player}'s "
                            "opponent, as its text says: {card} cannot choose it.",
    "illegal.one_way_only": "{card} cannot be Summoned by {procedure}: {why}.",
    "position_changed.after_battle_phase": "End of the Battle Phase: {card} attacked, so its "
                                           "text changes it to Defense Position.",
    "procedure.fusion": "Fusion Summon",
    "procedure.synchro": "Synchro Summon",
    "procedure.xyz": "Xyz Summon",
    "procedure.link": "Link Summon",
    "procedure.ritual": "Ritual Summon",
    "battle.neither_destroyed": "{card} is not destroyed: the text of {by} says neither "
                                "monster can be destroyed by this battle.",
    "input.ygo.one_way_only": "give exactly one of: {keys}",
}
MESSAGES.update(FIELDS["en"])  # a printed card's fields in the notes
MESSAGES.update(KINDS["en"])  # Types and Attributes as the cards print them
MESSAGES.update(COSTS["en"])  # costs of described cards, "Activate 1 of these effects"
MESSAGES.update(CHAIN_NEGATION["en"])  # negating a Chain Link's activation or effect
MESSAGES.update(FUSION_SUMMONS["en"])  # Fusion and Ritual Summons by an effect (8-5-1, 8-5-2)
MESSAGES.update(LINKS["en"])  # Link Summons (8-5-5, 8-5-7)
MESSAGES.update(XYZ["en"])  # Xyz Summons and Xyz Materials (8-5-4, 4-4-3)
MESSAGES.update(NEGATION["en"])  # cards whose effects are negated for a while (5-5)
MESSAGES.update(MOVES["en"])  # the top cards of a Deck sent to the GY (3-7-3)
MESSAGES.update(CONDITIONS["en"])  # Trigger Effects on an event with a cause (5-1-3)
MESSAGES.update(LEAVING["en"])  # banished when it leaves the field (8-4-10)
MESSAGES.update(PROCEDURES["en"])  # a monster's own ways of being summoned
MESSAGES.update(SUMMONS["en"])  # the moments around a Summon (summon_window.py)
MESSAGES.update(BATTLE["en"])  # effects on the battle: an attack negated, the Battle Phase ended
MESSAGES.update(EQUIP_CARDS["en"])  # Traps that become Equip Cards, what they give
MESSAGES.update(ACTIONS["en"])  # the actions of the best-known Spells (control)
MESSAGES.update(SUMMON_LOCKS["en"])  # Special Summons forbidden for the turn (5-2-10)
MESSAGES.update(CONTINUOUS["en"])  # Continuous Effects on ATK and DEF (5-1-1)
MESSAGES.update(TOKENS["en"])  # Tokens (4-7)
MESSAGES.update(COUNTERS["en"])  # counters (4-8)
MESSAGES.update(MODAL["en"])  # "Activate 1 of these effects": each once per turn
MESSAGES.update(LEVELS["en"])  # a Level raised or lowered (4-2-2)
MESSAGES.update(TAIL["en"])  # activation conditions read late: Battle Phase timings (5-1-4)
MESSAGES.update(IMMUNITY["en"])  # a monster that keeps its opponent from answering it
MESSAGES.update(TALLIES["en"])  # amounts counted "for each" card (5-3-20)
MESSAGES.update(TAIL_STEPS["en"])  # a second attack this turn, a random discard
MESSAGES.update(GRANTED["en"])  # the additional Normal Summon a card gives (8-1-7)
MESSAGES.update(PENDULUM["en"])  # Pendulum Scales and their Pendulum Effects (3-6, 5-1-6)
MESSAGES.update(FIELD_CARD_EFFECTS["en"])  # face-up Continuous/Field cards (10-5-1)
MESSAGES.update(STCONDS["en"])  # a Spell's or Trap's condition on the board (5-2-4)
MESSAGES.update(CHANCE["en"])  # a coin tossed, a die rolled (5-3-23)
MESSAGES.update(TIMING["en"])  # the End Phase of the turn a monster was Normal Summoned (7-7-5)
MESSAGES.update(UNIONS["en"])  # Union monsters: equip or unequip once per turn (4-3-5)
MESSAGES.update(RITUAL_FUSION_MORE["en"])  # Ritual Summons from the GY or Deck (8-5-1)
MESSAGES.update(CHOSEN["en"])  # a card chosen as the effect resolves (5-3-22)
MESSAGES.update(DIRECT_TURN["en"])  # a direct attack allowed this turn (12-3-10)
MESSAGES.update(LEVEL_ALL["en"])  # the Levels of all monsters of a kind (4-2-2)
MESSAGES.update(RANK_UP["en"])  # an effect's Xyz Summon on top of a monster (8-5-15)
MESSAGES.update(TRAPMON["en"])  # cards that stay for a while, what they hold (10-5-4)
MESSAGES.update(HAND_PICKS["en"])  # a card taken from the opponent's hand, looked at (5-3-24)
MESSAGES.update(TRAP_MONSTERS["en"])  # a Trap Special Summoned by its own effect (4-6-5)
MESSAGES.update(SYNCHRO["en"])  # Synchro Materials as the first line lists them (8-5-12)
MESSAGES.update(BATTLE_LOCKS["en"])  # no Battle Phase the turn a card is activated (5-2-13)
MESSAGES.update(NORMAL_LOCKS["en"])  # no Normal Summon the turn a card is activated (5-2-15)
MESSAGES.update(ARROWS["en"])  # where monsters stand, where Link Arrows point (4-4-7)
MESSAGES.update(DONE_COUNTS["en"])  # "for each card destroyed" by the part before (5-3-20)
MESSAGES.update(LATER["en"])  # monsters Summoned to leave in a later End Phase (7-7-8)
MESSAGES.update(ATTACK_RIDERS["en"])  # monsters Summoned unable to attack (12-3-21)
MESSAGES.update(LATER_BANISH["en"])  # monsters banished until a later phase (7-7-9)
MESSAGES.update(END_UPKEEP["en"])  # a monster's price to stay in each End Phase (7-7-11)
MESSAGES.update(CONTROL_WHILE["en"])  # control while a card stays face-up (3-10-6)
MESSAGES.update(SET_CARDS["en"])  # a card Set that can be activated this turn (10-3-2)
MESSAGES.update(SUBSTITUTES["en"])  # a Graveyard card banished instead of a destruction (5-3-16)
MESSAGES.update(ACTIVATION_RIDERS["en"])  # riders on activation (5-2-17, 5-1-11)
MESSAGES.update(TREATED_SUMMON["en"])  # from the Extra Deck, treated as a Fusion Summon... (8-5-16)
MESSAGES.update(OWN_LEAVING["en"])  # what a monster's own text does as it leaves (5-4-9, 7-1-5)
MESSAGES.update(ONLY_KINDS["en"])  # only 1 of a kind, or only 1 on the field (5-4-7)
MESSAGES.update(TOONS["en"])  # a monster's own text on when it may attack (12-3-15)
MESSAGES.update(STAT_CHANGES["en"])  # a monster's DEF raised or lowered by an effect (4-2-5)
MESSAGES.update(PROTECT_TURN["en"])  # indestructible this turn by a resolved effect (5-3-17)
MESSAGES.update(EXCAVATE["en"])  # the top card of a Deck excavated, by what it is (5-3-26)
MESSAGES.update(DAMAGE_START["en"])  # the Start of the Damage Step of an attack (12-4-14)
MESSAGES.update(NEXT_ATTACK["en"])  # "negate the next attack this turn" (12-3-22)
MESSAGES.update(DRAWN_ATTACKS["en"])  # "... must attack this card" (12-3-18)
MESSAGES.update(BECOMES["en"])  # a Tuner by the way it was Synchro Summoned (8-5-14)
MESSAGES.update(FACE_FLIPS["en"])  # a face-up monster turned face-down (5-1-3, 9-2-6)
MESSAGES.update(DISCARD_CHECK["en"])  # by what the discarded card was (5-3-27)
MESSAGES.update(XYZ_DETACH["en"])  # Xyz Materials detached by an effect, not a cost (4-4-9)
MESSAGES.update(TURN_LOCKS["en"])  # what a card forbids for the turn (12-3-15, 5-2-10)
MESSAGES.update(EQUIPPED_MONSTERS["en"])  # monsters a monster equips to itself (10-4-9, 10-4-10)
MESSAGES.update(UNAFFECTED["en"])  # a card unaffected by an effect (5-3-29)
MESSAGES.update(STAT_SETS["en"])  # an ATK or DEF set to a value (4-2-8)
MESSAGES.update(LINK_ZONES["en"])  # linked and co-linked monsters (4-4-10)
MESSAGES.update(END_PHASE_CHANGES["en"])  # ATK/DEF changed until the End Phase (7-7-12)
MESSAGES.update(GY_BANISH["en"])  # banished instead of going to the Graveyard (5-4-10)
MESSAGES.update(LATER_CHANGES["en"])  # ATK/DEF changed past the end of the turn (7-7-13)
MESSAGES.update(XYZ_CARDS["en"])  # Xyz Materials named as cards (4-4-11)
MESSAGES.update(STZONE["en"])  # Monster Cards placed as Continuous Spells (3-4-5, 3-4-6)
MESSAGES.update(RUNICK["en"])  # Deck top banished, Extra Monster Zone, Battle Phase skip
MESSAGES.update(COUNTER_TRAPS["en"])  # right after each Counter Trap Card resolves (11-1-10)
MESSAGES.update(COST_MORE["en"])  # costs read since: 10-4-11, 5-2-21, 5-2-22
MESSAGES.update(OWN_EVENTS["en"])  # a monster leaving the field, added to the hand, targeted
MESSAGES.update(SPELLS_GATE["en"])  # a later part asked as it is done (5-2-24)
MESSAGES.update(COUNTER_HOLDERS["en"])  # "a monster with an A-Counter" (4-8-11)
MESSAGES.update(DECLARED["en"])  # a Level declared as the effect is activated (5-2-25)
MESSAGES.update(SUMMONED_BY["en"])  # by its own effect, or first by a named card (8-4-12)
MESSAGES.update(TO_OPPONENT["en"])  # summoned to the opponent's field by Tributing (8-4-13)
MESSAGES.update(BOUND_SUMMONS["en"])  # Special Summoned bound to attack (12-3-23)
MESSAGES.update(BOND_MOVES["en"])  # a bound monster banished as its card leaves (10-4-4)
MESSAGES.update(REFLECTED["en"])  # battle damage taken in place of the other (12-8-7)
MESSAGES.update(GEMINI_EFFECTS["en"])  # a Gemini monster given its effects (8-1-12)
MESSAGES.update(ATTACK_TURN_BANS["en"])  # attacks forbidden the turn it is activated (5-2-26)
MESSAGES.update(DECK_ADD_BANS["en"])  # no adds from the Deck the turn it is activated (5-2-27)
MESSAGES.update(EFFECT_BANS["en"])  # monster effects restricted for the rest of the turn (5-2-28)
MESSAGES.update(BATTLE_EXTRAS["en"])  # a monster's own battles (12-8-8, 12-3-24)
MESSAGES.update(CHAIN_LOCKS["en"])  # activations that cannot be negated (11-3-5)
MESSAGES.update(EFFECT_FLIPS["en"])  # a FLIP effect after an effect flipped it (5-1-5)
MESSAGES.update(POSITION_LOCKS["en"])  # no change of battle position (9-2-11)
MESSAGES.update(GIVE_CONTROL["en"])  # a monster given to the opponent (3-10-7)
MESSAGES.update(TRIBUTES_OF_KIND["en"])  # Tributes of the kind its text names (8-2-7)
MESSAGES.update(ZONE_LOCKS["en"])  # Special Summons spared from one zone only (5-2-32)
MESSAGES.update(ATTACKS_TURN["en"])  # attacks on monsters allowed this turn (12-3-25)
MESSAGES.update(IGNORING["en"])  # Summoning conditions ignored (8-4-14)
MESSAGES.update(NON_EFFECT["en"])  # "a non-Effect Monster" in a description (4-3-2)
MESSAGES.update(COLUMNS["en"])  # cards in one column across the field (3-11-1, 3-11-2)
MESSAGES.update(COIN_CALLS["en"])  # a coin called before it is tossed (5-3-33)
MESSAGES.update(LASTING_LEVELS["en"])  # Levels raised by face-up cards (5-1-17)
MESSAGES.update(LEVEL_CAPS["en"])  # a Level raised up to a maximum (4-2-9)
MESSAGES.update(HAND_GRANTS["en"])  # cards activated from the hand by another card (10-3-5)
MESSAGES.update(COUNTER_ATTACKS["en"])  # counters each attack declaration (4-8-13)
MESSAGES.update(GEMINI_TEXTS["en"])  # a Gemini monster's own text applying (4-2-8, 8-5-14)
MESSAGES.update(COUNTED_SUMMONS["en"])  # monsters Special Summoned together (8-7-3)
MESSAGES.update(FACE_DOWN_MASS["en"])  # every monster but face-up ones of a kind (9-1-5)
MESSAGES.update(COLUMN_GRANTS["en"])  # effects given to monsters by column (3-11-3)
MESSAGES.update(EQUIP_UNAFFECTED["en"])  # a monster its Equip Card makes unaffected (10-4-7)
MESSAGES.update(RETURNED["en"])  # another monster returned to the hand (5-3-11)
MESSAGES.update(RITUAL_ENTIRE["en"])  # the only Tribute a Ritual Summon needs (8-5-18)
MESSAGES.update(POSITION_ALL["en"])  # all monsters of a kind to one battle position (9-2-12)
MESSAGES.update(PENDULUM_GUARDS["en"])  # Pendulum Summons a Pendulum Scale keeps (5-3-32)
MESSAGES.update(RITUAL_GRAVEYARD["en"])  # a Ritual's Tribute banished from the GY (8-5-19)
MESSAGES.update(ANSWERS["en"])  # answering an activation, not negating it (11-1-11)
MESSAGES.update(EQUIP_CARD_COSTS["en"])  # any Equip Card given up as a cost (10-4-11)
MESSAGES.update(COST_COUNTED["en"])  # a cost's count chosen at activation (5-2-33)
MESSAGES.update(NAMED_ATTACK_BANS["en"])  # the named monsters' attacks that turn (5-2-26)
MESSAGES.update(TARGET_WORDS["en"])  # targets "with different names", in two places (5-2-3)
MESSAGES.update(ATTACK_INVOLVING["en"])  # attacks involving the card, its target's controller
MESSAGES.update(PROCEDURE_RIDERS["en"])  # what its own procedure gives a monster (8-4-16)
MESSAGES.update(FORBID_LOCKS["en"])  # monsters a face-up card forbids (5-2-14)
MESSAGES.update(DETACHED["en"])  # detached as its Xyz Monster's cost (4-4-12)
MESSAGES.update(HALVED_DAMAGE["en"])  # battle damage a monster's text halves (12-8-9)
MESSAGES.update(PIERCING_TURN["en"])  # piercing battle damage this turn (12-6-4)
MESSAGES.update(SUMMON_BOTH["en"])  # the monster itself Summoned with another (8-7-3)
MESSAGES.update(KEPT_SENDS["en"])  # a monster sent to the GY by its own kept_if (5-4-6)
MESSAGES.update(RATED_SUMMON["en"])  # Link Rating = cost's count (5-2-34, 8-5-20)
MESSAGES.update(HOW_MOVED["en"])  # how the card moved, for its trigger (5-1-18)
MESSAGES.update(COUNTER_REMOVAL["en"])  # its own counters removed, or else (4-8-15)
MESSAGES.update(TOP_CARD_PLACED["en"])  # a Deck's top card looked at, placed (5-3-35)
MESSAGES.update(ATTACK_AGAIN["en"])  # one more attack "in a row" (12-3-27)
