"""One Piece Card Game events in Spanish, with the names of the glossary's Spanish terms."""
from __future__ import annotations

from ...core.catalogue import Message, Plural
from .tables import words

MESSAGES: dict[str, Message] = {
    "card.powered": "{card} ({power})",
    "card.powered_idle_don": "{card} ({power}; sus {count} DON!! {count:dada|dadas} solo dan "
                             "poder durante "
                             "el turno de {owner}, no ahora)",
    "card_with_cost": "{card} (coste {cost})",
    "card_with_cost_and_activation": "{card} (coste {cost}) con su coste de activación de "
                                     "{count} DON!!",
    "effect_of": "{timing} {card:del}",
    "power.printed": "impreso",
    "power.static": "efecto permanente",
    "power.counter": "Counter",
    "power.from_don": "por {count} DON!!",
    "power.from_card": "por {card:el}",
    "power.from_effect": "por un efecto",
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
    "zone.leader": "la Zona de Líder",
    "zone.characters": "la Zona de Personajes",
    "zone.stage": "la Zona de Stage",
    "zone.hand": "la mano",
    "zone.deck": "el mazo",
    "zone.life": "la Zona de Vida",
    "zone.trash": "el Trash",
    "zone.limbo": "ninguna zona (un [Trigger] revelado)",
    "duration.battle": "durante esta batalla",
    "duration.turn": "durante este turno",
    "duration.until_next_turn": "hasta el inicio del siguiente turno de quien lo controla",
    "note.given_don_return": Plural(
        "count", one="; su DON!! dada vuelve descansada a la Zona de costes",
        other="; sus {count} DON!! {count:dada|dadas} vuelven descansadas a la Zona de costes"),
    "attack_declared": "{attacker:el} descansa y ataca {target:al}.",
    "no_block": "{player} no bloquea.",
    "blocked": "{player} activa [Blocker]: {blocker:el} descansa y ocupa el lugar {attacked:del} "
               "como carta atacada.",
    "pass_after_battle": "{player} pasa; la batalla ya había terminado, así que no ocurre nada.",
    "counter_used": "{player} manda {card:el} de la mano al Trash por su Counter de {amount}: "
                    "{target:el} tiene ahora {power} durante esta batalla.",
    "counter_event_used": "{player} descansa {count} DON!! y manda {card:el} al Trash para activar "
                          "su [Counter].",
    "counter_event_used.free": "{player} manda {card:el} al Trash para activar su [Counter], que "
                               "no "
                               "cuesta nada.",
    "counter_step_ends.pass": "{player} pasa: termina el Paso de Counter.",
    "counter_step_ends.no_more": "{player} no usa más Counters: termina el Paso de Counter.",
    "battle_card_moved.attack": "Al final del Paso de ataque, {card:el} ha dejado la zona desde la "
                                "que combatía, así que la batalla salta al Final de la batalla "
                                "sin daño.",
    "battle_card_moved.block": "Al final del Paso de bloqueo, {card:el} ha dejado la zona desde la "
                               "que combatía, así que la batalla salta al Final de la batalla "
                               "sin daño.",
    "battle_card_moved.counter": "Al final del Paso de Counter, {card:el} ha dejado la zona desde "
                                 "la que combatía, así que la batalla salta al Final de la "
                                 "batalla sin daño.",
    "battle_lost": "Paso de daño: {attacker:el} tiene menos poder que {target:el}, así que "
                   "el ataque fracasa y no ocurre nada.",
    "battle_won": "Paso de daño: {attacker:el} supera {target:al}, así que el ataque tiene éxito.",
    "battle_tied": "Paso de daño: {attacker:el} empata con {target:el}; los empates los gana el "
                   "atacante, así que el ataque tiene éxito.",
    "damage_at_zero_life": "{player} tiene 0 cartas de Vida cuando se determina el daño: "
                           "recibirlo es una condición de derrota para {player}.",
    "double_attack": "[Double Attack]: el Líder de {player} recibe 2 de daño en lugar de 1, una "
                     "carta de Vida cada vez.",
    "damage_no_life_left": "El daño {number} de {total} no encuentra ninguna carta de Vida, así "
                           "que no ocurre nada más: {player} solo perdería por un daño "
                           "determinado sin cartas de Vida.",
    "banished_life": "[Banish]: la carta de Vida superior de {player} ({card}) va al Trash en "
                     "lugar de a la mano, y no se puede activar ningún [Trigger].",
    "life_to_hand": "{player} añade a la mano la carta de Vida superior ({card}).",
    "trigger_not_decided": "La carta de Vida superior de {player}, {card:el}, tiene [Trigger], "
                           "pero "
                           "no sigue ninguna decisión sobre él, así que {player} lo rechaza y "
                           "añade la carta a la mano.",
    "trigger_declined": "{player} decide no activar el [Trigger] {card:del} y la añade a la mano "
                        "sin revelarla.",
    "trigger_cannot_activate": "{player} no puede activar el [Trigger] {card:del} ({reason}); la "
                               "carta va a la mano.",
    "trigger_activated": "{player} revela {card:el} y activa su [Trigger] en lugar de "
                         "{card:añadirlo|añadirla} a "
                         "la "
                         "mano; el proceso de daño espera mientras se resuelve.",
    "trigger_trashed": "{card:el} va al Trash de {player} después de resolverse su [Trigger].",
    "battle_end": "Final de la batalla: la partida vuelve a la Fase principal.",
    "battle_end.effects_end": "Final de la batalla: terminan los efectos que duraban esta "
                              "batalla; la partida vuelve a la Fase principal.",
    "knocked_out.battle": "Tras perder la batalla, {card:el} queda K.O. y va al Trash de "
                          "{owner}{don_note}.",
    "don_given": "{player} da {count} DON!! {card:al}; cada DON!! dada suma 1000 de poder durante "
                 "el turno de {player}: ahora {power}.",
    "played": "{player} revela {card:el} y descansa {count} DON!! para pagar su coste.",
    "played.free": "{player} revela {card:el}; jugarlo no cuesta nada.",
    "entered.character": "{card:el} entra {card:activo|activa} en la Zona de Personajes; se ha "
                         "jugado este "
                         "turno.",
    "entered.stage": "{card:el} entra {card:activo|activa} en la Zona de Stage.",
    "trashed_for_sixth": "{player} tiene 5 Personajes, así que {card:el} va al Trash para hacer "
                         "sitio. Es procesamiento de reglas, no un K.O.: su [On K.O.] no se "
                         "activa{don_note}.",
    "main_event_used": "{player} descansa {count} DON!! y manda {card:el} al Trash para activar su "
                       "[Main].",
    "main_event_used.free": "{player} manda {card:el} al Trash para activar su [Main], que no "
                            "cuesta nada.",
    "activated": "{player} activa {effect}.",
    "cost_paid": "{player} paga el coste {card:del}: {paid}.",
    "paid.rest_don": "descansa {count} DON!!",
    "paid.don_minus": "devuelve {count} DON!! al Mazo DON!! (DON!! -{count})",
    "paid.trash_from_hand": "manda {cards:el} de la mano al Trash",
    "paid.rest_self": "descansa {card:el}",
    "auto_activates": "Se activa {effect}.",
    "auto_activates.don_x": "Se activa {effect} ([DON!! x{don_x}] se cumplía cuando llegó su "
                            "momento).",
    "auto_resolves_from_trash": "{effect} se resuelve desde el Trash (se activó cuando la carta "
                                "quedó K.O. en el campo).",
    "auto_resolves_from_trash.don_x": "{effect} se resuelve desde el Trash (se activó cuando la "
                                      "carta quedó K.O. en el campo, con [DON!! x{don_x}] "
                                      "cumplido).",
    "auto_moved_away": "{effect} no se activa: la carta dejó {zone} antes.",
    "auto_cannot_activate": "{effect} no se puede activar: {reason}",
    "auto_don_x_not_met": "{effect} necesita [DON!! x{needed}], pero la carta tiene {count} "
                          "DON!! {count:dada|dadas}, así que no se activa.",
    "auto_declined": "{player} decide no usar el efecto opcional {effect}.",
    "auto_declined.cost_unpaid": "{player} decide no pagar el coste de activación de {effect}, "
                                 "así que no se activa.",
    "auto_not_declinable": "{player} preferiría no usar {effect}, pero no dice «puedes» ni "
                           "tiene coste: debe activarse.",
    "step_skipped": "{effect} {what}, pero {why}; esa parte se omite (haz lo que puedas).",
    "why.no_target_chosen": "no se eligió ningún objetivo",
    "why.no_attacker": "no hay ninguna carta atacando",
    "why.no_battle_target": "no se está atacando a ninguna carta",
    "why.card_gone": "esa carta ya no está",
    "why.wrong_area": "está en {zone}, no donde este paso la necesita",
    "why.no_battle": "no hay ninguna batalla",
    "why.leader_stays": "un Líder nunca deja la Zona de Líder",
    "why.hand_empty": "la mano de {player} está vacía",
    "why.no_life": "{player} no tiene cartas de Vida",
    "why.deck_empty": "el mazo de {player} está vacío",
    "why.don_deck_empty": "el Mazo DON!! de {player} está vacío",
    "why.no_cost_card": "ahí no hay ninguna carta con coste",
    "defeat": "Procesamiento de reglas: {why}, así que {player} pierde la partida.",
    "defeat.winner": "Procesamiento de reglas: {why}, así que {player} pierde la partida y "
                     "{winner} gana.",
    "defeat.both": "Los dos jugadores cumplen una condición de derrota en el mismo "
                   "procesamiento de reglas: pierden ambos y nadie gana.",
    "defeat_why.damage_at_zero": "el Líder de {player} recibió daño con 0 cartas de Vida",
    "defeat_why.empty_deck": "{player} tiene 0 cartas en el mazo (cuenta en el acto, no en su "
                             "próximo robo)",
    "turn_passes": "Termina el turno; empieza el turno {turn} con {player} como jugador del "
                   "turno.",
    "end_phase": "{player} termina la Fase principal: Fase final.",
    "turn_effects_end": "Terminan los efectos que duraban este turno.",
    "refresh.effects_end": "Fase de recarga: terminan los efectos de {player} que duraban hasta "
                           "el inicio del siguiente turno de {player}.",
    "refresh.don_returned": "Fase de recarga: {player} devuelve a la Zona de costes, "
                            "descansadas, {count} DON!! {count:dada|dadas} al Líder y a los "
                            "Personajes.",
    "refresh.set_active": "Fase de recarga: {player} pone activas todas sus cartas y DON!! "
                          "descansadas.",
    "draw_phase": "Fase de robo: {player} roba 1 carta.",
    "draw_phase.first_turn": "Fase de robo: {player} juega primero y no roba en el primer "
                             "turno.",
    "draw_phase.empty": "Fase de robo: {player} no tiene cartas que robar.",
    "don_phase": "Fase DON!!: {player} coloca {count} DON!! del Mazo DON!! en la Zona de costes, "
                 "activas (quedan {left} en el Mazo DON!!).",
    "don_phase.empty": "Fase DON!!: el Mazo DON!! de {player} está vacío, así que no se coloca "
                       "ninguna DON!!.",
    "illegal.no_such_card": "No hay ninguna carta '{id}' en esta partida.",
    "illegal.attack_first_turn": "{player} no puede atacar: el turno {turn} es el primer turno "
                                 "de {player}, y nadie puede combatir en su primer turno.",
    "illegal.attacker_not_yours": "{card:el} no puede atacar: solo puede atacar el Líder de "
                                  "{player} o un Personaje de la Zona de Personajes de "
                                  "{player}.",
    "illegal.attacker_rested": "{card:el} está {card:descansado|descansada}: un ataque se declara "
                               "descansando una "
                               "carta activa.",
    "illegal.target_not_opponents": "{card:el} no puede ser atacada: el objetivo debe ser el Líder "
                                    "rival o uno de sus Personajes descansados.",
    "illegal.target_active": "{card:el} está {card:activo|activa}: solo se puede atacar al Líder "
                             "o a un "
                             "Personaje descansado.",
    "illegal.rush_character_leader": "{card:el} se ha jugado este turno: [Rush: Character] solo le "
                                     "deja atacar a Personajes este turno, no al Líder.",
    "illegal.played_this_turn": "{card:el} se ha jugado este turno y no tiene [Rush], así que no "
                                "puede atacar hasta el turno siguiente.",
    "illegal.no_battle.block": "No hay ninguna batalla en curso, así que no hay nada que "
                               "bloquear.",
    "illegal.no_battle.counter": "No hay ninguna batalla en curso, así que no hay nada que "
                                 "contrarrestar.",
    "illegal.no_battle.pass": "No hay ninguna batalla en curso, así que no hay nada que pasar.",
    "illegal.block_step_over": "El Paso de bloqueo ha terminado: [Blocker] solo se puede "
                               "activar en el Paso de bloqueo.",
    "illegal.already_blocked": "{card:el} ya ha bloqueado: solo se puede activar un [Blocker] por "
                               "batalla.",
    "illegal.not_a_blocker": "{card:el} no puede bloquear: solo puede una carta de {player} en el "
                             "campo con [Blocker].",
    "illegal.blocker_rested": "{card:el} está {card:descansado|descansada}: [Blocker] se activa "
                              "descansando una "
                              "carta "
                              "activa, así que una descansada no puede bloquear.",
    "illegal.blocker_is_attacked": "{card:el} es la carta atacada: [Blocker] protege a otra de tus "
                                   "cartas.",
    "illegal.unblockable": "{card:el} tiene [Unblockable]: {player} no puede activar [Blocker] "
                           "contra {card:él|ella}.",
    "illegal.counter_outside_counter_step": "Los Counters solo se usan en el Paso de Counter de "
                                            "un ataque rival.",
    "illegal.counter_not_in_hand": "{card:el} no está en la mano de {player}: solo el jugador que "
                                   "defiende usa Counters, desde la mano.",
    "illegal.no_counter_value": "{card:el} no tiene valor de Counter que usar.",
    "illegal.counter_target_not_defenders": "El Counter de una carta de Personaje solo puede "
                                            "subir el poder del Líder de {player} o de uno de "
                                            "los Personajes de {player}, no el {card:del}.",
    "illegal.not_a_counter": "{card:el} no es una carta de Personaje con valor de Counter ni un "
                             "Evento con [Counter].",
    "illegal.once_per_turn_used": "{effect} es [Once Per Turn] y esta carta ya lo ha usado este "
                                  "turno.",
    "illegal.once_per_turn_used.copy": "{effect} es [Once Per Turn] y esta carta ya lo ha usado "
                                       "este turno; {copy} aún podría usar el suyo.",
    "illegal.don_x_not_met": "{effect} necesita [DON!! x{needed}]: al menos {needed} DON!! "
                             "{needed:dada|dadas} "
                             "a esta carta, y tiene {count}.",
    "illegal.cost_rest_don": "{effect:el} cuesta descansar {needed} DON!!, pero {player} solo "
                             "tiene "
                             "{count} DON!! {count:activa|activas} en la Zona de costes.",
    "illegal.cost_don_minus": "{effect} cuesta DON!! -{needed}, pero {player} solo tiene "
                              "{count} DON!! en el campo.",
    "illegal.cost_trash_from_hand": Plural(
        "needed",
        one="{effect} cuesta mandar {needed} carta de la mano al Trash, pero {player} solo "
            "tiene {count}.",
        other="{effect} cuesta mandar {needed} cartas de la mano al Trash, pero {player} solo "
              "tiene {count}."),
    "illegal.cost_rest_self_off_field": "{effect} cuesta descansar {card:al}, que no está en el "
                                        "campo.",
    "illegal.cost_rest_self_rested": "{effect} cuesta descansar {card:al}, que ya está "
                                     "{card:descansado|descansada}.",
    "illegal.give_don_target": "Solo se pueden dar DON!! al Líder o a los Personajes de "
                               "{player} en el campo, no {card:al}.",
    "illegal.give_don_too_many": "{player} quiere dar {wanted} DON!!, pero solo tiene {count} "
                                 "DON!! {count:activa|activas} en la Zona de costes.",
    "illegal.not_in_hand": "{card:el} no está en la mano de {player} (está en {zone}), así que "
                           "{player} no puede jugarla.",
    "illegal.replace_stage": "Jugar {card:el} manda al Trash por sí solo el Stage que ya está en "
                             "juego; solo ese Stage se puede indicar para reemplazar.",
    "illegal.sixth_character_needs_room": "{player} ya tiene 5 Personajes: un sexto Personaje "
                                          "requiere mandar al Trash uno de los de {player} "
                                          "({rule}); indica cuál para jugar {card:el}.",
    "illegal.replace_not_a_character": "El Personaje que se manda al Trash para un sexto debe "
                                       "ser uno de los Personajes de {player} en juego, y "
                                       "'{id}' no lo es (son: {known}).",
    "illegal.replace_not_full": Plural(
        "count",
        one="{player} solo tiene {count} Personaje: solo se manda uno al Trash para hacer sitio "
            "cuando ya hay 5 en juego.",
        other="{player} solo tiene {count} Personajes: solo se manda uno al Trash para hacer "
              "sitio cuando ya hay 5 en juego."),
    "illegal.not_a_main_event": "{card:el} no es un Evento con [Main], así que no se puede usar "
                                "así.",
    "illegal.activate_not_on_field": "{card:el} no está en el campo de {player}, así que {player} "
                                     "no puede activar sus efectos.",
    "illegal.activate_event": "{card:el} no está en el campo de {player}, así que {player} no "
                              "puede activar sus efectos (el [Main] de un Evento se usa "
                              "jugando el Evento).",
    "illegal.no_activate_main": "{card:el} no tiene ningún efecto [Activate: Main].",
    "illegal.no_trigger_waiting": "No hay ningún [Trigger] pendiente: {why}.",
    "no_trigger.banish": "[Banish] mandó la carta de Vida al Trash en lugar de a la mano, así "
                         "que no se puede activar ningún [Trigger]",
    "no_trigger.none_on_card": "la carta de Vida que recibió {player} ({card}) no tiene "
                               "[Trigger]",
    "no_trigger.moved_by_effect": "una carta de Vida movida por un efecto no es daño, así que no "
                                  "se revela ningún [Trigger]",
    "no_trigger.no_damage_yet": "aún no se ha hecho daño en esta batalla (el defensor debe pasar "
                                "primero para terminar el Paso de Counter)",
    "no_trigger.not_after_damage": "una decisión de [Trigger] solo sigue a una carta de Vida con "
                                   "[Trigger] recibida por daño",
    "input.card_type_here": "una carta aquí debe ser de uno de estos tipos: {types}",
    "input.too_many_don": "{player} tiene {count} DON!! en total (Zona de costes, dados y Mazo "
                          "DON!!): como máximo {limit} ({rule})",
    "input.reserved_leader_id": "{id} está reservado para ese Líder",
    "input.duplicate_id": "id repetido '{id}' (usado antes en {first})",
    "input.field_only": "solo una carta en el campo puede tener esto",
    "input.don_on_leader_or_character": "solo se pueden dar DON!! a un Líder o a un Personaje",
    "input.characters_only": "solo los Personajes en el campo tienen esto",
    "input.unknown_step": "paso desconocido (pasos válidos: {known})",
    "input.action_card_id": "debe ser un id de carta (o A.leader / B.leader)",
    "kind.leader": "Líder",
    "kind.character": "Personaje",
    "kind.event": "Evento",
    "kind.stage": "Stage",
    "mismatch.not_owner": "no es de {player}",
    "mismatch.not_opponents": "no es del rival de {player}",
    "mismatch.type": "su categoría de carta es {kind} y el efecto solo nombra {wanted}",
    "mismatch.cost_above": "su coste es {value}, no {limit} o menos",
    "mismatch.cost_below": "su coste es {value}, no {limit} o más",
    "mismatch.power_above": "su poder es {value}, no {limit} o menos",
    "mismatch.power_below": "su poder es {value}, no {limit} o más",
    "mismatch.name": "no es {names}",
    "mismatch.trait": "no tiene ninguno de los tipos {traits}",
    "mismatch.color": "no es de ninguno de estos colores: {colors}",
    "mismatch.not_rested": "no está descansada",
    "mismatch.rested": "está descansada",
    "illegal.target_not_allowed": "{effect} no puede elegir {card:al}: {why}.",
    "illegal.choose_unknown_card": "`choose` nombra una carta que no está en el escenario.",
    "illegal.choose_no_effect": "{card:el} no tiene ningún efecto que se resuelva en su propio "
                                "momento y para el que elegir un objetivo.",
    "target_chosen": "{player} elige {card:al} como objetivo del siguiente efecto de {source}.",
    "input.no_printed_card": "no hay ninguna carta {number} (importa los datos de cartas con "
                             "import_cards)",
    "the_effect": "El efecto",
    "why.no_own_card_chosen": "no se eligió ningún Líder ni Personaje de {player}",
    "why.not_waiting_to_be_played": "no está esperando a ser jugada",
    "why.five_characters": "{player} ya tiene 5 Personajes y el escenario no dice cuál va al "
                           "Trash",
    "deck_trashed": Plural("count", one="{effect}: {player} manda al Trash la carta superior "
                                        "del mazo.",
                           other="{effect}: {player} manda al Trash las {count} cartas "
                                 "superiores del mazo."),
    "deck_trashed.short": "{effect}: {player} manda al Trash las {count} cartas superiores del "
                          "mazo (no había más).",
    "condition_unmet": "{effect}: no se cumple su condición ({why}), así que lo que sigue no se "
                       "resuelve.",
    "unmet.leader_trait": "el Líder de {player} no tiene el tipo {{{value}}}",
    "unmet.leader_name": "el Líder de {player} no es [{value}]",
    "unmet.life_max": "{player} tiene más de {value} {value:carta|cartas} de Vida",
    "unmet.life_min": "{player} tiene menos de {value} {value:carta|cartas} de Vida",
    "unmet.opponent_life_max": "el rival de {player} tiene más de {value} {value:carta|cartas} de "
                               "Vida",
    "unmet.hand_max": "{player} tiene más de {value} {value:carta|cartas} en la mano",
    "unmet.don_min": "{player} tiene menos de {value} DON!! en el campo",
    "unmet.turn_you": "no es el turno de {player}",
    "unmet.turn_opponent": "es el propio turno de {player}",
    "card.unnamed.character": "Personaje {id}",
    "card.unnamed.event": "Evento {id}",
    "card.unnamed.stage": "Stage {id}",
    "illegal.cannot_attack": "{card:el} no puede atacar: un efecto permanente de la propia carta "
                             "lo "
                             "prohíbe, y una prohibición siempre prevalece.",
    "ko_prevented.effect": "{effect}: {card:el} no queda K.O. ({why}); sigue en el campo.",
    "ko_prevented.battle": "{card:el} pierde la batalla pero no queda K.O. ({why}); sigue en el "
                           "campo.",
    "why.no_ko_by_effects": "no puede quedar K.O. por efectos",
    "why.no_ko_by_opponents_effects": "no puede quedar K.O. por efectos del rival",
    "why.no_ko_in_battle": "no puede quedar K.O. en batalla",
    "gain.blocker": "[Blocker]",
    "gain.rush": "[Rush]",
    "gain.rush_character": "[Rush: Character]",
    "gain.double_attack": "[Double Attack]",
    "gain.banish": "[Banish]",
    "gain.unblockable": "[Unblockable]",
    "gain.attacks_active": "la posibilidad de atacar a los Personajes activos del rival",
    "removal_prevented": "{effect}: {card:el} sigue en el campo ({why}).",
    "why.no_removal_by_opponents_effects": "no puede ser retirada del campo por efectos del "
                                           "rival",
    "why.no_ko_in_battle.versus": "no puede quedar K.O. en batalla contra {card:el}",
    "opponents_turn_effects_end": "Terminan los efectos que duraban hasta el final de este "
                                  "turno.",
    "duration.opponents_next_turn": "hasta el final del siguiente turno del rival",
    "illegal.no_leader_attack_when_played": "{card:el} se ha jugado este turno: su propio texto "
                                            "le prohíbe atacar a un Líder este turno.",
}
MESSAGES.update(words("es"))  # the verdict's and each family's (tables.py)
