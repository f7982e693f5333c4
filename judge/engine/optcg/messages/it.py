"""The One Piece engine's catalogue in Italian: every event the engine words, in the names of
the glossary's Italian terms. The entries before the first section are the engine's own
(battle, turn, verdict names); then one section per family, in the order of tables.py,
headed by the family's module (whose English is next to its code, messages/FAMILY.py).
`manage.py engine_messages` lists the entries whose English changed since they were
translated."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

MESSAGES: dict[str, Message] = {
    "card.powered": "{card} ({power})",
    "card.powered_idle_don": Plural(
        "count",
        one="{card} ({power}; la sua DON!! assegnata dà potenza solo nel turno di {owner}, non "
            "ora)",
        other="{card} ({power}; le sue {count} DON!! assegnate danno potenza solo nel turno di "
              "{owner}, non ora)"),
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
    "zone.leader": "nella Zona Leader",
    "zone.characters": "nella Zona Personaggi",
    "zone.stage": "nella Zona Stadio",
    "zone.hand": "in mano",
    "zone.deck": "nel mazzo",
    "zone.life": "nella Zona Vite",
    "zone.trash": "negli Scarti",
    "zone.limbo": "in nessuna zona (un [Trigger] rivelato)",
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
    "damage_at_zero_life": "{player} non ha più carte Vita quando il danno viene determinato: "
                           "subirlo è una condizione di sconfitta per {player}.",
    "double_attack": "[Double Attack]: il Leader di {player} subisce 2 danni invece di 1, una "
                     "carta Vita alla volta.",
    "damage_no_life_left": "Il danno {number} su {total} non trova più carte Vita, quindi non "
                           "succede altro: {player} perderebbe solo subendo un danno quando "
                           "non ha già più carte Vita.",
    "banished_life": "[Banish]: la carta Vita in cima di {player} ({card}) va negli Scarti "
                     "invece che in mano, e non si può attivare nessun [Trigger].",
    "life_to_hand": "{player} aggiunge alla mano la carta Vita in cima ({card}).",
    "trigger_not_decided": "La carta Vita in cima di {player}, {card:il}, ha un [Trigger], ma "
                           "nessuna azione dello scenario decide se usarlo, quindi {player} vi "
                           "rinuncia e aggiunge la carta alla mano.",
    "trigger_declined": "{player} sceglie di non attivare il [Trigger] {card:del} e aggiunge "
                        "la carta alla mano senza rivelarla.",
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
    "played.free": "{player} rivela {card:il}; {card:giocarlo|giocarla} non costa nulla.",
    "entered.character": "{card:il} entra attivo nella Zona Personaggi; è stato giocato in questo "
                         "turno.",
    "entered.character_rested": "{card:il} entra affaticato nella Zona Personaggi, come dice un "
                                "effetto permanente; è stato giocato in questo turno.",
    "entered.stage": "{card:il} entra attivo nella Zona Stadio.",
    "trashed_for_sixth": "{player} ha 5 Personaggi, quindi {card:il} viene scartato per fare "
                         "spazio. È un'elaborazione delle regole, non un K.O.: "
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
    "auto_moved_away": "{effect} non si attiva: la carta non era più {zone}.",
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
    "why.wrong_area": "la carta è {zone}, non dove questo passo la richiede",
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
    "defeat_why.damage_at_zero": "il Leader di {player} ha subito un danno senza più carte Vita",
    "defeat_why.empty_deck": "{player} non ha più carte nel mazzo (conta subito, non alla "
                             "prossima pescata)",
    "defeat_why.deck_out_win": "il mazzo di {player} è sceso a 0 carte, e la regola del Leader di "
                               "{player} ne fa una vittoria invece di una sconfitta",
    "defeat_why.deck_emptied": "il mazzo di {player} è arrivato a 0 carte durante questo turno, e "
                               "la regola del Leader di {player} ne fa una sconfitta alla fine del "
                               "turno, qualunque carta sia tornata nel mazzo da allora",
    "turn_passes": "Il turno finisce; inizia il turno {turn} con {player} come giocatore di "
                   "turno.",
    "end_phase": "{player} termina la Main Phase e passa alla End Phase.",
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
                 "attive (DON!! rimaste nel Mazzo DON!!: {left}).",
    "don_phase.empty": "DON!! Phase: il Mazzo DON!! di {player} è vuoto, quindi non viene messa "
                       "nessuna DON!!.",
    "don_phase.to_leader": "DON!! Phase: 1 di quelle DON!! viene invece assegnata {card:al}, "
                           "come dice il suo testo (il testo di una carta prevale sulle regole).",
    "illegal.no_such_card": "In questa partita non c'è nessuna carta '{id}'.",
    "illegal.attack_first_turn": "{player} non può attaccare: il turno {turn} è il primo turno "
                                 "di {player}, e nessun giocatore può attaccare nel proprio "
                                 "primo turno.",
    "illegal.attacker_not_yours": "{card:il} non può attaccare: possono attaccare solo il Leader "
                                  "di "
                                  "{player} o un Personaggio nella Zona Personaggi di "
                                  "{player}.",
    "illegal.attacker_rested": "{card:il} è affaticato: un attacco si dichiara affaticando una "
                               "carta attiva.",
    "illegal.target_not_opponents": "{card:il} non può essere attaccato: il bersaglio deve essere "
                                    "il Leader avversario o uno dei suoi Personaggi "
                                    "affaticati.",
    "illegal.attack_only_named": "non si può attaccare {target:il}: finché vale l'effetto "
                                 "{card:del}, si possono attaccare solo i Personaggi chiamati "
                                 "[{name}].",
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
    "illegal.blocker_is_attacked": "{card:il} è la carta attaccata: [Blocker] serve a "
                                   "proteggere un'altra carta dello stesso giocatore.",
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
                             "{needed:assegnata|assegnate} a questa carta, ma ne ha {count}.",
    "illegal.cost_rest_don": Plural(
        "count",
        one="{effect:il} richiede di affaticare {needed} DON!!, ma {player} ha solo {count} DON!! "
            "attiva nella Zona Costi.",
        other="{effect:il} richiede di affaticare {needed} DON!!, ma {player} ha solo {count} "
              "DON!! attive nella Zona Costi.",
        zero="{effect:il} richiede di affaticare {needed} DON!!, ma {player} non ha DON!! attive "
             "nella Zona Costi.",
    ),
    "illegal.cost_don_minus": Plural(
        "count",
        one="{effect} costa DON!! -{needed}, ma {player} ha solo {count} DON!! sul terreno.",
        other="{effect} costa DON!! -{needed}, ma {player} ha solo {count} DON!! sul terreno.",
        zero="{effect} costa DON!! -{needed}, ma {player} non ha DON!! sul terreno.",
    ),
    "illegal.cost_trash_from_hand": Plural(
        "count",
        one="{effect} costa scartare {needed} {needed:carta|carte} dalla mano, ma {player} ne ha "
            "solo {count}.",
        other="{effect} costa scartare {needed} {needed:carta|carte} dalla mano, ma {player} ne "
              "ha solo {count}.",
        zero="{effect} costa scartare {needed} {needed:carta|carte} dalla mano, ma {player} non "
             "ha carte in mano.",
    ),
    "illegal.cost_rest_self_off_field": "{effect} richiede di affaticare {card:il}, che non è sul "
                                        "terreno.",
    "illegal.cost_rest_self_rested": "{effect} richiede di affaticare {card:il}, che è già "
                                     "{card:affaticato|affaticata}.",
    "illegal.give_don_target": "Le DON!! si possono assegnare solo al Leader o ai Personaggi di "
                               "{player} sul terreno, non {card:al}.",
    "illegal.give_don_too_many": "{player} vuole assegnare {wanted} DON!! ma ha solo {count} "
                                 "DON!! {count:attiva|attive} nella Zona Costi.",
    "illegal.not_in_hand": (
        "{card:il} non è nella mano di {player} (è {zone}), quindi {player} non può "
        "{card:giocarlo|giocarla}."
    ),
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
    "input.too_many_don": "{player} ha {count} DON!! in tutto (Zona Costi, assegnate e Mazzo "
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
    "mismatch.color": "non è di un colore richiesto ({colors})",
    "color.red": "rosso",
    "color.green": "verde",
    "color.blue": "blu",
    "color.purple": "viola",
    "color.black": "nero",
    "color.yellow": "giallo",
    "mismatch.not_rested": "la carta non è affaticata",
    "mismatch.rested": "la carta è affaticata",
    "illegal.target_not_allowed": "{effect} non può scegliere {card:il}: {why}.",
    "illegal.choose_unknown_card": "`choose` nomina una carta che non è nello scenario.",
    "illegal.choose_no_effect": "{card:il} non ha un effetto che si risolva in un proprio momento "
                                "e per cui scegliere un bersaglio.",
    "target_chosen": "{player} indica {card:il} come bersaglio del prossimo effetto {source:del}.",
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
    "why.no_ko_by_opponents_effects_once": "una volta per turno non può essere messo K.O. "
                                           "dagli effetti dell'avversario, e questa è la prima "
                                           "volta in questo turno",
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
    "illegal.no_leader_attack_when_played": "{card:il} è stato giocato in questo turno: il suo "
                                            "testo gli vieta di attaccare un Leader in questo "
                                            "turno.",

    # --- verdict: the verdict's words (optcg/verdict.py) ---
    "verdict.battle_number": "Battaglia {number}: {battle}",
    "verdict.power_total": "{total} ({sum})",
    "verdict.sum_plus": "{sum} + {amount} {label}",
    "verdict.sum_minus": "{sum} - {amount} {label}",
    "verdict.the_blocker": "{card:il} (Blocker)",
    "verdict.attack_fails": "L'attacco di {player} fallisce: {attacker:il} con {attacker_power} "
                            "non supera {target:il} con {target_power}. Nessuna carta viene messa "
                            "K.O. e {defender} non subisce danni.",
    "verdict.attack_fails_ko": "L'attacco di {player} fallisce: {attacker:il} con "
                               "{attacker_power} non supera {target:il} con {target_power}, "
                               "quindi {defender} non subisce danni. Carte messe K.O. da effetti "
                               "durante la battaglia: {cards:il}.",
    "verdict.beats_ko": "L'attacco di {player} riesce: {attacker:il} con {attacker_power} supera "
                        "{target:il} con {target_power}, quindi {card:il} viene messo K.O.",
    "verdict.ties_ko": "L'attacco di {player} riesce: {attacker:il} con {attacker_power} pareggia "
                       "con {target:il} con {target_power}, e in caso di parità vince "
                       "l'attaccante, quindi {card:il} viene messo K.O.",
    "verdict.beats_damage": Plural(
        "life",
        one="L'attacco di {player} riesce: {attacker:il} con {attacker_power} supera {target:il} "
            "con {target_power}, quindi {defender} subisce {damage} {damage:danno|danni} e gli "
            "resta {life} carta Vita.",
        other="L'attacco di {player} riesce: {attacker:il} con {attacker_power} supera "
              "{target:il} con {target_power}, quindi {defender} subisce {damage} "
              "{damage:danno|danni} e gli restano {life} carte Vita.",
        zero="L'attacco di {player} riesce: {attacker:il} con {attacker_power} supera {target:il} "
             "con {target_power}, quindi {defender} subisce {damage} {damage:danno|danni} e non "
             "ha più carte Vita.",
    ),
    "verdict.ties_damage": Plural(
        "life",
        one="L'attacco di {player} riesce: {attacker:il} con {attacker_power} pareggia con "
            "{target:il} con {target_power}, e in caso di parità vince l'attaccante, quindi "
            "{defender} subisce {damage} {damage:danno|danni} e gli resta {life} carta Vita.",
        other="L'attacco di {player} riesce: {attacker:il} con {attacker_power} pareggia con "
              "{target:il} con {target_power}, e in caso di parità vince l'attaccante, quindi "
              "{defender} subisce {damage} {damage:danno|danni} e gli restano {life} carte Vita.",
        zero="L'attacco di {player} riesce: {attacker:il} con {attacker_power} pareggia con "
             "{target:il} con {target_power}, e in caso di parità vince l'attaccante, quindi "
             "{defender} subisce {damage} {damage:danno|danni} e non ha più carte Vita.",
    ),
    "verdict.beats_at_zero": "L'attacco di {player} riesce: {attacker:il} con {attacker_power} "
                             "supera {target:il} con {target_power} mentre {defender} non ha più "
                             "carte Vita.",
    "verdict.ties_at_zero": "L'attacco di {player} riesce: {attacker:il} con {attacker_power} "
                            "pareggia con {target:il} con {target_power}, e in caso di parità "
                            "vince l'attaccante, mentre {defender} non ha più carte Vita.",
    "verdict.battle_ended": "La battaglia finisce senza danni: {card:il} ha lasciato l'area da "
                            "cui combatteva prima del Damage Step ({rules}).",
    "verdict.not_allowed": "L'azione {number} non è consentita ({rules}): {reason}",
    "verdict.both_lose": "Entrambi i giocatori perdono e nessuno vince: entrambi soddisfano una "
                         "condizione di sconfitta nello stesso momento ({rules}).",
    "verdict.wins_deck_out": "{winner} vince la partita: {loser} non ha più carte nel mazzo "
                             "({rules}).",
    "verdict.wins_by_effect": "{winner} vince la partita: lo dice l'effetto di una carta, e "
                              "{loser} perde ({rules}).",
    "verdict.wins_damage_at_zero": "{winner} vince la partita: il Leader di {loser} ha subito "
                                   "un danno senza più carte Vita ({rules}).",
    "verdict.also_ko": "Carte messe K.O. da effetti durante la battaglia: {cards:il}.",
    "verdict.allowed": "Ogni azione è consentita; nessuna battaglia e nessuna carta messa K.O.",
    "verdict.allowed_ko": "Ogni azione è consentita; nessuna battaglia. Carte messe K.O.: "
                          "{cards:il}.",
    "verdict.double_attack_fixed": "Il danno di [Double Attack] resta 2 anche se dopo il primo è "
                                   "stato attivato un [Trigger] ({rules}).",
    "verdict.idle_don": Plural(
        "count",
        one="La carta DON!! assegnata {card:al} non dà potenza nel turno di {player} "
            "({rules}).",
        other="Le {count} carte DON!! assegnate {card:al} non danno potenza nel turno di {player} "
              "({rules}).",
    ),
    "verdict.zero_life": "Senza carte Vita, {player} non ha ancora perso: solo un danno subito "
                         "senza carte Vita fa perdere la partita ({rules}).",

    # --- groups: several cards at once (optcg/groups.py) ---
    "why.trash_empty": "gli Scarti di {player} sono vuoti",
    "mismatch.no_trigger": "non ha [Trigger]",
    "mismatch.has_base_effect": "ha un effetto proprio (testo della carta o [Trigger])",
    "mismatch.has_on_play": "ha un effetto [On Play], che si applichi o no",
    "mismatch.no_blocker": "ora non ha [Blocker]",
    "choice_unfit": (
        "{effect}: {card:il} non corrisponde a ciò che sceglie ({why}), quindi non viene "
        "{card:scelto|scelta}."
    ),
    "second_choice_unfit": "{effect}: quando arriva la sua seconda scelta, {card:il} non "
                           "corrisponde ({why}); quella parte viene saltata.",
    "illegal.counter_one_card": "Un valore Counter aumenta la potenza di una sola carta: {player} "
                                "indica un Leader o un Personaggio.",
    "illegal.too_many_targets": "{effect} sceglie fino a {limit} {limit:carta|carte}, quindi non "
                                "può sceglierne {count}.",
    "illegal.total_power_above": "{effect} sceglie carte con una potenza totale di {limit} o meno: "
                                 "quelle indicate hanno {total} in tutto.",
    "why.none_match": "nessuna carta sul terreno corrisponde alla sua descrizione",
    "mismatch.base_cost_above": "il suo costo base è {value}, non {limit} o meno",
    "mismatch.base_cost_below": "il suo costo base è {value}, non {limit} o più",
    "mismatch.base_power_above": "la sua potenza base è {value}, non {limit} o meno",
    "mismatch.base_power_below": "la sua potenza base è {value}, non {limit} o più",
    "mismatch.is_self": "è la carta da cui viene l'effetto",
    "mismatch.excluded_name": "l'effetto esclude {name}",
    "mismatch.no_first_choice": "nessuna carta è stata scelta prima, quindi non c'è un colore da "
                                "cui differire",
    "mismatch.same_color_as": "condivide un colore ({colors}) con {card:il}, scelto prima",
    "mismatch.don_below": "ha {value} DON!! {value:assegnata|assegnate}, non {limit} o più",
    "why.no_don_on_field": "{player} non ha DON!! sul terreno",
    "why.no_active_don": "{player} non ha DON!! attive nella Zona Costi",

    # --- decks: deck searches (optcg/decks/) ---
    "would.hand_to_deck": "metterebbe carte dalla mano nel mazzo",
    "hand_to_deck.bottom": Plural(
        "count",
        one="{effect}: {player} mostra {cards:il} e {cards:lo|la} mette dalla mano in fondo al "
            "mazzo (la prima carta della mano; quale carta mettere lo sceglie il giocatore).",
        other="{effect}: {player} mostra {cards:il} e le mette dalla mano in fondo al mazzo (le "
              "prime della mano, in quell'ordine; quali carte e in che ordine lo sceglie il "
              "giocatore).",
    ),
    "hand_to_deck.top": Plural(
        "count",
        one="{effect}: {player} mostra {cards:il} e {cards:lo|la} mette dalla mano in cima al "
            "mazzo (quale carta mettere lo sceglie il giocatore).",
        other="{effect}: {player} mostra {cards:il} e le mette dalla mano in cima al mazzo, la "
              "prima più in alto (quali carte e in che ordine lo sceglie il giocatore).",
    ),
    "hand_to_deck.top_or_bottom": Plural(
        "count",
        one="{effect}: {player} mostra {cards:il} e {cards:lo|la} mette dalla mano in fondo al "
            "mazzo (il giocatore potrebbe scegliere la cima o un'altra carta).",
        other="{effect}: {player} mostra {cards:il} e le mette dalla mano in fondo al mazzo (il "
              "giocatore potrebbe scegliere la cima, altre carte e un altro ordine).",
    ),
    "unmet.top_card": "{card:il}, in cima al mazzo, non corrisponde: {why}",
    "unmet.top_card_none": "il mazzo di {player} è vuoto",
    "unmet.top_card_unknown": "lo scenario indica il mazzo di {player} solo come numero, quindi "
                              "non si può mostrare che la carta in cima corrisponda",
    "deck_revealed": Plural(
        "count",
        one="{effect}: {player} rivela la carta in cima al mazzo ({cards}).",
        other="{effect}: {player} rivela le {count} carte in cima al mazzo ({cards}).",
    ),
    "deck_revealed.short": "{effect}: nel mazzo {count:resta|restano} solo {count} "
                           "{count:carta|carte} delle {wanted} richieste, e {player} "
                           "{count:la|le} rivela ({cards}).",
    "deck_play.took": "{effect}: {player} sceglie {card:il} da giocare.",
    "deck_play.took_first": "{effect}: {player} sceglie {card:il}, la prima carta che "
                            "corrisponde (lo scenario non ne ha scelta nessuna), da giocare.",
    "mismatch.trait_including": "nessuno dei suoi tipi include {parts}",
    "mismatch.attribute": "non ha nessuno degli attributi {attributes}",
    "mismatch.trait_or_attribute": "non ha nessuno dei tipi {traits} né degli attributi "
                                   "{attributes}",
    "would.look_at_deck": "guarderebbe le carte in cima al mazzo",
    "deck_looked": Plural(
        "count",
        one="{effect}: {player} guarda la carta in cima al mazzo ({cards}); mentre la guarda, "
            "resta nel mazzo.",
        other="{effect}: {player} guarda le {count} carte in cima al mazzo ({cards}); mentre le "
              "guarda, restano nel mazzo.",
    ),
    "deck_looked.short": "{effect}: nel mazzo {count:resta|restano} solo {count} "
                         "{count:carta|carte} delle {wanted} richieste, e {player} "
                         "{count:la|le} guarda ({cards}).",
    "deck_searched_whole": "{effect}: {player} guarda l'intero mazzo ({count} carte).",
    "deck_shuffled": "{effect}: {player} mescola il mazzo; il nuovo ordine è casuale, quindi il "
                     "giudice mantiene l'ordine indicato dallo scenario.",
    "deck_search.took": "{effect}: {player} rivela {card:il} e {card:lo|la} aggiunge alla mano.",
    "deck_search.took_first": "{effect}: {player} rivela {card:il}, la prima carta che "
                              "corrisponde (lo scenario non ne ha scelta nessuna), e la aggiunge "
                              "alla mano.",
    "deck_play.none": (
        "{effect}: nessuna corrisponde, quindi {player} non gioca nulla («fino a» permette di non "
        "giocarne nessuna)."
    ),
    "deck_play.none_known": (
        "{effect}: lo scenario indica queste carte del mazzo solo come numero, quindi non si può "
        "mostrare che una corrisponda; {player} non gioca nulla."
    ),
    "deck_search.none": (
        "{effect}: nessuna corrisponde, quindi {player} non aggiunge nulla alla mano («fino a» "
        "permette di non prenderne nessuna)."
    ),
    "deck_search.none_known": "{effect}: lo scenario indica queste carte del mazzo solo come "
                              "numero, quindi non si può mostrare che una corrisponda; {player} "
                              "non aggiunge nulla alla mano.",
    "deck_search.not_looked": "{effect}: {card:il} non è tra le {count} carte guardate, quindi "
                              "non può essere presa; nulla viene aggiunto alla mano.",
    "deck_search.no_fit": "{effect}: {card:il} non può essere presa ({why}); nulla viene aggiunto "
                          "alla mano.",
    "deck_rest.bottom": Plural(
        "count",
        one="{effect}: {player} mette {cards:il} in fondo al mazzo.",
        other="{effect}: {player} mette {cards:il} in fondo al mazzo, nell'ordine dello scenario "
              "(l'ordine lo sceglie il giocatore).",
    ),
    "deck_rest.trash": "{effect}: {player} scarta {cards:il}.",
    "deck_rest.top": Plural(
        "count",
        one="{effect}: {player} lascia {cards:il} in cima al mazzo (il giocatore potrebbe invece "
            "metter{cards:lo|la} in fondo).",
        other="{effect}: {player} lascia {cards:il} in cima al mazzo nell'ordine dello scenario "
              "(il giocatore potrebbe invece metterne in fondo una qualsiasi).",
    ),
    "trash_to_hand": "{effect}: {player} aggiunge {cards:il} dagli Scarti alla mano.",
    "trash_to_hand.first": Plural(
        "count",
        one="{effect}: {player} aggiunge {cards:il} dagli Scarti alla mano, la prima carta degli "
            "Scarti che corrisponde (lo scenario non ne ha scelta nessuna).",
        other="{effect}: {player} aggiunge {cards:il} dagli Scarti alla mano, le prime carte degli "
              "Scarti che corrispondono (lo scenario non ne ha scelta nessuna).",
    ),
    "trash_to_hand.none": "{effect}: nessuna carta negli Scarti di {player} corrisponde, quindi "
                          "nulla viene aggiunto alla mano.",
    "illegal.search_not_looked": (
        "{effect} guarda solo le {count} carte in cima al mazzo, e {card:il} non è tra queste: "
        "non può essere {card:scelto|scelta}."
    ),

    # --- costs: activation costs (optcg/costs.py) ---
    "cost.trash_self": "scartare {card:il}",
    "cost.bottom_self": "mettere {card:il} in fondo al mazzo del suo proprietario",
    "cost.bounce_self": "far tornare {card:il} nella mano del suo proprietario",
    "cost.life_to_hand": Plural(
        "count",
        one="aggiungere alla mano la carta Vita in cima",
        other="aggiungere alla mano le {count} carte Vita in cima",
    ),
    "cost.life_to_hand.top_or_bottom": Plural(
        "count",
        one="aggiungere alla mano {count} carta dalla cima o dal fondo delle Vite",
        other="aggiungere alla mano {count} carte dalla cima o dal fondo delle Vite",
    ),
    "cost.trash_life": Plural(
        "count",
        one="scartare la carta Vita in cima",
        other="scartare le {count} carte Vita in cima",
    ),
    "cost.trash_life.top_or_bottom": Plural(
        "count",
        one="scartare {count} carta dalla cima o dal fondo delle Vite",
        other="scartare {count} carte dalla cima o dal fondo delle Vite",
    ),
    "cost.trash_deck": Plural(
        "count",
        one="scartare la carta in cima al mazzo",
        other="scartare le {count} carte in cima al mazzo",
    ),
    "cost.leader_power": "dare {card:al} -{amount} di potenza durante questo turno",
    "cost.trash_from_hand": Plural(
        "count",
        one="scartare dalla mano {count} carta che corrisponde al testo",
        other="scartare dalla mano {count} carte che corrispondono al testo",
    ),
    "cost.reveal_from_hand": Plural(
        "count",
        one="rivelare dalla mano {count} carta che corrisponde al testo",
        other="rivelare dalla mano {count} carte che corrispondono al testo",
    ),
    "cost.trash_to_deck_bottom": Plural(
        "count",
        one="mettere in fondo al mazzo {count} carta degli Scarti che corrisponde al testo",
        other="mettere in fondo al mazzo {count} carte degli Scarti che corrispondono al testo",
    ),
    "cost.bounce_own": Plural(
        "count",
        one="far tornare in mano {count} proprio Personaggio che corrisponde al testo",
        other="far tornare in mano {count} propri Personaggi che corrispondono al testo",
    ),
    "cost.rest_own": Plural(
        "count",
        one="affaticare {count} propria carta attiva che corrisponde al testo",
        other="affaticare {count} proprie carte attive che corrispondono al testo",
    ),
    "illegal.cost_self_off_field": "{effect} costa {what}, ma {card:il} non è sul terreno.",
    "illegal.cost_life": Plural(
        "count",
        one="{effect} costa {what}, ma {player} ha solo {count} carta Vita.",
        other="{effect} costa {what}, ma {player} ha solo {count} carte Vita.",
        zero="{effect} costa {what}, ma {player} non ha carte Vita.",
    ),
    "illegal.cost_deck": Plural(
        "count",
        one="{effect} costa {what}, ma {player} ha solo {count} carta nel mazzo.",
        other="{effect} costa {what}, ma {player} ha solo {count} carte nel mazzo.",
        zero="{effect} costa {what}, ma {player} non ha carte nel mazzo.",
    ),
    "illegal.cost_leader_rested": "{effect} costa {what}, ma {card:il} è affaticato, non attivo.",
    "illegal.cost_cards": Plural(
        "count",
        one="{effect} costa {what}, ma {player} ha solo {count} carta con cui pagarlo.",
        other="{effect} costa {what}, ma {player} ha solo {count} carte con cui pagarlo.",
        zero="{effect} costa {what}, ma {player} non ha nessuna carta con cui pagarlo.",
    ),
    "illegal.cost_named_unfit": Plural(
        "count",
        one="{effect} costa {what}, ma delle carte indicate per pagarlo solo {count} può farlo.",
        other="{effect} costa {what}, ma delle carte indicate per pagarlo solo {count} possono "
              "farlo.",
        zero="{effect} costa {what}, ma nessuna delle carte indicate per pagarlo può farlo.",
    ),
    "illegal.pay_unknown_card": "L'azione «pay» indica una carta che non è nello scenario.",
    "paid.trash_self": "scarta {card:il}",
    "paid.bottom_self": "mette {card:il} in fondo al mazzo del proprietario",
    "paid.bounce_self": "fa tornare {card:il} nella mano del proprietario",
    "paid.life_to_hand": "aggiunge alla mano {cards:il} {end} delle sue carte Vita",
    "paid.trash_life": "scarta {cards:il} {end} delle sue carte Vita",
    "paid.trash_deck": "scarta {cards:il} dalla cima del mazzo",
    "paid.leader_power": "dà {card:al} {amount} di potenza durante questo turno",
    "paid.reveal_from_hand": "rivela {cards:il} dalla mano",
    "paid.trash_to_deck_bottom": "mette {cards:il} dagli Scarti in fondo al mazzo",
    "paid.bounce_own": "fa tornare {cards:il} nella mano del proprietario",
    "paid.life_own": "aggiunge {cards:il} a faccia in su in cima alle carte Vita",
    "cost.life_own": Plural(
        "count",
        one="aggiungere a faccia in su in cima alle carte Vita {count} proprio Personaggio che "
            "corrisponde al testo",
        other="aggiungere a faccia in su in cima alle carte Vita {count} propri Personaggi che "
              "corrispondono al testo",
    ),
    "paid.rest_own": "affatica {cards:il}",
    "cost.rest_opponent": Plural(
        "count",
        one="affaticare {count} Personaggio attivo dell'avversario",
        other="affaticare {count} Personaggi attivi dell'avversario",
    ),
    "paid.rest_opponent": "affatica {cards:il}",
    "paid.rest_own.don": "affatica {cards:il} e {count} DON!!",
    "cost.trash_own": Plural(
        "count",
        one="scartare {count} propria carta sul terreno che corrisponde al testo",
        other="scartare {count} proprie carte sul terreno che corrispondono al testo",
    ),
    "cost.bottom_own": Plural(
        "count",
        one="mettere in fondo al mazzo {count} propria carta sul terreno che corrisponde al testo",
        other="mettere in fondo al mazzo {count} proprie carte sul terreno che corrispondono al "
              "testo",
    ),
    "cost.hand_to_deck_bottom": Plural(
        "count",
        one="mettere {count} carta dalla mano in fondo al mazzo",
        other="mettere {count} carte dalla mano in fondo al mazzo",
    ),
    "cost.life_face_up": Plural(
        "count",
        one="girare a faccia in su la carta Vita in cima",
        other="girare a faccia in su le {count} carte Vita in cima",
    ),
    "cost.life_face_down": Plural(
        "count",
        one="girare a faccia in giù la carta Vita in cima",
        other="girare a faccia in giù le {count} carte Vita in cima",
    ),
    "illegal.cost_life_face.none": "{effect} costa {what}, ma nessuna delle carte Vita in cima di "
                                   "{player} si può girare così (una carta che lo è già non viene "
                                   "girata di nuovo).",
    "illegal.cost_life_face": Plural(
        "count",
        one="{effect} costa {what}, ma solo {count} delle carte Vita in cima di {player} si può "
            "girare così (una carta che lo è già non viene girata di nuovo).",
        other="{effect} costa {what}, ma solo {count} delle carte Vita in cima di {player} si "
              "possono girare così (una carta che lo è già non viene girata di nuovo)."),
    "paid.trash_own": "scarta {cards:il} (non è un K.O.)",
    "cost.trash_own_or_hand": Plural(
        "count",
        one="scartare {count} proprio Personaggio adatto al suo testo, o {count} carta dalla "
            "mano",
        other="scartare {count} propri Personaggi adatti al suo testo, o {count} carte dalla "
              "mano",
    ),
    "paid.trash_own_or_hand": "scarta {cards:il}",
    "paid.bottom_own": "mette {cards:il} in fondo al mazzo del proprietario",
    "paid.hand_to_deck_bottom": "mette {cards:il} dalla mano in fondo al mazzo",
    "paid.hand_to_deck_top": "mette {cards:il} dalla mano in cima al mazzo",
    "cost.hand_to_deck_top": Plural(
        "count",
        one="mettere {count} carta dalla mano in cima al mazzo",
        other="mettere {count} carte dalla mano in cima al mazzo",
    ),
    "paid.life_face_up": "gira a faccia in su {cards:il} in cima alle carte Vita",
    "paid.life_face_down": "gira a faccia in giù {cards:il} in cima alle carte Vita",
    "paid.life_face_down_any": "gira a faccia in giù {cards:il} tra le carte Vita",
    "cost.life_face_down_any": Plural(
        "count",
        one="girare a faccia in giù 1 carta Vita a faccia in su",
        other="girare a faccia in giù {count} carte Vita a faccia in su",
    ),
    "illegal.cost_life_face_any": Plural(
        "count",
        one="{effect} costa {what}, ma {player} ha solo {count} carta Vita a faccia in su che "
            "può pagarlo.",
        other="{effect} costa {what}, ma {player} ha solo {count} carte Vita a faccia in su che "
              "possono pagarlo.",
        zero="{effect} costa {what}, ma {player} non ha carte Vita a faccia in su che possano "
             "pagarlo."),
    "cost.return_don": Plural(
        "count",
        one="rimettere {count} DON!! dal terreno nel Mazzo DON!!",
        other="rimettere {count} DON!! dal terreno nel Mazzo DON!!",
    ),
    "cost.return_active_don": Plural(
        "count",
        one="rimettere {count} DON!! attiva nel Mazzo DON!!",
        other="rimettere {count} DON!! {count:attiva|attive} nel Mazzo DON!!",
    ),
    "illegal.cost_return_don": Plural(
        "count",
        one="{effect} costa {what}, ma {player} ne ha solo {count}.",
        other="{effect} costa {what}, ma {player} ne ha solo {count}.",
        zero="{effect} costa {what}, ma {player} non ne ha nessuna.",
    ),
    "paid.return_active_don": "rimette {count} DON!! {count:attiva|attive} nel Mazzo DON!!",
    "cost.return_given_don": Plural(
        "count",
        one="rimettere {count} DON!! assegnata affaticata nella Zona Costi",
        other="rimettere {count} DON!! {count:assegnata|assegnate} {count:affaticata|affaticate} "
              "nella Zona Costi",
    ),
    "paid.return_given_don": "rimette {count} DON!! {count:assegnata|assegnate} (assegnate "
                             "{cards:al}) {count:affaticata|affaticate} nella Zona Costi",
    "payment_named.don": "{player} rimetterà {count} DON!! nel Mazzo DON!! per pagare il "
                         "prossimo costo {source:del}.",
    "illegal.cost_condition_unmet": "Il costo di {effect} si può pagare solo finché vale il suo "
                                    "«se», e non vale ({why}).",
    "cost.give_don_own": Plural(
        "count",
        one="assegnare {count} DON!! attiva a una propria carta che corrisponde al testo",
        other="assegnare {count} DON!! {count:attiva|attive} a una propria carta che corrisponde "
              "al testo",
    ),
    "paid.give_don_own": "assegna {count} DON!! {count:attiva|attive} {card:al}",
    "cost.give_opponent_don": Plural(
        "count",
        one="assegnare {count} DON!! affaticata dell'avversario a 1 dei suoi Personaggi",
        other="assegnare {count} DON!! affaticate dell'avversario a 1 dei suoi Personaggi",
    ),
    "paid.give_opponent_don": "assegna {count} DON!! {count:affaticata|affaticate} "
                              "dell'avversario {card:al}",
    "cost.bottom_stage": Plural(
        "count",
        one="mettere {count} Stadio che corrisponde al testo in fondo al mazzo del suo "
            "proprietario",
        other="mettere {count} Stadi che corrispondono al testo in fondo al mazzo del loro "
              "proprietario",
    ),
    "paid.bottom_stage": "mette {cards:il} in fondo al mazzo del proprietario",
    "cost.bottom_character": Plural(
        "count",
        one="mettere {count} Personaggio che corrisponde al testo in fondo al mazzo del suo "
            "proprietario",
        other="mettere {count} Personaggi che corrispondono al testo in fondo al mazzo del loro "
              "proprietario",
    ),
    "paid.bottom_character": "mette {cards:il} in fondo al mazzo del proprietario",
    "life_end.top": "dalla cima",
    "life_end.bottom": "dal fondo",
    "payment_named": "{player} indica con che cosa paga il prossimo costo {source:del}: "
                     "{cards:il}.",
    "payment_named.life": (
        "{player} paga il prossimo costo {source:del} con le carte Vita prese {end}."
    ),

    # --- conditions: the "if..." conditions (optcg/conditions.py) ---
    "unmet.life_face_up_min": Plural(
        "value",
        one="{player} non ha carte Vita scoperte",
        other="{player} ha meno di {value} {value:carta|carte} Vita scoperte",
    ),
    "step_condition_unmet": "{effect}: la sua clausola «se» non è soddisfatta ({why}), quindi il "
                            "testo da quella clausola in poi non si risolve; ciò che la precede "
                            "si è già risolto.",
    "unmet.leader_trait_any": "il Leader di {player} non ha nessuno dei tipi {values}",
    "unmet.leader_trait_includes": "nessun tipo del Leader di {player} include «{value}»",
    "unmet.leader_attribute": "il Leader di {player} non ha l'attributo <{value}>",
    "unmet.opponent_leader_attribute": "il Leader dell'avversario di {player} non ha l'attributo "
                                       "<{value}>",
    "unmet.leader_multicolored": "il Leader di {player} non è multicolore",
    "unmet.leader_multicolored.not": "il Leader di {player} è multicolore",
    "unmet.opponent_life_min": Plural(
        "value",
        one="all'avversario di {player} non restano carte Vita",
        other="l'avversario di {player} ha meno di {value} {value:carta|carte} Vita",
    ),
    "unmet.total_life_min": Plural(
        "value",
        one="né {player:al} né all'avversario resta una carta Vita",
        other="{player} e l'avversario hanno in tutto meno di {value} {value:carta|carte} Vita",
    ),
    "unmet.total_life_max": "{player} e l'avversario hanno in tutto più di {value} "
                            "{value:carta|carte} Vita",
    "unmet.life_vs_opponent.fewer": "{player} non ha meno carte Vita dell'avversario",
    "unmet.life_vs_opponent.at_most": "{player} ha più carte Vita dell'avversario",
    "unmet.hand_min": Plural(
        "value",
        one="{player} non ha carte in mano",
        other="{player} ha meno di {value} {value:carta|carte} in mano",
    ),
    "unmet.opponent_hand_min": Plural(
        "value",
        one="l'avversario di {player} non ha carte in mano",
        other="l'avversario di {player} ha meno di {value} {value:carta|carte} in mano",
    ),
    "unmet.opponent_hand_max": "l'avversario di {player} ha più di {value} {value:carta|carte} in "
                               "mano",
    "unmet.trash_min": Plural(
        "value",
        one="{player} non ha carte negli Scarti",
        other="{player} ha meno di {value} {value:carta|carte} negli Scarti",
    ),
    "unmet.trash_max": "{player} ha più di {value} {value:carta|carte} negli Scarti",
    "unmet.don_max": "{player} ha più di {value} DON!! sul terreno",
    "unmet.opponent_don_min": Plural(
        "value",
        one="l'avversario di {player} non ha DON!! sul terreno",
        other="l'avversario di {player} ha meno di {value} DON!! sul terreno",
    ),
    "unmet.opponent_don_max": "l'avversario di {player} ha più di {value} DON!! sul terreno",
    "unmet.don_vs_opponent.fewer": "l'avversario di {player} non ha sul terreno un numero di "
                                   "DON!! maggiore di quello di {player}",
    "unmet.don_vs_opponent.at_most": "{player} ha più DON!! sul terreno dell'avversario",
    "unmet.active_don_min": Plural(
        "value",
        one="{player} non ha DON!! attive",
        other="{player} ha meno di {value} DON!! {value:attiva|attive}",
    ),
    "unmet.rested_don_min": Plural(
        "value",
        one="{player} non ha DON!! affaticate",
        other="{player} ha meno di {value} DON!! {value:affaticata|affaticate}",
    ),
    "unmet.given_don_min": Plural(
        "value",
        one="{player} non ha DON!! assegnate al Leader o ai Personaggi",
        other="{player} ha meno di {value} DON!! {value:assegnata|assegnate} al Leader e ai "
              "Personaggi",
    ),
    "unmet.self_gone": "la carta di questo effetto non è più sul terreno di {player}",
    "unmet.self_power_min": "{card:il} ha {power} di potenza, meno di {value}",
    "unmet.self_played_this_turn": "{card:il} non è stato giocato in questo turno",
    "unmet.self_played_this_turn.not": "{card:il} è stato giocato in questo turno",
    "unmet.self_rested": "{card:il} non è affaticato",
    "unmet.self_rested.not": "{card:il} è affaticato",
    "unmet.has_names": "{player} non ha {values} sul terreno",
    "unmet.trash_names": "{player} non ha {values} negli Scarti",
    "unmet.don_fewer_by": "{player} non ha almeno {value} DON!! in meno sul terreno rispetto "
                          "all'avversario",
    "unmet.characters_fewer_by": "{player} non ha almeno {value} Personaggi in meno "
                                 "dell'avversario",
    "unmet.lacks_names": "{player} ha {values} sul terreno",
    "unmet.characters_min": Plural(
        "count",
        one="{player} ha {count} dei Personaggi che la condizione conta, meno di {limit}",
        other="{player} ha {count} dei Personaggi che la condizione conta, meno di {limit}",
        zero="{player} non ha nessuno dei Personaggi che la condizione conta, meno di {limit}",
    ),
    "unmet.characters_max": "{player} ha {count} dei Personaggi che la condizione conta, più di "
                            "{limit}",
    "unmet.characters_min.anyone": "sul terreno ci sono {count} dei Personaggi che la condizione "
                                   "conta, meno di {limit}",
    "unmet.characters_max.anyone": "sul terreno ci sono {count} dei Personaggi che la condizione "
                                   "conta, più di {limit}",
    "unmet.all_don_rested": "non tutte le carte DON!! di {player} sono affaticate (una attiva, o "
                            "una assegnata al Leader o a un Personaggio)",
    "unmet.all_don_rested.not": "tutte le carte DON!! di {player} sono affaticate",
    "unmet.leader_rested": "il Leader di {player} non è affaticato",
    "unmet.leader_rested.not": "il Leader di {player} è affaticato",
    "unmet.second_turn_or_later": "è il primo turno di {player}",
    "unmet.second_turn_or_later.not": "non è il primo turno di {player}",
    "unmet.opponent_leader_rested": "il Leader dell'avversario di {player} non è affaticato",
    "unmet.opponent_leader_rested.not": "il Leader dell'avversario di {player} è affaticato",
    "unmet.leader_power_max": "il Leader di {player} ha più di {value} di potenza",
    "unmet.trash_events_min": Plural(
        "value",
        one="{player} non ha Eventi negli Scarti",
        other="{player} ha meno di {value} {value:Evento|Eventi} negli Scarti",
    ),
    "unmet.trash_events_max": "{player} ha più di {value} {value:Evento|Eventi} negli Scarti",
    "unmet.deck_min": Plural(
        "value",
        one="{player} non ha più carte nel mazzo",
        other="{player} ha meno di {value} {value:carta|carte} nel mazzo",
    ),
    "unmet.deck_max": "{player} ha più di {value} {value:carta|carte} nel mazzo",
    "unmet.rested_cards_min": Plural(
        "value",
        one="{player} non ha carte affaticate sul terreno",
        other="{player} ha meno di {value} {value:carta affaticata|carte affaticate} sul terreno",
    ),
    "unmet.any_of": "nessuna di queste è vera: {whys}",
    "unmet.opponent_rested_cards_min": Plural(
        "value",
        one="l'avversario di {player} non ha carte affaticate sul terreno",
        other="l'avversario di {player} ha meno di {value} {value:carta affaticata|carte "
              "affaticate} sul terreno",
    ),

    # --- limits: restrictions (optcg/limits.py) ---
    "duration.opponents_next_turn": "fino alla fine del prossimo turno dell'avversario del suo "
                                    "controllore",
    "limit.cannot_block.player": "{effect}: {player} non può attivare [Blocker] {duration}.",
    "limit.cannot_block.player.bounded": "{effect}: {player} non può attivare il [Blocker] di un "
                                         "Personaggio con {bounds} {duration}.",
    "limit.cannot_block.card": "{effect}: {card:il} non può attivare [Blocker] {duration}.",
    "limit.cannot_attack.card": "{effect}: {card:il} non può attaccare {duration}.",
    "limit.cannot_be_rested.card": "{effect}: {card:il} non può essere affaticato {duration}, "
                                   "quindi non attacca né attiva [Blocker].",
    "limit.stay_rested.card": "{effect}: {card:il} non diventerà attivo nella prossima Refresh "
                              "Phase di {owner}.",
    "bounds.power_max": "{value} di potenza o meno",
    "bounds.power_min": "{value} di potenza o più",
    "bounds.cost_max": "costo {value} o meno",
    "bounds.cost_min": "costo {value} o più",
    "bounds.none": "qualsiasi potenza",
    "would.cannot_block": "vieterebbe [Blocker]",
    "would.cannot_attack": "vieterebbe un attacco",
    "would.cannot_be_rested": "impedirebbe di affaticare una carta",
    "would.stay_rested": "terrebbe affaticata una carta",
    "why.cannot_be_rested": "{effect} dice che quella carta non può essere affaticata",
    "illegal.blocker_forbidden": "{card:il} non può attivare [Blocker]: {effect} lo vieta, e il "
                                 "testo di una carta prevale sulle regole.",
    "illegal.blocker_cannot_be_rested": "{card:il} non può essere affaticato ({effect}), e "
                                        "[Blocker] si attiva affaticandolo, quindi non può "
                                        "bloccare.",
    "illegal.attack_forbidden": "{card:il} non può attaccare: {effect} lo vieta, e il testo di "
                                "una carta prevale sulle regole.",
    "illegal.attacker_cannot_be_rested": "{card:il} non può essere affaticato ({effect}), e un "
                                         "attacco si dichiara affaticandolo, quindi non può "
                                         "attaccare.",
    "refresh.kept_rested_by": "Refresh Phase: {card:il} resta affaticato per un effetto "
                              "permanente {source:del} (il testo di una carta prevale sulle "
                              "regole).",
    "refresh.kept_rested": "Refresh Phase: {card:il} resta affaticato, come dice {effect} (il "
                           "testo di una carta prevale sulle regole).",
    "option_chosen": "{player} sceglie l'opzione {number} di {effect} («Scegli una:»).",
    "option_not_named": (
        "{effect} dice «Scegli una:», e lo scenario non indica alcuna opzione (l'azione che lo usa "
        "la indica con «option»): non si applica nulla."
    ),
    "option_chosen.opponent": "{player}, l'avversario del giocatore dell'effetto, sceglie "
                              "l'opzione {number} di {effect} («Il tuo avversario sceglie una:»).",
    "option_not_named.opponent": (
        "{effect} dice «Il tuo avversario sceglie una:», e lo scenario non indica alcuna opzione "
        "(l'azione che lo usa indica con «option» la scelta dell'avversario): non si applica nulla."
    ),
    "illegal.no_options": "{card:il} non ha un effetto «Scegli una:» usato da questa azione, "
                          "quindi non c'è alcuna opzione da nominare.",
    "illegal.option_not_offered": "{effect} offre {count} opzioni: l'opzione {number} non esiste.",
    "limit.cannot_be_ko.card": "{effect}: {card:il} non può essere messo K.O. {duration}.",
    "limit.cannot_be_ko.card.battle": "{effect}: {card:il} non può essere messo K.O. in battaglia "
                                      "{duration}.",
    "limit.cannot_be_ko.card.effects": "{effect}: {card:il} non può essere messo K.O. da effetti "
                                       "{duration}.",
    "limit.cannot_be_ko.card.opponents_effects": "{effect}: {card:il} non può essere messo K.O. "
                                                 "da effetti dell'avversario di {owner} "
                                                 "{duration}.",
    "would.cannot_be_ko": "impedirebbe che una carta venga messa K.O.",
    "why.limit_no_ko": "{effect} dice che non può essere messo K.O. così",
    "limit.cannot_play.player": "{effect}: {player} non può giocare carte dalla mano {duration} "
                                "(non può pagarne il costo).",
    "limit.cannot_play.player.bounded": "{effect}: {player} non può giocare {bounds} dalla mano "
                                        "{duration} (non può pagarne il costo).",
    "bounds.characters": "carte Personaggio",
    "bounds.characters_base_cost_min": "carte Personaggio con costo base {value} o più",
    "would.cannot_play": "vieterebbe di giocare carte",
    "limit.cannot_play.player.any_way": "{effect}: {player} non può giocare carte {duration}, né "
                                        "pagandone il costo né tramite un effetto.",
    "limit.cannot_play.player.bounded.any_way": "{effect}: {player} non può giocare {bounds} "
                                                "{duration}, né pagandone il costo né tramite un "
                                                "effetto.",
    "why.play_forbidden": "{effect} vieta di giocarla, anche tramite un effetto",
    "illegal.play_forbidden": (
        "{card:il} non può essere {card:giocato|giocata} ora: {effect} vieta di pagarne il costo "
        "per {card:giocarlo|giocarla}, e il testo di una carta prevale sulle regole."
    ),
    "illegal.cost_rest_self_forbidden": "{effect} richiede di affaticare {card:il}, ma {why}: il "
                                        "costo non può essere pagato.",
    "limit.cannot_life_to_hand.player": "{effect}: {player} non può aggiungere carte Vita alla "
                                        "mano con i propri effetti {duration}.",
    "would.cannot_life_to_hand": "vieterebbe di aggiungere carte Vita alla mano",
    "limit.cannot_set_don_active.player": "{effect}: {player} non può rendere attive DON!! con "
                                          "effetti di Personaggi {duration}.",
    "would.cannot_set_don_active": "vieterebbe di rendere attive DON!! con effetti di Personaggi",
    "would.set_don_active": "renderebbe attive DON!!",
    "why.no_don_active_by_characters": "{effect} vieta di rendere attive DON!! con effetti di "
                                       "Personaggi",
    "limit.cannot_draw.player": "{effect}: {player} non può pescare carte con i propri effetti "
                                "{duration}.",
    "would.cannot_draw": "vieterebbe di pescare carte con i propri effetti",
    "would.draw": "pescherebbe carte",
    "why.no_draw": "{effect} vieta di pescare carte con i propri effetti",
    "why.no_life_to_hand": "{effect} vieta di aggiungere carte Vita alla mano con i propri "
                           "effetti",
    "illegal.cost_life_to_hand_forbidden": "{effect} costa aggiungere una carta Vita alla mano, "
                                           "ma {why}: il costo non può essere pagato.",

    # --- up_to: "up to N" count steps (optcg/up_to.py) ---
    "up_to_most": "{effect} dice «fino a {most}»: lo scenario non indica alcun numero, quindi "
                  "{most} (il giocatore avrebbe potuto sceglierne meno, anche zero).",
    "up_to_taken": Plural("count", one="{effect} dice «fino a {most}»: il giocatore ne sceglie "
                                       "{count}.",
                          other="{effect} dice «fino a {most}»: il giocatore ne sceglie "
                                "{count}.",
                          zero="{effect} dice «fino a {most}»: il giocatore sceglie di non "
                               "prenderne nessuno."),
    "illegal.no_up_to": "{card:il} non ha alcun passo «fino a» nell'effetto usato da questa "
                        "azione, quindi l'azione non può dire quanti ne sceglie il giocatore.",
    "illegal.take_too_many_numbers": "{effect} ha {count} {count:passo|passi} «fino a»: l'azione "
                                     "indica più numeri.",
    "illegal.take_above_up_to": "{effect} dice «fino a {most}»: il giocatore non può sceglierne "
                                "{number}.",

    # --- fields: a printed card's fields in the notes ---
    "field.name": "il nome",
    "field.type": "il tipo di carta",
    "field.cost": "il costo",
    "field.power": "la potenza",
    "field.counter": "il valore Counter",
    "field.colors": "i colori",
    "field.keywords": "le parole chiave",
    "field.traits": "i tipi",
    "field.attributes": "gli attributi",
    "field.life": "le Vite",
    "field.effects": "gli effetti",
    "field.trigger": "il [Trigger]",
    "field.static": "gli effetti permanenti",
    "note.override": "{card:il}: per {key} vale il valore dello scenario ({value}), non quello "
                     "stampato su {number} ({printed})",
    "value.none": "vuoto",
    "value.yes": "sì",
    "value.no": "no",
    "value.described": "come descritto",

    # --- why: why a battle went as it did (optcg/verdict.py) ---
    "why.don_x_blocker": "{card:il} ha {count} DON!!, quindi [Blocker] si può usare: {effect} lo "
                         "vieta solo con [DON!! x{needed}] ({rules}).",
    "why.don_x": "{card:il} ha {count} DON!!, quindi {effect} non si attiva: richiede [DON!! "
                 "x{needed}] ({rules}).",
    "why.condition_unmet": "{effect} non si applica, perché {why} ({rules}).",

    # --- replacements: replacement effects, "instead" (optcg/replacements.py) ---
    "why.replacement_don": "{player} ha {count} DON!! {count:attiva|attive}, non {wanted}.",
    "paid.draw": Plural("count", one="pesca {count} carta", other="pesca {count} carte"),
    "replaced.same": "{effect} rimuove le sue carte allo stesso tempo: l'effetto di sostituzione "
                     "{source:del} già applicato tiene sul terreno anche {card:il}, senza fare "
                     "altro.",
    "replaced.same.that": "{effect} rimuove le sue carte allo stesso tempo: l'effetto di "
                          "sostituzione {source:del} già applicato tiene sul terreno anche "
                          "{card:il}, e ciò che fa a quella carta lo fa anche a questa: {paid}.",
    "replacement_used": "L'effetto di sostituzione {card:del} è [Once Per Turn] ed è già stato "
                        "applicato in questo turno.",
    "verdict.beats_kept": "L'attacco di {player} riesce: {attacker:il} con {attacker_power} "
                          "supera {target:il} con {target_power}, ma {card:il} non viene messo "
                          "K.O. e resta sul terreno (vedi i passi).",
    "verdict.ties_kept": "L'attacco di {player} riesce: {attacker:il} con {attacker_power} "
                         "pareggia con {target:il} con {target_power}, e in caso di parità vince "
                         "l'attaccante, ma {card:il} non viene messo K.O. e resta sul terreno "
                         "(vedi i passi).",
    "replaced.effect": "{effect} {what}, ma {player} applica invece l'effetto di sostituzione "
                       "{source:del}: {paid}; {card:il} resta sul terreno.",
    "replaced.battle": "{card:il} perde la battaglia e verrebbe messo K.O., ma {player} applica "
                       "invece l'effetto di sostituzione {source:del}: {paid}; {card:il} resta "
                       "sul terreno.",
    "why.replacement_rested": "{card:il} è già {card:affaticato|affaticata}.",
    "verdict.beats_gone": "L'attacco di {player} riesce: {attacker:il} con {attacker_power} "
                          "supera {target:il} con {target_power}, ma {card:il} non viene messo "
                          "K.O.: un effetto di sostituzione lo ha spostato invece (vedi i passi).",
    "verdict.ties_gone": "L'attacco di {player} riesce: {attacker:il} con {attacker_power} "
                         "pareggia con {target:il} con {target_power}, e in caso di parità vince "
                         "l'attaccante, ma {card:il} non viene messo K.O.: un effetto di "
                         "sostituzione lo ha spostato invece (vedi i passi).",
    "replaced.effect.left": "{effect} {what}, ma {player} applica invece l'effetto di "
                            "sostituzione {source:del}: {paid}.",
    "replaced.battle.left": "{card:il} perde la battaglia e verrebbe messo K.O., ma {player} "
                            "applica invece l'effetto di sostituzione {source:del}: {paid}.",
    "replacement_declined": "{player} non applica l'effetto di sostituzione {card:del}: ciò che "
                            "sostituirebbe avviene.",
    "replacement_not_declinable": (
        "{player} preferirebbe non applicare l'effetto di sostituzione {card:del}, ma il suo testo "
        "non dice «puoi»: viene applicato."
    ),
    "replacement_default": (
        "Lo scenario non dice se {player} applica l'effetto di sostituzione {card:del}; il giudice "
        "assume di sì (può rinunciarvi: un'azione «instead» con «use» a false)."
    ),
    "replacement_impossible": "L'effetto di sostituzione {card:del} non può essere applicato, "
                              "perché ciò che farebbe invece non si può fare: {why}",
    "replacement.of": "l'effetto di sostituzione {card:del}",
    "instead_named.use": "{player} applicherà l'effetto di sostituzione {card:del} appena "
                         "possibile.",
    "instead_named.decline": "{player} non applicherà l'effetto di sostituzione {card:del}.",
    "illegal.instead_unknown_card": "La carta indicata per un effetto di sostituzione non è nello "
                                    "scenario.",
    "illegal.instead_no_replacement": "{card:il} non ha alcun effetto di sostituzione («... "
                                      "invece»).",
    "illegal.instead_no_entry": "{card:il} ha {count} {count:effetto|effetti} di sostituzione: "
                                "non c'è un numero {number}.",
    "input.replacement_does_nothing": "deve dire che cosa si fa invece",
    "note.replacement_default": "{card:il}: il giudizio dipende dal fatto che il proprietario "
                                "applichi l'effetto di sostituzione della carta, cosa che lo "
                                "scenario non dice; il giudice ha assunto di sì",

    # --- modifiers: power and cost changes (optcg/modifiers.py) ---
    "would.power": "cambierebbe la potenza di una carta",
    "would.power.card": "cambierebbe la potenza {card:del}",
    "would.power_battle.card": "cambierebbe la potenza {card:del} durante questa battaglia",
    "would.set_power_zero": "porterebbe a 0 la potenza di una carta",
    "would.set_power_zero.card": "porterebbe a 0 la potenza {card:del}",
    "would.cost": "cambierebbe un costo",
    "power_changed": "{effect} dà {amount:+d} di potenza {card:al} {duration}: ora {power}.",
    "power_changed.negative": "{effect} dà {amount:+d} di potenza {card:al} {duration}: ora "
                              "{power}. La sua potenza è negativa, ma resta sul terreno.",
    "power_zero_already": "{effect} porterebbe a 0 la potenza {card:del}, ma è già {power}; non "
                          "succede nulla.",
    "power_set_zero": "{effect} porta a 0 la potenza {card:del}: perde {lost} {duration}.",
    "cost_set_zero": "{effect} porta il costo {card:del} a 0 {duration}, qualunque altra cosa "
                     "lo cambi.",
    "duration.your_next_turn": "fino alla fine del prossimo turno di chi lo controlla",
    "next_play_cost": "{effect}: la prossima volta che {player} gioca dalla mano una carta "
                      "adatta durante questo turno, il suo costo cambia di {amount:+d}.",
    "played.discount": "{effect} cambia il costo per giocare {card:il} di "
                        "{amount:+d}: si pagano {cost}.",
    "cost_changed": "{effect} cambia il costo {card:del} di {amount:+d} {duration}: ora è {cost} "
                    "(mai sotto 0).",

    # --- removal: Characters leaving the field (optcg/removal.py) ---
    "knocked_out.effect": "{effect}: {card:il} viene messo K.O. e va negli Scarti di "
                          "{owner}{don_note}.",
    "would.ko": "metterebbe K.O. un Personaggio",
    "would.ko.card": "metterebbe K.O. {card:il}",
    "would.trash": "scarterebbe un Personaggio",
    "would.trash.card": "scarterebbe {card:il}",
    "would.bounce": "farebbe tornare in mano un Personaggio",
    "would.opponent_bounce": "farebbe riprendere in mano all'avversario uno dei suoi Personaggi",
    "would.bounce.card": "farebbe tornare in mano {card:il}",
    "would.bottom_deck": "metterebbe un Personaggio in fondo al mazzo",
    "would.bottom_deck.card": "metterebbe {card:il} in fondo al mazzo",
    "trashed_by_effect": "{effect} mette {card:il} negli Scarti di {owner}; non è un "
                         "K.O.{don_note}.",
    "bounced": "{effect} fa tornare {card:il} nella mano di {owner}{don_note}.",
    "bottom_decked": "{effect} mette {card:il} in fondo al mazzo di {owner}{don_note}.",
    "would.to_life": "aggiungerebbe un Personaggio alle carte Vita",
    "would.to_life.card": "aggiungerebbe {card:il} alle carte Vita",
    "added_to_life": "{effect} mette {card:il} a faccia in su in cima alle carte Vita di "
                     "{owner}{don_note}.",
    "added_to_life.bottom": "{effect} mette {card:il} a faccia in su in fondo alle carte Vita di "
                            "{owner}{don_note}.",

    # --- states: rested and active (optcg/states.py) ---
    "would.rest": "affaticherebbe una carta",
    "would.rest.card": "affaticherebbe {card:il}",
    "would.set_active": "renderebbe attiva una carta",
    "would.set_active.card": "renderebbe attivo {card:il}",
    "already.rest": "{effect} affaticherebbe {card:il}, che lo è già; non cambia nulla.",
    "already.set_active": "{effect} renderebbe attivo {card:il}, che lo è già; non cambia nulla.",
    "state_changed.rest": "{effect} affatica {card:il}.",
    "state_changed.set_active": "{effect} rende attivo {card:il}.",

    # --- hand: draws and cards trashed from the hand (optcg/hand.py) ---
    "would.self_to_hand": "aggiungerebbe questa carta alla mano",
    "would.self_to_hand.card": "aggiungerebbe {card:il} alla mano",
    "self_to_hand": "{effect}: {player} aggiunge {card:il} alla mano; dopo il [Trigger] la carta "
                    "non va negli Scarti.",
    "hand_until.kept": Plural(
        "count",
        one="{effect}: {player} ha {count} carta in mano, non più di {wanted}: nessuna viene "
            "scartata.",
        other="{effect}: {player} ha {count} carte in mano, non più di {wanted}: nessuna viene "
              "scartata.",
        zero="{effect}: {player} non ha carte in mano: nessuna viene scartata.",
    ),
    "would.trash_from_hand": "scarterebbe carte dalla mano",
    "drew": Plural(
        "count",
        one="{effect}: {player} pesca {count} carta.",
        other="{effect}: {player} pesca {count} carte.",
    ),
    "drew.short": Plural(
        "count",
        one="{effect}: {player} pesca {count} carta delle {wanted} richieste; il mazzo è finito.",
        other="{effect}: {player} pesca {count} carte delle {wanted} richieste; il mazzo è "
              "finito.",
    ),
    "trashed_from_hand": "{effect}: {player} scarta {cards:il} dalla mano.",
    "zero_times.draw": "{effect} chiede di pescare 0 carte: non succede nulla.",
    "zero_times.trash_from_hand": "{effect} chiede di scartare 0 carte dalla mano: non succede "
                                  "nulla.",
    "draw_until.enough": Plural(
        "count",
        one="{effect}: {player} ha {count} carta in mano, {wanted} o più: non pesca nulla.",
        other="{effect}: {player} ha {count} carte in mano, {wanted} o più: non pesca nulla, né "
              "scarta nulla.",
    ),

    # --- life: Life cards moved by effects (optcg/life.py) ---
    "life_face_down": "{effect}: {player} gira a faccia in giù tutte le sue carte Vita.",
    "would.arrange_life": "guarderebbe le carte Vita e le rimetterebbe a posto",
    "life_arranged": "{effect}: {player} guarda tutte le sue carte Vita e le rimette nella "
                     "Zona Vite nell'ordine che sceglie; una carta scoperta resta scoperta.",
    "life_arranged.to_deck": "{effect}: {player} guarda tutte le sue carte Vita, mette {cards:il} "
                             "a faccia in giù in cima al mazzo e rimette le altre nella Zona Vite "
                             "nell'ordine che sceglie; una carta scoperta resta scoperta.",
    "life_arranged.opponents": "{effect}: {player} guarda tutte le carte Vita di {owner} e le "
                               "rimette nella Zona Vite di {owner} nell'ordine scelto da {player}; "
                               "una carta scoperta resta scoperta, una coperta resta coperta.",
    "note.opponent_life_order_default": (
        "{effect}: lo scenario non dice in quale ordine {player} rimette le carte Vita di {owner}, "
        "quindi il giudice ha mantenuto il loro ordine; l'azione può indicarle con «picks», a "
        "partire da quella in cima"
    ),
    "note.life_order_default": (
        "{effect}: lo scenario non dice in quale ordine {player} rimette le carte Vita, quindi il "
        "giudice ha mantenuto il loro ordine; l'azione può indicarle con «picks», a partire da "
        "quella in cima"
    ),
    "effect_damage": Plural(
        "count",
        one="{effect} infligge {count} danno al Leader di {player}: è un danno da effetto, non da "
            "attacco, quindi [Blocker], Counter, [Banish] e [Double Attack] non c'entrano.",
        other="{effect} infligge {count} danni al Leader di {player}: sono danni da effetto, non "
              "da attacco, quindi [Blocker], Counter, [Banish] e [Double Attack] non c'entrano.",
    ),
    "zero_times.deal_damage": "{effect} chiede di infliggere 0 danni: non succede nulla.",
    "zero_times.take_damage": "{effect} chiede di subire 0 danni: non succede nulla.",
    "would.hand_to_life": "aggiungerebbe carte della mano alle Vite",
    "hand_to_life": "{effect}: {player} mette {cards:il} dalla mano a faccia in giù sopra le sue "
                    "carte Vita.",
    "zero_times.hand_to_life": "{effect} chiede di aggiungere 0 carte della mano alle Vite: non "
                               "succede nulla.",
    "would.reveal_life": "rivelerebbe una carta Vita",
    "life_revealed": "{effect}: {player} rivela la prima carta Vita, {card:il} (costo {cost}); "
                     "resta dov'è.",
    "would.life_to_hand": "aggiungerebbe carte Vita alla mano",
    "would.trash_life": "scarterebbe carte Vita",
    "would.deck_to_life": "aggiungerebbe carte del mazzo alle Vite",
    "life_moved.life_to_hand": Plural(
        "count",
        one="{effect}: {player} aggiunge alla mano la carta Vita in cima; non è un danno, quindi "
            "niente [Trigger].",
        other="{effect}: {player} aggiunge alla mano le {count} carte Vita in cima; non è un "
              "danno, quindi niente [Trigger].",
    ),
    "life_moved.life_to_hand.bottom": Plural(
        "count",
        one="{effect}: {player} aggiunge alla mano la carta Vita in fondo; non è un danno, quindi "
            "niente [Trigger].",
        other="{effect}: {player} aggiunge alla mano le {count} carte Vita in fondo; non è un "
              "danno, quindi niente [Trigger].",
    ),
    "life_until.kept": Plural(
        "count",
        one="{effect}: {player} ha {count} carta Vita, non più di {wanted}: nessuna viene "
            "scartata e nessuna aggiunta.",
        other="{effect}: {player} ha {count} carte Vita, non più di {wanted}: nessuna viene "
              "scartata e nessuna aggiunta.",
    ),
    "life_moved.trash_life": Plural(
        "count",
        one="{effect}: {player} scarta la carta Vita in cima; non è un danno, quindi niente "
            "[Trigger].",
        other="{effect}: {player} scarta le {count} carte Vita in cima; non è un danno, quindi "
              "niente [Trigger].",
    ),
    "life_moved.life_to_hand.short": "{effect}: {player} aggiunge alla mano le {count} carte Vita "
                                     "in cima (ne restavano solo {count} delle {wanted} "
                                     "richieste); non è un danno, quindi niente [Trigger].",
    "life_moved.trash_life.short": "{effect}: {player} scarta le {count} carte Vita in cima (ne "
                                   "restavano solo {count} delle {wanted} richieste); non è un "
                                   "danno, quindi niente [Trigger].",
    "deck_to_life.short": (
        "{effect}: {player} prende le {count} carte in cima al mazzo e le mette a faccia in giù "
        "sopra le sue carte Vita (solo {count} delle {wanted} richieste: il mazzo è finito)."
    ),
    "deck_to_life": Plural(
        "count",
        one="{effect}: {player} prende la carta in cima al mazzo e la mette a faccia in giù sopra "
            "le sue carte Vita.",
        other="{effect}: {player} prende le {count} carte in cima al mazzo e le mette a faccia in "
              "giù sopra le sue carte Vita.",
    ),
    "zero_times.life_to_hand": "{effect} chiede di aggiungere 0 carte Vita alla mano: non succede "
                               "nulla.",
    "zero_times.trash_life": "{effect} chiede di scartare 0 carte Vita: non succede nulla.",
    "zero_times.deck_to_life": "{effect} chiede di aggiungere 0 carte alle Vite: non succede "
                               "nulla.",
    "would.look_at_life": "guarderebbe una carta Vita",
    "life_looked.top": (
        "{effect}: {player} guarda {card:il}, la prima carta Vita di {owner}, e la lascia in cima."
    ),
    "life_looked.bottom": (
        "{effect}: {player} guarda {card:il}, la prima carta Vita di {owner}, e la mette in fondo "
        "alle carte Vita."
    ),
    "zero_times.look_at_life": "{effect} chiede di guardare 0 carte Vita: non succede nulla.",
    "hand_to_life.face_up": (
        "{effect}: {player} mette {cards:il} dalla mano a faccia in su sopra le sue carte Vita, la "
        "prima nominata in cima."
    ),
    "why.none_in_hand_fits": "{player} non ha in mano nessuna carta adatta",

    # --- don: DON!! moved by effects (optcg/don.py) ---
    "would.add_don": "aggiungerebbe DON!! dal Mazzo DON!!",
    "don_added.short": (
        "{effect}: {player} aggiunge {count} DON!! dal Mazzo DON!! alla Zona Costi, "
        "{count:attiva|attive} (ne {count:restava|restavano} solo {count} delle {wanted} "
        "richieste)."
    ),
    "don_added.rested.short": (
        "{effect}: {player} aggiunge {count} DON!! dal Mazzo DON!! alla Zona Costi, "
        "{count:affaticata|affaticate} (ne {count:restava|restavano} solo {count} delle {wanted} "
        "richieste)."
    ),
    "don_added": (
        "{effect}: {player} aggiunge {count} DON!! dal Mazzo DON!! alla Zona Costi, "
        "{count:attiva|attive}."
    ),
    "don_added.rested": (
        "{effect}: {player} aggiunge {count} DON!! dal Mazzo DON!! alla Zona Costi, "
        "{count:affaticata|affaticate}."
    ),
    "would.give_don": "assegnerebbe DON!!",
    "don_given_by_effect": "{effect}: {player} assegna {count} DON!! "
                           "{count:affaticata|affaticate} {card:al}.",
    "don_given_by_effect.short": Plural(
        "count",
        one="{effect}: {player} assegna {count} DON!! {count:affaticata|affaticate} {card:al} (ne "
            "erano affaticate solo {count} delle {wanted} richieste).",
        other="{effect}: {player} assegna {count} DON!! {count:affaticata|affaticate} {card:al} "
              "(ne erano affaticate solo {count} delle {wanted} richieste).",
        zero="{effect}: {player} non ha DON!! affaticate, quindi non ne viene assegnata nessuna "
             "{card:al}.",
    ),
    "don_given_by_effect.opponent": (
        "{effect}: {player} assegna {count} DON!! {count:affaticata|affaticate} di {owner} "
        "{card:al} (danno potenza solo nel turno di {owner})."
    ),
    "don_given_by_effect.opponent.short": Plural(
        "count",
        one="{effect}: {player} assegna {count} DON!! {count:affaticata|affaticate} di {owner} "
            "{card:al} (delle {wanted} richieste ne {count:era affaticata|erano affaticate} solo "
            "{count}; danno potenza solo nel turno di {owner}).",
        other="{effect}: {player} assegna {count} DON!! {count:affaticata|affaticate} di {owner} "
              "{card:al} (delle {wanted} richieste ne {count:era affaticata|erano affaticate} "
              "solo {count}; danno potenza solo nel turno di {owner}).",
        zero="{effect}: {owner} non ha DON!! affaticate, quindi {player} non ne assegna nessuna "
             "{card:al}.",
    ),
    "don_given_by_effect.active": "{effect}: {player} assegna {count} DON!! "
                                  "{count:attiva|attive} {card:al}.",
    "don_given_by_effect.active.short": Plural(
        "count",
        one="{effect}: {player} assegna {count} DON!! {count:attiva|attive} {card:al} (ne erano "
            "attive solo {count} delle {wanted} richieste).",
        other="{effect}: {player} assegna {count} DON!! {count:attiva|attive} {card:al} (ne erano "
              "attive solo {count} delle {wanted} richieste).",
        zero="{effect}: {player} non ha DON!! attive, quindi non ne viene assegnata nessuna "
             "{card:al}.",
    ),
    "don_given_by_effect.opponent.active": (
        "{effect}: {player} assegna {count} DON!! {count:attiva|attive} di {owner} {card:al} "
        "(danno potenza solo nel turno di {owner})."
    ),
    "don_given_by_effect.opponent.active.short": Plural(
        "count",
        one="{effect}: {player} assegna {count} DON!! {count:attiva|attive} di {owner} {card:al} "
            "(delle {wanted} richieste ne {count:era attiva|erano attive} solo {count}; danno "
            "potenza solo nel turno di {owner}).",
        other="{effect}: {player} assegna {count} DON!! {count:attiva|attive} di {owner} "
              "{card:al} (delle {wanted} richieste ne {count:era attiva|erano attive} solo "
              "{count}; danno potenza solo nel turno di {owner}).",
        zero="{effect}: {owner} non ha DON!! attive, quindi {player} non ne assegna nessuna "
             "{card:al}.",
    ),
    "don_set_active": "{effect}: {player} rende attive {count} DON!! della Zona Costi.",
    "don_to_match": "{effect}: {player} rimette {count} DON!! dal terreno nel Mazzo DON!!, "
                    "così da avere sul terreno tante DON!! quante {rival}.",
    "don_to_match.none": "{effect}: {player} non ha sul terreno più DON!! di {rival}, quindi non "
                         "ne rimette nessuna.",
    "zero_times.add_don": "{effect} chiede di aggiungere 0 DON!!: non succede nulla.",
    "don_moved": "{effect}: {player} assegna {card:al} {count} DON!! già "
                 "{count:assegnata|assegnate} ad altre sue carte.",
    "would.move_given_don": "assegnerebbe DON!! già assegnate ad altre carte",
    "why.no_given_don": "nessun'altra carta di {player} ha DON!! assegnate",
    "zero_times.move_given_don": "{effect} chiede di assegnare 0 DON!!: non succede nulla.",

    # --- play: cards played by effects (optcg/play.py) ---
    "stage_replaced": "C'è posto per un solo Stadio: {card:il} viene scartato per fare spazio.",
    "would.play": "giocherebbe la carta",
    "would.play.card": "giocherebbe {card:il}",
    "why.no_play_by_effects": "{card:il} dice che non può essere giocata dalla mano tramite "
                              "effetti",
    "played_by_effect.character_rested": "{effect}: {card:il} viene giocato senza pagarne il "
                                         "costo ed entra affaticato nella Zona Personaggi; è "
                                         "stato giocato in questo turno.",
    "played_by_effect.character": "{effect}: {card:il} viene giocato senza pagarne il costo ed "
                                  "entra attivo nella Zona Personaggi; è stato giocato in questo "
                                  "turno.",
    "played_by_effect.stage": "{effect}: {card:il} viene giocato senza pagarne il costo ed entra "
                              "attivo nella Zona Stadio.",
    "why.not_in_trash": "non è più negli Scarti",
    "would.opponent_play_card": "farebbe giocare all'avversario una carta Personaggio dalla mano",
    "why.no_fitting_card_in_hand": "{player} non ha in mano nessuna carta Personaggio adatta (o "
                                   "non ne gioca nessuna)",

    # --- event_use: an Event's [Main] used by another card's effect (optcg/event_use.py) ---
    "would.activate_event": "attiverebbe un Evento",
    "would.activate_event.card": "attiverebbe {card:il}",
    "why.no_main": "{card:il} non ha un effetto [Main] da attivare così",
    "why.event_cost_unpaid": "il costo di attivazione del [Main] {card:del} non si può pagare",
    "event_activated_by_effect": (
        "{effect}: {player} attiva il [Main] {card:del} dalla mano senza pagare il costo della "
        "carta; la carta va negli Scarti."
    ),
    "event_main_from_trash": "{effect}: {player} attiva l'effetto [Main] {card:del} negli "
                             "Scarti; la carta resta lì e nessun Evento viene attivato.",

    # --- gains: keywords and flags gained (optcg/gains.py) ---
    "gained": "{effect}: {card:il} ottiene {what} {duration}.",
    "would.gain": "darebbe una parola chiave a una carta",
    "would.gain.card": "darebbe una parola chiave {card:al} durante questa battaglia",

    # --- flow: "if" in the middle, "at the end of this turn" (optcg/flow.py) ---
    "at_end_of_turn.waits": "{effect}: ciò che fa fare alla fine di questo turno attende la End "
                            "Phase.",
    "unmet.done_this_turn": "{card:il} l'ha già fatto con questo effetto durante questo turno",
    "at_end_of_battle.waits": "{effect}: ciò che dice di fare alla fine di questa battaglia "
                              "attende la fine della battaglia.",
    "at_end_of_battle.now": "Fine della battaglia: {effect} fa ora ciò che ha lasciato per la fine "
                            "della battaglia.",
    "at_end_of_battle.no_battle": "{effect}: non c'è nessuna battaglia, quindi ciò che lascia per "
                                  "la fine della battaglia non avviene mai.",
    "at_end_of_battle.moved": "{effect}: {card:il} da allora ha cambiato zona ed è una nuova "
                              "carta, quindi non le succede nulla.",
    "at_end_of_turn.now": "End Phase: {effect} fa ora ciò che ha lasciato per la fine del turno.",
    "at_opponents_main.waits": "{effect}: ciò che fa fare all'inizio della prossima Main Phase "
                               "dell'avversario attende quel momento.",
    "at_opponents_main.now": "Inizio della Main Phase: {effect} fa ora ciò che ha lasciato per "
                             "essa.",
    "effect_win": "{effect}: {player} vince la partita, e la partita finisce subito.",
    "for_each.count": "{effect} conta {count} {count:Personaggio|Personaggi}, quindi ciò che "
                      "segue viene fatto {count} {count:volta|volte}.",
    "for_each.none": "{effect} non conta alcun Personaggio, quindi ciò che segue non viene fatto "
                     "affatto.",

    # --- opponent: what the opponent is made to do (optcg/opponent.py) ---
    "would.bottom_opponent_trash": "metterebbe carte degli Scarti dell'avversario in fondo al suo "
                                   "mazzo",
    "bottom_opponent_trash": "{effect}: {player} mette {cards:il} dagli Scarti dell'avversario in "
                             "fondo al mazzo del proprietario (a scelta di {player}).",
    "zero_times.bottom_opponent_trash": "{effect} chiede di mettere 0 carte: non succede nulla.",
    "would.trash_opponent_hand": "scarterebbe carte dalla mano dell'avversario",
    "zero_times.trash_opponent_hand": "{effect} chiede di scartare 0 carte dalla mano "
                                      "dell'avversario: non succede nulla.",
    "trash_opponent_hand": Plural(
        "count",
        one="{effect}: {chooser} sceglie a faccia in giù {cards:il} dalla mano di {player}, che "
            "viene {cards:scartato|scartata} (la prima elencata).",
        other="{effect}: {chooser} sceglie a faccia in giù {cards:il} dalla mano di {player}, che "
              "vengono scartate (le prime elencate).",
    ),
    "trash_opponent_hand.short": "{effect}: {chooser} scarta {cards:il} dalla mano di {player}, "
                                 "tutto ciò che c'era delle {wanted} richieste.",
    "would.opponent_bottom_character": "farebbe mettere all'avversario un Personaggio in fondo al "
                                       "mazzo",
    "opponent_bottom_character": "{effect}: {player} sceglie {cards:il} da mettere in fondo al "
                                 "mazzo (lo scenario non ne nomina nessuno: il primo elencato).",
    "opponent_bottom_character.picked": "{effect}: {player} sceglie {cards:il} da mettere in "
                                        "fondo al mazzo.",
    "why.no_characters": "{player} non ha Personaggi",
    "zero_times.opponent_bottom_character": "{effect} chiede all'avversario di mettere 0 "
                                            "Personaggi: non succede nulla.",
    "zero_times.opponent_trash_to_bottom": "{effect} chiede all'avversario di mettere 0 carte: "
                                           "non succede nulla.",
    "would.opponent_trash_to_bottom": "farebbe mettere all'avversario carte dagli Scarti in fondo "
                                      "al mazzo",
    "opponent_trash_to_bottom": Plural(
        "count",
        one="{effect}: {player} mette {cards:il} dagli Scarti in fondo al mazzo (sceglie "
            "{player}: la prima elencata).",
        other="{effect}: {player} mette {cards:il} dagli Scarti in fondo al mazzo (sceglie "
              "{player}: le prime elencate, in quest'ordine).",
    ),
    "opponent_trash_to_bottom.short": "{effect}: {player} mette {cards:il} dagli Scarti in fondo "
                                      "al mazzo, tutto ciò che c'era delle {wanted} richieste.",
    "zero_times.opponent_picks_from_hand": "{effect} chiede all'avversario di scegliere 0 carte: "
                                           "non succede nulla.",
    "zero_times.opponent_trash_from_hand": "{effect} chiede all'avversario di scartare 0 carte: "
                                           "non succede nulla.",
    "zero_times.opponent_hand_to_bottom": "{effect} chiede all'avversario di mettere 0 carte: non "
                                          "succede nulla.",
    "zero_times.opponent_return_don": "{effect} chiede all'avversario di rimettere 0 DON!!: non "
                                      "succede nulla.",
    "zero_times.rest_opponent_don": "{effect} chiede di affaticare 0 DON!!: non succede nulla.",
    "would.opponent_trash_from_hand": "farebbe scartare all'avversario carte dalla mano",
    "would.opponent_hand_to_bottom": "farebbe mettere all'avversario carte dalla mano in fondo al "
                                     "mazzo",
    "would.opponent_return_don": "farebbe rimettere all'avversario DON!! nel Mazzo DON!!",
    "would.rest_opponent_don": "affaticherebbe DON!! dell'avversario",
    "opponent_trash_from_hand": Plural(
        "count",
        one="{effect}: {player} scarta {cards:il} dalla mano (sceglie {player}: la prima "
            "elencata).",
        other="{effect}: {player} scarta {cards:il} dalla mano (sceglie {player}: le prime "
              "elencate).",
    ),
    "opponent_trash_from_hand.short": "{effect}: {player} scarta {cards:il} dalla mano, tutto ciò "
                                      "che c'era delle {wanted} richieste.",
    "opponent_hand_to_bottom": Plural(
        "count",
        one="{effect}: {player} mette {cards:il} dalla mano in fondo al mazzo (sceglie {player}: "
            "la prima elencata).",
        other="{effect}: {player} mette {cards:il} dalla mano in fondo al mazzo (sceglie "
              "{player}: le prime elencate, in quest'ordine).",
    ),
    "opponent_hand_to_bottom.short": "{effect}: {player} mette {cards:il} dalla mano in fondo al "
                                     "mazzo, tutto ciò che c'era delle {wanted} richieste.",
    "opponent_return_don": (
        "{effect}: {player} rimette {count} DON!! dal terreno nel Mazzo DON!! (prima quelle "
        "affaticate della Zona Costi)."
    ),
    "opponent_return_don.short": (
        "{effect}: {player} rimette {count} DON!! nel Mazzo DON!!, tutte quelle che c'erano delle "
        "{wanted} richieste."
    ),
    "rest_opponent_don": "{effect} affatica {count} DON!! {count:attiva|attive} della Zona Costi "
                         "di {player}.",
    "rest_opponent_don.short": (
        "{effect} affatica {count} DON!! {count:attiva|attive} della Zona Costi di {player} "
        "(delle {wanted} richieste ne {count:era attiva|erano attive} solo {count})."
    ),
    "opponent_don_stays_rested": (
        "{effect}: {count} DON!! {count:affaticata|affaticate} della Zona Costi di {player} non "
        "{count:diventerà attiva|diventeranno attive} nella prossima Refresh Phase di {player}."
    ),
    "opponent_don_stays_rested.short": "{effect}: {count} DON!! {count:affaticata|affaticate} "
                                       "della Zona Costi di {player} non diventeranno attive "
                                       "nella prossima Refresh Phase di {player} (ne erano "
                                       "affaticate solo {count} delle {wanted} richieste).",
    "would.opponent_don_stays_rested": "terrebbe affaticate DON!! dell'avversario",
    "zero_times.opponent_don_stays_rested": "{effect} chiede di tenere affaticate 0 DON!!: non "
                                            "succede nulla.",
    "why.no_rested_don": "{player} non ha DON!! affaticate nella Zona Costi",
    "refresh.kept_rested_don": (
        "Refresh Phase: {count} DON!! della Zona Costi di {player} {count:resta "
        "affaticata|restano affaticate}, come dice {effect} (il testo di una carta prevale sulle "
        "regole)."
    ),

    # --- triggers: auto effects with a trigger of their own (optcg/triggers.py) ---
    "timing.on_battle_end_vs_character": "«Se questo Personaggio combatte contro un Personaggio "
                                         "del tuo avversario» (alla fine della battaglia)",
    "timing.on_attack_damage": "«Quando l'attacco di questa carta infligge danni alle Vite del "
                               "tuo avversario»",
    "timing.on_opponent_event": "«Quando il tuo avversario attiva un Evento»",
    "timing.on_opponent_blocker": "«Quando il tuo avversario attiva [Blocker]»",
    "timing.on_opponent_event_or_blocker": "«Quando il tuo avversario attiva un Evento o "
                                           "[Blocker]»",
    "timing.on_opponent_event_or_trigger": "«Quando il tuo avversario attiva un Evento o "
                                           "un [Trigger]»",
    "timing.on_your_event": "«Quando attivi un Evento»",
    "timing.on_character_removed_by_you": "«Quando un Personaggio viene rimosso dal terreno da un "
                                          "tuo effetto»",
    "timing.on_don_returned": "«Quando una carta DON!! sul tuo terreno torna nel tuo Mazzo DON!!»",
    "timing.on_don_returned_2": "«Quando 2 o più carte DON!! sul tuo terreno tornano nel tuo "
                                "Mazzo DON!!»",
    "timing.on_don_returned_by_you": "«Quando una carta DON!! sul tuo terreno torna nel tuo Mazzo "
                                     "DON!! a causa di un tuo effetto»",
    "timing.on_hand_trashed_by_effect": "«Quando una carta della tua mano viene scartata da un "
                                        "effetto»",
    "timing.on_rested": "«Quando questo Personaggio viene affaticato»",
    "timing.on_character_ko": "«Quando un Personaggio viene messo K.O.»",
    "timing.on_opponent_character_ko": "«Quando un Personaggio del tuo avversario viene messo "
                                       "K.O.»",
    "timing.on_trigger_activates": "«Quando si attiva un [Trigger]»",
    "timing.on_any_don_returned": "«Quando una carta DON!! sul terreno torna nel tuo Mazzo DON!!»",
    "timing.on_you_play_character": "«Quando giochi un Personaggio»",
    "timing.on_opponent_plays_character": "«Quando il tuo avversario gioca un Personaggio»",
    "timing.on_attack_leader": "«Quando questo Leader attacca il Leader del tuo avversario»",
    "timing.on_opponent_life_removed": "«Quando una carta viene rimossa dalle Vite del tuo "
                                       "avversario»",
    "timing.on_any_life_removed": "«Quando una carta viene rimossa dalle tue Vite o dalle "
                                  "Vite del tuo avversario»",
    "timing.on_life_to_hand": "«Quando una carta delle tue Vite viene aggiunta alla tua mano»",
    "timing.on_given_don": "«Quando a questo Leader o a uno dei tuoi Personaggi viene assegnata "
                           "una carta DON!!»",
    "timing.on_life_zero": "«Quando il numero delle tue carte Vita diventa 0»",
    "timing.on_battle_ko": "«Quando questo Personaggio combatte e mette K.O. un Personaggio del "
                           "tuo avversario»",
    "timing.on_you_deal_damage": "«Quando infliggi danni alle Vite del tuo avversario»",
    "timing.on_opponent_attacks": "«Quando il tuo avversario attacca»",
    "timing.on_character_rested_by_you": "«Se un Personaggio viene affaticato da un tuo effetto»",
    "timing.on_ko_by_opponents_effect": "«Quando questo Personaggio viene messo K.O. da un "
                                        "effetto del tuo avversario»",
    "don_x_lost": "{effect} non fa nulla: richiede [DON!! x{needed}], e quando si risolve la "
                  "carta ha {count} DON!! assegnate (la condizione deve valere ancora in quel "
                  "momento).",

    # --- choices: unread abilities, named choices (optcg/unread.py, picks.py) ---
    "note.take_default": (
        "{effect}: lo scenario non dice quante ne ha prese il giocatore tra le «fino a {most}», "
        "quindi il giudice ne ha prese {most}; l'azione può indicarlo con «take»"
    ),
    "note.search_default": (
        "{effect}: lo scenario non indica quali carte prende {player}, quindi il giudice ha preso "
        "le prime che vanno bene ({cards:il}); l'azione può indicarle con «target» (vuoto: nessuna)"
    ),
    "note.pay_default": (
        "{card:il}: lo scenario non dice quali carte pagano il costo, quindi il giudice ha preso "
        "le prime elencate che vanno bene (e la carta Vita in cima); un'azione «pay» le indica"
    ),
    "choice_declined": (
        "{effect}: {player} non sceglie nessuna delle carte, come dice lo scenario («target» "
        "vuoto; «fino a» permette di non sceglierne nessuna)."
    ),
    "trash_opponent_hand.picked": Plural(
        "count",
        one="{effect}: {chooser} sceglie a faccia in giù {cards:il} dalla mano di {player}, che "
            "viene {cards:scartato|scartata} (come indica lo scenario).",
        other="{effect}: {chooser} sceglie a faccia in giù {cards:il} dalla mano di {player}, che "
              "vengono scartate (come indica lo scenario).",
    ),
    "opponent_trash_from_hand.picked": "{effect}: {player} scarta {cards:il} dalla mano (sceglie "
                                       "{player}, come indica lo scenario).",
    "opponent_hand_to_bottom.picked": Plural(
        "count",
        one="{effect}: {player} mette {cards:il} dalla mano in fondo al mazzo (sceglie {player}, "
            "come indica lo scenario).",
        other="{effect}: {player} mette {cards:il} dalla mano in fondo al mazzo (sceglie "
              "{player}, nell'ordine indicato dallo scenario).",
    ),
    "opponent_trash_to_bottom.picked": Plural(
        "count",
        one="{effect}: {player} mette {cards:il} dagli Scarti in fondo al mazzo (sceglie "
            "{player}, come indica lo scenario).",
        other="{effect}: {player} mette {cards:il} dagli Scarti in fondo al mazzo (sceglie "
              "{player}, nell'ordine indicato dallo scenario).",
    ),
    "hand_to_deck.bottom.picked": Plural(
        "count",
        one="{effect}: {player} mostra {cards:il} e {cards:lo|la} mette dalla mano in fondo al "
            "mazzo.",
        other="{effect}: {player} mostra {cards:il} e le mette dalla mano in fondo al mazzo, "
              "nell'ordine indicato dallo scenario.",
    ),
    "hand_to_deck.top.picked": Plural(
        "count",
        one="{effect}: {player} mostra {cards:il} e {cards:lo|la} mette dalla mano in cima al "
            "mazzo.",
        other="{effect}: {player} mostra {cards:il} e le mette dalla mano in cima al mazzo, la "
              "prima indicata più in alto.",
    ),
    "note.pick_default": (
        "{effect}: lo scenario non indica quali carte sceglie {player}, quindi il giudice ha preso "
        "le prime elencate ({cards:il}); l'azione può indicarle con «picks»"
    ),
    "note.place_default.top": (
        "{effect}: lo scenario non dice se le carte vanno in cima o in fondo al mazzo, quindi il "
        "giudice le ha lasciate in cima; l'azione può indicarlo con «place» (top o bottom)"
    ),
    "note.place_default.bottom": (
        "{effect}: lo scenario non dice se le carte vanno in cima o in fondo al mazzo, quindi il "
        "giudice le ha messe in fondo; l'azione può indicarlo con «place» (top o bottom)"
    ),
    "note.place_default.life_top": (
        "{effect}: lo scenario non dice se la carta va in cima o in fondo alle carte Vita, quindi "
        "il giudice l'ha messa in cima; l'azione può indicarlo con «place» (top o bottom)"
    ),
    "opponent_return_don.picked": "{effect}: {player} rimette {count} DON!! dal terreno nel "
                                  "Mazzo DON!! (sceglie {player}, come indica lo scenario).",
    "note.don_default": (
        "{effect}: lo scenario non indica quali DON!! rimette {player}, quindi il giudice ne ha "
        "prese {count} come per DON!! −X (prima quelle affaticate della Zona Costi, poi quelle "
        "attive, poi quelle assegnate); l'azione può indicarle con «don_from»"
    ),
    "mismatch.already_chosen": "la carta è già stata scelta una volta",
    "effect_unread": "{effect} non si applica: il giudice non sa ancora leggere questa abilità "
                     "stampata (vedi le note). La carta conta come stampata (il suo momento, il "
                     "costo e il tipo); resta fuori solo ciò che l'abilità fa.",
    "illegal.target_twice": "{effect} sceglie carte diverse: {card:il} conta una volta sola; "
                            "nominare due volte la stessa carta non è permesso.",
    "illegal.target_same_name": "{effect} sceglie carte con nomi diversi: {card:il} ha il nome di "
                                "un'altra carta nominata, quindi non può essere scelta anche "
                                "questa.",
    "illegal.target_required": "{effect} deve scegliere una carta (il testo non dice «fino a»), "
                               "e potrebbe scegliere {card:il}: va nominata come bersaglio questa "
                               "carta, o un'altra adatta.",

    # --- negation: effects negated (optcg/negation.py) ---
    "auto_negated.on_play": "{effect} non si attiva: gli effetti [On Play] di {player} sono "
                            "annullati.",
    "on_play_negated": "{effect}: gli effetti [On Play] delle carte di {player} sono annullati "
                       "{duration}; una carta che {player} gioca nel frattempo non ne attiva "
                       "nessuno.",
    "negated": "{effect}: gli effetti {card:del} sono annullati {duration}. Ciò che hanno già "
               "fatto resta, e ciò che altre carte danno {card:al} continua ad applicarsi.",
    "auto_negated": "{effect} non si attiva: gli effetti {card:del} sono annullati.",
    "would.negate": "annullerebbe gli effetti di una carta",
    "would.negate.card": "annullerebbe gli effetti {card:del} durante questa battaglia",
    "illegal.activate_negated": "Gli effetti {card:del} sono annullati: il suo [Activate: Main] "
                                "non può essere attivato, né pagato il suo costo.",
    "illegal.blocker_negated": "{card:il} non può bloccare: i suoi effetti sono annullati, "
                               "[Blocker] compreso.",

    # --- base_power: base power set or swapped (optcg/base_power.py) ---
    "power.base_set": "potenza base fissata da un effetto",
    "base_power_set": "{effect}: la potenza base {card:del} diventa {value} {duration}; le "
                      "modifiche alla sua potenza continuano a sommarsi: ora {power}.",
    "base_power_swapped": "{effect}: {card:il} e {other:il} si scambiano le potenze base "
                          "{duration}; le modifiche alla loro potenza continuano a sommarsi: ora "
                          "{power} e {other_power}.",
    "would.base_power": "fisserebbe la potenza base di una carta",
    "would.base_power.card": "fisserebbe la potenza base {card:del}",
    "would.swap_base_power": "scambierebbe le potenze base di due carte",
    "why.swap_needs_two": "servono due carte e ne sono state scelte {count}",

    # --- ko_cost: a K.O. paid as a cost (optcg/ko_cost.py) ---
    "cost.ko_own": Plural(
        "count",
        one="mettere K.O. {count} proprio Personaggio che corrisponde al testo (uno che non può "
            "essere messo K.O. dagli effetti non vale)",
        other="mettere K.O. {count} propri Personaggi che corrispondono al testo (uno che non può "
              "essere messo K.O. dagli effetti non vale)",
    ),
    "paid.ko_own": "mette K.O. {cards:il}",

    # --- attack_target: the attack's target changed (optcg/attack_target.py) ---
    "attack_target_changed": "{effect}: il bersaglio dell'attacco passa {before:dal} {card:al}; "
                             "la battaglia continua con {card:il} (il testo di una carta viene "
                             "prima delle regole, quindi il nuovo bersaglio può anche essere "
                             "attivo).",
    "would.change_attack_target": "cambierebbe il bersaglio dell'attacco",
    "would.change_attack_target.card": "sposterebbe l'attacco {card:sul}",
    "why.already_target": "{card:il} è già il bersaglio dell'attacco",
    "why.attackers_own_card": "{card:il} appartiene al giocatore che attacca",

    # --- stage_ko: a Stage K.O.'d (optcg/stage_ko.py) ---
    "stage_knocked_out": "{effect}: {card:il} viene messo K.O. e va negli Scarti di {owner} (il "
                         "testo della carta mette K.O. uno Stadio, cosa che le regole dicono "
                         "altrimenti dei Personaggi).",

    # --- that_card: "if that Character ..." (optcg/that_card.py) ---
    "unmet.that_card": "la potenza {card:del} è ora {power} e il suo costo {cost}, non ciò che il "
                       "testo chiede a quella carta",
    "unmet.battle_target_gone": "la carta con cui ha combattuto non è più dove ha combattuto",
    "unmet.that_card_gone": "la carta scelta dall'effetto non è sul terreno (o non ne è stata "
                            "scelta nessuna)",
    "unmet.that_card_not_returned": "la carta scelta dall'effetto non è tornata in mano (o non "
                                    "ne è stata scelta nessuna)",
}
