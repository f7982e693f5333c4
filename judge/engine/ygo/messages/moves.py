"""The words of the steps that move cards no player chooses (moves.py): the top cards of a
Deck sent to the Graveyard (3-7-3), which each language's catalogue takes from here
(`MESSAGES.update(MOVES["de"])`), in the terms of each language's cards (Friedhof,
Cementerio, Cimetière, Cimitero)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

MOVES: dict[str, dict[str, Message]] = {
    "en": {
        "send_top": Plural("count",
                           one="{link}: {player} sends the top card of their Deck to the "
                               "Graveyard: {cards}.",
                           other="{link}: {player} sends the top {count} cards of their Deck "
                                 "to the Graveyard: {cards}."),
        "send_top.short": "{link}: {player} must send the top {asked} cards of their Deck to "
                          "the Graveyard but has only {count}: {cards}; the rest is not done.",
        "send_top.empty": "{link}: {player} must send the top cards of their Deck to the "
                          "Graveyard, but the Deck is empty; nothing is sent.",
    },
    "de": {
        "send_top": Plural("count",
                           one="{link}: {player} legt die oberste Karte des Decks auf den "
                               "Friedhof: {cards:den}.",
                           other="{link}: {player} legt die obersten {count} Karten des Decks "
                                 "auf den Friedhof: {cards:den}."),
        "send_top.short": "{link}: {player} müsste die obersten {asked} Karten des Decks auf "
                          "den Friedhof legen, hat aber nur {count}: {cards:den}; der Rest "
                          "entfällt.",
        "send_top.empty": "{link}: {player} müsste die obersten Karten des Decks auf den "
                          "Friedhof legen, aber das Deck ist leer; nichts wird gelegt.",
    },
    "es": {
        "send_top": Plural("count",
                           one="{link}: {player} manda la carta superior de su Deck al "
                               "Cementerio: {cards:el}.",
                           other="{link}: {player} manda las {count} cartas superiores de su "
                                 "Deck al Cementerio: {cards:el}."),
        "send_top.short": "{link}: {player} debe mandar las {asked} cartas superiores de su "
                          "Deck al Cementerio, pero solo tiene {count}: {cards:el}; el resto "
                          "no se hace.",
        "send_top.empty": "{link}: {player} debe mandar las cartas superiores de su Deck al "
                          "Cementerio, pero el Deck está vacío; no se manda nada.",
    },
    "fr": {
        "send_top": Plural("count",
                           one="{link} : {player} envoie la carte du dessus de son Deck au "
                               "Cimetière : {cards:le}.",
                           other="{link} : {player} envoie les {count} cartes du dessus de son "
                                 "Deck au Cimetière : {cards:le}."),
        "send_top.short": "{link} : {player} doit envoyer les {asked} cartes du dessus de son "
                          "Deck au Cimetière mais n'en a que {count} : {cards:le} ; le reste "
                          "n'est pas fait.",
        "send_top.empty": "{link} : {player} doit envoyer les cartes du dessus de son Deck au "
                          "Cimetière, mais le Deck est vide ; rien n'est envoyé.",
    },
    "it": {
        "send_top": Plural("count",
                           one="{link}: {player} manda la prima carta del Deck nel Cimitero: "
                               "{cards:il}.",
                           other="{link}: {player} manda le prime {count} carte del Deck nel "
                                 "Cimitero: {cards:il}."),
        "send_top.short": "{link}: {player} deve mandare le prime {asked} carte del Deck nel "
                          "Cimitero, ma ne ha solo {count}: {cards:il}; il resto non viene "
                          "fatto.",
        "send_top.empty": "{link}: {player} deve mandare le prime carte del Deck nel Cimitero, "
                          "ma il Deck è vuoto; non viene mandato nulla.",
    },
}
