"""The words of a Level declared as an effect is activated (`level` with `declared_min`,
declared_levels.py, 5-2-25), which each language's catalogue takes from here
(`MESSAGES.update(DECLARED["de"])`), in the terms of each language's cards (Stufe ansagen,
declarar un Nivel, déclarer un Niveau, dichiarare un Livello)."""
from __future__ import annotations

from ...core.catalogue import Message

DECLARED: dict[str, dict[str, Message]] = {
    "en": {
        "input.ygo.declared_level_range": "“declared_min” and “declared_max” go together, the "
                                          "lower first, and without “by”.",
        "illegal.declared_level": "{card} is activated by declaring a Level from {low} to "
                                  "{high}: name it under `declare`.",
        "level_declared": "{link}: {card} becomes the Level declared as the effect was "
                          "activated, Level {level}.",
    },
    "de": {
        "input.ygo.declared_level_range": "„declared_min“ und „declared_max“ gehören zusammen, "
                                          "der kleinere Wert zuerst, und ohne „by“.",
        "illegal.declared_level": "{card:der} wird aktiviert, indem eine Stufe von {low} bis "
                                  "{high} angesagt wird: nenne sie unter `declare`.",
        "level_declared": "{link}: {card:der} erhält die Stufe, die beim Aktivieren des "
                          "Effekts angesagt wurde: Stufe {level}.",
    },
    "es": {
        "input.ygo.declared_level_range": "«declared_min» y «declared_max» van juntos, el menor "
                                          "primero, y sin «by».",
        "illegal.declared_level": "{card:el} se activa declarando un Nivel del {low} al "
                                  "{high}: indícalo en `declare`.",
        "level_declared": "{link}: {card:el} pasa a tener el Nivel declarado al activar el "
                          "efecto, Nivel {level}.",
    },
    "fr": {
        "input.ygo.declared_level_range": "« declared_min » et « declared_max » vont ensemble, "
                                          "le plus petit d'abord, et sans « by ».",
        "illegal.declared_level": "{card:le} s'active en déclarant un Niveau de {low} à "
                                  "{high} : indiquez-le sous `declare`.",
        "level_declared": "{link} : {card:le} prend le Niveau déclaré à l'activation de "
                          "l'effet, Niveau {level}.",
    },
    "it": {
        "input.ygo.declared_level_range": "«declared_min» e «declared_max» vanno insieme, il "
                                          "minore per primo, e senza «by».",
        "illegal.declared_level": "{card:il} si attiva dichiarando un Livello da {low} a "
                                  "{high}: indicalo in `declare`.",
        "level_declared": "{link}: {card:il} diventa del Livello dichiarato all'attivazione "
                          "dell'effetto, Livello {level}.",
    },
}
