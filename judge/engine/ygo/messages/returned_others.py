"""The words of a Trigger Effect that answers another monster returned from the field to the
hand (`other_returned_to_hand`, `other_returned_to_your_hand`, returned_others.py, 5-1-3,
5-3-11), which each language's catalogue takes from here (`MESSAGES.update(RETURNED["de"])`),
in the terms of each language's cards (auf die Hand zurückkehren, regresar a la mano,
retourner dans la main, ritornare nella mano)."""
from __future__ import annotations

from ...core.catalogue import Message

RETURNED: dict[str, dict[str, Message]] = {
    "en": {
        "trigger_event.other_returned_to_hand": "a monster its text describes returns from "
                                                "the field to the hand",
        "trigger_event.other_returned_to_your_hand": "a monster its text describes returns "
                                                     "from the field to the hand of this "
                                                     "card's controller",
    },
    "de": {
        "trigger_event.other_returned_to_hand": "ein Monster, das ihr Text beschreibt, kehrt "
                                                "vom Spielfeld auf die Hand zurück",
        "trigger_event.other_returned_to_your_hand": "ein Monster, das ihr Text beschreibt, "
                                                     "kehrt vom Spielfeld auf die Hand des "
                                                     "Spielers zurück, der diese Karte "
                                                     "kontrolliert",
    },
    "es": {
        "trigger_event.other_returned_to_hand": "un monstruo que describe su texto regresa "
                                                "del Campo a la mano",
        "trigger_event.other_returned_to_your_hand": "un monstruo que describe su texto "
                                                     "regresa del Campo a la mano del jugador "
                                                     "que controla esta carta",
    },
    "fr": {
        "trigger_event.other_returned_to_hand": "un monstre que décrit son texte retourne du "
                                                "Terrain dans la main",
        "trigger_event.other_returned_to_your_hand": "un monstre que décrit son texte "
                                                     "retourne du Terrain dans la main du "
                                                     "joueur qui contrôle cette carte",
    },
    "it": {
        "trigger_event.other_returned_to_hand": "un mostro descritto dal suo testo ritorna "
                                                "dal Terreno nella mano",
        "trigger_event.other_returned_to_your_hand": "un mostro descritto dal suo testo "
                                                     "ritorna dal Terreno nella mano del "
                                                     "giocatore che controlla questa carta",
    },
}
