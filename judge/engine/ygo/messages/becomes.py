"""The words of what a monster becomes by the way it was Summoned (tuner_while.py, 8-5-14),
or counts as for a Synchro Summon (a Link Monster treated as a Tuner, link_tuners.py, 8-5-14),
each language's catalogue takes from here (`MESSAGES.update(BECOMES["de"])`), in the terms of
each language's cards (Empfänger; Cantante; Syntoniseur; Tuner)."""
from __future__ import annotations

from ...core.catalogue import Message

BECOMES: dict[str, dict[str, Message]] = {
    "en": {
        "link_tuner.used": "For the Synchro Summon of {card}, its text lets {material} be "
                           "treated as a Level {level} Tuner, and the Summon is made that way.",
        "tuner_while.done": "{card} was Synchro Summoned using a \"{archetype}\" monster "
                            "({material}) as material, so it is treated as a Tuner while "
                            "face-up on the field.",
    },
    "de": {
        "link_tuner.used": "Für die Synchrobeschwörung {card:des} darf {material} laut "
                           "Kartentext als Empfänger der Stufe {level} behandelt werden; so "
                           "wird sie durchgeführt.",
        "tuner_while.done": "{card:der} wurde mit einem „{archetype}“-Monster ({material}) als "
                            "Material als Synchrobeschwörung beschworen und wird daher als "
                            "Empfänger behandelt, solange es offen auf dem Spielfeld liegt.",
    },
    "es": {
        "link_tuner.used": "Para la Invocación por Sincronía {card:del}, su texto permite "
                           "considerar a {material} un Cantante de Nivel {level}, y así se "
                           "Invoca.",
        "tuner_while.done": "{card:el} fue {card:Invocado|Invocada} por Sincronía usando "
                            "un monstruo \"{archetype}\" ({material}) como material, así que "
                            "se considera un Cantante mientras esté boca arriba en el Campo.",
    },
    "fr": {
        "link_tuner.used": "Pour l'Invocation Synchro {card:du}, son texte permet de "
                           "considérer {material} comme un Syntoniseur de Niveau {level}, et "
                           "l'Invocation se fait ainsi.",
        "tuner_while.done": "{card:le} a été {card:Invoqué|Invoquée} par Synchronisation "
                            "avec un monstre « {archetype} » ({material}) comme matériel, donc "
                            "{card:il|elle} est {card:considéré|considérée} comme un "
                            "Syntoniseur tant qu'{card:il|elle} est face recto sur le Terrain.",
    },
    "it": {
        "link_tuner.used": "Per la Synchro Evocazione {card:del}, il suo testo permette di "
                           "considerare {material} un Tuner di Livello {level}, e l'Evocazione "
                           "avviene così.",
        "tuner_while.done": "{card:il} è {card:stato|stata} Synchro {card:Evocato|Evocata} "
                            "usando un mostro \"{archetype}\" ({material}) come "
                            "materiale, quindi viene {card:considerato|considerata} un Tuner "
                            "finché è {card:scoperto|scoperta} sul Terreno.",
    },
}
