"""The words of a monster Special Summoned on the condition that it cannot change its battle
position and must attack, if able (bound_summons.py, 12-3-23), which each language's catalogue
takes from here (`MESSAGES.update(BOUND_SUMMONS["de"])`), in the terms of each language's cards
(Kampfposition, angreifen; posición de batalla, atacar; position de combat, attaquer; posizione
di battaglia, attaccare)."""
from __future__ import annotations

from ...core.catalogue import Message

BOUND_SUMMONS: dict[str, dict[str, Message]] = {
    "en": {
        "special_summoned.no_position_change": "{link}: {card} is Special Summoned on the "
                                               "condition that it cannot change its battle "
                                               "position.",
        "special_summoned.must_attack": "{link}: {card} is Special Summoned on the condition "
                                        "that it must attack, if able.",
        "illegal.summoned_no_position_change": "{card} cannot change its battle position: it "
                                               "was Special Summoned on the condition that it "
                                               "cannot.",
        "illegal.summoned_must_attack": "{card} was Special Summoned on the condition that it "
                                        "must attack, if able, and it can still attack: "
                                        "{player} cannot end the Battle Phase before it has "
                                        "attacked.",
    },
    "de": {
        "special_summoned.no_position_change": "{link}: {card:der} wird unter der Bedingung "
                                               "spezialbeschworen, dass es seine Kampfposition "
                                               "nicht ändern kann.",
        "special_summoned.must_attack": "{link}: {card:der} wird unter der Bedingung "
                                        "spezialbeschworen, dass es angreifen muss, falls "
                                        "möglich.",
        "illegal.summoned_no_position_change": "{card:der} kann seine Kampfposition nicht "
                                               "ändern: Die Bedingung seiner "
                                               "Spezialbeschwörung verbietet es.",
        "illegal.summoned_must_attack": "{card:der} wurde unter der Bedingung "
                                        "spezialbeschworen, dass es angreifen muss, falls "
                                        "möglich, und kann noch angreifen: {player} kann die "
                                        "Battle Phase nicht beenden, bevor es angegriffen hat.",
    },
    "es": {
        "special_summoned.no_position_change": "{link}: la carta {card:el} es Invocada de Modo "
                                               "Especial con la condición de que no pueda "
                                               "cambiar su posición de batalla.",
        "special_summoned.must_attack": "{link}: la carta {card:el} es Invocada de Modo "
                                        "Especial con la condición de que deba atacar si "
                                        "puede.",
        "illegal.summoned_no_position_change": "{card:el} no puede cambiar su posición de "
                                               "batalla: la condición de su Invocación Especial "
                                               "lo impide.",
        "illegal.summoned_must_attack": "La carta {card:el} fue Invocada de Modo Especial con "
                                        "la condición de que deba atacar si puede, y todavía "
                                        "puede atacar: {player} no puede terminar la Battle "
                                        "Phase antes de que haya atacado.",
    },
    "fr": {
        "special_summoned.no_position_change": "{link} : la carte {card:le} est Invoquée "
                                               "Spécialement à condition de ne pas pouvoir "
                                               "changer sa position de combat.",
        "special_summoned.must_attack": "{link} : la carte {card:le} est Invoquée "
                                        "Spécialement à condition d'attaquer si possible.",
        "illegal.summoned_no_position_change": "{card:le} ne peut pas changer sa position de "
                                               "combat : la condition de son Invocation "
                                               "Spéciale l'interdit.",
        "illegal.summoned_must_attack": "La carte {card:le} a été Invoquée Spécialement à "
                                        "condition d'attaquer si possible, et elle peut encore "
                                        "attaquer : {player} ne peut pas terminer la Battle "
                                        "Phase avant qu'elle ait attaqué.",
    },
    "it": {
        "special_summoned.no_position_change": "{link}: la carta {card:il} viene Evocata "
                                               "Specialmente a condizione di non poter cambiare "
                                               "la sua posizione di battaglia.",
        "special_summoned.must_attack": "{link}: la carta {card:il} viene Evocata "
                                        "Specialmente a condizione di dover attaccare, se "
                                        "può.",
        "illegal.summoned_no_position_change": "{card:il} non può cambiare la sua posizione di "
                                               "battaglia: la condizione della sua Evocazione "
                                               "Speciale lo vieta.",
        "illegal.summoned_must_attack": "La carta {card:il} è stata Evocata Specialmente a "
                                        "condizione di dover attaccare, se può, e può ancora "
                                        "attaccare: {player} non può terminare la Battle Phase "
                                        "prima che abbia attaccato.",
    },
}
