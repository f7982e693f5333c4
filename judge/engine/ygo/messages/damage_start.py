"""The words of Trigger Effects at the Start of the Damage Step of a monster's attack
(damage_step_start.py, 12-4-14), which each language's catalogue takes from here
(`MESSAGES.update(DAMAGE_START["de"])`), in the terms of each language's cards
(Verteidigungsposition, verdeckt; Posición de Defensa, boca abajo; Position de Défense, face
verso; Posizione di Difesa, coperto)."""
from __future__ import annotations

from ...core.catalogue import Message

DAMAGE_START: dict[str, dict[str, Message]] = {
    "en": {
        "trigger_event.damage_step_start_attacks_monster": "at the start of the Damage Step, "
                                                           "this card attacking a monster",
        "trigger_event.damage_step_start_attacks_defense": "at the start of the Damage Step, "
                                                           "this card attacking a Defense "
                                                           "Position monster",
        "trigger_event.damage_step_start_attacks_face_up_defense": "at the start of the Damage "
                                                                   "Step, this card attacking "
                                                                   "a face-up Defense Position "
                                                                   "monster",
        "trigger_event.damage_step_start_attacks_face_down_defense": "at the start of the "
                                                                     "Damage Step, this card "
                                                                     "attacking a face-down "
                                                                     "Defense Position monster",
        "trigger_event.damage_step_start_battles_monster": "at the start of the Damage Step, "
                                                           "this card battling an opponent's "
                                                           "monster",
    },
    "de": {
        "trigger_event.damage_step_start_attacks_monster": "zu Beginn des Damage Steps, in dem "
                                                           "diese Karte ein Monster angreift",
        "trigger_event.damage_step_start_attacks_defense": "zu Beginn des Damage Steps, in dem "
                                                           "diese Karte ein Monster in "
                                                           "Verteidigungsposition angreift",
        "trigger_event.damage_step_start_attacks_face_up_defense": "zu Beginn des Damage "
                                                                   "Steps, in dem diese Karte "
                                                                   "ein Monster in offener "
                                                                   "Verteidigungsposition "
                                                                   "angreift",
        "trigger_event.damage_step_start_attacks_face_down_defense": "zu Beginn des Damage "
                                                                     "Steps, in dem diese "
                                                                     "Karte ein Monster in "
                                                                     "verdeckter "
                                                                     "Verteidigungsposition "
                                                                     "angreift",
        "trigger_event.damage_step_start_battles_monster": "zu Beginn des Damage Steps, in dem "
                                                           "diese Karte gegen ein Monster des "
                                                           "Gegners kämpft",
    },
    "es": {
        "trigger_event.damage_step_start_attacks_monster": "al inicio del Damage Step en que "
                                                           "esta carta ataca a un monstruo",
        "trigger_event.damage_step_start_attacks_defense": "al inicio del Damage Step en que "
                                                           "esta carta ataca a un monstruo en "
                                                           "Posición de Defensa",
        "trigger_event.damage_step_start_attacks_face_up_defense": "al inicio del Damage Step "
                                                                   "en que esta carta ataca a "
                                                                   "un monstruo en Posición de "
                                                                   "Defensa boca arriba",
        "trigger_event.damage_step_start_attacks_face_down_defense": "al inicio del Damage "
                                                                     "Step en que esta carta "
                                                                     "ataca a un monstruo en "
                                                                     "Posición de Defensa boca "
                                                                     "abajo",
        "trigger_event.damage_step_start_battles_monster": "al inicio del Damage Step en que "
                                                           "esta carta batalla con un monstruo "
                                                           "del adversario",
    },
    "fr": {
        "trigger_event.damage_step_start_attacks_monster": "au début de la Damage Step où "
                                                           "cette carte attaque un monstre",
        "trigger_event.damage_step_start_attacks_defense": "au début de la Damage Step où "
                                                           "cette carte attaque un monstre en "
                                                           "Position de Défense",
        "trigger_event.damage_step_start_attacks_face_up_defense": "au début de la Damage Step "
                                                                   "où cette carte attaque un "
                                                                   "monstre en Position de "
                                                                   "Défense face recto",
        "trigger_event.damage_step_start_attacks_face_down_defense": "au début de la Damage "
                                                                     "Step où cette carte "
                                                                     "attaque un monstre en "
                                                                     "Position de Défense face "
                                                                     "verso",
        "trigger_event.damage_step_start_battles_monster": "au début de la Damage Step où "
                                                           "cette carte combat un monstre de "
                                                           "l'adversaire",
    },
    "it": {
        "trigger_event.damage_step_start_attacks_monster": "all'inizio del Damage Step in cui "
                                                           "questa carta attacca un mostro",
        "trigger_event.damage_step_start_attacks_defense": "all'inizio del Damage Step in cui "
                                                           "questa carta attacca un mostro in "
                                                           "Posizione di Difesa",
        "trigger_event.damage_step_start_attacks_face_up_defense": "all'inizio del Damage Step "
                                                                   "in cui questa carta "
                                                                   "attacca un mostro scoperto "
                                                                   "in Posizione di Difesa",
        "trigger_event.damage_step_start_attacks_face_down_defense": "all'inizio del Damage "
                                                                     "Step in cui questa carta "
                                                                     "attacca un mostro coperto "
                                                                     "in Posizione di Difesa",
        "trigger_event.damage_step_start_battles_monster": "all'inizio del Damage Step in cui "
                                                           "questa carta combatte con un "
                                                           "mostro dell'avversario",
    },
}
