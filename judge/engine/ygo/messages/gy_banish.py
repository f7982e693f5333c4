"""The words of a card banished instead of going to the Graveyard by another card's effect
(gy_banish.py, 5-4-10: Macro Cosmos, Dimensional Fissure, Banisher of the Radiance), which each
language's catalogue takes from here (`MESSAGES.update(GY_BANISH["de"])`), in the terms of each
language's cards (verbannen, Friedhof; desterrar, Cementerio; bannir, Cimetière; bandire,
Cimitero)."""
from __future__ import annotations

from ...core.catalogue import Message

GY_BANISH: dict[str, dict[str, Message]] = {
    "en": {
        "this_turn.gy_banish_monsters": "{link}: for the rest of this turn, any monster "
                                        "sent to the Graveyard is banished instead.",
        "gy_banished.instead": "{card} is banished instead of going to the Graveyard, by the "
                               "effect of {source}.",
        "destroyed.gy_banished": "{card} is destroyed; by the effect of {source}, it is "
                                 "banished instead of going to the Graveyard.",
        "destroyed.by_battle.gy_banished": "Destroyed by battle: by the effect of {source}, "
                                           "{card} is banished instead of going to the "
                                           "Graveyard.",
        "destroyed.by_link.gy_banished": "{link}: {card} is destroyed; by the effect of "
                                         "{source}, it is banished instead of going to the "
                                         "Graveyard.",
    },
    "de": {
        "this_turn.gy_banish_monsters": "{link}: Für den Rest dieses Spielzugs wird jedes "
                                        "Monster, das auf den Friedhof gelegt würde, "
                                        "stattdessen verbannt.",
        "gy_banished.instead": "{card:der} wird durch den Effekt {source:vom} verbannt, statt "
                               "auf den Friedhof gelegt zu werden.",
        "destroyed.gy_banished": "{card:der} wird zerstört; durch den Effekt {source:vom} wird "
                                 "es verbannt, statt auf den Friedhof gelegt zu werden.",
        "destroyed.by_battle.gy_banished": "Durch Kampf zerstört: durch den Effekt "
                                           "{source:vom} wird {card:der} verbannt, statt auf "
                                           "den Friedhof gelegt zu werden.",
        "destroyed.by_link.gy_banished": "{link}: {card:der} wird zerstört; durch den Effekt "
                                         "{source:vom} wird es verbannt, statt auf den "
                                         "Friedhof gelegt zu werden.",
    },
    "es": {
        "this_turn.gy_banish_monsters": "{link}: durante el resto de este turno, cualquier "
                                        "monstruo mandado al Cementerio es desterrado en su "
                                        "lugar.",
        "gy_banished.instead": "La carta {card:el} es desterrada en vez de ir al Cementerio, "
                               "por el efecto {source:del}.",
        "destroyed.gy_banished": "La carta {card:el} es destruida; por el efecto {source:del}, "
                                 "es desterrada en vez de ir al Cementerio.",
        "destroyed.by_battle.gy_banished": "Destruido en batalla: por el efecto {source:del}, "
                                           "la carta {card:el} es desterrada en vez de ir al "
                                           "Cementerio.",
        "destroyed.by_link.gy_banished": "{link}: la carta {card:el} es destruida; por el "
                                         "efecto {source:del}, es desterrada en vez de ir al "
                                         "Cementerio.",
    },
    "fr": {
        "this_turn.gy_banish_monsters": "{link} : jusqu'à la fin de ce tour, tout monstre "
                                        "envoyé au Cimetière est banni à la place.",
        "gy_banished.instead": "La carte {card:le} est bannie au lieu d'aller au Cimetière, "
                               "par l'effet {source:du}.",
        "destroyed.gy_banished": "La carte {card:le} est détruite ; par l'effet {source:du}, "
                                 "elle est bannie au lieu d'aller au Cimetière.",
        "destroyed.by_battle.gy_banished": "Détruit au combat : par l'effet {source:du}, la "
                                           "carte {card:le} est bannie au lieu d'aller au "
                                           "Cimetière.",
        "destroyed.by_link.gy_banished": "{link} : la carte {card:le} est détruite ; par "
                                         "l'effet {source:du}, elle est bannie au lieu d'aller "
                                         "au Cimetière.",
    },
    "it": {
        "this_turn.gy_banish_monsters": "{link}: per il resto di questo turno, qualsiasi "
                                        "mostro mandato nel Cimitero viene invece bandito.",
        "gy_banished.instead": "La carta {card:il} viene bandita invece di andare nel "
                               "Cimitero, per l'effetto {source:del}.",
        "destroyed.gy_banished": "La carta {card:il} viene distrutta; per l'effetto "
                                 "{source:del}, viene bandita invece di andare nel Cimitero.",
        "destroyed.by_battle.gy_banished": "Distrutto in battaglia: per l'effetto "
                                           "{source:del}, la carta {card:il} viene bandita "
                                           "invece di andare nel Cimitero.",
        "destroyed.by_link.gy_banished": "{link}: la carta {card:il} viene distrutta; per "
                                         "l'effetto {source:del}, viene bandita invece di "
                                         "andare nel Cimitero.",
    },
}
