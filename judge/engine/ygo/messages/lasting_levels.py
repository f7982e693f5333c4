"""The words of Levels raised by other cards' Continuous Effects (lasting_levels.py, 5-1-17),
which each language's catalogue takes from here (`MESSAGES.update(LASTING_LEVELS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

LASTING_LEVELS: dict[str, dict[str, Message]] = {
    "en": {
        "level.lasting": "{card}'s Level goes from {before} to {level}: the Continuous Effects "
                         "of {cards} raise it for as long as they apply.",
        "level.lasting_ends": "{card}'s Level goes from {before} back to {level}: no "
                              "Continuous Effect raises it any more.",
    },
    "de": {
        "level.lasting": "Die Stufe {card:vom} geht von {before} auf {level}: Die Dauereffekte "
                         "von {cards} erhöhen sie, solange sie angewendet werden.",
        "level.lasting_ends": "Die Stufe {card:vom} geht von {before} zurück auf {level}: Kein "
                              "Dauereffekt erhöht sie mehr.",
    },
    "es": {
        "level.lasting": "El Nivel {card:del} pasa de {before} a {level}: los Efectos Continuos "
                         "de {cards} lo aumentan mientras se apliquen.",
        "level.lasting_ends": "El Nivel {card:del} vuelve de {before} a {level}: ya no lo "
                              "aumenta ningún Efecto Continuo.",
    },
    "fr": {
        "level.lasting": "Le Niveau {card:du} passe de {before} à {level} : les Effets Continus "
                         "de {cards} l'augmentent tant qu'ils s'appliquent.",
        "level.lasting_ends": "Le Niveau {card:du} revient de {before} à {level} : plus aucun "
                              "Effet Continu ne l'augmente.",
    },
    "it": {
        "level.lasting": "Il Livello {card:del} passa da {before} a {level}: gli Effetti "
                         "Continui di {cards} lo aumentano finché si applicano.",
        "level.lasting_ends": "Il Livello {card:del} torna da {before} a {level}: nessun "
                              "Effetto Continuo lo aumenta più.",
    },
}
