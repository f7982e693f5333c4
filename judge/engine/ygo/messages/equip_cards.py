"""The words of Equip Cards that are not Equip Spells and of what an Equip Card gives its
monster (equip.py, 10-4-6, 10-4-7): a Trap that stays on the field equipped to a monster, a
monster that battle cannot destroy while an Equip Card says so. Each language's catalogue takes
its table from here (`MESSAGES.update(EQUIP_CARDS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

EQUIP_CARDS: dict[str, dict[str, Message]] = {
    "en": {
        "equip.itself_moved": "{link}: {card} is no longer where its effect was activated, so "
                              "it does not equip itself.",
        "equip.itself_no_monster": "{link}: there is no face-up monster left for {card} to "
                                   "equip, so it stays where it is.",
        "equip.itself_no_zone": "{link}: {player} has no free Spell & Trap Zone, so {card} "
                                "cannot become an Equip Card and stays where it is.",
        "battle.not_destroyed.equipped": "{card} cannot be destroyed by battle while {equip} "
                                         "is equipped to it: it stays on the field.",
        "chain_over.equip_card_stays": "{card} ({kind}) is now an Equip Card equipped to "
                                       "{monster}: it stays face-up on the field.",
    },
    "de": {
        "equip.itself_moved": "{link}: {card:der} ist nicht mehr dort, wo sein Effekt "
                              "aktiviert wurde, also rüstet es nichts aus.",
        "equip.itself_no_monster": "{link}: Es gibt kein offenes Monster mehr, das {card:der} "
                                   "ausrüsten kann, also bleibt es, wo es ist.",
        "equip.itself_no_zone": "{link}: {player} hat keine freie Zauber- & Fallenkartenzone, "
                                "also kann {card:der} keine Ausrüstungskarte werden und "
                                "bleibt, wo es ist.",
        "battle.not_destroyed.equipped": "{card:der} kann nicht durch Kampf zerstört werden, "
                                         "solange es mit {equip:dem} ausgerüstet ist: Es "
                                         "bleibt auf dem Spielfeld.",
        "chain_over.equip_card_stays": "{card:der} ({kind}) ist jetzt eine Ausrüstungskarte, "
                                       "mit der {monster:der} ausgerüstet ist: Sie bleibt "
                                       "offen auf dem Spielfeld.",
    },
    "es": {
        "equip.itself_moved": "{link}: {card:el} ya no está donde se activó su efecto, así "
                              "que no se equipa.",
        "equip.itself_no_monster": "{link}: ya no hay un monstruo boca arriba al que "
                                   "{card:el} pueda equiparse, así que se queda donde está.",
        "equip.itself_no_zone": "{link}: {player} no tiene ninguna Zona de Magia y Trampa "
                                "libre, así que {card:el} no puede convertirse en Carta de "
                                "Equipo y se queda donde está.",
        "battle.not_destroyed.equipped": "{card:el} no puede ser destruido en batalla mientras "
                                         "{equip:el} esté equipada a él: se queda en el Campo.",
        "chain_over.equip_card_stays": "{card:el} ({kind}) es ahora una Carta de Equipo "
                                       "equipada {monster:al}: permanece boca arriba en el "
                                       "Campo.",
    },
    "fr": {
        "equip.itself_moved": "{link} : {card:le} n'est plus là où son effet a été activé, "
                              "il ne s'équipe donc pas.",
        "equip.itself_no_monster": "{link} : il ne reste aucun monstre face recto que {card:le} "
                                   "puisse équiper, il reste donc où il est.",
        "equip.itself_no_zone": "{link} : {player} n'a aucune Zone Magie & Piège libre, "
                                "{card:le} ne peut donc pas devenir une Carte Équipement et "
                                "reste où il est.",
        "battle.not_destroyed.equipped": "{card:le} ne peut pas être détruit au combat tant "
                                         "que {equip:le} lui est équipée : il reste sur le "
                                         "Terrain.",
        "chain_over.equip_card_stays": "{card:le} ({kind}) est maintenant une Carte "
                                       "Équipement équipée {monster:au} : elle reste face "
                                       "recto sur le Terrain.",
    },
    "it": {
        "equip.itself_moved": "{link}: {card:il} non è più dove è stato attivato il suo "
                              "effetto, quindi non si equipaggia.",
        "equip.itself_no_monster": "{link}: non c'è più un mostro scoperto che {card:il} possa "
                                   "equipaggiare, quindi resta dov'è.",
        "equip.itself_no_zone": "{link}: {player} non ha una Zona Magie & Trappole libera, "
                                "quindi {card:il} non può diventare una Carta Equipaggiamento "
                                "e resta dov'è.",
        "battle.not_destroyed.equipped": "{card:il} non può essere distrutto in battaglia "
                                         "finché {equip:il} gli è equipaggiata: resta sul "
                                         "Terreno.",
        "chain_over.equip_card_stays": "{card:il} ({kind}) è ora una Carta Equipaggiamento "
                                       "equipaggiata {monster:al}: resta scoperta sul "
                                       "Terreno.",
    },
}
