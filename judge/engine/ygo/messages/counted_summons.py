"""The words of several monsters Special Summoned together by one `fetch` with an exact
`count` ("Special Summon 2 "Krawler" monsters ... from your Deck", counted_summons.py, 8-7-3),
which each language's catalogue takes from here (`MESSAGES.update(COUNTED_SUMMONS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

COUNTED_SUMMONS: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.summon_together_no_room": Plural(
            "free",
            one="{card} cannot be activated: it Special Summons {count} monsters at once, and "
                "{player} has only 1 unused Main Monster Zone, even after its cost.",
            other="{card} cannot be activated: it Special Summons {count} monsters at once, "
                  "and {player} has only {free} unused Main Monster Zones, even after its "
                  "cost."),
        "would.fetch.field_together": "Special Summon {count} monsters at once",
        "why.together_no_room": Plural(
            "free",
            zero="no Main Monster Zone is unused, and the {count} monsters are Special Summoned "
                 "together or not at all",
            one="only 1 Main Monster Zone is unused, and the {count} monsters are Special "
                "Summoned together or not at all",
            other="only {free} Main Monster Zones are unused, and the {count} monsters are "
                  "Special Summoned together or not at all"),
        "why.together_card_gone": "one of the {count} cards named is no longer there to take, "
                                  "and the {count} monsters are Special Summoned together or "
                                  "not at all",
    },
    "de": {
        "illegal.summon_together_no_room": Plural(
            "free",
            one="{card:der} kann nicht aktiviert werden: Die Karte beschwört {count} Monster "
                "gleichzeitig als Spezialbeschwörung, und {player} hat auch nach den Kosten "
                "nur 1 freie Main-Monsterzone.",
            other="{card:der} kann nicht aktiviert werden: Die Karte beschwört {count} Monster "
                  "gleichzeitig als Spezialbeschwörung, und {player} hat auch nach den Kosten "
                  "nur {free} freie Main-Monsterzonen."),
        "would.fetch.field_together": "{count} Monster gleichzeitig als Spezialbeschwörung "
                                      "beschwören",
        "why.together_no_room": Plural(
            "free",
            zero="keine Main-Monsterzone ist frei, und die {count} Monster werden nur "
                 "gemeinsam oder gar nicht als Spezialbeschwörung beschworen",
            one="nur 1 Main-Monsterzone ist frei, und die {count} Monster werden nur "
                "gemeinsam oder gar nicht als Spezialbeschwörung beschworen",
            other="nur {free} Main-Monsterzonen sind frei, und die {count} Monster werden nur "
                  "gemeinsam oder gar nicht als Spezialbeschwörung beschworen"),
        "why.together_card_gone": "eine der {count} genannten Karten ist nicht mehr dort, um "
                                  "genommen zu werden, und die {count} Monster werden nur "
                                  "gemeinsam oder gar nicht als Spezialbeschwörung beschworen",
    },
    "es": {
        "illegal.summon_together_no_room": Plural(
            "free",
            one="{card:el} no se puede activar: Invoca de Modo Especial {count} monstruos a la "
                "vez, y {player} solo tiene 1 Zona de Monstruos Principal libre, incluso "
                "después de pagar su coste.",
            other="{card:el} no se puede activar: Invoca de Modo Especial {count} monstruos a "
                  "la vez, y {player} solo tiene {free} Zonas de Monstruos Principales libres, "
                  "incluso después de pagar su coste."),
        "would.fetch.field_together": "Invocar de Modo Especial {count} monstruos a la vez",
        "why.together_no_room": Plural(
            "free",
            zero="no queda ninguna Zona de Monstruos Principal libre, y los {count} monstruos "
                 "se Invocan de Modo Especial todos juntos o ninguno",
            one="solo queda 1 Zona de Monstruos Principal libre, y los {count} monstruos se "
                "Invocan de Modo Especial todos juntos o ninguno",
            other="solo quedan {free} Zonas de Monstruos Principales libres, y los {count} "
                  "monstruos se Invocan de Modo Especial todos juntos o ninguno"),
        "why.together_card_gone": "una de las {count} cartas nombradas ya no está ahí para "
                                  "tomarla, y los {count} monstruos se Invocan de Modo "
                                  "Especial todos juntos o ninguno",
    },
    "fr": {
        "illegal.summon_together_no_room": Plural(
            "free",
            one="{card:le} ne peut pas être activé : il Invoque Spécialement {count} monstres à "
                "la fois, et {player} n'a qu'une seule Zone Monstre Main libre, même après le "
                "paiement de son coût.",
            other="{card:le} ne peut pas être activé : il Invoque Spécialement {count} monstres "
                  "à la fois, et {player} n'a que {free} Zones Monstre Main libres, même après "
                  "le paiement de son coût."),
        "would.fetch.field_together": "Invoquer Spécialement {count} monstres à la fois",
        "why.together_no_room": Plural(
            "free",
            zero="aucune Zone Monstre Main n'est libre, et les {count} monstres sont Invoqués "
                 "Spécialement ensemble ou pas du tout",
            one="une seule Zone Monstre Main est libre, et les {count} monstres sont Invoqués "
                "Spécialement ensemble ou pas du tout",
            other="seules {free} Zones Monstre Main sont libres, et les {count} monstres sont "
                  "Invoqués Spécialement ensemble ou pas du tout"),
        "why.together_card_gone": "l'une des {count} cartes nommées n'est plus là où il "
                                  "fallait la prendre, et les {count} monstres sont Invoqués "
                                  "Spécialement ensemble ou pas du tout",
    },
    "it": {
        "illegal.summon_together_no_room": Plural(
            "free",
            one="{card:il} non può essere attivata: Evoca Specialmente {count} mostri insieme, "
                "e {player} ha solo 1 Zona Mostri Main libera, anche dopo aver pagato il suo "
                "costo.",
            other="{card:il} non può essere attivata: Evoca Specialmente {count} mostri "
                  "insieme, e {player} ha solo {free} Zone Mostri Main libere, anche dopo aver "
                  "pagato il suo costo."),
        "would.fetch.field_together": "Evocare Specialmente {count} mostri insieme",
        "why.together_no_room": Plural(
            "free",
            zero="nessuna Zona Mostri Main è libera, e i {count} mostri vengono Evocati "
                 "Specialmente tutti insieme o nessuno",
            one="solo 1 Zona Mostri Main è libera, e i {count} mostri vengono Evocati "
                "Specialmente tutti insieme o nessuno",
            other="solo {free} Zone Mostri Main sono libere, e i {count} mostri vengono "
                  "Evocati Specialmente tutti insieme o nessuno"),
        "why.together_card_gone": "una delle {count} carte indicate non è più lì da prendere, "
                                  "e i {count} mostri vengono Evocati Specialmente tutti "
                                  "insieme o nessuno",
    },
}
