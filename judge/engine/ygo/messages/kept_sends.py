"""The words of a monster its own text sends to the GY once the board no longer holds what it
needs (kept.py, 5-4-6): "If "Advanced Dark" is not in a Field Zone, send this monster to the
GY.", in the terms of each language's cards (Spielfeld, Campo, Terrain, Terreno; Friedhof,
Cementerio, Cimetière, Cimitero); each language's catalogue takes its table from here
(`MESSAGES.update(KEPT_SENDS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

KEPT_SENDS: dict[str, dict[str, Message]] = {
    "en": {
        "kept.sent": "{card} no longer has what its text needs to stay on the field: it is "
                     "sent to the GY (it is not destroyed).",
    },
    "de": {
        "kept.sent": "Was der Text {card:vom} zum Verbleiben auf dem Spielfeld verlangt, ist "
                     "nicht mehr gegeben: {card:der} wird auf den Friedhof gelegt (das gilt "
                     "nicht als Zerstörung).",
    },
    "es": {
        "kept.sent": "Lo que el texto {card:del} exige para seguir en el Campo ya no se da: "
                     "{card:el} se manda al Cementerio (no se destruye).",
    },
    "fr": {
        "kept.sent": "Ce que le texte {card:du} exige pour rester sur le Terrain n'est plus "
                     "réuni : {card:le} est {card:envoyé|envoyée} au Cimetière (sans être "
                     "{card:détruit|détruite}).",
    },
    "it": {
        "kept.sent": "Ciò che il testo {card:del} richiede per restare sul Terreno non è più "
                     "soddisfatto: {card:il} viene {card:mandato|mandata} al Cimitero (non "
                     "viene {card:distrutto|distrutta}).",
    },
}
