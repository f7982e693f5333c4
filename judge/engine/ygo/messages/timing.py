"""The words of activation timings tied to what a monster did this turn (turned_up.py): the
End Phase of the turn it was Normal Summoned or flipped face-up (7-7-5), which each language's
catalogue takes from here (`MESSAGES.update(TIMING["de"])`), in the terms of each language's
cards (Normalbeschwörung, aufgedeckt; Invocada de Modo Normal, volteada; Invoquée Normalement,
retournée face recto; Evocata Normalmente, scoperta)."""
from __future__ import annotations

from ...core.catalogue import Message

TIMING: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.not_turned_up_this_turn": "{card}'s effect is activated only in the End Phase "
                                           "of the turn it was Normal Summoned or flipped "
                                           "face-up, and it was not this turn (or it has left "
                                           "the field since).",
    },
    "de": {
        "illegal.not_turned_up_this_turn": "Der Effekt {card:vom} wird nur in der End Phase "
                                           "des Spielzugs aktiviert, in dem die Karte als "
                                           "Normalbeschwörung beschworen oder aufgedeckt "
                                           "wurde, und das geschah nicht in diesem Spielzug "
                                           "(oder sie hat das Spielfeld seitdem verlassen).",
    },
    "es": {
        "illegal.not_turned_up_this_turn": "El efecto {card:del} solo se activa en la End "
                                           "Phase del turno en que fue Invocada de Modo Normal "
                                           "o volteada boca arriba, y no fue en este turno (o "
                                           "ha dejado el Campo desde entonces).",
    },
    "fr": {
        "illegal.not_turned_up_this_turn": "L'effet {card:du} ne s'active que pendant la End "
                                           "Phase du tour où la carte a été Invoquée "
                                           "Normalement ou retournée face recto, ce qui n'est "
                                           "pas le cas ce tour-ci (ou elle a quitté le Terrain "
                                           "depuis).",
    },
    "it": {
        "illegal.not_turned_up_this_turn": "L'effetto {card:del} si attiva solo nella End Phase "
                                           "del turno in cui è stata Evocata Normalmente o "
                                           "scoperta, e non è successo in questo turno (o da "
                                           "allora ha lasciato il Terreno).",
    },
}
