"""The words of the actions the best-known Spells take, which each language's catalogue takes
from here (`MESSAGES.update(ACTIONS["de"])`): control of a monster taken and given back (3-10-3,
3-10-4), in the terms of each language's cards (Kontrolle übernehmen, tomar el control,
prendre le contrôle, prendere il controllo)."""
from __future__ import annotations

from ...core.catalogue import Message

ACTIONS: dict[str, dict[str, Message]] = {
    "en": {
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
        "why.no_zone_for_control": "die fünf Hauptmonsterzonen von {player} sind voll",
        "control_taken.end_phase": "{link}: {player} übernimmt bis zur End Phase die Kontrolle "
                                   "über {card:den}.",
        "control_taken.none": "{link}: {player} übernimmt die Kontrolle über {card:den}.",
        "control_given_back": "Die End Phase beginnt: {card:der} kehrt zu seinem Besitzer "
                              "{player} zurück, in {position}.",
        "control_given_back.no_zone": "Die End Phase beginnt: {card:der} müsste zu seinem "
                                      "Besitzer {player} zurückkehren, dessen fünf "
                                      "Hauptmonsterzonen voll sind; die Karte wird auf seinen "
                                      "Friedhof gelegt.",
    },
    "es": {
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
