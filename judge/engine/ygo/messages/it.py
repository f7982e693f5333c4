"""Eventi di Yu-Gi-Oh! in italiano, con i termini del regolamento ufficiale italiano."""
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
    "card.face_down": "{card} (coperto)",
    "kind.monster": "mostro",
    "kind.spell_graveyard_effect": "effetto di una Magia nel Cimitero",
    "kind.spell.normal": "Magia Normale",
    "kind.spell.quick-play": "Magia Rapida",
    "kind.spell.continuous": "Magia Continua",
    "kind.spell.equip": "Magia Equipaggiamento",
    "kind.spell.field": "Magia Terreno",
    "kind.spell.ritual": "Magia Rituale",
    "kind.trap.normal": "Trappola Normale",
    "kind.trap.continuous": "Trappola Continua",
    "kind.trap.counter": "Contro-Trappola",
    "negatable.spell": "una Carta Magia",
    "negatable.trap": "una Carta Trappola",
    "negatable.monster": "un effetto di un mostro",
    "either": "{first} o {second}",
    "position.attack": "Posizione di Attacco",
    "position.defense": "Posizione di Difesa scoperta",
    "position.set": "Posizione di Difesa coperta",
    "zone.hand": "la mano",
    "zone.deck": "il Deck",
    "zone.extra_deck": "l'Extra Deck",
    "zone.monsters": "una Zona Mostri",
    "zone.spells_traps": "una Zona Magie & Trappole",
    "zone.field_spell": "la Zona Terreno",
    "zone.graveyard": "il Cimitero",
    "zone.banished": "la zona delle carte bandite",
    "zone.limbo": "nessuna zona",
    "phase.draw": "la Draw Phase",
    "phase.standby": "la Standby Phase",
    "phase.main1": "la Main Phase 1",
    "phase.battle": "la Battle Phase",
    "phase.main2": "la Main Phase 2",
    "phase.end": "la End Phase",
    "timing.start": "l'inizio del Damage Step",
    "timing.before_damage_calculation": "il Damage Step, prima del calcolo dei danni",
    "timing.damage_calculation": "il Damage Step, durante il calcolo dei danni",
    "timing.after_damage_calculation": "il Damage Step, dopo il calcolo dei danni",
    "timing.end": "la fine del Damage Step",
    "lp_change": "LP: {before} → {after}",
    "link": "Anello della Catena {number} ({card})",
    "takes_damage": "{player} subisce {amount} danni ({lp})",
    "tributes.none": "nessun Tributo",
    "tributes.count": Plural("count", one="{count} Tributo", other="{count} Tributi"),
    "doing.normal_summon": "effettuare un'Evocazione Normale",
    "doing.set_monster": "Posizionare un mostro",
    "doing.flip_summon": "effettuare un'Evocazione per Scoperta",
    "doing.change_position": "cambiare una posizione di battaglia",
    "doing.set_spell_trap": "Posizionare una Magia o una Trappola",
    "would.destroy": "distruggere una carta",
    "would.destroy_card": "distruggere {card:il}",
    "would.change_atk": "cambiare l'ATK di un mostro",
    "would.change_atk_card": "cambiare l'ATK {card:del}",
    "would.negate": "annullare l'attivazione sottostante",
    "would.special_summon": "Evocare Specialmente un mostro",
    "would.special_summon_card": "Evocare Specialmente {card:il}",
    "would.move": "spostare una carta",
    "would.move_card": "spostare {card:il}",
    "why.no_target": "non è stato scelto nessun bersaglio",
    "why.no_attacker": "nessun mostro sta attaccando",
    "why.no_attack_target": "nessun mostro viene attaccato",
    "why.gone": "quella carta non c'è più",
    "why.not_on_field": "non è sul Terreno (si trova {zone:nel})",
    "why.not_monster": "non è un mostro",
    "why.cannot_special_summon": "il suo testo dice che non può essere Evocato Specialmente",
    "why.in_zone": "si trova {zone:nel}",
    "why.already_in": "è già {zone:nel}",
    "why.target_moved": "il suo bersaglio ha lasciato il luogo in cui è stato scelto",
    "target.requirement": "{what} {where}",
    "target.requirement.details": "{what} {where} ({details})",
    "target.requirement.archetype": "{what} dell'archetipo «{archetype}» {where}",
    "target.requirement.kind_of": "{what} {where} (solo «{kind_of}»)",
    "target.monster": "un mostro",
    "target.face_up_monster": "un mostro scoperto",
    "target.spell_trap": "una Magia o Trappola",
    "target.face_up_spell_trap": "una Magia o Trappola scoperta",
    "target.spell": "una Magia",
    "target.face_up_spell": "una Magia scoperta",
    "target.face_down_spell": "una Magia coperta",
    "target.trap": "una Trappola",
    "target.face_up_trap": "una Trappola scoperta",
    "target.face_down_trap": "una Trappola coperta",
    "target.card": "una carta",
    "target.face_up_card": "una carta scoperta",
    "target.face_down_monster": "un mostro coperto",
    "target.face_down_spell_trap": "una Magia o Trappola coperta",
    "target.face_down_card": "una carta coperta",
    "target.field.controller": "che controlli",
    "target.field.opponent": "sotto il controllo del tuo avversario",
    "target.field.any": "sul Terreno",
    "target.graveyard.controller": "nel tuo Cimitero",
    "target.graveyard.opponent": "nel Cimitero del tuo avversario",
    "target.graveyard.any": "in uno dei Cimiteri",
    "target.banished.controller": "tra le tue carte bandite",
    "target.banished.opponent": "tra le carte bandite del tuo avversario",
    "target.banished.any": "tra le carte bandite di uno dei due giocatori",
    "target.other": "diverso da questa carta",
    "target.position.attack": "in Posizione di Attacco",
    "target.position.defense": "in Posizione di Difesa",
    "why.no_link_below": "non c'è nessun Anello della Catena sotto",
    "first_turn_no_draw": "Turno 1: {player} gioca per primo e non pesca nella Draw Phase di "
                          "questo turno. Così dicono le regole attuali; con il vecchio "
                          "regolamento dello Starter Deck pescava anche il primo giocatore.",
    "draw_phase.draw": "Draw Phase: {player} pesca 1 carta.",
    "draw_phase.empty_deck": "Draw Phase: {player} deve pescare, ma il Deck è vuoto.",
    "standby_phase": "Standby Phase di {player}.",
    "main2": "{player} non attacca più: End Step, poi Main Phase 2.",
    "end_phase": "{player} passa alla End Phase.",
    "hand_size_limit": Plural(
        "count",
        one="{player} ha {hand} carte in mano, più di sei, e scarta {count} carta ({cards}, "
            "l'ultima della lista) nel Cimitero.",
        other="{player} ha {hand} carte in mano, più di sei, e scarta {count} carte ({cards}, "
              "le ultime della lista) nel Cimitero."),
    "end_of_turn_effects": "Finiscono gli effetti che duravano fino alla fine del turno.",
    "next_turn": "Il turno finisce; inizia il turno {number}, con {player} come giocatore di "
                 "turno.",
    "tributed": (
        "{player} manda {cards:il} nel Cimitero come Tributo per {card:il} di Livello {level}."
    ),
    "monster_set": "{player} Posiziona {card:il} coperto in Posizione di Difesa: è l'unica "
                   "Evocazione Normale o Posizionamento del turno.",
    "normal_summoned": "{player} Evoca Normalmente {card:il} in Posizione di Attacco: è l'unica "
                       "Evocazione Normale o Posizionamento del turno.",
    "tribute_summoned": "{player} Evoca tramite Tributo {card:il} in Posizione di Attacco: è "
                        "l'unica Evocazione Normale o Posizionamento del turno.",
    "flip_summoned": "{player} Evoca per Scoperta {card:il}, che viene scoperto in Posizione di "
                     "Attacco (non è un'Evocazione Normale; conta come il suo cambio di "
                     "posizione del turno).",
    "position_changed": "{player} mette {card:il} in {position}.",
    "spell_trap_set": "{player} Posiziona una carta coperta ({card}, {kind}); Posizionare non è "
                      "attivare.",
    "field_spell_replaced.set": "{card:il} lascia la Zona Terreno di {player} e va nel Cimitero "
                                "(sostituita; non è una distruzione).",
    "field_spell_replaced.activate": "{card:il} lascia la Zona Terreno di {player} e va nel "
                                     "Cimitero per far posto alla nuova Magia Terreno (non è "
                                     "una distruzione).",
    "activation.card": "{player} attiva {card:il} ({kind}, Velocità di Magia {speed})",
    "activation.flip_summon": "Si attiva l'Effetto SCOPRI {card:del} (Velocità di Magia 1)",
    "activation.flip_after_damage": "Dopo il calcolo dei danni, si attiva l'Effetto SCOPRI "
                                    "{card:del}",
    "chain_link_added": "{what} come Anello della Catena {number}; {player} può rispondere.",
    "pass.respond": "{player} passa; {other} può aggiungere un Anello della Catena o passare.",
    "pass.chain_complete": "Anche {player} passa: entrambi hanno passato di seguito, quindi la "
                           "Catena è completa.",
    "chain_closes": "Nessuno aggiunge un Anello della Catena: la Catena si risolve.",
    "chain_resolves": Plural(
        "count", one="La Catena si risolve dall'ultimo Anello al primo ({count} Anello).",
        other="La Catena si risolve dall'ultimo Anello al primo ({count} Anelli)."),
    "link.negated": "L'{link} è stato annullato: nessuna parte del suo effetto si applica.",
    "link.left_field": "L'{link} ha lasciato il Terreno prima di risolversi: una carta di questo "
                       "tipo ({kind}) che non c'è più non applica nulla.",
    "link.resolves": "L'{link} si risolve.",
    "link.resolves_anyway": "L'{link} si risolve (si risolve anche se ha lasciato il Terreno).",
    "chain_over.to_graveyard": "La Catena è finita: {card:il} ({kind}) va nel Cimitero di "
                               "{player}.",
    "chain_over.stays": "{card:il} ({kind}) resta scoperta sul Terreno.",
    "effect_part_skipped": "L'{link} dovrebbe {what}, ma {why}; quella parte non fa nulla.",
    "sequence.done.if_you_do": "L'{link} ha eseguito la parte prima di «e se lo fai», quindi la "
                               "parte successiva avviene nello stesso momento.",
    "sequence.done.then": "L'{link} ha eseguito la parte prima di «poi», quindi la parte "
                          "successiva avviene subito dopo.",
    "sequence.not_done.if_you_do": "L'{link} non ha eseguito la parte prima di «e se lo fai», "
                                   "quindi nemmeno la parte successiva viene eseguita.",
    "sequence.not_done.then": "L'{link} non ha eseguito la parte prima di «poi», quindi nemmeno la "
                              "parte successiva viene eseguita.",
    "destroyed": "La carta {card:il} viene distrutta e va nel Cimitero di {owner}.",
    "destroyed.by_link": "{link}: la carta {card:il} viene distrutta e va nel Cimitero di "
                          "{owner}.",
    "destroyed.by_battle": "Distrutto in battaglia: {card:il} va nel Cimitero di {owner}.",
    "destroyed.to_extra_deck": "La carta {card:il} viene distrutta; essendo un Mostro Pendulum "
                               "scoperto, va scoperta nell'Extra Deck di {owner} invece che nel "
                               "Cimitero.",
    "destroyed.by_link.to_extra_deck": "{link}: la carta {card:il} viene distrutta; essendo un "
                                       "Mostro Pendulum scoperto, va scoperta nell'Extra Deck di "
                                       "{owner} invece che nel Cimitero.",
    "destroyed.by_battle.to_extra_deck": "Distrutto in battaglia: {card:il} è un Mostro Pendulum "
                                         "scoperto, quindi va scoperto nell'Extra Deck di {owner} "
                                         "invece che nel Cimitero.",
    "pendulum.to_extra_deck": "La carta {card:il}, un Mostro Pendulum scoperto, lascia il Terreno: "
                              "va scoperta nell'Extra Deck di {owner} invece che nel Cimitero.",
    "effect_damage": "{link}: {player} subisce {amount} danni ({lp}).",
    "cost.discard": "{player} scarta {cards:il} per attivare {card:il}.",
    "cost.tribute": "{player} offre come Tributo {cards:il} per attivare {card:il}.",
    "cost.pay_lp": "{player} paga {amount} LP per attivare {card:il} ({lp}).",
    "lp_gained": "{link}: {player} guadagna {amount} LP ({lp}).",
    "effect_draw": Plural("count", one="{link}: {player} pesca {count} carta.",
                          other="{link}: {player} pesca {count} carte."),
    "effect_draw_empty_deck": "{link}: {player} deve pescare, ma il Deck è vuoto.",
    "atk_changed.lowered": "{link}: {card:il} perde {amount} ATK fino alla fine del turno (ATK "
                           "{before} → {after}).",
    "atk_changed": "{link}: {card:il} riceve {amount:+d} ATK fino alla fine del turno (ATK "
                   "{before} → {after}).",
    "atk_changed.lowered.lasting": "{link}: {card:il} perde {amount} ATK finché resta scoperto "
                                   "sul Terreno (ATK {before} → {after}).",
    "atk_changed.lasting": "{link}: {card:il} riceve {amount:+d} ATK finché resta scoperto sul "
                           "Terreno (ATK {before} → {after}).",
    "link_negated_by": "L'{link} annulla l'attivazione dell'Anello della Catena {number} "
                       "({card}).",
    "special_summon_no_room": "L'{link} dovrebbe Evocare Specialmente {card:il}, ma le cinque "
                              "Zone Mostri Main di {player} sono piene; resta dov'è "
                              "({zone}).",
    "special_summoned": "{link}: {card:il} viene Evocato Specialmente {zone:dal} sul "
                        "Terreno di {player} in {position}.",
    "special_summoned.extra_deck": "{link}: {card:il} viene Evocato Specialmente {zone:dal} "
                                   "(il «Deck Fusione» del vecchio regolamento) sul Terreno di "
                                   "{player} in {position}.",
    "returned_to_hand": "{link}: {card:il} ritorna {zone:dal} nella mano di {player}.",
    "to_deck.shuffled": "{link}: {card:il} va {zone:dal} nel Deck di {player}, che viene "
                        "mischiato.",
    "to_deck.top": "{link}: {card:il} viene {card:messo|messa} {zone:dal} in cima al Deck di "
                   "{player}.",
    "to_deck.extra": "{link}: {card:il} torna {zone:dal} nell'Extra Deck di {player}, dove un "
                     "mostro del suo tipo ritorna al posto del Deck.",
    "sent_to_graveyard": "{link}: {card:il} va {zone:dal} al Cimitero di {player}; non è una "
                         "distruzione.",
    "banished": "{link}: la carta {card:il} viene bandita {zone:dal}.",
    "battle_phase": "{player} entra nella Battle Phase.",
    "attack_declared": "{attacker:il} attacca {target:il}.",
    "attack_direct": "{attacker:il} attacca direttamente {player} ({player} non controlla "
                     "mostri).",
    "no_response_to_attack": "Nessun giocatore risponde all'attacco.",
    "damage_step_timing.atk": "L'attacco è arrivato {timing:al}. Qui si possono attivare "
                              "Contro-Trappole e carte che cambiano direttamente ATK o DEF.",
    "damage_step_timing.counter": "L'attacco è arrivato {timing:al}. Qui si possono "
                                  "attivare solo Contro-Trappole.",
    "no_activation_at_timing": "Nessun giocatore attiva nulla in questo momento ({timing}): il "
                               "Damage Step "
                               "continua.",
    "attacker_gone": "{card:il} non è più sul Terreno: il suo attacco finisce.",
    "replay": "I mostri di {player} sono cambiati dopo la dichiarazione dell'attacco: c'è un "
              "Replay. {card:il} non prosegue questo attacco; {owner} può dichiararne uno nuovo "
              "con "
              "esso.",
    "face_down_target_flipped": "{card:il} viene scoperto in Posizione di Difesa prima del "
                                "calcolo dei danni (non è un'Evocazione per Scoperta).",
    "left_before_calculation": "Carte che hanno lasciato il Terreno prima del calcolo dei danni: "
                               "{cards:il}. Niente calcolo dei danni e niente Replay; l'attacco "
                               "passa alla fine del Damage Step.",
    "battle.both_zero": "{attacker:il} attacca {target:il}: nessuno viene distrutto e non ci sono "
                        "danni.",
    "battle.both_destroyed": "{attacker:il} attacca {target:il}: entrambi vengono distrutti e non "
                             "ci "
                             "sono danni.",
    "battle.destroyed_with_damage": "{attacker:il} attacca {target:il}: {card:il} viene distrutto "
                                    "e "
                                    "{damage}.",
    "battle.destroyed": "{attacker:il} attacca {target:il}: {card:il} viene distrutto e non ci "
                        "sono "
                        "danni.",
    "battle.defense_holds": "{attacker:il} attacca {target:il}: niente viene distrutto e "
                            "{damage}.",
    "battle.nothing": "{attacker:il} attacca {target:il}: niente viene distrutto e non ci sono "
                      "danni.",
    "attack_direct.by_effect": "{attacker:il} attacca direttamente {player}: il suo testo gli "
                               "permette di attaccare direttamente anche se {player} controlla "
                               "{count} {count:mostro|mostri}.",
    "battle.destroyed_piercing": "{attacker:il} attacca {target:il}: {card:il} viene distrutto "
                                 "e, poiché {attacker:il} infligge danno da combattimento "
                                 "perforante, {damage}.",
    "battle.destroyed_with_damage.survives": (
        "{attacker:il} attacca {target:il}: {card:il} perde la battaglia ma non "
        "viene distrutto, e {damage}."),
    "battle.destroyed.survives": (
        "{attacker:il} attacca {target:il}: {card:il} perde la battaglia ma non "
        "viene distrutto, e non ci sono danni."),
    "battle.destroyed_piercing.survives": (
        "{attacker:il} attacca {target:il}: {card:il} perde la battaglia ma non "
        "viene distrutto e, poiché {attacker:il} infligge danno da combattimento perforante, "
        "{damage}."),
    "equip.equipped": (
        "{link}: {card:il} viene equipaggiata {monster:al}, che ora ha {atk} ATK e {defense} DEF."
    ),
    "equip.nothing_to_equip": (
        "{link}: {card:il} non ha più un mostro scoperto da equipaggiare, quindi va nel Cimitero "
        "di {owner}."
    ),
    "equip.destroyed": (
        "{card:il} non è più equipaggiata a un mostro scoperto sul Terreno, quindi viene distrutta "
        "e va nel Cimitero di {owner}."
    ),
    "effect.not_destroyed": (
        "{link}: {card:il} non può essere {card:distrutto|distrutta} dagli effetti delle carte: "
        "resta sul Terreno."
    ),
    "battle.not_destroyed": "{card:il} non può essere distrutto in battaglia: resta sul Terreno.",
    "battle.direct": "{attacker:il} attacca direttamente {player}: {damage}.",
    "lost.lp_zero": "I LP di {player} sono 0, quindi {player} perde subito il Duello.",
    "lost.deck_out": "{player} ha dovuto pescare con il Deck vuoto, quindi {player} perde il "
                     "Duello.",
    "won.exodia": "{player} ha in mano tutti e cinque i pezzi di Exodia il Proibito: {player} "
                  "vince subito il Duello, quali che siano i LP.",
    "duel_drawn": "Entrambi i giocatori perdono nello stesso momento: il Duello finisce in "
                  "pareggio e nessuno vince.",
    "duel_won": "{player} vince il Duello.",
    "illegal.no_such_card": "In questo Duello non c'è nessuna carta '{id}'.",
    "illegal.battle_phase_turn_one": "Il turno 1 è il primo turno del Duello: {player}, che "
                                     "gioca per primo, non può effettuare una Battle Phase (il "
                                     "vecchio regolamento dice lo stesso).",
    "illegal.battle_phase_once": "La Battle Phase arriva una sola volta, subito dopo la Main "
                                 "Phase 1.",
    "illegal.main2_without_battle": "La Main Phase 2 arriva solo dopo una Battle Phase; senza, "
                                    "il turno passa dalla Main Phase 1 alla End Phase "
                                    "(end_turn).",
    "illegal.attack_not_in_battle_phase": "{player} non è nella Battle Phase: gli attacchi si "
                                          "dichiarano nel suo Battle Step (ci si entra con "
                                          "battle_phase).",
    "illegal.direct_attack_past_monster": "{player} controlla un mostro, scoperto o coperto, "
                                          "quindi {card:il} non può attaccare direttamente.",
    "illegal.attack_target": "{card:il} non può essere attaccato: il bersaglio deve essere un "
                             "mostro controllato da {player}, oppure «direct».",
    "illegal.attacker_not_own": "{card:il} non può attaccare: può farlo solo un mostro sul "
                                "Terreno di {player}.",
    "illegal.attacker_position": "{card:il} è in {position}: solo un mostro in Posizione di "
                                 "Attacco può dichiarare un attacco.",
    "illegal.attacked_already": "{card:il} ha già attaccato in questo turno: ogni mostro attacca "
                                "una volta per Battle Phase.",
    "illegal.damage_step_no_attack": "Nessun attacco in attesa: un Damage Step c'è solo dopo "
                                     "la dichiarazione di un attacco.",
    "illegal.damage_step_passed": "L'attacco è già arrivato {now:al}. I momenti "
                                  "del Damage Step arrivano una volta ciascuno, in ordine, e "
                                  "«{timing}» è passato.",
    "illegal.damage_step_atk_too_late": "Si è arrivati {now:al}. {card:il} cambia l'ATK, e una "
                                        "carta che cambia ATK o DEF si può attivare nel Damage "
                                        "Step solo fino all'inizio del calcolo dei danni.",
    "illegal.damage_step_excepted": "L'effetto {card:del} dice «(tranne durante il Damage "
                                    "Step)»: non può essere attivato durante il Damage Step.",
    "illegal.damage_step_not_allowed": "Si è arrivati {now:al}. Nel Damage Step si possono "
                                       "attivare solo Contro-Trappole e carte che cambiano "
                                       "direttamente ATK o DEF, e {card:il} ({kind}) non è né "
                                       "l'una "
                                       "né l'altra; si può attivare quando il Damage Step è "
                                       "finito.",
    "illegal.activate_monster": "{card:il} è un mostro: qui si attivano solo Carte Magia e "
                                "Trappola; l'Effetto SCOPRI di un mostro si attiva da solo "
                                "quando viene scoperto.",
    "illegal.not_your_priority": "Ora può rispondere {player}, non {owner}: dopo "
                                 "un'attivazione risponde prima l'altro giocatore.",
    "illegal.nothing_to_negate": "{card:il} annulla l'attivazione dell'Anello della Catena "
                                 "sottostante, e nessuna Catena è aperta: non c'è nulla da "
                                 "annullare, quindi non si può attivare come Anello della "
                                 "Catena 1.",
    "illegal.cannot_negate_this_kind": "{card:il} può annullare solo l'attivazione di {kinds}, e "
                                       "l'Anello della Catena {number} ({below}) è di un altro "
                                       "tipo ({kind}): non ha nulla da annullare.",
    "illegal.activate_from_zone": "{card:il} si trova {zone:nel}. Una Magia si attiva dalla "
                                  "mano o dal Terreno, una Trappola solo quando è Posizionata sul "
                                  "Terreno.",
    "illegal.already_face_up": "{card:il} è già scoperta sul Terreno: è stata attivata prima e "
                               "non si può riattivare finché resta lì.",
    "illegal.trap_set_this_turn": "{card:il} è stata Posizionata in questo turno: una Trappola "
                                  "non "
                                  "si può attivare nel turno in cui è stata Posizionata.",
    "illegal.cannot_pay_lp": "{card:il} costa {amount} LP e il suo giocatore ne ha {lp}: un "
                             "costo di più LP di quanti se ne hanno non si può pagare.",
    "illegal.needs_target": "{card:il} sceglie come bersaglio {requirement}: la sua attivazione "
                            "deve nominare un tale bersaglio.",
    "illegal.target_does_not_fit": "{target:il} non può essere il bersaglio {card:del}, che "
                                   "sceglie come bersaglio {requirement}.",
    "illegal.once_per_turn": "{player} ha già attivato una carta con questo nome in questo turno: "
                             "{card:il} si può attivare solo una volta per turno.",
    "illegal.cost_discard": Plural(
        "count",
        one="{card:il} richiede di scartare {count} carta dalla mano di {player}: il «cost» "
            "dell'azione deve nominare esattamente quella carta, da quella mano.",
        other="{card:il} richiede di scartare {count} carte dalla mano di {player}: il «cost» "
              "dell'azione deve nominarne esattamente altrettante, da quella mano."),
    "illegal.cost_tribute": Plural(
        "count",
        one="{card:il} richiede di offrire come Tributo {count} mostro controllato da {player}: "
            "il «cost» dell'azione deve nominare esattamente quel mostro.",
        other="{card:il} richiede di offrire come Tributo {count} mostri controllati da "
              "{player}: il «cost» dell'azione deve nominarne esattamente altrettanti."),
    "illegal.needs_attack_declaration": "{card:il} si può attivare solo quando un mostro "
                                        "dell'avversario dichiara un attacco, e nessun "
                                        "attacco del genere attende nel Battle Step.",
    "illegal.quick_play_set_this_turn": "{card:il} è stata Posizionata in questo turno: una Magia "
                                        "Rapida Posizionata non si può attivare nel turno in "
                                        "cui è stata Posizionata.",
    "illegal.trap_in_hand": "{card:il} è una Trappola in mano: una Trappola va prima Posizionata "
                            "e si può attivare dal turno successivo.",
    "illegal.trap_hand_condition": "{card:il} si può attivare dalla mano solo se il terreno "
                                   "mostra per {player} ciò che il suo testo chiede, e ora non è "
                                   "così: altrimenti una Trappola va prima Posizionata.",
    "illegal.quick_play_from_hand": "{card:il} è una Magia Rapida in mano: dalla mano si può "
                                    "attivare solo durante il turno del suo proprietario.",
    "illegal.no_zone_to_activate": "Le cinque Zone Magie & Trappole di {player} sono piene: non "
                                   "c'è una zona dove attivare {card:il}.",
    "illegal.speed_one_response": "{card:il} ({kind}, Velocità di Magia 1) non si può attivare in "
                                  "risposta a nulla; può essere solo l'Anello della Catena 1, "
                                  "quando nessuna Catena è aperta.",
    "illegal.speed_one_timing": "{card:il} ({kind}, Velocità di Magia 1) può essere attivata solo "
                                "dal giocatore di turno, nella sua Main Phase 1 o 2.",
    "illegal.lower_spell_speed": "{card:il} ha Velocità di Magia {speed}, inferiore all'Anello "
                                 "della Catena {number} ({top}, Velocità di Magia "
                                 "{top_speed}): una risposta deve avere Velocità di Magia "
                                 "uguale o superiore.",
    "illegal.nothing_to_pass": "Non c'è nulla a cui passare: nessuna Catena è aperta e nessun "
                               "attacco attende risposte.",
    "illegal.not_turn_players_card": "{card:il} appartiene {owner:al}, e solo il giocatore di "
                                     "turno "
                                     "({player}) può {doing}.",
    "illegal.not_main_phase": "{player} non può {doing} durante {phase}: solo nella Main Phase "
                              "1 o 2.",
    "illegal.summon_not_in_hand": "{card:il} non è un mostro nella mano di {owner}: solo un "
                                  "mostro in mano può essere Evocato Normalmente o "
                                  "Posizionato.",
    "illegal.second_normal_summon": "{player} ha già Evocato Normalmente o "
                                    "Posizionato un mostro in questo turno: si può fare solo "
                                    "una volta per turno.",
    "illegal.cannot_normal_summon": "{card:il} non può essere Evocato Normalmente né "
                                    "Posizionato: lo dice il suo testo o il suo tipo.",
    "illegal.tribute_count": Plural(
        "count", one="{card:il} è di Livello {level}, quindi richiede {need}; ne è stato indicato "
                     "{count}.",
        other="{card:il} è di Livello {level}, quindi richiede {need}; ne sono stati indicati "
              "{count}."),
    "illegal.tribute_not_own": "{card:il} non può essere offerto come Tributo: un Tributo deve "
                               "essere un mostro che {player} controlla sul Terreno.",
    "illegal.monster_zones_full": "Le cinque Zone Mostri Main di {player} sono piene: non "
                                  "c'è una zona per {card:il}.",
    "illegal.not_monster_on_field": "{card:il} non è un mostro sul Terreno di {owner}.",
    "illegal.flip_summon_face_up": "{card:il} è già scoperto: solo un mostro coperto in Posizione "
                                   "di Difesa può essere Evocato per Scoperta.",
    "illegal.flip_summon_set_this_turn": "{card:il} è stato Posizionato in questo turno: un "
                                         "mostro "
                                         "non può essere Evocato per Scoperta nel turno in cui è "
                                         "stato Posizionato.",
    "illegal.flip_summon_position_changed": "{card:il} ha già cambiato la sua posizione di "
                                            "battaglia in questo turno.",
    "illegal.position_face_down": "{card:il} è coperto: girarlo scoperto in Posizione di Attacco "
                                  "è "
                                  "un'Evocazione per Scoperta (flip_summon), non un cambio di "
                                  "posizione.",
    "illegal.position_on_arrival": "{card:il} è arrivato sul Terreno in questo turno: la sua "
                                   "posizione di battaglia non si può cambiare nel turno in cui "
                                   "è stato Evocato o Posizionato.",
    "illegal.position_once": "{card:il} ha già cambiato la sua posizione di battaglia in questo "
                             "turno: una volta per turno.",
    "illegal.position_after_attack": "{card:il} ha attaccato in questo turno, quindi la sua "
                                     "posizione di battaglia non si può cambiare fino al turno "
                                     "successivo.",
    "illegal.set_not_spell_trap": "{card:il} non è una Magia o Trappola nella mano di {owner}.",
    "illegal.spell_trap_zones_full": "Le cinque Zone Magie & Trappole di {player} sono piene.",
    "input.duplicate_id": "id '{id}' ripetuto (usato la prima volta in {first})",
    "input.field_only": "solo una carta sul Terreno può avere questo",
    "input.unknown_step": "passo sconosciuto (passi conosciuti: {known})",
    "input.ygo.no_battle_phase_turn_one": "il turno 1 non ha Battle Phase: il primo giocatore "
                                          "non può effettuarla ({rule})",
    "input.ygo.field_spell_only": "deve essere una Magia Terreno (kind: spell, spell_type: "
                                  "field)",
    "input.ygo.too_many_monsters": "ha troppi mostri: un giocatore ha {most} Zone Mostri "
                                   "Main, quindi al massimo {most} mostri ({rule})",
    "input.ygo.too_many_spells_traps": "ha troppe carte: un giocatore ha {most} Zone Magie & "
                                       "Trappole, quindi al massimo {most} carte ({rule}; una "
                                       "Magia Terreno va in field_spell)",
    "input.ygo.too_many_extra_deck": "ha troppe carte: un Extra Deck ne contiene al massimo "
                                     "{most} ({rule})",
    "input.ygo.monster_here": "qui una carta deve essere un mostro",
    "input.ygo.spell_trap_here": "qui una carta deve essere una Magia o una Trappola",
    "input.ygo.field_spell_elsewhere": "una Magia Terreno va in `field_spell`, non in una Zona "
                                       "Magie & Trappole ({rule})",
    "input.ygo.same_cost_twice": "nomina due volte la stessa carta",
    "input.ygo.same_tribute_twice": "nomina due volte lo stesso mostro",
    "input.ygo.card_id": "deve essere un id di carta",
    "input.ambiguous_card_name": "{count} carte si chiamano «{name}» ({numbers}): indica la "
                                 "password di quella che intendi",
    "input.no_printed_card": "nessuna carta {number}: indica la sua password (8 cifre, "
                             "come stampata) o un nome che una sola carta porta (i dati "
                             "delle carte si importano con import_cards)",
    "input.ygo.negates_without_negate": "ce l'ha solo una carta il cui effetto ha un passo "
                                        "`negate`",
    "input.ygo.nested_too_deep": "i passi `if_you_do` e `then` si annidano al massimo per {most} "
                                 "livelli",
    "input.ygo.position_of_monsters_only": "solo i mostri hanno una posizione: indica una "
                                           "posizione solo con `what: monsters`",
    "input.ygo.negates_empty": "deve nominare almeno uno tra: {choices}",
    "input.ygo.reserved_id": "'{id}' è una parola riservata",
    "activation.ignition": "{player} attiva l'Effetto Innescabile {card:del} (Velocità "
                           "di Magia {speed})",
    "activation.spell_graveyard": "{player} attiva l'effetto {card:del} nel Cimitero "
                                  "(Velocità di Magia {speed})",
    "illegal.spell_graveyard_timing": "L'effetto {card:del} nel Cimitero ha Velocità di Magia 1: "
                                      "si può attivare solo nella Main Phase di chi lo "
                                      "controlla, come Anello della Catena 1, senza nessuna "
                                      "Catena aperta.",
    "activation.quick": "{player} attiva l'Effetto Rapido {card:del} (Velocità di Magia "
                        "{speed})",
    "activation.trigger": "{player} attiva l'Effetto Innescato {card:del} (Velocità di Magia "
                          "{speed})",
    "illegal.no_such_effect": "{card:il} non ha nessun effetto attivabile con l'indice "
                              "{number} (gli effetti si contano da 0).",
    "illegal.effect_from_zone": "Questo effetto {card:del} si attiva {where:dal}, ma la "
                                "carta si trova {zone:nel}.",
    "illegal.effect_face_down": "{card:il} è coperto: l'effetto di un mostro si attiva dal "
                                "Terreno solo finché è scoperto.",
    "illegal.ignition_timing": "L'Effetto Innescabile {card:del} si può attivare solo nella "
                               "Main Phase di chi lo controlla, come Anello della Catena 1, "
                               "senza nessuna Catena aperta.",
    "illegal.trigger_no_event": "L'Effetto Innescato {card:del} risponde a un evento che non "
                                "è appena accaduto: {event}.",
    "illegal.missed_timing": "L'effetto {card:del} dice «quando ... puoi» e il suo evento "
                             "({event}) non è stato l'ultimo avvenimento: ha perso il "
                             "timing.",
    "illegal.trigger_in_chain": "L'Effetto Innescato {card:del} ha Velocità di Magia 1: entra "
                                "in una Catena solo insieme ad altri Effetti Innescati dello "
                                "stesso momento.",
    "illegal.effect_once_by_name": "{player} ha già usato in questo turno questo effetto "
                                   "{card:del} o di una carta con lo stesso nome: si può usare "
                                   "solo una volta per turno.",
    "illegal.effect_once_per_copy": "Questo effetto {card:del} è già stato usato in questo "
                                    "turno: ogni copia può usarlo solo una volta per turno.",
    "illegal.effect_once_shared": "{player} ha già usato in questo turno un effetto {card:del} "
                                  "o di una carta con lo stesso nome: si può usare solo uno dei "
                                  "suoi effetti per turno, e solo una volta.",
    "trigger_event.normal_summoned": "questa carta viene Evocata Normalmente",
    "trigger_event.special_summoned": "questa carta viene Evocata Specialmente",
    "trigger_event.summoned": "questa carta viene Evocata",
    "trigger_event.sent_to_graveyard": "questa carta viene mandata al Cimitero",
    "trigger_event.sent_to_graveyard_by_effect": "questa carta viene mandata al "
                                                  "Cimitero da un effetto di carta",
    "trigger_event.sent_from_field_to_graveyard": "questa carta viene mandata dal Terreno al "
                                                  "Cimitero",
    "input.ygo.trigger_needs_event": "un Effetto Innescato ha bisogno dell'evento a cui "
                                     "risponde (uno tra {choices})",
    "input.ygo.event_of_trigger_only": "solo un Effetto Innescato risponde a un evento",
    "cost.self_tribute": "{player} offre {card:il} stesso come Tributo per pagare il costo del "
                         "suo effetto.",
    "cost.self_discard": "{player} scarta {card:il} stesso come costo del suo effetto.",
    "cost.self_banish": "{player} bandisce {card:il} stesso dal Cimitero come costo del suo "
                        "effetto.",
    "input.ygo.cost_self_from": "un mostro dà sé stesso come questo costo solo con "
                                "`from: {where}`",
    "input.ygo.spell_effect_graveyard": "un effetto di una Carta Magia diverso dalla sua "
                                        "attivazione si attiva qui dal suo Cimitero (from: "
                                        "graveyard, type: ignition)",
    "input.ygo.only_monsters": "ce l'hanno solo i mostri",
    "input.ygo.only_spells": "ce l'hanno solo le Magie",
    "input.ygo.only_traps": "ce l'hanno solo le Trappole",
    "input.ygo.only_spells_traps": "ce l'hanno solo le Magie e le Trappole",
    "input.ygo.effect_on_monster": "ce l'hanno solo le Magie e le Trappole; l'Effetto SCOPRI di "
                                   "un mostro va sotto `flip`",
    "verdict.illegal": "L'azione {number} non è consentita ({rule}): {reason}",
    "verdict.battle": "{battle}",
    "verdict.win": "{winner} vince il Duello: {reason}.",
    "verdict.win.lp": "i LP di {loser} sono scesi a 0",
    "verdict.win.deck_out": "{loser} ha dovuto pescare da un Deck vuoto",
    "verdict.win.exodia": "{winner} ha in mano tutti e cinque i pezzi di Exodia",
    "verdict.draw": "Il Duello finisce in pareggio: i LP di entrambi i giocatori sono scesi a 0 "
                    "nello stesso momento.",
    # prendere una carta descritta dal proprio Deck, mano o Cimitero (fetch, 5-3-13)
    "pick.requirement": "{what} {where:dal}",
    "pick.requirement.details": "{what} {where:dal} ({details})",
    "pick.what.monster": "un mostro",
    "pick.what.spell": "una Magia",
    "pick.what.trap": "una Trappola",
    "pick.what.spell_trap": "una Magia o Trappola",
    "pick.what.card": "una carta",
    "pick.from.deck": "il tuo Deck",
    "pick.from.hand": "la tua mano",
    "pick.from.graveyard": "il tuo Cimitero",
    "pick.named": "chiamata {names}",
    "pick.archetype": "dell'archetipo «{archetype}»",
    "pick.level": "di Livello {level}",
    "pick.level_max": "di Livello {level} o inferiore",
    "pick.level_min": "di Livello {level} o superiore",
    "pick.except": "tranne {names}",
    "illegal.needs_pick": "{card:il} prende {requirement}: la sua attivazione deve nominare la "
                          "carta che il giocatore prende (pick), perché è lui a sceglierla.",
    "illegal.pick_does_not_fit": "{card:il} non può prendere {pick:il}: prende {requirement}.",
    "would.fetch.hand": "aggiungere una carta alla mano",
    "would.fetch.graveyard": "mandare una carta al Cimitero",
    "would.fetch.field": "Evocare Specialmente un mostro",
    "why.no_pick": "non è stata nominata nessuna carta da prendere",
    "why.pick_gone": "{card:il} non è più lì da prendere (si trova {zone:nel})",
    "fetched.hand": "{link}: {player} aggiunge {card:il} {zone:dal} alla sua mano e "
                    "{card:lo|la} mostra.",
    "fetched.graveyard": "{link}: {player} manda {card:il} {zone:dal} al Cimitero.",
    "would.fetch.set": "Posizionare una Magia o Trappola",
    "why.zones_full": "tutte le sue Zone Magie & Trappole sono occupate",
    "why.not_spell_trap": "non è una Magia né una Trappola",
    "fetched.set": "{link}: {player} Posiziona coperta {card:il} {zone:dal} in una Zona Magie & "
                   "Trappole.",
    "fetched.set.field": "{link}: {player} Posiziona coperta {card:il} {zone:dal} nella sua Zona "
                         "Terreno.",
    "illegal.no_zone_to_set": "{card:il} Posiziona una carta dal Deck, ma {player} non ha una "
                              "Zona Magie & Trappole libera per essa.",
    "deck_shuffled": "{link}: {player} mischia il suo Deck.",
    # una posizione di battaglia cambiata da un effetto (change_position, 9-2-7)
    "would.change_position": "cambiare la posizione di battaglia di un mostro",
    "would.change_position_card": "cambiare la posizione di battaglia {card:del}",
    "why.link_position": "un Mostro Link è sempre in Posizione di Attacco",
    "why.already_position": "è già in {position}",
    "position_changed.by_effect": "{link}: {card:il} viene cambiato in {position}.",
    "illegal.mandatory_trigger": "L'Effetto Innescato {card:del} (effetto {number}) è "
                                 "obbligatorio e risponde a ciò che è appena accaduto: deve "
                                 "essere attivato prima di fare qualsiasi altra cosa.",
    "cost.self_send": "{player} manda {card:il} stesso dalla mano al Cimitero come costo del "
                      "suo effetto.",
    "cost.self_reveal": "{player} rivela {card:il} nella mano come costo del suo effetto; resta "
                        "lì.",
    "cost.detach": Plural(
        "count",
        one="{player} stacca {count} Materiale {card:dal} come costo del suo effetto; va nel "
            "Cimitero (Materiali rimasti: {left}).",
        other="{player} stacca {count} Materiali {card:dal} come costo del suo effetto; vanno nel "
              "Cimitero (Materiali rimasti: {left}).",
    ),
    "illegal.cost_detach": (
        "{card:il} deve staccare {count} {count:Materiale|Materiali} per attivare questo effetto, "
        "ma ha {have} {have:Materiale|Materiali}."
    ),
    "trigger_event.tribute_summoned": "questa carta viene Evocata tramite Tributo",
    "trigger_event.flip_summoned": "questa carta viene Evocata per Scoperta",
    "trigger_event.normal_or_flip_summoned": "questa carta viene Evocata Normalmente o per "
                                             "Scoperta",
    "trigger_event.any_summoned": "questa carta viene Evocata Normalmente, Specialmente o per "
                                  "Scoperta",
    "trigger_event.destroyed_by_battle": "questa carta viene distrutta in battaglia",
    "trigger_event.destroyed_by_effect": "questa carta viene distrutta da un effetto di carta",
    "trigger_event.destroyed": "questa carta viene distrutta",
    "trigger_event.destroyed_a_monster": "questa carta distrugge un mostro in battaglia",
    "trigger_event.inflicted_battle_damage": "questa carta infligge danno da combattimento "
                                             "all'avversario",
    "trigger_event.inflicted_direct_damage": "questa carta infligge danno da combattimento con un "
                                             "attacco diretto",
    "trigger_event.banished": "questa carta viene bandita",
    "trigger_event.your_standby_phase": "durante la Standby Phase del suo controllore",
    "trigger_event.standby_phase": "durante una Standby Phase",
    "trigger_event.opponent_standby_phase": "durante la Standby Phase dell'avversario del suo "
                                            "controllore",
    "trigger_event.your_end_phase": "durante la End Phase del suo controllore",
    "trigger_event.end_phase": "durante una End Phase",
    "trigger_event.opponent_end_phase": "durante la End Phase dell'avversario del suo "
                                        "controllore",
    "illegal.phase_trigger": "L'effetto {card:del} può essere attivato solo {event}; ora è "
                             "{now} del turno di {player}.",
    "illegal.phase_trigger_used": "L'effetto {card:del} è già stato attivato in questa fase: si "
                                  "attiva una volta per fase ({event}).",
    "illegal.mandatory_phase_trigger": "L'Effetto Innescato {card:del} (effetto {number}) "
                                       "è obbligatorio: deve essere attivato durante "
                                       "{phase} del turno di {player}, che questo "
                                       "passaggio attraverserebbe senza di esso.",
    "main1": "{player} passa alla Main Phase 1.",
    "illegal.end_phase_from": "Si entra nella End Phase solo da una Main Phase o dalla Battle "
                              "Phase; ora è {phase}.",
    "illegal.main1_from": "La Main Phase 1 viene subito dopo la Standby Phase; ora è {phase}.",
    "doing.synchro_summon": "effettuare una Synchro Evocazione",
    "doing.xyz_summon": "effettuare un'Evocazione Xyz",
    "monster_kind.synchro": "Mostro Synchro",
    "monster_kind.xyz": "Mostro Xyz",
    "extra_summoned.synchro": "{player} Synchro Evoca {card:il} dall'Extra Deck in {position}, "
                              "mandando {materials:il} nel Cimitero come Materiali Synchro.",
    "extra_summoned.xyz": "{player} Evoca Xyz {card:il} dall'Extra Deck in {position}, sopra "
                          "{materials:il}, i suoi Materiali Xyz.",
    "illegal.extra_summon_where": "{card:il} non è un {kind} nell'Extra Deck di {owner}: solo un "
                                  "mostro così viene Evocato in questo modo.",
    "illegal.extra_summon_forbidden": "Secondo il suo testo, {card:il} non può essere Evocato "
                                      "Specialmente in nessun modo.",
    "illegal.effect_turn_sent": "{card:il} è {card:stato mandato|stata mandata} nel Cimitero in "
                                "questo turno: secondo il suo testo, questo effetto può essere "
                                "attivato solo in un turno successivo.",
    "illegal.material_not_face_up": "{card:il} non è un mostro scoperto controllato da "
                                    "{player}: solo quelli possono esserne i materiali.",
    "illegal.synchro_materials": "Una Synchro Evocazione {card:del} richiede esattamente un Tuner "
                                 "e i non-Tuner richiesti dal suo testo; tra i materiali indicati "
                                 "ci sono Tuner: {tuners}, non-Tuner: {others}.",
    "illegal.material_without_level": "Ogni materiale della Synchro Evocazione {card:del} deve "
                                      "avere un Livello: un Mostro Xyz ha un Rango e un Mostro "
                                      "Link nessuno.",
    "illegal.synchro_levels": "I Livelli dei materiali sommano {total}, ma {card:il} è di "
                              "Livello {level}: la somma deve essere esatta.",
    "illegal.xyz_count": "Un'Evocazione Xyz {card:del} usa da {least} a {most} materiali, non "
                         "{count}.",
    "illegal.xyz_levels": "Ogni materiale dell'Evocazione Xyz {card:del} deve essere un mostro "
                          "di Livello {level}.",
    "input.ygo.same_material_twice": "nomina due volte lo stesso materiale",
    "input.ygo.materials_max_below_min": "è minore di `min`",
    "trigger_event.synchro_summoned": "questa carta viene Synchro Evocata",
    "trigger_event.xyz_summoned": "questa carta viene Evocata Xyz",
    "trigger_event.synchro_material": "questa carta viene mandata nel Cimitero come Materiale "
                                      "Synchro",
    "trigger_event.flipped": "questa carta viene scoperta",
    "trigger_event.normal_summoned_or_flipped": "questa carta viene Evocata Normalmente o scoperta",
    "trigger_event.declared_attack": "questa carta dichiara un attacco",
    "trigger_event.destroyed_by_opponent": "questa carta viene distrutta da una carta "
                                           "dell'avversario",
    "trigger_event.destroyed_by_opponent_effect": "questa carta viene distrutta da un effetto di "
                                                  "una carta dell'avversario",
    "trigger_event.destroyed_by_battle_or_opponent_effect": "questa carta viene distrutta in "
                                                            "battaglia o da un effetto di una "
                                                            "carta dell'avversario",
    "trigger_event.opponent_attack_declared": "un mostro dell'avversario del suo controllore "
                                              "dichiara un attacco",
    "trigger_event.opponent_direct_attack_declared": "un mostro dell'avversario del suo "
                                                     "controllore dichiara un attacco diretto",
    "trigger_event.tributed": "questa carta viene offerta come Tributo",
    "trigger_event.discarded": "questa carta viene scartata",
    "trigger_event.special_summoned_from_hand": "questa carta viene Evocata Specialmente dalla "
                                                "mano",
    "trigger_event.special_summoned_from_graveyard": "questa carta viene Evocata Specialmente dal "
                                                     "Cimitero",
    "illegal.effect_during": "L'Effetto Rapido {card:del} può essere attivato solo {during}.",
    "during.opponent_turn": "durante il turno dell'avversario",
    "during.main_phase": "durante una Main Phase",
    "during.opponent_main_phase": "durante la Main Phase dell'avversario",
    # restrizioni e fatti stampati sulle carte (restrictions.py; 5-4, 8-4-7, 12-8-4)
    "illegal.only_one": "{player} controlla già {other:il} {other:scoperto|scoperta} e può "
                        "controllare solo 1 carta con quel nome: {card:il} non può arrivare "
                        "{card:scoperto|scoperta} sul Terreno "
                        "(né con un'Evocazione, né con un'attivazione) finché quella carta "
                        "resta.",
    "why.only_one": "{other:il} è già {other:scoperto|scoperta} sul Terreno del suo "
                    "proprietario, e si può "
                    "controllare solo 1 carta con quel nome",
    "only_one.destroyed": "{card:il} viene {card:scoperto|scoperta} mentre {owner} controlla "
                          "già {other:il} {other:scoperto|scoperta}, e si può controllare solo 1 "
                          "carta con quel nome: il gioco {card:lo|la} distrugge e {card:lo|la} "
                          "manda nel Cimitero di {owner}.",
    "why.summon_procedure": "il suo testo dice che può essere Evocato Specialmente solo con "
                            "{procedure}",
    "why.summoned_only_by": "il suo testo dice che può essere Evocato Specialmente solo con "
                            "l'effetto di «{name}»",
    "why.cannot_special_summon_from": "il suo testo dice che non può essere Evocato "
                                      "Specialmente {zone:dal}",
    "takes_no_damage": "{player} non subisce danno da combattimento: lo dice il testo {card:del} "
                       "(i {amount} danni non vengono inflitti)",
    "battle.not_destroyed.atk": "{card:il} non può essere distrutto in battaglia con un mostro "
                                "che ha {atk} o più ATK: resta sul Terreno.",
    "position_changed.after_attack": "Fine del Damage Step: {card:il} ha attaccato, quindi il "
                                     "suo testo lo mette in Posizione di Difesa.",
    "procedure.fusion": "un'Evocazione tramite Fusione",
    "procedure.synchro": "una Synchro Evocazione",
    "procedure.xyz": "un'Evocazione Xyz",
    "procedure.link": "un'Evocazione Link",
    "procedure.ritual": "un'Evocazione Rituale",
    "illegal.no_direct_attack": "{card:il} non può attaccare direttamente: lo dice il suo "
                                "testo.",
    "illegal.attacked_enough": "{card:il} ha già dichiarato i suoi {count} attacchi in questa "
                               "Battle Phase.",
    "illegal.untargetable": "Come dice il suo testo, {target:il} non può essere "
                            "{target:scelto|scelta} come "
                            "bersaglio dagli effetti delle carte dell'avversario di {player}: "
                            "{card:il} non può sceglier{target:lo|la}.",
    "illegal.one_way_only": "{card:il} non può essere Evocato con {procedure}: {why}.",
    "position_changed.after_battle_phase": "Fine della Battle Phase: {card:il} ha "
                                           "attaccato, quindi il suo testo lo mette in "
                                           "Posizione di Difesa.",
    "battle.neither_destroyed": "{card:il} non viene distrutto: il testo {by:del} dice che "
                                "nessuno dei due mostri può essere distrutto in questa battaglia.",
    "input.ygo.one_way_only": "indica esattamente una di queste chiavi: {keys}",
}
MESSAGES.update(FIELDS["it"])  # a printed card's fields in the notes
MESSAGES.update(KINDS["it"])  # Types and Attributes as the cards print them
MESSAGES.update(COSTS["it"])  # costs of described cards, "Activate 1 of these effects"
MESSAGES.update(CHAIN_NEGATION["it"])  # negating a Chain Link's activation or effect
MESSAGES.update(FUSION_SUMMONS["it"])  # Fusion and Ritual Summons by an effect (8-5-1, 8-5-2)
MESSAGES.update(LINKS["it"])  # Link Summons (8-5-5, 8-5-7)
MESSAGES.update(XYZ["it"])  # Xyz Summons and Xyz Materials (8-5-4, 4-4-3)
MESSAGES.update(NEGATION["it"])  # cards whose effects are negated for a while (5-5)
MESSAGES.update(MOVES["it"])  # the top cards of a Deck sent to the GY (3-7-3)
MESSAGES.update(CONDITIONS["it"])  # Trigger Effects on an event with a cause (5-1-3)
MESSAGES.update(LEAVING["it"])  # banished when it leaves the field (8-4-10)
MESSAGES.update(PROCEDURES["it"])  # a monster's own ways of being summoned
MESSAGES.update(SUMMONS["it"])  # the moments around a Summon (summon_window.py)
MESSAGES.update(BATTLE["it"])  # effects on the battle: an attack negated, the Battle Phase ended
MESSAGES.update(EQUIP_CARDS["it"])  # Traps that become Equip Cards, what they give
MESSAGES.update(ACTIONS["it"])  # the actions of the best-known Spells (control)
MESSAGES.update(SUMMON_LOCKS["it"])  # Special Summons forbidden for the turn (5-2-10)
MESSAGES.update(CONTINUOUS["it"])  # Continuous Effects on ATK and DEF (5-1-1)
MESSAGES.update(TOKENS["it"])  # Tokens (4-7)
MESSAGES.update(COUNTERS["it"])  # counters (4-8)
MESSAGES.update(MODAL["it"])  # "Activate 1 of these effects": each once per turn
MESSAGES.update(LEVELS["it"])  # a Level raised or lowered (4-2-2)
MESSAGES.update(TAIL["it"])  # activation conditions read late: Battle Phase timings (5-1-4)
MESSAGES.update(IMMUNITY["it"])  # a monster that keeps its opponent from answering it
MESSAGES.update(TALLIES["it"])  # amounts counted "for each" card (5-3-20)
MESSAGES.update(TAIL_STEPS["it"])  # a second attack this turn, a random discard
MESSAGES.update(GRANTED["it"])  # the additional Normal Summon a card gives (8-1-7)
MESSAGES.update(PENDULUM["it"])  # Pendulum Scales and their Pendulum Effects (3-6, 5-1-6)
MESSAGES.update(FIELD_CARD_EFFECTS["it"])  # face-up Continuous/Field cards (10-5-1)
MESSAGES.update(STCONDS["it"])  # a Spell's or Trap's condition on the board (5-2-4)
MESSAGES.update(CHANCE["it"])  # a coin tossed, a die rolled (5-3-23)
MESSAGES.update(TIMING["it"])  # the End Phase of the turn a monster was Normal Summoned (7-7-5)
MESSAGES.update(UNIONS["it"])  # Union monsters: equip or unequip once per turn (4-3-5)
MESSAGES.update(RITUAL_FUSION_MORE["it"])  # Ritual Summons from the GY or Deck (8-5-1)
MESSAGES.update(CHOSEN["it"])  # a card chosen as the effect resolves (5-3-22)
MESSAGES.update(DIRECT_TURN["it"])  # a direct attack allowed this turn (12-3-10)
MESSAGES.update(LEVEL_ALL["it"])  # the Levels of all monsters of a kind (4-2-2)
MESSAGES.update(RANK_UP["it"])  # an effect's Xyz Summon on top of a monster (8-5-15)
MESSAGES.update(TRAPMON["it"])  # cards that stay for a while, what they hold (10-5-4)
MESSAGES.update(HAND_PICKS["it"])  # a card taken from the opponent's hand, looked at (5-3-24)
MESSAGES.update(TRAP_MONSTERS["it"])  # a Trap Special Summoned by its own effect (4-6-5)
MESSAGES.update(SYNCHRO["it"])  # Synchro Materials as the first line lists them (8-5-12)
MESSAGES.update(BATTLE_LOCKS["it"])  # no Battle Phase the turn a card is activated (5-2-13)
MESSAGES.update(NORMAL_LOCKS["it"])  # no Normal Summon the turn a card is activated (5-2-15)
MESSAGES.update(ARROWS["it"])  # where monsters stand, where Link Arrows point (4-4-7)
MESSAGES.update(DONE_COUNTS["it"])  # "for each card destroyed" by the part before (5-3-20)
MESSAGES.update(LATER["it"])  # monsters Summoned to leave in a later End Phase (7-7-8)
MESSAGES.update(ATTACK_RIDERS["it"])  # monsters Summoned unable to attack (12-3-21)
MESSAGES.update(LATER_BANISH["it"])  # monsters banished until a later phase (7-7-9)
MESSAGES.update(END_UPKEEP["it"])  # a monster's price to stay in each End Phase (7-7-11)
MESSAGES.update(CONTROL_WHILE["it"])  # control while a card stays face-up (3-10-6)
MESSAGES.update(SET_CARDS["it"])  # a card Set that can be activated this turn (10-3-2)
MESSAGES.update(SUBSTITUTES["it"])  # a Graveyard card banished instead of a destruction (5-3-16)
MESSAGES.update(ACTIVATION_RIDERS["it"])  # riders on activation (5-2-17, 5-1-11)
MESSAGES.update(TREATED_SUMMON["it"])  # from the Extra Deck, treated as a Fusion Summon... (8-5-16)
MESSAGES.update(OWN_LEAVING["it"])  # what a monster's own text does as it leaves (5-4-9, 7-1-5)
MESSAGES.update(ONLY_KINDS["it"])  # only 1 of a kind, or only 1 on the field (5-4-7)
MESSAGES.update(TOONS["it"])  # a monster's own text on when it may attack (12-3-15)
MESSAGES.update(STAT_CHANGES["it"])  # a monster's DEF raised or lowered by an effect (4-2-5)
MESSAGES.update(PROTECT_TURN["it"])  # indestructible this turn by a resolved effect (5-3-17)
MESSAGES.update(EXCAVATE["it"])  # the top card of a Deck excavated, by what it is (5-3-26)
MESSAGES.update(DAMAGE_START["it"])  # the Start of the Damage Step of an attack (12-4-14)
MESSAGES.update(NEXT_ATTACK["it"])  # "negate the next attack this turn" (12-3-22)
MESSAGES.update(DRAWN_ATTACKS["it"])  # "... must attack this card" (12-3-18)
MESSAGES.update(BECOMES["it"])  # a Tuner by the way it was Synchro Summoned (8-5-14)
MESSAGES.update(FACE_FLIPS["it"])  # a face-up monster turned face-down (5-1-3, 9-2-6)
MESSAGES.update(DISCARD_CHECK["it"])  # by what the discarded card was (5-3-27)
MESSAGES.update(XYZ_DETACH["it"])  # Xyz Materials detached by an effect, not a cost (4-4-9)
MESSAGES.update(TURN_LOCKS["it"])  # what a card forbids for the turn (12-3-15, 5-2-10)
MESSAGES.update(EQUIPPED_MONSTERS["it"])  # monsters a monster equips to itself (10-4-9, 10-4-10)
MESSAGES.update(UNAFFECTED["it"])  # a card unaffected by an effect (5-3-29)
MESSAGES.update(STAT_SETS["it"])  # an ATK or DEF set to a value (4-2-8)
MESSAGES.update(LINK_ZONES["it"])  # linked and co-linked monsters (4-4-10)
MESSAGES.update(END_PHASE_CHANGES["it"])  # ATK/DEF changed until the End Phase (7-7-12)
MESSAGES.update(GY_BANISH["it"])  # banished instead of going to the Graveyard (5-4-10)
MESSAGES.update(LATER_CHANGES["it"])  # ATK/DEF changed past the end of the turn (7-7-13)
MESSAGES.update(XYZ_CARDS["it"])  # Xyz Materials named as cards (4-4-11)
MESSAGES.update(STZONE["it"])  # Monster Cards placed as Continuous Spells (3-4-5, 3-4-6)
MESSAGES.update(RUNICK["it"])  # Deck top banished, Extra Monster Zone, Battle Phase skip
MESSAGES.update(COUNTER_TRAPS["it"])  # right after each Counter Trap Card resolves (11-1-10)
MESSAGES.update(COST_MORE["it"])  # costs read since: 10-4-11, 5-2-21, 5-2-22
MESSAGES.update(OWN_EVENTS["it"])  # a monster leaving the field, added to the hand, targeted
MESSAGES.update(SPELLS_GATE["it"])  # a later part asked as it is done (5-2-24)
MESSAGES.update(COUNTER_HOLDERS["it"])  # "a monster with an A-Counter" (4-8-11)
MESSAGES.update(DECLARED["it"])  # a Level declared as the effect is activated (5-2-25)
MESSAGES.update(SUMMONED_BY["it"])  # by its own effect, or first by a named card (8-4-12)
MESSAGES.update(TO_OPPONENT["it"])  # summoned to the opponent's field by Tributing (8-4-13)
MESSAGES.update(BOUND_SUMMONS["it"])  # Special Summoned bound to attack (12-3-23)
MESSAGES.update(BOND_MOVES["it"])  # a bound monster banished as its card leaves (10-4-4)
MESSAGES.update(REFLECTED["it"])  # battle damage taken in place of the other (12-8-7)
MESSAGES.update(GEMINI_EFFECTS["it"])  # a Gemini monster given its effects (8-1-12)
MESSAGES.update(ATTACK_TURN_BANS["it"])  # attacks forbidden the turn it is activated (5-2-26)
MESSAGES.update(DECK_ADD_BANS["it"])  # no adds from the Deck the turn it is activated (5-2-27)
MESSAGES.update(EFFECT_BANS["it"])  # monster effects restricted for the rest of the turn (5-2-28)
MESSAGES.update(BATTLE_EXTRAS["it"])  # a monster's own battles (12-8-8, 12-3-24)
MESSAGES.update(CHAIN_LOCKS["it"])  # activations that cannot be negated (11-3-5)
MESSAGES.update(EFFECT_FLIPS["it"])  # a FLIP effect after an effect flipped it (5-1-5)
MESSAGES.update(POSITION_LOCKS["it"])  # no change of battle position (9-2-11)
MESSAGES.update(GIVE_CONTROL["it"])  # a monster given to the opponent (3-10-7)
MESSAGES.update(TRIBUTES_OF_KIND["it"])  # Tributes of the kind its text names (8-2-7)
MESSAGES.update(ZONE_LOCKS["it"])  # Special Summons spared from one zone only (5-2-32)
MESSAGES.update(ATTACKS_TURN["it"])  # attacks on monsters allowed this turn (12-3-25)
MESSAGES.update(IGNORING["it"])  # Summoning conditions ignored (8-4-14)
MESSAGES.update(NON_EFFECT["it"])  # "a non-Effect Monster" in a description (4-3-2)
MESSAGES.update(COLUMNS["it"])  # cards in one column across the field (3-11-1, 3-11-2)
MESSAGES.update(COIN_CALLS["it"])  # a coin called before it is tossed (5-3-33)
MESSAGES.update(LASTING_LEVELS["it"])  # Levels raised by face-up cards (5-1-17)
MESSAGES.update(LEVEL_CAPS["it"])  # a Level raised up to a maximum (4-2-9)
MESSAGES.update(HAND_GRANTS["it"])  # cards activated from the hand by another card (10-3-5)
MESSAGES.update(COUNTER_ATTACKS["it"])  # counters each attack declaration (4-8-13)
MESSAGES.update(GEMINI_TEXTS["it"])  # a Gemini monster's own text applying (4-2-8, 8-5-14)
MESSAGES.update(COUNTED_SUMMONS["it"])  # monsters Special Summoned together (8-7-3)
MESSAGES.update(FACE_DOWN_MASS["it"])  # every monster but face-up ones of a kind (9-1-5)
MESSAGES.update(COLUMN_GRANTS["it"])  # effects given to monsters by column (3-11-3)
MESSAGES.update(EQUIP_UNAFFECTED["it"])  # a monster its Equip Card makes unaffected (10-4-7)
MESSAGES.update(RETURNED["it"])  # another monster returned to the hand (5-3-11)
MESSAGES.update(RITUAL_ENTIRE["it"])  # the only Tribute a Ritual Summon needs (8-5-18)
MESSAGES.update(POSITION_ALL["it"])  # all monsters of a kind to one battle position (9-2-12)
MESSAGES.update(PENDULUM_GUARDS["it"])  # Pendulum Summons a Pendulum Scale keeps (5-3-32)
MESSAGES.update(RITUAL_GRAVEYARD["it"])  # a Ritual's Tribute banished from the GY (8-5-19)
MESSAGES.update(ANSWERS["it"])  # answering an activation, not negating it (11-1-11)
MESSAGES.update(EQUIP_CARD_COSTS["it"])  # any Equip Card given up as a cost (10-4-11)
MESSAGES.update(COST_COUNTED["it"])  # a cost's count chosen at activation (5-2-33)
MESSAGES.update(NAMED_ATTACK_BANS["it"])  # the named monsters' attacks that turn (5-2-26)
MESSAGES.update(TARGET_WORDS["it"])  # targets "with different names", in two places (5-2-3)
MESSAGES.update(ATTACK_INVOLVING["it"])  # attacks involving the card, its target's controller
MESSAGES.update(PROCEDURE_RIDERS["it"])  # what its own procedure gives a monster (8-4-16)
MESSAGES.update(FORBID_LOCKS["it"])  # monsters a face-up card forbids (5-2-14)
MESSAGES.update(DETACHED["it"])  # detached as its Xyz Monster's cost (4-4-12)
MESSAGES.update(HALVED_DAMAGE["it"])  # battle damage a monster's text halves (12-8-9)
MESSAGES.update(PIERCING_TURN["it"])  # piercing battle damage this turn (12-6-4)
MESSAGES.update(SUMMON_BOTH["it"])  # the monster itself Summoned with another (8-7-3)
MESSAGES.update(KEPT_SENDS["it"])  # a monster sent to the GY by its own kept_if (5-4-6)
MESSAGES.update(RATED_SUMMON["it"])  # Link Rating = cost's count (5-2-34, 8-5-20)
MESSAGES.update(HOW_MOVED["it"])  # how the card moved, for its trigger (5-1-18)
MESSAGES.update(COUNTER_REMOVAL["it"])  # its own counters removed, or else (4-8-15)
MESSAGES.update(TOP_CARD_PLACED["it"])  # a Deck's top card looked at, placed (5-3-35)
MESSAGES.update(ATTACK_AGAIN["it"])  # one more attack "in a row" (12-3-27)
