"""The words of a face-up card's restriction that forbids the monsters it describes
(forbid_locks.py, 5-2-14): "Neither player can Special Summon LIGHT or DARK monsters.", in the
terms of each language's cards (Spezialbeschwörung, Invocar de Modo Especial, Invoquer
Spécialement, Evocare Specialmente); each language's catalogue takes its table from here
(`MESSAGES.update(FORBID_LOCKS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

FORBID_LOCKS: dict[str, dict[str, Message]] = {
    "en": {
        "why.summon_forbidden.kept": "while {source} is face-up on the field, {player} cannot "
                                     "Special Summon monsters ({details})",
    },
    "de": {
        "why.summon_forbidden.kept": "solange {source} offen auf dem Spielfeld liegt, kann "
                                     "{player} keine Monster ({details}) als "
                                     "Spezialbeschwörung beschwören",
    },
    "es": {
        "why.summon_forbidden.kept": "mientras {source} esté boca arriba en el Campo, {player} "
                                     "no puede Invocar de Modo Especial monstruos ({details})",
    },
    "fr": {
        "why.summon_forbidden.kept": "tant que {source} est face recto sur le Terrain, {player} "
                                     "ne peut pas Invoquer Spécialement de monstres "
                                     "({details})",
    },
    "it": {
        "why.summon_forbidden.kept": "finché la carta {source} è scoperta sul Terreno, {player} "
                                     "non può Evocare Specialmente mostri ({details})",
    },
}
