"""The words of Pendulum Scales (pendulum.py, 3-6, 5-1-6): a Pendulum Monster in a Pendulum Zone,
treated as a Spell Card, whose Pendulum Effect is activated there and whose monster effects are
not. Each language's catalogue takes them from here (`MESSAGES.update(PENDULUM["de"])`), in the
terms its cards print (Pendelzone, Zona de Péndulo, Zone Pendule, Zona Pendulum)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

PENDULUM: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.pendulum_summon_locked": "While {scale} is in {player}'s Pendulum Zone, "
                                          "{player} can Pendulum Summon only a monster "
                                          "({details}), and {card} is not one.",
        "doing.pendulum_summon": "Pendulum Summon",
        "procedure.pendulum": "Pendulum Summon",
        "illegal.pendulum_summon_scales": Plural(
            "count", one="{player} has only 1 Pendulum Scale: a Pendulum Summon needs one in "
                         "each of both Pendulum Zones.",
            other="{player} has {count} Pendulum Scales: a Pendulum Summon needs one in each "
                  "of both Pendulum Zones."),
        "illegal.pendulum_summon_once": "{player} has already Pendulum Summoned this turn: only "
                                        "once per turn.",
        "illegal.pendulum_summon_room": Plural(
            "count", one="{player} has no room for 1 more monster in the Monster Zone.",
            other="{player} has no room for {count} more monsters in the Monster Zone."),
        "illegal.pendulum_summon_extra_zone": "Only one monster of {player}'s Pendulum Summon "
                                              "can come from the Extra Deck: it goes to the "
                                              "Extra Monster Zone.",
        "illegal.pendulum_summon_where": "{card} is in {zone}: a Pendulum Summon takes {player}'s "
                                         "monsters from the hand, and face-up Pendulum Monsters "
                                         "from the Extra Deck.",
        "illegal.pendulum_summon_level": "{card} is Level {level}: a Pendulum Summon with the "
                                         "Pendulum Scales {low} and {high} takes only Levels "
                                         "higher than {low} and lower than {high}.",
        "pendulum_summoned": Plural(
            "count", one="{player} Pendulum Summons {cards} in {position}, with the Pendulum "
                         "Scales {low} and {high}.",
            other="{player} Pendulum Summons {cards} at the same time in {position}, with the "
                  "Pendulum Scales {low} and {high}."),
        "illegal.no_pendulum_zone": "{player} has no empty Pendulum Zone, so {card} cannot "
                                    "activate an effect that places a card there.",
        "would.place_scale": "place a card in a Pendulum Zone",
        "would.place_scale_card": "place {card} in a Pendulum Zone",
        "why.not_placeable": "only a Pendulum Monster not yet in a Pendulum Zone can be placed "
                             "there, and it is in {zone}",
        "why.no_pendulum_zone": "{player} has no empty Pendulum Zone",
        "pendulum.placed": "{link}: {card} is placed face-up in {player}'s Pendulum Zone from "
                           "{zone}, a Pendulum Scale treated as a Spell Card; it is not "
                           "activated.",
        "trigger_event.destroyed_in_monster_zone": "this card is destroyed in the Monster Zone",
        "activation.pendulum": "{player} activates the Pendulum Effect of {card} in the "
                               "Pendulum Zone, a Spell Card's effect (Spell Speed {speed})",
        "illegal.pendulum_timing": "The Pendulum Effect of {card} is a Spell Card's effect of "
                                   "Spell Speed 1: it can only be activated in its "
                                   "controller's own Main Phase, as Chain Link 1 while no "
                                   "chain is open.",
        "illegal.pendulum_effect_not_scale": "This is the Pendulum Effect of {card}: it is "
                                             "activated only while the card is in a Pendulum "
                                             "Zone, and it is in {zone}.",
        "illegal.monster_effect_of_scale": "{card} is in a Pendulum Zone, treated as a Spell "
                                           "Card: only its Pendulum Effect can be activated "
                                           "there, not its monster effects.",
        "kind.pendulum_effect": "Pendulum Effect, a Spell Card's effect",
        "input.ygo.too_many_pendulum_scales": "a player has two Pendulum Zones: at most 2 "
                                              "Pendulum Monsters in `spells_traps` ({rule})",
        # a target in a Pendulum Zone, a Pendulum Scale (3-6-2, 5-2-3)
        "target.pendulum.controller": "in your Pendulum Zone",
        "target.pendulum.opponent": "in your opponent's Pendulum Zone",
        "target.pendulum.any": "in either player's Pendulum Zone",
    },
    "de": {
        "illegal.pendulum_summon_locked": "Solange {scale:der} in der Pendelzone von "
                                          "{player} liegt, kann {player} nur ein Monster "
                                          "({details}) als Pendelbeschwörung beschwören, "
                                          "und {card:der} ist keines.",
        "doing.pendulum_summon": "eine Pendelbeschwörung durchführen",
        "procedure.pendulum": "Pendelbeschwörung",
        "illegal.pendulum_summon_scales": Plural(
            "count", one="{player} hat nur 1 Karte in den Pendelzonen: Eine Pendelbeschwörung "
                         "braucht in beiden Pendelzonen je eine.",
            other="{player} hat {count} Karten in den Pendelzonen: Eine Pendelbeschwörung "
                  "braucht in beiden Pendelzonen je eine."),
        "illegal.pendulum_summon_once": "{player} hat in diesem Spielzug schon eine "
                                        "Pendelbeschwörung durchgeführt: nur einmal pro "
                                        "Spielzug.",
        "illegal.pendulum_summon_room": Plural(
            "count", one="{player} hat in der Monsterzone keinen Platz für 1 weiteres Monster.",
            other="{player} hat in der Monsterzone keinen Platz für {count} weitere Monster."),
        "illegal.pendulum_summon_extra_zone": "Nur ein Monster der Pendelbeschwörung von "
                                              "{player} kann aus dem Extra Deck kommen: Es "
                                              "kommt in die Extra-Monsterzone.",
        "illegal.pendulum_summon_where": "{card:der} liegt in {zone}: Eine Pendelbeschwörung "
                                         "nimmt Monster von {player} aus der Hand und offene "
                                         "Pendelmonster aus dem Extra Deck.",
        "illegal.pendulum_summon_level": "{card:der} ist Stufe {level}: Eine Pendelbeschwörung "
                                         "mit den Pendelbereichen {low} und {high} nimmt nur "
                                         "Stufen höher als {low} und niedriger als {high}.",
        "pendulum_summoned": Plural(
            "count", one="{player} führt mit den Pendelbereichen {low} und {high} eine "
                         "Pendelbeschwörung durch: {cards:der} in {position}.",
            other="{player} führt mit den Pendelbereichen {low} und {high} eine "
                  "Pendelbeschwörung durch: {cards:der} gleichzeitig in {position}."),
        "illegal.no_pendulum_zone": "{player} hat keine freie Pendelzone, also kann "
                                    "{card:der} keinen Effekt aktivieren, der eine Karte "
                                    "dorthin legt.",
        "would.place_scale": "eine Karte in eine Pendelzone legen",
        "would.place_scale_card": "{card:den} in eine Pendelzone legen",
        "why.not_placeable": "nur ein Pendelmonster, das noch nicht in einer Pendelzone liegt, "
                             "kann dorthin gelegt werden, und es liegt in {zone}",
        "why.no_pendulum_zone": "{player} hat keine freie Pendelzone",
        "pendulum.placed": "{link}: {card:der} wird aus {zone} offen in die Pendelzone von "
                           "{player} gelegt und als Zauberkarte behandelt; sie wird nicht "
                           "aktiviert.",
        "trigger_event.destroyed_in_monster_zone": "diese Karte wird in der Monsterzone "
                                                   "zerstört",
        "activation.pendulum": "{player} aktiviert den Pendeleffekt {card:vom} in der "
                               "Pendelzone, den Effekt einer Zauberkarte "
                               "(Zaubergeschwindigkeit {speed})",
        "illegal.pendulum_timing": "Der Pendeleffekt {card:vom} ist der Effekt einer "
                                   "Zauberkarte mit Zaubergeschwindigkeit 1: Er kann nur in "
                                   "der eigenen Main Phase seines Beherrschers als "
                                   "Kettenglied 1 aktiviert werden, solange keine Kette offen "
                                   "ist.",
        "illegal.pendulum_effect_not_scale": "Dies ist der Pendeleffekt {card:vom}: Er wird "
                                             "nur aktiviert, während die Karte in einer "
                                             "Pendelzone liegt, und sie liegt in {zone}.",
        "illegal.monster_effect_of_scale": "{card:der} liegt in einer Pendelzone und wird als "
                                           "Zauberkarte behandelt: Dort kann nur ihr "
                                           "Pendeleffekt aktiviert werden, nicht ihre "
                                           "Monstereffekte.",
        "kind.pendulum_effect": "Pendeleffekt, der Effekt einer Zauberkarte",
        "input.ygo.too_many_pendulum_scales": "ein Spieler hat zwei Pendelzonen: höchstens 2 "
                                              "Pendelmonster in `spells_traps` ({rule})",
        # a target in a Pendulum Zone, a Pendulum Scale (3-6-2, 5-2-3)
        "target.pendulum.controller": "in deiner Pendelzone",
        "target.pendulum.opponent": "in der Pendelzone deines Gegners",
        "target.pendulum.any": "in der Pendelzone eines Spielers",
    },
    "es": {
        "illegal.pendulum_summon_locked": "Mientras {scale:el} esté en la Zona de Péndulo "
                                          "de {player}, {player} solo puede Invocar por "
                                          "Péndulo un monstruo ({details}), y {card:el} no lo "
                                          "es.",
        "doing.pendulum_summon": "Invocar por Péndulo",
        "procedure.pendulum": "Invocación por Péndulo",
        "illegal.pendulum_summon_scales": Plural(
            "count", one="{player} solo tiene 1 carta en las Zonas de Péndulo: una Invocación "
                         "por Péndulo necesita una en cada Zona de Péndulo.",
            other="{player} tiene {count} cartas en las Zonas de Péndulo: una Invocación por "
                  "Péndulo necesita una en cada Zona de Péndulo."),
        "illegal.pendulum_summon_once": "{player} ya ha Invocado por Péndulo en este turno: "
                                        "solo una vez por turno.",
        "illegal.pendulum_summon_room": Plural(
            "count", one="{player} no tiene espacio para 1 monstruo más en la Zona de "
                         "Monstruos.",
            other="{player} no tiene espacio para {count} monstruos más en la Zona de "
                  "Monstruos."),
        "illegal.pendulum_summon_extra_zone": "Solo un monstruo de la Invocación por Péndulo "
                                              "de {player} puede venir del Deck Extra: va a la "
                                              "Zona de Monstruos Extra.",
        "illegal.pendulum_summon_where": "{card:el} está en {zone}: una Invocación por Péndulo "
                                         "toma los monstruos de {player} de la mano y los "
                                         "Monstruos de Péndulo boca arriba del Deck Extra.",
        "illegal.pendulum_summon_level": "{card:el} es de Nivel {level}: una Invocación por "
                                         "Péndulo con las Escalas de Péndulo {low} y {high} "
                                         "solo toma Niveles mayores que {low} y menores que "
                                         "{high}.",
        "pendulum_summoned": Plural(
            "count", one="{player} Invoca por Péndulo {cards:el} en {position}, con las "
                         "Escalas de Péndulo {low} y {high}.",
            other="{player} Invoca por Péndulo {cards:el} a la vez en {position}, con las "
                  "Escalas de Péndulo {low} y {high}."),
        "illegal.no_pendulum_zone": "{player} no tiene ninguna Zona de Péndulo libre, así "
                                    "que {card:el} no puede activar un efecto que coloca una "
                                    "carta allí.",
        "would.place_scale": "colocar una carta en una Zona de Péndulo",
        "would.place_scale_card": "colocar {card:el} en una Zona de Péndulo",
        "why.not_placeable": "solo un Monstruo de Péndulo que aún no está en una Zona de Péndulo "
                             "puede colocarse allí, y está en {zone}",
        "why.no_pendulum_zone": "{player} no tiene ninguna Zona de Péndulo libre",
        "pendulum.placed": "{link}: {card:el} se coloca boca arriba desde {zone} en la Zona de "
                           "Péndulo de {player} y se trata como una Carta Mágica; no se activa.",
        "trigger_event.destroyed_in_monster_zone": "esta carta es destruida en la Zona de "
                                                   "Monstruos",
        "activation.pendulum": "{player} activa el efecto de Péndulo {card:del} en la Zona de "
                               "Péndulo, un efecto de Carta Mágica (Velocidad de Hechizo "
                               "{speed})",
        "illegal.pendulum_timing": "El efecto de Péndulo {card:del} es un efecto de Carta "
                                   "Mágica de Velocidad de Hechizo 1: solo se puede activar "
                                   "en la Main Phase de su controlador, como Eslabón de "
                                   "Cadena 1 sin ninguna Cadena abierta.",
        "illegal.pendulum_effect_not_scale": "Este es el efecto de Péndulo {card:del}: solo se "
                                             "activa mientras la carta está en una Zona de "
                                             "Péndulo, y está en {zone}.",
        "illegal.monster_effect_of_scale": "{card:el} está en una Zona de Péndulo y se trata "
                                           "como una Carta Mágica: allí solo se puede "
                                           "activar su efecto de Péndulo, no sus efectos de "
                                           "monstruo.",
        "kind.pendulum_effect": "efecto de Péndulo, un efecto de Carta Mágica",
        "input.ygo.too_many_pendulum_scales": "un jugador tiene dos Zonas de Péndulo: como "
                                              "máximo 2 Monstruos de Péndulo en "
                                              "`spells_traps` ({rule})",
        # a target in a Pendulum Zone, a Pendulum Scale (3-6-2, 5-2-3)
        "target.pendulum.controller": "en tu Zona de Péndulo",
        "target.pendulum.opponent": "en la Zona de Péndulo de tu adversario",
        "target.pendulum.any": "en la Zona de Péndulo de cualquier jugador",
    },
    "fr": {
        "illegal.pendulum_summon_locked": "Tant que {scale:le} est dans la Zone Pendule de "
                                          "{player}, {player} ne peut Invoquer par Pendule "
                                          "qu'un monstre ({details}), et {card:le} n'en est "
                                          "pas un.",
        "doing.pendulum_summon": "Invoquer par Pendule",
        "procedure.pendulum": "Invocation Pendule",
        "illegal.pendulum_summon_scales": Plural(
            "count", one="{player} n'a qu'une carte dans les Zones Pendule : une Invocation "
                         "Pendule en demande une dans chacune des deux Zones Pendule.",
            other="{player} a {count} cartes dans les Zones Pendule : une Invocation Pendule "
                  "en demande une dans chacune des deux Zones Pendule."),
        "illegal.pendulum_summon_once": "{player} a déjà Invoqué par Pendule ce tour : une "
                                        "seule fois par tour.",
        "illegal.pendulum_summon_room": Plural(
            "count", one="{player} n'a pas la place pour 1 monstre de plus dans la Zone "
                         "Monstre.",
            other="{player} n'a pas la place pour {count} monstres de plus dans la Zone "
                  "Monstre."),
        "illegal.pendulum_summon_extra_zone": "Un seul monstre de l'Invocation Pendule de "
                                              "{player} peut venir de l'Extra Deck : il va dans "
                                              "la Zone Monstre Extra.",
        "illegal.pendulum_summon_where": "{card:le} est dans {zone} : une Invocation Pendule "
                                         "prend les monstres de {player} dans la main, et les "
                                         "Monstres Pendule face recto dans l'Extra Deck.",
        "illegal.pendulum_summon_level": "{card:le} est Niveau {level} : une Invocation Pendule "
                                         "avec les Échelles Pendule {low} et {high} ne prend "
                                         "que les Niveaux supérieurs à {low} et inférieurs à "
                                         "{high}.",
        "pendulum_summoned": Plural(
            "count", one="{player} Invoque par Pendule {cards:le} en {position}, avec les "
                         "Échelles Pendule {low} et {high}.",
            other="{player} Invoque par Pendule {cards:le} en même temps en {position}, avec "
                  "les Échelles Pendule {low} et {high}."),
        "illegal.no_pendulum_zone": "{player} n'a aucune Zone Pendule libre, donc {card:le} "
                                    "ne peut pas activer un effet qui y place une carte.",
        "would.place_scale": "placer une carte dans une Zone Pendule",
        "would.place_scale_card": "placer {card:le} dans une Zone Pendule",
        "why.not_placeable": "seul un Monstre Pendule qui n'est pas déjà dans une Zone Pendule "
                             "peut y être placé, et il est dans {zone}",
        "why.no_pendulum_zone": "{player} n'a aucune Zone Pendule libre",
        "pendulum.placed": "{link} : {card:le} est placé face recto depuis {zone} dans la Zone "
                           "Pendule de {player} et traité comme une Carte Magie ; il n'est pas "
                           "activé.",
        "trigger_event.destroyed_in_monster_zone": "cette carte est détruite dans la Zone "
                                                   "Monstre",
        "activation.pendulum": "{player} active l'effet Pendule {card:du} dans la Zone "
                               "Pendule, un effet de Carte Magie (Vitesse de Sort {speed})",
        "illegal.pendulum_timing": "L'effet Pendule {card:du} est un effet de Carte Magie de "
                                   "Vitesse de Sort 1 : il ne s'active que pendant la Main "
                                   "Phase de son contrôleur, comme Maillon de la Chaîne 1, "
                                   "quand aucune Chaîne n'est ouverte.",
        "illegal.pendulum_effect_not_scale": "C'est l'effet Pendule {card:du} : il ne s'active "
                                             "que tant que la carte est dans une Zone "
                                             "Pendule, et elle est dans {zone}.",
        "illegal.monster_effect_of_scale": "{card:le} est dans une Zone Pendule, traité comme "
                                           "une Carte Magie : seul son effet Pendule peut "
                                           "s'y activer, pas ses effets de monstre.",
        "kind.pendulum_effect": "effet Pendule, un effet de Carte Magie",
        "input.ygo.too_many_pendulum_scales": "un joueur a deux Zones Pendule : au plus 2 "
                                              "Monstres Pendule dans `spells_traps` ({rule})",
        # a target in a Pendulum Zone, a Pendulum Scale (3-6-2, 5-2-3)
        "target.pendulum.controller": "dans votre Zone Pendule",
        "target.pendulum.opponent": "dans la Zone Pendule de votre adversaire",
        "target.pendulum.any": "dans la Zone Pendule de l'un des joueurs",
    },
    "it": {
        "illegal.pendulum_summon_locked": "Finché {scale:il} è nella Zona Pendulum di "
                                          "{player}, {player} può effettuare un'Evocazione "
                                          "Pendulum solo di un mostro ({details}), e {card:il} "
                                          "non lo è.",
        "doing.pendulum_summon": "effettuare un'Evocazione Pendulum",
        "procedure.pendulum": "un'Evocazione Pendulum",
        "illegal.pendulum_summon_scales": Plural(
            "count", one="{player} ha solo 1 carta nelle Zone Pendulum: un'Evocazione Pendulum "
                         "ne richiede una in entrambe le Zone Pendulum.",
            other="{player} ha {count} carte nelle Zone Pendulum: un'Evocazione Pendulum ne "
                  "richiede una in entrambe le Zone Pendulum."),
        "illegal.pendulum_summon_once": "{player} ha già effettuato un'Evocazione Pendulum in "
                                        "questo turno: solo una volta per turno.",
        "illegal.pendulum_summon_room": Plural(
            "count", one="{player} non ha spazio per 1 altro mostro nella Zona Mostri.",
            other="{player} non ha spazio per altri {count} mostri nella Zona Mostri."),
        "illegal.pendulum_summon_extra_zone": "Solo un mostro dell'Evocazione Pendulum di "
                                              "{player} può venire dall'Extra Deck: va nella "
                                              "Zona Mostri Extra.",
        "illegal.pendulum_summon_where": "{card:il} si trova {zone:nel}: un'Evocazione Pendulum "
                                         "prende i mostri di {player} dalla mano, e i Mostri "
                                         "Pendulum scoperti dall'Extra Deck.",
        "illegal.pendulum_summon_level": "{card:il} è di Livello {level}: un'Evocazione "
                                         "Pendulum con i Valori Pendulum {low} e {high} prende "
                                         "solo Livelli superiori a {low} e inferiori a {high}.",
        "pendulum_summoned": Plural(
            "count", one="{player} Evoca tramite Evocazione Pendulum {cards:il} in {position}, "
                         "con i Valori Pendulum {low} e {high}.",
            other="{player} Evoca tramite Evocazione Pendulum {cards:il} "
                  "contemporaneamente in {position}, con i Valori Pendulum {low} e {high}."),
        "illegal.no_pendulum_zone": "{player} non ha nessuna Zona Pendulum libera, quindi "
                                    "{card:il} non può attivare un effetto che vi colloca una "
                                    "carta.",
        "would.place_scale": "collocare una carta in una Zona Pendulum",
        "would.place_scale_card": "collocare {card:il} in una Zona Pendulum",
        "why.not_placeable": "solo un Mostro Pendulum che non è già in una Zona Pendulum può "
                             "esservi collocato, e si trova {zone:nel}",
        "why.no_pendulum_zone": "{player} non ha nessuna Zona Pendulum libera",
        "pendulum.placed": "{link}: {card:il} viene collocato scoperto {zone:dal} nella Zona "
                           "Pendulum di {player} e considerato una Carta Magia; non viene "
                           "attivato.",
        "trigger_event.destroyed_in_monster_zone": "questa carta viene distrutta nella Zona "
                                                   "Mostri",
        "activation.pendulum": "{player} attiva l'effetto Pendulum {card:del} nella Zona "
                               "Pendulum, un effetto di Carta Magia (Velocità di Magia "
                               "{speed})",
        "illegal.pendulum_timing": "L'effetto Pendulum {card:del} è un effetto di Carta Magia "
                                   "con Velocità di Magia 1: si può attivare solo nella Main "
                                   "Phase del suo controllore, come Anello della Catena 1 "
                                   "quando nessuna Catena è aperta.",
        "illegal.pendulum_effect_not_scale": "Questo è l'effetto Pendulum {card:del}: si "
                                             "attiva solo mentre la carta è in una Zona "
                                             "Pendulum, e si trova {zone:nel}.",
        "illegal.monster_effect_of_scale": "{card:il} è in una Zona Pendulum e viene "
                                           "considerato una Carta Magia: lì si può attivare "
                                           "solo il suo effetto Pendulum, non i suoi effetti "
                                           "di mostro.",
        "kind.pendulum_effect": "effetto Pendulum, un effetto di Carta Magia",
        "input.ygo.too_many_pendulum_scales": "un giocatore ha due Zone Pendulum: al massimo "
                                              "2 Mostri Pendulum in `spells_traps` ({rule})",
        # a target in a Pendulum Zone, a Pendulum Scale (3-6-2, 5-2-3)
        "target.pendulum.controller": "nella tua Zona Pendulum",
        "target.pendulum.opponent": "nella Zona Pendulum del tuo avversario",
        "target.pendulum.any": "nella Zona Pendulum di uno dei due giocatori",
    },
}
