"""The words of Continuous Effects that change ATK and DEF (continuous.py, 5-1-1), which each
language's catalogue takes from here (`MESSAGES.update(CONTINUOUS["de"])`), in the terms of
each language's cards (Dauereffekt, Efecto Continuo, Effet Continu, Effetto Continuo)."""
from __future__ import annotations

from ...core.catalogue import Message

CONTINUOUS: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.attack_all.direct": "{card} has attacked this turn: it attacks each monster "
                                     "the opponent controls once, and no longer directly.",
        "illegal.attack_all.again": "{card} has already attacked {target} this turn: it attacks "
                                    "each monster the opponent controls only once.",
        "illegal.must_attack": "{card} must attack if able, and it can still attack: "
                               "{player} cannot end the Battle Phase before it has attacked.",
        "illegal.untargetable.by": "{target} cannot be targeted by the card effects of "
                                   "{player}'s opponent, as {by} says: {card} cannot choose it.",
        "illegal.attack_shield.described": "{card} cannot be chosen as an attack target: {by} "
                                           "says the opponent's monsters cannot target such "
                                           "monsters for attacks.",
        "attack.from_defense.atk": "{card} attacks in face-up Defense Position, as its text "
                                   "allows; damage calculation applies its ATK.",
        "attack.from_defense.def": "{card} attacks in face-up Defense Position, as its text "
                                   "allows; damage calculation applies its DEF.",
        "battle.not_destroyed.by": "{card} cannot be destroyed by battle, as {by} says: it "
                                   "stays on the field.",
        "effect.not_destroyed.by": "{link}: {card} cannot be destroyed by card effects, as {by} "
                                   "says: it stays on the field.",
        "effect.not_destroyed.opponent": "{link}: {card} cannot be destroyed by its "
                                         "controller's opponent's card effects, as {by} says: it "
                                         "stays on the field.",
        "battle.not_destroyed.first_time": "{card} is not destroyed by battle: {by} spares it "
                                           "a limited number of times each turn, and this is "
                                           "one of them. It stays on the field.",
        "effect.not_destroyed.first_time": "{link}: {card} is not destroyed: {by} spares it a "
                                           "limited number of times each turn, and this is one "
                                           "of them. It stays on the field.",
        "attack_direct.past_shields": "{attacker} attacks {player} directly: each monster "
                                      "{player} controls says it does not prevent direct "
                                      "attacks.",
        "illegal.attack_shield": "{card} cannot be chosen as an attack target: its text says "
                                 "the opponent's monsters cannot target it for attacks.",
        "illegal.attack_shield.only": "{card} cannot be chosen as an attack target: {by} says "
                                      "the opponent's monsters cannot target monsters for "
                                      "attacks, except itself.",
        "stats.continuous": "{card} has {atk} ATK and {defense} DEF, counting the Continuous "
                            "Effects of {cards} ({atk_change:+d} ATK, {def_change:+d} DEF).",
    },
    "de": {
        "illegal.attack_all.direct": "{card:der} hat in diesem Spielzug bereits angegriffen: "
                                     "Es greift jedes Monster des Gegners einmal an und nicht "
                                     "mehr direkt.",
        "illegal.attack_all.again": "{card:der} hat {target:den} in diesem Spielzug bereits "
                                    "angegriffen: Es greift jedes Monster des Gegners nur einmal "
                                    "an.",
        "illegal.must_attack": "{card:der} muss angreifen, falls möglich, und kann noch "
                               "angreifen: {player} kann die Battle Phase nicht beenden, bevor "
                               "es angegriffen hat.",
        "illegal.untargetable.by": "{target:der} kann laut {by:dem} nicht als Ziel von "
                                   "Karteneffekten des Gegners von {player} gewählt werden: "
                                   "{card:der} kann es nicht wählen.",
        "illegal.attack_shield.described": "{card:der} kann nicht als Angriffsziel gewählt "
                                           "werden: laut {by:dem} können die Monster des "
                                           "Gegners solche Monster nicht als Angriffsziel "
                                           "wählen.",
        "attack.from_defense.atk": "{card:der} greift in offener Verteidigungsposition an, "
                                   "wie sein Text es erlaubt; die Schadensberechnung verwendet "
                                   "seine ATK.",
        "attack.from_defense.def": "{card:der} greift in offener Verteidigungsposition an, "
                                   "wie sein Text es erlaubt; die Schadensberechnung verwendet "
                                   "seine DEF.",
        "battle.not_destroyed.by": "{card:der} kann laut {by:dem} nicht durch Kampf zerstört "
                                   "werden: Es bleibt auf dem Spielfeld.",
        "effect.not_destroyed.by": "{link}: {card:der} kann laut {by:dem} nicht durch "
                                   "Karteneffekte zerstört werden: Es bleibt auf dem Spielfeld.",
        "effect.not_destroyed.opponent": "{link}: {card:der} kann laut {by:dem} nicht durch "
                                         "Karteneffekte des Gegners seines Beherrschers zerstört "
                                         "werden: Es bleibt auf dem Spielfeld.",
        "battle.not_destroyed.first_time": "{card:der} wird nicht durch Kampf zerstört: {by:der} "
                                           "bewahrt es eine begrenzte Anzahl von Malen pro "
                                           "Spielzug davor, und dies ist eines davon. Es bleibt "
                                           "auf dem Spielfeld.",
        "effect.not_destroyed.first_time": "{link}: {card:der} wird nicht zerstört: {by:der} "
                                           "bewahrt es eine begrenzte Anzahl von Malen pro "
                                           "Spielzug davor, und dies ist eines davon. Es bleibt "
                                           "auf dem Spielfeld.",
        "attack_direct.past_shields": "{attacker:der} greift {player} direkt an: Jedes "
                                      "Monster, das {player} kontrolliert, verhindert laut "
                                      "seinem Text keine direkten Angriffe.",
        "illegal.attack_shield": "{card:der} kann nicht als Angriffsziel gewählt werden: laut "
                                 "seinem Text können die Monster des Gegners es nicht als "
                                 "Angriffsziel wählen.",
        "illegal.attack_shield.only": "{card:der} kann nicht als Angriffsziel gewählt werden: "
                                      "laut {by:dem} können die Monster des Gegners keine "
                                      "Monster als Angriffsziel wählen, außer ihm selbst.",
        "stats.continuous": "{card:der} hat ATK {atk} und DEF {defense}, mitgerechnet die "
                            "Dauereffekte von {cards} (ATK {atk_change:+d}, DEF "
                            "{def_change:+d}).",
    },
    "es": {
        "illegal.attack_all.direct": "La carta {card:el} ya ha atacado este turno: ataca una "
                                     "vez a cada monstruo que controla el adversario, y ya no "
                                     "directamente.",
        "illegal.attack_all.again": "La carta {card:el} ya ha atacado a la carta {target:el} "
                                    "este turno: ataca solo una vez a cada monstruo que controla "
                                    "el adversario.",
        "illegal.must_attack": "La carta {card:el} debe atacar si puede, y todavía puede "
                               "atacar: {player} no puede terminar la Battle Phase antes de "
                               "que haya atacado.",
        "illegal.untargetable.by": "La carta {target:el} no puede ser seleccionada por los "
                                   "efectos de cartas del adversario de {player}, como dice la "
                                   "carta {by:el}: {card:el} no puede elegirla.",
        "illegal.attack_shield.described": "La carta {card:el} no puede ser elegida como "
                                           "objetivo de un ataque: la carta {by:el} dice que "
                                           "los monstruos del adversario no pueden seleccionar "
                                           "tales monstruos como objetivo de ataque.",
        "attack.from_defense.atk": "La carta {card:el} ataca en Posición de Defensa boca "
                                   "arriba, como permite su texto; el cálculo de daño aplica "
                                   "su ATK.",
        "attack.from_defense.def": "La carta {card:el} ataca en Posición de Defensa boca "
                                   "arriba, como permite su texto; el cálculo de daño aplica "
                                   "su DEF.",
        "battle.not_destroyed.by": "La carta {card:el} no puede ser destruida en batalla, como "
                                   "dice la carta {by:el}: se queda en el Campo.",
        "effect.not_destroyed.by": "{link}: la carta {card:el} no puede ser destruida por "
                                   "efectos de cartas, como dice la carta {by:el}: se queda en "
                                   "el Campo.",
        "effect.not_destroyed.opponent": "{link}: la carta {card:el} no puede ser destruida por "
                                         "efectos de cartas del adversario de quien la controla, "
                                         "como dice la carta {by:el}: se queda en el Campo.",
        "battle.not_destroyed.first_time": "La carta {card:el} no es destruida en batalla: la "
                                           "carta {by:el} la salva un número limitado de veces "
                                           "por turno, y esta es una de ellas. Se queda en el "
                                           "Campo.",
        "effect.not_destroyed.first_time": "{link}: la carta {card:el} no es destruida: la carta "
                                           "{by:el} la salva un número limitado de veces por "
                                           "turno, y esta es una de ellas. Se queda en el Campo.",
        "attack_direct.past_shields": "{attacker:el} ataca directamente a {player}: cada "
                                      "monstruo que controla {player} dice que no impide los "
                                      "ataques directos.",
        "illegal.attack_shield": "La carta {card:el} no puede ser elegida como objetivo de un "
                                 "ataque: su texto dice que los monstruos del adversario no "
                                 "pueden seleccionarla como objetivo de ataque.",
        "illegal.attack_shield.only": "La carta {card:el} no puede ser elegida como objetivo de "
                                      "un ataque: la carta {by:el} dice que los monstruos del "
                                      "adversario no pueden seleccionar monstruos como objetivo "
                                      "de ataque, excepto a ella misma.",
        "stats.continuous": "La carta {card:el} tiene {atk} de ATK y {defense} de DEF, contando "
                            "los Efectos Continuos de {cards} ({atk_change:+d} de ATK, "
                            "{def_change:+d} de DEF).",
    },
    "fr": {
        "illegal.attack_all.direct": "La carte {card:le} a déjà attaqué ce tour : elle attaque "
                                     "une fois chaque monstre que contrôle l'adversaire, et plus "
                                     "directement.",
        "illegal.attack_all.again": "La carte {card:le} a déjà attaqué la carte {target:le} ce "
                                    "tour : elle n'attaque qu'une fois chaque monstre que "
                                    "contrôle l'adversaire.",
        "illegal.must_attack": "La carte {card:le} doit attaquer si possible, et elle peut "
                               "encore attaquer : {player} ne peut pas terminer la Battle Phase "
                               "avant qu'elle ait attaqué.",
        "illegal.untargetable.by": "La carte {target:le} ne peut pas être ciblée par les "
                                   "effets de carte de l'adversaire de {player}, comme le dit "
                                   "la carte {by:le} : {card:le} ne peut pas la choisir.",
        "illegal.attack_shield.described": "La carte {card:le} ne peut pas être choisie comme "
                                           "cible d'attaque : la carte {by:le} dit que les "
                                           "monstres de l'adversaire ne peuvent pas cibler de "
                                           "tels monstres pour une attaque.",
        "attack.from_defense.atk": "La carte {card:le} attaque en Position de Défense face "
                                   "recto, comme son texte le permet ; le calcul des dommages "
                                   "applique son ATK.",
        "attack.from_defense.def": "La carte {card:le} attaque en Position de Défense face "
                                   "recto, comme son texte le permet ; le calcul des dommages "
                                   "applique sa DEF.",
        "battle.not_destroyed.by": "La carte {card:le} ne peut pas être détruite au combat, "
                                   "comme le dit la carte {by:le} : elle reste sur le Terrain.",
        "effect.not_destroyed.by": "{link} : la carte {card:le} ne peut pas être détruite par "
                                   "des effets de carte, comme le dit la carte {by:le} : elle "
                                   "reste sur le Terrain.",
        "effect.not_destroyed.opponent": "{link} : la carte {card:le} ne peut pas être détruite "
                                         "par des effets de carte de l'adversaire de son "
                                         "contrôleur, comme le dit la carte {by:le} : elle reste "
                                         "sur le Terrain.",
        "battle.not_destroyed.first_time": "La carte {card:le} n'est pas détruite au combat : "
                                           "la carte {by:le} l'en préserve un nombre limité de "
                                           "fois par tour, et c'en est une. Elle reste sur le "
                                           "Terrain.",
        "effect.not_destroyed.first_time": "{link} : la carte {card:le} n'est pas détruite : la "
                                           "carte {by:le} l'en préserve un nombre limité de fois "
                                           "par tour, et c'en est une. Elle reste sur le Terrain.",
        "attack_direct.past_shields": "{attacker:le} attaque {player} directement : chaque "
                                      "monstre que contrôle {player} dit qu'il n'empêche pas "
                                      "les attaques directes.",
        "illegal.attack_shield": "La carte {card:le} ne peut pas être choisie comme cible "
                                 "d'attaque : son texte dit que les monstres de l'adversaire ne "
                                 "peuvent pas la cibler pour une attaque.",
        "illegal.attack_shield.only": "La carte {card:le} ne peut pas être choisie comme cible "
                                      "d'attaque : la carte {by:le} dit que les monstres de "
                                      "l'adversaire ne peuvent cibler aucun monstre pour une "
                                      "attaque, sauf elle-même.",
        "stats.continuous": "La carte {card:le} a ATK {atk} et DEF {defense}, en comptant les "
                            "Effets Continus de {cards} (ATK {atk_change:+d}, DEF "
                            "{def_change:+d}).",
    },
    "it": {
        "illegal.attack_all.direct": "La carta {card:il} ha già attaccato in questo turno: "
                                     "attacca una volta ogni mostro controllato dall'avversario, "
                                     "e non più direttamente.",
        "illegal.attack_all.again": "La carta {card:il} ha già attaccato la carta {target:il} "
                                    "in questo turno: attacca ogni mostro controllato "
                                    "dall'avversario una sola volta.",
        "illegal.must_attack": "La carta {card:il} deve attaccare se può, e può ancora "
                               "attaccare: {player} non può terminare la Battle Phase prima che "
                               "abbia attaccato.",
        "illegal.untargetable.by": "La carta {target:il} non può essere scelta come "
                                   "bersaglio dagli effetti delle carte dell'avversario di "
                                   "{player}, come dice la carta {by:il}: {card:il} non può "
                                   "sceglierla.",
        "illegal.attack_shield.described": "La carta {card:il} non può essere scelta come "
                                           "bersaglio di un attacco: la carta {by:il} dice che "
                                           "i mostri dell'avversario non possono scegliere tali "
                                           "mostri come bersaglio per un attacco.",
        "attack.from_defense.atk": "La carta {card:il} attacca in Posizione di Difesa "
                                   "scoperta, come permette il suo testo; il calcolo dei danni "
                                   "applica il suo ATK.",
        "attack.from_defense.def": "La carta {card:il} attacca in Posizione di Difesa "
                                   "scoperta, come permette il suo testo; il calcolo dei danni "
                                   "applica la sua DEF.",
        "battle.not_destroyed.by": "La carta {card:il} non può essere distrutta in battaglia, "
                                   "come dice la carta {by:il}: resta sul Terreno.",
        "effect.not_destroyed.by": "{link}: la carta {card:il} non può essere distrutta dagli "
                                   "effetti delle carte, come dice la carta {by:il}: resta sul "
                                   "Terreno.",
        "effect.not_destroyed.opponent": "{link}: la carta {card:il} non può essere distrutta "
                                         "dagli effetti delle carte dell'avversario di chi la "
                                         "controlla, come dice la carta {by:il}: resta sul "
                                         "Terreno.",
        "battle.not_destroyed.first_time": "La carta {card:il} non viene distrutta in "
                                           "battaglia: la carta {by:il} la salva un numero "
                                           "limitato di volte per turno, e questa è una di "
                                           "quelle. Resta sul Terreno.",
        "effect.not_destroyed.first_time": "{link}: la carta {card:il} non viene distrutta: la "
                                           "carta {by:il} la salva un numero limitato di volte "
                                           "per turno, e questa è una di quelle. Resta sul "
                                           "Terreno.",
        "attack_direct.past_shields": "{attacker:il} attacca direttamente {player}: ogni "
                                      "mostro controllato da {player} dice di non impedire gli "
                                      "attacchi diretti.",
        "illegal.attack_shield": "La carta {card:il} non può essere scelta come bersaglio di un "
                                 "attacco: il suo testo dice che i mostri dell'avversario non "
                                 "possono sceglierla come bersaglio per un attacco.",
        "illegal.attack_shield.only": "La carta {card:il} non può essere scelta come bersaglio "
                                      "di un attacco: la carta {by:il} dice che i mostri "
                                      "dell'avversario non possono scegliere mostri come "
                                      "bersaglio per un attacco, tranne lei stessa.",
        "stats.continuous": "La carta {card:il} ha ATK {atk} e DEF {defense}, contando gli "
                            "Effetti Continui di {cards} (ATK {atk_change:+d}, DEF "
                            "{def_change:+d}).",
    },
}
