"""The words of the riders on an effect's activation and resolution: the effects that ask their
card to stay face-up on the field (face_up_effects.py: 5-2-17, 5-2-18) and the Ignition Effects
that are Quick Effects under a condition (quick_if.py, 5-1-11), which each language's catalogue
takes from here (`MESSAGES.update(ACTIVATION_RIDERS["de"])`), in the terms of each language's
cards (offen/verdeckt, boca arriba/boca abajo, face recto/face verso, scoperta/coperta;
Spielfeld, Campo, Terrain, Terreno; Zündeffekt/Schnelleffekt, Efecto de Ignición/Efecto Rápido,
Effet d'Ignition/Effet Rapide, Effetto Innescabile/Effetto Rapido)."""
from __future__ import annotations

from ...core.catalogue import Message

ACTIVATION_RIDERS: dict[str, dict[str, Message]] = {
    "en": {
        "input.ygo.quick_if_ignition": "`quick_if` makes an Ignition Effect a Quick Effect "
                                       "while it holds: give it with `type: ignition`",
        "link.not_face_up": "{link} does nothing: {card} must be face-up on the field to "
                            "resolve this effect, and it no longer is (it left the field or "
                            "was turned face-down), so none of it is applied.",
        "illegal.effect_once_while_face_up": "{card} already used this effect while face-up "
                                             "on the field: it can be used only once until the "
                                             "card leaves the field or is turned face-down.",
        "input.ygo.resolve_face_up_from_field": "`resolve_face_up` is for an effect activated "
                                                "on the field (`from: field`)",
    },
    "de": {
        "input.ygo.quick_if_ignition": "`quick_if` macht einen Zündeffekt zu einem "
                                       "Schnelleffekt, solange die Bedingung erfüllt ist: Gib "
                                       "es mit `type: ignition` an",
        "link.not_face_up": "Das {link} bewirkt nichts: {card:der} muss offen auf dem "
                            "Spielfeld liegen, damit dieser Effekt abgehandelt wird, und das "
                            "ist nicht mehr der Fall (die Karte hat das Spielfeld verlassen "
                            "oder wurde verdeckt), also wird nichts davon angewandt.",
        "illegal.effect_once_while_face_up": "{card:der} hat diesen Effekt bereits benutzt, "
                                             "während die Karte offen auf dem Spielfeld liegt: "
                                             "Er kann nur einmal benutzt werden, bis die Karte "
                                             "das Spielfeld verlässt oder verdeckt wird.",
        "input.ygo.resolve_face_up_from_field": "`resolve_face_up` gilt nur für einen Effekt, "
                                                "der auf dem Spielfeld aktiviert wird "
                                                "(`from: field`)",
    },
    "es": {
        "input.ygo.quick_if_ignition": "`quick_if` convierte un Efecto de Ignición en un "
                                       "Efecto Rápido mientras se cumple: indícalo con "
                                       "`type: ignition`",
        "link.not_face_up": "El {link} no hace nada: {card:el} debe estar boca arriba en el "
                            "Campo para resolver este efecto y ya no lo está (dejó el Campo o "
                            "se puso boca abajo), así que no se aplica nada de él.",
        "illegal.effect_once_while_face_up": "{card:el} ya usó este efecto mientras estaba "
                                             "boca arriba en el Campo: solo puede usarse una "
                                             "vez hasta que la carta deje el Campo o se ponga "
                                             "boca abajo.",
        "input.ygo.resolve_face_up_from_field": "`resolve_face_up` es para un efecto que se "
                                                "activa en el Campo (`from: field`)",
    },
    "fr": {
        "input.ygo.quick_if_ignition": "`quick_if` fait d'un Effet d'Ignition un Effet Rapide "
                                       "tant que la condition est remplie : indiquez-le avec "
                                       "`type: ignition`",
        "link.not_face_up": "Le {link} ne fait rien : {card:le} doit être face recto sur le "
                            "Terrain pour que cet effet se résolve, et ce n'est plus le cas "
                            "(la carte a quitté le Terrain ou a été retournée face verso), "
                            "donc rien de celui-ci ne s'applique.",
        "illegal.effect_once_while_face_up": "{card:le} a déjà utilisé cet effet pendant que la "
                                             "carte est face recto sur le Terrain : cet effet "
                                             "ne peut être utilisé qu'une fois, jusqu'à ce que "
                                             "la carte quitte le Terrain ou soit retournée face "
                                             "verso.",
        "input.ygo.resolve_face_up_from_field": "`resolve_face_up` s'applique à un effet "
                                                "activé sur le Terrain (`from: field`)",
    },
    "it": {
        "input.ygo.quick_if_ignition": "`quick_if` rende un Effetto Innescabile un Effetto "
                                       "Rapido finché la condizione è soddisfatta: indicalo con "
                                       "`type: ignition`",
        "link.not_face_up": "L'{link} non fa nulla: per risolvere questo effetto {card:il} deve "
                            "essere una carta scoperta sul Terreno, e non lo è più (la carta ha "
                            "lasciato il Terreno o è stata resa coperta), quindi non si applica "
                            "nulla di esso.",
        "illegal.effect_once_while_face_up": "{card:il} ha già usato questo effetto mentre la "
                                             "carta è scoperta sul Terreno: può usarlo solo una "
                                             "volta, finché la carta non lascia il Terreno o "
                                             "non viene resa coperta.",
        "input.ygo.resolve_face_up_from_field": "`resolve_face_up` vale per un effetto "
                                                "attivato sul Terreno (`from: field`)",
    },
}
