"""The words of a step that covers every monster but the face-up ones of a kind ("destroy all
face-down and non-LIGHT monsters", `spare_face_up`, face_down_mass.py, 9-1-5), which each
language's catalogue takes from here (`MESSAGES.update(FACE_DOWN_MASS["de"])`); the kind is
said with the words of messages/kinds.py, as that language's cards print it."""
from __future__ import annotations

from ...core.catalogue import Message

FACE_DOWN_MASS: dict[str, dict[str, Message]] = {
    "en": {
        "input.ygo.spare_face_up_words": "spare_face_up names an Attribute, a Type or both, "
                                         "on a step whose what is monsters",
        "spared_face_up": "{link}: the effect covers every face-down monster and every face-up "
                          "monster that is not {kind}; only the face-up {kind} monsters are "
                          "spared.",
    },
    "de": {
        "input.ygo.spare_face_up_words": "spare_face_up nennt ein Attribut, einen Typ oder "
                                         "beides, bei einem Schritt, dessen what monsters ist",
        "spared_face_up": "{link}: Der Effekt betrifft alle verdeckten Monster und alle offenen "
                          "Nicht-{kind}-Monster; verschont bleiben nur die offenen "
                          "{kind}-Monster.",
    },
    "es": {
        "input.ygo.spare_face_up_words": "spare_face_up nombra un Atributo, un Tipo o ambos, "
                                         "en un paso cuyo what es monsters",
        "spared_face_up": "{link}: el efecto afecta a todos los monstruos boca abajo y a todos "
                          "los monstruos boca arriba que no sean de {kind}; solo se libran los "
                          "monstruos de {kind} boca arriba.",
    },
    "fr": {
        "input.ygo.spare_face_up_words": "spare_face_up nomme un Attribut, un Type ou les "
                                         "deux, sur une étape dont le what est monsters",
        "spared_face_up": "{link} : l'effet concerne tous les monstres face verso et tous les "
                          "monstres face recto non-{kind} ; seuls les monstres {kind} face "
                          "recto sont épargnés.",
    },
    "it": {
        "input.ygo.spare_face_up_words": "spare_face_up indica un Attributo, un Tipo o "
                                         "entrambi, in un passo il cui what è monsters",
        "spared_face_up": "{link}: l'effetto coinvolge tutti i mostri coperti e tutti i mostri "
                          "scoperti non {kind}; vengono risparmiati solo i mostri {kind} "
                          "scoperti.",
    },
}
