"""The words of a cost that gives up any Equip Card its player controls ("send 1 face-up Equip
Card you control to the Graveyard", `cost_cards` with `equip_card: true`, 10-4-11), each
language's (`MESSAGES.update(EQUIP_CARD_COSTS["de"])`), in the terms of its cards: Equip
Card, Ausrüstungskarte, Carta de Equipo, Carta Equipaggiamento, Carte d'Équipement."""
from __future__ import annotations

from ...core.catalogue import Message

EQUIP_CARD_COSTS: dict[str, dict[str, Message]] = {
    "en": {"cost_cards.equip_card": "an Equip Card, equipped to a monster"},
    "de": {"cost_cards.equip_card": "eine Ausrüstungskarte, mit der ein Monster ausgerüstet ist"},
    "es": {"cost_cards.equip_card": "una Carta de Equipo, equipada a un monstruo"},
    "it": {"cost_cards.equip_card": "una Carta Equipaggiamento, equipaggiata a un mostro"},
    "fr": {"cost_cards.equip_card": "une Carte d'Équipement, équipée à un monstre"},
}
