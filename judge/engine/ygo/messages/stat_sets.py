"""The words of a monster's ATK or DEF (or its original ATK or DEF) set to a value by an effect
(stat_sets.py, 4-2-8), which each language's catalogue takes from here
(`MESSAGES.update(STAT_SETS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

STAT_SETS: dict[str, dict[str, Message]] = {
    "en": {
        "stat_set.without_tributes": "{card} was Normal Summoned without Tributing: its "
                                     "original ATK becomes {value} ({before} → {after} ATK).",
        "stat_set": "{link}: the {stat} of {card} becomes {value} until the end of the turn "
                    "({before} → {after} {stat}).",
        "stat_set.lasting": "{link}: the {stat} of {card} becomes {value} for as long as it "
                            "stays face-up on the field ({before} → {after} {stat}).",
        "stat_set.battle_phase": "{link}: the {stat} of {card} becomes {value} until the end of "
                                 "the Battle Phase ({before} → {after} {stat}).",
        "stat_set.original": "{link}: the original {stat} of {card} becomes {value} until the "
                             "end of the turn ({before} → {after} {stat}).",
        "stat_set.original.lasting": "{link}: the original {stat} of {card} becomes {value} for "
                                     "as long as it stays face-up on the field ({before} → "
                                     "{after} {stat}).",
        "stat_set.original.battle_phase": "{link}: the original {stat} of {card} becomes "
                                          "{value} until the end of the Battle Phase ({before} "
                                          "→ {after} {stat}).",
    },
    "de": {
        "stat_set.without_tributes": "{card:der} wurde als Normalbeschwörung ohne Tribut "
                                     "beschworen: Seine Original-ATK werden zu {value} (ATK "
                                     "{before} → {after}).",
        "stat_set": "{link}: Die {stat} {card:vom} werden bis zum Ende des Spielzugs zu {value} "
                    "({stat} {before} → {after}).",
        "stat_set.lasting": "{link}: Die {stat} {card:vom} werden zu {value}, solange es offen "
                            "auf dem Spielfeld bleibt ({stat} {before} → {after}).",
        "stat_set.battle_phase": "{link}: Die {stat} {card:vom} werden bis zum Ende der Battle "
                                 "Phase zu {value} ({stat} {before} → {after}).",
        "stat_set.original": "{link}: Die Original-{stat} {card:vom} werden bis zum Ende des "
                             "Spielzugs zu {value} ({stat} {before} → {after}).",
        "stat_set.original.lasting": "{link}: Die Original-{stat} {card:vom} werden zu {value}, "
                                     "solange es offen auf dem Spielfeld bleibt ({stat} "
                                     "{before} → {after}).",
        "stat_set.original.battle_phase": "{link}: Die Original-{stat} {card:vom} werden bis "
                                          "zum Ende der Battle Phase zu {value} ({stat} "
                                          "{before} → {after}).",
    },
    "es": {
        "stat_set.without_tributes": "{card:el} fue Invocado de Forma Normal sin Sacrificios: "
                                     "pasa a tener {value} de ATK original (ATK {before} → "
                                     "{after}).",
        "stat_set": "{link}: {card:el} pasa a tener {value} de {stat} hasta el final del turno "
                    "({stat} {before} → {after}).",
        "stat_set.lasting": "{link}: {card:el} pasa a tener {value} de {stat} mientras siga "
                            "boca arriba en el Campo ({stat} {before} → {after}).",
        "stat_set.battle_phase": "{link}: {card:el} pasa a tener {value} de {stat} hasta el "
                                 "final de la Battle Phase ({stat} {before} → {after}).",
        "stat_set.original": "{link}: {card:el} pasa a tener {value} de {stat} original hasta "
                             "el final del turno ({stat} {before} → {after}).",
        "stat_set.original.lasting": "{link}: {card:el} pasa a tener {value} de {stat} original "
                                     "mientras siga boca arriba en el Campo ({stat} {before} "
                                     "→ {after}).",
        "stat_set.original.battle_phase": "{link}: {card:el} pasa a tener {value} de {stat} "
                                          "original hasta el final de la Battle Phase ({stat} "
                                          "{before} → {after}).",
    },
    "fr": {
        "stat_set.without_tributes": "{card:le} a été Invoqué Normalement sans Sacrifice : il "
                                     "a désormais {value} ATK d'origine (ATK {before} → "
                                     "{after}).",
        "stat_set": "{link} : {card:le} a désormais {value} {stat} jusqu'à la fin du tour "
                    "({stat} {before} → {after}).",
        "stat_set.lasting": "{link} : {card:le} a désormais {value} {stat} tant qu'il reste "
                            "face recto sur le Terrain ({stat} {before} → {after}).",
        "stat_set.battle_phase": "{link} : {card:le} a désormais {value} {stat} jusqu'à la fin "
                                 "de la Battle Phase ({stat} {before} → {after}).",
        "stat_set.original": "{link} : {card:le} a désormais {value} {stat} d'origine jusqu'à "
                             "la fin du tour ({stat} {before} → {after}).",
        "stat_set.original.lasting": "{link} : {card:le} a désormais {value} {stat} d'origine "
                                     "tant qu'il reste face recto sur le Terrain ({stat} "
                                     "{before} → {after}).",
        "stat_set.original.battle_phase": "{link} : {card:le} a désormais {value} {stat} "
                                          "d'origine jusqu'à la fin de la Battle Phase ({stat} "
                                          "{before} → {after}).",
    },
    "it": {
        "stat_set.without_tributes": "{card:il} è stato Evocato Normalmente senza Tributi: ha "
                                     "ora {value} ATK originale (ATK {before} → {after}).",
        "stat_set": "{link}: {card:il} ha ora {value} {stat} fino alla fine del turno ({stat} "
                    "{before} → {after}).",
        "stat_set.lasting": "{link}: {card:il} ha ora {value} {stat} finché resta scoperto sul "
                            "Terreno ({stat} {before} → {after}).",
        "stat_set.battle_phase": "{link}: {card:il} ha ora {value} {stat} fino alla fine della "
                                 "Battle Phase ({stat} {before} → {after}).",
        "stat_set.original": "{link}: {card:il} ha ora {value} {stat} originale fino alla fine "
                             "del turno ({stat} {before} → {after}).",
        "stat_set.original.lasting": "{link}: {card:il} ha ora {value} {stat} originale finché "
                                     "resta scoperto sul Terreno ({stat} {before} → {after}).",
        "stat_set.original.battle_phase": "{link}: {card:il} ha ora {value} {stat} originale "
                                          "fino alla fine della Battle Phase ({stat} {before} → "
                                          "{after}).",
    },
}
