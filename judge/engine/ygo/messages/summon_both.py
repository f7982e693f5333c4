"""The words of a `fetch` that Special Summons the monster itself with the card it names
(`with_self`, counted_summons.py, 8-7-3), which each language's catalogue takes from here
(`MESSAGES.update(SUMMON_BOTH["de"])`), in the terms of each language's cards
(Spezialbeschwörung, Invocación Especial, Invocation Spéciale, Evocazione Speciale)."""
from __future__ import annotations

from ...core.catalogue import Message

SUMMON_BOTH: dict[str, dict[str, Message]] = {
    "en": {
        "input.ygo.with_self_one_summon": "with_self Special Summons the monster itself "
                                          "together with one named card: give it only with "
                                          "to: field, no count and no up_to",
    },
    "de": {
        "input.ygo.with_self_one_summon": "with_self beschwört das Monster selbst zusammen mit "
                                          "einer genannten Karte als Spezialbeschwörung: nur "
                                          "mit to: field angeben, ohne count und ohne up_to",
    },
    "es": {
        "input.ygo.with_self_one_summon": "with_self Invoca de Modo Especial al propio "
                                          "monstruo junto con una carta nombrada: indícalo "
                                          "solo con to: field, sin count y sin up_to",
    },
    "fr": {
        "input.ygo.with_self_one_summon": "with_self Invoque Spécialement le monstre lui-même "
                                          "avec une carte nommée : ne l'indiquez qu'avec to: "
                                          "field, sans count ni up_to",
    },
    "it": {
        "input.ygo.with_self_one_summon": "with_self Evoca Specialmente il mostro stesso "
                                          "insieme a una carta nominata: indicalo solo con to: "
                                          "field, senza count e senza up_to",
    },
}
