"""The One Piece engine's catalogue in Spanish: every event the engine words, in the names of
the glossary's Spanish terms. The entries before the first section are the engine's own
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
        one="{card} ({power}; su DON!! dada solo da poder durante el turno de {owner}, no ahora)",
        other="{card} ({power}; sus {count} DON!! dadas solo dan poder durante el turno de "
              "{owner}, no ahora)",
    ),
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
    "counter_used": "{player} manda {card:el} de la mano al Trash para usar su Counter de "
                    "{amount}: "
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
    "damage_at_zero_life": "{player} no tiene cartas de Vida cuando se determina el daño: "
                           "recibirlo es una condición de derrota para {player}.",
    "double_attack": "[Double Attack]: el Líder de {player} recibe 2 de daño en lugar de 1, una "
                     "carta de Vida cada vez.",
    "damage_no_life_left": "El daño n.º {number} (de {total}) no encuentra ninguna carta de "
                           "Vida, así que no ocurre nada más: {player} solo perdería por un daño "
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
    "entered.character": "{card:el} entra en la Zona de Personajes en estado activo; se ha jugado "
                         "este turno.",
    "entered.character_rested": "{card:el} entra en la Zona de Personajes en estado descansado, "
                                "como dice un efecto permanente; se ha jugado este turno.",
    "entered.stage": "{card:el} entra en la Zona de Stage en estado activo.",
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
    "auto_don_x_not_met": Plural(
        "count",
        one="{effect} necesita [DON!! x{needed}], pero la carta tiene {count} DON!! dada, así que "
            "no se activa.",
        other="{effect} necesita [DON!! x{needed}], pero la carta tiene {count} DON!! dadas, así "
              "que no se activa.",
        zero="{effect} necesita [DON!! x{needed}], pero la carta no tiene ninguna DON!! dada, así "
             "que no se activa.",
    ),
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
    "why.wrong_area": "está en {zone}, no en la zona que necesita este paso",
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
    "defeat_why.damage_at_zero": "el Líder de {player} recibió daño sin cartas de Vida",
    "defeat_why.empty_deck": "{player} no tiene cartas en el mazo (cuenta en el acto, no en su "
                             "próximo robo)",
    "defeat_why.deck_out_win": "el mazo de {player} se ha quedado en 0 cartas, y la regla del "
                               "Líder de {player} hace de ello una victoria en vez de una derrota",
    "defeat_why.deck_emptied": "el mazo de {player} se quedó en 0 cartas durante este turno, y "
                               "la regla del Líder de {player} hace de ello una derrota al final "
                               "del turno, vuelva lo que vuelva al mazo después",
    "turn_passes": "Termina el turno; empieza el turno {turn}, el de {player}.",
    "end_phase": "{player} termina la Fase principal: empieza la Fase final.",
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
    "don_phase": Plural(
        "left",
        one="Fase DON!!: {player} coloca {count} DON!! {count:activa|activas} del Mazo DON!! en la "
            "Zona de costes (queda {left} en el Mazo DON!!).",
        other="Fase DON!!: {player} coloca {count} DON!! {count:activa|activas} del Mazo DON!! en "
              "la Zona de costes (quedan {left} en el Mazo DON!!).",
        zero="Fase DON!!: {player} coloca {count} DON!! {count:activa|activas} del Mazo DON!! en "
             "la Zona de costes (el Mazo DON!! se queda vacío).",
    ),
    "don_phase.empty": "Fase DON!!: el Mazo DON!! de {player} está vacío, así que no se coloca "
                       "ninguna DON!!.",
    "don_phase.to_leader": "Fase DON!!: 1 de esas DON!! se da {card:al} en su lugar, como dice "
                           "su texto (el texto de una carta prevalece sobre las reglas).",
    "illegal.no_such_card": "No hay ninguna carta '{id}' en esta partida.",
    "illegal.attack_first_turn": "{player} no puede atacar, porque el turno {turn} es el primer "
                                 "turno de {player} y nadie puede combatir en su primer turno.",
    "illegal.attacker_not_yours": "{card:el} no puede atacar: solo puede atacar el Líder de "
                                  "{player} o un Personaje de la Zona de Personajes de "
                                  "{player}.",
    "illegal.attacker_rested": "{card:el} está {card:descansado|descansada}, y un ataque se "
                               "declara descansando una carta activa.",
    "illegal.target_not_opponents": "{card:el} no puede ser atacada: el objetivo debe ser el Líder "
                                    "rival o uno de sus Personajes descansados.",
    "illegal.attack_only_named": "no se puede atacar {target:al}: mientras rige el efecto "
                                 "{card:del}, solo a Personajes llamados [{name}].",
    "illegal.target_active": "{card:el} está {card:activo|activa}, y solo se puede atacar al "
                             "Líder o a un Personaje descansado.",
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
    "illegal.not_a_blocker": "{card:el} no puede bloquear: solo puede hacerlo una carta de "
                             "{player} en el campo que tenga [Blocker].",
    "illegal.blocker_rested": "{card:el} está {card:descansado|descansada}, y [Blocker] se activa "
                              "descansando una carta activa, así que una carta descansada no "
                              "puede bloquear.",
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
    "illegal.don_x_not_met": Plural(
        "count",
        one="{effect} necesita [DON!! x{needed}]: al menos {needed} DON!! {needed:dada|dadas} a "
            "esta carta, y solo tiene {count}.",
        other="{effect} necesita [DON!! x{needed}]: al menos {needed} DON!! {needed:dada|dadas} a "
              "esta carta, y solo tiene {count}.",
        zero="{effect} necesita [DON!! x{needed}]: al menos {needed} DON!! {needed:dada|dadas} a "
             "esta carta, y no tiene ninguna.",
    ),
    "illegal.cost_rest_don": Plural(
        "count",
        one="{effect:el} cuesta descansar {needed} DON!!, pero {player} solo tiene {count} DON!! "
            "activa en la Zona de costes.",
        other="{effect:el} cuesta descansar {needed} DON!!, pero {player} solo tiene {count} "
              "DON!! activas en la Zona de costes.",
        zero="{effect:el} cuesta descansar {needed} DON!!, pero {player} no tiene ninguna DON!! "
             "activa en la Zona de costes.",
    ),
    "illegal.cost_don_minus": Plural(
        "count",
        one="{effect} cuesta DON!! -{needed}, pero {player} solo tiene {count} DON!! en el campo.",
        other="{effect} cuesta DON!! -{needed}, pero {player} solo tiene {count} DON!! en el "
              "campo.",
        zero="{effect} cuesta DON!! -{needed}, pero {player} no tiene ninguna DON!! en el campo.",
    ),
    "illegal.cost_trash_from_hand": Plural(
        "count",
        one="{effect} cuesta mandar {needed} {needed:carta|cartas} de la mano al Trash, pero "
            "{player} solo tiene {count}.",
        other="{effect} cuesta mandar {needed} {needed:carta|cartas} de la mano al Trash, pero "
              "{player} solo tiene {count}.",
        zero="{effect} cuesta mandar {needed} {needed:carta|cartas} de la mano al Trash, pero "
             "{player} no tiene ninguna carta en la mano.",
    ),
    "illegal.cost_rest_self_off_field": "{effect} cuesta descansar {card:al}, que no está en el "
                                        "campo.",
    "illegal.cost_rest_self_rested": "{effect} cuesta descansar {card:al}, pero esa carta ya "
                                     "está descansada.",
    "illegal.give_don_target": "Solo se pueden dar DON!! al Líder o a los Personajes de "
                               "{player} en el campo, no {card:al}.",
    "illegal.give_don_too_many": "{player} quiere dar {wanted} DON!!, pero solo tiene {count} "
                                 "DON!! {count:activa|activas} en la Zona de costes.",
    "illegal.not_in_hand": (
        "{card:el} no está en la mano de {player} (está en {zone}), así que {player} no puede "
        "{card:jugarlo|jugarla}."
    ),
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
    "illegal.no_trigger_waiting": "No hay ningún [Trigger] pendiente, porque {why}.",
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
    "input.too_many_don": "{player} tiene {count} DON!! en total (Zona de costes, dadas y Mazo "
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
    "color.red": "rojo",
    "color.green": "verde",
    "color.blue": "azul",
    "color.purple": "morado",
    "color.black": "negro",
    "color.yellow": "amarillo",
    "mismatch.not_rested": "la carta no está descansada",
    "mismatch.rested": "la carta está descansada",
    "illegal.target_not_allowed": "{effect} no puede elegir {card:al}: {why}.",
    "illegal.choose_unknown_card": "`choose` nombra una carta que no está en el escenario.",
    "illegal.choose_no_effect": "{card:el} no tiene ningún efecto que se resuelva en su propio "
                                "momento y para el que elegir un objetivo.",
    "target_chosen": "{player} elige {card:al} como objetivo del siguiente efecto {source:del}.",
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
    "deck_trashed.short": Plural(
        "count",
        one="{effect}: {player} manda al Trash la única carta del mazo (no había más).",
        other="{effect}: {player} manda al Trash las {count} cartas superiores del mazo (no "
              "había más).",
    ),
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
    "why.no_ko_by_opponents_effects_once": "no puede quedar K.O. por efectos del rival una vez "
                                           "por turno, y esta es la primera vez en este turno",
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
    "why.no_removal_by_opponents_effects": "los efectos del rival no pueden retirar esa carta del "
                                           "campo",
    "why.no_ko_in_battle.versus": "no puede quedar K.O. en batalla contra {card:el}",
    "opponents_turn_effects_end": "Terminan los efectos que duraban hasta el final de este "
                                  "turno.",
    "illegal.no_leader_attack_when_played": "{card:el} se ha jugado este turno: su propio texto "
                                            "le prohíbe atacar a un Líder este turno.",

    # --- verdict: the verdict's words (optcg/verdict.py) ---
    "verdict.battle_number": "Batalla {number}: {battle}",
    "verdict.power_total": "{total} ({sum})",
    "verdict.sum_plus": "{sum} + {amount} {label}",
    "verdict.sum_minus": "{sum} - {amount} {label}",
    "verdict.the_blocker": "{card} (Blocker)",
    "verdict.attack_fails": "El ataque de {player} fracasa: {attacker:el} con {attacker_power} no "
                            "supera {target:al} con {target_power}. Nada queda K.O. y {defender} "
                            "no recibe daño.",
    "verdict.attack_fails_ko": Plural(
        "cards",
        one="El ataque de {player} fracasa: {attacker:el} con {attacker_power} no supera "
            "{target:al} con {target_power}, así que {defender} no recibe daño. Queda K.O. por "
            "un efecto durante la batalla: {cards:el}.",
        other="El ataque de {player} fracasa: {attacker:el} con {attacker_power} no supera "
              "{target:al} con {target_power}, así que {defender} no recibe daño. Quedan K.O. "
              "por efectos durante la batalla: {cards:el}.",
    ),
    "verdict.beats_ko": "El ataque de {player} tiene éxito: {attacker:el} con {attacker_power} "
                        "supera {target:al} con {target_power}, así que {card:el} queda K.O.",
    "verdict.ties_ko": "El ataque de {player} tiene éxito: {attacker:el} con {attacker_power} "
                       "empata con {target:el} con {target_power}, y los empates los gana el "
                       "atacante, así que {card:el} queda K.O.",
    "verdict.beats_damage": Plural(
        "life",
        one="El ataque de {player} tiene éxito: {attacker:el} con {attacker_power} supera "
            "{target:al} con {target_power}, así que {defender} recibe {damage} de daño y le "
            "queda {life} carta de Vida.",
        other="El ataque de {player} tiene éxito: {attacker:el} con {attacker_power} supera "
              "{target:al} con {target_power}, así que {defender} recibe {damage} de daño y le "
              "quedan {life} cartas de Vida.",
        zero="El ataque de {player} tiene éxito: {attacker:el} con {attacker_power} supera "
             "{target:al} con {target_power}, así que {defender} recibe {damage} de daño y no le "
             "queda ninguna carta de Vida.",
    ),
    "verdict.ties_damage": Plural(
        "life",
        one="El ataque de {player} tiene éxito: {attacker:el} con {attacker_power} empata con "
            "{target:el} con {target_power}, y los empates los gana el atacante, así que "
            "{defender} recibe {damage} de daño y le queda {life} carta de Vida.",
        other="El ataque de {player} tiene éxito: {attacker:el} con {attacker_power} empata con "
              "{target:el} con {target_power}, y los empates los gana el atacante, así que "
              "{defender} recibe {damage} de daño y le quedan {life} cartas de Vida.",
        zero="El ataque de {player} tiene éxito: {attacker:el} con {attacker_power} empata con "
             "{target:el} con {target_power}, y los empates los gana el atacante, así que "
             "{defender} recibe {damage} de daño y no le queda ninguna carta de Vida.",
    ),
    "verdict.beats_at_zero": "El ataque de {player} tiene éxito: {attacker:el} con "
                             "{attacker_power} supera {target:al} con {target_power} cuando a "
                             "{defender} no le queda ninguna carta de Vida.",
    "verdict.ties_at_zero": "El ataque de {player} tiene éxito: {attacker:el} con "
                            "{attacker_power} empata con {target:el} con {target_power}, y los "
                            "empates los gana el atacante, cuando a {defender} no le queda "
                            "ninguna carta de Vida.",
    "verdict.battle_ended": "La batalla termina sin daño: {card:el} dejó la zona desde la que "
                            "combatía antes del Paso de daño ({rules}).",
    "verdict.not_allowed": "La acción {number} no está permitida ({rules}): {reason}",
    "verdict.both_lose": "Ambos jugadores pierden y nadie gana: los dos cumplen a la vez una "
                         "condición de derrota ({rules}).",
    "verdict.wins_deck_out": "{winner} gana la partida: a {loser} no le quedan cartas en el mazo "
                             "({rules}).",
    "verdict.wins_by_effect": "{winner} gana la partida: lo dice el efecto de una carta, y "
                              "{loser} pierde ({rules}).",
    "verdict.wins_damage_at_zero": "{winner} gana la partida: el Líder de {loser} recibió daño "
                                   "sin cartas de Vida ({rules}).",
    "verdict.also_ko": Plural(
        "cards",
        one="Queda K.O. por un efecto durante la batalla: {cards:el}.",
        other="Quedan K.O. por efectos durante la batalla: {cards:el}.",
    ),
    "verdict.allowed": "Todas las acciones están permitidas; no hubo batalla y nada quedó K.O.",
    "verdict.allowed_ko": Plural(
        "cards",
        one="Todas las acciones están permitidas; no hubo batalla. Queda K.O.: {cards:el}.",
        other="Todas las acciones están permitidas; no hubo batalla. Quedan K.O.: {cards:el}.",
    ),
    "verdict.double_attack_fixed": "El daño de [Double Attack] sigue siendo 2 aunque se activara "
                                   "un [Trigger] tras el primer daño ({rules}).",
    "verdict.idle_don": Plural(
        "count",
        one="La carta DON!! dada {card:al} no da poder en el turno de {player} ({rules}).",
        other="Las {count} cartas DON!! dadas {card:al} no dan poder en el turno de {player} "
              "({rules}).",
    ),
    "verdict.zero_life": "Sin cartas de Vida, {player} aún no ha perdido: solo el daño recibido "
                         "sin cartas de Vida hace perder la partida ({rules}).",

    # --- groups: several cards at once (optcg/groups.py) ---
    "why.trash_empty": "el Trash de {player} está vacío",
    "mismatch.no_trigger": "no tiene [Trigger]",
    "mismatch.has_base_effect": "tiene un efecto propio (texto de carta o [Trigger])",
    "mismatch.has_on_play": "tiene un efecto [On Play], se aplique o no",
    "mismatch.no_blocker": "ahora no tiene [Blocker]",
    "choice_unfit": "{effect}: {card:el} no encaja con lo que elige ({why}), así que no se elige.",
    "second_choice_unfit": "{effect}: cuando llega su segunda elección, {card:el} no encaja "
                           "({why}); esa parte se omite.",
    "illegal.counter_one_card": "Un valor de Counter sube el poder de una sola carta: {player} "
                                "nombra un Líder o un Personaje.",
    "illegal.too_many_targets": "{effect} elige hasta {limit} {limit:carta|cartas}, así que no "
                                "puede elegir {count}.",
    "illegal.total_power_above": "{effect} elige cartas con un poder total de {limit} o menos: "
                                 "las nombradas suman {total}.",
    "why.none_match": "ninguna carta del campo encaja con su descripción",
    "mismatch.base_cost_above": "su coste base es {value}, no {limit} o menos",
    "mismatch.base_cost_below": "su coste base es {value}, no {limit} o más",
    "mismatch.base_power_above": "su poder base es {value}, no {limit} o menos",
    "mismatch.base_power_below": "su poder base es {value}, no {limit} o más",
    "mismatch.is_self": "es la carta de la que viene el efecto",
    "mismatch.excluded_name": "el efecto excluye a {name}",
    "mismatch.no_first_choice": "no se eligió ninguna carta antes, así que no hay color del que "
                                "diferir",
    "mismatch.same_color_as": "comparte un color ({colors}) con {card:el}, elegido antes",
    "mismatch.don_below": "tiene {value} DON!! {value:dada|dadas}, no {limit} o más",
    "why.no_don_on_field": "{player} no tiene DON!! en el campo",
    "why.no_active_don": "{player} no tiene DON!! activas en la Zona de costes",

    # --- decks: deck searches (optcg/decks/) ---
    "would.hand_to_deck": "colocaría cartas de la mano en el mazo",
    "hand_to_deck.bottom": Plural(
        "count",
        one="{effect}: {player} muestra {cards:el} y {cards:lo|la} coloca de la mano en el fondo "
            "del mazo (la primera carta de la mano; el jugador elige qué carta).",
        other="{effect}: {player} muestra {cards:el} y las coloca de la mano en el fondo del mazo "
              "(las primeras de la mano, en ese orden; el jugador elige qué cartas y en qué "
              "orden).",
    ),
    "hand_to_deck.top": Plural(
        "count",
        one="{effect}: {player} muestra {cards:el} y {cards:lo|la} coloca de la mano encima del "
            "mazo (el jugador elige qué carta).",
        other="{effect}: {player} muestra {cards:el} y las coloca de la mano encima del mazo, la "
              "primera arriba del todo (el jugador elige qué cartas y en qué orden).",
    ),
    "hand_to_deck.top_or_bottom": Plural(
        "count",
        one="{effect}: {player} muestra {cards:el} y {cards:lo|la} coloca de la mano en el fondo "
            "del mazo (el jugador podría elegir la parte superior del mazo u otra carta).",
        other="{effect}: {player} muestra {cards:el} y las coloca de la mano en el fondo del mazo "
              "(el jugador podría elegir la parte superior del mazo, otras cartas y otro orden).",
    ),
    "unmet.top_card": "{card:el}, encima del mazo, no cumple: {why}",
    "unmet.top_card_none": "el mazo de {player} está vacío",
    "unmet.top_card_unknown": "el escenario da el mazo de {player} solo como un número, así que "
                              "no se puede mostrar que su carta superior cumpla",
    "deck_revealed": Plural(
        "count",
        one="{effect}: {player} revela la carta superior del mazo ({cards}).",
        other="{effect}: {player} revela las {count} cartas superiores del mazo ({cards}).",
    ),
    "deck_revealed.short": Plural(
        "count",
        one="{effect}: {player} revela la única carta que queda en el mazo, de las {wanted} que "
            "pide el efecto ({cards}).",
        other="{effect}: {player} revela las {count} cartas que quedan en el mazo, de las "
              "{wanted} que pide el efecto ({cards}).",
    ),
    "deck_play.took": "{effect}: {player} elige {card:el} para {card:jugarlo|jugarla}.",
    "deck_play.took_first": "{effect}: {player} elige {card:el}, la primera de ellas que cumple "
                            "(el escenario no eligió ninguna), para jugarla.",
    "mismatch.trait_including": "ninguno de sus tipos incluye {parts}",
    "mismatch.attribute": "no tiene ninguno de los atributos {attributes}",
    "mismatch.trait_or_attribute": "no tiene ninguno de los tipos {traits} ni de los atributos "
                                   "{attributes}",
    "would.look_at_deck": "miraría las cartas superiores del mazo",
    "deck_looked": Plural(
        "count",
        one="{effect}: {player} mira la carta superior del mazo ({cards}); mientras la mira, "
            "sigue en el mazo.",
        other="{effect}: {player} mira las {count} cartas superiores del mazo ({cards}); mientras "
              "las mira, siguen en el mazo.",
    ),
    "deck_looked.short": Plural(
        "count",
        one="{effect}: {player} mira la única carta que queda en el mazo, de las {wanted} que "
            "pide el efecto ({cards}).",
        other="{effect}: {player} mira las {count} cartas que quedan en el mazo, de las {wanted} "
              "que pide el efecto ({cards}).",
    ),
    "deck_searched_whole": "{effect}: {player} mira todo el mazo ({count} {count:carta|cartas}).",
    "deck_shuffled": "{effect}: {player} baraja el mazo; su nuevo orden es aleatorio, así que el "
                     "juez mantiene el orden que indica el escenario.",
    "deck_search.took": "{effect}: {player} revela {card:el} y {card:lo|la} añade a la mano.",
    "deck_search.took_first": "{effect}: {player} revela {card:el}, la primera de ellas que "
                              "cumple (el escenario no eligió ninguna), y la añade a la mano.",
    "deck_play.none": (
        "{effect}: ninguna cumple, así que {player} no juega nada («hasta» permite no jugar "
        "ninguna)."
    ),
    "deck_play.none_known": (
        "{effect}: el escenario da estas cartas del mazo solo como un número, así que no se puede "
        "mostrar que ninguna cumpla; {player} no juega nada."
    ),
    "deck_search.none": (
        "{effect}: ninguna cumple, así que {player} no añade nada a la mano («hasta» permite no "
        "añadir ninguna)."
    ),
    "deck_search.none_known": "{effect}: el escenario da estas cartas del mazo solo como un "
                              "número, así que no se puede mostrar que ninguna cumpla; {player} "
                              "no añade nada a la mano.",
    "deck_search.not_looked": Plural(
        "count",
        one="{effect}: {card:el} no es la carta mirada, así que no se puede tomar; no se añade "
            "nada a la mano.",
        other="{effect}: {card:el} no está entre las {count} cartas miradas, así que no se puede "
              "tomar; no se añade nada a la mano.",
    ),
    "deck_search.no_fit": "{effect}: {card:el} no se puede tomar ({why}); no se añade nada a la "
                          "mano.",
    "deck_rest.bottom": Plural(
        "count",
        one="{effect}: {player} coloca {cards:el} en el fondo del mazo.",
        other="{effect}: {player} coloca {cards:el} en el fondo del mazo, en el orden del "
              "escenario (el orden lo elige el jugador).",
    ),
    "deck_rest.trash": "{effect}: {player} manda {cards:el} al Trash.",
    "deck_rest.top": Plural(
        "count",
        one="{effect}: {player} deja {cards:el} encima del mazo (el jugador podría "
            "colocar{cards:lo|la} en el fondo).",
        other="{effect}: {player} deja {cards:el} encima del mazo en el orden del escenario (el "
              "jugador podría colocar cualquiera de ellas en el fondo).",
    ),
    "trash_to_hand": "{effect}: {player} añade {cards:el} del Trash a la mano.",
    "trash_to_hand.first": Plural(
        "count",
        one="{effect}: {player} añade {cards:el} del Trash a la mano, la primera de allí que "
            "cumple (el escenario no eligió ninguna).",
        other="{effect}: {player} añade {cards:el} del Trash a la mano, las primeras de allí que "
              "cumplen (el escenario no eligió ninguna).",
    ),
    "trash_to_hand.none": "{effect}: ninguna carta del Trash de {player} cumple, así que no se "
                          "añade nada a la mano.",
    "illegal.search_not_looked": Plural(
        "count",
        one="{effect} solo mira la carta superior del mazo, y {card:el} no es esa carta: no se "
            "puede elegir.",
        other="{effect} solo mira las {count} cartas superiores del mazo, y {card:el} no está "
              "entre ellas: no se puede elegir.",
    ),

    # --- costs: activation costs (optcg/costs.py) ---
    "cost.trash_self": "mandar {card:el} al Trash",
    "cost.bottom_self": "colocar {card:el} en el fondo del mazo de su propietario",
    "cost.bounce_self": "devolver {card:el} a la mano de su propietario",
    "cost.life_to_hand": Plural(
        "count",
        one="añadir a la mano la carta superior de la Vida",
        other="añadir a la mano las {count} cartas superiores de la Vida",
    ),
    "cost.life_to_hand.top_or_bottom": Plural(
        "count",
        one="añadir a la mano {count} carta de la parte superior o inferior de la Vida",
        other="añadir a la mano {count} cartas de la parte superior o inferior de la Vida",
    ),
    "cost.trash_life": Plural(
        "count",
        one="mandar al Trash la carta superior de la Vida",
        other="mandar al Trash las {count} cartas superiores de la Vida",
    ),
    "cost.trash_life.top_or_bottom": Plural(
        "count",
        one="mandar al Trash {count} carta de la parte superior o inferior de la Vida",
        other="mandar al Trash {count} cartas de la parte superior o inferior de la Vida",
    ),
    "cost.trash_deck": Plural(
        "count",
        one="mandar al Trash la carta superior del mazo",
        other="mandar al Trash las {count} cartas superiores del mazo",
    ),
    "cost.leader_power": "dar {card:al} -{amount} de poder durante este turno",
    "cost.trash_from_hand": Plural(
        "count",
        one="mandar al Trash {count} carta de la mano que cumpla su texto",
        other="mandar al Trash {count} cartas de la mano que cumplan su texto",
    ),
    "cost.reveal_from_hand": Plural(
        "count",
        one="revelar {count} carta de la mano que cumpla su texto",
        other="revelar {count} cartas de la mano que cumplan su texto",
    ),
    "cost.trash_to_deck_bottom": Plural(
        "count",
        one="colocar en el fondo del mazo {count} carta del Trash que cumpla su texto",
        other="colocar en el fondo del mazo {count} cartas del Trash que cumplan su texto",
    ),
    "cost.bounce_own": Plural(
        "count",
        one="devolver a la mano {count} Personaje propio que cumpla su texto",
        other="devolver a la mano {count} Personajes propios que cumplan su texto",
    ),
    "cost.rest_own": Plural(
        "count",
        one="descansar {count} carta activa propia que cumpla su texto",
        other="descansar {count} cartas activas propias que cumplan su texto",
    ),
    "illegal.cost_self_off_field": "{effect} cuesta {what}, pero {card:el} no está en el campo.",
    "illegal.cost_life": Plural(
        "count",
        one="{effect} cuesta {what}, pero {player} solo tiene {count} carta de Vida.",
        other="{effect} cuesta {what}, pero {player} solo tiene {count} cartas de Vida.",
        zero="{effect} cuesta {what}, pero {player} no tiene ninguna carta de Vida.",
    ),
    "illegal.cost_deck": Plural(
        "count",
        one="{effect} cuesta {what}, pero {player} solo tiene {count} carta en el mazo.",
        other="{effect} cuesta {what}, pero {player} solo tiene {count} cartas en el mazo.",
        zero="{effect} cuesta {what}, pero {player} no tiene ninguna carta en el mazo.",
    ),
    "illegal.cost_leader_rested": "{effect} cuesta {what}, pero {card:el} está "
                                  "{card:descansado|descansada}, no {card:activo|activa}.",
    "illegal.cost_cards": Plural(
        "count",
        one="{effect} cuesta {what}, pero {player} solo tiene {count} carta que sirva para "
            "pagarlo.",
        other="{effect} cuesta {what}, pero {player} solo tiene {count} cartas que sirvan para "
              "pagarlo.",
        zero="{effect} cuesta {what}, pero {player} no tiene ninguna carta que sirva para pagarlo.",
    ),
    "illegal.cost_named_unfit": Plural(
        "count",
        one="{effect} cuesta {what}, pero de las cartas indicadas para pagarlo solo sirve "
            "{count}.",
        other="{effect} cuesta {what}, pero de las cartas indicadas para pagarlo solo sirven "
              "{count}.",
        zero="{effect} cuesta {what}, pero ninguna de las cartas indicadas para pagarlo sirve.",
    ),
    "illegal.pay_unknown_card": "La acción «pay» indica una carta que no está en el escenario.",
    "paid.trash_self": "manda {card:el} al Trash",
    "paid.bottom_self": "coloca {card:el} en el fondo del mazo de su propietario",
    "paid.bounce_self": "devuelve {card:el} a la mano de su propietario",
    "paid.life_to_hand": "añade a la mano {cards:el} de la parte {end} de la Vida",
    "paid.trash_life": "manda al Trash {cards:el} de la parte {end} de la Vida",
    "paid.trash_deck": "manda al Trash {cards:el} de la parte superior del mazo",
    "paid.leader_power": "da {card:al} {amount} de poder durante este turno",
    "paid.reveal_from_hand": "revela {cards:el} de la mano",
    "paid.trash_to_deck_bottom": "coloca {cards:el} del Trash en el fondo del mazo",
    "paid.bounce_own": "devuelve {cards:el} a la mano de su propietario",
    "paid.life_own": "añade {cards:el} boca arriba encima de las cartas de Vida",
    "cost.life_own": Plural(
        "count",
        one="añadir boca arriba encima de la Vida {count} Personaje propio que cumpla su texto",
        other="añadir boca arriba encima de la Vida {count} Personajes propios que cumplan su "
              "texto",
    ),
    "paid.rest_own": "descansa {cards:el}",
    "cost.rest_opponent": Plural(
        "count",
        one="descansar {count} Personaje activo del rival",
        other="descansar {count} Personajes activos del rival",
    ),
    "paid.rest_opponent": "descansa {cards:el}",
    "paid.rest_own.don": "descansa {cards:el} y {count} DON!!",
    "cost.trash_own": Plural(
        "count",
        one="mandar al Trash {count} carta propia del campo que cumpla su texto",
        other="mandar al Trash {count} cartas propias del campo que cumplan su texto",
    ),
    "cost.bottom_own": Plural(
        "count",
        one="colocar en el fondo del mazo {count} carta propia del campo que cumpla su texto",
        other="colocar en el fondo del mazo {count} cartas propias del campo que cumplan su texto",
    ),
    "cost.hand_to_deck_bottom": Plural(
        "count",
        one="colocar {count} carta de la mano en el fondo del mazo",
        other="colocar {count} cartas de la mano en el fondo del mazo",
    ),
    "cost.life_face_up": Plural(
        "count",
        one="poner boca arriba la carta superior de la Vida",
        other="poner boca arriba las {count} cartas superiores de la Vida",
    ),
    "cost.life_face_down": Plural(
        "count",
        one="poner boca abajo la carta superior de la Vida",
        other="poner boca abajo las {count} cartas superiores de la Vida",
    ),
    "illegal.cost_life_face.none": "{effect} cuesta {what}, pero ninguna de las cartas superiores "
                                   "de la Vida de {player} se puede girar así (una carta que ya "
                                   "lo está no se vuelve a girar).",
    "illegal.cost_life_face": Plural(
        "count",
        one="{effect} cuesta {what}, pero solo {count} de las cartas superiores de la Vida de "
            "{player} se puede girar así (una carta que ya lo está no se vuelve a girar).",
        other="{effect} cuesta {what}, pero solo {count} de las cartas superiores de la Vida de "
              "{player} se pueden girar así (una carta que ya lo está no se vuelve a girar).",
    ),
    "paid.trash_own": "manda {cards:el} al Trash (no es un K.O.)",
    "cost.trash_own_or_hand": Plural(
        "count",
        one="mandar al Trash {count} Personaje propio que cumpla su texto, o {count} carta de "
            "la mano",
        other="mandar al Trash {count} Personajes propios que cumplan su texto, o {count} "
              "cartas de la mano",
    ),
    "paid.trash_own_or_hand": "manda {cards:el} al Trash",
    "paid.bottom_own": "coloca {cards:el} en el fondo del mazo de su propietario",
    "paid.hand_to_deck_bottom": "coloca {cards:el} de la mano en el fondo del mazo",
    "paid.hand_to_deck_top": "coloca {cards:el} de la mano en la parte superior del mazo",
    "cost.hand_to_deck_top": Plural(
        "count",
        one="colocar {count} carta de la mano en la parte superior del mazo",
        other="colocar {count} cartas de la mano en la parte superior del mazo",
    ),
    "paid.life_face_up": "pone boca arriba {cards:el} en la parte superior de la Vida",
    "paid.life_face_down": "pone boca abajo {cards:el} en la parte superior de la Vida",
    "paid.life_face_down_any": "pone boca abajo {cards:el} de la Vida",
    "cost.life_face_down_any": Plural(
        "count",
        one="poner boca abajo 1 carta de la Vida boca arriba",
        other="poner boca abajo {count} cartas de la Vida boca arriba",
    ),
    "illegal.cost_life_face_any": Plural(
        "count",
        one="{effect} cuesta {what}, pero {player} solo tiene {count} carta de la Vida boca "
            "arriba que pueda pagarlo.",
        other="{effect} cuesta {what}, pero {player} solo tiene {count} cartas de la Vida boca "
              "arriba que puedan pagarlo.",
        zero="{effect} cuesta {what}, pero {player} no tiene ninguna carta de la Vida boca "
             "arriba que pueda pagarlo.",
    ),
    "cost.return_don": Plural(
        "count",
        one="devolver {count} DON!! del campo al Mazo DON!!",
        other="devolver {count} DON!! del campo al Mazo DON!!",
    ),
    "cost.return_active_don": Plural(
        "count",
        one="devolver {count} DON!! activa al Mazo DON!!",
        other="devolver {count} DON!! {count:activa|activas} al Mazo DON!!",
    ),
    "illegal.cost_return_don": Plural(
        "count",
        one="{effect} cuesta {what}, pero {player} solo tiene {count}.",
        other="{effect} cuesta {what}, pero {player} solo tiene {count}.",
        zero="{effect} cuesta {what}, pero {player} no tiene ninguna.",
    ),
    "paid.return_active_don": "devuelve {count} DON!! {count:activa|activas} al Mazo DON!!",
    "cost.return_given_don": Plural(
        "count",
        one="devolver {count} DON!! dada descansada a la Zona de costes",
        other="devolver {count} DON!! {count:dada|dadas} {count:descansada|descansadas} a la "
              "Zona de costes",
    ),
    "paid.return_given_don": "devuelve {count} DON!! {count:dada|dadas} {cards:al} a la Zona de "
                             "costes, {count:descansada|descansadas}",
    "payment_named.don": "{player} devolverá {count} DON!! para pagar el próximo coste de "
                         "{source}.",
    "illegal.cost_condition_unmet": "El coste de {effect} solo se puede pagar mientras se cumpla "
                                    "su «si», y no se cumple ({why}).",
    "cost.give_don_own": Plural(
        "count",
        one="dar {count} DON!! activa a una carta propia que cumpla su texto",
        other="dar {count} DON!! {count:activa|activas} a una carta propia que cumpla su texto",
    ),
    "paid.give_don_own": "da {count} DON!! {count:activa|activas} {card:al}",
    "cost.give_opponent_don": Plural(
        "count",
        one="dar {count} DON!! descansada del rival a 1 de sus Personajes",
        other="dar {count} DON!! descansadas del rival a 1 de sus Personajes",
    ),
    "paid.give_opponent_don": "da {count} DON!! {count:descansada|descansadas} del rival "
                              "{card:al}",
    "cost.bottom_stage": Plural(
        "count",
        one="colocar {count} Stage que cumpla su texto en el fondo del mazo de su propietario",
        other="colocar {count} Stages que cumplan su texto en el fondo del mazo de su propietario",
    ),
    "paid.bottom_stage": "coloca {cards:el} en el fondo del mazo de su propietario",
    "cost.bottom_character": Plural(
        "count",
        one="colocar {count} Personaje que cumpla su texto en el fondo del mazo de su propietario",
        other="colocar {count} Personajes que cumplan su texto en el fondo del mazo de su "
              "propietario",
    ),
    "paid.bottom_character": "coloca {cards:el} en el fondo del mazo de su propietario",
    "life_end.top": "superior",
    "life_end.bottom": "inferior",
    "payment_named": "{player} indica las cartas con las que paga el próximo coste de {source}: "
                     "{cards:el}.",
    "payment_named.life": (
        "{player} paga el próximo coste de {source} con las cartas de la parte {end} de su Vida."
    ),

    # --- conditions: the "if..." conditions (optcg/conditions.py) ---
    "unmet.life_face_up_min": Plural(
        "value",
        one="{player} no tiene ninguna carta de Vida boca arriba",
        other="{player} tiene menos de {value} {value:carta|cartas} de Vida boca arriba",
    ),
    "step_condition_unmet": "{effect}: no se cumple su cláusula «si» ({why}), así que el texto a "
                            "partir de esa cláusula no se resuelve; lo anterior ya se ha "
                            "resuelto.",
    "unmet.leader_trait_any": "el Líder de {player} no tiene ninguno de los tipos {values}",
    "unmet.leader_trait_includes": "ningún tipo del Líder de {player} incluye «{value}»",
    "unmet.leader_attribute": "el Líder de {player} no tiene el atributo <{value}>",
    "unmet.opponent_leader_attribute": "el Líder del rival de {player} no tiene el atributo "
                                       "<{value}>",
    "unmet.leader_multicolored": "el Líder de {player} no es multicolor",
    "unmet.leader_multicolored.not": "el Líder de {player} es multicolor",
    "unmet.opponent_life_min": Plural(
        "value",
        one="al rival de {player} no le quedan cartas de Vida",
        other="el rival de {player} tiene menos de {value} {value:carta|cartas} de Vida",
    ),
    "unmet.total_life_min": Plural(
        "value",
        one="ni a {player} ni a su rival les queda ninguna carta de Vida",
        other="entre {player} y su rival tienen menos de {value} {value:carta|cartas} de Vida",
    ),
    "unmet.total_life_max": "entre {player} y su rival tienen más de {value} {value:carta|cartas} "
                            "de Vida",
    "unmet.life_vs_opponent.fewer": "{player} no tiene menos cartas de Vida que su rival",
    "unmet.life_vs_opponent.at_most": "{player} tiene más cartas de Vida que su rival",
    "unmet.hand_min": Plural(
        "value",
        one="{player} no tiene cartas en la mano",
        other="{player} tiene menos de {value} {value:carta|cartas} en la mano",
    ),
    "unmet.opponent_hand_min": Plural(
        "value",
        one="el rival de {player} no tiene cartas en la mano",
        other="el rival de {player} tiene menos de {value} {value:carta|cartas} en la mano",
    ),
    "unmet.opponent_hand_max": "el rival de {player} tiene más de {value} {value:carta|cartas} en "
                               "la mano",
    "unmet.trash_min": Plural(
        "value",
        one="{player} no tiene cartas en el Trash",
        other="{player} tiene menos de {value} {value:carta|cartas} en el Trash",
    ),
    "unmet.trash_max": "{player} tiene más de {value} {value:carta|cartas} en el Trash",
    "unmet.don_max": "{player} tiene más de {value} DON!! en el campo",
    "unmet.opponent_don_min": Plural(
        "value",
        one="el rival de {player} no tiene DON!! en el campo",
        other="el rival de {player} tiene menos de {value} DON!! en el campo",
    ),
    "unmet.opponent_don_max": "el rival de {player} tiene más de {value} DON!! en el campo",
    "unmet.don_vs_opponent.fewer": "el rival de {player} no tiene más DON!! en el campo que "
                                   "{player}",
    "unmet.don_vs_opponent.at_most": "{player} tiene más DON!! en el campo que su rival",
    "unmet.active_don_min": Plural(
        "value",
        one="{player} no tiene DON!! activas",
        other="{player} tiene menos de {value} DON!! {value:activa|activas}",
    ),
    "unmet.rested_don_min": Plural(
        "value",
        one="{player} no tiene DON!! descansadas",
        other="{player} tiene menos de {value} DON!! {value:descansada|descansadas}",
    ),
    "unmet.given_don_min": Plural(
        "value",
        one="{player} no tiene DON!! dadas a su Líder ni a sus Personajes",
        other="{player} tiene menos de {value} DON!! {value:dada|dadas} a su Líder y sus "
              "Personajes",
    ),
    "unmet.self_gone": "la carta de este efecto ya no está en el campo de {player}",
    "unmet.self_power_min": "{card:el} tiene {power} de poder, menos de {value}",
    "unmet.self_played_this_turn": "{card:el} no se jugó en este turno",
    "unmet.self_played_this_turn.not": "{card:el} se jugó en este turno",
    "unmet.self_rested": "{card:el} no está {card:descansado|descansada}",
    "unmet.self_rested.not": "{card:el} está {card:descansado|descansada}",
    "unmet.has_names": "{player} no tiene {values} en el campo",
    "unmet.trash_names": "{player} no tiene {values} en el Trash",
    "unmet.don_fewer_by": "{player} no tiene al menos {value} DON!! menos en el campo que su "
                          "rival",
    "unmet.characters_fewer_by": "{player} no tiene al menos {value} "
                                 "{value:Personaje|Personajes} menos que su rival",
    "unmet.lacks_names": "{player} tiene {values} en el campo",
    "unmet.characters_min": Plural(
        "count",
        one="{player} tiene {count} de los Personajes que cuenta la condición, menos de {limit}",
        other="{player} tiene {count} de los Personajes que cuenta la condición, menos de {limit}",
        zero="{player} no tiene ninguno de los Personajes que cuenta la condición, menos de "
             "{limit}",
    ),
    "unmet.characters_max": "{player} tiene {count} de los Personajes que cuenta la condición, "
                            "más de {limit}",
    "unmet.characters_min.anyone": "en el campo hay {count} de los Personajes que cuenta la "
                                   "condición, menos de {limit}",
    "unmet.characters_max.anyone": "en el campo hay {count} de los Personajes que cuenta la "
                                   "condición, más de {limit}",
    "unmet.all_don_rested": "no todas las cartas DON!! de {player} están descansadas (una activa, "
                            "o una dada al Líder o a un Personaje)",
    "unmet.all_don_rested.not": "todas las cartas DON!! de {player} están descansadas",
    "unmet.leader_rested": "el Líder de {player} no está descansado",
    "unmet.leader_rested.not": "el Líder de {player} está descansado",
    "unmet.second_turn_or_later": "es el primer turno de {player}",
    "unmet.second_turn_or_later.not": "no es el primer turno de {player}",
    "unmet.opponent_leader_rested": "el Líder del rival de {player} no está descansado",
    "unmet.opponent_leader_rested.not": "el Líder del rival de {player} está descansado",
    "unmet.leader_power_max": "el Líder de {player} tiene más de {value} de poder",
    "unmet.trash_events_min": Plural(
        "value",
        one="{player} no tiene Eventos en el Trash",
        other="{player} tiene menos de {value} {value:Evento|Eventos} en el Trash",
    ),
    "unmet.trash_events_max": "{player} tiene más de {value} {value:Evento|Eventos} en el Trash",
    "unmet.deck_min": Plural(
        "value",
        one="{player} ya no tiene cartas en el mazo",
        other="{player} tiene menos de {value} {value:carta|cartas} en el mazo",
    ),
    "unmet.deck_max": "{player} tiene más de {value} {value:carta|cartas} en el mazo",
    "unmet.rested_cards_min": Plural(
        "value",
        one="{player} no tiene cartas descansadas en el campo",
        other="{player} tiene menos de {value} {value:carta descansada|cartas descansadas} en el "
              "campo",
    ),
    "unmet.any_of": "no se cumple ninguna de estas: {whys}",
    "unmet.opponent_rested_cards_min": Plural(
        "value",
        one="el rival de {player} no tiene cartas descansadas en el campo",
        other="el rival de {player} tiene menos de {value} {value:carta descansada|cartas "
              "descansadas} en el campo",
    ),

    # --- limits: restrictions (optcg/limits.py) ---
    "duration.opponents_next_turn": "hasta el final del siguiente turno del rival de su "
                                    "controlador",
    "limit.cannot_block.player": "{effect}: {player} no puede activar [Blocker] {duration}.",
    "limit.cannot_block.player.bounded": "{effect}: {player} no puede activar el [Blocker] de un "
                                         "Personaje con {bounds} {duration}.",
    "limit.cannot_block.card": "{effect}: {card:el} no puede activar [Blocker] {duration}.",
    "limit.cannot_attack.card": "{effect}: {card:el} no puede atacar {duration}.",
    "limit.cannot_be_rested.card": "{effect}: {card:el} no puede descansarse {duration}, así que "
                                   "ni ataca ni activa [Blocker].",
    "limit.stay_rested.card": "{effect}: {card:el} no pasará a estado activo en la siguiente "
                              "Fase de recarga de {owner}.",
    "bounds.power_max": "{value} de poder o menos",
    "bounds.power_min": "{value} de poder o más",
    "bounds.cost_max": "coste {value} o menos",
    "bounds.cost_min": "coste {value} o más",
    "bounds.none": "cualquier poder",
    "would.cannot_block": "prohibiría [Blocker]",
    "would.cannot_attack": "prohibiría un ataque",
    "would.cannot_be_rested": "impediría descansar una carta",
    "would.stay_rested": "mantendría descansada una carta",
    "why.cannot_be_rested": "{effect} dice que esa carta no puede descansarse",
    "illegal.blocker_forbidden": "{card:el} no puede activar [Blocker]: {effect} lo prohíbe, y el "
                                 "texto de una carta manda sobre las reglas.",
    "illegal.blocker_cannot_be_rested": "{card:el} no puede descansarse ({effect}), y [Blocker] "
                                        "se activa descansándola, así que no puede bloquear.",
    "illegal.attack_forbidden": "{card:el} no puede atacar: {effect} lo prohíbe, y el texto de "
                                "una carta manda sobre las reglas.",
    "illegal.attacker_cannot_be_rested": "{card:el} no puede descansarse ({effect}), y un ataque "
                                         "se declara descansándola, así que no puede atacar.",
    "refresh.kept_rested_by": "Fase de recarga: {card:el} sigue en estado descansado por "
                              "un efecto permanente {source:del} (el texto de una carta manda "
                              "sobre las reglas).",
    "refresh.kept_rested": "Fase de recarga: {card:el} sigue en estado descansado, como "
                           "dice {effect} (el texto de una carta manda sobre las reglas).",
    "option_chosen": "{player} elige la opción {number} de {effect} («Elige una:»).",
    "option_not_named": (
        "{effect} dice «Elige una:», y el escenario no indica ninguna opción (la acción que lo usa "
        "la indica con «option»): no se aplica nada."
    ),
    "option_chosen.opponent": "{player}, el rival del jugador del efecto, elige la opción "
                              "{number} de {effect} («Tu rival elige una:»).",
    "option_not_named.opponent": (
        "{effect} dice «Tu rival elige una:», y el escenario no indica ninguna opción (la acción "
        "que lo usa indica con «option» la elección del rival): no se aplica nada."
    ),
    "illegal.no_options": "{card:el} no tiene ningún efecto «Elige una:» que use esta acción, así "
                          "que no hay opción que nombrar.",
    "illegal.option_not_offered": "{effect} ofrece {count} opciones: no existe la opción "
                                  "{number}.",
    "limit.cannot_be_ko.card": "{effect}: {card:el} no puede quedar K.O. {duration}.",
    "limit.cannot_be_ko.card.battle": "{effect}: {card:el} no puede quedar K.O. en batalla "
                                      "{duration}.",
    "limit.cannot_be_ko.card.effects": "{effect}: {card:el} no puede quedar K.O. por efectos "
                                       "{duration}.",
    "limit.cannot_be_ko.card.opponents_effects": "{effect}: {card:el} no puede quedar K.O. por "
                                                 "efectos del rival de {owner} {duration}.",
    "would.cannot_be_ko": "impediría que una carta quedara K.O.",
    "why.limit_no_ko": "{effect} dice que no puede quedar K.O. así",
    "limit.cannot_play.player": "{effect}: {player} no puede jugar cartas de la mano {duration} "
                                "(no puede pagar su coste).",
    "limit.cannot_play.player.bounded": "{effect}: {player} no puede jugar {bounds} de la mano "
                                        "{duration} (no puede pagar su coste).",
    "bounds.characters": "cartas de Personaje",
    "bounds.characters_base_cost_min": "cartas de Personaje con coste base {value} o más",
    "would.cannot_play": "prohibiría jugar cartas",
    "limit.cannot_play.player.any_way": "{effect}: {player} no puede jugar cartas {duration}, ni "
                                        "pagando su coste ni mediante un efecto.",
    "limit.cannot_play.player.bounded.any_way": "{effect}: {player} no puede jugar {bounds} "
                                                "{duration}, ni pagando su coste ni mediante un "
                                                "efecto.",
    "why.play_forbidden": "{effect} prohíbe jugar esa carta, también mediante un efecto",
    "illegal.play_forbidden": (
        "{card:el} no se puede jugar ahora: {effect} prohíbe pagar su coste para "
        "{card:jugarlo|jugarla}, y el texto de una carta manda sobre las reglas."
    ),
    "illegal.cost_rest_self_forbidden": "{effect} cuesta descansar {card:al}, pero {why}: no se "
                                        "puede pagar el coste.",
    "limit.cannot_life_to_hand.player": "{effect}: {player} no puede añadir cartas de Vida a la "
                                        "mano con sus propios efectos {duration}.",
    "would.cannot_life_to_hand": "prohibiría añadir cartas de Vida a la mano",
    "limit.cannot_set_don_active.player": "{effect}: {player} no puede poner DON!! activas con "
                                          "efectos de Personajes {duration}.",
    "would.cannot_set_don_active": "prohibiría poner DON!! activas con efectos de Personajes",
    "would.set_don_active": "pondría DON!! activas",
    "why.no_don_active_by_characters": "{effect} prohíbe poner DON!! activas con efectos de "
                                       "Personajes",
    "limit.cannot_draw.player": "{effect}: {player} no puede robar cartas con sus propios "
                                "efectos {duration}.",
    "would.cannot_draw": "prohibiría robar cartas con efectos propios",
    "would.draw": "robaría cartas",
    "why.no_draw": "{effect} prohíbe robar cartas con efectos propios",
    "why.no_life_to_hand": "{effect} prohíbe añadir cartas de Vida a la mano con efectos propios",
    "illegal.cost_life_to_hand_forbidden": "{effect} cuesta añadir una carta de Vida a la mano, "
                                           "pero {why}: no se puede pagar el coste.",

    # --- up_to: "up to N" count steps (optcg/up_to.py) ---
    "up_to_most": "{effect} dice «hasta {most}»: el escenario no indica ningún número, así que "
                  "{most} (el jugador podría haber elegido menos, incluso 0).",
    "up_to_taken": "{effect} dice «hasta {most}»: el jugador elige {count}.",
    "illegal.no_up_to": "{card:el} no tiene ningún paso «hasta» en el efecto que usa esta acción, "
                        "así que la acción no puede decir cuántos elige el jugador.",
    "illegal.take_too_many_numbers": "{effect} tiene {count} {count:paso|pasos} «hasta»: la "
                                     "acción indica más números.",
    "illegal.take_above_up_to": "{effect} dice «hasta {most}»: el jugador no puede elegir "
                                "{number}.",

    # --- fields: a printed card's fields in the notes ---
    "field.name": "el nombre",
    "field.type": "el tipo de carta",
    "field.cost": "el coste",
    "field.power": "el poder",
    "field.counter": "el valor de Counter",
    "field.colors": "los colores",
    "field.keywords": "las palabras clave",
    "field.traits": "los tipos",
    "field.attributes": "los atributos",
    "field.life": "la Vida",
    "field.effects": "los efectos",
    "field.trigger": "el [Trigger]",
    "field.static": "los efectos permanentes",
    "note.override": "{card:el}: para {key} se usa el valor del escenario ({value}), no el "
                     "impreso en {number} ({printed})",
    "value.none": "vacío",
    "value.yes": "sí",
    "value.no": "no",
    "value.described": "como se describe",

    # --- why: why a battle went as it did (optcg/verdict.py) ---
    "why.don_x_blocker": Plural(
        "count",
        one="{card:el} tiene {count} DON!! dada, así que se puede usar [Blocker]: {effect} solo "
            "lo prohíbe con [DON!! x{needed}] ({rules}).",
        other="{card:el} tiene {count} DON!! dadas, así que se puede usar [Blocker]: {effect} "
              "solo lo prohíbe con [DON!! x{needed}] ({rules}).",
        zero="{card:el} no tiene ninguna DON!! dada, así que se puede usar [Blocker]: {effect} "
             "solo lo prohíbe con [DON!! x{needed}] ({rules}).",
    ),
    "why.don_x": Plural(
        "count",
        one="{card:el} tiene {count} DON!! dada, así que {effect} no se activa: necesita [DON!! "
            "x{needed}] ({rules}).",
        other="{card:el} tiene {count} DON!! dadas, así que {effect} no se activa: necesita "
              "[DON!! x{needed}] ({rules}).",
        zero="{card:el} no tiene ninguna DON!! dada, así que {effect} no se activa: necesita "
             "[DON!! x{needed}] ({rules}).",
    ),
    "why.condition_unmet": "{effect} no se aplica, porque {why} ({rules}).",

    # --- replacements: replacement effects, "instead" (optcg/replacements.py) ---
    "why.replacement_don": "{player} tiene {count} DON!! {count:activa|activas}, no {wanted}.",
    "paid.draw": Plural("count", one="roba {count} carta", other="roba {count} cartas"),
    "replaced.same": "{effect} retira sus cartas a la vez: el efecto de sustitución {source:del} "
                     "ya aplicado mantiene también {card:el} en el campo, sin hacer nada más.",
    "replaced.same.that": "{effect} retira sus cartas a la vez: el efecto de sustitución "
                          "{source:del} ya aplicado mantiene también {card:el} en el campo, y lo "
                          "que hace a esa carta se hace también a esta: {paid}.",
    "replacement_used": "El efecto de sustitución {card:del} es [Once Per Turn] y ya se aplicó en "
                        "este turno.",
    "verdict.beats_kept": "El ataque de {player} tiene éxito: {attacker:el} con {attacker_power} "
                          "supera {target:al} con {target_power}, pero {card:el} no queda K.O. y "
                          "sigue en el campo (ver los pasos).",
    "verdict.ties_kept": "El ataque de {player} tiene éxito: {attacker:el} con {attacker_power} "
                         "empata con {target:el} con {target_power}, y los empates los gana el "
                         "atacante, pero {card:el} no queda K.O. y sigue en el campo (ver los "
                         "pasos).",
    "replaced.effect": "{effect} {what}, pero {player} aplica en su lugar el efecto de "
                       "sustitución {source:del}: {paid}; {card:el} sigue en el campo.",
    "replaced.battle": "{card:el} pierde la batalla y quedaría K.O., pero {player} aplica en su "
                       "lugar el efecto de sustitución {source:del}: {paid}; {card:el} sigue en "
                       "el campo.",
    "why.replacement_rested": "{card:el} ya está {card:descansado|descansada}.",
    "verdict.beats_gone": "El ataque de {player} tiene éxito: {attacker:el} con {attacker_power} "
                          "supera {target:al} con {target_power}, pero {card:el} no queda K.O.: "
                          "un efecto de sustitución lo movió en su lugar (ver los pasos).",
    "verdict.ties_gone": "El ataque de {player} tiene éxito: {attacker:el} con {attacker_power} "
                         "empata con {target:el} con {target_power}, y los empates los gana el "
                         "atacante, pero {card:el} no queda K.O.: un efecto de sustitución lo "
                         "movió en su lugar (ver los pasos).",
    "replaced.effect.left": "{effect} {what}, pero {player} aplica en su lugar el efecto de "
                            "sustitución {source:del}: {paid}.",
    "replaced.battle.left": "{card:el} pierde la batalla y quedaría K.O., pero {player} aplica "
                            "en su lugar el efecto de sustitución {source:del}: {paid}.",
    "replacement_declined": "{player} no aplica el efecto de sustitución {card:del}: lo que iba a "
                            "sustituir sucede.",
    "replacement_not_declinable": (
        "{player} preferiría no aplicar el efecto de sustitución {card:del}, pero su texto no dice "
        "«puedes»: se aplica."
    ),
    "replacement_default": (
        "El escenario no dice si {player} aplica el efecto de sustitución {card:del}; el juez da "
        "por hecho que sí (puede renunciar a él: una acción «instead» con «use» en false)."
    ),
    "replacement_impossible": "El efecto de sustitución {card:del} no se puede aplicar, porque lo "
                              "que haría en su lugar no se puede hacer: {why}",
    "replacement.of": "el efecto de sustitución {card:del}",
    "instead_named.use": "{player} aplicará el efecto de sustitución {card:del} cuando pueda.",
    "instead_named.decline": "{player} no aplicará el efecto de sustitución {card:del}.",
    "illegal.instead_unknown_card": "La carta indicada para un efecto de sustitución no está en "
                                    "el escenario.",
    "illegal.instead_no_replacement": "{card:el} no tiene ningún efecto de sustitución («... en "
                                      "su lugar»).",
    "illegal.instead_no_entry": "{card:el} tiene {count} {count:efecto|efectos} de sustitución: "
                                "no hay ningún número {number}.",
    "input.replacement_does_nothing": "debe decir qué se hace en su lugar",
    "note.replacement_default": "{card:el}: el veredicto depende de si su dueño aplica el efecto "
                                "de sustitución de la carta, cosa que el escenario no dice; el "
                                "juez ha dado por hecho que sí",

    # --- modifiers: power and cost changes (optcg/modifiers.py) ---
    "would.power": "cambiaría el poder de una carta",
    "would.power.card": "cambiaría el poder {card:del}",
    "would.power_battle.card": "cambiaría el poder {card:del} durante esta batalla",
    "would.set_power_zero": "pondría a 0 el poder de una carta",
    "would.set_power_zero.card": "pondría a 0 el poder {card:del}",
    "would.cost": "cambiaría un coste",
    "power_changed": "{effect} da {amount:+d} de poder {card:al} {duration}: ahora {power}.",
    "power_changed.negative": "{effect} da {amount:+d} de poder {card:al} {duration}: ahora "
                              "{power}. Su poder es negativo, pero sigue en el campo.",
    "power_zero_already": "{effect} pondría a 0 el poder {card:del}, pero ya es {power}; no "
                          "ocurre nada.",
    "power_set_zero": "{effect} pone a 0 el poder {card:del}: pierde {lost} {duration}.",
    "cost_set_zero": "{effect} fija el coste {card:del} en 0 {duration}, lo cambie lo que lo "
                     "cambie.",
    "duration.your_next_turn": "hasta el final del siguiente turno de quien lo controla",
    "next_play_cost": "{effect}: la próxima vez que {player} juegue desde la mano una carta "
                      "que encaje durante este turno, su coste cambia en {amount:+d}.",
    "played.discount": "{effect} cambia en {amount:+d} el coste de jugar {card:el}: se paga un "
                       "coste de {cost}.",
    "cost_changed": "{effect} cambia el coste {card:del} en {amount:+d} {duration}: ahora es "
                    "{cost} (nunca menos de 0).",

    # --- removal: Characters leaving the field (optcg/removal.py) ---
    "knocked_out.effect": "{effect}: {card:el} queda K.O. y va al Trash de {owner}{don_note}.",
    "would.ko": "dejaría K.O. a un Personaje",
    "would.ko.card": "dejaría K.O. {card:al}",
    "would.trash": "mandaría un Personaje al Trash",
    "would.trash.card": "mandaría {card:el} al Trash",
    "would.bounce": "devolvería un Personaje a la mano",
    "would.opponent_bounce": "haría que el rival devolviera uno de sus Personajes a la mano",
    "would.bounce.card": "devolvería {card:el} a la mano",
    "would.bottom_deck": "colocaría un Personaje en el fondo del mazo",
    "would.bottom_deck.card": "colocaría {card:el} en el fondo del mazo",
    "trashed_by_effect": "{effect} manda {card:el} al Trash de {owner}; eso no es un "
                         "K.O.{don_note}.",
    "bounced": "{effect} devuelve {card:el} a la mano de {owner}{don_note}.",
    "bottom_decked": "{effect} coloca {card:el} en el fondo del mazo de {owner}{don_note}.",
    "would.to_life": "añadiría un Personaje a las cartas de Vida",
    "would.to_life.card": "añadiría {card:el} a las cartas de Vida",
    "added_to_life": "{effect} pone {card:el} boca arriba encima de las cartas de Vida de "
                     "{owner}{don_note}.",
    "added_to_life.bottom": "{effect} pone {card:el} boca arriba debajo de las cartas de Vida de "
                            "{owner}{don_note}.",

    # --- states: rested and active (optcg/states.py) ---
    "would.rest": "descansaría una carta",
    "would.rest.card": "descansaría {card:el}",
    "would.set_active": "pondría activa una carta",
    "would.set_active.card": "pondría {card:al} en estado activo",
    "already.rest": "{effect} descansaría {card:el}, pero esa carta ya está descansada; no "
                    "cambia nada.",
    "already.set_active": "{effect} pondría {card:al} en estado activo, pero esa carta ya está "
                          "activa; no cambia nada.",
    "state_changed.rest": "{effect} descansa {card:el}.",
    "state_changed.set_active": "{effect} pone {card:al} en estado activo.",

    # --- hand: draws and cards trashed from the hand (optcg/hand.py) ---
    "would.self_to_hand": "añadiría esta carta a la mano",
    "would.self_to_hand.card": "añadiría {card:el} a la mano",
    "self_to_hand": "{effect}: {player} añade {card:el} a la mano; tras su [Trigger] no va al "
                    "Trash.",
    "hand_until.kept": Plural(
        "count",
        one="{effect}: {player} tiene {count} carta en la mano, no más de {wanted}: no se manda "
            "ninguna al Trash.",
        other="{effect}: {player} tiene {count} cartas en la mano, no más de {wanted}: no se "
              "manda ninguna al Trash.",
        zero="{effect}: {player} no tiene cartas en la mano: no se manda ninguna al Trash.",
    ),
    "would.trash_from_hand": "mandaría cartas de la mano al Trash",
    "drew": Plural(
        "count",
        one="{effect}: {player} roba {count} carta.",
        other="{effect}: {player} roba {count} cartas.",
    ),
    "drew.short": Plural(
        "count",
        one="{effect}: {player} roba {count} carta de las {wanted} pedidas; el mazo se agotó.",
        other="{effect}: {player} roba {count} cartas de las {wanted} pedidas; el mazo se agotó.",
    ),
    "trashed_from_hand": "{effect}: {player} manda {cards:el} de la mano al Trash.",
    "zero_times.draw": "{effect} pide robar 0 cartas: no ocurre nada.",
    "zero_times.trash_from_hand": "{effect} pide mandar 0 cartas de la mano al Trash: no ocurre "
                                  "nada.",
    "draw_until.enough": Plural(
        "count",
        one="{effect}: {player} tiene {count} carta en la mano, {wanted} o más: no roba ninguna.",
        other="{effect}: {player} tiene {count} cartas en la mano, {wanted} o más: no roba ninguna "
              "ni manda ninguna al Trash.",
    ),

    # --- life: Life cards moved by effects (optcg/life.py) ---
    "life_face_down": "{effect}: {player} pone boca abajo todas sus cartas de Vida.",
    "would.arrange_life": "miraría las cartas de Vida y las devolvería",
    "life_arranged": "{effect}: {player} mira todas sus cartas de Vida y las devuelve a la Zona de "
                     "Vida en el orden que elige; una carta boca arriba sigue boca arriba.",
    "life_arranged.to_deck": "{effect}: {player} mira todas sus cartas de Vida, pone {cards:el} "
                             "boca abajo encima del mazo y devuelve el resto a la Zona de Vida en "
                             "el orden que elige; una carta boca arriba sigue boca arriba.",
    "life_arranged.opponents": "{effect}: {player} mira todas las cartas de Vida de {owner} y las "
                               "devuelve a la Zona de Vida de {owner} en el orden que elige "
                               "{player}; una carta boca arriba sigue boca arriba, y una boca "
                               "abajo, boca abajo.",
    "note.opponent_life_order_default": (
        "{effect}: el escenario no dice en qué orden devuelve {player} las cartas de Vida de "
        "{owner}, así que el juez mantuvo su orden; la acción puede indicarlas con «picks», la "
        "superior primero"
    ),
    "note.life_order_default": (
        "{effect}: el escenario no dice en qué orden devuelve {player} las cartas de Vida, así que "
        "el juez mantuvo su orden; la acción puede indicarlas con «picks», la superior primero"
    ),
    "effect_damage": (
        "{effect} inflige {count} de daño al Líder de {player}: es daño de un efecto, no de un "
        "ataque, así que no intervienen ni [Blocker], ni Counter, ni [Banish], ni [Double Attack]."
    ),
    "zero_times.deal_damage": "{effect} pide infligir 0 de daño: no ocurre nada.",
    "zero_times.take_damage": "{effect} pide recibir 0 de daño: no ocurre nada.",
    "would.hand_to_life": "añadiría cartas de la mano a la Vida",
    "hand_to_life": "{effect}: {player} pone {cards:el} de la mano boca abajo encima de sus "
                    "cartas de Vida.",
    "zero_times.hand_to_life": "{effect} pide añadir 0 cartas de la mano a la Vida: no ocurre "
                               "nada.",
    "would.reveal_life": "mostraría una carta de Vida",
    "life_revealed": "{effect}: {player} muestra la carta superior de su Vida, {card:el} (coste "
                     "{cost}); se queda donde está.",
    "would.life_to_hand": "añadiría cartas de Vida a la mano",
    "would.trash_life": "mandaría cartas de Vida al Trash",
    "would.deck_to_life": "añadiría cartas del mazo a la Vida",
    "life_moved.life_to_hand": Plural(
        "count",
        one="{effect}: {player} añade a la mano la carta de Vida superior; no es daño, así que no "
            "hay [Trigger].",
        other="{effect}: {player} añade a la mano las {count} cartas de Vida superiores; no es "
              "daño, así que no hay [Trigger].",
    ),
    "life_moved.life_to_hand.bottom": Plural(
        "count",
        one="{effect}: {player} añade a la mano la carta de Vida inferior; no es daño, así que no "
            "hay [Trigger].",
        other="{effect}: {player} añade a la mano las {count} cartas de Vida inferiores; no es "
              "daño, así que no hay [Trigger].",
    ),
    "life_until.kept": Plural(
        "count",
        one="{effect}: {player} tiene {count} carta de Vida, no más de {wanted}: no se manda "
            "ninguna al Trash ni se añade ninguna.",
        other="{effect}: {player} tiene {count} cartas de Vida, no más de {wanted}: no se manda "
              "ninguna al Trash ni se añade ninguna.",
    ),
    "life_moved.trash_life": Plural(
        "count",
        one="{effect}: {player} manda al Trash la carta de Vida superior; no es daño, así que no "
            "hay [Trigger].",
        other="{effect}: {player} manda al Trash las {count} cartas de Vida superiores; no es "
              "daño, así que no hay [Trigger].",
    ),
    "life_moved.life_to_hand.short": Plural(
        "count",
        one="{effect}: {player} añade a la mano su única carta de Vida (de las {wanted} que pide "
            "el efecto); no es daño, así que no hay [Trigger].",
        other="{effect}: {player} añade a la mano las {count} cartas de Vida superiores (solo "
              "quedaban {count} de las {wanted} que pide el efecto); no es daño, así que no hay "
              "[Trigger].",
    ),
    "life_moved.trash_life.short": Plural(
        "count",
        one="{effect}: {player} manda al Trash su única carta de Vida (de las {wanted} que pide "
            "el efecto); no es daño, así que no hay [Trigger].",
        other="{effect}: {player} manda al Trash las {count} cartas de Vida superiores (solo "
              "quedaban {count} de las {wanted} que pide el efecto); no es daño, así que no hay "
              "[Trigger].",
    ),
    "deck_to_life.short": Plural(
        "count",
        one="{effect}: {player} pone la única carta del mazo boca abajo encima de sus cartas de "
            "Vida (de las {wanted} que pide el efecto: el mazo se agotó).",
        other="{effect}: {player} pone las {count} cartas superiores del mazo boca abajo encima "
              "de sus cartas de Vida (solo {count} de las {wanted} que pide el efecto: el mazo se "
              "agotó).",
    ),
    "deck_to_life": Plural(
        "count",
        one="{effect}: {player} pone la carta superior del mazo boca abajo encima de sus cartas "
            "de Vida.",
        other="{effect}: {player} pone las {count} cartas superiores del mazo boca abajo encima "
              "de sus cartas de Vida.",
    ),
    "zero_times.life_to_hand": "{effect} pide añadir 0 cartas de Vida a la mano: no ocurre nada.",
    "zero_times.trash_life": "{effect} pide mandar 0 cartas de Vida al Trash: no ocurre nada.",
    "zero_times.deck_to_life": "{effect} pide añadir 0 cartas a la Vida: no ocurre nada.",
    "would.look_at_life": "miraría una carta de Vida",
    "life_looked.top": "{effect}: {player} mira {card:el}, la carta superior de la Vida de "
                       "{owner}, y la deja encima.",
    "life_looked.bottom": "{effect}: {player} mira {card:el}, la carta superior de la Vida de "
                          "{owner}, y la pone debajo de las demás cartas de Vida.",
    "zero_times.look_at_life": "{effect} pide mirar 0 cartas de Vida: no ocurre nada.",
    "hand_to_life.face_up": (
        "{effect}: {player} pone {cards:el} de la mano boca arriba encima de sus cartas de Vida, "
        "la primera nombrada arriba del todo."
    ),
    "why.none_in_hand_fits": "{player} no tiene en la mano ninguna carta que cumpla",

    # --- don: DON!! moved by effects (optcg/don.py) ---
    "would.add_don": "añadiría DON!! del Mazo DON!!",
    "don_added.short": (
        "{effect}: {player} añade {count} DON!! del Mazo DON!! a la Zona de costes, "
        "{count:activa|activas} (solo {count:quedaba|quedaban} {count} de las {wanted} pedidas)."
    ),
    "don_added.rested.short": (
        "{effect}: {player} añade {count} DON!! del Mazo DON!! a la Zona de costes, "
        "{count:descansada|descansadas} (solo {count:quedaba|quedaban} {count} de las {wanted} "
        "pedidas)."
    ),
    "don_added": (
        "{effect}: {player} añade {count} DON!! del Mazo DON!! a la Zona de costes, "
        "{count:activa|activas}."
    ),
    "don_added.rested": (
        "{effect}: {player} añade {count} DON!! del Mazo DON!! a la Zona de costes, "
        "{count:descansada|descansadas}."
    ),
    "would.give_don": "daría DON!!",
    "don_given_by_effect": "{effect}: {player} da {count} DON!! {count:descansada|descansadas} "
                           "{card:al}.",
    "don_given_by_effect.short": Plural(
        "count",
        one="{effect}: {player} da {count} DON!! {count:descansada|descansadas} {card:al} (solo "
            "había {count} {count:descansada|descansadas} de las {wanted} pedidas).",
        other="{effect}: {player} da {count} DON!! {count:descansada|descansadas} {card:al} (solo "
              "había {count} {count:descansada|descansadas} de las {wanted} pedidas).",
        zero="{effect}: {player} no tiene ninguna DON!! descansada, así que no se da ninguna "
             "{card:al}.",
    ),
    "don_given_by_effect.opponent": "{effect}: {player} da {count} DON!! "
                                    "{count:descansada|descansadas} de {owner} {card:al} (solo "
                                    "{count:da|dan} poder en el turno de {owner}).",
    "don_given_by_effect.opponent.short": Plural(
        "count",
        one="{effect}: {player} da {count} DON!! descansada de {owner} {card:al} (solo había "
            "{count} descansada de las {wanted} pedidas; solo da poder en el turno de {owner}).",
        other="{effect}: {player} da {count} DON!! {count:descansada|descansadas} de {owner} "
              "{card:al} (solo había {count} {count:descansada|descansadas} de las {wanted} "
              "pedidas; solo dan poder en el turno de {owner}).",
        zero="{effect}: {owner} no tiene ninguna DON!! descansada, así que {player} no da ninguna "
             "{card:al}.",
    ),
    "don_given_by_effect.active": "{effect}: {player} da {count} DON!! "
                                  "{count:activa|activas} {card:al}.",
    "don_given_by_effect.active.short": Plural(
        "count",
        one="{effect}: {player} da {count} DON!! {count:activa|activas} {card:al} (solo había "
            "{count} {count:activa|activas} de las {wanted} pedidas).",
        other="{effect}: {player} da {count} DON!! {count:activa|activas} {card:al} (solo había "
              "{count} {count:activa|activas} de las {wanted} pedidas).",
        zero="{effect}: {player} no tiene ninguna DON!! activa, así que no se da ninguna "
             "{card:al}.",
    ),
    "don_given_by_effect.opponent.active": "{effect}: {player} da {count} DON!! "
                                           "{count:activa|activas} de {owner} {card:al} (solo "
                                           "{count:da|dan} poder en el turno de {owner}).",
    "don_given_by_effect.opponent.active.short": Plural(
        "count",
        one="{effect}: {player} da {count} DON!! activa de {owner} {card:al} (solo había "
            "{count} activa de las {wanted} pedidas; solo da poder en el turno de {owner}).",
        other="{effect}: {player} da {count} DON!! {count:activa|activas} de {owner} {card:al} "
              "(solo había {count} {count:activa|activas} de las {wanted} pedidas; solo dan poder "
              "en el turno de {owner}).",
        zero="{effect}: {owner} no tiene ninguna DON!! activa, así que {player} no da ninguna "
             "{card:al}.",
    ),
    "don_set_active": (
        "{effect}: {player} pone {count:activa|activas} {count} DON!! de la Zona de costes."
    ),
    "don_to_match": "{effect}: {player} devuelve {count} DON!! del campo al Mazo DON!!, "
                    "para tener en el campo tantas DON!! como {rival}.",
    "don_to_match.none": "{effect}: {player} no tiene en el campo más DON!! que {rival}, así que "
                         "no devuelve ninguna.",
    "zero_times.add_don": "{effect} pide añadir 0 DON!!: no ocurre nada.",
    "don_moved": "{effect}: {player} da {card:al} {count} DON!! que ya {count:estaba|estaban} "
                 "{count:dada|dadas} a otras cartas suyas.",
    "would.move_given_don": "daría DON!! ya dadas a otras cartas",
    "why.no_given_don": "ninguna otra carta de {player} tiene DON!! dadas",
    "zero_times.move_given_don": "{effect} pide dar 0 DON!!: no ocurre nada.",

    # --- play: cards played by effects (optcg/play.py) ---
    "stage_replaced": "Solo cabe un Stage: {card:el} va al Trash para hacer sitio.",
    "would.play": "jugaría la carta",
    "would.play.card": "jugaría {card:el}",
    "why.no_play_by_effects": "{card:el} dice que no puede jugarse de la mano mediante efectos",
    "played_by_effect.character_rested": "{effect}: {card:el} se juega sin pagar su coste y entra "
                                         "en la Zona de Personajes en estado descansado; se ha "
                                         "jugado este turno.",
    "played_by_effect.character": "{effect}: {card:el} se juega sin pagar su coste y entra en la "
                                  "Zona de Personajes en estado activo; se ha jugado este turno.",
    "played_by_effect.stage": "{effect}: {card:el} se juega sin pagar su coste y entra en la Zona "
                              "de Stage en estado activo.",
    "why.not_in_trash": "ya no está en el Trash",
    "would.opponent_play_card": "haría que el rival jugara una carta de Personaje de la mano",
    "why.no_fitting_card_in_hand": "{player} no tiene en la mano ninguna carta de Personaje que "
                                   "cumpla (o no juega ninguna)",

    # --- event_use: an Event's [Main] used by another card's effect (optcg/event_use.py) ---
    "would.activate_event": "activaría un Evento",
    "would.activate_event.card": "activaría {card:el}",
    "why.no_main": "{card:el} no tiene un efecto [Main] que activar así",
    "why.event_cost_unpaid": "no se puede pagar el coste de activación del [Main] {card:del}",
    "event_activated_by_effect": "{effect}: {player} activa el [Main] {card:del} desde la mano "
                                 "sin pagar el coste de la carta; va al Trash.",
    "event_main_from_trash": "{effect}: {player} activa el efecto [Main] {card:del} en el "
                             "Trash; la carta se queda allí y no se activa ningún Evento.",

    # --- gains: keywords and flags gained (optcg/gains.py) ---
    "gained": "{effect}: {card:el} obtiene {what} {duration}.",
    "would.gain": "daría una palabra clave a una carta",
    "would.gain.card": "daría una palabra clave {card:al} durante esta batalla",

    # --- flow: "if" in the middle, "at the end of this turn" (optcg/flow.py) ---
    "at_end_of_turn.waits": "{effect}: lo que manda hacer al final de este turno espera a la Fase "
                            "final.",
    "unmet.done_this_turn": "{card:el} ya lo hizo con este efecto durante este turno",
    "at_end_of_battle.waits": "{effect}: lo que indica hacer al final de esta batalla espera al "
                              "Final de la batalla.",
    "at_end_of_battle.now": "Final de la batalla: {effect} hace ahora lo que dejó para el final de "
                            "la batalla.",
    "at_end_of_battle.no_battle": "{effect}: no hay batalla, así que lo que deja para el final de "
                                  "la batalla nunca ocurre.",
    "at_end_of_battle.moved": "{effect}: {card:el} ha cambiado de zona desde entonces y es una "
                              "carta nueva, así que no se le hace nada.",
    "at_end_of_turn.now": "Fase final: {effect} hace ahora lo que dejó para el final del turno.",
    "at_opponents_main.waits": "{effect}: lo que manda hacer al comienzo de la siguiente Fase "
                               "principal del rival espera a ese momento.",
    "at_opponents_main.now": "Comienzo de la Fase principal: {effect} hace ahora lo que dejó "
                             "para ella.",
    "effect_win": "{effect}: {player} gana la partida, y la partida termina en el acto.",
    "for_each.count": "{effect} cuenta {count} {count:Personaje|Personajes}, así que lo que "
                      "sigue se hace {count} {count:vez|veces}.",
    "for_each.none": "{effect} no cuenta ningún Personaje, así que lo que sigue no se hace ni "
                     "una vez.",

    # --- opponent: what the opponent is made to do (optcg/opponent.py) ---
    "would.bottom_opponent_trash": "colocaría cartas del Trash del rival en el fondo de su mazo",
    "bottom_opponent_trash": "{effect}: {player} coloca {cards:el} del Trash del rival en el "
                             "fondo del mazo de su propietario (a elección de {player}).",
    "zero_times.bottom_opponent_trash": "{effect} pide colocar 0 cartas: no ocurre nada.",
    "would.trash_opponent_hand": "descartaría cartas de la mano del rival",
    "zero_times.trash_opponent_hand": "{effect} pide descartar 0 cartas de la mano del rival: no "
                                      "ocurre nada.",
    "trash_opponent_hand": Plural(
        "count",
        one="{effect}: {chooser} elige boca abajo {cards:el} de la mano de {player}, que va al "
            "Trash (la primera de la lista).",
        other="{effect}: {chooser} elige boca abajo {cards:el} de la mano de {player}, que van al "
              "Trash (las primeras de la lista).",
    ),
    "trash_opponent_hand.short": "{effect}: {chooser} manda {cards:el} de la mano de {player} al "
                                 "Trash, todo lo que había de las {wanted} pedidas.",
    "would.opponent_bottom_character": "haría que el rival pusiera un Personaje en el fondo del "
                                       "mazo",
    "opponent_bottom_character": "{effect}: {player} elige {cards:el} para ponerlo en el fondo "
                                 "del mazo (el escenario no nombra ninguno: el primero de la "
                                 "lista).",
    "opponent_bottom_character.picked": "{effect}: {player} elige {cards:el} para ponerlo en "
                                        "el fondo del mazo.",
    "why.no_characters": "{player} no tiene Personajes",
    "zero_times.opponent_bottom_character": "{effect} pide al rival poner 0 Personajes: no ocurre "
                                            "nada.",
    "zero_times.opponent_trash_to_bottom": "{effect} pide al rival colocar 0 cartas: no ocurre "
                                           "nada.",
    "would.opponent_trash_to_bottom": "haría que el rival colocara cartas del Trash en el fondo "
                                      "del mazo",
    "opponent_trash_to_bottom": Plural(
        "count",
        one="{effect}: {player} coloca {cards:el} del Trash en el fondo del mazo (elige "
            "{player}: la primera de la lista).",
        other="{effect}: {player} coloca {cards:el} del Trash en el fondo del mazo (elige "
              "{player}: las primeras de la lista, en ese orden).",
    ),
    "opponent_trash_to_bottom.short": "{effect}: {player} coloca {cards:el} del Trash en el "
                                      "fondo del mazo, todo lo que había de las {wanted} pedidas.",
    "zero_times.opponent_picks_from_hand": "{effect} pide al rival elegir 0 cartas: no ocurre "
                                           "nada.",
    "zero_times.opponent_trash_from_hand": "{effect} pide al rival descartar 0 cartas: no ocurre "
                                           "nada.",
    "zero_times.opponent_hand_to_bottom": "{effect} pide al rival colocar 0 cartas: no ocurre "
                                          "nada.",
    "zero_times.opponent_return_don": "{effect} pide al rival devolver 0 DON!!: no ocurre nada.",
    "zero_times.rest_opponent_don": "{effect} pide descansar 0 DON!!: no ocurre nada.",
    "would.opponent_trash_from_hand": "haría que el rival descartara cartas de la mano",
    "would.opponent_hand_to_bottom": "haría que el rival colocara cartas de la mano en el fondo "
                                     "del mazo",
    "would.opponent_return_don": "haría que el rival devolviera DON!! al Mazo DON!!",
    "would.rest_opponent_don": "descansaría DON!! del rival",
    "opponent_trash_from_hand": Plural(
        "count",
        one="{effect}: {player} manda {cards:el} de la mano al Trash (elige {player}: la primera "
            "de la lista).",
        other="{effect}: {player} manda {cards:el} de la mano al Trash (elige {player}: las "
              "primeras de la lista).",
    ),
    "opponent_trash_from_hand.short": "{effect}: {player} manda {cards:el} de la mano al Trash, "
                                      "todo lo que había de las {wanted} pedidas.",
    "opponent_hand_to_bottom": Plural(
        "count",
        one="{effect}: {player} coloca {cards:el} de la mano en el fondo del mazo (elige {player}: "
            "la primera de la lista).",
        other="{effect}: {player} coloca {cards:el} de la mano en el fondo del mazo (elige "
              "{player}: las primeras de la lista, en ese orden).",
    ),
    "opponent_hand_to_bottom.short": "{effect}: {player} coloca {cards:el} de la mano en el "
                                     "fondo del mazo, todo lo que había de las {wanted} pedidas.",
    "opponent_return_don": (
        "{effect}: {player} devuelve {count} DON!! del campo al Mazo DON!! (primero las "
        "descansadas de la Zona de costes)."
    ),
    "opponent_return_don.short": (
        "{effect}: {player} devuelve {count} DON!! al Mazo DON!!, todas las que había de las "
        "{wanted} pedidas."
    ),
    "rest_opponent_don": "{effect} descansa {count} DON!! {count:activa|activas} de la Zona de "
                         "costes de {player}.",
    "rest_opponent_don.short": "{effect} descansa {count} DON!! {count:activa|activas} de la Zona "
                               "de costes de {player} (de las {wanted} pedidas, solo {count} "
                               "{count:estaba|estaban} {count:activa|activas}).",
    "opponent_don_stays_rested": (
        "{effect}: {count} DON!! {count:descansada|descansadas} de la Zona de costes de {player} "
        "no se {count:activará|activarán} en la próxima Fase de recarga de {player}."
    ),
    "opponent_don_stays_rested.short": (
        "{effect}: {count} DON!! {count:descansada|descansadas} de la Zona de costes de {player} "
        "no se {count:activará|activarán} en la próxima Fase de recarga de {player} (solo había "
        "{count} {count:descansada|descansadas} de las {wanted} pedidas)."
    ),
    "would.opponent_don_stays_rested": "mantendría descansadas DON!! del rival",
    "zero_times.opponent_don_stays_rested": "{effect} pide mantener descansadas 0 DON!!: no "
                                            "ocurre nada.",
    "why.no_rested_don": "{player} no tiene DON!! descansadas en la Zona de costes",
    "refresh.kept_rested_don": (
        "Fase de recarga: {count} DON!! de la Zona de costes de {player} {count:sigue "
        "descansada|siguen descansadas}, como dice {effect} (el texto de una carta prevalece "
        "sobre las reglas)."
    ),

    # --- triggers: auto effects with a trigger of their own (optcg/triggers.py) ---
    "timing.on_battle_end_vs_character": "«Si este Personaje combate contra un Personaje de tu "
                                         "rival» (al final del combate)",
    "timing.on_attack_damage": "«Cuando el ataque de esta carta inflige daño a la Vida de tu "
                               "rival»",
    "timing.on_opponent_event": "«Cuando tu rival activa un Evento»",
    "timing.on_opponent_blocker": "«Cuando tu rival activa [Blocker]»",
    "timing.on_opponent_event_or_blocker": "«Cuando tu rival activa un Evento o [Blocker]»",
    "timing.on_opponent_event_or_trigger": "«Cuando tu rival activa un Evento o un "
                                           "[Trigger]»",
    "timing.on_your_event": "«Cuando activas un Evento»",
    "timing.on_character_removed_by_you": "«Cuando un Personaje sale del campo por un efecto "
                                          "tuyo»",
    "timing.on_don_returned": "«Cuando una carta DON!! de tu campo vuelve a tu Mazo DON!!»",
    "timing.on_don_returned_2": "«Cuando 2 o más cartas DON!! de tu campo vuelven a tu Mazo "
                                "DON!!»",
    "timing.on_don_returned_by_you": "«Cuando una carta DON!! de tu campo vuelve a tu Mazo DON!! "
                                     "por un efecto tuyo»",
    "timing.on_hand_trashed_by_effect": "«Cuando un efecto manda una carta de tu mano al Trash»",
    "timing.on_rested": "«Cuando este Personaje queda descansado»",
    "timing.on_character_ko": "«Cuando un Personaje queda K.O.»",
    "timing.on_opponent_character_ko": "«Cuando un Personaje de tu rival queda K.O.»",
    "timing.on_trigger_activates": "«Cuando se activa un [Trigger]»",
    "timing.on_any_don_returned": "«Cuando una carta DON!! del campo vuelve a tu Mazo DON!!»",
    "timing.on_you_play_character": "«Cuando juegas un Personaje»",
    "timing.on_opponent_plays_character": "«Cuando tu rival juega un Personaje»",
    "timing.on_attack_leader": "«Cuando este Líder ataca al Líder de tu rival»",
    "timing.on_opponent_life_removed": "«Cuando se retira una carta de la Vida de tu rival»",
    "timing.on_any_life_removed": "«Cuando se retira una carta de tu Vida o de la Vida de "
                                  "tu rival»",
    "timing.on_life_to_hand": "«Cuando una carta de tu Vida se añade a tu mano»",
    "timing.on_given_don": "«Cuando se da una carta DON!! a este Líder o a uno de tus Personajes»",
    "timing.on_life_zero": "«Cuando tu número de cartas de Vida pasa a ser 0»",
    "timing.on_battle_ko": "«Cuando este Personaje combate y deja K.O. a un Personaje de tu "
                           "rival»",
    "timing.on_you_deal_damage": "«Cuando infliges daño a la Vida de tu rival»",
    "timing.on_opponent_attacks": "«Cuando tu rival ataca»",
    "timing.on_character_rested_by_you": "«Si un Personaje queda descansado por tu efecto»",
    "timing.on_ko_by_opponents_effect": "«Cuando este Personaje queda K.O. por un efecto de "
                                        "tu rival»",
    "don_x_lost": Plural(
        "count",
        one="{effect} no hace nada: necesita [DON!! x{needed}], y al resolverse la carta tiene "
            "{count} DON!! dada (la condición tiene que seguir cumpliéndose en ese momento).",
        other="{effect} no hace nada: necesita [DON!! x{needed}], y al resolverse la carta tiene "
              "{count} DON!! dadas (la condición tiene que seguir cumpliéndose en ese momento).",
        zero="{effect} no hace nada: necesita [DON!! x{needed}], y al resolverse la carta no "
             "tiene ninguna DON!! dada (la condición tiene que seguir cumpliéndose en ese "
             "momento).",
    ),

    # --- choices: unread abilities, named choices (optcg/unread.py, picks.py) ---
    "note.take_default": (
        "{effect}: el escenario no dice cuántas cartas tomó el jugador (el texto dice «hasta "
        "{most}»), así que el juez tomó {most}; la acción puede indicarlo con «take»"
    ),
    "note.search_default": (
        "{effect}: el escenario no indica qué cartas toma {player}, así que el juez tomó las "
        "primeras que cumplen ({cards:el}); la acción puede indicarlas con «target» (vacío: "
        "ninguna)"
    ),
    "note.pay_default": (
        "{card:el}: el escenario no dice qué cartas pagan su coste, así que el juez tomó las "
        "primeras de la lista que cumplen (y la carta superior de la Vida); una acción «pay» las "
        "indica"
    ),
    "choice_declined": (
        "{effect}: {player} no elige ninguna de las cartas, como dice el escenario («target» "
        "vacío; «hasta» permite no elegir ninguna)."
    ),
    "trash_opponent_hand.picked": Plural(
        "count",
        one="{effect}: {chooser} elige boca abajo {cards:el} de la mano de {player}, que va al "
            "Trash (como indica el escenario).",
        other="{effect}: {chooser} elige boca abajo {cards:el} de la mano de {player}, que van al "
              "Trash (como indica el escenario).",
    ),
    "opponent_trash_from_hand.picked": "{effect}: {player} manda {cards:el} de la mano al Trash "
                                       "(elige {player}, como indica el escenario).",
    "opponent_hand_to_bottom.picked": Plural(
        "count",
        one="{effect}: {player} coloca {cards:el} de la mano en el fondo del mazo (elige {player}, "
            "como indica el escenario).",
        other="{effect}: {player} coloca {cards:el} de la mano en el fondo del mazo (elige "
              "{player}, en el orden que indica el escenario).",
    ),
    "opponent_trash_to_bottom.picked": Plural(
        "count",
        one="{effect}: {player} coloca {cards:el} del Trash en el fondo del mazo (elige {player}, "
            "como indica el escenario).",
        other="{effect}: {player} coloca {cards:el} del Trash en el fondo del mazo (elige "
              "{player}, en el orden que indica el escenario).",
    ),
    "hand_to_deck.bottom.picked": Plural(
        "count",
        one="{effect}: {player} muestra {cards:el} y {cards:lo|la} coloca de la mano en el fondo "
            "del mazo.",
        other="{effect}: {player} muestra {cards:el} y las coloca de la mano en el fondo del "
              "mazo, en el orden que indica el escenario.",
    ),
    "hand_to_deck.top.picked": Plural(
        "count",
        one="{effect}: {player} muestra {cards:el} y {cards:lo|la} coloca de la mano encima del "
            "mazo.",
        other="{effect}: {player} muestra {cards:el} y las coloca de la mano encima del mazo, la "
              "primera indicada arriba del todo.",
    ),
    "note.pick_default": (
        "{effect}: el escenario no indica qué cartas elige {player}, así que el juez tomó las "
        "primeras de la lista ({cards:el}); la acción puede indicarlas con «picks»"
    ),
    "note.place_default.top": (
        "{effect}: el escenario no dice si las cartas van encima o en el fondo del mazo, así que "
        "el juez las dejó encima; la acción puede indicarlo con «place» (top o bottom)"
    ),
    "note.place_default.bottom": (
        "{effect}: el escenario no dice si las cartas van encima o en el fondo del mazo, así que "
        "el juez las puso en el fondo; la acción puede indicarlo con «place» (top o bottom)"
    ),
    "note.place_default.life_top": (
        "{effect}: el escenario no dice si la carta va encima o debajo de las cartas de Vida, así "
        "que el juez la puso encima; la acción puede indicarlo con «place» (top o bottom)"
    ),
    "opponent_return_don.picked": "{effect}: {player} devuelve {count} DON!! del campo al Mazo "
                                  "DON!! (elige {player}, como indica el escenario).",
    "note.don_default": (
        "{effect}: el escenario no indica qué DON!! devuelve {player}, así que el juez tomó "
        "{count} como para DON!! −X (primero las descansadas de la Zona de costes, luego las "
        "activas, luego las dadas); la acción puede indicarlas con «don_from»"
    ),
    "mismatch.already_chosen": "la carta ya se ha elegido una vez",
    "effect_unread": "{effect} no se aplica: el juez aún no sabe leer esta habilidad impresa (ver "
                     "las notas). La carta cuenta tal como está impresa (su momento, su coste y "
                     "su tipo); solo se deja fuera lo que hace la habilidad.",
    "illegal.target_twice": "{effect} elige cartas distintas: {card:el} cuenta una sola vez, así "
                            "que no puede nombrarse dos veces.",
    "illegal.target_same_name": "{effect} elige cartas con nombres distintos: {card:el} tiene el "
                                "nombre de otra carta nombrada, así que no puede elegirse "
                                "también.",
    "illegal.target_required": "{effect} debe elegir una carta (su texto no dice «hasta»), y "
                               "podría elegir {card:el}: hay que nombrar como objetivo esa "
                               "carta u otra que cumpla.",

    # --- negation: effects negated (optcg/negation.py) ---
    "auto_negated.on_play": "{effect} no se activa: los efectos [On Play] de {player} están "
                            "anulados.",
    "on_play_negated": "{effect}: los efectos [On Play] de las cartas de {player} quedan anulados "
                       "{duration}; una carta que {player} juegue mientras tanto no activa "
                       "ninguno.",
    "negated": "{effect}: los efectos {card:del} quedan anulados {duration}. Lo que ya hicieron "
               "se mantiene, y lo que le dan otras cartas sigue funcionando.",
    "auto_negated": "{effect} no se activa: los efectos {card:del} están anulados.",
    "would.negate": "anularía los efectos de una carta",
    "would.negate.card": "anularía los efectos {card:del} durante esta batalla",
    "illegal.activate_negated": "Los efectos {card:del} están anulados: su [Activate: Main] no "
                                "puede activarse ni puede pagarse su coste.",
    "illegal.blocker_negated": "{card:el} no puede bloquear: sus efectos están anulados, "
                               "[Blocker] incluido.",

    # --- base_power: base power set or swapped (optcg/base_power.py) ---
    "power.base_set": "poder base fijado por un efecto",
    "base_power_set": "{effect}: el poder base {card:del} pasa a ser {value} {duration}; los "
                      "cambios de su poder siguen sumándose: ahora {power}.",
    "base_power_swapped": "{effect}: {card:el} y {other:el} intercambian sus poderes base "
                          "{duration}; los cambios de su poder siguen sumándose: ahora {power} y "
                          "{other_power}.",
    "would.base_power": "fijaría el poder base de una carta",
    "would.base_power.card": "fijaría el poder base {card:del}",
    "would.swap_base_power": "intercambiaría los poderes base de dos cartas",
    "why.swap_needs_two": Plural(
        "count",
        one="hacen falta dos cartas y solo se eligió {count}",
        other="hacen falta dos cartas y se eligieron {count}",
        zero="hacen falta dos cartas y no se eligió ninguna",
    ),

    # --- ko_cost: a K.O. paid as a cost (optcg/ko_cost.py) ---
    "cost.ko_own": Plural(
        "count",
        one="dejar K.O. a {count} Personaje propio que cumpla su texto (uno que no puede quedar "
            "K.O. por efectos no sirve)",
        other="dejar K.O. a {count} Personajes propios que cumplan su texto (uno que no puede "
              "quedar K.O. por efectos no sirve)",
    ),
    "paid.ko_own": "deja K.O. {cards:al}",

    # --- attack_target: the attack's target changed (optcg/attack_target.py) ---
    "attack_target_changed": "{effect}: el objetivo del ataque pasa {before:del} {card:al}; la "
                             "batalla sigue con {card:el} (el texto de una carta va antes que las "
                             "reglas, así que puede ser una carta activa).",
    "would.change_attack_target": "cambiaría el objetivo del ataque",
    "would.change_attack_target.card": "cambiaría el objetivo del ataque {card:al}",
    "why.already_target": "{card:el} ya es el objetivo del ataque",
    "why.attackers_own_card": "{card:el} es del jugador que ataca",

    # --- stage_ko: a Stage K.O.'d (optcg/stage_ko.py) ---
    "stage_knocked_out": "{effect}: {card:el} queda K.O. y va al Trash de {owner} (el texto de la "
                         "carta deja K.O. a un Stage, algo que las reglas, por sí solas, solo "
                         "prevén para los Personajes).",

    # --- that_card: "if that Character ..." (optcg/that_card.py) ---
    "unmet.that_card": "el poder {card:del} es ahora {power} y su coste {cost}, que no es lo que "
                       "el texto pide a esa carta",
    "unmet.battle_target_gone": "la carta con la que combatió ya no está donde combatió",
    "unmet.that_card_gone": "la carta que eligió el efecto no está en el campo, o no se eligió "
                            "ninguna",
    "unmet.that_card_not_returned": "la carta que eligió el efecto no volvió a la mano, o no se "
                                    "eligió ninguna",
}
