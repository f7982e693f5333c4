"""The words of a Tribute Summon with fewer Tributes of the kind a monster's text names ("You can
Tribute Summon this card by Tributing 1 Dinosaur monster.", tributed_by.py, 8-2-7), which each
language's catalogue takes from here (`MESSAGES.update(TRIBUTES_OF_KIND["de"])`), in the terms
of each language's cards (Tributbeschwörung, Invocación por Sacrificio, Invocation Sacrifice,
Evocazione tramite Tributo)."""
from __future__ import annotations

from ...core.catalogue import Message

TRIBUTES_OF_KIND: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.tribute_not_of_kind": "The text of {card} lets it be Tribute Summoned with "
                                       "fewer Tributes only if they are the kind of monster it "
                                       "names, and {tributes} is not: {card} is Level {level}, "
                                       "so it needs {need}.",
    },
    "de": {
        "illegal.tribute_not_of_kind": "Der Text {card:vom} erlaubt die Tributbeschwörung mit "
                                       "weniger Tributen nur, wenn sie die Art Monster sind, "
                                       "die er nennt, und {tributes} ist es nicht: {card:der} "
                                       "ist Stufe {level}, braucht also {need}.",
    },
    "es": {
        "illegal.tribute_not_of_kind": "El texto {card:del} solo permite Invocarlo por "
                                       "Sacrificio con menos Sacrificios si son la clase de "
                                       "monstruo que nombra, y {tributes} no lo es: {card:el} "
                                       "es de Nivel {level}, así que necesita {need}.",
    },
    "fr": {
        "illegal.tribute_not_of_kind": "Le texte {card:du} ne permet de l'Invoquer par "
                                       "Sacrifice avec moins de Sacrifices que s'ils sont le "
                                       "genre de monstre qu'il nomme, et {tributes} ne l'est "
                                       "pas : {card:le} est de Niveau {level} et demande donc "
                                       "{need}.",
    },
    "it": {
        "illegal.tribute_not_of_kind": "Il testo {card:del} permette di Evocarlo tramite Tributo "
                                       "con meno Tributi solo se sono il tipo di mostro che "
                                       "nomina, e {tributes} non lo è: {card:il} è di Livello "
                                       "{level}, quindi richiede {need}.",
    },
}
