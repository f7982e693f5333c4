"""The words of a monster its Equip Card makes unaffected by an effect (equip_unaffected.py,
5-3-29, 10-4-7), which each language's catalogue takes from here
(`MESSAGES.update(EQUIP_UNAFFECTED["de"])`), in the terms of each language's cards (ausgerüstet,
equipado, équipé, equipaggiato; nicht beeinflusst, no afectado, non affecté, non influenzato)."""
from __future__ import annotations

from ...core.catalogue import Message

EQUIP_UNAFFECTED: dict[str, dict[str, Message]] = {
    "en": {
        "effect.unaffected_equipped": "{link}: {card} is unaffected by this effect, as {equip} "
                                      "it is equipped with says, so it is not applied to it; "
                                      "the rest of the effect still is.",
    },
    "de": {
        "effect.unaffected_equipped": "{link}: {card:der} ist mit {equip:dem} ausgerüstet und "
                                      "wird, wie deren Text sagt, von diesem Effekt nicht "
                                      "beeinflusst, daher wird er nicht auf "
                                      "{card:ihn|sie|es} angewendet; der Rest des Effekts "
                                      "schon.",
    },
    "es": {
        "effect.unaffected_equipped": "{link}: {card:el} está {card:equipado|equipada} con "
                                      "{equip:el} y, como dice su texto, no es "
                                      "{card:afectado|afectada} por este efecto, así que no se "
                                      "le aplica; el resto del efecto sí.",
    },
    "fr": {
        "effect.unaffected_equipped": "{link} : {card:le} est {card:équipé|équipée} "
                                      "{equip:du} et, comme le dit son texte, n'est pas "
                                      "{card:affecté|affectée} par cet effet, qui ne lui est "
                                      "donc pas appliqué ; le reste de l'effet l'est.",
    },
    "it": {
        "effect.unaffected_equipped": "{link}: {card:il} è {card:equipaggiato|equipaggiata} "
                                      "con {equip:il} e, come dice il suo testo, non è "
                                      "{card:influenzato|influenzata} da questo effetto, che "
                                      "quindi non gli viene applicato; il resto dell'effetto "
                                      "sì.",
    },
}
