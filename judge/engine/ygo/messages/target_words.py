"""The words of a target's own requirements (requirements.py, 5-2-3): several targets "with
different names" two of which share a name (target_names.py), and a target in either of two
places ("you control or in your GY", target_places.py), and what it is not ("non-Link",
target_non.py). Each language's catalogue takes them
from here (`MESSAGES.update(TARGET_WORDS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

TARGET_WORDS: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.target_same_name": "{card} targets cards with different names: two of the "
                                    "cards targeted have the same name.",
        "target.places": "{first} or {second}",
        "pick.non": "not {kind}",
    },
    "de": {
        "illegal.target_same_name": "{card:der} wählt Karten mit unterschiedlichen Namen als "
                                    "Ziel: Zwei der gewählten Ziele haben denselben Namen.",
        "target.places": "{first} oder {second}",
        "pick.non": "nicht {kind}",
    },
    "es": {
        "illegal.target_same_name": "{card:el} selecciona como objetivo cartas con nombres "
                                    "diferentes: dos de los objetivos tienen el mismo nombre.",
        "target.places": "{first} o {second}",
        "pick.non": "que no sea {kind}",
    },
    "fr": {
        "illegal.target_same_name": "{card:le} cible des cartes de noms différents : deux des "
                                    "cartes ciblées ont le même nom.",
        "target.places": "{first} ou {second}",
        "pick.non": "non {kind}",
    },
    "it": {
        "illegal.target_same_name": "{card:il} bersaglia carte con nomi diversi: due delle carte "
                                    "bersagliate hanno lo stesso nome.",
        "target.places": "{first} o {second}",
        "pick.non": "non {kind}",
    },
}
