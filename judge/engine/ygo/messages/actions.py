"""The words of the actions the best-known Spells take, which each language's catalogue takes
from here (`MESSAGES.update(ACTIONS["de"])`): control of a monster taken and given back (3-10-3,
3-10-4), in the terms of each language's cards (Kontrolle übernehmen, tomar el control,
prendre le contrôle, prendere il controllo)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

ACTIONS: dict[str, dict[str, Message]] = {
    "en": {
        "why.pick_declined": "its player names no card to take, as “you can” allows",
        "illegal.target_count": "{card} targets exactly {count} cards: the action's "
                                "“targets” must name that many.",
        "illegal.target_count.up_to": "{card} targets at most {count} cards: the action's "
                                      "“targets” names more.",
        "input.ygo.same_target_twice": "the same card is named twice as a target",
        "illegal.no_monster_to_compare": "{card} can be activated only while there is a "
                                         "face-up monster its effect could destroy.",
        "why.no_monster_to_compare": "there is no face-up monster it could destroy",
        "why.tie_not_named": "{cards} are tied, and the activation names none of them to "
                             "destroy (the action's “pick”)",
        "illegal.cost_banish_deck": "To activate {card}, {player} must banish {count} cards "
                                    "from the top of their Deck as the cost, and the Deck "
                                    "holds {deck}.",
        "cost.banish_deck": "{player} banishes the top {count} cards of their Deck face-down to "
                            "activate {card}.",
        "illegal.controls_face_up_cards": "{card} can be activated only while {player} "
                                          "controls no face-up cards; {player} controls {cards}.",
        "effect_discard": Plural("count", zero="{link}: {player} has no card in hand to "
                                               "discard.",
                                 one="{link}: {player} discards {cards}.",
                                 other="{link}: {player} discards {count} cards: {cards}."),
        "would.discard": Plural("count", one="discard {count} card",
                                other="discard {count} cards"),
        "why.discards_not_in_hand": "the activation does not name that many cards of "
                                    "{player}'s hand to discard (the action's “discards”)",
        "input.ygo.same_discard_twice": "the same card is named twice to be discarded",
        "name_locked": "{link}: for the rest of this turn, {player} cannot activate cards "
                       "named {card}, nor their effects.",
        "illegal.name_locked": "{player} cannot activate {card} or its effects for the rest "
                               "of this turn: an effect that resolved this turn forbids cards "
                               "of that name.",
        "pick.property.normal": "Normal",
        "pick.property.quick-play": "Quick-Play",
        "pick.property.continuous": "Continuous",
        "pick.property.equip": "Equip",
        "pick.property.field": "Field",
        "pick.property.ritual": "Ritual",
        "pick.property.counter": "Counter",
        "pick.atk_max": "{amount} ATK or less",
        "pick.atk_min": "{amount} ATK or more",
        "pick.def_max": "{amount} DEF or less",
        "pick.def_min": "{amount} DEF or more",
        "would.take_control": "take control of a monster",
        "would.take_control_card": "take control of {card}",
        "why.already_controlled": "{player} controls it already",
        "why.no_zone_for_control": "{player}'s five Main Monster Zones are full",
        "control_taken.end_phase": "{link}: {player} takes control of {card} until the End "
                                   "Phase.",
        "control_taken.none": "{link}: {player} takes control of {card}.",
        "control_given_back": "The End Phase begins: {card} goes back to its owner {player}, in "
                              "{position}.",
        "control_given_back.no_zone": "The End Phase begins: {card} should go back to its owner "
                                      "{player}, whose five Main Monster Zones are full; it is "
                                      "sent to their Graveyard.",
    },
    "de": {
        "why.pick_declined": "sein Spieler nennt keine Karte, wie „du kannst“ es erlaubt",
        "illegal.target_count": "{card:der} wählt genau {count} Karten als Ziel: Das "
                                "„targets“ der Aktion muss so viele nennen.",
        "illegal.target_count.up_to": "{card:der} wählt höchstens {count} Karten als Ziel: Das "
                                      "„targets“ der Aktion nennt mehr.",
        "input.ygo.same_target_twice": "dieselbe Karte wird zweimal als Ziel genannt",
        "illegal.no_monster_to_compare": "{card:der} kann nur aktiviert werden, solange es ein "
                                         "offenes Monster gibt, das sein Effekt zerstören könnte.",
        "why.no_monster_to_compare": "es gibt kein offenes Monster, das er zerstören könnte",
        "why.tie_not_named": "{cards} liegen gleichauf, und die Aktivierung nennt keines davon "
                             "zum Zerstören (das „pick“ der Aktion)",
        "illegal.cost_banish_deck": "Um {card:den} zu aktivieren, muss {player} als Kosten "
                                    "die obersten {count} Karten des Decks verbannen, und das "
                                    "Deck enthält {deck}.",
        "cost.banish_deck": "{player} verbannt die obersten {count} Karten des Decks verdeckt, "
                            "um {card:den} zu aktivieren.",
        "illegal.controls_face_up_cards": "{card:der} kann nur aktiviert werden, solange "
                                          "{player} keine offenen Karten kontrolliert; {player} "
                                          "kontrolliert {cards}.",
        "effect_discard": Plural("count", zero="{link}: {player} hat keine Karte auf der Hand "
                                               "zum Abwerfen.",
                                 one="{link}: {player} wirft {cards} ab.",
                                 other="{link}: {player} wirft {count} Karten ab: {cards}."),
        "would.discard": Plural("count", one="{count} Karte abwerfen",
                                other="{count} Karten abwerfen"),
        "why.discards_not_in_hand": "die Aktivierung nennt nicht so viele Karten aus der Hand "
                                    "von {player} zum Abwerfen (das „discards“ der Aktion)",
        "input.ygo.same_discard_twice": "dieselbe Karte wird zweimal zum Abwerfen genannt",
        "name_locked": "{link}: Für den Rest dieses Spielzugs kann {player} keine Karten "
                       "mit dem Namen {card} und keine ihrer Effekte aktivieren.",
        "illegal.name_locked": "{player} kann {card:den} und seine Effekte für den Rest dieses "
                               "Spielzugs nicht aktivieren: Ein Effekt, der in diesem Spielzug "
                               "aufgelöst wurde, verbietet Karten dieses Namens.",
        "pick.property.normal": "normal",
        "pick.property.quick-play": "Schnellzauber",
        "pick.property.continuous": "permanent",
        "pick.property.equip": "Ausrüstung",
        "pick.property.field": "Spielfeld",
        "pick.property.ritual": "Ritual",
        "pick.property.counter": "Konter",
        "pick.atk_max": "{amount} ATK oder weniger",
        "pick.atk_min": "{amount} ATK oder mehr",
        "pick.def_max": "{amount} DEF oder weniger",
        "pick.def_min": "{amount} DEF oder mehr",
        "would.take_control": "die Kontrolle über ein Monster übernehmen",
        "would.take_control_card": "die Kontrolle über {card:den} übernehmen",
        "why.already_controlled": "{player} kontrolliert es bereits",
        "why.no_zone_for_control": "die fünf Main-Monsterzonen von {player} sind voll",
        "control_taken.end_phase": "{link}: {player} übernimmt bis zur End Phase die Kontrolle "
                                   "über {card:den}.",
        "control_taken.none": "{link}: {player} übernimmt die Kontrolle über {card:den}.",
        "control_given_back": "Die End Phase beginnt: {card:der} kehrt zu seinem Besitzer "
                              "{player} zurück, in {position}.",
        "control_given_back.no_zone": "Die End Phase beginnt: {card:der} müsste zu seinem "
                                      "Besitzer {player} zurückkehren, dessen fünf "
                                      "Main-Monsterzonen voll sind; die Karte wird auf seinen "
                                      "Friedhof gelegt.",
    },
    "es": {
        "why.pick_declined": "su jugador no nombra ninguna carta, como permite «puedes»",
        "illegal.target_count": "{card:el} selecciona exactamente {count} cartas como "
                                "objetivo: el «targets» de la acción debe nombrar ese número.",
        "illegal.target_count.up_to": "{card:el} selecciona como máximo {count} cartas como "
                                      "objetivo: el «targets» de la acción nombra más.",
        "input.ygo.same_target_twice": "la misma carta se nombra dos veces como objetivo",
        "illegal.no_monster_to_compare": "{card:el} solo puede activarse mientras haya un "
                                         "monstruo boca arriba que su efecto pueda destruir.",
        "why.no_monster_to_compare": "no hay ningún monstruo boca arriba que pueda destruir",
        "why.tie_not_named": "{cards} están empatados y la activación no nombra a ninguno "
                             "para destruirlo (el «pick» de la acción)",
        "illegal.cost_banish_deck": "Para activar {card:el}, {player} debe desterrar {count} "
                                    "cartas de la parte superior de su Deck como coste, y el "
                                    "Deck tiene {deck}.",
        "cost.banish_deck": "{player} destierra boca abajo las {count} cartas superiores de su "
                            "Deck para activar {card:el}.",
        "illegal.controls_face_up_cards": "{card:el} solo puede activarse mientras {player} "
                                          "no controle cartas boca arriba; {player} controla "
                                          "{cards}.",
        "effect_discard": Plural("count", zero="{link}: {player} no tiene cartas en la mano "
                                               "para descartar.",
                                 one="{link}: {player} descarta {cards}.",
                                 other="{link}: {player} descarta {count} cartas: {cards}."),
        "would.discard": Plural("count", one="descartar {count} carta",
                                other="descartar {count} cartas"),
        "why.discards_not_in_hand": "la activación no nombra tantas cartas de la mano de "
                                    "{player} para descartar (el «discards» de la acción)",
        "input.ygo.same_discard_twice": "la misma carta se nombra dos veces para descartarla",
        "name_locked": "{link}: durante el resto de este turno, {player} no puede activar "
                       "cartas con el nombre {card} ni sus efectos.",
        "illegal.name_locked": "{player} no puede activar {card:el} ni sus efectos durante el "
                               "resto de este turno: un efecto resuelto en este turno prohíbe "
                               "las cartas con ese nombre.",
        "pick.property.normal": "Normal",
        "pick.property.quick-play": "de Juego Rápido",
        "pick.property.continuous": "Continua",
        "pick.property.equip": "de Equipo",
        "pick.property.field": "de Campo",
        "pick.property.ritual": "de Ritual",
        "pick.property.counter": "de Contraefecto",
        "pick.atk_max": "{amount} ATK o menos",
        "pick.atk_min": "{amount} ATK o más",
        "pick.def_max": "{amount} DEF o menos",
        "pick.def_min": "{amount} DEF o más",
        "would.take_control": "tomar el control de un monstruo",
        "would.take_control_card": "tomar el control {card:del}",
        "why.already_controlled": "{player} ya lo controla",
        "why.no_zone_for_control": "las cinco Zonas de Monstruos Principales de {player} están "
                                   "llenas",
        "control_taken.end_phase": "{link}: {player} toma el control {card:del} hasta la End "
                                   "Phase.",
        "control_taken.none": "{link}: {player} toma el control {card:del}.",
        "control_given_back": "Empieza la End Phase: {card:el} vuelve a su propietario "
                              "{player}, en {position}.",
        "control_given_back.no_zone": "Empieza la End Phase: {card:el} debería volver a su "
                                      "propietario {player}, cuyas cinco Zonas de Monstruos "
                                      "Principales están llenas; se manda a su Cementerio.",
    },
    "fr": {
        "why.pick_declined": "son joueur ne nomme aucune carte, comme « vous pouvez » le "
                             "permet",
        "illegal.target_count": "{card:le} cible exactement {count} cartes : le « targets » "
                                "de l'action doit en nommer autant.",
        "illegal.target_count.up_to": "{card:le} cible au plus {count} cartes : le « targets » "
                                      "de l'action en nomme davantage.",
        "input.ygo.same_target_twice": "la même carte est nommée deux fois comme cible",
        "illegal.no_monster_to_compare": "{card:le} ne peut être activé que tant qu'il y a un "
                                         "monstre face recto que son effet pourrait détruire.",
        "why.no_monster_to_compare": "il n'y a aucun monstre face recto qu'il pourrait détruire",
        "why.tie_not_named": "{cards} sont à égalité, et l'activation n'en nomme aucun à "
                             "détruire (le « pick » de l'action)",
        "illegal.cost_banish_deck": "Pour activer {card:le}, {player} doit bannir {count} "
                                    "cartes du dessus de son Deck comme coût, et le Deck en "
                                    "contient {deck}.",
        "cost.banish_deck": "{player} bannit face verso les {count} cartes du dessus de son Deck "
                            "pour activer {card:le}.",
        "illegal.controls_face_up_cards": "{card:le} ne peut être activé que tant que "
                                          "{player} ne contrôle aucune carte face recto ; "
                                          "{player} contrôle {cards}.",
        "effect_discard": Plural("count", zero="{link} : {player} n'a aucune carte en main à "
                                               "défausser.",
                                 one="{link} : {player} défausse {cards}.",
                                 other="{link} : {player} défausse {count} cartes : {cards}."),
        "would.discard": Plural("count", one="défausser {count} carte",
                                other="défausser {count} cartes"),
        "why.discards_not_in_hand": "l'activation ne nomme pas autant de cartes de la main de "
                                    "{player} à défausser (le « discards » de l'action)",
        "input.ygo.same_discard_twice": "la même carte est nommée deux fois pour être défaussée",
        "name_locked": "{link} : pour le reste de ce tour, {player} ne peut pas activer de "
                       "cartes nommées {card}, ni leurs effets.",
        "illegal.name_locked": "{player} ne peut pas activer {card:le} ni ses effets pour le "
                               "reste de ce tour : un effet résolu ce tour interdit les cartes "
                               "de ce nom.",
        "pick.property.normal": "Normale",
        "pick.property.quick-play": "Jeu-Rapide",
        "pick.property.continuous": "Continue",
        "pick.property.equip": "d'Équipement",
        "pick.property.field": "de Terrain",
        "pick.property.ritual": "Rituelle",
        "pick.property.counter": "de Contre-Effet",
        "pick.atk_max": "{amount} ATK ou moins",
        "pick.atk_min": "{amount} ATK ou plus",
        "pick.def_max": "{amount} DEF ou moins",
        "pick.def_min": "{amount} DEF ou plus",
        "would.take_control": "prendre le contrôle d'un monstre",
        "would.take_control_card": "prendre le contrôle {card:du}",
        "why.already_controlled": "{player} le contrôle déjà",
        "why.no_zone_for_control": "les cinq Zones Monstre Main de {player} sont pleines",
        "control_taken.end_phase": "{link} : {player} prend le contrôle {card:du} jusqu'à la "
                                   "End Phase.",
        "control_taken.none": "{link} : {player} prend le contrôle {card:du}.",
        "control_given_back": "La End Phase commence : {card:le} retourne à son propriétaire "
                              "{player}, en {position}.",
        "control_given_back.no_zone": "La End Phase commence : {card:le} devrait retourner à son "
                                      "propriétaire {player}, dont les cinq Zones Monstre Main "
                                      "sont pleines ; la carte est envoyée dans son Cimetière.",
    },
    "it": {
        "why.pick_declined": "il suo giocatore non indica alcuna carta, come consente "
                             "«puoi»",
        "illegal.target_count": "{card:il} bersaglia esattamente {count} carte: il «targets» "
                                "dell'azione deve indicarne altrettante.",
        "illegal.target_count.up_to": "{card:il} bersaglia al massimo {count} carte: il "
                                      "«targets» dell'azione ne indica di più.",
        "input.ygo.same_target_twice": "la stessa carta è indicata due volte come bersaglio",
        "illegal.no_monster_to_compare": "{card:il} può essere attivata solo mentre c'è un "
                                         "mostro scoperto che il suo effetto potrebbe distruggere.",
        "why.no_monster_to_compare": "non c'è alcun mostro scoperto che potrebbe distruggere",
        "why.tie_not_named": "{cards} sono in parità, e l'attivazione non ne indica nessuno da "
                             "distruggere (il «pick» dell'azione)",
        "illegal.cost_banish_deck": "Per attivare {card:il}, {player} deve bandire {count} "
                                    "carte dalla cima del Deck come costo, e il Deck ne "
                                    "contiene {deck}.",
        "cost.banish_deck": "{player} bandisce coperte le prime {count} carte del Deck per "
                            "attivare {card:il}.",
        "illegal.controls_face_up_cards": "{card:il} può essere attivata solo mentre "
                                          "{player} non controlla carte scoperte; {player} "
                                          "controlla {cards}.",
        "effect_discard": Plural("count", zero="{link}: {player} non ha carte in mano da "
                                               "scartare.",
                                 one="{link}: {player} scarta {cards}.",
                                 other="{link}: {player} scarta {count} carte: {cards}."),
        "would.discard": Plural("count", one="scartare {count} carta",
                                other="scartare {count} carte"),
        "why.discards_not_in_hand": "l'attivazione non indica altrettante carte della mano di "
                                    "{player} da scartare (il «discards» dell'azione)",
        "input.ygo.same_discard_twice": "la stessa carta è indicata due volte da scartare",
        "name_locked": "{link}: per il resto di questo turno, {player} non può attivare "
                       "carte chiamate {card}, né i loro effetti.",
        "illegal.name_locked": "{player} non può attivare {card:il} né i suoi effetti per il "
                               "resto di questo turno: un effetto risolto in questo turno "
                               "vieta le carte con quel nome.",
        "pick.property.normal": "Normale",
        "pick.property.quick-play": "Rapida",
        "pick.property.continuous": "Continua",
        "pick.property.equip": "Equipaggiamento",
        "pick.property.field": "Terreno",
        "pick.property.ritual": "Rituale",
        "pick.property.counter": "Contro-Trappola",
        "pick.atk_max": "{amount} ATK o meno",
        "pick.atk_min": "{amount} ATK o più",
        "pick.def_max": "{amount} DEF o meno",
        "pick.def_min": "{amount} DEF o più",
        "would.take_control": "prendere il controllo di un mostro",
        "would.take_control_card": "prendere il controllo {card:del}",
        "why.already_controlled": "{player} lo controlla già",
        "why.no_zone_for_control": "le cinque Zone Mostri Main di {player} sono piene",
        "control_taken.end_phase": "{link}: {player} prende il controllo {card:del} fino alla "
                                   "End Phase.",
        "control_taken.none": "{link}: {player} prende il controllo {card:del}.",
        "control_given_back": "Inizia la End Phase: {card:il} torna al suo proprietario "
                              "{player}, in {position}.",
        "control_given_back.no_zone": "Inizia la End Phase: {card:il} dovrebbe tornare al suo "
                                      "proprietario {player}, le cui cinque Zone Mostri Main "
                                      "sono piene; viene mandato nel suo Cimitero.",
    },
}
