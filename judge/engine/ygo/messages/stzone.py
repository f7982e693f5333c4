"""The words of Monster Cards placed in the Spell & Trap Zone as Continuous Spells (stzone.py,
3-4-5, 3-4-6), which each language's catalogue takes from here (`MESSAGES.update(STZONE["de"])`),
in the printed words of each language's "Crystal Beast" cards: offen als Permanenten Zauber in
die Zauber- & Fallenzone legen, poner boca arriba ... como una Mágica Continua, placer face
recto ... comme Magie Continue, mettere scoperta ... come una Magia Continua."""
from __future__ import annotations

from ...core.catalogue import Message

STZONE: dict[str, dict[str, Message]] = {
    "en": {
        "trigger_event.set_destroyed_opponent_turn": "this Set card in the Spell & Trap Zone "
                                                     "is destroyed and sent to the Graveyard "
                                                     "during the opponent's turn",
        "stzone.set_as_spell": "{player} Sets {card} face-down from the hand in their Spell & "
                               "Trap Zone as a Spell Card, as its own text allows; Setting is "
                               "not activating, and it is a Spell Card there, which is never "
                               "activated.",
        "illegal.placed_not_activated": "{card} is a Monster Card in a Spell & Trap Zone as a "
                                        "Spell: it is never activated as one.",
        "would.place_spell": "place a monster in a Spell & Trap Zone as a Continuous Spell",
        "would.place_spell_card": "place {card} in a Spell & Trap Zone as a Continuous Spell",
        "target.spell_zone.controller": "in your Spell & Trap Zone",
        "target.spell_zone.opponent": "in your opponent's Spell & Trap Zone",
        "target.spell_zone.any": "in either player's Spell & Trap Zone",
        "stzone.placed": "{link}: {card} is placed from {zone} face-up in {player}'s Spell & "
                         "Trap Zone as a Continuous Spell; it is not activated, and it is a "
                         "Continuous Spell Card while it stays there.",
        "stzone.placed_instead": "{card} is destroyed; {player} places it face-up in their "
                                 "Spell & Trap Zone as a Continuous Spell instead of sending "
                                 "it to the Graveyard.",
        "stzone.placed_instead.by_battle": "Destroyed by battle: {player} places {card} "
                                           "face-up in their Spell & Trap Zone as a Continuous "
                                           "Spell instead of sending it to the Graveyard.",
        "stzone.placed_instead.by_link": "{link}: {card} is destroyed; {player} places it "
                                         "face-up in their Spell & Trap Zone as a Continuous "
                                         "Spell instead of sending it to the Graveyard.",
        "stzone.instead_no_room": "{player} has no free Spell & Trap Zone: {card} cannot be "
                                  "placed there as a Continuous Spell instead of going to the "
                                  "Graveyard.",
        "why.not_a_monster_card": "{card} is not a Monster Card",
        "would.fetch.spell_zone": "place a monster in the Spell & Trap Zone as a Continuous "
                                  "Spell",
        "illegal.no_zone_to_place": "{card} places a monster in the Spell & Trap Zone as a "
                                    "Continuous Spell, but {player} has no free Spell & Trap "
                                    "Zone for it.",
        "input.ygo.placed_as_spell_zone_only": "only a monster card listed in `spells_traps` "
                                               "starts there as a Continuous Spell (3-4-5)",
        # a Monster Card placed as a Continuous Trap (3-4-8)
        "would.fetch.spell_zone_trap": "place a monster in the Spell & Trap Zone as a "
                                       "Continuous Trap",
        "stzone.placed_trap": "{link}: {card} is placed from {zone} face-up in {player}'s "
                              "Spell & Trap Zone as a Continuous Trap; it is not activated, "
                              "and it is a Continuous Trap Card while it stays there.",
        "illegal.no_zone_to_place_trap": "{card} places a monster in the Spell & Trap Zone as "
                                         "a Continuous Trap, but {player} has no free Spell & "
                                         "Trap Zone for it.",
        "illegal.placed_not_activated_trap": "{card} is a Monster Card in a Spell & Trap Zone "
                                             "as a Trap: it is never activated as one.",
    },
    "de": {
        "trigger_event.set_destroyed_opponent_turn": "diese gesetzte Karte in der Zauber- & "
                                                     "Fallenzone wird während des Spielzugs "
                                                     "des Gegners zerstört und auf den "
                                                     "Friedhof gelegt",
        "stzone.set_as_spell": "{player} setzt {card:den} als Zauberkarte verdeckt von der "
                               "Hand in die eigene Zauber- & Fallenzone, wie der eigene Text "
                               "der Karte es erlaubt; Setzen ist kein Aktivieren, und dort ist "
                               "sie eine Zauberkarte, die nie aktiviert wird.",
        "illegal.placed_not_activated": "{card:der} ist eine Monsterkarte, die als Zauber in "
                                        "einer Zauber- & Fallenzone liegt: als solcher wird "
                                        "sie nie aktiviert.",
        "would.place_spell": "ein Monster als Permanenten Zauber in eine Zauber- & "
                             "Fallenzone legen",
        "would.place_spell_card": "{card:den} als Permanenten Zauber in eine Zauber- & "
                                  "Fallenzone legen",
        "target.spell_zone.controller": "in deiner Zauber- & Fallenzone",
        "target.spell_zone.opponent": "in der Zauber- & Fallenzone deines Gegners",
        "target.spell_zone.any": "in der Zauber- & Fallenzone eines Spielers",
        "stzone.placed": "{link}: {card:der} wird aus {zone} offen als Permanenter Zauber in "
                         "die Zauber- & Fallenzone von {player} gelegt; die Karte wird nicht "
                         "aktiviert und ist eine Permanente Zauberkarte, solange sie dort "
                         "bleibt.",
        "stzone.placed_instead": "{card:der} wird zerstört; {player} legt die Karte offen als "
                                 "Permanenten Zauber in die eigene Zauber- & Fallenzone, "
                                 "anstatt sie auf den Friedhof zu legen.",
        "stzone.placed_instead.by_battle": "Durch Kampf zerstört: {player} legt {card:den} "
                                           "offen als Permanenten Zauber in die eigene "
                                           "Zauber- & Fallenzone, anstatt die Karte auf den "
                                           "Friedhof zu legen.",
        "stzone.placed_instead.by_link": "{link}: {card:der} wird zerstört; {player} legt die "
                                         "Karte offen als Permanenten Zauber in die eigene "
                                         "Zauber- & Fallenzone, anstatt sie auf den Friedhof "
                                         "zu legen.",
        "stzone.instead_no_room": "{player} hat keine freie Zauber- & Fallenzone: "
                                  "{card:der} kann nicht als Permanenter Zauber dorthin "
                                  "gelegt werden, statt auf den Friedhof zu kommen.",
        "why.not_a_monster_card": "{card:der} ist keine Monsterkarte",
        "would.fetch.spell_zone": "ein Monster als Permanenten Zauber in die Zauber- & "
                                  "Fallenzone legen",
        "illegal.no_zone_to_place": "{card:der} legt ein Monster als Permanenten Zauber in "
                                    "die Zauber- & Fallenzone, aber {player} hat keine freie "
                                    "Zauber- & Fallenzone dafür.",
        "input.ygo.placed_as_spell_zone_only": "nur eine Monsterkarte in `spells_traps` "
                                               "beginnt dort als Permanenter Zauber (3-4-5)",
        "would.fetch.spell_zone_trap": "ein Monster als Permanente Falle in die Zauber- & "
                                       "Fallenzone legen",
        "stzone.placed_trap": "{link}: {card:der} wird aus {zone} offen als Permanente Falle "
                              "in die Zauber- & Fallenzone von {player} gelegt; die Karte wird "
                              "nicht aktiviert und ist eine Permanente Fallenkarte, solange "
                              "sie dort bleibt.",
        "illegal.no_zone_to_place_trap": "{card:der} legt ein Monster als Permanente Falle in "
                                         "die Zauber- & Fallenzone, aber {player} hat keine "
                                         "freie Zauber- & Fallenzone dafür.",
        "illegal.placed_not_activated_trap": "{card:der} ist eine Monsterkarte, die als Falle "
                                             "in einer Zauber- & Fallenzone liegt: als solche "
                                             "wird sie nie aktiviert.",
    },
    "es": {
        "trigger_event.set_destroyed_opponent_turn": "esta carta Colocada en la Zona de "
                                                     "Magia y Trampas es destruida y mandada "
                                                     "al Cementerio durante el turno del "
                                                     "adversario",
        "stzone.set_as_spell": "{player} Coloca {card:el} boca abajo desde la mano en su Zona "
                               "de Magia y Trampas como una Carta Mágica, como permite su "
                               "propio texto; Colocar no es activar, y allí es una Carta "
                               "Mágica que nunca se activa.",
        "illegal.placed_not_activated": "{card:el} es una Carta de Monstruo en una Zona de "
                                        "Magia y Trampas como una Mágica: nunca se activa "
                                        "como tal.",
        "would.place_spell": "poner un monstruo en una Zona de Magia y Trampas como una "
                             "Mágica Continua",
        "would.place_spell_card": "poner {card:el} en una Zona de Magia y Trampas como una "
                                  "Mágica Continua",
        "target.spell_zone.controller": "en tu Zona de Magia y Trampas",
        "target.spell_zone.opponent": "en la Zona de Magia y Trampas de tu adversario",
        "target.spell_zone.any": "en la Zona de Magia y Trampas de cualquier jugador",
        "stzone.placed": "{link}: la carta {card:el} se pone desde {zone} boca arriba en la "
                         "Zona de Magia y Trampas de {player} como una Mágica Continua; no se "
                         "activa, y es una Carta Mágica Continua mientras permanezca allí.",
        "stzone.placed_instead": "La carta {card:el} es destruida; {player} la pone boca "
                                 "arriba en su Zona de Magia y Trampas como una Mágica "
                                 "Continua en lugar de mandarla al Cementerio.",
        "stzone.placed_instead.by_battle": "Destruido en batalla: {player} pone {card:el} "
                                           "boca arriba en su Zona de Magia y Trampas como "
                                           "una Mágica Continua en lugar de mandarla al "
                                           "Cementerio.",
        "stzone.placed_instead.by_link": "{link}: la carta {card:el} es destruida; {player} "
                                         "la pone boca arriba en su Zona de Magia y Trampas "
                                         "como una Mágica Continua en lugar de mandarla al "
                                         "Cementerio.",
        "stzone.instead_no_room": "{player} no tiene ninguna Zona de Magia y Trampas libre: "
                                  "la carta {card:el} no puede ponerse allí como una Mágica "
                                  "Continua en lugar de ir al Cementerio.",
        "why.not_a_monster_card": "{card:el} no es una Carta de Monstruo",
        "would.fetch.spell_zone": "poner un monstruo en la Zona de Magia y Trampas como una "
                                  "Mágica Continua",
        "illegal.no_zone_to_place": "{card:el} pone un monstruo en la Zona de Magia y Trampas "
                                    "como una Mágica Continua, pero {player} no tiene "
                                    "ninguna Zona de Magia y Trampas libre para él.",
        "input.ygo.placed_as_spell_zone_only": "solo una carta de monstruo en `spells_traps` "
                                               "empieza allí como una Mágica Continua (3-4-5)",
        "would.fetch.spell_zone_trap": "poner un monstruo en la Zona de Magia y Trampas "
                                       "como una Trampa Continua",
        "stzone.placed_trap": "{link}: la carta {card:el} se pone desde {zone} boca arriba en "
                              "la Zona de Magia y Trampas de {player} como una Trampa "
                              "Continua; no se activa, y es una Carta de Trampa Continua "
                              "mientras permanezca allí.",
        "illegal.no_zone_to_place_trap": "{card:el} pone un monstruo en la Zona de Magia y "
                                         "Trampas como una Trampa Continua, pero {player} no "
                                         "tiene ninguna Zona de Magia y Trampas libre para él.",
        "illegal.placed_not_activated_trap": "{card:el} es una Carta de Monstruo en una Zona "
                                             "de Magia y Trampas como una Trampa: nunca se "
                                             "activa como tal.",
    },
    "fr": {
        "trigger_event.set_destroyed_opponent_turn": "cette carte Posée dans la Zone Magie & "
                                                     "Piège est détruite et envoyée au "
                                                     "Cimetière durant le tour de "
                                                     "l'adversaire",
        "stzone.set_as_spell": "{player} Pose {card:le} face verso depuis sa main dans sa Zone "
                               "Magie & Piège comme une Carte Magie, comme son propre texte le "
                               "permet ; Poser n'est pas activer, et elle y est une Carte "
                               "Magie qui n'est jamais activée.",
        "illegal.placed_not_activated": "{card:le} est une Carte Monstre dans une Zone Magie & "
                                        "Piège comme une Magie : elle n'est jamais activée "
                                        "comme telle.",
        "would.place_spell": "placer un monstre dans une Zone Magie & Piège comme Magie "
                             "Continue",
        "would.place_spell_card": "placer {card:le} dans une Zone Magie & Piège comme Magie "
                                  "Continue",
        "target.spell_zone.controller": "dans votre Zone Magie & Piège",
        "target.spell_zone.opponent": "dans la Zone Magie & Piège de votre adversaire",
        "target.spell_zone.any": "dans la Zone Magie & Piège de l'un des joueurs",
        "stzone.placed": "{link} : la carte {card:le} est placée depuis {zone} face recto dans "
                         "la Zone Magie & Piège de {player} comme Magie Continue ; elle n'est "
                         "pas activée, et elle est une Carte Magie Continue tant qu'elle y "
                         "reste.",
        "stzone.placed_instead": "La carte {card:le} est détruite ; {player} la place face "
                                 "recto dans sa Zone Magie & Piège comme Magie Continue au "
                                 "lieu de l'envoyer au Cimetière.",
        "stzone.placed_instead.by_battle": "Détruit au combat : {player} place {card:le} face "
                                           "recto dans sa Zone Magie & Piège comme Magie "
                                           "Continue au lieu de l'envoyer au Cimetière.",
        "stzone.placed_instead.by_link": "{link} : la carte {card:le} est détruite ; {player} "
                                         "la place face recto dans sa Zone Magie & Piège "
                                         "comme Magie Continue au lieu de l'envoyer au "
                                         "Cimetière.",
        "stzone.instead_no_room": "{player} n'a aucune Zone Magie & Piège libre : la carte "
                                  "{card:le} ne peut pas y être placée comme Magie Continue "
                                  "au lieu d'aller au Cimetière.",
        "why.not_a_monster_card": "{card:le} n'est pas une Carte Monstre",
        "would.fetch.spell_zone": "placer un monstre dans la Zone Magie & Piège comme Magie "
                                  "Continue",
        "illegal.no_zone_to_place": "{card:le} place un monstre dans la Zone Magie & Piège "
                                    "comme Magie Continue, mais {player} n'a aucune Zone "
                                    "Magie & Piège libre pour lui.",
        "input.ygo.placed_as_spell_zone_only": "seule une carte monstre de `spells_traps` y "
                                               "commence comme Magie Continue (3-4-5)",
        "would.fetch.spell_zone_trap": "placer un monstre dans la Zone Magie & Piège comme "
                                       "Piège Continu",
        "stzone.placed_trap": "{link} : la carte {card:le} est placée depuis {zone} face recto "
                              "dans la Zone Magie & Piège de {player} comme Piège Continu ; "
                              "elle n'est pas activée, et elle est une Carte Piège Continu tant "
                              "qu'elle y reste.",
        "illegal.no_zone_to_place_trap": "{card:le} place un monstre dans la Zone Magie & "
                                         "Piège comme Piège Continu, mais {player} n'a aucune "
                                         "Zone Magie & Piège libre pour lui.",
        "illegal.placed_not_activated_trap": "{card:le} est une Carte Monstre dans une Zone "
                                             "Magie & Piège comme un Piège : elle n'est "
                                             "jamais activée comme tel.",
    },
    "it": {
        "trigger_event.set_destroyed_opponent_turn": "questa carta Posizionata nella Zona "
                                                     "Magie & Trappole viene distrutta e "
                                                     "mandata al Cimitero durante il turno "
                                                     "dell'avversario",
        "stzone.set_as_spell": "{player} Posiziona coperta {card:il} dalla mano nella sua "
                               "Zona Magie & Trappole come una Carta Magia, come permette il "
                               "suo stesso testo; Posizionare non è attivare, e lì è una Carta "
                               "Magia che non viene mai attivata.",
        "illegal.placed_not_activated": "{card:il} è una Carta Mostro in una Zona Magie & "
                                        "Trappole come una Magia: non viene mai attivata come "
                                        "tale.",
        "would.place_spell": "mettere un mostro in una Zona Magie & Trappole come una "
                             "Magia Continua",
        "would.place_spell_card": "mettere {card:il} in una Zona Magie & Trappole come una "
                                  "Magia Continua",
        "target.spell_zone.controller": "nella tua Zona Magie & Trappole",
        "target.spell_zone.opponent": "nella Zona Magie & Trappole del tuo avversario",
        "target.spell_zone.any": "nella Zona Magie & Trappole di uno dei due giocatori",
        "stzone.placed": "{link}: la carta {card:il} viene messa {zone:dal} scoperta nella "
                         "Zona Magie & Trappole di {player} come una Magia Continua; non viene "
                         "attivata, ed è una Carta Magia Continua finché vi rimane.",
        "stzone.placed_instead": "La carta {card:il} viene distrutta; {player} la mette "
                                 "scoperta nella sua Zona Magie & Trappole come una Magia "
                                 "Continua, invece di mandarla al Cimitero.",
        "stzone.placed_instead.by_battle": "Distrutto in battaglia: {player} mette {card:il} "
                                           "scoperta nella sua Zona Magie & Trappole come una "
                                           "Magia Continua, invece di mandarla al Cimitero.",
        "stzone.placed_instead.by_link": "{link}: la carta {card:il} viene distrutta; "
                                         "{player} la mette scoperta nella sua Zona Magie & "
                                         "Trappole come una Magia Continua, invece di "
                                         "mandarla al Cimitero.",
        "stzone.instead_no_room": "{player} non ha una Zona Magie & Trappole libera: la carta "
                                  "{card:il} non può esservi messa come una Magia Continua "
                                  "invece di andare nel Cimitero.",
        "why.not_a_monster_card": "{card:il} non è una Carta Mostro",
        "would.fetch.spell_zone": "mettere un mostro nella Zona Magie & Trappole come una "
                                  "Magia Continua",
        "illegal.no_zone_to_place": "{card:il} mette un mostro nella Zona Magie & Trappole "
                                    "come una Magia Continua, ma {player} non ha una Zona "
                                    "Magie & Trappole libera per esso.",
        "input.ygo.placed_as_spell_zone_only": "solo una carta mostro in `spells_traps` vi "
                                               "inizia come una Magia Continua (3-4-5)",
        "would.fetch.spell_zone_trap": "mettere un mostro nella Zona Magie & Trappole come "
                                       "una Trappola Continua",
        "stzone.placed_trap": "{link}: la carta {card:il} viene messa {zone:dal} scoperta "
                              "nella Zona Magie & Trappole di {player} come una Trappola "
                              "Continua; non viene attivata, ed è una Carta Trappola Continua "
                              "finché vi rimane.",
        "illegal.no_zone_to_place_trap": "{card:il} mette un mostro nella Zona Magie & "
                                         "Trappole come una Trappola Continua, ma {player} non "
                                         "ha una Zona Magie & Trappole libera per esso.",
        "illegal.placed_not_activated_trap": "{card:il} è una Carta Mostro in una Zona Magie & "
                                             "Trappole come una Trappola: non viene mai "
                                             "attivata come tale.",
    },
}
