"""The words of a Level raised up to a maximum (level_changes.py, 4-2-9), which each
language's catalogue takes from here (`MESSAGES.update(LEVEL_CAPS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

LEVEL_CAPS: dict[str, dict[str, Message]] = {
    "en": {
        "level_changed.at_max": "{link}: {card} is already Level {level}; the effect raises its "
                                "Level only up to {max}, so nothing changes.",
    },
    "de": {
        "level_changed.at_max": "{link}: {card:der} ist bereits Stufe {level}; der Effekt "
                                "erhöht die Stufe nur bis maximal {max}, also ändert sich "
                                "nichts.",
    },
    "es": {
        "level_changed.at_max": "{link}: {card:el} ya es de Nivel {level}; el efecto solo "
                                "aumenta su Nivel hasta un máximo de {max}, así que no cambia "
                                "nada.",
    },
    "fr": {
        "level_changed.at_max": "{link} : {card:le} est déjà Niveau {level} ; l'effet "
                                "n'augmente son Niveau que jusqu'à {max} maximum, donc rien ne "
                                "change.",
    },
    "it": {
        "level_changed.at_max": "{link}: {card:il} è già di Livello {level}; l'effetto aumenta "
                                "il suo Livello solo fino a un massimo di {max}, quindi non "
                                "cambia nulla.",
    },
}
