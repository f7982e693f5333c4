"""The words of Equip Cards that are not Equip Spells and of what an Equip Card gives its
monster (equip.py, 10-4-6, 10-4-7): a Trap that stays on the field equipped to a monster, a
monster that battle cannot destroy while an Equip Card says so. Each language's catalogue takes
its table from here (`MESSAGES.update(EQUIP_CARDS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

EQUIP_CARDS: dict[str, dict[str, Message]] = {
    "en": {
        "battle.not_destroyed.equipped": "{card} cannot be destroyed by battle while {equip} "
                                         "is equipped to it: it stays on the field.",
        "chain_over.equip_card_stays": "{card} ({kind}) is now an Equip Card equipped to "
                                       "{monster}: it stays face-up on the field.",
    },
    "de": {
        "battle.not_destroyed.equipped": "{card:der} kann nicht durch Kampf zerstört werden, "
                                         "solange es mit {equip:dem} ausgerüstet ist: Es "
                                         "bleibt auf dem Spielfeld.",
        "chain_over.equip_card_stays": "{card:der} ({kind}) ist jetzt eine Ausrüstungskarte, "
                                       "mit der {monster:der} ausgerüstet ist: Sie bleibt "
                                       "offen auf dem Spielfeld.",
    },
    "es": {
        "battle.not_destroyed.equipped": "{card:el} no puede ser destruido en batalla mientras "
                                         "{equip:el} esté equipada a él: se queda en el Campo.",
        "chain_over.equip_card_stays": "{card:el} ({kind}) es ahora una Carta de Equipo "
                                       "equipada {monster:al}: permanece boca arriba en el "
                                       "Campo.",
    },
    "fr": {
        "battle.not_destroyed.equipped": "{card:le} ne peut pas être détruit au combat tant "
                                         "que {equip:le} lui est équipée : il reste sur le "
                                         "Terrain.",
        "chain_over.equip_card_stays": "{card:le} ({kind}) est maintenant une Carte "
                                       "Équipement équipée {monster:au} : elle reste face "
                                       "recto sur le Terrain.",
    },
    "it": {
        "battle.not_destroyed.equipped": "{card:il} non può essere distrutto in battaglia "
                                         "finché {equip:il} gli è equipaggiata: resta sul "
                                         "Terreno.",
        "chain_over.equip_card_stays": "{card:il} ({kind}) è ora una Carta Equipaggiamento "
                                       "equipaggiata {monster:al}: resta scoperta sul "
                                       "Terreno.",
    },
}
