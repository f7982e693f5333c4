"""The words of the Levels of every face-up monster of a kind raised or lowered at once
(`level_all`, level_all.py, 4-2-2); each monster's change says itself in the words of
levels.py. Each language's catalogue takes them from here (`MESSAGES.update(LEVEL_ALL["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

LEVEL_ALL: dict[str, dict[str, Message]] = {
    "en": {
        "would.change_levels": "change the Levels of monsters",
        "why.no_level_monsters": "there is no face-up monster with a Level that it describes",
    },
    "de": {
        "would.change_levels": "die Stufen von Monstern ändern",
        "why.no_level_monsters": "es gibt kein offenes Monster mit einer Stufe, auf das die "
                                 "Beschreibung passt",
    },
    "es": {
        "would.change_levels": "cambiar el Nivel de monstruos",
        "why.no_level_monsters": "no hay ningún monstruo boca arriba con Nivel que coincida "
                                 "con la descripción",
    },
    "fr": {
        "would.change_levels": "changer le Niveau de monstres",
        "why.no_level_monsters": "il n'y a aucun monstre face recto avec un Niveau qui "
                                 "corresponde à la description",
    },
    "it": {
        "would.change_levels": "cambiare il Livello di mostri",
        "why.no_level_monsters": "non c'è alcun mostro scoperto con un Livello che "
                                 "corrisponda alla descrizione",
    },
}
