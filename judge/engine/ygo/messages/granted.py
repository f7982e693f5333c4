"""The words of effects a card gives its player beyond itself: the additional Normal Summon
(extra_normal.py, 8-1-7) each language's catalogue takes from here
(`MESSAGES.update(GRANTED["de"])`), in the terms of each language's cards (Normalbeschwörung,
Setzen; Invocación Normal, Colocación; Invocation Normale, Pose; Evocazione Normale,
Posizionamento)."""
from __future__ import annotations

from ...core.catalogue import Message

GRANTED: dict[str, dict[str, Message]] = {
    "en": {
        "monster_set.additional": "{player} Sets {card} face-down in Defense Position: with "
                                  "the additional Normal Summon the effect of {grant} allows, "
                                  "this is the turn's second Normal Summon or Set.",
        "input.ygo.extra_normal_modes": "names either `set` or `tribute`, not both",
        "extra_normal_summon.gained": "{link}: for the rest of this turn, {player} can "
                                      "Normal Summon 1 monster ({details}) in addition to the "
                                      "turn's Normal Summon or Set.",
        "extra_normal_summon.gained_any": "{link}: for the rest of this turn, {player} can "
                                          "Normal Summon 1 monster in addition to the turn's "
                                          "Normal Summon or Set.",
        "normal_summoned.additional": "{player} Normal Summons {card} in Attack Position: the "
                                      "effect of {grant} allows one Normal Summon in addition "
                                      "to the turn's Normal Summon or Set, and one of the two "
                                      "this turn fits its description.",
    },
    "de": {
        "monster_set.additional": "{player} setzt {card:den} verdeckt in Verteidigungsposition: "
                                  "Mit der zusätzlichen Normalbeschwörung, die der Effekt "
                                  "{grant:vom} erlaubt, ist das die zweite Normalbeschwörung "
                                  "oder das zweite Setzen dieses Spielzugs.",
        "input.ygo.extra_normal_modes": "nennt entweder `set` oder `tribute`, nicht beides",
        "extra_normal_summon.gained": "{link}: Für den Rest dieses Spielzugs kann {player} "
                                      "zusätzlich zur Normalbeschwörung oder zum Setzen dieses "
                                      "Spielzugs 1 Monster ({details}) als Normalbeschwörung "
                                      "beschwören.",
        "extra_normal_summon.gained_any": "{link}: Für den Rest dieses Spielzugs kann {player} "
                                          "zusätzlich zur Normalbeschwörung oder zum Setzen "
                                          "dieses Spielzugs 1 Monster als Normalbeschwörung "
                                          "beschwören.",
        "normal_summoned.additional": "{player} beschwört {card:den} als Normalbeschwörung in "
                                      "Angriffsposition: Der Effekt {grant:vom} erlaubt eine "
                                      "Normalbeschwörung zusätzlich zur Normalbeschwörung oder "
                                      "zum Setzen dieses Spielzugs, und eine der beiden "
                                      "Beschwörungen dieses Spielzugs erfüllt seine "
                                      "Beschreibung.",
    },
    "es": {
        "monster_set.additional": "{player} Coloca {card:el} boca abajo en Posición de Defensa: "
                                  "con la Invocación Normal adicional que permite el efecto "
                                  "{grant:del}, es la segunda Invocación Normal o Colocación "
                                  "del turno.",
        "input.ygo.extra_normal_modes": "indica `set` o `tribute`, no ambos",
        "extra_normal_summon.gained": "{link}: durante el resto de este turno, {player} "
                                      "puede Invocar de Modo Normal 1 monstruo ({details}) "
                                      "además de la Invocación Normal o Colocación del turno.",
        "extra_normal_summon.gained_any": "{link}: durante el resto de este turno, {player} "
                                          "puede Invocar de Modo Normal 1 monstruo además de "
                                          "la Invocación Normal o Colocación del turno.",
        "normal_summoned.additional": "{player} Invoca de Modo Normal {card:el} en Posición de "
                                      "Ataque: el efecto {grant:del} permite una Invocación "
                                      "Normal además de la Invocación Normal o Colocación del "
                                      "turno, y una de las dos de este turno cumple su "
                                      "descripción.",
    },
    "fr": {
        "monster_set.additional": "{player} Pose {card:le} face verso en Position de Défense : "
                                  "avec l'Invocation Normale supplémentaire que permet l'effet "
                                  "{grant:du}, c'est la deuxième Invocation Normale ou Pose du "
                                  "tour.",
        "input.ygo.extra_normal_modes": "indique `set` ou `tribute`, pas les deux",
        "extra_normal_summon.gained": "{link} : pour le reste de ce tour, {player} peut "
                                      "Invoquer Normalement 1 monstre ({details}) en plus de "
                                      "l'Invocation Normale ou de la Pose du tour.",
        "extra_normal_summon.gained_any": "{link} : pour le reste de ce tour, {player} peut "
                                          "Invoquer Normalement 1 monstre en plus de "
                                          "l'Invocation Normale ou de la Pose du tour.",
        "normal_summoned.additional": "{player} Invoque Normalement {card:le} en Position "
                                      "d'Attaque : l'effet {grant:du} permet une Invocation "
                                      "Normale en plus de l'Invocation Normale ou de la Pose du "
                                      "tour, et l'une des deux de ce tour correspond à sa "
                                      "description.",
    },
    "it": {
        "monster_set.additional": "{player} Posiziona {card:il} coperto in Posizione di Difesa: "
                                  "con l'Evocazione Normale aggiuntiva consentita dall'effetto "
                                  "{grant:del}, è la seconda Evocazione Normale o il secondo "
                                  "Posizionamento del turno.",
        "input.ygo.extra_normal_modes": "indica `set` oppure `tribute`, non entrambi",
        "extra_normal_summon.gained": "{link}: per il resto di questo turno, {player} può "
                                      "Evocare Normalmente 1 mostro ({details}) in aggiunta "
                                      "all'Evocazione Normale o al Posizionamento del turno.",
        "extra_normal_summon.gained_any": "{link}: per il resto di questo turno, {player} può "
                                          "Evocare Normalmente 1 mostro in aggiunta "
                                          "all'Evocazione Normale o al Posizionamento del "
                                          "turno.",
        "normal_summoned.additional": "{player} Evoca Normalmente {card:il} in Posizione di "
                                      "Attacco: l'effetto {grant:del} consente un'Evocazione "
                                      "Normale in aggiunta all'Evocazione Normale o al "
                                      "Posizionamento del turno, e una delle due di questo "
                                      "turno corrisponde alla sua descrizione.",
    },
}
