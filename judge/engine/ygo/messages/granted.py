"""The words of effects a card gives its player beyond itself: the additional Normal Summon
(extra_normal.py, 8-1-7) each language's catalogue takes from here
(`MESSAGES.update(GRANTED["de"])`), in the terms of each language's cards (Normalbeschwörung,
Setzen; Invocación Normal, Colocación; Invocation Normale, Pose; Evocazione Normale,
Posizionamento)."""
from __future__ import annotations

from ...core.catalogue import Message

GRANTED: dict[str, dict[str, Message]] = {
    "en": {
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
        "monster_set.additional": "{player} Sets {card} face-down in Defense Position: the "
                                  "turn's first Normal Summon was the additional one the "
                                  "effect of {grant} allows, so this Set is the turn's Normal "
                                  "Summon or Set.",
    },
    "de": {
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
        "monster_set.additional": "{player} setzt {card:den} verdeckt in Verteidigungsposition: "
                                  "Die erste Normalbeschwörung dieses Spielzugs war die "
                                  "zusätzliche, die der Effekt {grant:vom} erlaubt, also ist "
                                  "dieses Setzen die Normalbeschwörung oder das Setzen dieses "
                                  "Spielzugs.",
    },
    "es": {
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
        "monster_set.additional": "{player} Coloca {card:el} boca abajo en Posición de Defensa: "
                                  "la primera Invocación Normal del turno fue la adicional que "
                                  "permite el efecto {grant:del}, así que esta Colocación es la "
                                  "Invocación Normal o Colocación del turno.",
    },
    "fr": {
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
        "monster_set.additional": "{player} Pose {card:le} face verso en Position de Défense : "
                                  "la première Invocation Normale du tour était celle que "
                                  "l'effet {grant:du} permet en plus, donc cette Pose est "
                                  "l'Invocation Normale ou la Pose du tour.",
    },
    "it": {
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
        "monster_set.additional": "{player} Posiziona {card:il} coperto in Posizione di Difesa: "
                                  "la prima Evocazione Normale del turno era quella aggiuntiva "
                                  "consentita dall'effetto {grant:del}, quindi questo "
                                  "Posizionamento è l'Evocazione Normale o il Posizionamento "
                                  "del turno.",
    },
}
