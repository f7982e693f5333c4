"""The words of the battle positions of every monster of a kind changed at once
(`position_all`, position_all.py, 9-2-12); each monster's change is said in the words of
positions.py. Each language's catalogue takes them from here
(`MESSAGES.update(POSITION_ALL["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

POSITION_ALL: dict[str, dict[str, Message]] = {
    "en": {
        "positions_changed.all": "{link}: every monster it describes changes its battle "
                                 "position at the same time: {cards}.",
        "would.change_positions": "change the battle positions of monsters",
        "why.no_position_monsters": "no monster it describes is on the field in another "
                                    "battle position (a Link Monster is always in Attack "
                                    "Position)",
    },
    "de": {
        "positions_changed.all": "{link}: Jedes beschriebene Monster ändert gleichzeitig "
                                 "seine Kampfposition: {cards}.",
        "would.change_positions": "die Kampfpositionen von Monstern ändern",
        "why.no_position_monsters": "kein Monster, auf das die Beschreibung passt, ist in "
                                    "einer anderen Kampfposition auf dem Spielfeld (ein "
                                    "Linkmonster ist immer in Angriffsposition)",
    },
    "es": {
        "positions_changed.all": "{link}: cada monstruo descrito cambia a la vez su "
                                 "posición de batalla: {cards}.",
        "would.change_positions": "cambiar la posición de batalla de monstruos",
        "why.no_position_monsters": "ningún monstruo que coincida con la descripción está en "
                                    "el Campo en otra posición de batalla (un Monstruo de "
                                    "Enlace siempre está en Posición de Ataque)",
    },
    "fr": {
        "positions_changed.all": "{link} : chaque monstre décrit change en même temps de "
                                 "position de combat : {cards}.",
        "would.change_positions": "changer la position de combat de monstres",
        "why.no_position_monsters": "aucun monstre correspondant à la description n'est sur "
                                    "le Terrain dans une autre position de combat (un "
                                    "Monstre Lien est toujours en Position d'Attaque)",
    },
    "it": {
        "positions_changed.all": "{link}: ogni mostro descritto cambia nello stesso "
                                 "momento la sua posizione di battaglia: {cards}.",
        "would.change_positions": "cambiare la posizione di battaglia di mostri",
        "why.no_position_monsters": "nessun mostro che corrisponda alla descrizione è sul "
                                    "Terreno in un'altra posizione di battaglia (un Mostro "
                                    "Link è sempre in Posizione di Attacco)",
    },
}
