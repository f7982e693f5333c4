"""The words of two additions each language's catalogue takes from here
(`MESSAGES.update(COSTS["de"])`): cards of a description given up as a cost (`cost_cards`,
5-2-2) and "Activate 1 of these effects" (`options`, 5-2-8), in the terms of each language's
cards (Tribut, Sacrificar, Sacrifier, offrire come Tributo; abwerfen, descartar, défausser,
scartare; verbannen, desterrar, bannir, bandire)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

COSTS: dict[str, dict[str, Message]] = {
    "en": {
        "cost_cards.where.spell_trap_zone": "in your Spell & Trap Zone",
        "cost.self_shuffle_from": "{player} returns {card} itself from {zone} to the Deck as "
                                  "the cost of its effect.",
        "illegal.cost_parts": "To activate {card}, {player} must, as its text says: {parts}; "
                              "the action's “cost” must name exactly those cards.",
        "cost.send_deck": "{player} sends {cards} from the top of their Deck to the Graveyard "
                          "to activate {card}.",
        "illegal.cost_send_deck": Plural(
            "count",
            one="To activate {card}, {player} must send the top card of their Deck to the "
                "Graveyard as the cost, and the Deck holds {deck}.",
            other="To activate {card}, {player} must send the top {count} cards of their Deck "
                  "to the Graveyard as the cost, and the Deck holds {deck}."),
        "cost.shuffle": "{player} shuffles {cards} into the Deck to activate {card}.",
        "cost.top": "{player} places {cards} on the top of the Deck to activate {card}.",
        "cost.bottom": "{player} places {cards} on the bottom of the Deck to activate {card}.",
        "cost.return": "{player} returns {cards} to the hand to activate {card}.",
        "cost_cards.do.shuffle": "shuffle into the Deck",
        "cost_cards.do.top": "place on the top of the Deck",
        "cost_cards.do.bottom": "place on the bottom of the Deck",
        "cost_cards.do.return": "return to the hand",
        "cost_cards.where.extra_deck": "in your Extra Deck",
        "procedure_cost.shuffle": "{player} shuffles {cards} into the Deck to Special Summon "
                                  "{card}.",
        "procedure_cost.top": "{player} places {cards} on the top of the Deck to Special "
                              "Summon {card}.",
        "procedure_cost.bottom": "{player} places {cards} on the bottom of the Deck to Special "
                                 "Summon {card}.",
        "procedure_cost.return": "{player} returns {cards} to the hand to Special Summon "
                                 "{card}.",
        "procedure_cost.pay_lp": "{player} pays {amount} LP to Special Summon {card} ({lp}).",
        "cost.deck_shuffled": "{player} shuffles their Deck, looked through for the cost.",
        "cost.self_send_from": "{player} sends {card} itself from {zone} to the Graveyard as "
                               "the cost of its effect.",
        "cost.self_banish_from": "{player} banishes {card} itself from {zone} as the cost of "
                                 "its effect.",
        "input.ygo.option_cost_beside_cost": "an option asks a cost of its own only when "
                                              "the card or effect asks none",
        "input.ygo.option_detach_monster_only": "only an option of a monster's effect (under "
                                                "`effects`) detaches that monster's Xyz "
                                                "Materials as its cost (4-4-3)",
        "cost_cards.do.discard": "discard",
        "cost_cards.do.tribute": "Tribute",
        "cost_cards.do.send": "send to the Graveyard",
        "cost_cards.do.banish": "banish",
        "cost_cards.do.reveal": "reveal",
        "cost_cards.where.hand": "in your hand",
        "cost_cards.where.field": "on your field",
        "cost_cards.where.graveyard": "in your Graveyard",
        "cost_cards.where.deck": "in your Deck",
        "cost_cards.requirement": "{what} {where}",
        "cost_cards.requirement.details": "{what} {where} ({details})",
        "cost_cards.face_up": "face-up",
        "cost_cards.other": "not this card",
        "illegal.cost_cards": Plural(
            "count",
            one="To activate {card}, {player} must {do} {count} card, {requirement}: the "
                "action's “cost” must name exactly one such card.",
            other="To activate {card}, {player} must {do} {count} cards, each {requirement}: "
                  "the action's “cost” must name exactly that many such cards."),
        "cost.send": "{player} sends {cards} to the Graveyard to activate {card}.",
        "cost.banish": "{player} banishes {cards} to activate {card}.",
        "cost.reveal": "{player} reveals {cards} to activate {card}; what is revealed stays where "
                       "it is.",
        "option.chosen": "{player} chooses effect {number} of the {count} that {card} lists.",
        "illegal.needs_option": "{card} lists {count} effects, one of which its player chooses "
                                "as it is activated: the action's “option” must name one "
                                "(counted from 0).",
        "input.ygo.one_option": "lists a single option: an effect to choose from needs two or "
                                "more",
        "input.ygo.effect_with_options": "leave “effect” out: what an effect with “options” "
                                         "does is the option chosen",
    },
    "de": {
        "cost_cards.where.spell_trap_zone": "in deiner Zauber- & Fallenzone",
        "cost.self_shuffle_from": "{player} gibt {card:den} selbst als Kosten seines Effekts "
                                  "aus {zone} ins Deck zurück.",
        "illegal.cost_parts": "Um {card:den} zu aktivieren, muss {player} laut seinem Text: "
                              "{parts}; „cost“ der Aktion muss genau diese Karten nennen.",
        "cost.send_deck": "{player} legt {cards:den} von oben aus dem Deck auf den Friedhof, "
                          "um {card:den} zu aktivieren.",
        "illegal.cost_send_deck": Plural(
            "count",
            one="Um {card:den} zu aktivieren, muss {player} als Kosten die oberste Karte des "
                "Decks auf den Friedhof legen, und das Deck enthält {deck}.",
            other="Um {card:den} zu aktivieren, muss {player} als Kosten die obersten {count} "
                  "Karten des Decks auf den Friedhof legen, und das Deck enthält {deck}."),
        "cost.shuffle": "{player} mischt {cards:den} ins Deck, um {card:den} zu aktivieren.",
        "cost.top": "{player} legt {cards:den} oben auf das Deck, um {card:den} zu aktivieren.",
        "cost.bottom": "{player} legt {cards:den} unter das Deck, um {card:den} zu "
                       "aktivieren.",
        "cost.return": "{player} gibt {cards:den} auf die Hand zurück, um {card:den} zu "
                       "aktivieren.",
        "cost_cards.do.shuffle": "ins Deck mischen",
        "cost_cards.do.top": "oben auf das Deck legen",
        "cost_cards.do.bottom": "unter das Deck legen",
        "cost_cards.do.return": "auf die Hand zurückgeben",
        "cost_cards.where.extra_deck": "in deinem Extra Deck",
        "procedure_cost.shuffle": "{player} mischt {cards:den} ins Deck, um {card:den} als "
                                  "Spezialbeschwörung zu beschwören.",
        "procedure_cost.top": "{player} legt {cards:den} oben auf das Deck, um {card:den} als "
                              "Spezialbeschwörung zu beschwören.",
        "procedure_cost.bottom": "{player} legt {cards:den} unter das Deck, um {card:den} als "
                                 "Spezialbeschwörung zu beschwören.",
        "procedure_cost.return": "{player} gibt {cards:den} auf die Hand zurück, um {card:den} "
                                 "als Spezialbeschwörung zu beschwören.",
        "procedure_cost.pay_lp": "{player} zahlt {amount} LP, um {card:den} als "
                                 "Spezialbeschwörung zu beschwören ({lp}).",
        "cost.deck_shuffled": "{player} mischt das für die Kosten durchsuchte Deck.",
        "cost.self_send_from": "{player} legt {card:den} selbst als Kosten seines Effekts aus "
                               "{zone} auf den Friedhof.",
        "cost.self_banish_from": "{player} verbannt {card:den} selbst aus {zone} als Kosten "
                                 "seines Effekts.",
        "input.ygo.option_cost_beside_cost": "eine Option verlangt nur dann eigene Kosten, "
                                              "wenn die Karte oder der Effekt keine verlangt",
        "input.ygo.option_detach_monster_only": "nur eine Option eines Monstereffekts (unter "
                                                "`effects`) hängt als Kosten Xyz-Material "
                                                "dieses Monsters ab (4-4-3)",
        "cost_cards.do.discard": "abwerfen",
        "cost_cards.do.tribute": "als Tribut anbieten",
        "cost_cards.do.send": "auf den Friedhof legen",
        "cost_cards.do.banish": "verbannen",
        "cost_cards.do.reveal": "vorzeigen",
        "cost_cards.where.hand": "in deiner Hand",
        "cost_cards.where.field": "auf deiner Spielfeldseite",
        "cost_cards.where.graveyard": "in deinem Friedhof",
        "cost_cards.where.deck": "in deinem Deck",
        "cost_cards.requirement": "{what} {where}",
        "cost_cards.requirement.details": "{what} {where} ({details})",
        "cost_cards.face_up": "offen",
        "cost_cards.other": "nicht diese Karte",
        "illegal.cost_cards": Plural(
            "count",
            one="Um {card:den} zu aktivieren, muss {player} {count} Karte {do}, und zwar "
                "{requirement}: „cost“ der Aktion muss genau eine solche Karte nennen.",
            other="Um {card:den} zu aktivieren, muss {player} {count} Karten {do}, jeweils "
                  "{requirement}: „cost“ der Aktion muss genau so viele solcher Karten "
                  "nennen."),
        "cost.send": "{player} legt {cards:den} auf den Friedhof, um {card:den} zu aktivieren.",
        "cost.banish": "{player} verbannt {cards:den}, um {card:den} zu aktivieren.",
        "cost.reveal": "{player} zeigt {cards:den} vor, um {card:den} zu aktivieren; was "
                       "vorgezeigt wird, bleibt, wo es ist.",
        "option.chosen": "{player} wählt Effekt {number} der {count} Effekte {card:vom}.",
        "illegal.needs_option": "{card:der} nennt {count} Effekte, von denen der Spieler beim "
                                "Aktivieren einen wählt: „option“ der Aktion muss einen nennen "
                                "(ab 0 gezählt).",
        "input.ygo.one_option": "nennt nur eine Option: Ein Effekt zur Wahl braucht zwei oder "
                                "mehr",
        "input.ygo.effect_with_options": "„effect“ weglassen: was ein Effekt mit „options“ tut, "
                                         "ist die gewählte Option",
    },
    "es": {
        "cost_cards.where.spell_trap_zone": "en tu Zona de Magia y Trampas",
        "cost.self_shuffle_from": "{player} devuelve {card:el}, la propia carta, desde {zone} "
                                  "al Deck como coste de su efecto.",
        "illegal.cost_parts": "Para activar {card:el}, {player} debe, como dice su texto: "
                              "{parts}; el «cost» de la acción debe nombrar exactamente esas "
                              "cartas.",
        "cost.send_deck": "{player} manda {cards:el} de la parte superior de su Deck al "
                          "Cementerio para activar {card:el}.",
        "illegal.cost_send_deck": Plural(
            "count",
            one="Para activar {card:el}, {player} debe mandar la carta superior de su Deck al "
                "Cementerio como coste, y el Deck tiene {deck}.",
            other="Para activar {card:el}, {player} debe mandar las {count} cartas superiores "
                  "de su Deck al Cementerio como coste, y el Deck tiene {deck}."),
        "cost.shuffle": "{player} baraja {cards:el} en el Deck para activar {card:el}.",
        "cost.top": "{player} coloca {cards:el} en la parte superior del Deck para activar "
                    "{card:el}.",
        "cost.bottom": "{player} coloca {cards:el} en la parte inferior del Deck para activar "
                       "{card:el}.",
        "cost.return": "{player} devuelve {cards:el} a la mano para activar {card:el}.",
        "cost_cards.do.shuffle": "barajar en el Deck",
        "cost_cards.do.top": "colocar en la parte superior del Deck",
        "cost_cards.do.bottom": "colocar en la parte inferior del Deck",
        "cost_cards.do.return": "devolver a la mano",
        "cost_cards.where.extra_deck": "en tu Deck Extra",
        "procedure_cost.shuffle": "{player} baraja {cards:el} en el Deck para Invocar de "
                                  "Modo Especial {card:el}.",
        "procedure_cost.top": "{player} coloca {cards:el} en la parte superior del Deck para "
                              "Invocar de Modo Especial {card:el}.",
        "procedure_cost.bottom": "{player} coloca {cards:el} en la parte inferior del Deck "
                                 "para Invocar de Modo Especial {card:el}.",
        "procedure_cost.return": "{player} devuelve {cards:el} a la mano para Invocar de Modo "
                                 "Especial {card:el}.",
        "procedure_cost.pay_lp": "{player} paga {amount} LP para Invocar de Modo Especial "
                                 "{card:el} ({lp}).",
        "cost.deck_shuffled": "{player} baraja su Deck, que ha revisado para pagar el coste.",
        "cost.self_send_from": "{player} manda {card:el}, la propia carta, desde {zone} al "
                               "Cementerio como coste de su efecto.",
        "cost.self_banish_from": "{player} destierra {card:el} mismo desde {zone} como coste de su "
                                 "efecto.",
        "input.ygo.option_cost_beside_cost": "una opción pide un coste propio solo si la "
                                              "carta o el efecto no pide ninguno",
        "input.ygo.option_detach_monster_only": "solo una opción del efecto de un monstruo "
                                                "(bajo `effects`) desacopla como coste "
                                                "Materiales Xyz de ese monstruo (4-4-3)",
        "cost_cards.do.discard": "descartar",
        "cost_cards.do.tribute": "Sacrificar",
        "cost_cards.do.send": "mandar al Cementerio",
        "cost_cards.do.banish": "desterrar",
        "cost_cards.do.reveal": "mostrar",
        "cost_cards.where.hand": "en tu mano",
        "cost_cards.where.field": "en tu Campo",
        "cost_cards.where.graveyard": "en tu Cementerio",
        "cost_cards.where.deck": "en tu Deck",
        "cost_cards.requirement": "{what} {where}",
        "cost_cards.requirement.details": "{what} {where} ({details})",
        "cost_cards.face_up": "boca arriba",
        "cost_cards.other": "no esta carta",
        "illegal.cost_cards": Plural(
            "count",
            one="Para activar {card:el}, {player} debe {do} {count} carta, que sea "
                "{requirement}: el «cost» de la acción debe nombrar exactamente una así.",
            other="Para activar {card:el}, {player} debe {do} {count} cartas, cada una de ellas "
                  "{requirement}: el «cost» de la acción debe nombrar exactamente esa "
                  "cantidad."),
        "cost.send": "{player} manda {cards:el} al Cementerio para activar {card:el}.",
        "cost.banish": "{player} destierra {cards:el} para activar {card:el}.",
        "cost.reveal": Plural(
            "cards",
            one="{player} muestra {cards:el} para activar {card:el}; la carta sigue donde "
                "estaba.",
            other="{player} muestra {cards:el} para activar {card:el}; siguen donde estaban."),
        "option.chosen": "{player} elige el efecto {number} de los {count} que indica "
                         "{card:el}.",
        "illegal.needs_option": "{card:el} indica {count} efectos, de los que su jugador elige "
                                "uno al activarla: la «option» de la acción debe nombrar uno "
                                "(contando desde 0).",
        "input.ygo.one_option": "indica una sola opción: un efecto a elegir necesita dos o más",
        "input.ygo.effect_with_options": "omite «effect»: lo que hace un efecto con «options» "
                                         "es la opción elegida",
    },
    "it": {
        "cost_cards.where.spell_trap_zone": "nella tua Zona Magie & Trappole",
        "cost.self_shuffle_from": "{player} rimette {card:il} stesso {zone:dal} nel Deck come "
                                  "costo del suo effetto.",
        "illegal.cost_parts": "Per attivare {card:il}, {player} deve, come dice il suo testo: "
                              "{parts}; il «cost» dell'azione deve nominare esattamente quelle "
                              "carte.",
        "cost.send_deck": "{player} manda {cards:il} dalla cima del Deck al Cimitero per "
                          "attivare {card:il}.",
        "illegal.cost_send_deck": Plural(
            "count",
            one="Per attivare {card:il}, {player} deve mandare al Cimitero la prima carta del "
                "Deck come costo, e il Deck ne contiene {deck}.",
            other="Per attivare {card:il}, {player} deve mandare al Cimitero le prime {count} "
                  "carte del Deck come costo, e il Deck ne contiene {deck}."),
        "cost.shuffle": "{player} mischia {cards:il} nel Deck per attivare {card:il}.",
        "cost.top": "{player} mette {cards:il} in cima al Deck per attivare {card:il}.",
        "cost.bottom": "{player} mette {cards:il} in fondo al Deck per attivare {card:il}.",
        "cost.return": "{player} fa ritornare {cards:il} nella mano per attivare {card:il}.",
        "cost_cards.do.shuffle": "mischiare nel Deck",
        "cost_cards.do.top": "mettere in cima al Deck",
        "cost_cards.do.bottom": "mettere in fondo al Deck",
        "cost_cards.do.return": "far ritornare nella mano",
        "cost_cards.where.extra_deck": "nel tuo Extra Deck",
        "procedure_cost.shuffle": "{player} mischia {cards:il} nel Deck per Evocare "
                                  "Specialmente {card:il}.",
        "procedure_cost.top": "{player} mette {cards:il} in cima al Deck per Evocare "
                              "Specialmente {card:il}.",
        "procedure_cost.bottom": "{player} mette {cards:il} in fondo al Deck per Evocare "
                                 "Specialmente {card:il}.",
        "procedure_cost.return": "{player} fa ritornare {cards:il} nella mano per Evocare "
                                 "Specialmente {card:il}.",
        "procedure_cost.pay_lp": "{player} paga {amount} LP per Evocare Specialmente "
                                 "{card:il} ({lp}).",
        "cost.deck_shuffled": "{player} mischia il proprio Deck, in cui ha cercato la carta per "
                              "il costo.",
        "cost.self_send_from": "{player} manda {card:il} stesso {zone:dal} al Cimitero come costo "
                               "del suo effetto.",
        "cost.self_banish_from": "{player} bandisce {card:il} stesso {zone:dal} come costo del "
                                 "suo effetto.",
        "input.ygo.option_cost_beside_cost": "un'opzione richiede un costo proprio solo se "
                                              "la carta o l'effetto non ne richiede alcuno",
        "input.ygo.option_detach_monster_only": "solo un'opzione dell'effetto di un mostro "
                                                "(sotto `effects`) stacca come costo Materiali "
                                                "Xyz di quel mostro (4-4-3)",
        "cost_cards.do.discard": "scartare",
        "cost_cards.do.tribute": "offrire come Tributo",
        "cost_cards.do.send": "mandare al Cimitero",
        "cost_cards.do.banish": "bandire",
        "cost_cards.do.reveal": "rivelare",
        "cost_cards.where.hand": "nella tua mano",
        "cost_cards.where.field": "sul tuo Terreno",
        "cost_cards.where.graveyard": "nel tuo Cimitero",
        "cost_cards.where.deck": "nel tuo Deck",
        "cost_cards.requirement": "{what} {where}",
        "cost_cards.requirement.details": "{what} {where} ({details})",
        "cost_cards.face_up": "scoperta",
        "cost_cards.other": "non questa carta",
        "illegal.cost_cards": Plural(
            "count",
            one="Per attivare {card:il}, {player} deve {do} {count} carta, che dev'essere "
                "{requirement}: il «cost» dell'azione deve nominarne esattamente una così.",
            other="Per attivare {card:il}, {player} deve {do} {count} carte, ognuna delle quali "
                  "dev'essere {requirement}: il «cost» dell'azione deve nominarne esattamente "
                  "altrettante."),
        "cost.send": "{player} manda {cards:il} al Cimitero per attivare {card:il}.",
        "cost.banish": "{player} bandisce {cards:il} per attivare {card:il}.",
        "cost.reveal": "{player} rivela {cards:il} per attivare {card:il}; ciò che è rivelato "
                       "resta dov'è.",
        "option.chosen": "{player} sceglie l'effetto {number} dei {count} elencati "
                         "{card:dal}.",
        "illegal.needs_option": "{card:il} elenca {count} effetti, uno dei quali viene scelto "
                                "dal suo giocatore all'attivazione: la «option» dell'azione "
                                "deve nominarne uno (contando da 0).",
        "input.ygo.one_option": "elenca una sola opzione: un effetto a scelta ne richiede due o "
                                "più",
        "input.ygo.effect_with_options": "ometti «effect»: ciò che fa un effetto con «options» "
                                         "è l'opzione scelta",
    },
    "fr": {
        "cost_cards.where.spell_trap_zone": "dans votre Zone Magie & Piège",
        "cost.self_shuffle_from": "{player} remet {card:le} lui-même depuis {zone} dans le "
                                  "Deck comme coût de son effet.",
        "illegal.cost_parts": "Pour activer {card:le}, {player} doit, comme dit son texte : "
                              "{parts} ; le « cost » de l'action doit nommer exactement ces "
                              "cartes.",
        "cost.send_deck": "{player} envoie {cards:le} du dessus de son Deck au Cimetière pour "
                          "activer {card:le}.",
        "illegal.cost_send_deck": Plural(
            "count",
            one="Pour activer {card:le}, {player} doit envoyer la carte du dessus de son Deck "
                "au Cimetière comme coût, et le Deck en contient {deck}.",
            other="Pour activer {card:le}, {player} doit envoyer les {count} cartes du dessus "
                  "de son Deck au Cimetière comme coût, et le Deck en contient {deck}."),
        "cost.shuffle": "{player} mélange {cards:le} dans le Deck pour activer {card:le}.",
        "cost.top": "{player} place {cards:le} sur le dessus du Deck pour activer {card:le}.",
        "cost.bottom": "{player} place {cards:le} en dessous du Deck pour activer {card:le}.",
        "cost.return": "{player} renvoie {cards:le} dans la main pour activer {card:le}.",
        "cost_cards.do.shuffle": "mélanger dans le Deck",
        "cost_cards.do.top": "placer sur le dessus du Deck",
        "cost_cards.do.bottom": "placer en dessous du Deck",
        "cost_cards.do.return": "renvoyer dans la main",
        "cost_cards.where.extra_deck": "dans votre Extra Deck",
        "procedure_cost.shuffle": "{player} mélange {cards:le} dans le Deck pour Invoquer "
                                  "Spécialement {card:le}.",
        "procedure_cost.top": "{player} place {cards:le} sur le dessus du Deck pour Invoquer "
                              "Spécialement {card:le}.",
        "procedure_cost.bottom": "{player} place {cards:le} en dessous du Deck pour Invoquer "
                                 "Spécialement {card:le}.",
        "procedure_cost.return": "{player} renvoie {cards:le} dans la main pour Invoquer "
                                 "Spécialement {card:le}.",
        "procedure_cost.pay_lp": "{player} paie {amount} LP pour Invoquer Spécialement "
                                 "{card:le} ({lp}).",
        "cost.deck_shuffled": "{player} mélange son Deck, parcouru pour payer le coût.",
        "cost.self_send_from": "{player} envoie {card:le} lui-même depuis {zone} au Cimetière "
                               "comme coût de son effet.",
        "cost.self_banish_from": "{player} bannit {card:le} lui-même depuis {zone} comme coût de "
                                 "son effet.",
        "input.ygo.option_cost_beside_cost": "une option ne demande un coût propre que si la "
                                              "carte ou l'effet n'en demande aucun",
        "input.ygo.option_detach_monster_only": "seule une option de l'effet d'un monstre "
                                                "(sous `effects`) détache comme coût des Matériels "
                                                "Xyz de ce monstre (4-4-3)",
        "cost_cards.do.discard": "défausser",
        "cost_cards.do.tribute": "Sacrifier",
        "cost_cards.do.send": "envoyer au Cimetière",
        "cost_cards.do.banish": "bannir",
        "cost_cards.do.reveal": "révéler",
        "cost_cards.where.hand": "dans votre main",
        "cost_cards.where.field": "sur votre Terrain",
        "cost_cards.where.graveyard": "dans votre Cimetière",
        "cost_cards.where.deck": "dans votre Deck",
        "cost_cards.requirement": "{what} {where}",
        "cost_cards.requirement.details": "{what} {where} ({details})",
        "cost_cards.face_up": "face recto",
        "cost_cards.other": "pas cette carte",
        "illegal.cost_cards": Plural(
            "count",
            one="Pour activer {card:le}, {player} doit {do} {count} carte, qui doit être "
                "{requirement} : le « cost » de l'action doit en nommer exactement une.",
            other="Pour activer {card:le}, {player} doit {do} {count} cartes, chacune devant "
                  "être {requirement} : le « cost » de l'action doit en nommer exactement "
                  "autant."),
        "cost.send": "{player} envoie {cards:le} au Cimetière pour activer {card:le}.",
        "cost.banish": "{player} bannit {cards:le} pour activer {card:le}.",
        "cost.reveal": "{player} révèle {cards:le} pour activer {card:le} ; rien ne change de "
                       "place.",
        "option.chosen": "{player} choisit l'effet {number} parmi les {count} que propose "
                         "{card:le}.",
        "illegal.needs_option": "{card:le} propose {count} effets, dont son joueur choisit un en "
                                "l'activant : l'« option » de l'action doit en nommer un "
                                "(en comptant à partir de 0).",
        "input.ygo.one_option": "ne liste qu'une option : un effet à choisir en demande deux ou "
                                "plus",
        "input.ygo.effect_with_options": "omettez « effect » : ce que fait un effet avec "
                                         "« options » est l'option choisie",
    },
}
