"""The words of a monster used as the entire requirement of a Ritual Summon (ritual_entire.py,
8-5-18): "this card can be used as the entire requirement."; each language's catalogue takes
from here (`MESSAGES.update(RITUAL_ENTIRE["de"])`), in the terms of each language's cards
(gesamte Erfordernis, todo el requisito, l'ensemble de cette nécessité, l'intero requisito;
Ritualbeschwörung, Invocación por Ritual, Invocation Rituelle, Evocazione Rituale)."""
from __future__ import annotations

from ...core.catalogue import Message

RITUAL_ENTIRE: dict[str, dict[str, Message]] = {
    "en": {
        "ritual_entire.used": "{link}: by its own text, {card} is used as the entire "
                              "requirement for the Ritual Summon of {monster}, whatever the "
                              "Levels asked.",
    },
    "de": {
        "ritual_entire.used": "{link}: Laut eigenem Text wird {card:der} als die gesamte "
                              "Erfordernis für die Ritualbeschwörung {monster:vom} verwendet, "
                              "unabhängig von den verlangten Stufen.",
    },
    "es": {
        "ritual_entire.used": "{link}: según su propio texto, {card:el} se usa como todo el "
                              "requisito para la Invocación por Ritual {monster:del}, sean "
                              "cuales sean los Niveles pedidos.",
    },
    "fr": {
        "ritual_entire.used": "{link} : d'après son propre texte, {card:le} couvre l'ensemble "
                              "de la nécessité de l'Invocation Rituelle {monster:du}, quels "
                              "que soient les Niveaux demandés.",
    },
    "it": {
        "ritual_entire.used": "{link}: secondo il suo stesso testo, {card:il} vale come "
                              "l'intero requisito per l'Evocazione Rituale {monster:del}, "
                              "quali che siano i Livelli richiesti.",
    },
}
