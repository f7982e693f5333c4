"""The words of the top card of a Deck looked at, then placed on the top or the bottom of that
Deck (`top_card_placed`, top_card_placed.py, 5-3-35), which each language's catalogue takes
from here (`MESSAGES.update(TOP_CARD_PLACED["de"])`), in the cards' own terms: die oberste
Karte ansehen, unter das Deck legen; mirar la carta de arriba, en el fondo del Deck; regarder
la carte du dessus, en dessous du Deck; guardare la prima carta, in fondo al Deck."""
from __future__ import annotations

from ...core.catalogue import Message

TOP_CARD_PLACED: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.top_card_placed.empty": "{card} looks at the top card of {player}'s Deck, "
                                         "which is empty.",
        "top_card_placed.looked": "{link}: {player} looks at the top card of {owner}'s Deck: "
                                  "{card} (only {player} sees it).",
        "top_card_placed.deck_top": "{link}: {player} places {card} back on top of {owner}'s "
                                    "Deck; the Deck stays as it was.",
        "top_card_placed.deck_bottom": "{link}: {player} places {card} on the bottom of "
                                       "{owner}'s Deck, without shuffling it.",
        "would.top_card_placed": "look at the top card of {player}'s Deck and place it on the "
                                 "top or the bottom",
        "why.top_card_place_not_named": "the action does not say where the card goes (the "
                                        "action's “destination”: deck_top or deck_bottom)",
    },
    "de": {
        "illegal.top_card_placed.empty": "{card:der} sieht sich die oberste Karte des Decks von "
                                         "{player} an, aber das Deck ist leer.",
        "top_card_placed.looked": "{link}: {player} sieht sich die oberste Karte des Decks von "
                                  "{owner} an: {card:den} (nur {player} sieht sie).",
        "top_card_placed.deck_top": "{link}: {player} legt {card:den} zurück oben auf das Deck "
                                    "von {owner}; das Deck bleibt, wie es war.",
        "top_card_placed.deck_bottom": "{link}: {player} legt {card:den} unter das Deck von "
                                       "{owner}, ohne es zu mischen.",
        "would.top_card_placed": "die oberste Karte des Decks von {player} ansehen und oben "
                                 "auf oder unter das Deck legen",
        "why.top_card_place_not_named": "die Aktion sagt nicht, wohin die Karte kommt "
                                        "(„destination“ der Aktion: deck_top oder deck_bottom)",
    },
    "es": {
        "illegal.top_card_placed.empty": "{card} mira la carta de arriba del Deck de {player}, "
                                         "que está vacío.",
        "top_card_placed.looked": "{link}: {player} mira la carta de arriba del Deck de "
                                  "{owner}: {card:el} (solo {player} la ve).",
        "top_card_placed.deck_top": "{link}: {player} vuelve a colocar {card:el} en la parte "
                                    "de arriba del Deck de {owner}; el Deck queda como estaba.",
        "top_card_placed.deck_bottom": "{link}: {player} coloca {card:el} en el fondo del Deck "
                                       "de {owner}, sin barajarlo.",
        "would.top_card_placed": "mirar la carta de arriba del Deck de {player} y colocarla "
                                 "arriba o en el fondo",
        "why.top_card_place_not_named": "la acción no indica adónde va la carta (el "
                                        "“destination” de la acción: deck_top o deck_bottom)",
    },
    "fr": {
        "illegal.top_card_placed.empty": "{card} regarde la carte du dessus du Deck de "
                                         "{player}, qui est vide.",
        "top_card_placed.looked": "{link} : {player} regarde la carte du dessus du Deck de "
                                  "{owner} : {card:le} (seul {player} la voit).",
        "top_card_placed.deck_top": "{link} : {player} replace {card:le} sur le dessus du Deck "
                                    "de {owner} ; le Deck reste tel quel.",
        "top_card_placed.deck_bottom": "{link} : {player} place {card:le} en dessous du Deck de "
                                       "{owner}, sans le mélanger.",
        "would.top_card_placed": "regarder la carte du dessus du Deck de {player} et la placer "
                                 "sur le dessus ou en dessous",
        "why.top_card_place_not_named": "l'action ne dit pas où va la carte (« destination » "
                                        "de l'action : deck_top ou deck_bottom)",
    },
    "it": {
        "illegal.top_card_placed.empty": "{card} guarda la prima carta del Deck di {player}, "
                                         "che è vuoto.",
        "top_card_placed.looked": "{link}: {player} guarda la prima carta del Deck di {owner}: "
                                  "{card:il} (solo {player} la vede).",
        "top_card_placed.deck_top": "{link}: {player} rimette {card:il} in cima al Deck di "
                                    "{owner}; il Deck resta com'era.",
        "top_card_placed.deck_bottom": "{link}: {player} mette {card:il} in fondo al Deck di "
                                       "{owner}, senza mischiarlo.",
        "would.top_card_placed": "guardare la prima carta del Deck di {player} e metterla in "
                                 "cima o in fondo",
        "why.top_card_place_not_named": "l'azione non dice dove va la carta (“destination” "
                                        "dell'azione: deck_top o deck_bottom)",
    },
}
