"""The words of battle damage that passes to the other player (reflected.py, 12-8-7): "Your
opponent takes any battle damage you would have taken from battles involving this card.",
which each language's catalogue takes from here (`MESSAGES.update(REFLECTED["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

REFLECTED: dict[str, dict[str, Message]] = {
    "en": {
        "takes_damage.instead": "{player} takes the {amount} battle damage {other} would have "
                                "taken, as the text of {card} says ({lp})",
    },
    "de": {
        "takes_damage.instead": "{player} erhält den Kampfschaden von {amount}, den "
                                "{other} erhalten hätte, wie es der Text {card:vom} sagt "
                                "({lp})",
    },
    "es": {
        "takes_damage.instead": "{player} recibe los {amount} puntos de daño de batalla "
                                "que habría recibido {other}, como indica el texto "
                                "{card:del} ({lp})",
    },
    "fr": {
        "takes_damage.instead": "{player} subit les {amount} dommages de combat que {other} "
                                "aurait subis, comme le dit le texte {card:du} ({lp})",
    },
    "it": {
        "takes_damage.instead": "{player} subisce i {amount} danni da combattimento che avrebbe "
                                "subito {other}, come dice il testo {card:del} ({lp})",
    },
}
