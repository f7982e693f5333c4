"""Événements de Yu-Gi-Oh! en français, avec les termes des règles officielles françaises."""
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
    "card.atk": "{card} (ATK {atk})",
    "card.def": "{card} (DEF {defense})",
    "card.face_down": "{card} (face verso)",
    "kind.monster": "monstre",
    "kind.spell_graveyard_effect": "effet d'une Magie dans le Cimetière",
    "kind.spell.normal": "Magie Normale",
    "kind.spell.quick-play": "Magie Jeu-Rapide",
    "kind.spell.continuous": "Magie Continue",
    "kind.spell.equip": "Magie d'Équipement",
    "kind.spell.field": "Magie de Terrain",
    "kind.spell.ritual": "Magie Rituelle",
    "kind.trap.normal": "Piège Normal",
    "kind.trap.continuous": "Piège Continu",
    "kind.trap.counter": "Contre-Piège",
    "negatable.spell": "d'une Carte Magie",
    "negatable.trap": "d'une Carte Piège",
    "negatable.monster": "d'un effet de monstre",
    "either": "{first} ou {second}",
    "position.attack": "Position d'Attaque",
    "position.defense": "Position de Défense face recto",
    "position.set": "Position de Défense face verso",
    "zone.hand": "la main",
    "zone.deck": "le Deck",
    "zone.extra_deck": "l'Extra Deck",
    "zone.monsters": "une Zone Monstre",
    "zone.spells_traps": "une Zone Magie & Piège",
    "zone.field_spell": "la Zone Terrain",
    "zone.graveyard": "le Cimetière",
    "zone.banished": "les cartes bannies",
    "zone.limbo": "aucune zone",
    "phase.draw": "la Draw Phase",
    "phase.standby": "la Standby Phase",
    "phase.main1": "la Main Phase 1",
    "phase.battle": "la Battle Phase",
    "phase.main2": "la Main Phase 2",
    "phase.end": "la End Phase",
    "timing.start": "l'ouverture de la Damage Step",
    "timing.before_damage_calculation": "la Damage Step, avant le calcul des dommages",
    "timing.damage_calculation": "la Damage Step, pendant le calcul des dommages",
    "timing.after_damage_calculation": "la Damage Step, après le calcul des dommages",
    "timing.end": "la fin de la Damage Step",
    "lp_change": "LP : {before} → {after}",
    "link": "Maillon de la Chaîne {number} ({card})",
    "takes_damage": "{player} subit {amount} dommages ({lp})",
    "tributes.none": "aucun Sacrifice",
    "tributes.count": Plural("count", one="{count} Sacrifice", other="{count} Sacrifices"),
    "doing.normal_summon": "faire une Invocation Normale",
    "doing.set_monster": "Poser un monstre",
    "doing.flip_summon": "faire une Invocation Flip",
    "doing.change_position": "changer une position de combat",
    "doing.set_spell_trap": "Poser une Magie ou un Piège",
    "would.destroy": "détruire une carte",
    "would.destroy_card": "détruire {card:le}",
    "would.change_atk": "changer l'ATK d'un monstre",
    "would.change_atk_card": "changer l'ATK {card:du}",
    "would.negate": "annuler l'activation en dessous",
    "would.special_summon": "Invoquer Spécialement un monstre",
    "would.special_summon_card": "Invoquer Spécialement {card:le}",
    "would.move": "déplacer une carte",
    "would.move_card": "déplacer {card:le}",
    "why.no_target": "aucune cible n'a été choisie",
    "why.no_attacker": "aucun monstre n'attaque",
    "why.no_attack_target": "aucun monstre n'est attaqué",
    "why.gone": "cette carte n'est plus là",
    "why.not_on_field": "elle est dans {zone}, pas sur le Terrain",
    "why.not_monster": "ce n'est pas un monstre",
    "why.cannot_special_summon": "son texte dit qu'il ne peut pas être Invoqué Spécialement",
    "why.in_zone": "elle est dans {zone}",
    "why.already_in": "elle est déjà dans {zone}",
    "why.target_moved": "sa cible a quitté l'endroit où elle a été ciblée",
    "target.requirement": "{what} {where}",
    "target.requirement.details": "{what} {where} ({details})",
    "target.requirement.archetype": "{what} de l'archétype « {archetype} » {where}",
    "target.requirement.kind_of": "{what} {where} (« {kind_of} » seulement)",
    "target.monster": "un monstre",
    "target.face_up_monster": "un monstre face recto",
    "target.spell_trap": "une Magie ou un Piège",
    "target.face_up_spell_trap": "une Magie ou un Piège face recto",
    "target.spell": "une Magie",
    "target.face_up_spell": "une Magie face recto",
    "target.face_down_spell": "une Magie face verso",
    "target.trap": "un Piège",
    "target.face_up_trap": "un Piège face recto",
    "target.face_down_trap": "un Piège face verso",
    "target.card": "une carte",
    "target.face_up_card": "une carte face recto",
    "target.face_down_monster": "un monstre face verso",
    "target.face_down_spell_trap": "une Magie ou un Piège face verso",
    "target.face_down_card": "une carte face verso",
    "target.field.controller": "que vous contrôlez",
    "target.field.opponent": "que contrôle votre adversaire",
    "target.field.any": "sur le Terrain",
    "target.graveyard.controller": "dans votre Cimetière",
    "target.graveyard.opponent": "dans le Cimetière de votre adversaire",
    "target.graveyard.any": "dans l'un des Cimetières",
    "target.banished.controller": "parmi vos cartes bannies",
    "target.banished.opponent": "parmi les cartes bannies de votre adversaire",
    "target.banished.any": "parmi les cartes bannies de l'un des joueurs",
    "target.other": "autre que cette carte",
    "target.position.attack": "en Position d'Attaque",
    "target.position.defense": "en Position de Défense",
    "why.no_link_below": "il n'y a aucun Maillon de la Chaîne en dessous",
    "first_turn_no_draw": "Tour 1 : {player} commence et n'a pas pioché pendant la Draw Phase "
                          "de ce tour. Les règles actuelles le disent ; l'ancien livret de "
                          "règles du Starter faisait piocher le premier joueur comme les autres.",
    "draw_phase.draw": "Draw Phase : {player} pioche 1 carte.",
    "draw_phase.empty_deck": "Draw Phase : {player} doit piocher, mais le Deck est vide.",
    "standby_phase": "Standby Phase de {player}.",
    "main2": "{player} n'attaque plus : End Step, puis Main Phase 2.",
    "end_phase": "{player} passe à la End Phase.",
    "hand_size_limit": Plural(
        "count",
        one="{player} a {hand} cartes en main, plus de six, et défausse {count} carte "
            "({cards}, la dernière de la liste) au Cimetière.",
        other="{player} a {hand} cartes en main, plus de six, et défausse {count} cartes "
              "({cards}, les dernières de la liste) au Cimetière."),
    "end_of_turn_effects": "Les effets qui duraient jusqu'à la fin du tour prennent fin.",
    "next_turn": "Le tour se termine ; le tour {number} commence, {player} est le joueur du "
                 "tour.",
    "tributed": (
        "{player} envoie {cards:le} au Cimetière en Sacrifice pour {card:le} de Niveau {level}."
    ),
    "monster_set": "{player} Pose {card:le} face verso en Position de Défense : c'est la seule "
                   "Invocation Normale ou Pose du tour.",
    "normal_summoned": "{player} Invoque Normalement {card:le} en Position d'Attaque : c'est la "
                       "seule Invocation Normale ou Pose du tour.",
    "tribute_summoned": "{player} Invoque par Sacrifice {card:le} en Position d'Attaque : c'est "
                        "la "
                        "seule Invocation Normale ou Pose du tour.",
    "flip_summoned": "{player} fait une Invocation Flip {card:du} : face recto en Position "
                     "d'Attaque (ce n'est pas une Invocation Normale ; elle compte comme son "
                     "changement de position du tour).",
    "position_changed": "{player} met {card:le} en {position}.",
    "spell_trap_set": "{player} Pose une carte face verso ({card}, {kind}) ; Poser n'est pas "
                      "activer.",
    "field_spell_replaced.set": "{card:le} quitte la Zone Terrain de {player} pour le Cimetière "
                                "(remplacée ; ce n'est pas une destruction).",
    "field_spell_replaced.activate": "{card:le} quitte la Zone Terrain de {player} pour le "
                                     "Cimetière afin de laisser la place à la nouvelle Magie de "
                                     "Terrain (ce n'est pas une destruction).",
    "activation.card": "{player} active {card:le} ({kind}, Vitesse de Sort {speed})",
    "activation.flip_summon": "L'Effet Flip {card:du} s'active (Vitesse de Sort 1)",
    "activation.flip_after_damage": "Après le calcul des dommages, l'Effet Flip {card:du} "
                                    "s'active",
    "chain_link_added": "{what} comme Maillon de la Chaîne {number} ; {player} peut répondre.",
    "pass.respond": "{player} passe ; {other} peut ajouter un Maillon de la Chaîne ou passer.",
    "pass.chain_complete": "{player} passe aussi : les deux joueurs ont passé l'un après "
                           "l'autre, la Chaîne est donc complète.",
    "chain_closes": "Aucun joueur n'ajoute de Maillon de la Chaîne : la Chaîne se résout.",
    "chain_resolves": Plural(
        "count", one="La Chaîne se résout du dernier maillon au premier ({count} maillon).",
        other="La Chaîne se résout du dernier maillon au premier ({count} maillons)."),
    "link.negated": "Le {link} a été annulé : aucun de ses effets ne s'applique.",
    "link.left_field": "Le {link} a quitté le Terrain avant sa résolution : une carte de ce type "
                       "({kind}) qui n'est plus là n'applique rien.",
    "link.resolves": "Le {link} se résout.",
    "link.resolves_anyway": "Le {link} se résout (il se résout bien que la carte ait quitté le "
                            "Terrain).",
    "chain_over.to_graveyard": "La Chaîne est terminée : {card:le} ({kind}) va au Cimetière de "
                               "{player}.",
    "chain_over.stays": "{card:le} ({kind}) reste face recto sur le Terrain.",
    "effect_part_skipped": "Le {link} devrait {what}, mais {why} ; cette partie de l'effet ne "
                           "s'applique pas.",
    "sequence.done.if_you_do": "Le {link} a effectué la partie avant « et si vous le faites », "
                               "donc la partie suivante a lieu au même moment.",
    "sequence.done.then": "Le {link} a effectué la partie avant « puis », donc la partie suivante "
                          "a lieu juste après.",
    "sequence.not_done.if_you_do": "Le {link} n'a pas effectué la partie avant « et si vous le "
                                   "faites », donc la partie suivante n'a pas lieu non plus.",
    "sequence.not_done.then": "Le {link} n'a pas effectué la partie avant « puis », donc la partie "
                              "suivante n'a pas lieu non plus.",
    "destroyed": "La carte {card:le} est détruite et va au Cimetière de {owner}.",
    "destroyed.by_link": "{link} : la carte {card:le} est détruite et va au Cimetière de "
                          "{owner}.",
    "destroyed.by_battle": "Détruit au combat : {card:le} va au Cimetière de {owner}.",
    "destroyed.to_extra_deck": "La carte {card:le} est détruite ; monstre Pendule face recto, "
                               "elle va face recto dans l'Extra Deck de {owner} au lieu du "
                               "Cimetière.",
    "destroyed.by_link.to_extra_deck": "{link} : la carte {card:le} est détruite ; monstre "
                                       "Pendule face recto, elle va face recto dans l'Extra Deck "
                                       "de {owner} au lieu du Cimetière.",
    "destroyed.by_battle.to_extra_deck": "Détruit au combat : {card:le} est un monstre Pendule "
                                         "face recto, il va donc face recto dans l'Extra Deck de "
                                         "{owner} au lieu du Cimetière.",
    "pendulum.to_extra_deck": "La carte {card:le}, un monstre Pendule face recto, quitte le "
                              "Terrain : elle va face recto dans l'Extra Deck de {owner} au lieu "
                              "du Cimetière.",
    "effect_damage": "{link} : {player} subit {amount} dommages ({lp}).",
    "cost.discard": "{player} défausse {cards:le} pour activer {card:le}.",
    "cost.tribute": "{player} Sacrifie {cards:le} pour activer {card:le}.",
    "cost.pay_lp": "{player} paie {amount} LP pour activer {card:le} ({lp}).",
    "lp_gained": "{link} : {player} gagne {amount} LP ({lp}).",
    "effect_draw": Plural("count", one="{link} : {player} pioche {count} carte.",
                          other="{link} : {player} pioche {count} cartes."),
    "effect_draw_empty_deck": "{link} : {player} doit piocher, mais le Deck est vide.",
    "atk_changed.lowered": "{link} : {card:le} perd {amount} ATK jusqu'à la fin du tour (ATK "
                           "{before} → {after}).",
    "atk_changed": "{link} : {card:le} gagne {amount:+d} ATK jusqu'à la fin du tour (ATK "
                   "{before} → {after}).",
    "atk_changed.lowered.lasting": "{link} : {card:le} perd {amount} ATK tant qu'il reste face "
                                   "recto sur le Terrain (ATK {before} → {after}).",
    "atk_changed.lasting": "{link} : {card:le} gagne {amount:+d} ATK tant qu'il reste face "
                           "recto sur le Terrain (ATK {before} → {after}).",
    "link_negated_by": "Le {link} annule l'activation du Maillon de la Chaîne {number} ({card}).",
    "special_summon_no_room": "Le {link} devrait Invoquer Spécialement {card:le}, mais les cinq "
                              "Zones "
                              "Monstre Main de {player} sont pleines ; la carte reste "
                              "dans {zone}.",
    "special_summoned": "{link} : {card:le} est Invoqué Spécialement depuis {zone} sur le Terrain "
                        "de {player} en {position}.",
    "special_summoned.extra_deck": "{link} : {card:le} est Invoqué Spécialement depuis {zone} (le "
                                   "« Deck Fusion » de l'ancien livret de règles) sur le "
                                   "Terrain de {player} en {position}.",
    "returned_to_hand": "{link} : {card:le} retourne dans la main de {player} (depuis {zone}).",
    "to_deck.shuffled": "{link} : {card:le} va depuis {zone} dans le Deck de {player}, qui est "
                        "mélangé.",
    "to_deck.top": "{link} : {card:le} est placé depuis {zone} au-dessus du Deck de {player}.",
    "to_deck.extra": "{link} : {card:le} retourne depuis {zone} dans l'Extra Deck de {player}, "
                     "où un monstre de son genre retourne au lieu du Deck.",
    "sent_to_graveyard": "{link} : {card:le} va au Cimetière de {player} (depuis {zone}) ; ce "
                         "n'est pas une destruction.",
    "banished": "{link} : la carte {card:le} est bannie (depuis {zone}).",
    "battle_phase": "{player} entre en Battle Phase.",
    "attack_declared": "{attacker:le} attaque {target:le}.",
    "attack_direct": "{attacker:le} attaque {player} directement ({player} ne contrôle aucun "
                     "monstre).",
    "no_response_to_attack": "Aucun joueur ne répond à l'attaque.",
    "damage_step_timing.atk": "L'attaque en est à {timing} : on peut y activer des "
                              "Contre-Pièges et des cartes qui changent directement l'ATK ou la "
                              "DEF.",
    "damage_step_timing.counter": "L'attaque en est à {timing} : on ne peut y activer que des "
                                  "Contre-Pièges.",
    "no_activation_at_timing": "Aucun joueur n'active rien à {timing} : la Damage Step "
                               "continue.",
    "attacker_gone": "{card:le} n'est plus sur le Terrain : son attaque prend fin.",
    "replay": "Les monstres de {player} ont changé après la déclaration de l'attaque : il y a "
              "un Replay. {card:le} ne poursuit pas cette attaque ; {owner} peut en déclarer une "
              "nouvelle avec lui.",
    "face_down_target_flipped": "{card:le} est retourné face recto en Position de Défense avant "
                                "le "
                                "calcul des dommages (ce n'est pas une Invocation Flip).",
    "left_before_calculation": "{cards:le} a quitté le Terrain avant le calcul des dommages : pas "
                               "de calcul des dommages ni de Replay ; l'attaque passe à la fin "
                               "de la Damage Step.",
    "battle.both_zero": "{attacker:le} attaque {target:le} : aucun n'est détruit et il n'y a pas "
                        "de "
                        "dommages.",
    "battle.both_destroyed": "{attacker:le} attaque {target:le} : les deux sont détruits et il "
                             "n'y a "
                             "pas de dommages.",
    "battle.destroyed_with_damage": "{attacker:le} attaque {target:le} : {card:le} est détruit et "
                                    "{damage}.",
    "battle.destroyed": "{attacker:le} attaque {target:le} : {card:le} est détruit et il n'y a "
                        "pas de "
                        "dommages.",
    "battle.defense_holds": "{attacker:le} attaque {target:le} : rien n'est détruit et {damage}.",
    "battle.nothing": "{attacker:le} attaque {target:le} : rien n'est détruit et il n'y a pas de "
                      "dommages.",
    "attack_direct.by_effect": "{attacker:le} attaque {player} directement : son texte lui "
                               "permet d'attaquer directement bien que {player} contrôle {count} "
                               "{count:monstre|monstres}.",
    "battle.destroyed_piercing": "{attacker:le} attaque {target:le} : {card:le} est détruit et, "
                                 "comme {attacker:le} inflige des dommages de combat perçants, "
                                 "{damage}.",
    "battle.destroyed_with_damage.survives": (
        "{attacker:le} attaque {target:le} : {card:le} perd le combat mais "
        "n'est pas détruit, et {damage}."),
    "battle.destroyed.survives": (
        "{attacker:le} attaque {target:le} : {card:le} perd le combat mais "
        "n'est pas détruit, et il n'y a pas de dommages."),
    "battle.destroyed_piercing.survives": (
        "{attacker:le} attaque {target:le} : {card:le} perd le combat mais "
        "n'est pas détruit et, comme {attacker:le} inflige des dommages de combat perçants, "
        "{damage}."),
    "equip.equipped": (
        "{link} : {card:le} est équipée {monster:au}, qui a maintenant {atk} ATK et {defense} DEF."
    ),
    "equip.nothing_to_equip": (
        "{link} : {card:le} n'a plus de monstre face recto à équiper, elle va donc au Cimetière de "
        "{owner}."
    ),
    "equip.destroyed": (
        "{card:le} n'est plus équipée à un monstre face recto sur le Terrain : elle est donc "
        "détruite et va au Cimetière de {owner}."
    ),
    "effect.not_destroyed": (
        "{link} : {card:le} ne peut pas être {card:détruit|détruite} par des effets de carte : "
        "{card:il|elle} reste sur le Terrain."
    ),
    "battle.not_destroyed": "{card:le} ne peut pas être détruit au combat : il reste sur le "
                            "Terrain.",
    "battle.direct": "{attacker:le} attaque {player} directement : {damage}.",
    "lost.lp_zero": "Les LP de {player} sont à 0 : {player} perd le Duel immédiatement.",
    "lost.deck_out": "{player} a dû piocher avec un Deck vide : {player} perd le Duel.",
    "won.exodia": "{player} a en main les cinq pièces d'Exodia le Maudit : {player} gagne le "
                  "Duel immédiatement, quels que soient les LP.",
    "duel_drawn": "Les deux joueurs perdent au même moment : le Duel est nul et personne ne "
                  "gagne.",
    "duel_won": "{player} gagne le Duel.",
    "illegal.no_such_card": "Il n'y a aucune carte « {id} » dans ce Duel.",
    "illegal.battle_phase_turn_one": "Le tour 1 est le premier tour du Duel, et {player}, qui "
                                     "commence, ne peut pas y effectuer de Battle Phase (l'ancien "
                                     "livret de règles dit la même chose).",
    "illegal.battle_phase_once": "La Battle Phase n'a lieu qu'une fois, juste après la Main "
                                 "Phase 1.",
    "illegal.main2_without_battle": "La Main Phase 2 n'a lieu qu'après une Battle Phase ; sans "
                                    "elle, le tour passe de la Main Phase 1 à la End Phase "
                                    "(end_turn).",
    "illegal.attack_not_in_battle_phase": "{player} n'est pas en Battle Phase, or les attaques se "
                                          "déclarent pendant sa Battle Step (on y entre avec "
                                          "battle_phase).",
    "illegal.direct_attack_past_monster": "{player} contrôle un monstre, face recto ou face "
                                          "verso, donc {card:le} ne peut pas attaquer directement.",
    "illegal.attack_target": "{card:le} ne peut pas être attaqué, car la cible doit être un "
                             "monstre contrôlé par {player}, ou « direct ».",
    "illegal.attacker_not_own": "{card:le} ne peut pas attaquer, car seul un monstre sur le "
                                "Terrain de {player} le peut.",
    "illegal.attacker_position": "{card:le} est en {position}, or seul un monstre en Position "
                                 "d'Attaque peut déclarer une attaque.",
    "illegal.attacked_already": "{card:le} a déjà attaqué ce tour, or chaque monstre n'attaque "
                                "qu'une fois par Battle Phase.",
    "illegal.damage_step_no_attack": "Aucune attaque n'est en attente, or il n'y a de Damage Step "
                                     "qu'après la déclaration d'une attaque.",
    "illegal.damage_step_passed": "L'attaque en est déjà à {now}, or les moments de la Damage "
                                  "Step viennent une fois chacun, dans l'ordre, et le moment « "
                                  "{timing} » est passé.",
    "illegal.damage_step_atk_too_late": "Nous sommes à {now}, or {card:le} change l'ATK, et une "
                                        "carte qui change l'ATK ou la DEF ne peut être activée "
                                        "pendant la Damage Step que jusqu'au début du calcul des "
                                        "dommages.",
    "illegal.damage_step_excepted": "L'effet {card:du} dit « (sauf pendant la Damage Step) » : "
                                    "il ne peut pas être activé pendant la Damage Step.",
    "illegal.damage_step_not_allowed": "Nous sommes à {now}, où l'on ne peut activer que des "
                                       "Contre-Pièges et des cartes qui changent directement "
                                       "l'ATK ou la DEF ; {card:le} ({kind}) n'est ni l'un ni "
                                       "l'autre, elle pourra être activée une fois la Damage "
                                       "Step terminée.",
    "illegal.activate_monster": "{card:le} est un monstre, or seules les Cartes Magie et Piège "
                                "s'activent ici ; l'Effet Flip d'un monstre s'active de lui-même "
                                "quand il est retourné face recto.",
    "illegal.not_your_priority": "C'est à {player} de répondre, pas à {owner} ; après une "
                                 "activation, l'autre joueur répond en premier.",
    "illegal.nothing_to_negate": "{card:le} annule l'activation du Maillon de la Chaîne en "
                                 "dessous, et aucune Chaîne n'est ouverte ; il n'y a rien à "
                                 "annuler, elle ne peut donc pas être activée comme Maillon de la "
                                 "Chaîne 1.",
    "illegal.cannot_negate_this_kind": "{card:le} ne peut annuler que l'activation {kinds}, et le "
                                       "Maillon de la Chaîne {number} ({below}) est d'un autre "
                                       "type ({kind}) ; elle n'a rien à annuler.",
    "illegal.activate_from_zone": "{card:le} est dans {zone}, or une Magie s'active depuis la "
                                  "main ou depuis le Terrain, un Piège seulement une fois Posé "
                                  "sur le Terrain.",
    "illegal.already_face_up": "{card:le} est déjà face recto sur le Terrain, donc elle a déjà "
                               "été activée et ne peut pas l'être à nouveau tant qu'elle y reste.",
    "illegal.trap_set_this_turn": "{card:le} a été Posée ce tour, or un Piège ne peut pas être "
                                  "activé le tour où il a été Posé.",
    "illegal.cannot_pay_lp": "{card:le} coûte {amount} LP et son joueur n'en a que {lp}, or on ne "
                             "peut pas payer un coût de plus de LP qu'on n'en a.",
    "illegal.needs_target": "{card:le} cible {requirement}, donc son activation doit nommer une "
                            "telle cible.",
    "illegal.target_does_not_fit": "{target:le} ne peut pas être la cible {card:du}, qui cible "
                                   "{requirement}.",
    "illegal.once_per_turn": "{player} a déjà activé une carte de ce nom ce tour, or {card:le} ne "
                             "peut être {card:activé|activée} qu'une fois par tour.",
    "illegal.cost_discard": Plural(
        "count",
        one="{card:le} exige de défausser {count} carte de la main de {player} ; le « cost » de "
            "l'action doit nommer exactement cette carte, de cette main.",
        other="{card:le} exige de défausser {count} cartes de la main de {player} ; le « cost » "
              "de l'action doit en nommer exactement autant, de cette main.",
    ),
    "illegal.cost_tribute": Plural(
        "count",
        one="{card:le} exige de Sacrifier {count} monstre contrôlé par {player} ; le « cost » de "
            "l'action doit nommer exactement ce monstre.",
        other="{card:le} exige de Sacrifier {count} monstres contrôlés par {player} ; le « cost » "
              "de l'action doit en nommer exactement autant.",
    ),
    "illegal.needs_attack_declaration": "{card:le} ne peut être activée que lorsqu'un "
                                        "monstre de l'adversaire déclare une attaque, et "
                                        "aucune attaque de ce genre n'attend pendant la Battle "
                                        "Step.",
    "illegal.quick_play_set_this_turn": "{card:le} a été Posée ce tour, or une Magie Jeu-Rapide "
                                        "Posée ne peut pas être activée le tour où elle a été "
                                        "Posée.",
    "illegal.trap_in_hand": "{card:le} est un Piège en main, or un Piège doit d'abord être Posé "
                            "et peut être activé à partir du tour suivant.",
    "illegal.trap_hand_condition": "{card:le} ne peut être activé depuis la main que si le "
                                   "terrain montre pour {player} ce que son texte demande, ce "
                                   "qui n'est pas le cas : sinon, un Piège doit d'abord être Posé.",
    "illegal.quick_play_from_hand": "{card:le} est une Magie Jeu-Rapide en main, et depuis la "
                                    "main, elle ne peut être activée que pendant le tour de son "
                                    "propriétaire.",
    "illegal.no_zone_to_activate": "Les cinq Zones Magie & Piège de {player} sont pleines ; il "
                                   "n'y a aucune zone où activer {card:le}.",
    "illegal.speed_one_response": "{card:le} ({kind}, Vitesse de Sort 1) ne peut pas être activée "
                                  "en réponse à quoi que ce soit ; elle ne peut être que le "
                                  "Maillon de la Chaîne 1, quand aucune Chaîne n'est ouverte.",
    "illegal.speed_one_timing": "{card:le} ({kind}, Vitesse de Sort 1) ne peut être activée que "
                                "par le joueur du tour, pendant sa Main Phase 1 ou 2.",
    "illegal.lower_spell_speed": "{card:le} a une Vitesse de Sort de {speed}, inférieure à celle "
                                 "du Maillon de la Chaîne {number} ({top}, Vitesse de Sort "
                                 "{top_speed}), or une réponse doit avoir une Vitesse de Sort "
                                 "égale ou supérieure.",
    "illegal.nothing_to_pass": "Il n'y a rien à passer : aucune Chaîne n'est ouverte et aucune "
                               "attaque n'attend de réponse.",
    "illegal.not_turn_players_card": "{card:le} appartient à {owner}, et seul le joueur du tour "
                                     "({player}) peut {doing}.",
    "illegal.not_main_phase": "{player} ne peut pas {doing} pendant {phase}, seulement en Main "
                              "Phase 1 ou 2.",
    "illegal.summon_not_in_hand": "{card:le} n'est pas un monstre dans la main de {owner}, or "
                                  "seul un monstre en main peut être Invoqué Normalement ou Posé.",
    "illegal.second_normal_summon": "{player} a déjà fait une Invocation Normale ou Posé un "
                                    "monstre ce tour, or ce n'est possible qu'une fois par tour.",
    "illegal.cannot_normal_summon": "{card:le} ne peut pas être Invoqué Normalement ni Posé, car "
                                    "son texte ou son type de carte l'interdit.",
    "illegal.tribute_count": Plural(
        "count", one="{card:le} est de Niveau {level} et demande donc {need} ; {count} a été "
                     "indiqué.",
        other="{card:le} est de Niveau {level} et demande donc {need} ; {count} ont été "
              "indiqués."),
    "illegal.tribute_not_own": "{card:le} ne peut pas être offert en Sacrifice, car un Sacrifice "
                               "doit être un monstre que {player} contrôle sur le Terrain.",
    "illegal.monster_zones_full": "Les cinq Zones Monstre Main de {player} sont pleines ; "
                                  "il n'y a aucune zone pour {card:le}.",
    "illegal.not_monster_on_field": "{card:le} n'est pas un monstre sur le Terrain de {owner}.",
    "illegal.flip_summon_face_up": "{card:le} est déjà face recto, or seul un monstre face verso "
                                   "en Position de Défense peut faire l'objet d'une Invocation "
                                   "Flip.",
    "illegal.flip_summon_set_this_turn": "{card:le} a été Posé ce tour, or un monstre ne peut pas "
                                         "faire l'objet d'une Invocation Flip le tour où il a été "
                                         "Posé.",
    "illegal.flip_summon_position_changed": "{card:le} a déjà changé de position de combat ce "
                                            "tour.",
    "illegal.position_face_down": "{card:le} est face verso, et le retourner face recto en "
                                  "Position d'Attaque est une Invocation Flip (flip_summon), pas "
                                  "un changement de position.",
    "illegal.position_on_arrival": "{card:le} est arrivé sur le Terrain ce tour, or sa position "
                                   "de combat ne peut pas être changée le tour où il a été "
                                   "Invoqué ou Posé.",
    "illegal.position_once": "{card:le} a déjà changé de position de combat ce tour, or ce n'est "
                             "possible qu'une fois par tour.",
    "illegal.position_after_attack": "{card:le} a attaqué ce tour, sa position de combat ne peut "
                                     "donc pas être changée avant le tour suivant.",
    "illegal.set_not_spell_trap": "{card:le} n'est pas une Magie ou un Piège dans la main de "
                                  "{owner}.",
    "illegal.spell_trap_zones_full": "Les cinq Zones Magie & Piège de {player} sont pleines.",
    "input.duplicate_id": "id « {id} » en double (utilisé d'abord à {first})",
    "input.field_only": "seule une carte sur le Terrain peut avoir ceci",
    "input.unknown_step": "étape inconnue (étapes connues : {known})",
    "input.ygo.no_battle_phase_turn_one": "le tour 1 n'a pas de Battle Phase : le premier "
                                          "joueur ne peut pas en effectuer ({rule})",
    "input.ygo.field_spell_only": "doit être une Magie de Terrain (kind: spell, spell_type: "
                                  "field)",
    "input.ygo.too_many_monsters": "a trop de monstres : un joueur a {most} Zones Monstre "
                                   "Main, donc au plus {most} monstres ({rule})",
    "input.ygo.too_many_spells_traps": "a trop de cartes : un joueur a {most} Zones Magie & "
                                       "Piège, donc au plus {most} cartes ({rule} ; une Magie "
                                       "de Terrain va dans field_spell)",
    "input.ygo.too_many_extra_deck": "a trop de cartes : un Extra Deck en contient au plus "
                                     "{most} ({rule})",
    "input.ygo.monster_here": "une carte ici doit être un monstre",
    "input.ygo.spell_trap_here": "une carte ici doit être une Magie ou un Piège",
    "input.ygo.field_spell_elsewhere": "une Magie de Terrain va dans `field_spell`, pas dans une "
                                       "Zone Magie & Piège ({rule})",
    "input.ygo.same_cost_twice": "nomme deux fois la même carte",
    "input.ygo.same_tribute_twice": "nomme deux fois le même monstre",
    "input.ygo.card_id": "doit être un id de carte",
    "input.ambiguous_card_name": "{count} cartes s'appellent « {name} » ({numbers}) : "
                                 "donnez le mot de passe de celle que vous voulez dire",
    "input.no_printed_card": "aucune carte {number} : donnez son mot de passe (8 chiffres, "
                             "tel qu'imprimé) ou un nom qu'une seule carte porte (les "
                             "données de cartes s'importent avec import_cards)",
    "input.ygo.negates_without_negate": "seule une carte dont l'effet a une étape `negate` a "
                                        "ceci",
    "input.ygo.nested_too_deep": "les étapes `if_you_do` et `then` s'imbriquent sur {most} niveaux "
                                 "au plus",
    "input.ygo.position_of_monsters_only": "seuls les monstres ont une position : donnez une "
                                           "position seulement avec `what: monsters`",
    "input.ygo.negates_empty": "doit nommer au moins l'un de : {choices}",
    "input.ygo.reserved_id": "« {id} » est un mot réservé",
    "activation.ignition": "{player} active l'Effet d'Ignition {card:du} (Vitesse de Sort "
                           "{speed})",
    "activation.spell_graveyard": "{player} active l'effet {card:du} dans le Cimetière "
                                  "(Vitesse de Sort {speed})",
    "illegal.spell_graveyard_timing": "L'effet {card:du} dans le Cimetière a une Vitesse de Sort "
                                      "de 1 : il ne s'active que pendant la Main Phase de son "
                                      "contrôleur, comme Maillon de la Chaîne 1, quand aucune "
                                      "Chaîne n'est ouverte.",
    "activation.quick": "{player} active l'Effet Rapide {card:du} (Vitesse de Sort {speed})",
    "activation.trigger": "{player} active l'Effet Déclencheur {card:du} (Vitesse de "
                          "Sort {speed})",
    "illegal.no_such_effect": "{card:le} n'a aucun effet activable à l'indice {number} (les "
                              "effets se comptent à partir de 0).",
    "illegal.effect_from_zone": (
        "Cet effet {card:du} s'active depuis {where}, mais la carte est dans {zone}."
    ),
    "illegal.effect_face_down": "{card:le} est face verso, or l'effet d'un monstre ne s'active "
                                "depuis le Terrain que tant qu'il est face recto.",
    "illegal.ignition_timing": "L'Effet d'Ignition {card:du} ne s'active que pendant la Main "
                               "Phase de son contrôleur, comme Maillon de la Chaîne 1, quand "
                               "aucune Chaîne n'est ouverte.",
    "illegal.trigger_no_event": "L'Effet Déclencheur {card:du} répond à un événement qui "
                                "ne vient pas de se produire (« {event} »).",
    "illegal.missed_timing": "L'effet {card:du} est rédigé « lorsque ... vous pouvez » et son "
                             "événement ({event}) n'est pas la dernière chose qui s'est produite, "
                             "donc il a raté le timing.",
    "illegal.trigger_in_chain": "L'Effet Déclencheur {card:du} a une Vitesse de Sort de 1 ; il "
                                "n'entre dans une Chaîne qu'avec d'autres Effets Déclencheurs du "
                                "même moment.",
    "illegal.effect_once_by_name": "{player} a déjà utilisé ce tour cet effet {card:du} ou d'une "
                                   "carte du même nom, or il ne peut être utilisé qu'une fois par "
                                   "tour.",
    "illegal.effect_once_per_copy": "Cet effet {card:du} a déjà été utilisé ce tour, or chaque "
                                    "exemplaire ne peut l'utiliser qu'une fois par tour.",
    "illegal.effect_once_shared": "{player} a déjà utilisé ce tour un effet {card:du} ou d'une "
                                  "carte du même nom, or un seul de ses effets peut être utilisé "
                                  "par tour, et une seule fois.",
    "trigger_event.normal_summoned": "cette carte est Invoquée Normalement",
    "trigger_event.special_summoned": "cette carte est Invoquée Spécialement",
    "trigger_event.summoned": "cette carte est Invoquée",
    "trigger_event.sent_to_graveyard": "cette carte est envoyée au Cimetière",
    "trigger_event.sent_to_graveyard_by_effect": "cette carte est envoyée au "
                                                  "Cimetière par un effet de carte",
    "trigger_event.sent_from_field_to_graveyard": "cette carte est envoyée du Terrain au "
                                                  "Cimetière",
    "input.ygo.trigger_needs_event": "un Effet Déclencheur a besoin de l'événement "
                                     "auquel il répond (l'un de {choices})",
    "input.ygo.event_of_trigger_only": "seul un Effet Déclencheur répond à un événement",
    "cost.self_tribute": "{player} Sacrifie {card:le} lui-même comme coût de son effet.",
    "cost.self_discard": "{player} défausse {card:le} lui-même comme coût de son effet.",
    "cost.self_banish": "{player} bannit {card:le} lui-même du Cimetière comme coût de son "
                        "effet.",
    "input.ygo.cost_self_from": "un monstre ne se donne lui-même comme ce coût qu'avec "
                                "`from: {where}`",
    "input.ygo.spell_effect_graveyard": "un effet d'une Carte Magie autre que son activation "
                                        "s'active ici depuis son Cimetière (from: graveyard, "
                                        "type: ignition)",
    "input.ygo.only_monsters": "seuls les monstres ont ceci",
    "input.ygo.only_spells": "seules les Magies ont ceci",
    "input.ygo.only_traps": "seuls les Pièges ont ceci",
    "input.ygo.only_spells_traps": "seules les Magies et les Pièges ont ceci",
    "input.ygo.effect_on_monster": "seules les Magies et les Pièges ont ceci ; l'Effet Flip "
                                   "d'un monstre va sous `flip`",
    "verdict.illegal": "L'action {number} n'est pas permise ({rule}) : {reason}",
    "verdict.battle": "{battle}",
    "verdict.win": "{winner} gagne le Duel : {reason}.",
    "verdict.win.lp": "les LP de {loser} sont tombés à 0",
    "verdict.win.deck_out": "{loser} a dû piocher dans un Deck vide",
    "verdict.win.exodia": "{winner} a en main les cinq pièces d'Exodia",
    "verdict.draw": "Le Duel est nul : les LP des deux joueurs sont tombés à 0 au même moment.",
    # prendre une carte décrite de son Deck, sa main ou son Cimetière (fetch, 5-3-13)
    "pick.requirement": "{what} de {where}",
    "pick.requirement.details": "{what} de {where} ({details})",
    "pick.what.monster": "un monstre",
    "pick.what.spell": "une Magie",
    "pick.what.trap": "un Piège",
    "pick.what.spell_trap": "une Magie ou un Piège",
    "pick.what.card": "une carte",
    "pick.from.deck": "votre Deck",
    "pick.from.hand": "votre main",
    "pick.from.graveyard": "votre Cimetière",
    "pick.named": "nommée {names}",
    "pick.archetype": "de l'archétype « {archetype} »",
    "pick.level": "de Niveau {level}",
    "pick.level_max": "de Niveau {level} ou moins",
    "pick.level_min": "de Niveau {level} ou plus",
    "pick.except": "sauf {names}",
    "illegal.needs_pick": "{card:le} prend {requirement}, donc son activation doit nommer la "
                          "carte que prend le joueur (pick), car c'est lui qui la choisit.",
    "illegal.pick_does_not_fit": "{card:le} ne peut pas prendre {pick:le}, car {card:il|elle} "
                                 "prend {requirement}.",
    "would.fetch.hand": "ajouter une carte à la main",
    "would.fetch.graveyard": "envoyer une carte au Cimetière",
    "would.fetch.field": "Invoquer Spécialement un monstre",
    "why.no_pick": "aucune carte à prendre n'a été nommée",
    "why.pick_gone": "{card:le} n'est plus là où il fallait la prendre ({card:il|elle} est dans "
                     "{zone})",
    "fetched.hand": "{link} : {player} ajoute {card:le} depuis {zone} à sa main et "
                    "{card:le|la} montre.",
    "fetched.graveyard": "{link} : {player} envoie {card:le} depuis {zone} au Cimetière.",
    "would.fetch.set": "Poser une Magie ou un Piège",
    "why.zones_full": "toutes ses Zones Magie & Piège sont occupées",
    "why.not_spell_trap": "ce n'est ni une Magie ni un Piège",
    "fetched.set": "{link} : {player} Pose {card:le} depuis {zone} face verso dans une Zone "
                   "Magie & Piège.",
    "fetched.set.field": "{link} : {player} Pose {card:le} depuis {zone} face verso dans sa "
                         "Zone Terrain.",
    "illegal.no_zone_to_set": "{card:le} Pose une carte depuis le Deck, mais {player} n'a "
                              "aucune Zone Magie & Piège libre pour elle.",
    "deck_shuffled": "{link} : {player} mélange son Deck.",
    # une position de combat changée par un effet (change_position, 9-2-7)
    "would.change_position": "changer la position de combat d'un monstre",
    "would.change_position_card": "changer la position de combat {card:du}",
    "why.link_position": "un Monstre Lien est toujours en Position d'Attaque",
    "why.already_position": "il est déjà en {position}",
    "position_changed.by_effect": "{link} : {card:le} est changé en {position}.",
    "illegal.mandatory_trigger": "L'Effet Déclencheur {card:du} (effet {number}) est obligatoire "
                                 "et répond à ce qui vient de se produire ; il doit être activé "
                                 "avant toute autre chose.",
    "cost.self_send": "{player} envoie {card:le} lui-même de la main au Cimetière comme coût "
                      "de son effet.",
    "cost.self_reveal": "{player} révèle {card:le} dans sa main comme coût de son effet ; "
                        "{card:il|elle} y reste.",
    "cost.detach": Plural(
        "count",
        one="{player} détache {count} Matériel {card:du} comme coût de son effet ; il va au "
            "Cimetière (il en reste {left}).",
        other="{player} détache {count} Matériels {card:du} comme coût de son effet ; ils vont au "
              "Cimetière (il en reste {left}).",
    ),
    "illegal.cost_detach": Plural(
        "have",
        one="{card:le} doit détacher {count} {count:Matériel|Matériels} pour activer cet effet, "
            "mais n'en a qu'un.",
        other="{card:le} doit détacher {count} {count:Matériel|Matériels} pour activer cet "
              "effet, mais n'en a que {have}.",
        zero="{card:le} doit détacher {count} {count:Matériel|Matériels} pour activer cet "
             "effet, mais n'en a aucun.",
    ),
    "trigger_event.tribute_summoned": "cette carte est Invoquée par Sacrifice",
    "trigger_event.flip_summoned": "cette carte est Invoquée par Flip",
    "trigger_event.normal_or_flip_summoned": "cette carte est Invoquée Normalement ou par Flip",
    "trigger_event.any_summoned": "cette carte est Invoquée Normalement, Spécialement ou par "
                                  "Flip",
    "trigger_event.destroyed_by_battle": "cette carte est détruite au combat",
    "trigger_event.destroyed_by_effect": "cette carte est détruite par un effet de carte",
    "trigger_event.destroyed": "cette carte est détruite",
    "trigger_event.destroyed_a_monster": "cette carte détruit un monstre au combat",
    "trigger_event.inflicted_battle_damage": "cette carte inflige des dommages de combat à "
                                             "l'adversaire",
    "trigger_event.inflicted_direct_damage": "cette carte inflige des dommages de combat par "
                                             "une attaque directe",
    "trigger_event.banished": "cette carte est bannie",
    "trigger_event.your_standby_phase": "pendant la Standby Phase de son contrôleur",
    "trigger_event.standby_phase": "pendant une Standby Phase",
    "trigger_event.opponent_standby_phase": "pendant la Standby Phase de l'adversaire de son "
                                            "contrôleur",
    "trigger_event.your_end_phase": "pendant la End Phase de son contrôleur",
    "trigger_event.end_phase": "pendant une End Phase",
    "trigger_event.opponent_end_phase": "pendant la End Phase de l'adversaire de son "
                                        "contrôleur",
    "illegal.phase_trigger": "L'effet {card:du} ne peut être activé que {event} ; la partie est "
                             "maintenant dans {now} du tour de {player}.",
    "illegal.phase_trigger_used": "L'effet {card:du} a déjà été activé pendant cette phase, or il "
                                  "ne s'active qu'une fois par phase ({event}).",
    "illegal.mandatory_phase_trigger": "L'Effet Déclencheur {card:du} (effet {number}) "
                                       "est obligatoire : il doit être activé pendant "
                                       "{phase} du tour de {player}, que cette étape "
                                       "traverserait sans lui.",
    "main1": "{player} passe à la Main Phase 1.",
    "illegal.end_phase_from": "On entre dans la End Phase depuis une Main Phase ou la Battle "
                              "Phase, pas depuis {phase}.",
    "illegal.main1_from": "La Main Phase 1 suit directement la Standby Phase ; le tour est "
                          "maintenant dans {phase}.",
    "doing.synchro_summon": "Invoquer par Synchronisation",
    "doing.xyz_summon": "Invoquer par Xyz",
    "monster_kind.synchro": "Monstre Synchro",
    "monster_kind.xyz": "Monstre Xyz",
    "extra_summoned.synchro": "{player} Invoque par Synchronisation {card:le} depuis l'Extra Deck "
                              "en {position}, en envoyant {materials:le} au Cimetière comme "
                              "Matériels de Synchro.",
    "extra_summoned.xyz": "{player} Invoque par Xyz {card:le} depuis l'Extra Deck en "
                          "{position}, par-dessus {materials:le}, ses Matériels Xyz.",
    "illegal.extra_summon_where": "{card:le} n'est pas un {kind} dans l'Extra Deck de {owner}, or "
                                  "seul un tel monstre peut être Invoqué ainsi.",
    "illegal.extra_summon_forbidden": "D'après son texte, {card:le} ne peut pas être Invoqué "
                                      "Spécialement, de quelque manière que ce soit.",
    "illegal.effect_turn_sent": "{card:le} a été envoyé au Cimetière pendant ce tour : d'après son "
                                "texte, cet effet ne peut être activé que lors d'un tour suivant.",
    "illegal.material_not_face_up": "{card:le} n'est pas un monstre face recto que contrôle "
                                    "{player}, or seuls ceux-là peuvent servir de Matériels.",
    "illegal.synchro_materials": "Une Invocation Synchro {card:du} demande exactement un "
                                 "Syntoniseur et les non-Syntoniseurs que demande son texte, or "
                                 "les Matériels indiqués ne conviennent pas (Syntoniseurs : "
                                 "{tuners} ; non-Syntoniseurs : {others}).",
    "illegal.material_without_level": "Chaque Matériel de l'Invocation Synchro {card:du} doit "
                                      "avoir un Niveau, or un Monstre Xyz a un Rang à la place et "
                                      "un Monstre Lien n'en a pas.",
    "illegal.synchro_levels": "Les Niveaux des Matériels font {total} au total, mais {card:le} "
                              "est de Niveau {level}, or le total doit être exact.",
    "illegal.xyz_count": "Une Invocation Xyz {card:du} utilise de {least} à {most} Matériels, "
                         "pas {count}.",
    "illegal.xyz_levels": "Chaque Matériel de l'Invocation Xyz {card:du} doit être un monstre de "
                          "Niveau {level}.",
    "input.ygo.same_material_twice": "nomme deux fois le même Matériel",
    "input.ygo.materials_max_below_min": "est inférieur à `min`",
    "trigger_event.synchro_summoned": "cette carte est Invoquée par Synchronisation",
    "trigger_event.xyz_summoned": "cette carte est Invoquée par Xyz",
    "trigger_event.synchro_material": "cette carte est envoyée au Cimetière comme Matériel de "
                                      "Synchro",
    "trigger_event.flipped": "cette carte est retournée face recto",
    "trigger_event.normal_summoned_or_flipped": "cette carte est Invoquée Normalement ou retournée "
                                                "face recto",
    "trigger_event.declared_attack": "cette carte déclare une attaque",
    "trigger_event.destroyed_by_opponent": "cette carte est détruite par une carte de l'adversaire",
    "trigger_event.destroyed_by_opponent_effect": "cette carte est détruite par un effet de carte "
                                                  "de l'adversaire",
    "trigger_event.destroyed_by_battle_or_opponent_effect": "cette carte est détruite au combat ou "
                                                            "par un effet de carte de l'adversaire",
    "trigger_event.opponent_attack_declared": "un monstre de l'adversaire de son contrôleur "
                                              "déclare une attaque",
    "trigger_event.opponent_direct_attack_declared": "un monstre de l'adversaire de son contrôleur "
                                                     "déclare une attaque directe",
    "trigger_event.tributed": "cette carte est Sacrifiée",
    "trigger_event.discarded": "cette carte est défaussée",
    "trigger_event.special_summoned_from_hand": "cette carte est Invoquée Spécialement depuis la "
                                                "main",
    "trigger_event.special_summoned_from_graveyard": "cette carte est Invoquée Spécialement "
                                                     "depuis le Cimetière",
    "illegal.effect_during": "L'Effet Rapide {card:du} ne peut être activé que {during}.",
    "during.opponent_turn": "pendant le tour de l'adversaire",
    "during.main_phase": "pendant une Main Phase",
    "during.opponent_main_phase": "pendant la Main Phase de l'adversaire",
    # restrictions et faits imprimés sur les cartes (restrictions.py ; 5-4, 8-4-7, 12-8-4)
    "illegal.only_one": "{player} contrôle déjà {other:le} face recto et ne peut contrôler qu'une "
                        "carte de ce nom ; {card:le} ne peut pas arriver face recto sur le "
                        "Terrain (ni par une Invocation, ni par une activation) tant que cette "
                        "carte reste.",
    "why.only_one": "{other:le} est déjà face recto sur le Terrain de son propriétaire, et une "
                    "seule carte de ce nom peut être contrôlée",
    "only_one.destroyed": "{card:le} est retourné face recto alors que {owner} contrôle déjà "
                          "{other:le} face recto, et une seule carte de ce nom peut être "
                          "contrôlée : le jeu {card:le|la} détruit et {card:il|elle} va au "
                          "Cimetière de {owner}.",
    "why.summon_procedure": "son texte dit qu'il ne peut être Invoqué Spécialement que par "
                            "{procedure}",
    "why.summoned_only_by": "son texte dit qu'il ne peut être Invoqué Spécialement que par "
                            "l'effet de « {name} »",
    "why.cannot_special_summon_from": "son texte dit qu'il ne peut pas être Invoqué "
                                      "Spécialement depuis {zone}",
    "takes_no_damage": "{player} ne subit aucun dommage de combat : le texte {card:du} le "
                       "dit (les {amount} dommages ne sont pas infligés)",
    "battle.not_destroyed.atk": "{card:le} ne peut pas être détruit au combat avec un monstre "
                                "qui a {atk} ATK ou plus : il reste sur le Terrain.",
    "position_changed.after_attack": "Fin de la Damage Step : {card:le} a attaqué, donc son "
                                     "texte le met en Position de Défense.",
    "illegal.no_direct_attack": "{card:le} ne peut pas attaquer directement : son texte le "
                                "dit.",
    "illegal.attacked_enough": "{card:le} a déjà déclaré ses {count} attaques pendant cette "
                               "Battle Phase.",
    "illegal.untargetable": "D'après son texte, {target:le} ne peut pas être ciblé par les "
                            "effets de cartes de l'adversaire de {player} : {card:le} ne peut "
                            "pas {target:le|la} choisir.",
    "illegal.one_way_only": "{card:le} ne peut pas être Invoqué par {procedure} : {why}.",
    "position_changed.after_battle_phase": "Fin de la Battle Phase : {card:le} a attaqué, "
                                           "donc son texte le met en Position de Défense.",
    "procedure.fusion": "Invocation Fusion",
    "procedure.synchro": "Invocation Synchro",
    "procedure.xyz": "Invocation Xyz",
    "procedure.link": "Invocation Lien",
    "procedure.ritual": "Invocation Rituelle",
    "battle.neither_destroyed": "{card:le} n'est pas détruit : le texte {by:du} dit qu'aucun "
                                "des deux monstres ne peut être détruit par ce combat.",
    "input.ygo.one_way_only": "doit indiquer exactement une de ces clés : {keys}",
}
MESSAGES.update(FIELDS["fr"])  # a printed card's fields in the notes
MESSAGES.update(KINDS["fr"])  # Types and Attributes as the cards print them
MESSAGES.update(COSTS["fr"])  # costs of described cards, "Activate 1 of these effects"
MESSAGES.update(CHAIN_NEGATION["fr"])  # negating a Chain Link's activation or effect
MESSAGES.update(FUSION_SUMMONS["fr"])  # Fusion and Ritual Summons by an effect (8-5-1, 8-5-2)
MESSAGES.update(LINKS["fr"])  # Link Summons (8-5-5, 8-5-7)
MESSAGES.update(XYZ["fr"])  # Xyz Summons and Xyz Materials (8-5-4, 4-4-3)
MESSAGES.update(NEGATION["fr"])  # cards whose effects are negated for a while (5-5)
MESSAGES.update(MOVES["fr"])  # the top cards of a Deck sent to the GY (3-7-3)
MESSAGES.update(CONDITIONS["fr"])  # Trigger Effects on an event with a cause (5-1-3)
MESSAGES.update(LEAVING["fr"])  # banished when it leaves the field (8-4-10)
MESSAGES.update(PROCEDURES["fr"])  # a monster's own ways of being summoned
MESSAGES.update(SUMMONS["fr"])  # the moments around a Summon (summon_window.py)
MESSAGES.update(BATTLE["fr"])  # effects on the battle: an attack negated, the Battle Phase ended
MESSAGES.update(EQUIP_CARDS["fr"])  # Traps that become Equip Cards, what they give
MESSAGES.update(ACTIONS["fr"])  # the actions of the best-known Spells (control)
MESSAGES.update(SUMMON_LOCKS["fr"])  # Special Summons forbidden for the turn (5-2-10)
MESSAGES.update(CONTINUOUS["fr"])  # Continuous Effects on ATK and DEF (5-1-1)
MESSAGES.update(TOKENS["fr"])  # Tokens (4-7)
MESSAGES.update(COUNTERS["fr"])  # counters (4-8)
MESSAGES.update(MODAL["fr"])  # "Activate 1 of these effects": each once per turn
MESSAGES.update(LEVELS["fr"])  # a Level raised or lowered (4-2-2)
MESSAGES.update(TAIL["fr"])  # activation conditions read late: Battle Phase timings (5-1-4)
MESSAGES.update(IMMUNITY["fr"])  # a monster that keeps its opponent from answering it
MESSAGES.update(TALLIES["fr"])  # amounts counted "for each" card (5-3-20)
MESSAGES.update(TAIL_STEPS["fr"])  # a second attack this turn, a random discard
MESSAGES.update(GRANTED["fr"])  # the additional Normal Summon a card gives (8-1-7)
MESSAGES.update(PENDULUM["fr"])  # Pendulum Scales and their Pendulum Effects (3-6, 5-1-6)
MESSAGES.update(FIELD_CARD_EFFECTS["fr"])  # face-up Continuous/Field cards (10-5-1)
MESSAGES.update(STCONDS["fr"])  # a Spell's or Trap's condition on the board (5-2-4)
MESSAGES.update(CHANCE["fr"])  # a coin tossed, a die rolled (5-3-23)
MESSAGES.update(TIMING["fr"])  # the End Phase of the turn a monster was Normal Summoned (7-7-5)
MESSAGES.update(UNIONS["fr"])  # Union monsters: equip or unequip once per turn (4-3-5)
MESSAGES.update(RITUAL_FUSION_MORE["fr"])  # Ritual Summons from the GY or Deck (8-5-1)
MESSAGES.update(CHOSEN["fr"])  # a card chosen as the effect resolves (5-3-22)
MESSAGES.update(DIRECT_TURN["fr"])  # a direct attack allowed this turn (12-3-10)
MESSAGES.update(LEVEL_ALL["fr"])  # the Levels of all monsters of a kind (4-2-2)
MESSAGES.update(RANK_UP["fr"])  # an effect's Xyz Summon on top of a monster (8-5-15)
MESSAGES.update(TRAPMON["fr"])  # cards that stay for a while, what they hold (10-5-4)
MESSAGES.update(HAND_PICKS["fr"])  # a card taken from the opponent's hand, looked at (5-3-24)
MESSAGES.update(TRAP_MONSTERS["fr"])  # a Trap Special Summoned by its own effect (4-6-5)
MESSAGES.update(SYNCHRO["fr"])  # Synchro Materials as the first line lists them (8-5-12)
MESSAGES.update(BATTLE_LOCKS["fr"])  # no Battle Phase the turn a card is activated (5-2-13)
MESSAGES.update(NORMAL_LOCKS["fr"])  # no Normal Summon the turn a card is activated (5-2-15)
MESSAGES.update(ARROWS["fr"])  # where monsters stand, where Link Arrows point (4-4-7)
MESSAGES.update(DONE_COUNTS["fr"])  # "for each card destroyed" by the part before (5-3-20)
MESSAGES.update(LATER["fr"])  # monsters Summoned to leave in a later End Phase (7-7-8)
MESSAGES.update(ATTACK_RIDERS["fr"])  # monsters Summoned unable to attack (12-3-21)
MESSAGES.update(LATER_BANISH["fr"])  # monsters banished until a later phase (7-7-9)
MESSAGES.update(END_UPKEEP["fr"])  # a monster's price to stay in each End Phase (7-7-11)
MESSAGES.update(CONTROL_WHILE["fr"])  # control while a card stays face-up (3-10-6)
MESSAGES.update(SET_CARDS["fr"])  # a card Set that can be activated this turn (10-3-2)
MESSAGES.update(SUBSTITUTES["fr"])  # a Graveyard card banished instead of a destruction (5-3-16)
MESSAGES.update(ACTIVATION_RIDERS["fr"])  # riders on activation (5-2-17, 5-1-11)
MESSAGES.update(TREATED_SUMMON["fr"])  # from the Extra Deck, treated as a Fusion Summon... (8-5-16)
MESSAGES.update(OWN_LEAVING["fr"])  # what a monster's own text does as it leaves (5-4-9, 7-1-5)
MESSAGES.update(ONLY_KINDS["fr"])  # only 1 of a kind, or only 1 on the field (5-4-7)
MESSAGES.update(TOONS["fr"])  # a monster's own text on when it may attack (12-3-15)
MESSAGES.update(STAT_CHANGES["fr"])  # a monster's DEF raised or lowered by an effect (4-2-5)
MESSAGES.update(PROTECT_TURN["fr"])  # indestructible this turn by a resolved effect (5-3-17)
MESSAGES.update(EXCAVATE["fr"])  # the top card of a Deck excavated, by what it is (5-3-26)
MESSAGES.update(DAMAGE_START["fr"])  # the Start of the Damage Step of an attack (12-4-14)
MESSAGES.update(NEXT_ATTACK["fr"])  # "negate the next attack this turn" (12-3-22)
MESSAGES.update(DRAWN_ATTACKS["fr"])  # "... must attack this card" (12-3-18)
MESSAGES.update(BECOMES["fr"])  # a Tuner by the way it was Synchro Summoned (8-5-14)
MESSAGES.update(FACE_FLIPS["fr"])  # a face-up monster turned face-down (5-1-3, 9-2-6)
MESSAGES.update(DISCARD_CHECK["fr"])  # by what the discarded card was (5-3-27)
MESSAGES.update(XYZ_DETACH["fr"])  # Xyz Materials detached by an effect, not a cost (4-4-9)
MESSAGES.update(TURN_LOCKS["fr"])  # what a card forbids for the turn (12-3-15, 5-2-10)
MESSAGES.update(EQUIPPED_MONSTERS["fr"])  # monsters a monster equips to itself (10-4-9, 10-4-10)
MESSAGES.update(UNAFFECTED["fr"])  # a card unaffected by an effect (5-3-29)
MESSAGES.update(STAT_SETS["fr"])  # an ATK or DEF set to a value (4-2-8)
MESSAGES.update(LINK_ZONES["fr"])  # linked and co-linked monsters (4-4-10)
MESSAGES.update(END_PHASE_CHANGES["fr"])  # ATK/DEF changed until the End Phase (7-7-12)
MESSAGES.update(GY_BANISH["fr"])  # banished instead of going to the Graveyard (5-4-10)
MESSAGES.update(LATER_CHANGES["fr"])  # ATK/DEF changed past the end of the turn (7-7-13)
MESSAGES.update(XYZ_CARDS["fr"])  # Xyz Materials named as cards (4-4-11)
MESSAGES.update(STZONE["fr"])  # Monster Cards placed as Continuous Spells (3-4-5, 3-4-6)
MESSAGES.update(RUNICK["fr"])  # Deck top banished, Extra Monster Zone, Battle Phase skip
MESSAGES.update(COUNTER_TRAPS["fr"])  # right after each Counter Trap Card resolves (11-1-10)
MESSAGES.update(COST_MORE["fr"])  # costs read since: 10-4-11, 5-2-21, 5-2-22
MESSAGES.update(OWN_EVENTS["fr"])  # a monster leaving the field, added to the hand, targeted
MESSAGES.update(SPELLS_GATE["fr"])  # a later part asked as it is done (5-2-24)
MESSAGES.update(COUNTER_HOLDERS["fr"])  # "a monster with an A-Counter" (4-8-11)
MESSAGES.update(DECLARED["fr"])  # a Level declared as the effect is activated (5-2-25)
MESSAGES.update(SUMMONED_BY["fr"])  # by its own effect, or first by a named card (8-4-12)
MESSAGES.update(TO_OPPONENT["fr"])  # summoned to the opponent's field by Tributing (8-4-13)
MESSAGES.update(BOUND_SUMMONS["fr"])  # Special Summoned bound to attack (12-3-23)
MESSAGES.update(BOND_MOVES["fr"])  # a bound monster banished as its card leaves (10-4-4)
MESSAGES.update(REFLECTED["fr"])  # battle damage taken in place of the other (12-8-7)
MESSAGES.update(GEMINI_EFFECTS["fr"])  # a Gemini monster given its effects (8-1-12)
MESSAGES.update(ATTACK_TURN_BANS["fr"])  # attacks forbidden the turn it is activated (5-2-26)
MESSAGES.update(DECK_ADD_BANS["fr"])  # no adds from the Deck the turn it is activated (5-2-27)
MESSAGES.update(EFFECT_BANS["fr"])  # monster effects restricted for the rest of the turn (5-2-28)
MESSAGES.update(BATTLE_EXTRAS["fr"])  # a monster's own battles (12-8-8, 12-3-24)
MESSAGES.update(CHAIN_LOCKS["fr"])  # activations that cannot be negated (11-3-5)
MESSAGES.update(EFFECT_FLIPS["fr"])  # a FLIP effect after an effect flipped it (5-1-5)
MESSAGES.update(POSITION_LOCKS["fr"])  # no change of battle position (9-2-11)
MESSAGES.update(GIVE_CONTROL["fr"])  # a monster given to the opponent (3-10-7)
MESSAGES.update(TRIBUTES_OF_KIND["fr"])  # Tributes of the kind its text names (8-2-7)
MESSAGES.update(ZONE_LOCKS["fr"])  # Special Summons spared from one zone only (5-2-32)
MESSAGES.update(ATTACKS_TURN["fr"])  # attacks on monsters allowed this turn (12-3-25)
MESSAGES.update(IGNORING["fr"])  # Summoning conditions ignored (8-4-14)
MESSAGES.update(NON_EFFECT["fr"])  # "a non-Effect Monster" in a description (4-3-2)
MESSAGES.update(COLUMNS["fr"])  # cards in one column across the field (3-11-1, 3-11-2)
MESSAGES.update(COIN_CALLS["fr"])  # a coin called before it is tossed (5-3-33)
MESSAGES.update(LASTING_LEVELS["fr"])  # Levels raised by face-up cards (5-1-17)
MESSAGES.update(LEVEL_CAPS["fr"])  # a Level raised up to a maximum (4-2-9)
MESSAGES.update(HAND_GRANTS["fr"])  # cards activated from the hand by another card (10-3-5)
MESSAGES.update(COUNTER_ATTACKS["fr"])  # counters each attack declaration (4-8-13)
MESSAGES.update(GEMINI_TEXTS["fr"])  # a Gemini monster's own text applying (4-2-8, 8-5-14)
MESSAGES.update(COUNTED_SUMMONS["fr"])  # monsters Special Summoned together (8-7-3)
MESSAGES.update(FACE_DOWN_MASS["fr"])  # every monster but face-up ones of a kind (9-1-5)
MESSAGES.update(COLUMN_GRANTS["fr"])  # effects given to monsters by column (3-11-3)
MESSAGES.update(EQUIP_UNAFFECTED["fr"])  # a monster its Equip Card makes unaffected (10-4-7)
MESSAGES.update(RETURNED["fr"])  # another monster returned to the hand (5-3-11)
MESSAGES.update(RITUAL_ENTIRE["fr"])  # the only Tribute a Ritual Summon needs (8-5-18)
MESSAGES.update(POSITION_ALL["fr"])  # all monsters of a kind to one battle position (9-2-12)
MESSAGES.update(PENDULUM_GUARDS["fr"])  # Pendulum Summons a Pendulum Scale keeps (5-3-32)
MESSAGES.update(RITUAL_GRAVEYARD["fr"])  # a Ritual's Tribute banished from the GY (8-5-19)
MESSAGES.update(ANSWERS["fr"])  # answering an activation, not negating it (11-1-11)
MESSAGES.update(EQUIP_CARD_COSTS["fr"])  # any Equip Card given up as a cost (10-4-11)
MESSAGES.update(COST_COUNTED["fr"])  # a cost's count chosen at activation (5-2-33)
MESSAGES.update(NAMED_ATTACK_BANS["fr"])  # the named monsters' attacks that turn (5-2-26)
MESSAGES.update(TARGET_WORDS["fr"])  # targets "with different names", in two places (5-2-3)
MESSAGES.update(ATTACK_INVOLVING["fr"])  # attacks involving the card, its target's controller
MESSAGES.update(PROCEDURE_RIDERS["fr"])  # what its own procedure gives a monster (8-4-16)
MESSAGES.update(FORBID_LOCKS["fr"])  # monsters a face-up card forbids (5-2-14)
MESSAGES.update(DETACHED["fr"])  # detached as its Xyz Monster's cost (4-4-12)
MESSAGES.update(HALVED_DAMAGE["fr"])  # battle damage a monster's text halves (12-8-9)
MESSAGES.update(PIERCING_TURN["fr"])  # piercing battle damage this turn (12-6-4)
MESSAGES.update(SUMMON_BOTH["fr"])  # the monster itself Summoned with another (8-7-3)
MESSAGES.update(KEPT_SENDS["fr"])  # a monster sent to the GY by its own kept_if (5-4-6)
MESSAGES.update(RATED_SUMMON["fr"])  # Link Rating = cost's count (5-2-34, 8-5-20)
MESSAGES.update(HOW_MOVED["fr"])  # how the card moved, for its trigger (5-1-18)
MESSAGES.update(COUNTER_REMOVAL["fr"])  # its own counters removed, or else (4-8-15)
MESSAGES.update(TOP_CARD_PLACED["fr"])  # a Deck's top card looked at, placed (5-3-35)
MESSAGES.update(ATTACK_AGAIN["fr"])  # one more attack "in a row" (12-3-27)
