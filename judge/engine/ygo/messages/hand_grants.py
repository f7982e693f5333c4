"""The words of a card activated from the hand because another card's text allows it
(hand_grants.py, 10-3-5): "During either player's turn, you can activate "Magical Musket"
Spell/Trap Cards from your hand."; each language's catalogue takes from here
(`MESSAGES.update(HAND_GRANTS["de"])`), in the terms of each language's cards (offen, boca
arriba, face recto, scoperto)."""
from __future__ import annotations

from ...core.catalogue import Message

HAND_GRANTS: dict[str, dict[str, Message]] = {
    "en": {
        "hand_grant.activated": "The text of {by}, face-up on {player}'s field, lets {player} "
                                "activate {card} from the hand.",
    },
    "de": {
        "hand_grant.activated": "Laut dem Text {by:vom}, offen auf dem Spielfeld von {player}, "
                                "darf {player} {card:den} von der Hand aktivieren.",
    },
    "es": {
        "hand_grant.activated": "El texto {by:del}, boca arriba en el Campo de {player}, permite "
                                "a {player} activar {card:el} desde la mano.",
    },
    "fr": {
        "hand_grant.activated": "Le texte {by:du}, face recto sur le Terrain de {player}, permet "
                                "à {player} d'activer {card:le} depuis la main.",
    },
    "it": {
        "hand_grant.activated": "Il testo {by:del}, scoperto sul Terreno di {player}, permette a "
                                "{player} di attivare {card:il} dalla mano.",
    },
}
