"""The words of monsters a monster equips to itself by its effect (equip_monsters.py, 10-4-9,
10-4-10), in each language's card terms (Ausrüstungskarte, Zauber- & Fallenkartenzone; Carta
de Equipo, Zona de Magia y Trampa; Carte Équipement, Zone Magie & Piège; Carta
Equipaggiamento, Zona Magie & Trappole). Each catalogue takes its table from here
(`MESSAGES.update(EQUIPPED_MONSTERS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

EQUIPPED_MONSTERS: dict[str, dict[str, Message]] = {
    "en": {
        "why.equip_spell_not_read": "the judge cannot apply what {card} does when it is "
                                    "equipped without being activated",
        "why.not_appropriate": "{card} cannot equip to {monster}, as its text says",
        "input.ygo.equipped_instead_mandatory": "says `use: false`, but the card's text does not "
                                                "leave the choice (only an `optional: true` one "
                                                "does)",
        "illegal.equipped_max": "{card} still has {equip} equipped to it by its effect, and "
                                "its text equips only 1 monster at a time (max. 1): the effect "
                                "cannot be activated.",
        "illegal.equipped_none": "{card} has no monster equipped to it by its effect, and its "
                                 "cost is to send it to the Graveyard while it has one: the "
                                 "effect cannot be activated.",
        "would.equip_to_this": "equip a monster to this card",
        "would.equip_to_this_card": "equip {card} to this card",
        "would.fetch.equip": "equip a monster to this card",
        "why.host_not_on_field": "{card} is no longer the same face-up monster on the field",
        "why.token_not_equipped": "{card} is a Token, which ceases to exist as it leaves the "
                                  "Monster Zone",
        "why.no_zone_to_equip": "{player} has no free Spell & Trap Zone",
        "equip.monster_equipped": "{link}: {card} (from {zone}) is placed face-up in the Spell "
                                  "& Trap Zone as an Equip Card equipped to {monster}, which "
                                  "now has {atk} ATK and {defense} DEF.",
        "equip.equipped_destroyed_instead": "{card}, the monster {monster} equipped to itself, "
                                            "is destroyed in its place, as the text of "
                                            "{monster} says, and goes to {owner}'s Graveyard; "
                                            "{monster} stays on the field.",
    },
    "de": {
        "why.equip_spell_not_read": "der Richter kann nicht anwenden, was {card:der} tut, "
                                    "wenn sie ausgerüstet wird, ohne aktiviert zu werden",
        "why.not_appropriate": "{card:der} kann laut ihrem Text {monster:den} nicht ausrüsten",
        "input.ygo.equipped_instead_mandatory": "sagt `use: false`, aber der Text der Karte "
                                                "lässt keine Wahl (nur einer mit `optional: "
                                                "true`)",
        "illegal.equipped_max": "{card:der} ist durch seinen Effekt noch mit {equip:dem} "
                                "ausgerüstet, und laut seinem Text kann es nur mit 1 Monster "
                                "zur selben Zeit ausgerüstet werden (max. 1): Der Effekt kann "
                                "nicht aktiviert werden.",
        "illegal.equipped_none": "{card:der} ist durch seinen Effekt mit keinem Monster "
                                 "ausgerüstet, und seine Kosten sind, es auf den Friedhof zu "
                                 "legen, während es mit einem ausgerüstet ist: Der Effekt kann "
                                 "nicht aktiviert werden.",
        "would.equip_to_this": "diese Karte mit einem Monster ausrüsten",
        "would.equip_to_this_card": "diese Karte mit {card:dem} ausrüsten",
        "would.fetch.equip": "diese Karte mit einem Monster ausrüsten",
        "why.host_not_on_field": "{card:der} ist nicht mehr dasselbe offene Monster auf dem "
                                 "Spielfeld",
        "why.token_not_equipped": "{card:der} ist eine Spielmarke, die aufhört zu existieren, "
                                  "sobald sie die Monsterzone verlässt",
        "why.no_zone_to_equip": "{player} hat keine freie Zauber- & Fallenkartenzone",
        "equip.monster_equipped": "{link}: {card:der} wird (aus {zone}) offen in die Zauber- & "
                                  "Fallenkartenzone gelegt, als Ausrüstungskarte, mit der "
                                  "{monster:der} ausgerüstet ist; {monster:der} hat jetzt "
                                  "{atk} ATK und {defense} DEF.",
        "equip.equipped_destroyed_instead": "{card:der}, das Monster, mit dem sich "
                                            "{monster:der} selbst ausgerüstet hat, wird, wie "
                                            "dessen Text sagt, an seiner Stelle zerstört und "
                                            "kommt auf den Friedhof von {owner}; {monster:der} "
                                            "bleibt auf dem Spielfeld.",
    },
    "es": {
        "why.equip_spell_not_read": "el juez no puede aplicar lo que hace {card:el} cuando se "
                                    "equipa sin activarse",
        "why.not_appropriate": "{card:el} no puede equiparse {monster:al}, según su texto",
        "input.ygo.equipped_instead_mandatory": "dice `use: false`, pero el texto de la carta "
                                                "no deja elegir (solo uno con `optional: true`)",
        "illegal.equipped_max": "{card:el} todavía tiene {equip:el} equipado por su efecto, "
                                "y su texto solo equipa 1 monstruo a la vez (máx. 1): el "
                                "efecto no se puede activar.",
        "illegal.equipped_none": "{card:el} no tiene ningún monstruo equipado por su efecto, y "
                                 "su coste es mandarlo al Cementerio mientras tenga uno: el "
                                 "efecto no se puede activar.",
        "would.equip_to_this": "equipar un monstruo a esta carta",
        "would.equip_to_this_card": "equipar {card:el} a esta carta",
        "would.fetch.equip": "equipar un monstruo a esta carta",
        "why.host_not_on_field": "{card:el} ya no es el mismo monstruo boca arriba en el Campo",
        "why.token_not_equipped": "{card:el} es una Ficha, que deja de existir al salir de la "
                                  "Zona de Monstruos",
        "why.no_zone_to_equip": "{player} no tiene ninguna Zona de Magia y Trampa libre",
        "equip.monster_equipped": "{link}: {card:el} (desde {zone}) se coloca boca arriba en la "
                                  "Zona de Magia y Trampa como Carta de Equipo equipada "
                                  "{monster:al}, que ahora tiene {atk} de ATK y {defense} de "
                                  "DEF.",
        "equip.equipped_destroyed_instead": "{card:el}, el monstruo que {monster:el} se equipó "
                                            "a sí mismo, se destruye en su lugar, como dice el "
                                            "texto {monster:del}, y va al Cementerio de "
                                            "{owner}; {monster:el} se queda en el Campo.",
    },
    "fr": {
        "why.equip_spell_not_read": "le juge ne peut pas appliquer ce que fait {card:le} "
                                    "quand elle est équipée sans être activée",
        "why.not_appropriate": "{card:le} ne peut pas être équipée {monster:au}, comme le dit "
                               "son texte",
        "input.ygo.equipped_instead_mandatory": "indique `use: false`, mais le texte de la "
                                                "carte ne laisse pas le choix (seul un `optional: "
                                                "true` le laisse)",
        "illegal.equipped_max": "{card:le} est encore équipé {equip:du} par son effet, et "
                                "son texte n'équipe qu'1 monstre à la fois (max. 1) : l'effet "
                                "ne peut pas être activé.",
        "illegal.equipped_none": "{card:le} n'est équipé d'aucun monstre par son effet, et son "
                                 "coût est de l'envoyer au Cimetière pendant qu'il en est "
                                 "équipé : l'effet ne peut pas être activé.",
        "would.equip_to_this": "équiper un monstre à cette carte",
        "would.equip_to_this_card": "équiper {card:le} à cette carte",
        "would.fetch.equip": "équiper un monstre à cette carte",
        "why.host_not_on_field": "{card:le} n'est plus le même monstre face recto sur le "
                                 "Terrain",
        "why.token_not_equipped": "{card:le} est un Jeton, qui cesse d'exister en quittant la "
                                  "Zone Monstre",
        "why.no_zone_to_equip": "{player} n'a aucune Zone Magie & Piège libre",
        "equip.monster_equipped": "{link} : {card:le} (depuis {zone}) est placé face recto dans "
                                  "la Zone Magie & Piège comme Carte Équipement équipée "
                                  "{monster:au}, qui a maintenant {atk} ATK et {defense} DEF.",
        "equip.equipped_destroyed_instead": "{card:le}, le monstre que {monster:le} s'est "
                                            "équipé, est détruit à sa place, comme le dit le "
                                            "texte {monster:du}, et va au Cimetière de "
                                            "{owner} ; {monster:le} reste sur le Terrain.",
    },
    "it": {
        "why.equip_spell_not_read": "il giudice non può applicare ciò che fa {card:il} "
                                    "quando viene equipaggiata senza essere attivata",
        "why.not_appropriate": "{card:il} non può essere equipaggiata {monster:al}, come dice "
                               "il suo testo",
        "input.ygo.equipped_instead_mandatory": "dice `use: false`, ma il testo della carta non "
                                                "lascia la scelta (solo uno con `optional: true`)",
        "illegal.equipped_max": "{card:il} ha ancora {equip:il} equipaggiato dal suo "
                                "effetto, e il suo testo equipaggia solo 1 mostro alla volta "
                                "(max. 1): l'effetto non può essere attivato.",
        "illegal.equipped_none": "{card:il} non ha nessun mostro equipaggiato dal suo effetto, "
                                 "e il suo costo è mandarlo nel Cimitero mentre ne ha uno: "
                                 "l'effetto non può essere attivato.",
        "would.equip_to_this": "equipaggiare un mostro a questa carta",
        "would.equip_to_this_card": "equipaggiare {card:il} a questa carta",
        "would.fetch.equip": "equipaggiare un mostro a questa carta",
        "why.host_not_on_field": "{card:il} non è più lo stesso mostro scoperto sul Terreno",
        "why.token_not_equipped": "{card:il} è un Segna-Mostro, che cessa di esistere quando "
                                  "lascia la Zona Mostri",
        "why.no_zone_to_equip": "{player} non ha una Zona Magie & Trappole libera",
        "equip.monster_equipped": "{link}: {card:il} viene messo scoperto {zone:dal} nella Zona "
                                  "Magie & Trappole come Carta Equipaggiamento equipaggiata "
                                  "{monster:al}, che ora ha {atk} ATK e {defense} DEF.",
        "equip.equipped_destroyed_instead": "{card:il}, il mostro che {monster:il} ha "
                                            "equipaggiato a sé, viene distrutto al suo posto, "
                                            "come dice il testo {monster:del}, e va nel "
                                            "Cimitero di {owner}; {monster:il} resta sul "
                                            "Terreno.",
    },
}
