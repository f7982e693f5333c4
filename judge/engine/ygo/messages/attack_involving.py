"""The words of Arcana Force XV's effects (tail_events.py, target_controller.py): a Trigger
Effect answering an attack declared involving the card (it attacks or is attacked, 12-3-1),
and damage inflicted to "its controller", the controller of the effect's target (5-3-10);
each language's catalogue takes them from here (`MESSAGES.update(ATTACK_INVOLVING["de"])`),
in the cards' own terms: beteiligt, involucra, impliquant, coinvolge."""
from __future__ import annotations

from ...core.catalogue import Message

ATTACK_INVOLVING: dict[str, dict[str, Message]] = {
    "en": {
        "trigger_event.attack_involving": "an attack is declared involving this card",
        "would.damage_target_controller": "inflict damage to the controller of the target",
    },
    "de": {
        "trigger_event.attack_involving": "ein Angriff wird deklariert, an dem diese Karte "
                                          "beteiligt ist",
        "would.damage_target_controller": "dem Beherrscher des Ziels Schaden zufügen",
    },
    "es": {
        "trigger_event.attack_involving": "se declara un ataque que involucra a esta carta",
        "would.damage_target_controller": "infligir daño al controlador del objetivo",
    },
    "fr": {
        "trigger_event.attack_involving": "une attaque impliquant cette carte est déclarée",
        "would.damage_target_controller": "infliger des dommages au contrôleur de la cible",
    },
    "it": {
        "trigger_event.attack_involving": "viene dichiarato un attacco che coinvolge questa "
                                          "carta",
        "would.damage_target_controller": "infliggere danni al controllore del bersaglio",
    },
}
