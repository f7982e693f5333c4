"""The words of the Trigger Effects on an event with a cause (condition_events.py, 5-1-3),
which each language's catalogue takes from here (`MESSAGES.update(CONDITIONS["de"])`): what
the effect answers, named in a refusal when it did not happen."""
from __future__ import annotations

from ...core.catalogue import Message

CONDITIONS: dict[str, dict[str, Message]] = {
    "en": {
        "trigger_event.special_summoned_by_effect": "this card is Special Summoned by the effect "
                                                    "of the card its text names",
        "trigger_event.discarded_by_effect": "this card is discarded by a card effect",
    },
    "de": {
        "trigger_event.special_summoned_by_effect": "diese Karte wird durch den Effekt der Karte, "
                                                    "die ihr Text nennt, als Spezialbeschwörung "
                                                    "beschworen",
        "trigger_event.discarded_by_effect": "diese Karte wird durch einen Karteneffekt "
                                             "abgeworfen",
    },
    "es": {
        "trigger_event.special_summoned_by_effect": "esta carta es Invocada de Modo Especial por "
                                                    "el efecto de la carta que nombra su texto",
        "trigger_event.discarded_by_effect": "esta carta es descartada por un efecto de carta",
    },
    "fr": {
        "trigger_event.special_summoned_by_effect": "cette carte est Invoquée Spécialement par "
                                                    "l'effet de la carte que nomme son texte",
        "trigger_event.discarded_by_effect": "cette carte est défaussée par un effet de carte",
    },
    "it": {
        "trigger_event.special_summoned_by_effect": "questa carta viene Evocata Specialmente "
                                                    "dall'effetto della carta che il suo testo "
                                                    "nomina",
        "trigger_event.discarded_by_effect": "questa carta viene scartata da un effetto di carta",
    },
}
