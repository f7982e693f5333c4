"""One Piece Card Game events in Italian, with the names of the glossary's Italian terms."""
from __future__ import annotations

from ...core.catalogue import Message, Plural
from .tables import words

MESSAGES: dict[str, Message] = {
    "card.powered": "{card} ({power})",
    "card.powered_idle_don": "{card} ({power}; le sue {count} DON!! {count:assegnata|assegnate} "
                             "danno potenza "
                             "solo nel turno di {owner}, non ora)",
    "card_with_cost": "{card} (costo {cost})",
    "card_with_cost_and_activation": "{card} (costo {cost}) con il suo costo di attivazione di "
                                     "{count} DON!!",
    "effect_of": "{timing} {card:del}",
    "power.printed": "stampata",
    "power.static": "effetto permanente",
    "power.counter": "Counter",
    "power.from_don": "da {count} DON!!",
    "power.from_card": "{card:dal}",
    "power.from_effect": "da un effetto",
    "timing.on_play": "[On Play]",
    "timing.when_attacking": "[When Attacking]",
    "timing.on_block": "[On Block]",
    "timing.on_opponents_attack": "[On Your Opponent's Attack]",
    "timing.on_ko": "[On K.O.]",
    "timing.end_of_your_turn": "[End of Your Turn]",
    "timing.activate_main": "[Activate: Main]",
    "timing.main": "[Main]",
    "timing.counter": "[Counter]",
    "timing.trigger": "[Trigger]",
    "zone.leader": "la Zona Leader",
    "zone.characters": "la Zona Personaggi",
    "zone.stage": "la Zona Stadio",
    "zone.hand": "la mano",
    "zone.deck": "il mazzo",
    "zone.life": "la Zona Vite",
    "zone.trash": "gli Scarti",
    "zone.limbo": "nessuna zona (un [Trigger] rivelato)",
    "duration.battle": "durante questa battaglia",
    "duration.turn": "durante questo turno",
    "duration.until_next_turn": "fino all'inizio del prossimo turno di chi lo controlla",
    "note.given_don_return": Plural(
        "count", one="; la sua DON!! assegnata torna affaticata nella Zona Costi",
        other="; le sue {count} DON!! {count:assegnata|assegnate} tornano affaticate nella Zona "
              "Costi"),
    "attack_declared": "{attacker:il} viene affaticato e attacca {target:il}.",
    "no_block": "{player} non blocca.",
    "blocked": "{player} attiva [Blocker]: {blocker:il} viene affaticato e prende il posto "
               "{attacked:del} come carta attaccata.",
    "pass_after_battle": "{player} passa; la battaglia era già finita, quindi non succede "
                         "nulla.",
    "counter_used": "{player} scarta {card:il} dalla mano per il suo Counter di {amount}: "
                    "{target:il} "
                    "ora ha {power} durante questa battaglia.",
    "counter_event_used": "{player} affatica {count} DON!! e scarta {card:il} per attivarne il "
                          "[Counter].",
    "counter_event_used.free": "{player} scarta {card:il} per attivarne il [Counter], che non "
                               "costa "
                               "nulla.",
    "counter_step_ends.pass": "{player} passa: il Counter Step finisce.",
    "counter_step_ends.no_more": "{player} non usa altri Counter: il Counter Step finisce.",
    "battle_card_moved.attack": "Alla fine dell'Attack Step, {card:il} ha lasciato la zona da cui "
                                "combatteva, quindi la battaglia passa alla Fine della "
                                "battaglia senza danni.",
    "battle_card_moved.block": "Alla fine del Block Step, {card:il} ha lasciato la zona da cui "
                               "combatteva, quindi la battaglia passa alla Fine della battaglia "
                               "senza danni.",
    "battle_card_moved.counter": "Alla fine del Counter Step, {card:il} ha lasciato la zona da cui "
                                 "combatteva, quindi la battaglia passa alla Fine della "
                                 "battaglia senza danni.",
    "battle_lost": "Damage Step: {attacker:il} ha meno potenza {target:del}, quindi "
                   "l'attacco fallisce e non succede nulla.",
    "battle_won": "Damage Step: {attacker:il} supera {target:il}, quindi l'attacco riesce.",
    "battle_tied": "Damage Step: {attacker:il} pareggia con {target:il}; in caso di parità vince "
                   "l'attaccante, quindi l'attacco riesce.",
    "damage_at_zero_life": "{player} ha 0 carte Vita quando il danno viene determinato: subirlo "
                           "è una condizione di sconfitta per {player}.",
    "double_attack": "[Double Attack]: il Leader di {player} subisce 2 danni invece di 1, una "
                     "carta Vita alla volta.",
    "damage_no_life_left": "Il danno {number} di {total} non trova più carte Vita, quindi non "
                           "succede altro: {player} perderebbe solo per un danno determinato "
                           "senza carte Vita.",
    "banished_life": "[Banish]: la carta Vita in cima di {player} ({card}) va negli Scarti "
                     "invece che in mano, e non si può attivare nessun [Trigger].",
    "life_to_hand": "{player} aggiunge alla mano la carta Vita in cima ({card}).",
    "trigger_not_decided": "La carta Vita in cima di {player}, {card:il}, ha un [Trigger], ma non "
                           "segue nessuna decisione, quindi {player} vi rinuncia e aggiunge la "
                           "carta alla mano.",
    "trigger_declined": "{player} sceglie di non attivare il [Trigger] {card:del} e la aggiunge "
                        "alla mano senza rivelarla.",
    "trigger_cannot_activate": "{player} non può attivare il [Trigger] {card:del} ({reason}); la "
                               "carta va in mano.",
    "trigger_activated": "{player} rivela {card:il} e ne attiva il [Trigger] invece di aggiungere "
                         "la carta alla mano; l'elaborazione del danno attende che si risolva.",
    "trigger_trashed": "{card:il} va negli Scarti di {player} dopo che il suo [Trigger] si è "
                       "risolto.",
    "battle_end": "Fine della battaglia: la partita torna alla Main Phase.",
    "battle_end.effects_end": "Fine della battaglia: finiscono gli effetti che duravano per "
                              "questa battaglia; la partita torna alla Main Phase.",
    "knocked_out.battle": "Avendo perso la battaglia, {card:il} viene messo K.O. e va negli Scarti "
                          "di {owner}{don_note}.",
    "don_given": "{player} assegna {count} DON!! {card:al}; ogni DON!! assegnata dà 1000 di "
                 "potenza durante il turno di {player}: ora {power}.",
    "played": "{player} rivela {card:il} e affatica {count} DON!! per pagarne il costo.",
    "played.free": "{player} rivela {card:il}; giocarla non costa nulla.",
    "entered.character": "{card:il} entra attivo nella Zona Personaggi; è stato giocato in questo "
                         "turno.",
    "entered.stage": "{card:il} entra attivo nella Zona Stadio.",
    "trashed_for_sixth": "{player} ha 5 Personaggi, quindi {card:il} viene scartato per fare "
                         "spazio. Si tratta di elaborazione delle regole, non di un K.O.: "
                         "il suo [On K.O.] non si attiva{don_note}.",
    "main_event_used": "{player} affatica {count} DON!! e scarta {card:il} per attivarne il "
                       "[Main].",
    "main_event_used.free": "{player} scarta {card:il} per attivarne il [Main], che non costa "
                            "nulla.",
    "activated": "{player} attiva {effect}.",
    "cost_paid": "{player} paga il costo {card:del}: {paid}.",
    "paid.rest_don": "affatica {count} DON!!",
    "paid.don_minus": "rimette {count} DON!! nel Mazzo DON!! (DON!! -{count})",
    "paid.trash_from_hand": "scarta {cards:il} dalla mano",
    "paid.rest_self": "affatica {card:il}",
    "auto_activates": "{effect} si attiva.",
    "auto_activates.don_x": "{effect} si attiva ([DON!! x{don_x}] era soddisfatto quando è "
                            "arrivato il suo momento).",
    "auto_resolves_from_trash": "{effect} si risolve dagli Scarti (si è attivato quando la carta "
                                "è stata messa K.O. sul terreno).",
    "auto_resolves_from_trash.don_x": "{effect} si risolve dagli Scarti (si è attivato quando la "
                                      "carta è stata messa K.O. sul terreno, con [DON!! "
                                      "x{don_x}] soddisfatto).",
    "auto_moved_away": "{effect} non si attiva: la carta ha lasciato {zone} prima.",
    "auto_cannot_activate": "{effect} non si può attivare: {reason}",
    "auto_don_x_not_met": "{effect} richiede [DON!! x{needed}], ma la carta ha {count} DON!! "
                          "{count:assegnata|assegnate}, quindi non si attiva.",
    "auto_declined": "{player} sceglie di non usare l'effetto facoltativo {effect}.",
    "auto_declined.cost_unpaid": "{player} sceglie di non pagare il costo di attivazione di "
                                 "{effect}, quindi non si attiva.",
    "auto_not_declinable": "{player} preferirebbe non usare {effect}, ma non dice «puoi» e non "
                           "ha costo: deve essere attivato.",
    "step_skipped": "{effect} {what}, ma {why}; quella parte viene saltata (fai ciò che puoi).",
    "why.no_target_chosen": "non è stato scelto nessun bersaglio",
    "why.no_attacker": "non c'è nessuna carta che attacca",
    "why.no_battle_target": "nessuna carta viene attaccata",
    "why.card_gone": "quella carta non c'è più",
    "why.wrong_area": "è in {zone}, non dove questo passo la richiede",
    "why.no_battle": "non c'è nessuna battaglia",
    "why.leader_stays": "un Leader non lascia mai la Zona Leader",
    "why.hand_empty": "la mano di {player} è vuota",
    "why.no_life": "{player} non ha carte Vita",
    "why.deck_empty": "il mazzo di {player} è vuoto",
    "why.don_deck_empty": "il Mazzo DON!! di {player} è vuoto",
    "why.no_cost_card": "lì non c'è nessuna carta con un costo",
    "defeat": "Elaborazione delle regole: {why}, quindi {player} perde la partita.",
    "defeat.winner": "Elaborazione delle regole: {why}, quindi {player} perde la partita e "
                     "{winner} vince.",
    "defeat.both": "Entrambi i giocatori soddisfano una condizione di sconfitta nella stessa "
                   "elaborazione delle regole: perdono entrambi e nessuno vince.",
    "defeat_why.damage_at_zero": "il Leader di {player} ha subito un danno con 0 carte Vita",
    "defeat_why.empty_deck": "{player} ha 0 carte nel mazzo (conta subito, non alla prossima "
                             "pescata)",
    "turn_passes": "Il turno finisce; inizia il turno {turn} con {player} come giocatore di "
                   "turno.",
    "end_phase": "{player} chiude la Main Phase: End Phase.",
    "turn_effects_end": "Finiscono gli effetti che duravano questo turno.",
    "refresh.effects_end": "Refresh Phase: finiscono gli effetti di {player} che duravano fino "
                           "all'inizio del prossimo turno di {player}.",
    "refresh.don_returned": "Refresh Phase: {player} rimette nella Zona Costi, affaticate, "
                            "{count} DON!! {count:assegnata|assegnate} al Leader e ai Personaggi.",
    "refresh.set_active": "Refresh Phase: {player} rende attive tutte le carte e le DON!! "
                          "affaticate.",
    "draw_phase": "Draw Phase: {player} pesca 1 carta.",
    "draw_phase.first_turn": "Draw Phase: {player} gioca per primo e non pesca nel primo turno.",
    "draw_phase.empty": "Draw Phase: {player} non ha carte da pescare.",
    "don_phase": "DON!! Phase: {player} mette {count} DON!! dal Mazzo DON!! nella Zona Costi, "
                 "attive (ne restano {left} nel Mazzo DON!!).",
    "don_phase.empty": "DON!! Phase: il Mazzo DON!! di {player} è vuoto, quindi non viene messa "
                       "nessuna DON!!.",
    "illegal.no_such_card": "In questa partita non c'è nessuna carta '{id}'.",
    "illegal.attack_first_turn": "{player} non può attaccare: il turno {turn} è il primo turno "
                                 "di {player}, e nessuno può combattere nel proprio primo "
                                 "turno.",
    "illegal.attacker_not_yours": "{card:il} non può attaccare: possono attaccare solo il Leader "
                                  "di "
                                  "{player} o un Personaggio nella Zona Personaggi di "
                                  "{player}.",
    "illegal.attacker_rested": "{card:il} è affaticato: un attacco si dichiara affaticando una "
                               "carta attiva.",
    "illegal.target_not_opponents": "{card:il} non può essere attaccato: il bersaglio deve essere "
                                    "il Leader avversario o uno dei suoi Personaggi "
                                    "affaticati.",
    "illegal.target_active": "{card:il} è attivo: si possono attaccare solo il Leader o un "
                             "Personaggio affaticato.",
    "illegal.rush_character_leader": "{card:il} è stato giocato in questo turno: [Rush: Character] "
                                     "gli permette di attaccare solo Personaggi in questo "
                                     "turno, non il Leader.",
    "illegal.played_this_turn": "{card:il} è stato giocato in questo turno e non ha [Rush], quindi "
                                "non può attaccare fino al turno successivo.",
    "illegal.no_battle.block": "Non c'è nessuna battaglia in corso, quindi non c'è nulla da "
                               "bloccare.",
    "illegal.no_battle.counter": "Non c'è nessuna battaglia in corso, quindi non c'è nulla da "
                                 "contrastare.",
    "illegal.no_battle.pass": "Non c'è nessuna battaglia in corso, quindi non c'è nulla da "
                              "passare.",
    "illegal.block_step_over": "Il Block Step è finito: [Blocker] si può attivare solo nel Block "
                               "Step.",
    "illegal.already_blocked": "{card:il} ha già bloccato: in una battaglia si può attivare un "
                               "solo "
                               "[Blocker].",
    "illegal.not_a_blocker": "{card:il} non può bloccare: può farlo solo una carta di {player} sul "
                             "terreno con [Blocker].",
    "illegal.blocker_rested": "{card:il} è affaticato: [Blocker] si attiva affaticando una carta "
                              "attiva, quindi una carta affaticata non può bloccare.",
    "illegal.blocker_is_attacked": "{card:il} è la carta attaccata: [Blocker] protegge un'altra "
                                   "delle tue carte.",
    "illegal.unblockable": "{card:il} ha [Unblockable]: {player} non può attivare [Blocker] contro "
                           "di {card:lui|lei}.",
    "illegal.counter_outside_counter_step": "I Counter si usano solo nel Counter Step di un "
                                            "attacco avversario.",
    "illegal.counter_not_in_hand": "{card:il} non è nella mano di {player}: solo il giocatore in "
                                   "difesa usa i Counter, dalla mano.",
    "illegal.no_counter_value": "{card:il} non ha un valore Counter da usare.",
    "illegal.counter_target_not_defenders": "Il Counter di una carta Personaggio può aumentare "
                                            "solo la potenza del Leader di {player} o di uno "
                                            "dei Personaggi di {player}, non quella {card:del}.",
    "illegal.not_a_counter": "{card:il} non è né una carta Personaggio con valore Counter né un "
                             "Evento con [Counter].",
    "illegal.once_per_turn_used": "{effect} è [Once Per Turn] ed è già stato usato da questa "
                                  "carta in questo turno.",
    "illegal.once_per_turn_used.copy": "{effect} è [Once Per Turn] ed è già stato usato da "
                                       "questa carta in questo turno; {copy} potrebbe ancora "
                                       "usare il proprio.",
    "illegal.don_x_not_met": "{effect} richiede [DON!! x{needed}]: almeno {needed} DON!! "
                             "{needed:assegnata|assegnate} a questa carta, e ne ha {count}.",
    "illegal.cost_rest_don": "{effect:il} richiede di affaticare {needed} DON!!, ma {player} ha "
                             "solo {count} DON!! {count:attiva|attive} nella Zona Costi.",
    "illegal.cost_don_minus": "{effect} costa DON!! -{needed}, ma {player} ha solo {count} "
                              "DON!! sul terreno.",
    "illegal.cost_trash_from_hand": Plural(
        "needed",
        one="{effect} costa scartare {needed} carta dalla mano, ma {player} ne ha solo {count}.",
        other="{effect} costa scartare {needed} carte dalla mano, ma {player} ne ha solo "
              "{count}."),
    "illegal.cost_rest_self_off_field": "{effect} richiede di affaticare {card:il}, che non è sul "
                                        "terreno.",
    "illegal.cost_rest_self_rested": "{effect} richiede di affaticare {card:il}, che è già "
                                     "{card:affaticato|affaticata}.",
    "illegal.give_don_target": "Le DON!! si possono assegnare solo al Leader o ai Personaggi di "
                               "{player} sul terreno, non {card:al}.",
    "illegal.give_don_too_many": "{player} vuole assegnare {wanted} DON!! ma ha solo {count} "
                                 "DON!! {count:attiva|attive} nella Zona Costi.",
    "illegal.not_in_hand": "{card:il} non è nella mano di {player} (è in {zone}), quindi {player} "
                           "non può giocarlo.",
    "illegal.replace_stage": "Giocare {card:il} scarta da solo lo Stadio già in gioco; solo quello "
                             "Stadio può essere indicato da sostituire.",
    "illegal.sixth_character_needs_room": "{player} ha già 5 Personaggi: un sesto Personaggio "
                                          "richiede di scartarne uno di {player} ({rule}); "
                                          "indica quale per giocare {card:il}.",
    "illegal.replace_not_a_character": "Il Personaggio da scartare per un sesto deve essere uno "
                                       "dei Personaggi di {player} in gioco, e '{id}' non lo è "
                                       "(sono: {known}).",
    "illegal.replace_not_full": Plural(
        "count",
        one="{player} ha solo {count} Personaggio: se ne scarta uno per fare spazio solo quando "
            "ce ne sono già 5 in gioco.",
        other="{player} ha solo {count} Personaggi: se ne scarta uno per fare spazio solo quando "
              "ce ne sono già 5 in gioco."),
    "illegal.not_a_main_event": "{card:il} non è un Evento con [Main], quindi non si può usare "
                                "così.",
    "illegal.activate_not_on_field": "{card:il} non è sul terreno di {player}, quindi {player} non "
                                     "può attivarne gli effetti.",
    "illegal.activate_event": "{card:il} non è sul terreno di {player}, quindi {player} non può "
                              "attivarne gli effetti (il [Main] di un Evento si usa giocando "
                              "l'Evento).",
    "illegal.no_activate_main": "{card:il} non ha un effetto [Activate: Main].",
    "illegal.no_trigger_waiting": "Nessun [Trigger] è in attesa: {why}.",
    "no_trigger.banish": "[Banish] ha mandato la carta Vita negli Scarti invece che in mano, "
                         "quindi non si può attivare nessun [Trigger]",
    "no_trigger.none_on_card": "la carta Vita presa da {player} ({card}) non ha [Trigger]",
    "no_trigger.moved_by_effect": "una carta Vita spostata da un effetto non è un danno, quindi "
                                  "non viene rivelato nessun [Trigger]",
    "no_trigger.no_damage_yet": "in questa battaglia non è ancora stato inflitto alcun danno (il "
                                "difensore deve prima passare per chiudere il Counter Step)",
    "no_trigger.not_after_damage": "una decisione su un [Trigger] segue solo una carta Vita con "
                                   "[Trigger] presa per un danno",
    "input.card_type_here": "una carta qui deve essere di uno di questi tipi: {types}",
    "input.too_many_don": "{player} ha {count} DON!! in tutto (Zona Costi, assegnati e Mazzo "
                          "DON!!): al massimo {limit} ({rule})",
    "input.reserved_leader_id": "{id} è riservato a quel Leader",
    "input.duplicate_id": "id ripetuto '{id}' (usato la prima volta in {first})",
    "input.field_only": "solo una carta sul terreno può avere questo",
    "input.don_on_leader_or_character": "le DON!! si possono assegnare solo a un Leader o a un "
                                        "Personaggio",
    "input.characters_only": "solo i Personaggi sul terreno hanno questo",
    "input.unknown_step": "passo sconosciuto (passi validi: {known})",
    "input.action_card_id": "deve essere un id di carta (o A.leader / B.leader)",
    "kind.leader": "Leader",
    "kind.character": "Personaggio",
    "kind.event": "Evento",
    "kind.stage": "Stadio",
    "mismatch.not_owner": "non è di {player}",
    "mismatch.not_opponents": "non è dell'avversario di {player}",
    "mismatch.type": "la sua categoria di carta è {kind} e l'effetto nomina solo {wanted}",
    "mismatch.cost_above": "il suo costo è {value}, non {limit} o meno",
    "mismatch.cost_below": "il suo costo è {value}, non {limit} o più",
    "mismatch.power_above": "la sua potenza è {value}, non {limit} o meno",
    "mismatch.power_below": "la sua potenza è {value}, non {limit} o più",
    "mismatch.name": "non è {names}",
    "mismatch.trait": "non ha nessuno dei tipi {traits}",
    "mismatch.color": "non è di nessuno di questi colori: {colors}",
    "mismatch.not_rested": "non è affaticato",
    "mismatch.rested": "è affaticato",
    "illegal.target_not_allowed": "{effect} non può scegliere {card:il}: {why}.",
    "illegal.choose_unknown_card": "`choose` nomina una carta che non è nello scenario.",
    "illegal.choose_no_effect": "{card:il} non ha un effetto che si risolva in un proprio momento "
                                "e per cui scegliere un bersaglio.",
    "target_chosen": "{player} indica {card:il} come bersaglio del prossimo effetto di {source}.",
    "input.no_printed_card": "nessuna carta {number} (importa i dati delle carte con "
                             "import_cards)",
    "the_effect": "L'effetto",
    "why.no_own_card_chosen": "non è stato scelto nessun Leader o Personaggio di {player}",
    "why.not_waiting_to_be_played": "non è in attesa di essere giocata",
    "why.five_characters": "{player} ha già 5 Personaggi e lo scenario non dice quale scartare",
    "deck_trashed": Plural("count", one="{effect}: {player} scarta la carta in cima al mazzo.",
                           other="{effect}: {player} scarta le {count} carte in cima al "
                                 "mazzo."),
    "deck_trashed.short": "{effect}: {player} scarta le {count} carte in cima al mazzo (il mazzo "
                          "non ne aveva altre).",
    "condition_unmet": "{effect}: la sua condizione non è soddisfatta ({why}), quindi ciò che "
                       "segue non si risolve.",
    "unmet.leader_trait": "il Leader di {player} non ha il tipo {{{value}}}",
    "unmet.leader_name": "il Leader di {player} non è [{value}]",
    "unmet.life_max": "{player} ha più di {value} {value:carta|carte} Vita",
    "unmet.life_min": "{player} ha meno di {value} {value:carta|carte} Vita",
    "unmet.opponent_life_max": "l'avversario di {player} ha più di {value} {value:carta|carte} "
                               "Vita",
    "unmet.hand_max": "{player} ha più di {value} {value:carta|carte} in mano",
    "unmet.don_min": "{player} ha meno di {value} DON!! sul terreno",
    "unmet.turn_you": "non è il turno di {player}",
    "unmet.turn_opponent": "è il turno di {player} stesso",
    "card.unnamed.character": "Personaggio {id}",
    "card.unnamed.event": "Evento {id}",
    "card.unnamed.stage": "Stadio {id}",
    "illegal.cannot_attack": "{card:il} non può attaccare: un suo effetto permanente lo vieta, e "
                             "un "
                             "divieto prevale sempre.",
    "ko_prevented.effect": "{effect}: {card:il} non viene messo K.O. ({why}); resta sul terreno.",
    "ko_prevented.battle": "{card:il} perde la battaglia ma non viene messo K.O. ({why}); resta "
                           "sul "
                           "terreno.",
    "why.no_ko_by_effects": "non può essere messo K.O. dagli effetti",
    "why.no_ko_by_opponents_effects": "non può essere messo K.O. dagli effetti dell'avversario",
    "why.no_ko_in_battle": "non può essere messo K.O. in battaglia",
    "gain.blocker": "[Blocker]",
    "gain.rush": "[Rush]",
    "gain.rush_character": "[Rush: Character]",
    "gain.double_attack": "[Double Attack]",
    "gain.banish": "[Banish]",
    "gain.unblockable": "[Unblockable]",
    "gain.attacks_active": "la possibilità di attaccare i Personaggi attivi dell'avversario",
    "removal_prevented": "{effect}: {card:il} resta sul terreno ({why}).",
    "why.no_removal_by_opponents_effects": "non può essere rimosso dal terreno dagli effetti "
                                           "dell'avversario",
    "why.no_ko_in_battle.versus": "non può essere messo K.O. in battaglia {card:dal}",
    "opponents_turn_effects_end": "Terminano gli effetti che duravano fino alla fine di "
                                  "questo turno.",
    "duration.opponents_next_turn": "fino alla fine del prossimo turno dell'avversario",
    "illegal.no_leader_attack_when_played": "{card:il} è stato giocato in questo turno: il suo "
                                            "testo gli vieta di attaccare un Leader in questo "
                                            "turno.",
}
MESSAGES.update(words("it"))  # the verdict's and each family's (tables.py)
