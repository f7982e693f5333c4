"""The words of a Trigger Effect that answers a face-up monster of its player turned face-down
by an effect (`other_flipped_face_down`, face_flips.py, 5-1-3, 9-2-6), which each language's
catalogue takes from here (`MESSAGES.update(FACE_FLIPS["de"])`), in the terms of each
language's cards (in verdeckte Verteidigungsposition, boca abajo, face verso, coperto)."""
from __future__ import annotations

from ...core.catalogue import Message

FACE_FLIPS: dict[str, dict[str, Message]] = {
    "en": {
        "trigger_event.other_flipped_face_down": "a face-up monster its text describes is "
                                                 "changed to face-down Defense Position",
    },
    "de": {
        "trigger_event.other_flipped_face_down": "ein offenes Monster, das ihr Text beschreibt, "
                                                 "wird in die verdeckte Verteidigungsposition "
                                                 "geändert",
    },
    "es": {
        "trigger_event.other_flipped_face_down": "un monstruo boca arriba que describe su texto "
                                                 "se cambia a Posición de Defensa boca abajo",
    },
    "fr": {
        "trigger_event.other_flipped_face_down": "un monstre face recto que décrit son texte "
                                                 "est changé en Position de Défense face verso",
    },
    "it": {
        "trigger_event.other_flipped_face_down": "un mostro scoperto descritto dal suo testo "
                                                 "viene cambiato in Posizione di Difesa coperta",
    },
}
