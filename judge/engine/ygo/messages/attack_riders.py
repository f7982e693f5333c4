"""The words of a monster Special Summoned on the condition that it cannot attack
(attack_riders.py, 12-3-21), which each language's catalogue takes from here
(`MESSAGES.update(ATTACK_RIDERS["de"])`), in the terms of each language's cards (angreifen,
direkt; atacar, directamente; attaquer, directement; attaccare, direttamente)."""
from __future__ import annotations

from ...core.catalogue import Message

ATTACK_RIDERS: dict[str, dict[str, Message]] = {
    "en": {
        "special_summoned.no_attack.always": "{link}: {card} is Special Summoned on the "
                                             "condition that it cannot attack.",
        "special_summoned.no_attack.direct": "{link}: {card} is Special Summoned on the "
                                             "condition that it cannot attack directly.",
        "special_summoned.no_attack.turn": "{link}: {card} is Special Summoned on the "
                                           "condition that it cannot attack this turn.",
        "illegal.summoned_no_attack.always": "{card} cannot declare an attack: it was Special "
                                             "Summoned on the condition that it cannot attack.",
        "illegal.summoned_no_attack.direct": "{card} cannot attack directly: it was Special "
                                             "Summoned on the condition that it cannot attack "
                                             "directly.",
        "illegal.summoned_no_attack.turn": "{card} cannot declare an attack this turn: it was "
                                           "Special Summoned on the condition that it cannot "
                                           "attack this turn.",
        "input.ygo.no_attack_field_only": "only a monster Special Summoned is kept from "
                                          "attacking by its Summon: give no_attack only with "
                                          "to: field",
    },
    "de": {
        "special_summoned.no_attack.always": "{link}: {card:der} wird unter der Bedingung "
                                             "spezialbeschworen, dass es nicht angreifen kann.",
        "special_summoned.no_attack.direct": "{link}: {card:der} wird unter der Bedingung "
                                             "spezialbeschworen, dass es nicht direkt "
                                             "angreifen kann.",
        "special_summoned.no_attack.turn": "{link}: {card:der} wird unter der Bedingung "
                                           "spezialbeschworen, dass es in diesem Spielzug "
                                           "nicht angreifen kann.",
        "illegal.summoned_no_attack.always": "{card:der} kann keinen Angriff deklarieren: Die "
                                             "Bedingung seiner Spezialbeschwörung verbietet es.",
        "illegal.summoned_no_attack.direct": "{card:der} kann nicht direkt angreifen: Die "
                                             "Bedingung seiner Spezialbeschwörung verbietet es.",
        "illegal.summoned_no_attack.turn": "{card:der} kann in diesem Spielzug keinen Angriff "
                                           "deklarieren: Die Bedingung seiner Spezialbeschwörung "
                                           "verbietet es.",
        "input.ygo.no_attack_field_only": "nur ein spezialbeschworenes Monster wird durch "
                                          "seine Beschwörung am Angreifen gehindert: no_attack "
                                          "nur mit to: field angeben",
    },
    "es": {
        "special_summoned.no_attack.always": "{link}: la carta {card:el} es Invocada de Modo "
                                             "Especial con la condición de que no pueda "
                                             "atacar.",
        "special_summoned.no_attack.direct": "{link}: la carta {card:el} es Invocada de Modo "
                                             "Especial con la condición de que no pueda "
                                             "atacar directamente.",
        "special_summoned.no_attack.turn": "{link}: la carta {card:el} es Invocada de Modo "
                                           "Especial con la condición de que no pueda atacar "
                                           "este turno.",
        "illegal.summoned_no_attack.always": "{card:el} no puede declarar un ataque: la condición "
                                             "de su Invocación Especial lo impide.",
        "illegal.summoned_no_attack.direct": "{card:el} no puede atacar directamente: la "
                                             "condición de su Invocación Especial lo impide.",
        "illegal.summoned_no_attack.turn": "{card:el} no puede declarar un ataque este turno: la "
                                           "condición de su Invocación Especial lo impide.",
        "input.ygo.no_attack_field_only": "solo a un monstruo Invocado de Modo Especial su "
                                          "Invocación le impide atacar: indicar no_attack solo "
                                          "con to: field",
    },
    "fr": {
        "special_summoned.no_attack.always": "{link} : la carte {card:le} est Invoquée "
                                             "Spécialement à condition de ne pas pouvoir "
                                             "attaquer.",
        "special_summoned.no_attack.direct": "{link} : la carte {card:le} est Invoquée "
                                             "Spécialement à condition de ne pas pouvoir "
                                             "attaquer directement.",
        "special_summoned.no_attack.turn": "{link} : la carte {card:le} est Invoquée "
                                           "Spécialement à condition de ne pas pouvoir "
                                           "attaquer ce tour-ci.",
        "illegal.summoned_no_attack.always": "{card:le} ne peut pas déclarer d'attaque : la "
                                             "condition de son Invocation Spéciale l'interdit.",
        "illegal.summoned_no_attack.direct": "{card:le} ne peut pas attaquer directement : la "
                                             "condition de son Invocation Spéciale l'interdit.",
        "illegal.summoned_no_attack.turn": "{card:le} ne peut pas déclarer d'attaque ce tour-ci : "
                                           "la condition de son Invocation Spéciale l'interdit.",
        "input.ygo.no_attack_field_only": "seul un monstre Invoqué Spécialement est empêché "
                                          "d'attaquer par son Invocation : n'indiquer "
                                          "no_attack qu'avec to: field",
    },
    "it": {
        "special_summoned.no_attack.always": "{link}: la carta {card:il} viene Evocata "
                                             "Specialmente a condizione di non poter "
                                             "attaccare.",
        "special_summoned.no_attack.direct": "{link}: la carta {card:il} viene Evocata "
                                             "Specialmente a condizione di non poter "
                                             "attaccare direttamente.",
        "special_summoned.no_attack.turn": "{link}: la carta {card:il} viene Evocata "
                                           "Specialmente a condizione di non poter attaccare "
                                           "in questo turno.",
        "illegal.summoned_no_attack.always": "{card:il} non può dichiarare un attacco: la "
                                             "condizione della sua Evocazione Speciale lo vieta.",
        "illegal.summoned_no_attack.direct": "{card:il} non può attaccare direttamente: la "
                                             "condizione della sua Evocazione Speciale lo vieta.",
        "illegal.summoned_no_attack.turn": "{card:il} non può dichiarare un attacco in questo "
                                           "turno: la condizione della sua Evocazione Speciale lo "
                                           "vieta.",
        "input.ygo.no_attack_field_only": "solo a un mostro Evocato Specialmente la sua "
                                          "Evocazione impedisce di attaccare: indicare "
                                          "no_attack solo con to: field",
    },
}
