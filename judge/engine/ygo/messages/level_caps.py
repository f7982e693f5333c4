"""The words of a Level raised up to a maximum (4-2-9) or set to a number (4-2-10), both in
level_changes.py, which each language's catalogue takes from here
(`MESSAGES.update(LEVEL_CAPS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

LEVEL_CAPS: dict[str, dict[str, Message]] = {
    "en": {
        "level_changed.set_turn": "{link}: {card}'s Level becomes {level} (it was {before}) "
                                  "until the end of this turn.",
        "level_changed.already": "{link}: {card} is already Level {level}, so its Level does "
                                 "not change.",
        "level_changed.at_max": "{link}: {card} is already Level {level}; the effect raises its "
                                "Level only up to {max}, so nothing changes.",
    },
    "de": {
        "level_changed.set_turn": "{link}: Die Stufe {card:vom} wird bis zum Ende dieses "
                                  "Spielzugs zu {level} (vorher {before}).",
        "level_changed.already": "{link}: {card:der} ist bereits Stufe {level}, also ändert "
                                 "sich die Stufe nicht.",
        "level_changed.at_max": "{link}: {card:der} ist bereits Stufe {level}; der Effekt "
                                "erhöht die Stufe nur bis maximal {max}, also ändert sich "
                                "nichts.",
    },
    "es": {
        "level_changed.set_turn": "{link}: el Nivel {card:del} pasa a ser {level} (era "
                                  "{before}) hasta el final de este turno.",
        "level_changed.already": "{link}: {card:el} ya es de Nivel {level}, así que su "
                                 "Nivel no cambia.",
        "level_changed.at_max": "{link}: {card:el} ya es de Nivel {level}; el efecto solo "
                                "aumenta su Nivel hasta un máximo de {max}, así que no cambia "
                                "nada.",
    },
    "fr": {
        "level_changed.set_turn": "{link} : le Niveau {card:du} devient {level} (il était "
                                  "de {before}) jusqu'à la fin de ce tour.",
        "level_changed.already": "{link} : {card:le} est déjà Niveau {level}, donc son "
                                 "Niveau ne change pas.",
        "level_changed.at_max": "{link} : {card:le} est déjà Niveau {level} ; l'effet "
                                "n'augmente son Niveau que jusqu'à {max} maximum, donc rien ne "
                                "change.",
    },
    "it": {
        "level_changed.set_turn": "{link}: il Livello {card:del} diventa {level} (era "
                                  "{before}) fino alla fine di questo turno.",
        "level_changed.already": "{link}: {card:il} è già di Livello {level}, quindi il suo "
                                 "Livello non cambia.",
        "level_changed.at_max": "{link}: {card:il} è già di Livello {level}; l'effetto aumenta "
                                "il suo Livello solo fino a un massimo di {max}, quindi non "
                                "cambia nulla.",
    },
}
