"""The words of the `that_card` condition (optcg/that_card.py), in every language of the site:
each language's catalogue takes its table from here (`MESSAGES.update(THAT_CARD["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

THAT_CARD: dict[str, dict[str, Message]] = {
    "en": {
        "unmet.that_card": "the power of {card} is now {power} and its cost {cost}, which is "
                           "not what the text asks of that card",
        "unmet.that_card_gone": "the card the effect chose is not on the field (or none was "
                                "chosen)",
    },
    "de": {
        "unmet.that_card": "die Stärke {card:vom} ist jetzt {power} und die Kosten {cost}, "
                           "nicht das, was der Text von dieser Karte verlangt",
        "unmet.that_card_gone": "die Karte, die der Effekt gewählt hat, ist nicht auf dem "
                                "Spielfeld (oder es wurde keine gewählt)",
    },
    "es": {
        "unmet.that_card": "el poder {card:del} es ahora {power} y su coste {cost}, que no es "
                           "lo que el texto pide a esa carta",
        "unmet.that_card_gone": "la carta que eligió el efecto no está en el campo (o no se "
                                "eligió ninguna)",
    },
    "fr": {
        "unmet.that_card": "la puissance {card:du} est maintenant {power} et son coût {cost}, "
                           "ce que le texte ne demande pas à cette carte",
        "unmet.that_card_gone": "la carte choisie par l'effet n'est pas sur le terrain (ou "
                                "aucune n'a été choisie)",
    },
    "it": {
        "unmet.that_card": "la potenza {card:del} è ora {power} e il suo costo {cost}, non ciò "
                           "che il testo chiede a quella carta",
        "unmet.that_card_gone": "la carta scelta dall'effetto non è sul terreno (o non ne è "
                                "stata scelta nessuna)",
    },
}
