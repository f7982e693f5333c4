"""The words of the top card of a Deck excavated and sent by what it is (`excavate`,
excavate.py, 5-3-26), and of the event a card sent to the GY so answers, which each
language's catalogue takes from here (`MESSAGES.update(EXCAVATE["de"])`), with the verb the
printed cards of each language use (ausgraben, excavar, dévoiler, dissotterrare)."""
from __future__ import annotations

from ...core.catalogue import Message

EXCAVATE: dict[str, dict[str, Message]] = {
    "en": {
        "trigger_event.excavated_to_graveyard": "this card is excavated from the Deck and "
                                                "sent to the Graveyard",
        "illegal.nothing_to_excavate": "{card} excavates the top card of {player}'s Deck, "
                                       "which is empty.",
        "excavated": "{link}: {player} excavates the top card of their Deck: {card}, which is "
                     "what the effect looks for.",
        "excavated.other": "{link}: {player} excavates the top card of their Deck: {card}, "
                           "which is not what the effect looks for.",
        "excavated.hand": "{link}: {player} adds the excavated {card} to their hand.",
        "excavated.graveyard": "{link}: {player} sends the excavated {card} to the Graveyard.",
        "excavated.deck_bottom": "{link}: {player} places the excavated {card} on the bottom "
                                 "of their Deck.",
        "would.excavate": "excavate the top card of the Deck",
        "why.deck_empty": "the Deck is empty",
        "excavated.shown": "{link}: {player} excavates {card} from the top of their Deck.",
        "illegal.too_few_to_excavate": "{card} excavates the top {count} cards of {player}'s "
                                       "Deck, which holds fewer.",
        "would.excavate_cards": "excavate the top {count} cards of the Deck",
        "why.deck_too_small": "not enough cards are left in the Deck ({count})",
        "why.pick_not_excavated": "{card} is not one of the excavated cards the effect can take",
        "pick.non_tuner": "a non-Tuner monster",
    },
    "de": {
        "trigger_event.excavated_to_graveyard": "diese Karte wird vom Deck ausgegraben und "
                                                "auf den Friedhof gelegt",
        "illegal.nothing_to_excavate": "{card:der} gräbt die oberste Karte des Decks von "
                                       "{player} aus, aber das Deck ist leer.",
        "excavated": "{link}: {player} gräbt die oberste Karte des eigenen Decks aus: "
                     "{card:den}, die Karte, nach der der Effekt sucht.",
        "excavated.other": "{link}: {player} gräbt die oberste Karte des eigenen Decks aus: "
                           "{card:den}, nicht die Karte, nach der der Effekt sucht.",
        "excavated.hand": "{link}: {player} fügt die ausgegrabene Karte {card:den} der Hand "
                          "hinzu.",
        "excavated.graveyard": "{link}: {player} legt die ausgegrabene Karte {card:den} auf den "
                               "Friedhof.",
        "excavated.deck_bottom": "{link}: {player} legt die ausgegrabene Karte {card:den} unter "
                                 "das eigene Deck.",
        "would.excavate": "die oberste Karte des Decks ausgraben",
        "why.deck_empty": "das Deck ist leer",
        "excavated.shown": "{link}: {player} gräbt {card:den} oben vom eigenen Deck aus.",
        "illegal.too_few_to_excavate": "{card:der} gräbt die obersten {count} Karten des Decks "
                                       "von {player} aus, aber das Deck enthält weniger Karten.",
        "would.excavate_cards": "die obersten {count} Karten des Decks ausgraben",
        "why.deck_too_small": "im Deck sind nicht mehr genug Karten ({count})",
        "why.pick_not_excavated": "{card:der} ist keine der ausgegrabenen Karten, die der Effekt "
                                  "nehmen kann",
        "pick.non_tuner": "ein Nicht-Empfänger-Monster",
    },
    "es": {
        "trigger_event.excavated_to_graveyard": "esta carta es excavada del Deck y mandada "
                                                "al Cementerio",
        "illegal.nothing_to_excavate": "{card} excava la carta de arriba del Deck de "
                                       "{player}, que está vacío.",
        "excavated": "{link}: {player} excava la carta de arriba de su Deck: {card:el}, que es "
                     "lo que busca el efecto.",
        "excavated.other": "{link}: {player} excava la carta de arriba de su Deck: {card:el}, "
                           "que no es lo que busca el efecto.",
        "excavated.hand": "{link}: {player} añade a su mano la carta excavada, {card:el}.",
        "excavated.graveyard": "{link}: {player} manda la carta excavada, {card:el}, al "
                               "Cementerio.",
        "excavated.deck_bottom": "{link}: {player} coloca la carta excavada, {card:el}, en el "
                                 "fondo de su Deck.",
        "would.excavate": "excavar la carta de arriba del Deck",
        "why.deck_empty": "el Deck está vacío",
        "excavated.shown": "{link}: {player} excava {card:el} de la parte de arriba de su Deck.",
        "illegal.too_few_to_excavate": "{card} excava las {count} cartas de arriba del Deck de "
                                       "{player}, que tiene menos.",
        "would.excavate_cards": "excavar las {count} cartas de arriba del Deck",
        "why.deck_too_small": "no quedan suficientes cartas en el Deck ({count})",
        "why.pick_not_excavated": "{card:el} no es una de las cartas excavadas que el efecto "
                                  "puede tomar",
        "pick.non_tuner": "un monstruo que no sea Cantante",
    },
    "fr": {
        "trigger_event.excavated_to_graveyard": "cette carte est dévoilée depuis le Deck et "
                                                "envoyée au Cimetière",
        "illegal.nothing_to_excavate": "{card} dévoile la carte du dessus du Deck de "
                                       "{player}, qui est vide.",
        "excavated": "{link} : {player} dévoile la carte du dessus de son Deck : {card:le}, "
                     "ce que l'effet recherche.",
        "excavated.other": "{link} : {player} dévoile la carte du dessus de son Deck : "
                           "{card:le}, qui n'est pas ce que l'effet recherche.",
        "excavated.hand": "{link} : {player} ajoute à sa main la carte dévoilée, {card:le}.",
        "excavated.graveyard": "{link} : {player} envoie la carte dévoilée, {card:le}, au "
                               "Cimetière.",
        "excavated.deck_bottom": "{link} : {player} place la carte dévoilée, {card:le}, en "
                                 "dessous de son Deck.",
        "would.excavate": "dévoiler la carte du dessus du Deck",
        "why.deck_empty": "le Deck est vide",
        "excavated.shown": "{link} : {player} dévoile {card:le} depuis le dessus de son Deck.",
        "illegal.too_few_to_excavate": "{card} dévoile les {count} cartes du dessus du Deck de "
                                       "{player}, qui en contient moins.",
        "would.excavate_cards": "dévoiler les {count} cartes du dessus du Deck",
        "why.deck_too_small": "il ne reste pas assez de cartes dans le Deck ({count})",
        "why.pick_not_excavated": "{card:le} n'est pas une des cartes dévoilées que l'effet peut "
                                  "prendre",
        "pick.non_tuner": "un monstre non-Syntoniseur",
    },
    "it": {
        "trigger_event.excavated_to_graveyard": "questa carta viene dissotterrata dal Deck e "
                                                "mandata al Cimitero",
        "illegal.nothing_to_excavate": "{card} dissotterra la prima carta del Deck di {player}, "
                                       "che è vuoto.",
        "excavated": "{link}: {player} dissotterra la prima carta del suo Deck: {card:il}, ciò che "
                     "l'effetto cerca.",
        "excavated.other": "{link}: {player} dissotterra la prima carta del suo Deck: {card:il}, "
                           "che non è ciò che l'effetto cerca.",
        "excavated.hand": "{link}: {player} aggiunge alla sua mano la carta dissotterrata, "
                          "{card:il}.",
        "excavated.graveyard": "{link}: {player} manda la carta dissotterrata, {card:il}, al "
                               "Cimitero.",
        "excavated.deck_bottom": "{link}: {player} mette la carta dissotterrata, {card:il}, in "
                                 "fondo al suo Deck.",
        "would.excavate": "dissotterrare la prima carta del Deck",
        "why.deck_empty": "il Deck è vuoto",
        "excavated.shown": "{link}: {player} dissotterra {card:il} dalla cima del suo Deck.",
        "illegal.too_few_to_excavate": "{card} dissotterra le prime {count} carte del Deck di "
                                       "{player}, che ne contiene meno.",
        "would.excavate_cards": "dissotterrare le prime {count} carte del Deck",
        "why.deck_too_small": "nel Deck non restano abbastanza carte ({count})",
        "why.pick_not_excavated": "{card:il} non è una delle carte dissotterrate che l'effetto "
                                  "può prendere",
        "pick.non_tuner": "un mostro non-Tuner",
    },
}
