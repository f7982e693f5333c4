"""The words of a Spell's or Trap's activation condition that is a state of the board ("If you
control a Spellcaster monster:", card_conditions.py, 5-2-4), which each language's catalogue
takes from here (`MESSAGES.update(STCONDS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

STCONDS: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.card_condition": "{card} can be activated only while the board is as its "
                                  "text asks first, and it is not now.",
    },
    "de": {
        "illegal.card_condition": "{card:der} kann nur aktiviert werden, solange die "
                                  "Bedingung auf der Karte erfüllt ist; das ist jetzt nicht "
                                  "der Fall.",
    },
    "es": {
        "illegal.card_condition": "{card:el} solo puede activarse mientras se cumpla la "
                                  "condición que pide su texto, y ahora no se cumple.",
    },
    "fr": {
        "illegal.card_condition": "{card:le} ne peut être activée que si la condition "
                                  "qu'exige son texte est remplie, et elle ne l'est pas "
                                  "maintenant.",
    },
    "it": {
        "illegal.card_condition": "{card:il} si può attivare solo mentre vale la condizione "
                                  "che chiede il suo testo, e ora non vale.",
    },
}
