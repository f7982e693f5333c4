"""The words of ATK, DEF and Levels changed or set "until the End Phase" and of their end as
the End Phase begins (end_phase_changes.py, 7-7-12), which each language's catalogue takes from here
(`MESSAGES.update(END_PHASE_CHANGES["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

END_PHASE_CHANGES: dict[str, dict[str, Message]] = {
    "en": {
        "level_changed.end_phase": "{link}: {card}'s Level rises from {before} to {level} "
                                   "until the End Phase.",
        "level_changed.end_phase_lowered": "{link}: {card}'s Level drops from {before} to "
                                           "{level} until the End Phase (never below 1).",
        "level_changed.end_phase_over": "The End Phase begins: {card}'s Level goes back from "
                                        "{before} to {level}.",
        "stat_set.end_phase": "{link}: the {stat} of {card} becomes {value} until the End "
                              "Phase ({before} → {after} {stat}).",
        "stat_set.original.end_phase": "{link}: the original {stat} of {card} becomes {value} "
                                       "until the End Phase ({before} → {after} {stat}).",
        "atk_changed.end_phase": "{link}: {card} gets {amount:+d} ATK until the End Phase "
                                 "({before} → {after} ATK).",
        "atk_changed.lowered.end_phase": "{link}: {card} loses {amount} ATK until the End "
                                         "Phase ({before} → {after} ATK).",
        "def_changed.end_phase": "{link}: {card} gets {amount:+d} DEF until the End Phase "
                                 "({before} → {after} DEF).",
        "def_changed.lowered.end_phase": "{link}: {card} loses {amount} DEF until the End "
                                         "Phase ({before} → {after} DEF).",
        "end_phase_effects": "Changes that lasted until the End Phase end.",
    },
    "de": {
        "level_changed.end_phase": "{link}: Die Stufe {card:vom} steigt bis zur End Phase "
                                   "von {before} auf {level}.",
        "level_changed.end_phase_lowered": "{link}: Die Stufe {card:vom} sinkt bis zur End "
                                           "Phase von {before} auf {level} (nie unter 1).",
        "level_changed.end_phase_over": "Die End Phase beginnt: Die Stufe {card:vom} geht von "
                                        "{before} auf {level} zurück.",
        "stat_set.end_phase": "{link}: Die {stat} {card:vom} werden bis zur End Phase zu "
                              "{value} ({stat} {before} → {after}).",
        "stat_set.original.end_phase": "{link}: Die Original-{stat} {card:vom} werden bis zur "
                                       "End Phase zu {value} ({stat} {before} → {after}).",
        "atk_changed.end_phase": "{link}: {card:der} erhält {amount:+d} ATK bis zur End Phase "
                                 "(ATK {before} → {after}).",
        "atk_changed.lowered.end_phase": "{link}: {card:der} verliert {amount} ATK bis zur End "
                                         "Phase (ATK {before} → {after}).",
        "def_changed.end_phase": "{link}: {card:der} erhält {amount:+d} DEF bis zur End Phase "
                                 "(DEF {before} → {after}).",
        "def_changed.lowered.end_phase": "{link}: {card:der} verliert {amount} DEF bis zur End "
                                         "Phase (DEF {before} → {after}).",
        "end_phase_effects": "Änderungen, die bis zur End Phase galten, enden.",
    },
    "es": {
        "level_changed.end_phase": "{link}: el Nivel {card:del} sube de {before} a {level} "
                                   "hasta la End Phase.",
        "level_changed.end_phase_lowered": "{link}: el Nivel {card:del} baja de {before} a "
                                           "{level} hasta la End Phase (nunca por debajo de "
                                           "1).",
        "level_changed.end_phase_over": "Empieza la End Phase: el Nivel {card:del} vuelve de "
                                        "{before} a {level}.",
        "stat_set.end_phase": "{link}: {card:el} pasa a tener {value} de {stat} hasta la End "
                              "Phase ({stat} {before} → {after}).",
        "stat_set.original.end_phase": "{link}: {card:el} pasa a tener {value} de {stat} "
                                       "original hasta la End Phase ({stat} {before} → "
                                       "{after}).",
        "atk_changed.end_phase": "{link}: {card:el} gana {amount} de ATK hasta la End Phase "
                                 "(ATK {before} → {after}).",
        "atk_changed.lowered.end_phase": "{link}: {card:el} pierde {amount} de ATK hasta la "
                                         "End Phase (ATK {before} → {after}).",
        "def_changed.end_phase": "{link}: {card:el} gana {amount} de DEF hasta la End Phase "
                                 "(DEF {before} → {after}).",
        "def_changed.lowered.end_phase": "{link}: {card:el} pierde {amount} de DEF hasta la "
                                         "End Phase (DEF {before} → {after}).",
        "end_phase_effects": "Terminan los cambios que duraban hasta la End Phase.",
    },
    "fr": {
        "level_changed.end_phase": "{link} : le Niveau {card:du} passe de {before} à {level} "
                                   "jusqu'à la End Phase.",
        "level_changed.end_phase_lowered": "{link} : le Niveau {card:du} descend de {before} à "
                                           "{level} jusqu'à la End Phase (jamais sous 1).",
        "level_changed.end_phase_over": "La End Phase commence : le Niveau {card:du} revient de "
                                        "{before} à {level}.",
        "stat_set.end_phase": "{link} : {card:le} a désormais {value} {stat} jusqu'à la End "
                              "Phase ({stat} {before} → {after}).",
        "stat_set.original.end_phase": "{link} : {card:le} a désormais {value} {stat} "
                                       "d'origine jusqu'à la End Phase ({stat} {before} → "
                                       "{after}).",
        "atk_changed.end_phase": "{link} : {card:le} gagne {amount:+d} ATK jusqu'à la End "
                                 "Phase (ATK {before} → {after}).",
        "atk_changed.lowered.end_phase": "{link} : {card:le} perd {amount} ATK jusqu'à la End "
                                         "Phase (ATK {before} → {after}).",
        "def_changed.end_phase": "{link} : {card:le} gagne {amount:+d} DEF jusqu'à la End "
                                 "Phase (DEF {before} → {after}).",
        "def_changed.lowered.end_phase": "{link} : {card:le} perd {amount} DEF jusqu'à la End "
                                         "Phase (DEF {before} → {after}).",
        "end_phase_effects": "Les modifications qui duraient jusqu'à la End Phase prennent "
                             "fin.",
    },
    "it": {
        "level_changed.end_phase": "{link}: il Livello {card:del} sale da {before} a {level} "
                                   "fino alla End Phase.",
        "level_changed.end_phase_lowered": "{link}: il Livello {card:del} scende da {before} a "
                                           "{level} fino alla End Phase (mai sotto 1).",
        "level_changed.end_phase_over": "Inizia la End Phase: il Livello {card:del} torna da "
                                        "{before} a {level}.",
        "stat_set.end_phase": "{link}: {card:il} ha ora {value} {stat} fino alla End Phase "
                              "({stat} {before} → {after}).",
        "stat_set.original.end_phase": "{link}: {card:il} ha ora {value} {stat} originale fino "
                                       "alla End Phase ({stat} {before} → {after}).",
        "atk_changed.end_phase": "{link}: {card:il} riceve {amount:+d} ATK fino alla End Phase "
                                 "(ATK {before} → {after}).",
        "atk_changed.lowered.end_phase": "{link}: {card:il} perde {amount} ATK fino alla End "
                                         "Phase (ATK {before} → {after}).",
        "def_changed.end_phase": "{link}: {card:il} riceve {amount:+d} DEF fino alla End Phase "
                                 "(DEF {before} → {after}).",
        "def_changed.lowered.end_phase": "{link}: {card:il} perde {amount} DEF fino alla End "
                                         "Phase (DEF {before} → {after}).",
        "end_phase_effects": "Finiscono le modifiche che duravano fino alla End Phase.",
    },
}
