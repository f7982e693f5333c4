"""The words of Equip Cards that are not Equip Spells and of what an Equip Card gives its
monster (equip.py, 10-4-6, 10-4-7): a Trap that stays on the field equipped to a monster, a
monster that battle cannot destroy while an Equip Card says so. Each language's catalogue takes
its table from here (`MESSAGES.update(EQUIP_CARDS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

EQUIP_CARDS: dict[str, dict[str, Message]] = {
    "en": {
        "trigger_event.equipped_destroyed_a_monster": "the equipped monster destroys a "
                                                      "monster by battle",
        "illegal.effect_not_equipped": "This effect of {card} is activated while it is an "
                                       "Equip Card equipped to a monster, and it is not.",
        "bond.equipped_left.destroy": "{card} has left the field, so the monster equipped "
                                      "with it, {monster}, is destroyed.",
        "bond.equipped_left.banish": "{card} has left the field, so the monster equipped with "
                                     "it, {monster}, is banished.",
        "bond.equipped_destroyed.banish": "{card} was destroyed, so the monster equipped with "
                                          "it, {monster}, is banished.",
        "equip.destroyed_instead": "{card} is destroyed instead of {monster}, as its text "
                                   "says, and goes to {owner}'s Graveyard; {monster} stays on "
                                   "the field.",
        "equip.destroyed_instead.chosen": "{owner} chooses to destroy {card} instead of "
                                          "{monster}, as its text allows: {card} goes to "
                                          "{owner}'s Graveyard and {monster} stays on the "
                                          "field.",
        "illegal.equipped_no_attack": "{card} cannot declare an attack: {source} is "
                                      "equipped to it and says it cannot attack.",
        "would.damage_equipped_controller": "inflict damage to the controller of the "
                                            "equipped monster",
        "why.not_equipped": "{card} is no longer equipped to a monster",
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
        "trigger_event.equipped_destroyed_a_monster": "das ausgerüstete Monster zerstört "
                                                      "ein Monster durch Kampf",
        "illegal.effect_not_equipped": "Dieser Effekt {card:vom} wird aktiviert, während es "
                                       "als Ausrüstungskarte ein Monster ausrüstet, und das "
                                       "tut es nicht.",
        "bond.equipped_left.destroy": "{card:der} hat das Spielfeld verlassen, also wird das "
                                      "mit ihr ausgerüstete Monster, {monster:der}, zerstört.",
        "bond.equipped_left.banish": "{card:der} hat das Spielfeld verlassen, also wird das mit "
                                     "ihr ausgerüstete Monster, {monster:der}, verbannt.",
        "bond.equipped_destroyed.banish": "{card:der} wurde zerstört, also wird das mit ihr "
                                          "ausgerüstete Monster, {monster:der}, verbannt.",
        "equip.destroyed_instead": "{card:der} wird, wie ihr Text sagt, anstelle {monster:vom} "
                                   "zerstört und kommt auf den Friedhof von {owner}; "
                                   "{monster:der} bleibt auf dem Spielfeld.",
        "equip.destroyed_instead.chosen": "{owner} entscheidet sich, wie ihr Text es "
                                          "erlaubt, {card:den} anstelle {monster:vom} zu "
                                          "zerstören: {card:der} kommt auf den Friedhof von "
                                          "{owner}; {monster:der} bleibt auf dem Spielfeld.",
        "illegal.equipped_no_attack": "{card:der} kann keinen Angriff deklarieren: "
                                      "{source:der} ist damit ausgerüstet und sagt, dass es "
                                      "nicht angreifen kann.",
        "would.damage_equipped_controller": "dem Beherrscher des ausgerüsteten Monsters "
                                            "Schaden zufügen",
        "why.not_equipped": "{card:der} ist mit keinem Monster mehr ausgerüstet",
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
        "trigger_event.equipped_destroyed_a_monster": "el monstruo equipado destruye un "
                                                      "monstruo en batalla",
        "illegal.effect_not_equipped": "Este efecto {card:del} se activa mientras es una "
                                       "Carta de Equipo equipada a un monstruo, y no lo es.",
        "bond.equipped_left.destroy": "{card:el} dejó el Campo, así que el monstruo equipado "
                                      "con ella, {monster:el}, es destruido.",
        "bond.equipped_left.banish": "{card:el} dejó el Campo, así que el monstruo equipado con "
                                     "ella, {monster:el}, es desterrado.",
        "bond.equipped_destroyed.banish": "{card:el} fue destruida, así que el monstruo equipado "
                                          "con ella, {monster:el}, es desterrado.",
        "equip.destroyed_instead": "{card:el} se destruye en lugar {monster:del}, como dice su "
                                   "texto, y va al Cementerio de {owner}; {monster:el} se queda "
                                   "en el Campo.",
        "equip.destroyed_instead.chosen": "{owner} decide destruir {card:el} en lugar "
                                          "{monster:del}, como su texto permite: {card:el} va "
                                          "al Cementerio de {owner} y {monster:el} se queda en "
                                          "el Campo.",
        "illegal.equipped_no_attack": "{card:el} no puede declarar un ataque: {source:el} "
                                      "está equipada a él y dice que no puede atacar.",
        "would.damage_equipped_controller": "infligir daño al controlador del monstruo "
                                            "equipado",
        "why.not_equipped": "{card:el} ya no está equipada a ningún monstruo",
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
        "trigger_event.equipped_destroyed_a_monster": "le monstre équipé détruit un "
                                                      "monstre au combat",
        "illegal.effect_not_equipped": "Cet effet {card:du} s'active tant qu'il est une "
                                       "Carte Équipement équipée à un monstre, et il ne l'est "
                                       "pas.",
        "bond.equipped_left.destroy": "{card:le} a quitté le Terrain, donc le monstre équipé "
                                      "d'elle, {monster:le}, est détruit.",
        "bond.equipped_left.banish": "{card:le} a quitté le Terrain, donc le monstre équipé "
                                     "d'elle, {monster:le}, est banni.",
        "bond.equipped_destroyed.banish": "{card:le} a été détruite, donc le monstre équipé "
                                          "d'elle, {monster:le}, est banni.",
        "equip.destroyed_instead": "{card:le} est détruite à la place {monster:du}, comme le "
                                   "dit son texte, et va au Cimetière de {owner} ; {monster:le} "
                                   "reste sur le Terrain.",
        "equip.destroyed_instead.chosen": "{owner} choisit de détruire {card:le} à la place "
                                          "{monster:du}, comme son texte le permet : "
                                          "{card:le} va au Cimetière de {owner} et "
                                          "{monster:le} reste sur le Terrain.",
        "illegal.equipped_no_attack": "{card:le} ne peut pas déclarer d'attaque : "
                                      "{source:le} lui est équipée et dit qu'il ne peut pas "
                                      "attaquer.",
        "would.damage_equipped_controller": "infliger des dommages au contrôleur du monstre "
                                            "équipé",
        "why.not_equipped": "{card:le} n'est plus équipée à aucun monstre",
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
        "trigger_event.equipped_destroyed_a_monster": "il mostro equipaggiato distrugge "
                                                      "un mostro in battaglia",
        "illegal.effect_not_equipped": "Questo effetto {card:del} si attiva mentre è una "
                                       "Carta Equipaggiamento equipaggiata a un mostro, e non "
                                       "lo è.",
        "bond.equipped_left.destroy": "{card:il} ha lasciato il Terreno, quindi il mostro "
                                      "equipaggiato con essa, {monster:il}, viene distrutto.",
        "bond.equipped_left.banish": "{card:il} ha lasciato il Terreno, quindi il mostro "
                                     "equipaggiato con essa, {monster:il}, viene bandito.",
        "bond.equipped_destroyed.banish": "{card:il} è stata distrutta, quindi il mostro "
                                          "equipaggiato con essa, {monster:il}, viene bandito.",
        "equip.destroyed_instead": "{card:il} viene distrutta al posto {monster:del}, come dice "
                                   "il suo testo, e va nel Cimitero di {owner}; {monster:il} "
                                   "resta sul Terreno.",
        "equip.destroyed_instead.chosen": "{owner} sceglie di distruggere {card:il} al posto "
                                          "{monster:del}, come permette il suo testo: "
                                          "{card:il} va nel Cimitero di {owner} e {monster:il} "
                                          "resta sul Terreno.",
        "illegal.equipped_no_attack": "{card:il} non può dichiarare un attacco: {source:il} "
                                      "è equipaggiata a esso e dice che non può attaccare.",
        "would.damage_equipped_controller": "infliggere danni al controllore del mostro "
                                            "equipaggiato",
        "why.not_equipped": "{card:il} non è più equipaggiata a nessun mostro",
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
