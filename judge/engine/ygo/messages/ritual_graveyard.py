"""The words of a monster banished from the Graveyard as one of a Ritual Summon's Tributes
(ritual_graveyard.py, 8-5-19): "you can banish this card from your GY as 1 of the monsters
required for the Ritual Summon."; each language's catalogue takes from here
(`MESSAGES.update(RITUAL_GRAVEYARD["de"])`), in the terms of each language's cards (verbannen,
desterrar, bannir, bandire; Friedhof, Cementerio, Cimetière, Cimitero; Ritualbeschwörung,
Invocación por Ritual, Invocation Rituelle, Evocazione Rituale)."""
from __future__ import annotations

from ...core.catalogue import Message

RITUAL_GRAVEYARD: dict[str, dict[str, Message]] = {
    "en": {
        "ritual_graveyard.used": "{link}: by its own text, {card} is banished from the "
                                 "Graveyard as 1 of the monsters required for the Ritual "
                                 "Summon of {monster}; its Level counts toward the total.",
    },
    "de": {
        "ritual_graveyard.used": "{link}: Laut eigenem Text wird {card:der} vom Friedhof als 1 "
                                 "der für die Ritualbeschwörung {monster:vom} benötigten "
                                 "Monster verbannt; seine Stufe zählt zur Summe.",
    },
    "es": {
        "ritual_graveyard.used": "{link}: según su propio texto, {card:el} se destierra del "
                                 "Cementerio como 1 de los monstruos requeridos para la "
                                 "Invocación por Ritual {monster:del}; su Nivel cuenta para el "
                                 "total.",
    },
    "fr": {
        "ritual_graveyard.used": "{link} : d'après son propre texte, {card:le} est banni du "
                                 "Cimetière comme 1 des monstres requis pour l'Invocation "
                                 "Rituelle {monster:du} ; son Niveau compte dans le total.",
    },
    "it": {
        "ritual_graveyard.used": "{link}: secondo il suo stesso testo, {card:il} viene bandito "
                                 "dal Cimitero come 1 dei mostri richiesti per l'Evocazione "
                                 "Rituale {monster:del}; il suo Livello conta per il totale.",
    },
}
