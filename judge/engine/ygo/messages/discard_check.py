"""The words of an effect that goes on by what the card it discarded turned out to be
(`unless_discarded`, discard_check.py, 5-3-27), which each language's catalogue takes from here
(`MESSAGES.update(DISCARD_CHECK["de"])`), in the terms of each language's cards (abwerfen,
descartar, défausser, scartare)."""
from __future__ import annotations

from ...core.catalogue import Message

DISCARD_CHECK: dict[str, dict[str, Message]] = {
    "en": {
        "discard_check.named": "{link}: the discarded card, {card}, has the name the effect "
                               "gives, so the effect does nothing more.",
        "discard_check.other": "{link}: the discarded card, {cards}, does not have the name the "
                               "effect gives, so the effect goes on.",
    },
    "de": {
        "discard_check.named": "{link}: Abgeworfen wurde {card:der}, die Karte mit dem Namen, "
                               "den der Effekt nennt; der Effekt bewirkt nichts weiter.",
        "discard_check.other": "{link}: Abgeworfen wurde {cards}, keine Karte mit dem Namen, "
                               "den der Effekt nennt; der Effekt wird weiter abgehandelt.",
    },
    "es": {
        "discard_check.named": "{link}: la carta descartada, {card:el}, tiene el nombre que "
                               "indica el efecto, así que el efecto no hace nada más.",
        "discard_check.other": "{link}: la carta descartada, {cards}, no tiene el nombre que "
                               "indica el efecto, así que el efecto continúa.",
    },
    "fr": {
        "discard_check.named": "{link} : la carte défaussée, {card:le}, porte le nom indiqué "
                               "par l'effet ; l'effet ne fait donc rien de plus.",
        "discard_check.other": "{link} : la carte défaussée, {cards}, ne porte pas le nom "
                               "indiqué par l'effet ; l'effet se poursuit donc.",
    },
    "it": {
        "discard_check.named": "{link}: la carta scartata, {card:il}, ha il nome indicato "
                               "dall'effetto, quindi l'effetto non fa altro.",
        "discard_check.other": "{link}: la carta scartata, {cards}, non ha il nome indicato "
                               "dall'effetto, quindi l'effetto prosegue.",
    },
}
