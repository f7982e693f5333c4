"""The words of a FLIP effect activating after the chain whose effect flipped its monster
face-up (effect_flips.py, 5-1-5, 8-3-5, 9-2-7), or not activated (9-2-10), which each
language's catalogue takes from here (`MESSAGES.update(EFFECT_FLIPS["de"])`), in the terms of
each language's cards (aufgedeckt, volteado boca arriba, retourné face recto, scoperto; FLIPP,
Volteo, Flip, SCOPRI)."""
from __future__ import annotations

from ...core.catalogue import Message

EFFECT_FLIPS: dict[str, dict[str, Message]] = {
    "en": {
        "flip_not_activated": "{link}: {card} is flipped face-up, but, as the effect says, its "
                              "FLIP effect is not activated.",
        "activation.flip_by_effect": "{card} was flipped face-up by an effect: its FLIP effect "
                                     "activates once the chain has resolved (Spell Speed 1)",
    },
    "de": {
        "flip_not_activated": "{link}: {card:der} wird aufgedeckt; wie der Effekt sagt, wird "
                              "der FLIPP-Effekt nicht aktiviert.",
        "activation.flip_by_effect": "Ein Effekt hat {card:den} aufgedeckt: Nachdem die Kette "
                                     "abgehandelt ist, aktiviert sich der FLIPP-Effekt "
                                     "(Zaubergeschwindigkeit 1)",
    },
    "es": {
        "flip_not_activated": "{link}: {card:el} se voltea boca arriba, pero, como dice el "
                              "efecto, su Efecto de Volteo no es activado.",
        "activation.flip_by_effect": "{card:el} se voltea boca arriba por un efecto: una vez "
                                     "resuelta la Cadena, se activa su Efecto de Volteo "
                                     "(Velocidad de Hechizo 1)",
    },
    "fr": {
        "flip_not_activated": "{link} : {card:le} est retourné face recto, mais, comme le dit "
                              "l'effet, son Effet Flip n'est pas activé.",
        "activation.flip_by_effect": "Un effet a retourné face recto {card:le} : une fois la "
                                     "Chaîne résolue, son Effet Flip s'active (Vitesse de "
                                     "Sort 1)",
    },
    "it": {
        "flip_not_activated": "{link}: {card:il} viene scoperto, ma, come dice l'effetto, il "
                              "suo Effetto SCOPRI non viene attivato.",
        "activation.flip_by_effect": "Un effetto ha scoperto {card:il}: una volta risolta la "
                                     "Catena, si attiva il suo Effetto SCOPRI (Velocità di "
                                     "Magia 1)",
    },
}
