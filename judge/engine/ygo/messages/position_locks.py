"""The words of face-up cards that keep monsters from changing their battle positions
(position_locks.py, 9-2-11); each language's catalogue takes from here
(`MESSAGES.update(POSITION_LOCKS["de"])`), in the terms of each language's cards
(Kampfposition, posición de batalla, position de combat, posizione di battaglia)."""
from __future__ import annotations

from ...core.catalogue import Message

POSITION_LOCKS: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.position_locked.change": "{card} cannot change its battle position: {source} "
                                          "is face-up on the field, and its text says such "
                                          "monsters cannot change their battle positions.",
        "illegal.position_locked.flip": "{card} cannot be Flip Summoned: {source} is face-up "
                                        "on the field, and its text says such monsters cannot "
                                        "change their battle positions; a Flip Summon would "
                                        "change it.",
    },
    "de": {
        "illegal.position_locked.change": "{card:der} kann seine Kampfposition nicht ändern: "
                                          "{source:der} liegt offen auf dem Spielfeld, und laut "
                                          "dem Text dieser Karte können solche Monster ihre "
                                          "Kampfpositionen nicht ändern.",
        "illegal.position_locked.flip": "{card:der} kann nicht als Flippbeschwörung beschworen "
                                        "werden: {source:der} liegt offen auf dem Spielfeld, "
                                        "und laut dem Text dieser Karte können solche Monster "
                                        "ihre Kampfpositionen nicht ändern; eine "
                                        "Flippbeschwörung würde sie ändern.",
    },
    "es": {
        "illegal.position_locked.change": "{card:el} no puede cambiar su posición de batalla: "
                                          "{source:el} está boca arriba en el Campo y su texto "
                                          "dice que esos monstruos no pueden cambiar sus "
                                          "posiciones de batalla.",
        "illegal.position_locked.flip": "{card:el} no se puede Invocar por Volteo: {source:el} "
                                        "está boca arriba en el Campo y su texto dice que esos "
                                        "monstruos no pueden cambiar sus posiciones de "
                                        "batalla; una Invocación por Volteo la cambiaría.",
    },
    "fr": {
        "illegal.position_locked.change": "{card:le} ne peut pas changer sa position de "
                                          "combat : {source:le} est face recto sur le Terrain, "
                                          "et son texte dit que ces monstres ne peuvent pas "
                                          "changer leur position de combat.",
        "illegal.position_locked.flip": "{card:le} ne peut pas faire l'objet d'une Invocation "
                                        "Flip : {source:le} est face recto sur le Terrain, et "
                                        "son texte dit que ces monstres ne peuvent pas changer "
                                        "leur position de combat ; une Invocation Flip la "
                                        "changerait.",
    },
    "it": {
        "illegal.position_locked.change": "{card:il} non può cambiare la sua posizione di "
                                          "battaglia: {source:il} è scoperta sul Terreno e il "
                                          "suo testo dice che quei mostri non possono cambiare "
                                          "le loro posizioni di battaglia.",
        "illegal.position_locked.flip": "{card:il} non può essere Evocato per Scoperta: "
                                        "{source:il} è scoperta sul Terreno e il suo testo dice "
                                        "che quei mostri non possono cambiare le loro "
                                        "posizioni di battaglia; un'Evocazione per Scoperta la "
                                        "cambierebbe.",
    },
}
