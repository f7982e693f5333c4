"""The words of a monster's Level raised or lowered by an effect (level_changes.py, 4-2-2),
which each language's catalogue takes from here (`MESSAGES.update(LEVELS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

LEVELS: dict[str, dict[str, Message]] = {
    "en": {
        "would.change_level": "change the Level of a monster",
        "would.change_level_card": "change the Level of {card}",
        "why.no_level": "it is not a face-up monster with a Level in a Monster Zone",
        "level_changed": "{link}: {card}'s Level rises from {before} to {level} for as long "
                         "as it stays face-up on the field.",
        "level_changed.lowered": "{link}: {card}'s Level drops from {before} to {level} for as "
                                 "long as it stays face-up on the field (never below 1).",
    },
    "de": {
        "would.change_level": "die Stufe eines Monsters ändern",
        "would.change_level_card": "die Stufe {card:vom} ändern",
        "why.no_level": "es ist kein offenes Monster mit einer Stufe in einer Monsterzone",
        "level_changed": "{link}: Die Stufe {card:vom} steigt von {before} auf {level}, "
                         "solange es offen auf dem Spielfeld bleibt.",
        "level_changed.lowered": "{link}: Die Stufe {card:vom} sinkt von {before} auf "
                                 "{level}, solange es offen auf dem Spielfeld bleibt (nie "
                                 "unter 1).",
    },
    "es": {
        "would.change_level": "cambiar el Nivel de un monstruo",
        "would.change_level_card": "cambiar el Nivel {card:del}",
        "why.no_level": "no es un monstruo boca arriba con Nivel en una Zona de Monstruos",
        "level_changed": "{link}: el Nivel {card:del} sube de {before} a {level} mientras "
                         "siga boca arriba en el Campo.",
        "level_changed.lowered": "{link}: el Nivel {card:del} baja de {before} a {level} "
                                 "mientras siga boca arriba en el Campo (nunca por debajo "
                                 "de 1).",
    },
    "it": {
        "would.change_level": "cambiare il Livello di un mostro",
        "would.change_level_card": "cambiare il Livello {card:del}",
        "why.no_level": "non è un mostro scoperto con un Livello in una Zona Mostri",
        "level_changed": "{link}: il Livello {card:del} sale da {before} a {level} finché "
                         "resta scoperto sul Terreno.",
        "level_changed.lowered": "{link}: il Livello {card:del} scende da {before} a {level} "
                                 "finché resta scoperto sul Terreno (mai sotto 1).",
    },
    "fr": {
        "would.change_level": "changer le Niveau d'un monstre",
        "would.change_level_card": "changer le Niveau {card:du}",
        "why.no_level": "ce n'est pas un monstre face recto avec un Niveau dans une Zone "
                        "Monstre",
        "level_changed": "{link} : le Niveau {card:du} passe de {before} à {level} tant "
                         "qu'il reste face recto sur le Terrain.",
        "level_changed.lowered": "{link} : le Niveau {card:du} descend de {before} à {level} "
                                 "tant qu'il reste face recto sur le Terrain (jamais sous 1).",
    },
}
