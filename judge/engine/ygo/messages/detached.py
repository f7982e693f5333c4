"""The words of a material's Trigger Effect on being detached as the cost of its Xyz Monster's
effect (`detached_for_cost`, detached_events.py, 4-4-12); each language's catalogue takes from
here (`MESSAGES.update(DETACHED["de"])`), in the terms of each language's cards (Xyz-Monster,
abhängen; Monstruo Xyz, desacoplar; Monstre Xyz, détacher; Mostro Xyz, staccare)."""
from __future__ import annotations

from ...core.catalogue import Message

DETACHED: dict[str, dict[str, Message]] = {
    "en": {
        "trigger_event.detached_for_cost": "this card is detached from an Xyz Monster to "
                                           "activate that monster's effect",
    },
    "de": {
        "trigger_event.detached_for_cost": "diese Karte wird von einem Xyz-Monster abgehängt, "
                                           "um den Effekt dieses Monsters zu aktivieren",
    },
    "es": {
        "trigger_event.detached_for_cost": "esta carta es desacoplada de un Monstruo Xyz para "
                                           "activar el efecto de ese monstruo",
    },
    "fr": {
        "trigger_event.detached_for_cost": "cette carte est détachée d'un Monstre Xyz pour "
                                           "activer l'effet de ce monstre",
    },
    "it": {
        "trigger_event.detached_for_cost": "questa carta viene staccata da un Mostro Xyz per "
                                           "attivare l'effetto di quel mostro",
    },
}
