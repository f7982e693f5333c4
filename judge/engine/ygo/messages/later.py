"""The words of a monster Special Summoned to leave the field during a later End Phase
(later.py, 7-7-8), which each language's catalogue takes from here
(`MESSAGES.update(LATER["de"])`), in the terms of each language's cards (Friedhof, verbannen,
ins Deck mischen; Cementerio, desterrar, barajar; Cimetière, bannir, mélanger; Cimitero,
bandire, mischiare)."""
from __future__ import annotations

from ...core.catalogue import Message

LATER: dict[str, dict[str, Message]] = {
    "en": {
        "summoned_how.without_tributes": "Normal Summoned without Tributing",
        "later.label": "End Phase ({card}'s effect)",
        "during_end_phase.scheduled": "{link}: the rest of this effect is done during the End "
                                      "Phase of this turn.",
        "during_end_phase.applied": "{link}: the part of the effect kept for the End Phase is "
                                    "done now, without being activated again.",
        "special_summoned.end_phase.destroy": "{link}: {card} is Special Summoned on the "
                                              "condition that it is destroyed during the End "
                                              "Phase of {when}.",
        "special_summoned.end_phase.graveyard": "{link}: {card} is Special Summoned on the "
                                                "condition that it is sent to the Graveyard "
                                                "during the End Phase of {when}.",
        "special_summoned.end_phase.banish": "{link}: {card} is Special Summoned on the "
                                             "condition that it is banished during the End "
                                             "Phase of {when}.",
        "special_summoned.end_phase.deck": "{link}: {card} is Special Summoned on the "
                                           "condition that it is shuffled into the Deck during "
                                           "the End Phase of {when}.",
        "special_summoned.end_phase.hand": "{link}: {card} is Special Summoned on the "
                                           "condition that it returns to the hand during the "
                                           "End Phase of {when}.",
        "later.turn.this": "this turn",
        "later.turn.next": "the next turn",
        "later.turn.your_next": "the summoning player's next turn",
        "end_phase.graveyard": "End Phase: {card} was Special Summoned to be sent to the "
                               "Graveyard during this End Phase, and is sent there; it is not "
                               "destroyed.",
        "end_phase.banish": "End Phase: {card} was Special Summoned to be banished during this "
                            "End Phase, and is banished.",
        "end_phase.deck": "End Phase: {card} was Special Summoned to be shuffled into the Deck "
                          "during this End Phase, and is shuffled into {player}'s Deck.",
        "end_phase.hand": "End Phase: {card} was Special Summoned to return to the hand during "
                          "this End Phase, and returns to {player}'s hand.",
        "end_phase.extra_deck": "End Phase: {card} was Special Summoned to leave the field "
                                "during this End Phase, and returns to {player}'s Extra Deck.",
        "input.ygo.end_phase_field_only": "only a monster Special Summoned leaves the field "
                                          "during the End Phase: give end_phase only with "
                                          "to: field",
    },
    "de": {
        "summoned_how.without_tributes": "ohne Tribut als Normalbeschwörung beschworen",
        "later.label": "End Phase (Effekt {card:vom})",
        "during_end_phase.scheduled": "{link}: Der Rest dieses Effekts wird in der End Phase "
                                      "dieses Spielzugs ausgeführt.",
        "during_end_phase.applied": "{link}: Der für die End Phase aufgesparte Teil des "
                                    "Effekts wird jetzt ausgeführt, ohne erneut aktiviert zu "
                                    "werden.",
        "special_summoned.end_phase.destroy": "{link}: {card:der} wird unter der Bedingung "
                                              "spezialbeschworen, dass es in der End Phase "
                                              "{when} zerstört wird.",
        "special_summoned.end_phase.graveyard": "{link}: {card:der} wird unter der Bedingung "
                                                "spezialbeschworen, dass es in der End Phase "
                                                "{when} auf den Friedhof gelegt wird.",
        "special_summoned.end_phase.banish": "{link}: {card:der} wird unter der Bedingung "
                                             "spezialbeschworen, dass es in der End Phase "
                                             "{when} verbannt wird.",
        "special_summoned.end_phase.deck": "{link}: {card:der} wird unter der Bedingung "
                                           "spezialbeschworen, dass es in der End Phase "
                                           "{when} ins Deck gemischt wird.",
        "special_summoned.end_phase.hand": "{link}: {card:der} wird unter der Bedingung "
                                           "spezialbeschworen, dass es in der End Phase "
                                           "{when} auf die Hand zurückgegeben wird.",
        "later.turn.this": "dieses Spielzugs",
        "later.turn.next": "des nächsten Spielzugs",
        "later.turn.your_next": "des nächsten Spielzugs des Spielers, der es beschworen hat",
        "end_phase.graveyard": "End Phase: {card:der} wurde beschworen, um in dieser End Phase "
                               "auf den Friedhof gelegt zu werden, und wird dorthin gelegt; es "
                               "wird nicht zerstört.",
        "end_phase.banish": "End Phase: {card:der} wurde beschworen, um in dieser End Phase "
                            "verbannt zu werden, und wird verbannt.",
        "end_phase.deck": "End Phase: {card:der} wurde beschworen, um in dieser End Phase ins "
                          "Deck gemischt zu werden, und wird in das Deck von {player} "
                          "gemischt.",
        "end_phase.hand": "End Phase: {card:der} wurde beschworen, um in dieser End Phase auf "
                          "die Hand zurückgegeben zu werden, und kehrt auf die Hand von "
                          "{player} zurück.",
        "end_phase.extra_deck": "End Phase: {card:der} wurde beschworen, um in dieser End "
                                "Phase das Spielfeld zu verlassen, und kehrt ins Extra Deck "
                                "von {player} zurück.",
        "input.ygo.end_phase_field_only": "nur ein spezialbeschworenes Monster verlässt das "
                                          "Spielfeld in der End Phase wieder: end_phase nur "
                                          "mit to: field angeben",
    },
    "es": {
        "summoned_how.without_tributes": "Invocada de Modo Normal sin Sacrificar",
        "later.label": "End Phase (efecto {card:del})",
        "during_end_phase.scheduled": "{link}: el resto de este efecto se aplica durante la End "
                                      "Phase de este turno.",
        "during_end_phase.applied": "{link}: la parte del efecto reservada para la End Phase se "
                                    "aplica ahora, sin volver a activarse.",
        "special_summoned.end_phase.destroy": "{link}: la carta {card:el} es Invocada de "
                                              "Modo Especial con la condición de ser "
                                              "destruida durante la End Phase {when}.",
        "special_summoned.end_phase.graveyard": "{link}: la carta {card:el} es Invocada de "
                                                "Modo Especial con la condición de ser "
                                                "mandada al Cementerio durante la End Phase "
                                                "{when}.",
        "special_summoned.end_phase.banish": "{link}: la carta {card:el} es Invocada de "
                                             "Modo Especial con la condición de ser "
                                             "desterrada durante la End Phase {when}.",
        "special_summoned.end_phase.deck": "{link}: la carta {card:el} es Invocada de Modo "
                                           "Especial con la condición de ser barajada en el "
                                           "Deck durante la End Phase {when}.",
        "special_summoned.end_phase.hand": "{link}: la carta {card:el} es Invocada de Modo "
                                           "Especial con la condición de regresar a la mano "
                                           "durante la End Phase {when}.",
        "later.turn.this": "de este turno",
        "later.turn.next": "del siguiente turno",
        "later.turn.your_next": "del siguiente turno del jugador que la Invocó",
        "end_phase.graveyard": "End Phase: la carta {card:el}, Invocada para ser mandada al "
                               "Cementerio durante esta End Phase, es mandada allí; no es "
                               "destruida.",
        "end_phase.banish": "End Phase: la carta {card:el}, Invocada para ser desterrada "
                            "durante esta End Phase, es desterrada.",
        "end_phase.deck": "End Phase: la carta {card:el}, Invocada para ser barajada en el "
                          "Deck durante esta End Phase, es barajada en el Deck de {player}.",
        "end_phase.hand": "End Phase: la carta {card:el}, Invocada para regresar a la mano "
                          "durante esta End Phase, regresa a la mano de {player}.",
        "end_phase.extra_deck": "End Phase: la carta {card:el}, Invocada para dejar el Campo "
                                "durante esta End Phase, regresa al Deck Extra de {player}.",
        "input.ygo.end_phase_field_only": "solo un monstruo Invocado de Modo Especial deja el "
                                          "Campo durante la End Phase: indicar end_phase solo "
                                          "con to: field",
    },
    "fr": {
        "summoned_how.without_tributes": "Invoquée Normalement sans Sacrifice",
        "later.label": "End Phase (effet {card:du})",
        "during_end_phase.scheduled": "{link} : le reste de cet effet s'applique pendant la End "
                                      "Phase de ce tour.",
        "during_end_phase.applied": "{link} : la partie de l'effet réservée à la End Phase "
                                    "s'applique maintenant, sans être activée à nouveau.",
        "special_summoned.end_phase.destroy": "{link} : la carte {card:le} est Invoquée "
                                              "Spécialement à condition d'être détruite "
                                              "pendant la End Phase {when}.",
        "special_summoned.end_phase.graveyard": "{link} : la carte {card:le} est Invoquée "
                                                "Spécialement à condition d'être envoyée au "
                                                "Cimetière pendant la End Phase {when}.",
        "special_summoned.end_phase.banish": "{link} : la carte {card:le} est Invoquée "
                                             "Spécialement à condition d'être bannie pendant "
                                             "la End Phase {when}.",
        "special_summoned.end_phase.deck": "{link} : la carte {card:le} est Invoquée "
                                           "Spécialement à condition d'être mélangée dans le "
                                           "Deck pendant la End Phase {when}.",
        "special_summoned.end_phase.hand": "{link} : la carte {card:le} est Invoquée "
                                           "Spécialement à condition d'être renvoyée à la main "
                                           "pendant la End Phase {when}.",
        "later.turn.this": "de ce tour",
        "later.turn.next": "du prochain tour",
        "later.turn.your_next": "du prochain tour du joueur qui l'a Invoquée",
        "end_phase.graveyard": "End Phase : la carte {card:le}, Invoquée pour être envoyée au "
                               "Cimetière pendant cette End Phase, y est envoyée ; elle n'est "
                               "pas détruite.",
        "end_phase.banish": "End Phase : la carte {card:le}, Invoquée pour être bannie pendant "
                            "cette End Phase, est bannie.",
        "end_phase.deck": "End Phase : la carte {card:le}, Invoquée pour être mélangée dans le "
                          "Deck pendant cette End Phase, est mélangée dans le Deck de "
                          "{player}.",
        "end_phase.hand": "End Phase : la carte {card:le}, Invoquée pour être renvoyée à la "
                          "main pendant cette End Phase, retourne dans la main de {player}.",
        "end_phase.extra_deck": "End Phase : la carte {card:le}, Invoquée pour quitter le "
                                "Terrain pendant cette End Phase, retourne dans l'Extra Deck "
                                "de {player}.",
        "input.ygo.end_phase_field_only": "seul un monstre Invoqué Spécialement quitte le "
                                          "Terrain pendant la End Phase : n'indiquer "
                                          "end_phase qu'avec to: field",
    },
    "it": {
        "summoned_how.without_tributes": "Evocata Normalmente senza offrire Tributi",
        "later.label": "End Phase (effetto {card:del})",
        "during_end_phase.scheduled": "{link}: il resto di questo effetto si applica durante la "
                                      "End Phase di questo turno.",
        "during_end_phase.applied": "{link}: la parte dell'effetto riservata alla End Phase si "
                                    "applica ora, senza essere attivata di nuovo.",
        "special_summoned.end_phase.destroy": "{link}: la carta {card:il} viene Evocata "
                                              "Specialmente a condizione di essere distrutta "
                                              "durante la End Phase {when}.",
        "special_summoned.end_phase.graveyard": "{link}: la carta {card:il} viene Evocata "
                                                "Specialmente a condizione di essere mandata "
                                                "nel Cimitero durante la End Phase {when}.",
        "special_summoned.end_phase.banish": "{link}: la carta {card:il} viene Evocata "
                                             "Specialmente a condizione di essere bandita "
                                             "durante la End Phase {when}.",
        "special_summoned.end_phase.deck": "{link}: la carta {card:il} viene Evocata "
                                           "Specialmente a condizione di essere mischiata "
                                           "nel Deck durante la End Phase {when}.",
        "special_summoned.end_phase.hand": "{link}: la carta {card:il} viene Evocata "
                                           "Specialmente a condizione di ritornare nella mano "
                                           "durante la End Phase {when}.",
        "later.turn.this": "di questo turno",
        "later.turn.next": "del turno successivo",
        "later.turn.your_next": "del prossimo turno del giocatore che l'ha Evocata",
        "end_phase.graveyard": "End Phase: la carta {card:il}, Evocata per essere mandata nel "
                               "Cimitero durante questa End Phase, vi viene mandata; non viene "
                               "distrutta.",
        "end_phase.banish": "End Phase: la carta {card:il}, Evocata per essere bandita durante "
                            "questa End Phase, viene bandita.",
        "end_phase.deck": "End Phase: la carta {card:il}, Evocata per essere mischiata nel "
                          "Deck durante questa End Phase, viene mischiata nel Deck di "
                          "{player}.",
        "end_phase.hand": "End Phase: la carta {card:il}, Evocata per ritornare nella mano "
                          "durante questa End Phase, ritorna nella mano di {player}.",
        "end_phase.extra_deck": "End Phase: la carta {card:il}, Evocata per lasciare il "
                                "Terreno durante questa End Phase, ritorna nell'Extra Deck di "
                                "{player}.",
        "input.ygo.end_phase_field_only": "solo un mostro Evocato Specialmente lascia il "
                                          "Terreno durante la End Phase: indicare end_phase "
                                          "solo con to: field",
    },
}
