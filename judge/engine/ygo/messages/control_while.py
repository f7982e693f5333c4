"""The words of control given "while this card is face-up on the field" (control_while.py,
3-10-6), which each language's catalogue takes from here (`MESSAGES.update(CONTROL_WHILE["de"])`),
in the terms of each language's cards (die Kontrolle übernehmen, tomar el control, prendre le
contrôle, prendere il controllo)."""
from __future__ import annotations

from ...core.catalogue import Message

CONTROL_WHILE: dict[str, dict[str, Message]] = {
    "en": {
        "control_taken.while_face_up": "{link}: {player} takes control of {card} while the "
                                       "card whose effect this is stays face-up on the field.",
        "control_given_back.while_over": "{source} is no longer face-up on the field: {card} "
                                         "goes back to its owner {player}, in {position}.",
        "control_given_back.while_no_zone": "{source} is no longer face-up on the field: {card} "
                                            "should go back to its owner {player}, whose five "
                                            "Main Monster Zones are full; it is sent to their "
                                            "Graveyard.",
    },
    "de": {
        "control_taken.while_face_up": "{link}: {player} übernimmt die Kontrolle über {card:den}, "
                                       "solange die Karte dieses Effekts offen auf dem Spielfeld "
                                       "bleibt.",
        "control_given_back.while_over": "{source:der} liegt nicht mehr offen auf dem Spielfeld: "
                                         "{card:der} kehrt zu seinem Besitzer {player} zurück, "
                                         "in {position}.",
        "control_given_back.while_no_zone": "{source:der} liegt nicht mehr offen auf dem "
                                            "Spielfeld: {card:der} müsste zu seinem Besitzer "
                                            "{player} zurückkehren, dessen fünf "
                                            "Main-Monsterzonen voll sind; die Karte wird auf "
                                            "seinen Friedhof gelegt.",
    },
    "es": {
        "control_taken.while_face_up": "{link}: {player} toma el control {card:del} mientras la "
                                       "carta de este efecto siga boca arriba en el Campo.",
        "control_given_back.while_over": "{source:el} ya no está boca arriba en el Campo: "
                                         "{card:el} vuelve a su propietario {player}, en "
                                         "{position}.",
        "control_given_back.while_no_zone": "{source:el} ya no está boca arriba en el Campo: "
                                            "{card:el} debería volver a su propietario "
                                            "{player}, cuyas cinco Zonas de Monstruos "
                                            "Principales están llenas; se manda a su "
                                            "Cementerio.",
    },
    "fr": {
        "control_taken.while_face_up": "{link} : {player} prend le contrôle {card:du} tant que "
                                       "la carte de cet effet reste face recto sur le Terrain.",
        "control_given_back.while_over": "{source:le} n'est plus face recto sur le Terrain : "
                                         "{card:le} retourne à son propriétaire {player}, en "
                                         "{position}.",
        "control_given_back.while_no_zone": "{source:le} n'est plus face recto sur le Terrain : "
                                            "{card:le} devrait retourner à son propriétaire "
                                            "{player}, dont les cinq Zones Monstre Main sont "
                                            "pleines ; la carte est envoyée dans son Cimetière.",
    },
    "it": {
        "control_taken.while_face_up": "{link}: {player} prende il controllo {card:del} finché "
                                       "la carta di questo effetto resta scoperta sul Terreno.",
        "control_given_back.while_over": "{source:il} non è più scoperto sul Terreno: {card:il} "
                                         "torna al suo proprietario {player}, in {position}.",
        "control_given_back.while_no_zone": "{source:il} non è più scoperto sul Terreno: "
                                            "{card:il} dovrebbe tornare al suo proprietario "
                                            "{player}, le cui cinque Zone Mostri Main sono "
                                            "piene; viene mandato nel suo Cimitero.",
    },
}
