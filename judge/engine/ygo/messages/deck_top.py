"""The words of a card its player takes from their own Deck and places on top of it
(deck_top.py, 5-3-13, 5-3-14); each language's catalogue takes them from here
(`MESSAGES.update(DECK_TOP["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

DECK_TOP: dict[str, dict[str, Message]] = {
    "en": {
        "would.fetch.deck_top": "place a card from the Deck on top of it",
        "fetched.deck_top": "{link}: {player} places {card} on top of their Deck.",
        "input.ygo.deck_top_from_deck_only": "a card placed on top of the Deck this way is "
                                             "taken from that Deck only",
    },
    "de": {
        "would.fetch.deck_top": "eine Karte aus dem Deck oben auf das Deck legen",
        "fetched.deck_top": "{link}: {player} legt {card:den} oben auf das eigene Deck.",
        "input.ygo.deck_top_from_deck_only": "eine Karte, die so oben auf das Deck gelegt "
                                             "wird, kommt nur aus diesem Deck",
    },
    "es": {
        "would.fetch.deck_top": "colocar una carta del Deck en la parte superior del Deck",
        "fetched.deck_top": "{link}: {player} coloca {card:el} en la parte superior de su "
                            "Deck.",
        "input.ygo.deck_top_from_deck_only": "una carta colocada así en la parte superior del "
                                             "Deck solo se toma de ese Deck",
    },
    "fr": {
        "would.fetch.deck_top": "placer une carte du Deck au-dessus du Deck",
        "fetched.deck_top": "{link} : {player} place {card:le} au-dessus de son Deck.",
        "input.ygo.deck_top_from_deck_only": "une carte placée ainsi au-dessus du Deck ne "
                                             "vient que de ce Deck",
    },
    "it": {
        "would.fetch.deck_top": "mettere una carta del Deck in cima al Deck",
        "fetched.deck_top": "{link}: {player} mette {card:il} in cima al suo Deck.",
        "input.ygo.deck_top_from_deck_only": "una carta messa così in cima al Deck si prende "
                                             "solo da quel Deck",
    },
}
