"""Yu-Gi-Oh!-Ereignisse auf Deutsch, mit den Begriffen der deutschen Yu-Gi-Oh!-Regeln."""
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
    "card.face_down": "{card} (verdeckt)",
    "kind.monster": "Monster",
    "kind.spell_graveyard_effect": "Effekt einer Zauberkarte im Friedhof",
    "kind.spell.normal": "Normale Zauberkarte",
    "kind.spell.quick-play": "Schnellzauberkarte",
    "kind.spell.continuous": "Permanente Zauberkarte",
    "kind.spell.equip": "Ausrüstungszauberkarte",
    "kind.spell.field": "Spielfeldzauberkarte",
    "kind.spell.ritual": "Ritualzauberkarte",
    "kind.trap.normal": "Normale Fallenkarte",
    "kind.trap.continuous": "Permanente Fallenkarte",
    "kind.trap.counter": "Konterfallenkarte",
    "negatable.spell": "einer Zauberkarte",
    "negatable.trap": "einer Fallenkarte",
    "negatable.monster": "eines Monstereffekts",
    "either": "{first} oder {second}",
    "position.attack": "Angriffsposition",
    "position.defense": "offene Verteidigungsposition",
    "position.set": "verdeckte Verteidigungsposition",
    "zone.hand": "der Hand",
    "zone.deck": "dem Deck",
    "zone.extra_deck": "dem Extra Deck",
    "zone.monsters": "einer Monsterzone",
    "zone.spells_traps": "einer Zauber- & Fallenzone",
    "zone.field_spell": "der Spielfeldzone",
    "zone.graveyard": "dem Friedhof",
    "zone.banished": "den verbannten Karten",
    "zone.limbo": "keiner Zone",
    "phase.draw": "der Draw Phase",
    "phase.standby": "der Standby Phase",
    "phase.main1": "der Main Phase 1",
    "phase.battle": "der Battle Phase",
    "phase.main2": "der Main Phase 2",
    "phase.end": "der End Phase",
    "timing.start": "Beginn des Damage Step",
    "timing.before_damage_calculation": "Damage Step, vor der Schadensberechnung",
    "timing.damage_calculation": "Damage Step, während der Schadensberechnung",
    "timing.after_damage_calculation": "Damage Step, nach der Schadensberechnung",
    "timing.end": "Ende des Damage Step",
    "lp_change": "LP: {before} → {after}",
    "link": "Kettenglied {number} ({card})",
    "takes_damage": "{player} erhält {amount} Schaden ({lp})",
    "tributes.none": "keine Tribute",
    "tributes.count": Plural("count", one="{count} Tribut", other="{count} Tribute"),
    "doing.normal_summon": "eine Normalbeschwörung durchführen",
    "doing.set_monster": "ein Monster setzen",
    "doing.flip_summon": "eine Flippbeschwörung durchführen",
    "doing.change_position": "eine Kampfposition ändern",
    "doing.set_spell_trap": "eine Zauber- oder Fallenkarte setzen",
    "would.destroy": "eine Karte zerstören",
    "would.destroy_card": "{card:den} zerstören",
    "would.change_atk": "die ATK eines Monsters ändern",
    "would.change_atk_card": "die ATK {card:vom} ändern",
    "would.negate": "die Aktivierung darunter annullieren",
    "would.special_summon": "ein Monster als Spezialbeschwörung beschwören",
    "would.special_summon_card": "{card:den} als Spezialbeschwörung beschwören",
    "would.move": "eine Karte bewegen",
    "would.move_card": "{card:den} bewegen",
    "why.no_target": "es wurde kein Ziel gewählt",
    "why.no_attacker": "kein Monster greift an",
    "why.no_attack_target": "kein Monster wird angegriffen",
    "why.gone": "diese Karte ist nicht mehr da",
    "why.not_on_field": "sie liegt in {zone}, nicht auf dem Spielfeld",
    "why.not_monster": "sie ist kein Monster",
    "why.cannot_special_summon": "sein Text sagt, dass es nicht als Spezialbeschwörung "
                                 "beschworen werden kann",
    "why.in_zone": "sie liegt in {zone}",
    "why.already_in": "sie liegt schon in {zone}",
    "why.target_moved": "sein Ziel hat den Ort verlassen, an dem es als Ziel gewählt wurde",
    "target.requirement": "{what} {where}",
    "target.requirement.details": "{what} {where} ({details})",
    "target.requirement.archetype": "{what} aus dem Archetyp „{archetype}“ {where}",
    "target.requirement.kind_of": "{what} {where} (nur „{kind_of}“)",
    "target.monster": "ein Monster",
    "target.face_up_monster": "ein offenes Monster",
    "target.spell_trap": "eine Zauber- oder Fallenkarte",
    "target.face_up_spell_trap": "eine offene Zauber- oder Fallenkarte",
    "target.spell": "eine Zauberkarte",
    "target.face_up_spell": "eine offene Zauberkarte",
    "target.face_down_spell": "eine verdeckte Zauberkarte",
    "target.trap": "eine Fallenkarte",
    "target.face_up_trap": "eine offene Fallenkarte",
    "target.face_down_trap": "eine verdeckte Fallenkarte",
    "target.card": "eine Karte",
    "target.face_up_card": "eine offene Karte",
    "target.face_down_monster": "ein verdecktes Monster",
    "target.face_down_spell_trap": "eine verdeckte Zauber- oder Fallenkarte",
    "target.face_down_card": "eine verdeckte Karte",
    "target.field.controller": "unter deiner Kontrolle",
    "target.field.opponent": "unter der Kontrolle deines Gegners",
    "target.field.any": "auf dem Spielfeld",
    "target.graveyard.controller": "in deinem Friedhof",
    "target.graveyard.opponent": "im Friedhof deines Gegners",
    "target.graveyard.any": "in einem der Friedhöfe",
    "target.banished.controller": "unter deinen verbannten Karten",
    "target.banished.opponent": "unter den verbannten Karten deines Gegners",
    "target.banished.any": "unter den verbannten Karten eines Spielers",
    "target.other": "nicht diese Karte selbst",
    "target.position.attack": "in Angriffsposition",
    "target.position.defense": "in Verteidigungsposition",
    "why.no_link_below": "es gibt kein Kettenglied darunter",
    "first_turn_no_draw": "Spielzug 1: {player} beginnt und hat in der Draw Phase dieses "
                          "Spielzugs nicht gezogen. So sagen es die heutigen Regeln; im älteren "
                          "Starter-Regelheft zog auch der beginnende Spieler.",
    "draw_phase.draw": "Draw Phase: {player} zieht 1 Karte.",
    "draw_phase.empty_deck": "Draw Phase: {player} muss ziehen, aber das Deck ist leer.",
    "standby_phase": "Standby Phase von {player}.",
    "main2": "{player} greift nicht mehr an: End Step, dann Main Phase 2.",
    "end_phase": "{player} geht in die End Phase.",
    "hand_size_limit": Plural(
        "count",
        one="{player} hat {hand} Karten auf der Hand, mehr als sechs, und wirft {count} Karte "
            "({cards}, die zuletzt aufgeführte) auf den Friedhof ab.",
        other="{player} hat {hand} Karten auf der Hand, mehr als sechs, und wirft {count} "
              "Karten ({cards}, die zuletzt aufgeführten) auf den Friedhof ab."),
    "end_of_turn_effects": "Effekte, die bis zum Ende des Spielzugs galten, enden.",
    "next_turn": "Der Spielzug endet; Spielzug {number} beginnt, {player} ist am Zug.",
    "tributed": (
        "{player} legt {cards:den} als Tribut für {card:den} der Stufe {level} auf den Friedhof."
    ),
    "monster_set": "{player} setzt {card:den} verdeckt in Verteidigungsposition: Das ist die eine "
                   "Normalbeschwörung oder das eine Setzen dieses Spielzugs.",
    "normal_summoned": "{player} beschwört {card:den} als Normalbeschwörung in Angriffsposition: "
                       "Das ist die eine Normalbeschwörung oder das eine Setzen dieses "
                       "Spielzugs.",
    "tribute_summoned": "{player} beschwört {card:den} als Tributbeschwörung in Angriffsposition: "
                        "Das ist die eine Normalbeschwörung oder das eine Setzen dieses "
                        "Spielzugs.",
    "flip_summoned": "{player} führt eine Flippbeschwörung {card:vom} durch: offen in "
                     "Angriffsposition (keine Normalbeschwörung; sie zählt als Änderung der "
                     "Kampfposition in diesem Spielzug).",
    "position_changed": "{player} ändert {card:den} in {position}.",
    "spell_trap_set": "{player} setzt eine Karte verdeckt ({card}, {kind}); Setzen ist kein "
                      "Aktivieren.",
    "field_spell_replaced.set": "{card:der} verlässt die Spielfeldzone von {player} und kommt auf "
                                "den Friedhof (ersetzt; das ist keine Zerstörung).",
    "field_spell_replaced.activate": "{card:der} verlässt die Spielfeldzone von {player} und "
                                     "kommt "
                                     "auf den Friedhof, um Platz für die neue "
                                     "Spielfeldzauberkarte zu machen (das ist keine "
                                     "Zerstörung).",
    "activation.card": "{player} aktiviert {card:den} ({kind}, Zaubergeschwindigkeit {speed})",
    "activation.flip_summon": "Der FLIPP-Effekt {card:vom} aktiviert sich "
                              "(Zaubergeschwindigkeit 1)",
    "activation.flip_after_damage": "Nach der Schadensberechnung aktiviert sich der "
                                    "FLIPP-Effekt {card:vom}",
    "chain_link_added": "{what} als Kettenglied {number}; {player} darf antworten.",
    "pass.respond": "{player} passt; {other} darf ein Kettenglied hinzufügen oder passen.",
    "pass.chain_complete": "Auch {player} passt: Beide haben nacheinander gepasst, die Kette "
                           "ist vollständig.",
    "chain_closes": "Keiner fügt ein Kettenglied hinzu: Die Kette wird abgehandelt.",
    "chain_resolves": Plural(
        "count", one="Die Kette wird vom letzten Glied zum ersten abgehandelt ({count} Glied).",
        other="Die Kette wird vom letzten Glied zum ersten abgehandelt ({count} Glieder)."),
    "link.negated": "Das {link} wurde annulliert: Nichts von seinem Effekt wird angewandt.",
    "link.left_field": "Das {link} hat das Spielfeld vor der Abhandlung verlassen: Eine Karte "
                       "dieser "
                       "Art ({kind}) wendet dann nichts mehr an.",
    "link.resolves": "Das {link} wird abgehandelt.",
    "link.resolves_anyway": "Das {link} wird abgehandelt (auch nachdem die Karte das Spielfeld "
                            "verlassen hat).",
    "chain_over.to_graveyard": "Die Kette ist abgehandelt: {card:der} ({kind}) kommt auf den "
                               "Friedhof von {player}.",
    "chain_over.stays": "{card:der} ({kind}) bleibt offen auf dem Spielfeld.",
    "effect_part_skipped": "Das {link} würde {what}, aber {why}; dieser Teil bewirkt nichts.",
    "sequence.done.if_you_do": "Das {link} hat den Teil vor „und falls du dies tust“ ausgeführt, "
                               "also wird der Teil danach im selben Moment ausgeführt.",
    "sequence.done.then": "Das {link} hat den Teil vor „dann“ ausgeführt, also wird der Teil "
                          "danach im Anschluss ausgeführt.",
    "sequence.not_done.if_you_do": "Das {link} hat den Teil vor „und falls du dies tust“ nicht "
                                   "ausgeführt, also wird auch der Teil danach nicht ausgeführt.",
    "sequence.not_done.then": "Das {link} hat den Teil vor „dann“ nicht ausgeführt, also wird auch "
                              "der Teil danach nicht ausgeführt.",
    "destroyed": "{card:der} wird zerstört und kommt auf den Friedhof von {owner}.",
    "destroyed.by_link": "{link}: {card:der} wird zerstört und kommt auf den Friedhof von "
                         "{owner}.",
    "destroyed.by_battle": "Durch Kampf zerstört: {card:der} kommt auf den Friedhof von {owner}.",
    "destroyed.to_extra_deck": "{card:der} wird zerstört und kommt als offenes Pendelmonster "
                               "statt auf den Friedhof offen ins Extra Deck von {owner}.",
    "destroyed.by_link.to_extra_deck": "{link}: {card:der} wird zerstört und kommt als offenes "
                                       "Pendelmonster statt auf den Friedhof offen ins Extra Deck "
                                       "von {owner}.",
    "destroyed.by_battle.to_extra_deck": "Durch Kampf zerstört: {card:der} kommt als offenes "
                                         "Pendelmonster statt auf den Friedhof offen ins Extra "
                                         "Deck von {owner}.",
    "pendulum.to_extra_deck": "{card:der} verlässt als offenes Pendelmonster das Spielfeld und "
                              "kommt statt auf den Friedhof offen ins Extra Deck von {owner}.",
    "effect_damage": "{link}: {player} erhält {amount} Schaden ({lp}).",
    "cost.discard": "{player} wirft {cards:den} ab, um {card:den} zu aktivieren.",
    "cost.tribute": "{player} bietet {cards:den} als Tribut an, um {card:den} zu aktivieren.",
    "cost.pay_lp": "{player} zahlt {amount} LP, um {card:den} zu aktivieren ({lp}).",
    "lp_gained": "{link}: {player} erhält {amount} LP ({lp}).",
    "effect_draw": Plural("count", one="{link}: {player} zieht {count} Karte.",
                          other="{link}: {player} zieht {count} Karten."),
    "effect_draw_empty_deck": "{link}: {player} muss ziehen, aber das Deck ist leer.",
    "atk_changed.lowered": "{link}: {card:der} verliert {amount} ATK bis zum Ende des "
                           "Spielzugs (ATK {before} → {after}).",
    "atk_changed": "{link}: {card:der} erhält {amount:+d} ATK bis zum Ende des Spielzugs (ATK "
                   "{before} → {after}).",
    "atk_changed.lowered.lasting": "{link}: {card:der} verliert {amount} ATK, solange es offen "
                                   "auf dem Spielfeld bleibt (ATK {before} → {after}).",
    "atk_changed.lasting": "{link}: {card:der} erhält {amount:+d} ATK, solange es offen auf dem "
                           "Spielfeld bleibt (ATK {before} → {after}).",
    "link_negated_by": "Das {link} annulliert die Aktivierung des Kettenglieds {number} ({card}).",
    "special_summon_no_room": "Das {link} würde {card:den} als Spezialbeschwörung beschwören, "
                              "aber die "
                              "fünf Main-Monsterzonen von {player} sind voll; die Karte bleibt "
                              "in {zone}.",
    "special_summoned": "{link}: {card:der} wird aus {zone} als Spezialbeschwörung auf das "
                        "Spielfeld von {player} beschworen, in {position}.",
    "special_summoned.extra_deck": "{link}: {card:der} wird aus {zone} (dem „Fusionsdeck“ des "
                                   "älteren Regelhefts) als Spezialbeschwörung auf das "
                                   "Spielfeld von {player} beschworen, in {position}.",
    "returned_to_hand": "{link}: {card:der} kehrt auf die Hand von {player} zurück (aus {zone}).",
    "to_deck.shuffled": "{link}: {card:der} kommt aus {zone} ins Deck von {player}, das "
                        "gemischt wird.",
    "to_deck.top": "{link}: {card:der} wird aus {zone} oben auf das Deck von {player} gelegt.",
    "to_deck.extra": "{link}: {card:der} kehrt aus {zone} ins Extra Deck von {player} zurück, "
                     "wohin ein Monster seiner Art statt ins Deck zurückkehrt.",
    "sent_to_graveyard": "{link}: {card:der} kommt aus {zone} auf den Friedhof von {player}; "
                         "das ist keine Zerstörung.",
    "banished": "{link}: {card:der} wird verbannt (aus {zone}).",
    "battle_phase": "{player} beginnt die Battle Phase.",
    "attack_declared": "{attacker:der} greift {target:den} an.",
    "attack_direct": "{attacker:der} greift {player} direkt an ({player} kontrolliert kein "
                     "Monster).",
    "no_response_to_attack": "Keiner antwortet auf den Angriff.",
    "damage_step_timing.atk": "Der Angriff hat diesen Zeitpunkt erreicht: {timing}. Hier dürfen "
                              "Konterfallenkarten und Karten aktiviert werden, die ATK oder "
                              "DEF direkt ändern.",
    "damage_step_timing.counter": "Der Angriff hat diesen Zeitpunkt erreicht: {timing}. Hier "
                                  "dürfen nur "
                                  "Konterfallenkarten aktiviert werden.",
    "no_activation_at_timing": "Keiner aktiviert etwas zum Zeitpunkt „{timing}“: Der Damage "
                               "Step geht weiter.",
    "attacker_gone": "{card:der} ist nicht mehr auf dem Spielfeld: Sein Angriff endet.",
    "replay": "Die Monster von {player} haben sich nach der Angriffsdeklaration verändert: Es "
              "kommt zu einer Wiederholung. {card:der} setzt diesen Angriff nicht fort; {owner} "
              "darf mit ihm einen neuen deklarieren.",
    "face_down_target_flipped": "{card:der} wird vor der Schadensberechnung offen in "
                                "Verteidigungsposition umgedreht (keine Flippbeschwörung).",
    "left_before_calculation": "{cards:der} hat das Spielfeld vor der Schadensberechnung "
                               "verlassen: Es gibt keine Schadensberechnung und keine "
                               "Wiederholung; der Angriff geht weiter zum Ende des Damage "
                               "Step.",
    "battle.both_zero": "{attacker:der} greift {target:den} an: Keines wird zerstört, es entsteht "
                        "kein "
                        "Schaden.",
    "battle.both_destroyed": "{attacker:der} greift {target:den} an: Beide werden zerstört, es "
                             "entsteht kein Schaden.",
    "battle.destroyed_with_damage": "{attacker:der} greift {target:den} an: {card:der} wird "
                                    "zerstört und "
                                    "{damage}.",
    "battle.destroyed": "{attacker:der} greift {target:den} an: {card:der} wird zerstört, es "
                        "entsteht kein "
                        "Schaden.",
    "battle.defense_holds": "{attacker:der} greift {target:den} an: Nichts wird zerstört und "
                            "{damage}.",
    "battle.nothing": "{attacker:der} greift {target:den} an: Nichts wird zerstört, es entsteht "
                      "kein "
                      "Schaden.",
    "attack_direct.by_effect": "{attacker:der} greift {player} direkt an: Sein Text erlaubt den "
                               "direkten Angriff, obwohl {player} {count} Monster kontrolliert.",
    "battle.destroyed_piercing": "{attacker:der} greift {target:den} an: {card:der} wird "
                                 "zerstört; {attacker:der} fügt durchschlagenden Kampfschaden zu: "
                                 "{damage}.",
    "battle.destroyed_with_damage.survives": (
        "{attacker:der} greift {target:den} an: {card:der} verliert den Kampf, "
        "wird aber nicht zerstört, und {damage}."),
    "battle.destroyed.survives": (
        "{attacker:der} greift {target:den} an: {card:der} verliert den Kampf, "
        "wird aber nicht zerstört; es entsteht kein Schaden."),
    "battle.destroyed_piercing.survives": (
        "{attacker:der} greift {target:den} an: {card:der} verliert den Kampf, "
        "wird aber nicht zerstört; {attacker:der} fügt durchschlagenden Kampfschaden zu: "
        "{damage}."),
    "equip.equipped": (
        "{link}: {monster:der} wird mit {card:dem} ausgerüstet und hat jetzt {atk} ATK und "
        "{defense} DEF."
    ),
    "equip.nothing_to_equip": (
        "{link}: Für {card:den} gibt es kein offenes Monster mehr, das sie ausrüsten kann, also "
        "kommt sie auf den Friedhof von {owner}."
    ),
    "equip.destroyed": (
        "{card:der} rüstet kein offenes Monster auf dem Spielfeld mehr aus, also wird sie zerstört "
        "und kommt auf den Friedhof von {owner}."
    ),
    "effect.not_destroyed": (
        "{link}: {card:der} kann nicht durch Karteneffekte zerstört werden: {card:Er|Sie|Es} "
        "bleibt auf dem Spielfeld."
    ),
    "battle.not_destroyed": "{card:der} kann nicht durch Kampf zerstört werden: Es bleibt auf "
                            "dem Spielfeld.",
    "battle.direct": "{attacker:der} greift {player} direkt an: {damage}.",
    "lost.lp_zero": "Die LP von {player} sind 0, also verliert {player} das Duell sofort.",
    "lost.deck_out": "{player} musste mit leerem Deck eine Karte ziehen, also verliert "
                     "{player} das Duell.",
    "won.exodia": (
        "{player} hat alle fünf Teile von Exodia, die Verbotene auf der Hand: {player} gewinnt "
        "das Duell sofort, egal, wie viele LP die Spieler haben."
    ),
    "duel_drawn": "Beide Spieler verlieren im selben Moment: Das Duell endet unentschieden, "
                  "niemand gewinnt.",
    "duel_won": "{player} gewinnt das Duell.",
    "illegal.no_such_card": "In diesem Duell gibt es keine Karte '{id}'.",
    "illegal.battle_phase_turn_one": "Spielzug 1 ist der erste Spielzug des Duells: {player} "
                                     "beginnt und darf darin keine Battle Phase durchführen "
                                     "(das ältere Regelheft sagt dasselbe).",
    "illegal.battle_phase_once": "Die Battle Phase kommt nur einmal, direkt nach der Main "
                                 "Phase 1.",
    "illegal.main2_without_battle": "Die Main Phase 2 kommt nur nach einer Battle Phase; ohne "
                                    "sie geht der Spielzug von der Main Phase 1 in die End "
                                    "Phase (end_turn).",
    "illegal.attack_not_in_battle_phase": "{player} ist nicht in der Battle Phase: Angriffe "
                                          "werden in ihrem Battle Step deklariert (mit "
                                          "battle_phase beginnen).",
    "illegal.direct_attack_past_monster": "{player} kontrolliert ein Monster, offen oder "
                                          "verdeckt, also kann {card:den} nicht direkt angreifen.",
    "illegal.attack_target": "{card:der} kann nicht angegriffen werden: Das Ziel muss ein Monster "
                             "sein, das {player} kontrolliert, oder „direct“.",
    "illegal.attacker_not_own": "{card:der} kann nicht angreifen: Das kann nur ein Monster auf "
                                "dem "
                                "Spielfeld von {player}.",
    "illegal.attacker_position": (
        "{card:der} ist nicht in Angriffsposition ({position}): Nur ein Monster in "
        "Angriffsposition kann einen Angriff deklarieren."
    ),
    "illegal.attacked_already": "{card:der} hat in diesem Spielzug schon angegriffen: Jedes "
                                "Monster greift einmal pro Battle Phase an.",
    "illegal.damage_step_no_attack": "Es wartet kein Angriff: Einen Damage Step gibt es nur "
                                     "nach einer Angriffsdeklaration.",
    "illegal.damage_step_passed": "Der Angriff ist schon beim Zeitpunkt „{now}“: Die "
                                  "Zeitpunkte des Damage Step kommen je einmal und der Reihe "
                                  "nach, und „{timing}“ ist vorbei.",
    "illegal.damage_step_atk_too_late": "Zeitpunkt „{now}“: {card:der} ändert ATK, und eine "
                                        "Karte, die "
                                        "ATK oder DEF ändert, kann im Damage Step nur bis zum "
                                        "Beginn der Schadensberechnung aktiviert werden.",
    "illegal.damage_step_excepted": "Der Effekt {card:vom} sagt „(außer im Damage Step)“: "
                                    "Er kann im Damage Step nicht aktiviert werden.",
    "illegal.damage_step_not_allowed": "Zeitpunkt „{now}“: Im Damage Step können nur "
                                       "Konterfallenkarten und Karten aktiviert werden, die ATK "
                                       "oder DEF direkt ändern, und {card:der} ({kind}) ist keins "
                                       "von beiden; sie kann nach dem Damage Step aktiviert "
                                       "werden.",
    "illegal.activate_monster": "{card:der} ist ein Monster: Hier werden nur Zauber- und "
                                "Fallenkarten aktiviert; der FLIPP-Effekt eines Monsters wird "
                                "von selbst aktiviert, wenn es offen umgedreht wird.",
    "illegal.not_your_priority": "Jetzt darf {player} antworten, nicht {owner}: Nach einer "
                                 "Aktivierung antwortet zuerst der andere Spieler.",
    "illegal.nothing_to_negate": "{card:der} annulliert die Aktivierung des Kettenglieds "
                                 "darunter, "
                                 "und es ist keine Kette offen: Es gibt nichts zu annullieren, "
                                 "also kann die Karte nicht als Kettenglied 1 aktiviert werden.",
    "illegal.cannot_negate_this_kind": "{card:der} kann nur die Aktivierung {kinds} annullieren, "
                                       "und Kettenglied {number} ({below}) ist eine andere Art "
                                       "({kind}): Es gibt nichts zu annullieren.",
    "illegal.activate_from_zone": "{card:der} liegt in {zone}: Eine Zauberkarte wird von der Hand "
                                  "oder vom Spielfeld aktiviert, eine Fallenkarte erst, wenn "
                                  "sie auf dem Spielfeld gesetzt ist.",
    "illegal.already_face_up": "{card:der} liegt schon offen auf dem Spielfeld: Sie wurde schon "
                               "aktiviert und kann nicht erneut aktiviert werden, solange sie "
                               "dort bleibt.",
    "illegal.trap_set_this_turn": "{card:der} wurde in diesem Spielzug gesetzt: Eine Fallenkarte "
                                  "kann nicht in dem Spielzug aktiviert werden, in dem sie "
                                  "gesetzt wurde.",
    "illegal.cannot_pay_lp": "{card:der} kostet {amount} LP und der Spieler hat {lp}: Mehr "
                             "LP, als man hat, können nicht als Kosten gezahlt werden.",
    "illegal.needs_target": "{card:der} wählt {requirement} als Ziel: {card:Seine|Ihre|Seine} "
                            "Aktivierung "
                            "muss ein solches Ziel nennen.",
    "illegal.target_does_not_fit": "{target:der} kann nicht das Ziel {card:vom} sein, "
                                   "{card:der|die|das} {requirement} als Ziel wählt.",
    "illegal.once_per_turn": "{player} hat in diesem Spielzug bereits eine Karte dieses Namens "
                             "aktiviert: {card:der} kann nur einmal pro Spielzug aktiviert werden.",
    "illegal.cost_discard": Plural(
        "count",
        one="{card:der} kostet das Abwerfen von {count} Karte aus der Hand von {player}: „cost“ "
            "der Aktion muss genau diese Karte aus dieser Hand nennen.",
        other="{card:der} kostet das Abwerfen von {count} Karten aus der Hand von {player}: "
              "„cost“ der Aktion muss genau so viele aus dieser Hand nennen."),
    "illegal.cost_tribute": Plural(
        "count",
        one="{card:der} verlangt als Kosten, {count} Monster, das {player} kontrolliert, als "
            "Tribut "
            "anzubieten: „cost“ der Aktion muss genau dieses Monster nennen.",
        other="{card:der} verlangt als Kosten, {count} Monster, die {player} kontrolliert, als "
              "Tribut anzubieten: „cost“ der Aktion muss genau so viele nennen."),
    "illegal.needs_attack_declaration": "{card:der} kann nur aktiviert werden, wenn ein "
                                        "Monster des Gegners einen Angriff deklariert, und "
                                        "kein solcher Angriff wartet im Battle Step.",
    "illegal.quick_play_set_this_turn": "{card:der} wurde in diesem Spielzug gesetzt: Eine "
                                        "gesetzte "
                                        "Schnellzauberkarte kann nicht in dem Spielzug "
                                        "aktiviert werden, in dem sie gesetzt wurde.",
    "illegal.trap_in_hand": "{card:der} ist eine Fallenkarte auf der Hand: Eine Fallenkarte muss "
                            "zuerst gesetzt werden und kann ab dem nächsten Spielzug aktiviert "
                            "werden.",
    "illegal.trap_hand_condition": "{card:der} kann nur von der Hand aktiviert werden, wenn das "
                                   "Spielfeld für {player} zeigt, was der Kartentext verlangt, "
                                   "und das ist jetzt nicht so: Sonst muss eine Fallenkarte "
                                   "zuerst gesetzt werden.",
    "illegal.quick_play_from_hand": "{card:der} ist eine Schnellzauberkarte auf der Hand: Von der "
                                    "Hand kann sie nur im eigenen Spielzug ihres Besitzers "
                                    "aktiviert werden.",
    "illegal.no_zone_to_activate": "Die fünf Zauber- & Fallenzonen von {player} sind voll: Es "
                                   "gibt keine Zone, um {card:den} zu aktivieren.",
    "illegal.speed_one_response": "{card:der} ({kind}, Zaubergeschwindigkeit 1) kann nicht als "
                                  "Antwort auf etwas aktiviert werden; sie kann nur "
                                  "Kettenglied 1 sein, wenn keine Kette offen ist.",
    "illegal.speed_one_timing": "{card:der} ({kind}, Zaubergeschwindigkeit 1) kann nur der "
                                "Spieler am Zug aktivieren, in seiner eigenen Main Phase 1 oder "
                                "2.",
    "illegal.lower_spell_speed": "{card:der} hat Zaubergeschwindigkeit {speed}, niedriger als "
                                 "Kettenglied {number} ({top}, Zaubergeschwindigkeit "
                                 "{top_speed}): Eine Antwort braucht gleiche oder höhere "
                                 "Zaubergeschwindigkeit.",
    "illegal.nothing_to_pass": "Es gibt nichts zu passen: Keine Kette ist offen und kein "
                               "Angriff wartet auf Antworten.",
    "illegal.not_turn_players_card": "{card:der} gehört {owner}, und nur der Spieler am Zug "
                                     "({player}) kann {doing}.",
    "illegal.not_main_phase": "{player} kann während {phase} nicht {doing}: Nur in der Main "
                              "Phase 1 oder 2.",
    "illegal.summon_not_in_hand": "{card:der} ist kein Monster auf der Hand von {owner}: Nur ein "
                                  "Monster auf der Hand kann als Normalbeschwörung beschworen "
                                  "oder gesetzt werden.",
    "illegal.second_normal_summon": "{player} hat in diesem Spielzug schon eine "
                                    "Normalbeschwörung durchgeführt oder ein Monster gesetzt: "
                                    "Das geht nur einmal pro Spielzug.",
    "illegal.cannot_normal_summon": "{card:der} kann nicht als Normalbeschwörung beschworen "
                                    "oder gesetzt werden: Sein Text oder seine Art sagt es.",
    "illegal.tribute_count": Plural(
        "count", one="{card:der} ist Stufe {level}, braucht also {need}; {count} wurde angegeben.",
        other="{card:der} ist Stufe {level}, braucht also {need}; {count} wurden angegeben."),
    "illegal.tribute_not_own": "{card:der} kann nicht als Tribut angeboten werden: Ein Tribut "
                               "muss "
                               "ein Monster sein, das {player} auf dem Spielfeld kontrolliert.",
    "illegal.monster_zones_full": "Die fünf Main-Monsterzonen von {player} sind voll: Es gibt "
                                  "keine Zone für {card:den}.",
    "illegal.not_monster_on_field": "{card:der} ist kein Monster auf dem Spielfeld von {owner}.",
    "illegal.flip_summon_face_up": "{card:der} ist schon offen: Nur ein verdecktes Monster in "
                                   "Verteidigungsposition kann als Flippbeschwörung beschworen "
                                   "werden.",
    "illegal.flip_summon_set_this_turn": "{card:der} wurde in diesem Spielzug gesetzt: Ein "
                                         "Monster "
                                         "kann nicht in dem Spielzug flippbeschworen werden, "
                                         "in dem es gesetzt wurde.",
    "illegal.flip_summon_position_changed": "{card:der} hat seine Kampfposition in diesem "
                                            "Spielzug "
                                            "schon geändert.",
    "illegal.position_face_down": "{card:der} ist verdeckt: Es offen in Angriffsposition zu "
                                  "drehen, "
                                  "ist eine Flippbeschwörung (flip_summon), keine Änderung der "
                                  "Position.",
    "illegal.position_on_arrival": "{card:der} ist in diesem Spielzug aufs Spielfeld gekommen: "
                                   "Seine Kampfposition kann in dem Spielzug, in dem es "
                                   "beschworen oder gesetzt wurde, nicht geändert werden.",
    "illegal.position_once": "{card:der} hat seine Kampfposition in diesem Spielzug schon "
                             "geändert: einmal pro Spielzug.",
    "illegal.position_after_attack": "{card:der} hat in diesem Spielzug angegriffen, also kann "
                                     "seine Kampfposition erst im nächsten Spielzug geändert "
                                     "werden.",
    "illegal.set_not_spell_trap": "{card:der} ist keine Zauber- oder Fallenkarte auf der Hand von "
                                  "{owner}.",
    "illegal.spell_trap_zones_full": "Die fünf Zauber- & Fallenzonen von {player} sind voll.",
    "input.duplicate_id": "doppelte ID '{id}' (zuerst verwendet bei {first})",
    "input.field_only": "nur eine Karte auf dem Spielfeld kann das haben",
    "input.unknown_step": "unbekannter Schritt (bekannte Schritte: {known})",
    "input.ygo.no_battle_phase_turn_one": "Spielzug 1 hat keine Battle Phase: Der beginnende "
                                          "Spieler darf keine durchführen ({rule})",
    "input.ygo.field_spell_only": "muss eine Spielfeldzauberkarte sein (kind: spell, "
                                  "spell_type: field)",
    "input.ygo.too_many_monsters": "hat zu viele Monster: Ein Spieler hat {most} "
                                   "Main-Monsterzonen, also höchstens {most} Monster ({rule})",
    "input.ygo.too_many_spells_traps": "hat zu viele Karten: Ein Spieler hat {most} Zauber- & "
                                       "Fallenzonen, also höchstens {most} Karten ({rule}; eine "
                                       "Spielfeldzauberkarte gehört in field_spell)",
    "input.ygo.too_many_extra_deck": "hat zu viele Karten: Ein Extra Deck hat höchstens {most} "
                                     "({rule})",
    "input.ygo.monster_here": "eine Karte hier muss ein Monster sein",
    "input.ygo.spell_trap_here": "eine Karte hier muss eine Zauber- oder Fallenkarte sein",
    "input.ygo.field_spell_elsewhere": "eine Spielfeldzauberkarte gehört in `field_spell`, "
                                       "nicht in eine Zauber- & Fallenzone ({rule})",
    "input.ygo.same_cost_twice": "nennt dieselbe Karte zweimal",
    "input.ygo.same_tribute_twice": "nennt dasselbe Monster zweimal",
    "input.ygo.card_id": "muss eine Karten-ID sein",
    "input.ambiguous_card_name": "{count} Karten heißen „{name}“ ({numbers}): gib das "
                                 "Passwort der gemeinten Karte an",
    "input.no_printed_card": "keine Karte {number}: gib ihr Passwort (8 Ziffern, wie "
                             "gedruckt) oder einen Namen an, den nur eine Karte trägt "
                             "(Kartendaten werden mit import_cards importiert)",
    "input.ygo.negates_without_negate": "das hat nur eine Karte, deren Effekt einen "
                                        "`negate`-Schritt hat",
    "input.ygo.nested_too_deep": "`if_you_do`- und `then`-Schritte lassen sich höchstens {most} "
                                 "Ebenen tief verschachteln",
    "input.ygo.position_of_monsters_only": "nur Monster haben eine Position: eine Position nur "
                                           "mit `what: monsters` angeben",
    "input.ygo.negates_empty": "muss mindestens eines nennen von: {choices}",
    "input.ygo.reserved_id": "'{id}' ist ein reserviertes Wort",
    "activation.ignition": "{player} aktiviert den Zündeffekt {card:vom} "
                           "(Zaubergeschwindigkeit {speed})",
    "activation.spell_graveyard": "{player} aktiviert den Effekt {card:vom} im Friedhof "
                                  "(Zaubergeschwindigkeit {speed})",
    "illegal.spell_graveyard_timing": "Der Effekt {card:vom} im Friedhof hat "
                                      "Zaubergeschwindigkeit 1: Er kann nur in der eigenen Main "
                                      "Phase seines Beherrschers als Kettenglied 1 aktiviert "
                                      "werden, solange keine Kette offen ist.",
    "activation.quick": "{player} aktiviert den Schnelleffekt {card:vom} "
                        "(Zaubergeschwindigkeit {speed})",
    "activation.trigger": "{player} aktiviert den Auslöseeffekt {card:vom} "
                          "(Zaubergeschwindigkeit {speed})",
    "illegal.no_such_effect": "{card:der} hat keinen aktivierbaren Effekt mit der Nummer "
                              "{number} (die Effekte werden ab 0 gezählt).",
    "illegal.effect_from_zone": (
        "Dieser Effekt {card:vom} wird aus {where} aktiviert, aber die Karte liegt in {zone}."
    ),
    "illegal.effect_face_down": "{card:der} liegt verdeckt: Ein Monstereffekt wird vom "
                                "Spielfeld nur aktiviert, solange das Monster offen liegt.",
    "illegal.ignition_timing": "Der Zündeffekt {card:vom} kann nur in der eigenen Main Phase "
                               "seines Beherrschers als Kettenglied 1 aktiviert werden, "
                               "solange keine Kette offen ist.",
    "illegal.trigger_no_event": "Der Auslöseeffekt {card:vom} antwortet auf ein Ereignis, das "
                                "nicht eben geschehen ist: {event}.",
    "illegal.missed_timing": "Der Effekt {card:vom} lautet „Wenn ... kannst du“, und sein "
                             "Ereignis ({event}) war nicht das Letzte, was geschah: Er hat den "
                             "Zeitpunkt verpasst.",
    "illegal.trigger_in_chain": "Der Auslöseeffekt {card:vom} hat Zaubergeschwindigkeit 1: Er "
                                "kommt nur neben anderen Auslöseeffekten desselben Moments in "
                                "eine Kette.",
    "illegal.effect_once_by_name": "{player} hat diesen Effekt {card:vom} oder einer gleichnamigen "
                                   "Karte in diesem Spielzug schon benutzt: Er kann nur einmal pro "
                                   "Spielzug benutzt werden.",
    "illegal.effect_once_per_copy": "Dieser Effekt {card:vom} wurde in diesem Spielzug schon "
                                    "benutzt: Jedes Exemplar kann ihn nur einmal pro Spielzug "
                                    "benutzen.",
    "illegal.effect_once_shared": "{player} hat in diesem Spielzug schon einen Effekt {card:vom} "
                                  "oder einer gleichnamigen Karte benutzt: Pro Spielzug kann nur "
                                  "einer ihrer Effekte benutzt werden, und nur einmal.",
    "trigger_event.normal_summoned": "diese Karte wird als Normalbeschwörung beschworen",
    "trigger_event.special_summoned": "diese Karte wird als Spezialbeschwörung beschworen",
    "trigger_event.summoned": "diese Karte wird beschworen",
    "trigger_event.sent_to_graveyard": "diese Karte wird auf den Friedhof gelegt",
    "trigger_event.sent_to_graveyard_by_effect": "diese Karte wird durch einen "
                                                  "Karteneffekt auf den Friedhof gelegt",
    "trigger_event.sent_from_field_to_graveyard": "diese Karte wird vom Spielfeld auf den "
                                                  "Friedhof gelegt",
    "input.ygo.trigger_needs_event": "ein Auslöseeffekt braucht das Ereignis, auf das er "
                                     "antwortet (eines von {choices})",
    "input.ygo.event_of_trigger_only": "nur ein Auslöseeffekt antwortet auf ein Ereignis",
    "cost.self_tribute": "{player} bietet {card:den} selbst als Kosten seines Effekts als "
                         "Tribut an.",
    "cost.self_discard": "{player} wirft {card:den} selbst als Kosten seines Effekts ab.",
    "cost.self_banish": "{player} verbannt {card:den} selbst als Kosten seines Effekts vom "
                        "Friedhof.",
    "input.ygo.cost_self_from": "ein Monster gibt sich nur mit `from: {where}` selbst "
                                "als diese Kosten auf",
    "input.ygo.spell_effect_graveyard": "ein Effekt einer Zauberkarte, der nicht ihre "
                                        "Aktivierung ist, wird hier aus ihrem Friedhof aktiviert "
                                        "(from: graveyard, type: ignition)",
    "input.ygo.only_monsters": "das haben nur Monster",
    "input.ygo.only_spells": "das haben nur Zauberkarten",
    "input.ygo.only_traps": "das haben nur Fallenkarten",
    "input.ygo.only_spells_traps": "das haben nur Zauber- und Fallenkarten",
    "input.ygo.effect_on_monster": "das haben nur Zauber- und Fallenkarten; der FLIPP-Effekt "
                                   "eines Monsters steht unter `flip`",
    "verdict.illegal": "Aktion {number} ist nicht erlaubt ({rule}): {reason}",
    "verdict.battle": "{battle}",
    "verdict.win": "{winner} gewinnt das Duell: {reason}.",
    "verdict.win.lp": "Die LP von {loser} sind auf 0 gefallen",
    "verdict.win.deck_out": "{loser} musste von einem leeren Deck ziehen",
    "verdict.win.exodia": "{winner} hat alle fünf Teile von Exodia auf der Hand",
    "verdict.draw": "Das Duell endet unentschieden: Die LP beider Spieler sind im selben "
                    "Moment auf 0 gefallen.",
    # eine beschriebene Karte aus dem eigenen Deck, der Hand oder dem Friedhof (fetch, 5-3-13)
    "pick.requirement": "{what} aus {where}",
    "pick.requirement.details": "{what} aus {where} ({details})",
    "pick.what.monster": "ein Monster",
    "pick.what.spell": "eine Zauberkarte",
    "pick.what.trap": "eine Fallenkarte",
    "pick.what.spell_trap": "eine Zauber- oder Fallenkarte",
    "pick.what.card": "eine Karte",
    "pick.from.deck": "deinem Deck",
    "pick.from.hand": "deiner Hand",
    "pick.from.graveyard": "deinem Friedhof",
    "pick.named": "mit dem Namen {names}",
    "pick.archetype": "aus dem Archetyp „{archetype}“",
    "pick.level": "Stufe {level}",
    "pick.level_max": "Stufe {level} oder niedriger",
    "pick.level_min": "Stufe {level} oder höher",
    "pick.except": "nicht {names}",
    "illegal.needs_pick": "{card:der} nimmt {requirement}: Die Aktivierung muss die Karte "
                          "nennen, die der Spieler nimmt (pick), denn er wählt sie.",
    "illegal.pick_does_not_fit": "{card:der} kann {pick:den} nicht nehmen: "
                                 "{card:Er|Sie|Es} nimmt {requirement}.",
    "would.fetch.hand": "eine Karte der Hand hinzufügen",
    "would.fetch.graveyard": "eine Karte auf den Friedhof legen",
    "would.fetch.field": "ein Monster als Spezialbeschwörung beschwören",
    "why.no_pick": "es wurde keine Karte zum Nehmen genannt",
    "why.pick_gone": "{card:der} ist nicht mehr dort, um genommen zu werden (sondern in {zone})",
    "fetched.hand": "{link}: {player} fügt {card:den} aus {zone} der Hand hinzu und zeigt "
                    "{card:ihn|sie|es} vor.",
    "fetched.graveyard": "{link}: {player} legt {card:den} aus {zone} auf den Friedhof.",
    "would.fetch.set": "eine Zauber- oder Fallenkarte setzen",
    "why.zones_full": "alle Zauber- & Fallenzonen des Spielers sind belegt",
    "why.not_spell_trap": "sie ist keine Zauber- oder Fallenkarte",
    "fetched.set": "{link}: {player} setzt {card:den} aus {zone} verdeckt in eine Zauber- & "
                   "Fallenzone.",
    "fetched.set.field": "{link}: {player} setzt {card:den} aus {zone} verdeckt in die "
                         "Spielfeldzone.",
    "illegal.no_zone_to_set": "{card:der} setzt eine Karte aus dem Deck, aber {player} hat "
                              "keine freie Zauber- & Fallenzone dafür.",
    "deck_shuffled": "{link}: {player} mischt das Deck.",
    # eine Kampfposition, durch einen Effekt geändert (change_position, 9-2-7)
    "would.change_position": "die Kampfposition eines Monsters ändern",
    "would.change_position_card": "die Kampfposition {card:vom} ändern",
    "why.link_position": "ein Linkmonster ist immer in Angriffsposition",
    "why.already_position": "es ist bereits in {position}",
    "position_changed.by_effect": "{link}: {card:der} wird in {position} geändert.",
    "illegal.mandatory_trigger": "Der Auslöseeffekt {card:vom} (Effekt {number}) ist "
                                 "verpflichtend und antwortet auf das gerade Geschehene: Er "
                                 "muss aktiviert werden, bevor irgendetwas anderes geschieht.",
    "cost.self_send": "{player} legt {card:den} selbst als Kosten seines Effekts von der Hand "
                      "auf den Friedhof.",
    "cost.self_reveal": "{player} zeigt {card:den} auf der Hand als Kosten seines Effekts vor; "
                        "{card:er|sie|es} bleibt dort.",
    "cost.detach": Plural(
        "count",
        one="{player} hängt {count} Xyz-Material {card:vom} als Kosten seines Effekts ab; es wird "
            "auf den Friedhof gelegt (noch {left}).",
        other="{player} hängt {count} Xyz-Materialien {card:vom} als Kosten seines Effekts ab; "
              "sie werden auf den Friedhof gelegt (noch {left}).",
    ),
    "illegal.cost_detach": (
        "{card:der} muss {count} {count:Xyz-Material|Xyz-Materialien} abhängen, um diesen Effekt "
        "zu aktivieren, und hat {have}."
    ),
    "trigger_event.tribute_summoned": "diese Karte wird als Tributbeschwörung beschworen",
    "trigger_event.flip_summoned": "diese Karte wird als Flippbeschwörung beschworen",
    "trigger_event.normal_or_flip_summoned": "diese Karte wird als Normal- oder "
                                             "Flippbeschwörung beschworen",
    "trigger_event.any_summoned": "diese Karte wird als Normal-, Spezial- oder "
                                  "Flippbeschwörung beschworen",
    "trigger_event.destroyed_by_battle": "diese Karte wird durch Kampf zerstört",
    "trigger_event.destroyed_by_effect": "diese Karte wird durch einen Karteneffekt zerstört",
    "trigger_event.destroyed": "diese Karte wird zerstört",
    "trigger_event.destroyed_a_monster": "diese Karte zerstört ein Monster durch Kampf",
    "trigger_event.inflicted_battle_damage": "diese Karte fügt dem Gegner Kampfschaden zu",
    "trigger_event.inflicted_direct_damage": "diese Karte fügt durch einen direkten Angriff "
                                             "Kampfschaden zu",
    "trigger_event.banished": "diese Karte wird verbannt",
    "trigger_event.your_standby_phase": "während der Standby Phase seines Beherrschers",
    "trigger_event.standby_phase": "während einer Standby Phase",
    "trigger_event.opponent_standby_phase": "während der Standby Phase des Gegners",
    "trigger_event.your_end_phase": "während der End Phase seines Beherrschers",
    "trigger_event.end_phase": "während einer End Phase",
    "trigger_event.opponent_end_phase": "während der End Phase des Gegners",
    "illegal.phase_trigger": "Der Effekt {card:vom} kann nur {event} aktiviert werden; das "
                             "Spiel ist gerade in {now} des Spielzugs von {player}.",
    "illegal.phase_trigger_used": "Der Effekt {card:vom} wurde in dieser Phase schon aktiviert: "
                                  "Er wird einmal pro Phase aktiviert ({event}).",
    "illegal.mandatory_phase_trigger": "Der Auslöseeffekt {card:vom} (Effekt {number}) "
                                       "ist verpflichtend: Er muss in {phase} des "
                                       "Spielzugs von {player} aktiviert werden, die "
                                       "dieser Schritt ohne ihn durchlaufen würde.",
    "main1": "{player} geht weiter in die Main Phase 1.",
    "illegal.end_phase_from": "In die End Phase geht es aus einer Main Phase oder der Battle "
                              "Phase, nicht aus {phase}.",
    "illegal.main1_from": "Die Main Phase 1 folgt direkt auf die Standby Phase; der Spielzug ist "
                          "gerade in {phase}.",
    "doing.synchro_summon": "eine Synchrobeschwörung durchführen",
    "doing.xyz_summon": "eine Xyz-Beschwörung durchführen",
    "monster_kind.synchro": "Synchromonster",
    "monster_kind.xyz": "Xyz-Monster",
    "extra_summoned.synchro": "{player} beschwört {card:den} als Synchrobeschwörung aus dem Extra "
                              "Deck, in {position}, und legt {materials:den} als Synchromaterial "
                              "auf den Friedhof.",
    "extra_summoned.xyz": (
        "{player} beschwört {card:den} als Xyz-Beschwörung aus dem Extra Deck, in {position}, mit "
        "{materials:dem} als Xyz-Material."
    ),
    "illegal.extra_summon_where": "{card:der} ist kein {kind} im Extra Deck von {owner}: Nur ein "
                                  "solches Monster wird auf diese Weise beschworen.",
    "illegal.extra_summon_forbidden": (
        "Laut seinem Text kann {card:der} auf keine Weise als Spezialbeschwörung beschworen "
        "werden."
    ),
    "illegal.effect_turn_sent": "{card:der} wurde in diesem Spielzug auf den Friedhof gelegt: Laut "
                                "seinem Text kann dieser Effekt erst in einem späteren Spielzug "
                                "aktiviert werden.",
    "illegal.material_not_face_up": "{card:der} ist kein offenes Monster, das {player} "
                                    "kontrolliert: Nur solche können Material sein.",
    "illegal.synchro_materials": "Eine Synchrobeschwörung {card:vom} braucht genau einen "
                                 "Empfänger und die Nicht-Empfänger, die sein Text verlangt; "
                                 "angegeben sind Empfänger: {tuners}, Nicht-Empfänger: {others}.",
    "illegal.material_without_level": "Jedes Material der Synchrobeschwörung {card:vom} braucht "
                                      "eine Stufe: Ein Xyz-Monster hat einen Rang, ein "
                                      "Linkmonster keine.",
    "illegal.synchro_levels": "Die Stufen der Materialien ergeben zusammen {total}, aber "
                              "{card:der} ist Stufe {level}: Sie müssen genau übereinstimmen.",
    "illegal.xyz_count": "Eine Xyz-Beschwörung {card:vom} braucht {least} bis {most} "
                         "Materialien, nicht {count}.",
    "illegal.xyz_levels": "Jedes Material der Xyz-Beschwörung {card:vom} muss ein Monster der "
                          "Stufe {level} sein.",
    "input.ygo.same_material_twice": "nennt dasselbe Material zweimal",
    "input.ygo.materials_max_below_min": "ist kleiner als `min`",
    "trigger_event.synchro_summoned": "diese Karte wird als Synchrobeschwörung beschworen",
    "trigger_event.xyz_summoned": "diese Karte wird als Xyz-Beschwörung beschworen",
    "trigger_event.synchro_material": "diese Karte wird als Synchromaterial auf den Friedhof "
                                      "gelegt",
    "trigger_event.flipped": "diese Karte wird aufgedeckt",
    "trigger_event.normal_summoned_or_flipped": "diese Karte wird als Normalbeschwörung beschworen "
                                                "oder aufgedeckt",
    "trigger_event.declared_attack": "diese Karte deklariert einen Angriff",
    "trigger_event.destroyed_by_opponent": "diese Karte wird durch eine Karte des Gegners zerstört",
    "trigger_event.destroyed_by_opponent_effect": "diese Karte wird durch einen Karteneffekt des "
                                                  "Gegners zerstört",
    "trigger_event.destroyed_by_battle_or_opponent_effect": "diese Karte wird durch Kampf oder "
                                                            "durch einen Karteneffekt des Gegners "
                                                            "zerstört",
    "trigger_event.opponent_attack_declared": "ein Monster des Gegners deklariert einen Angriff",
    "trigger_event.opponent_direct_attack_declared": (
        "ein Monster des Gegners deklariert einen direkten Angriff"
    ),
    "trigger_event.tributed": "diese Karte wird als Tribut angeboten",
    "trigger_event.discarded": "diese Karte wird abgeworfen",
    "trigger_event.special_summoned_from_hand": "diese Karte wird als Spezialbeschwörung von der "
                                                "Hand beschworen",
    "trigger_event.special_summoned_from_graveyard": "diese Karte wird als Spezialbeschwörung vom "
                                                     "Friedhof beschworen",
    "illegal.effect_during": "Der Schnelleffekt {card:vom} kann nur {during} aktiviert werden.",
    "during.opponent_turn": "während des Spielzugs des Gegners",
    "during.main_phase": "während einer Main Phase",
    "during.opponent_main_phase": "während der Main Phase des Gegners",
    # auf Karten gedruckte Einschränkungen und Tatsachen (restrictions.py; 5-4, 8-4-7, 12-8-4)
    "illegal.only_one": (
        "{player} kontrolliert bereits {other:den} offen und kann nur 1 Karte dieses Namens "
        "kontrollieren: {card:der} kann nicht offen beschworen oder aktiviert werden, solange "
        "jene Karte dort liegt."
    ),
    "why.only_one": "{other:der} liegt bereits offen auf dem Spielfeld seines Besitzers, und "
                    "nur 1 Karte dieses Namens darf kontrolliert werden",
    "only_one.destroyed": "{card:der} wird aufgedeckt, während {owner} bereits {other:den} "
                          "offen kontrolliert, und nur 1 Karte dieses Namens darf kontrolliert "
                          "werden: Das Spiel zerstört {card:ihn|sie|es}, und {card:er|sie|es} "
                          "kommt auf den Friedhof von {owner}.",
    "why.summon_procedure": "sein Text sagt, dass es nur als {procedure} beschworen werden kann",
    "why.summoned_only_by": "sein Text sagt, dass es nur durch den Effekt von „{name}“ als "
                            "Spezialbeschwörung beschworen werden kann",
    "why.cannot_special_summon_from": "sein Text sagt, dass es nicht aus {zone} als "
                                      "Spezialbeschwörung beschworen werden kann",
    "takes_no_damage": "{player} erhält keinen Kampfschaden: Der Text {card:vom} sagt es "
                       "(die {amount} Schaden werden nicht zugefügt)",
    "battle.not_destroyed.atk": "{card:der} kann nicht durch Kampf mit einem Monster mit "
                                "{atk} oder mehr ATK zerstört werden: Es bleibt auf dem "
                                "Spielfeld.",
    "position_changed.after_attack": "Ende des Damage Steps: {card:der} hat angegriffen, also "
                                     "wechselt {card:er|sie|es} durch den eigenen Text in die "
                                     "Verteidigungsposition.",
    "illegal.no_direct_attack": "{card:der} kann nicht direkt angreifen: Sein Text sagt es.",
    "illegal.attacked_enough": "{card:der} hat in dieser Battle Phase bereits seine {count} "
                               "Angriffe deklariert.",
    "illegal.untargetable": "{target:der} kann laut eigenem Text nicht als Ziel von "
                            "Karteneffekten des Gegners von {player} gewählt werden: {card:der} "
                            "kann {target:ihn|sie|es} nicht wählen.",
    "illegal.one_way_only": "{card:der} kann nicht durch eine {procedure} beschworen werden: "
                            "{why}.",
    "position_changed.after_battle_phase": "Ende der Battle Phase: {card:der} hat "
                                           "angegriffen, also wechselt {card:er|sie|es} durch "
                                           "den eigenen Text in die Verteidigungsposition.",
    "procedure.fusion": "Fusionsbeschwörung",
    "procedure.synchro": "Synchrobeschwörung",
    "procedure.xyz": "Xyz-Beschwörung",
    "procedure.link": "Linkbeschwörung",
    "procedure.ritual": "Ritualbeschwörung",
    "battle.neither_destroyed": "{card:der} wird nicht zerstört: Laut dem Text {by:vom} kann "
                                "keines der beiden Monster durch diesen Kampf zerstört werden.",
    "input.ygo.one_way_only": "genau einen dieser Schlüssel angeben: {keys}",
}
MESSAGES.update(FIELDS["de"])  # a printed card's fields in the notes
MESSAGES.update(KINDS["de"])  # Types and Attributes as the cards print them
MESSAGES.update(COSTS["de"])  # costs of described cards, "Activate 1 of these effects"
MESSAGES.update(CHAIN_NEGATION["de"])  # negating a Chain Link's activation or effect
MESSAGES.update(FUSION_SUMMONS["de"])  # Fusion and Ritual Summons by an effect (8-5-1, 8-5-2)
MESSAGES.update(LINKS["de"])  # Link Summons (8-5-5, 8-5-7)
MESSAGES.update(XYZ["de"])  # Xyz Summons and Xyz Materials (8-5-4, 4-4-3)
MESSAGES.update(NEGATION["de"])  # cards whose effects are negated for a while (5-5)
MESSAGES.update(MOVES["de"])  # the top cards of a Deck sent to the GY (3-7-3)
MESSAGES.update(CONDITIONS["de"])  # Trigger Effects on an event with a cause (5-1-3)
MESSAGES.update(LEAVING["de"])  # banished when it leaves the field (8-4-10)
MESSAGES.update(PROCEDURES["de"])  # a monster's own ways of being summoned
MESSAGES.update(SUMMONS["de"])  # the moments around a Summon (summon_window.py)
MESSAGES.update(BATTLE["de"])  # effects on the battle: an attack negated, the Battle Phase ended
MESSAGES.update(EQUIP_CARDS["de"])  # Traps that become Equip Cards, what they give
MESSAGES.update(ACTIONS["de"])  # the actions of the best-known Spells (control)
MESSAGES.update(SUMMON_LOCKS["de"])  # Special Summons forbidden for the turn (5-2-10)
MESSAGES.update(CONTINUOUS["de"])  # Continuous Effects on ATK and DEF (5-1-1)
MESSAGES.update(TOKENS["de"])  # Tokens (4-7)
MESSAGES.update(COUNTERS["de"])  # counters (4-8)
MESSAGES.update(MODAL["de"])  # "Activate 1 of these effects": each once per turn
MESSAGES.update(LEVELS["de"])  # a Level raised or lowered (4-2-2)
MESSAGES.update(TAIL["de"])  # activation conditions read late: Battle Phase timings (5-1-4)
MESSAGES.update(IMMUNITY["de"])  # a monster that keeps its opponent from answering it
MESSAGES.update(TALLIES["de"])  # amounts counted "for each" card (5-3-20)
MESSAGES.update(TAIL_STEPS["de"])  # a second attack this turn, a random discard
MESSAGES.update(GRANTED["de"])  # the additional Normal Summon a card gives (8-1-7)
MESSAGES.update(PENDULUM["de"])  # Pendulum Scales and their Pendulum Effects (3-6, 5-1-6)
MESSAGES.update(FIELD_CARD_EFFECTS["de"])  # face-up Continuous/Field cards (10-5-1)
MESSAGES.update(STCONDS["de"])  # a Spell's or Trap's condition on the board (5-2-4)
MESSAGES.update(CHANCE["de"])  # a coin tossed, a die rolled (5-3-23)
MESSAGES.update(TIMING["de"])  # the End Phase of the turn a monster was Normal Summoned (7-7-5)
MESSAGES.update(UNIONS["de"])  # Union monsters: equip or unequip once per turn (4-3-5)
MESSAGES.update(RITUAL_FUSION_MORE["de"])  # Ritual Summons from the GY or Deck (8-5-1)
MESSAGES.update(CHOSEN["de"])  # a card chosen as the effect resolves (5-3-22)
MESSAGES.update(DIRECT_TURN["de"])  # a direct attack allowed this turn (12-3-10)
MESSAGES.update(LEVEL_ALL["de"])  # the Levels of all monsters of a kind (4-2-2)
MESSAGES.update(RANK_UP["de"])  # an effect's Xyz Summon on top of a monster (8-5-15)
MESSAGES.update(TRAPMON["de"])  # cards that stay for a while, what they hold (10-5-4)
MESSAGES.update(HAND_PICKS["de"])  # a card taken from the opponent's hand, looked at (5-3-24)
MESSAGES.update(TRAP_MONSTERS["de"])  # a Trap Special Summoned by its own effect (4-6-5)
MESSAGES.update(SYNCHRO["de"])  # Synchro Materials as the first line lists them (8-5-12)
MESSAGES.update(BATTLE_LOCKS["de"])  # no Battle Phase the turn a card is activated (5-2-13)
MESSAGES.update(NORMAL_LOCKS["de"])  # no Normal Summon the turn a card is activated (5-2-15)
MESSAGES.update(ARROWS["de"])  # where monsters stand, where Link Arrows point (4-4-7)
MESSAGES.update(DONE_COUNTS["de"])  # "for each card destroyed" by the part before (5-3-20)
MESSAGES.update(LATER["de"])  # monsters Summoned to leave in a later End Phase (7-7-8)
MESSAGES.update(ATTACK_RIDERS["de"])  # monsters Summoned unable to attack (12-3-21)
MESSAGES.update(LATER_BANISH["de"])  # monsters banished until a later phase (7-7-9)
MESSAGES.update(END_UPKEEP["de"])  # a monster's price to stay in each End Phase (7-7-11)
MESSAGES.update(CONTROL_WHILE["de"])  # control while a card stays face-up (3-10-6)
MESSAGES.update(SET_CARDS["de"])  # a card Set that can be activated this turn (10-3-2)
MESSAGES.update(SUBSTITUTES["de"])  # a Graveyard card banished instead of a destruction (5-3-16)
MESSAGES.update(ACTIVATION_RIDERS["de"])  # riders on activation (5-2-17, 5-1-11)
MESSAGES.update(TREATED_SUMMON["de"])  # from the Extra Deck, treated as a Fusion Summon... (8-5-16)
MESSAGES.update(OWN_LEAVING["de"])  # what a monster's own text does as it leaves (5-4-9, 7-1-5)
MESSAGES.update(ONLY_KINDS["de"])  # only 1 of a kind, or only 1 on the field (5-4-7)
MESSAGES.update(TOONS["de"])  # a monster's own text on when it may attack (12-3-15)
MESSAGES.update(STAT_CHANGES["de"])  # a monster's DEF raised or lowered by an effect (4-2-5)
MESSAGES.update(PROTECT_TURN["de"])  # indestructible this turn by a resolved effect (5-3-17)
MESSAGES.update(EXCAVATE["de"])  # the top card of a Deck excavated, by what it is (5-3-26)
MESSAGES.update(DAMAGE_START["de"])  # the Start of the Damage Step of an attack (12-4-14)
MESSAGES.update(NEXT_ATTACK["de"])  # "negate the next attack this turn" (12-3-22)
MESSAGES.update(DRAWN_ATTACKS["de"])  # "... must attack this card" (12-3-18)
MESSAGES.update(BECOMES["de"])  # a Tuner by the way it was Synchro Summoned (8-5-14)
MESSAGES.update(FACE_FLIPS["de"])  # a face-up monster turned face-down (5-1-3, 9-2-6)
MESSAGES.update(DISCARD_CHECK["de"])  # by what the discarded card was (5-3-27)
MESSAGES.update(XYZ_DETACH["de"])  # Xyz Materials detached by an effect, not a cost (4-4-9)
MESSAGES.update(TURN_LOCKS["de"])  # what a card forbids for the turn (12-3-15, 5-2-10)
MESSAGES.update(EQUIPPED_MONSTERS["de"])  # monsters a monster equips to itself (10-4-9, 10-4-10)
MESSAGES.update(UNAFFECTED["de"])  # a card unaffected by an effect (5-3-29)
MESSAGES.update(STAT_SETS["de"])  # an ATK or DEF set to a value (4-2-8)
MESSAGES.update(LINK_ZONES["de"])  # linked and co-linked monsters (4-4-10)
MESSAGES.update(END_PHASE_CHANGES["de"])  # ATK/DEF changed until the End Phase (7-7-12)
MESSAGES.update(GY_BANISH["de"])  # banished instead of going to the Graveyard (5-4-10)
MESSAGES.update(LATER_CHANGES["de"])  # ATK/DEF changed past the end of the turn (7-7-13)
MESSAGES.update(XYZ_CARDS["de"])  # Xyz Materials named as cards (4-4-11)
MESSAGES.update(STZONE["de"])  # Monster Cards placed as Continuous Spells (3-4-5, 3-4-6)
MESSAGES.update(RUNICK["de"])  # Deck top banished, Extra Monster Zone, Battle Phase skip
MESSAGES.update(COUNTER_TRAPS["de"])  # right after each Counter Trap Card resolves (11-1-10)
MESSAGES.update(COST_MORE["de"])  # costs read since: 10-4-11, 5-2-21, 5-2-22
MESSAGES.update(OWN_EVENTS["de"])  # a monster leaving the field, added to the hand, targeted
MESSAGES.update(SPELLS_GATE["de"])  # a later part asked as it is done (5-2-24)
MESSAGES.update(COUNTER_HOLDERS["de"])  # "a monster with an A-Counter" (4-8-11)
MESSAGES.update(DECLARED["de"])  # a Level declared as the effect is activated (5-2-25)
MESSAGES.update(SUMMONED_BY["de"])  # by its own effect, or first by a named card (8-4-12)
MESSAGES.update(TO_OPPONENT["de"])  # summoned to the opponent's field by Tributing (8-4-13)
MESSAGES.update(BOUND_SUMMONS["de"])  # Special Summoned bound to attack (12-3-23)
MESSAGES.update(BOND_MOVES["de"])  # a bound monster banished as its card leaves (10-4-4)
MESSAGES.update(REFLECTED["de"])  # battle damage taken in place of the other (12-8-7)
MESSAGES.update(GEMINI_EFFECTS["de"])  # a Gemini monster given its effects (8-1-12)
MESSAGES.update(ATTACK_TURN_BANS["de"])  # attacks forbidden the turn it is activated (5-2-26)
MESSAGES.update(DECK_ADD_BANS["de"])  # no adds from the Deck the turn it is activated (5-2-27)
MESSAGES.update(EFFECT_BANS["de"])  # monster effects restricted for the rest of the turn (5-2-28)
MESSAGES.update(BATTLE_EXTRAS["de"])  # a monster's own battles (12-8-8, 12-3-24)
MESSAGES.update(CHAIN_LOCKS["de"])  # activations that cannot be negated (11-3-5)
MESSAGES.update(EFFECT_FLIPS["de"])  # a FLIP effect after an effect flipped it (5-1-5)
MESSAGES.update(POSITION_LOCKS["de"])  # no change of battle position (9-2-11)
MESSAGES.update(GIVE_CONTROL["de"])  # a monster given to the opponent (3-10-7)
MESSAGES.update(TRIBUTES_OF_KIND["de"])  # Tributes of the kind its text names (8-2-7)
MESSAGES.update(ZONE_LOCKS["de"])  # Special Summons spared from one zone only (5-2-32)
MESSAGES.update(ATTACKS_TURN["de"])  # attacks on monsters allowed this turn (12-3-25)
MESSAGES.update(IGNORING["de"])  # Summoning conditions ignored (8-4-14)
MESSAGES.update(NON_EFFECT["de"])  # "a non-Effect Monster" in a description (4-3-2)
MESSAGES.update(COLUMNS["de"])  # cards in one column across the field (3-11-1, 3-11-2)
MESSAGES.update(COIN_CALLS["de"])  # a coin called before it is tossed (5-3-33)
MESSAGES.update(LASTING_LEVELS["de"])  # Levels raised by face-up cards (5-1-17)
MESSAGES.update(LEVEL_CAPS["de"])  # a Level raised up to a maximum (4-2-9)
MESSAGES.update(HAND_GRANTS["de"])  # cards activated from the hand by another card (10-3-5)
MESSAGES.update(COUNTER_ATTACKS["de"])  # counters each attack declaration (4-8-13)
MESSAGES.update(GEMINI_TEXTS["de"])  # a Gemini monster's own text applying (4-2-8, 8-5-14)
MESSAGES.update(COUNTED_SUMMONS["de"])  # monsters Special Summoned together (8-7-3)
MESSAGES.update(FACE_DOWN_MASS["de"])  # every monster but face-up ones of a kind (9-1-5)
MESSAGES.update(COLUMN_GRANTS["de"])  # effects given to monsters by column (3-11-3)
MESSAGES.update(EQUIP_UNAFFECTED["de"])  # a monster its Equip Card makes unaffected (10-4-7)
MESSAGES.update(RETURNED["de"])  # another monster returned to the hand (5-3-11)
MESSAGES.update(RITUAL_ENTIRE["de"])  # the only Tribute a Ritual Summon needs (8-5-18)
MESSAGES.update(POSITION_ALL["de"])  # all monsters of a kind to one battle position (9-2-12)
MESSAGES.update(PENDULUM_GUARDS["de"])  # Pendulum Summons a Pendulum Scale keeps (5-3-32)
MESSAGES.update(RITUAL_GRAVEYARD["de"])  # a Ritual's Tribute banished from the GY (8-5-19)
MESSAGES.update(ANSWERS["de"])  # answering an activation, not negating it (11-1-11)
MESSAGES.update(EQUIP_CARD_COSTS["de"])  # any Equip Card given up as a cost (10-4-11)
MESSAGES.update(COST_COUNTED["de"])  # a cost's count chosen at activation (5-2-33)
MESSAGES.update(NAMED_ATTACK_BANS["de"])  # the named monsters' attacks that turn (5-2-26)
MESSAGES.update(TARGET_WORDS["de"])  # targets "with different names", in two places (5-2-3)
MESSAGES.update(ATTACK_INVOLVING["de"])  # attacks involving the card, its target's controller
MESSAGES.update(PROCEDURE_RIDERS["de"])  # what its own procedure gives a monster (8-4-16)
MESSAGES.update(FORBID_LOCKS["de"])  # monsters a face-up card forbids (5-2-14)
MESSAGES.update(DETACHED["de"])  # detached as its Xyz Monster's cost (4-4-12)
MESSAGES.update(HALVED_DAMAGE["de"])  # battle damage a monster's text halves (12-8-9)
MESSAGES.update(PIERCING_TURN["de"])  # piercing battle damage this turn (12-6-4)
MESSAGES.update(SUMMON_BOTH["de"])  # the monster itself Summoned with another (8-7-3)
MESSAGES.update(KEPT_SENDS["de"])  # a monster sent to the GY by its own kept_if (5-4-6)
MESSAGES.update(RATED_SUMMON["de"])  # Link Rating = cost's count (5-2-34, 8-5-20)
MESSAGES.update(HOW_MOVED["de"])  # how the card moved, for its trigger (5-1-18)
MESSAGES.update(COUNTER_REMOVAL["de"])  # its own counters removed, or else (4-8-15)
MESSAGES.update(TOP_CARD_PLACED["de"])  # a Deck's top card looked at, placed (5-3-35)
MESSAGES.update(ATTACK_AGAIN["de"])  # one more attack "in a row" (12-3-27)
