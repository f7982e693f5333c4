"""The words of counters a card's own effect removes from it as it resolves, and of "If you
cannot, ..." after it (counter_removal.py, sequence.py; 4-8-15, 5-2-7), which each language's
catalogue takes from here (`MESSAGES.update(COUNTER_REMOVAL["de"])`), in the words of each
language's cards ("Falls du dies nicht kannst", "Si no puedes", "Si vous ne pouvez pas", "Se
non puoi"). A counter's name is the card's own, quoted as printed ("counter" for a text that
names no kind)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

COUNTER_REMOVAL: dict[str, dict[str, Message]] = {
    "en": {
        "counters_removed_from": Plural(
            "count", one="{link}: {count} \"{name}\" is removed from {card} ({left} left).",
            other="{link}: {count} \"{name}\" are removed from {card} ({left} left)."),
        "would.remove_counters_from": "remove {count} \"{name}\"",
        "why.counters_face_up_only": "{card} is no longer face-up on the field, the only place "
                                     "a card holds counters",
        "why.too_few_counters": "{card} has {have} \"{name}\" on it, fewer than that",
        "sequence.done.if_you_cannot": "{link} did the part before \"If you cannot\", so the "
                                       "part after it is not done.",
        "sequence.not_done.if_you_cannot": "{link} could not do the part before \"If you "
                                           "cannot\", so the part after it is done instead.",
    },
    "de": {
        "counters_removed_from": "{link}: {count} „{name}“ wird {card:vom} entfernt (noch "
                                 "{left} darauf).",
        "would.remove_counters_from": "{count} „{name}“ entfernen",
        "why.counters_face_up_only": "{card:der} liegt nicht mehr offen auf dem Spielfeld, wo "
                                     "allein eine Karte Zählmarken haben kann",
        "why.too_few_counters": "auf {card:dem} liegen nur {have} „{name}“",
        "sequence.done.if_you_cannot": "Das {link} hat den Teil vor „Falls du dies nicht "
                                       "kannst“ ausgeführt, also wird der Teil danach nicht "
                                       "ausgeführt.",
        "sequence.not_done.if_you_cannot": "Das {link} konnte den Teil vor „Falls du dies "
                                           "nicht kannst“ nicht ausführen, also wird "
                                           "stattdessen der Teil danach ausgeführt.",
    },
    "es": {
        "counters_removed_from": "{link}: se retira {count} «{name}» {card:del} (quedan "
                                 "{left}).",
        "would.remove_counters_from": "retirar {count} «{name}»",
        "why.counters_face_up_only": "{card:el} ya no está boca arriba en el Campo, el único "
                                     "lugar donde una carta tiene contadores",
        "why.too_few_counters": "{card:el} solo tiene {have} «{name}»",
        "sequence.done.if_you_cannot": "El {link} hizo la parte anterior a «Si no puedes», así "
                                       "que la parte posterior no se hace.",
        "sequence.not_done.if_you_cannot": "El {link} no pudo hacer la parte anterior a «Si no "
                                           "puedes», así que en su lugar se hace la parte "
                                           "posterior.",
    },
    "fr": {
        "counters_removed_from": "{link} : {count} « {name} » est retiré {card:du} ({left} "
                                 "restant).",
        "would.remove_counters_from": "retirer {count} « {name} »",
        "why.counters_face_up_only": "{card:le} n'est plus face recto sur le Terrain, le seul "
                                     "endroit où une carte porte des compteurs",
        "why.too_few_counters": "{card:le} ne porte que {have} « {name} »",
        "sequence.done.if_you_cannot": "Le {link} a effectué la partie avant « Si vous ne "
                                       "pouvez pas », donc la partie suivante n'est pas "
                                       "effectuée.",
        "sequence.not_done.if_you_cannot": "Le {link} n'a pas pu effectuer la partie avant « Si "
                                           "vous ne pouvez pas », donc la partie suivante est "
                                           "effectuée à la place.",
    },
    "it": {
        "counters_removed_from": "{link}: {count} «{name}» viene rimosso {card:dal} (ne "
                                 "restano {left}).",
        "would.remove_counters_from": "rimuovere {count} «{name}»",
        "why.counters_face_up_only": "{card:il} non è più scoperto sul Terreno, l'unico posto "
                                     "in cui una carta ha segnalini",
        "why.too_few_counters": "{card:il} ha solo {have} «{name}»",
        "sequence.done.if_you_cannot": "L'{link} ha eseguito la parte prima di «Se non puoi», "
                                       "quindi la parte successiva non viene eseguita.",
        "sequence.not_done.if_you_cannot": "L'{link} non ha potuto eseguire la parte prima di "
                                           "«Se non puoi», quindi viene eseguita invece la "
                                           "parte successiva.",
    },
}
