"""The words of what a monster becomes by the way it was Summoned (tuner_while.py, 8-5-14),
each language's catalogue takes from here (`MESSAGES.update(BECOMES["de"])`), in the terms of
each language's cards (Empfänger; Cantante; Syntoniseur; Tuner)."""
from __future__ import annotations

from ...core.catalogue import Message

BECOMES: dict[str, dict[str, Message]] = {
    "en": {
        "tuner_while.done": "{card} was Synchro Summoned using a \"{archetype}\" monster "
                            "({material}) as material, so it is treated as a Tuner while "
                            "face-up on the field.",
    },
    "de": {
        "tuner_while.done": "{card:der} wurde mit einem „{archetype}“-Monster ({material}) als "
                            "Material als Synchrobeschwörung beschworen und wird daher als "
                            "Empfänger behandelt, solange es offen auf dem Spielfeld liegt.",
    },
    "es": {
        "tuner_while.done": "{card:el} fue {card:Invocado|Invocada} por Sincronía usando "
                            "un monstruo \"{archetype}\" ({material}) como material, así que "
                            "se considera un Cantante mientras esté boca arriba en el Campo.",
    },
    "fr": {
        "tuner_while.done": "{card:le} a été {card:Invoqué|Invoquée} par Synchronisation "
                            "avec un monstre « {archetype} » ({material}) comme matériel, donc "
                            "{card:il|elle} est {card:considéré|considérée} comme un "
                            "Syntoniseur tant qu'{card:il|elle} est face recto sur le Terrain.",
    },
    "it": {
        "tuner_while.done": "{card:il} è {card:stato|stata} Synchro {card:Evocato|Evocata} "
                            "usando un mostro \"{archetype}\" ({material}) come "
                            "materiale, quindi viene {card:considerato|considerata} un Tuner "
                            "finché è {card:scoperto|scoperta} sul Terreno.",
    },
}
