"""The words of battle damage a monster's text halves (halved_damage.py, 12-8-9): "Halve all
battle damage you take.", "Any battle damage this card inflicts to your opponent is halved.",
which each language's catalogue takes from here (`MESSAGES.update(HALVED_DAMAGE["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

HALVED_DAMAGE: dict[str, dict[str, Message]] = {
    "en": {
        "takes_damage.halved": "{player} takes {amount} battle damage, halved as the text of "
                               "{cards} says ({lp})",
    },
    "de": {
        "takes_damage.halved": "{player} erhält {amount} Kampfschaden, halbiert, wie es der "
                               "Text von {cards} sagt ({lp})",
    },
    "es": {
        "takes_damage.halved": "{player} recibe {amount} de daño de batalla, reducido a la "
                               "mitad como indica el texto de {cards} ({lp})",
    },
    "fr": {
        "takes_damage.halved": "{player} subit {amount} dommages de combat, réduits de moitié "
                               "comme le dit le texte de {cards} ({lp})",
    },
    "it": {
        "takes_damage.halved": "{player} subisce {amount} danni da combattimento, dimezzati "
                               "come dice il testo di {cards} ({lp})",
    },
}
