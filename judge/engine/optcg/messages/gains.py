"""The words of keywords and flags gained (optcg/gains.py), in every language of the site: each
language's catalogue takes its table from here (`MESSAGES.update(GAINS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

_EN: dict[str, Message] = {
    "gained": "{effect}: {card} gains {what} {duration}.",
    "would.gain": "give a card a keyword",
    "would.gain.card": "give {card} a keyword during this battle",
}

_DE: dict[str, Message] = {
    "gained": "{effect}: {card:der} erhält {what} {duration}.",
    "would.gain": "einer Karte ein Schlüsselwort geben",
    "would.gain.card": "{card:den} während dieses Kampfes ein Schlüsselwort geben",
}

_ES: dict[str, Message] = {
    "gained": "{effect}: {card:el} obtiene {what} {duration}.",
    "would.gain": "dar una palabra clave a una carta",
    "would.gain.card": "dar una palabra clave {card:al} durante esta batalla",
}

_IT: dict[str, Message] = {
    "gained": "{effect}: {card:il} ottiene {what} {duration}.",
    "would.gain": "dare una parola chiave a una carta",
    "would.gain.card": "dare una parola chiave {card:al} durante questa battaglia",
}

_FR: dict[str, Message] = {
    "gained": "{effect} : {card:le} gagne {what} {duration}.",
    "would.gain": "donner un mot-clé à une carte",
    "would.gain.card": "donner un mot-clé {card:au} pendant ce combat",
}

GAINS: dict[str, dict[str, Message]] = {"en": _EN, "de": _DE, "es": _ES, "it": _IT, "fr": _FR}
