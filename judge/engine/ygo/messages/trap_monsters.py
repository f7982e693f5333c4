"""The words of a Trap Card Special Summoned by its own effect (`trap_monster`,
trap_monsters.py, 4-6-5), which each language's catalogue takes from here
(`MESSAGES.update(TRAP_MONSTERS["de"])`), in the terms of each language's cards (Fallenkarte,
Carta de Trampa, Carte Piège, Carta Trappola; Normales Monster, Monstruo Normal, Monstre
Normal, Mostro Normale)."""
from __future__ import annotations

from ...core.catalogue import Message

TRAP_MONSTERS: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.trap_monster_declare": "{card} is activated by declaring 1 Monster Type "
                                        "and 1 Attribute: name them under `declare`.",
        "illegal.trap_monster_no_attack": "{card} cannot attack: its own text says that, "
                                          "Summoned this way, it cannot attack.",
        "trap_monster.summoned": "{link}: {card} is Special Summoned from {zone} to {player}'s "
                                 "field in {position}, as {monster} ({kind}, Level {level}, "
                                 "{atk} ATK, {defense} DEF); in the Monster Zone the card is "
                                 "also still a Trap Card.",
        "trap_monster.summoned.not_trap": "{link}: {card} is Special Summoned from {zone} to "
                                          "{player}'s field in {position}, as {monster} "
                                          "({kind}, Level {level}, {atk} ATK, {defense} DEF); "
                                          "in the Monster Zone the card is not treated as a "
                                          "Trap Card.",
        "trap_monster.normal": "a Normal Monster",
        "trap_monster.effect": "an Effect Monster",
        "why.trap_monster_gone": "the card is no longer face-up in its Spell & Trap Zone",
    },
    "de": {
        "illegal.trap_monster_declare": "{card:der} wird aktiviert, indem 1 Monstertyp und "
                                        "1 Eigenschaft angesagt werden: nenne sie unter "
                                        "`declare`.",
        "illegal.trap_monster_no_attack": "{card:der} kann nicht angreifen: Laut dem eigenen "
                                          "Kartentext kann die Karte nicht angreifen, wenn sie "
                                          "auf diese Weise beschworen wurde.",
        "trap_monster.summoned": "{link}: {card:der} wird aus {zone} als Spezialbeschwörung "
                                 "auf das Spielfeld von {player} beschworen, in {position}, "
                                 "als {monster} ({kind}, Stufe {level}, {atk} ATK, {defense} "
                                 "DEF); in der Monsterzone ist die Karte zugleich weiterhin "
                                 "eine Fallenkarte.",
        "trap_monster.summoned.not_trap": "{link}: {card:der} wird aus {zone} als "
                                          "Spezialbeschwörung auf das Spielfeld von {player} "
                                          "beschworen, in {position}, als {monster} ({kind}, "
                                          "Stufe {level}, {atk} ATK, {defense} DEF); in der "
                                          "Monsterzone wird die Karte nicht als Fallenkarte "
                                          "behandelt.",
        "trap_monster.normal": "Normales Monster",
        "trap_monster.effect": "Effektmonster",
        "why.trap_monster_gone": "die Karte liegt nicht mehr offen in ihrer Zauber- & "
                                 "Fallenzone",
    },
    "es": {
        "illegal.trap_monster_declare": "{card:el} se activa declarando 1 Tipo de "
                                        "Monstruo y 1 Atributo: indícalos en `declare`.",
        "illegal.trap_monster_no_attack": "{card:el} no puede atacar: su propio texto dice "
                                          "que, si fue {card:Invocado|Invocada} de esta "
                                          "forma, no puede atacar.",
        "trap_monster.summoned": "{link}: {card:el} es {card:Invocado|Invocada} de Modo "
                                 "Especial desde {zone} al Campo de {player} en {position}, "
                                 "como {monster} ({kind}, Nivel {level}, {atk} ATK, {defense} "
                                 "DEF); en la Zona de Monstruos la carta sigue siendo también "
                                 "una Carta de Trampa.",
        "trap_monster.summoned.not_trap": "{link}: {card:el} es {card:Invocado|Invocada} de "
                                          "Modo Especial desde {zone} al Campo de {player} en "
                                          "{position}, como {monster} ({kind}, Nivel {level}, "
                                          "{atk} ATK, {defense} DEF); en la Zona de Monstruos "
                                          "la carta no se trata como una Carta de Trampa.",
        "trap_monster.normal": "Monstruo Normal",
        "trap_monster.effect": "Monstruo de Efecto",
        "why.trap_monster_gone": "la carta ya no está boca arriba en su Zona de Magia y "
                                 "Trampas",
    },
    "fr": {
        "illegal.trap_monster_declare": "{card:le} s'active en déclarant 1 Type de Monstre "
                                        "et 1 Attribut : indiquez-les sous `declare`.",
        "illegal.trap_monster_no_attack": "{card:le} ne peut pas attaquer : son propre "
                                          "texte dit qu'ainsi Invoqué, il ne peut pas "
                                          "attaquer.",
        "trap_monster.summoned": "{link} : {card:le} est Invoqué Spécialement depuis {zone} "
                                 "sur le Terrain de {player} en {position}, comme {monster} "
                                 "({kind}, Niveau {level}, {atk} ATK, {defense} DEF) ; dans la "
                                 "Zone Monstre, la carte est aussi toujours une Carte Piège.",
        "trap_monster.summoned.not_trap": "{link} : {card:le} est Invoqué Spécialement depuis "
                                          "{zone} sur le Terrain de {player} en {position}, "
                                          "comme {monster} ({kind}, Niveau {level}, {atk} "
                                          "ATK, {defense} DEF) ; dans la Zone Monstre, la "
                                          "carte n'est pas considérée comme une Carte Piège.",
        "trap_monster.normal": "Monstre Normal",
        "trap_monster.effect": "Monstre à Effet",
        "why.trap_monster_gone": "la carte n'est plus face recto dans sa Zone Magie & Piège",
    },
    "it": {
        "illegal.trap_monster_declare": "{card:il} si attiva dichiarando 1 Tipo di Mostro "
                                        "e 1 Attributo: indicali in `declare`.",
        "illegal.trap_monster_no_attack": "{card:il} non può attaccare: il suo stesso "
                                          "testo dice che, se è {card:stato|stata} "
                                          "{card:Evocato|Evocata} in questo modo, non può "
                                          "attaccare.",
        "trap_monster.summoned": "{link}: {card:il} viene Evocato Specialmente {zone:dal} sul "
                                 "Terreno di {player} in {position}, come {monster} ({kind}, "
                                 "Livello {level}, {atk} ATK, {defense} DEF); nella Zona "
                                 "Mostri la carta è anche ancora una Carta Trappola.",
        "trap_monster.summoned.not_trap": "{link}: {card:il} viene Evocato Specialmente "
                                          "{zone:dal} sul Terreno di {player} in {position}, "
                                          "come {monster} ({kind}, Livello {level}, {atk} ATK, "
                                          "{defense} DEF); nella Zona Mostri la carta non è "
                                          "considerata una Carta Trappola.",
        "trap_monster.normal": "Mostro Normale",
        "trap_monster.effect": "Mostro con Effetto",
        "why.trap_monster_gone": "la carta non è più scoperta nella sua Zona Magie & Trappole",
    },
}
