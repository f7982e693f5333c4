"""The words of a card unaffected by an effect (unaffected.py, 5-3-27), which each language's
catalogue takes from here (`MESSAGES.update(UNAFFECTED["de"])`), in the terms of each
language's cards (wird nicht beeinflusst, no es afectado, n'est pas affecté, non è
influenzato)."""
from __future__ import annotations

from ...core.catalogue import Message

UNAFFECTED: dict[str, dict[str, Message]] = {
    "en": {
        "effect.unaffected": "{link}: {card} is unaffected by this effect, so it is not "
                             "applied to it; the rest of the effect still is.",
    },
    "de": {
        "effect.unaffected": "{link}: {card:der} wird von diesem Effekt nicht beeinflusst, "
                             "daher wird er nicht auf {card:ihn|sie|es} angewendet; der Rest "
                             "des Effekts schon.",
    },
    "es": {
        "effect.unaffected": "{link}: {card:el} no es {card:afectado|afectada} por este "
                             "efecto, así que no se le aplica; el resto del efecto sí.",
    },
    "fr": {
        "effect.unaffected": "{link} : {card:le} n'est pas {card:affecté|affectée} par cet "
                             "effet, qui ne lui est donc pas appliqué ; le reste de l'effet "
                             "l'est.",
    },
    "it": {
        "effect.unaffected": "{link}: {card:il} non è {card:influenzato|influenzata} da questo "
                             "effetto, che quindi non gli viene applicato; il resto "
                             "dell'effetto sì.",
    },
}
