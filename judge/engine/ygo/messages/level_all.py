"""The words of the Levels of every face-up monster of a kind raised or lowered at once
(`level_all`, level_all.py, 4-2-2), each monster's change said in the words of levels.py,
and of a Level changed until the end of the turn (level_turn.py). Each language's catalogue
takes them from here (`MESSAGES.update(LEVEL_ALL["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

LEVEL_ALL: dict[str, dict[str, Message]] = {
    "en": {
        "level_changed.turn": "{link}: {card}'s Level rises from {before} to {level} until "
                              "the end of this turn.",
        "level_changed.turn_lowered": "{link}: {card}'s Level drops from {before} to {level} "
                                      "until the end of this turn (never below 1).",
        "level_changed.turn_over": "The turn ends: {card}'s Level goes back from {before} to "
                                   "{level}.",
        "would.change_levels": "change the Levels of monsters",
        "why.no_level_monsters": "there is no face-up monster with a Level that it describes",
    },
    "de": {
        "level_changed.turn": "{link}: Die Stufe {card:vom} steigt bis zum Ende dieses "
                              "Spielzugs von {before} auf {level}.",
        "level_changed.turn_lowered": "{link}: Die Stufe {card:vom} sinkt bis zum Ende dieses "
                                      "Spielzugs von {before} auf {level} (nie unter 1).",
        "level_changed.turn_over": "Der Spielzug endet: Die Stufe {card:vom} geht von {before} "
                                   "auf {level} zurück.",
        "would.change_levels": "die Stufen von Monstern ändern",
        "why.no_level_monsters": "es gibt kein offenes Monster mit einer Stufe, auf das die "
                                 "Beschreibung passt",
    },
    "es": {
        "level_changed.turn": "{link}: el Nivel {card:del} sube de {before} a {level} hasta "
                              "el final de este turno.",
        "level_changed.turn_lowered": "{link}: el Nivel {card:del} baja de {before} a {level} "
                                      "hasta el final de este turno (nunca por debajo de 1).",
        "level_changed.turn_over": "Termina el turno: el Nivel {card:del} vuelve de {before} a "
                                   "{level}.",
        "would.change_levels": "cambiar el Nivel de monstruos",
        "why.no_level_monsters": "no hay ningún monstruo boca arriba con Nivel que coincida "
                                 "con la descripción",
    },
    "fr": {
        "level_changed.turn": "{link} : le Niveau {card:du} passe de {before} à {level} "
                              "jusqu'à la fin de ce tour.",
        "level_changed.turn_lowered": "{link} : le Niveau {card:du} descend de {before} à "
                                      "{level} jusqu'à la fin de ce tour (jamais sous 1).",
        "level_changed.turn_over": "Le tour se termine : le Niveau {card:du} revient de "
                                   "{before} à {level}.",
        "would.change_levels": "changer le Niveau de monstres",
        "why.no_level_monsters": "il n'y a aucun monstre face recto avec un Niveau qui "
                                 "corresponde à la description",
    },
    "it": {
        "level_changed.turn": "{link}: il Livello {card:del} sale da {before} a {level} fino "
                              "alla fine di questo turno.",
        "level_changed.turn_lowered": "{link}: il Livello {card:del} scende da {before} a "
                                      "{level} fino alla fine di questo turno (mai sotto 1).",
        "level_changed.turn_over": "Il turno finisce: il Livello {card:del} torna da {before} "
                                   "a {level}.",
        "would.change_levels": "cambiare il Livello di mostri",
        "why.no_level_monsters": "non c'è alcun mostro scoperto con un Livello che "
                                 "corrisponda alla descrizione",
    },
}
