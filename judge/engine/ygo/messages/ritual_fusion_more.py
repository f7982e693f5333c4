"""The words of Ritual Summons from a place other than the hand ("Ritual Summon 1 Ritual
Monster from your hand or GY", 8-5-1; effect_summons.py) and of a Fusion Monster's own
procedure with "the above cards" (8-4-8; contact.py), which each language's catalogue
takes from here (`MESSAGES.update(RITUAL_FUSION_MORE["de"])`), in the terms of each language's
cards (Ritualbeschwörung, Invocación por Ritual, Invocation Rituelle, Evocazione Rituale)."""
from __future__ import annotations

from ...core.catalogue import Message

RITUAL_FUSION_MORE: dict[str, dict[str, Message]] = {
    "en": {
        "summoned_by_effect.fusion.shuffled": "{link}: {player} Fusion Summons {card} from "
                                              "the Extra Deck in {position}, shuffling "
                                              "{materials} into the Deck as its Fusion "
                                              "Materials.",
        "summoned_by_effect.ritual.both": "{link}: {player} Ritual Summons {card} from {zone} "
                                          "in {position}, Tributing {materials} and banishing "
                                          "{banished} from the Graveyard.",
        "summoned_by_effect.ritual.graveyard": "{link}: {player} Ritual Summons {card} from "
                                               "{zone} in {position}, banishing {banished} from "
                                               "the Graveyard.",
        "why.fusion_with_self": "its text says {card} itself must be one of the Fusion "
                                "Materials, and it is not named among them",
        "illegal.contact_materials": "To Special Summon {card} by its own procedure, {player} "
                                     "must {do} the monsters its first line lists, one for "
                                     "each ({listed}), from where its text says: the action's "
                                     "“cost” must name exactly those cards.",
        "procedure_cost.shuffle": "{player} shuffles {cards} into the Deck to Special Summon "
                                  "{card}.",
        "procedure_cost.deck_shuffled": "{player} shuffles their Deck.",
        "why.ritual_with_self": "its text says {card} itself, on the field, must be one of "
                                "the Tributes, and it is not named among them",
        "why.summon_pick.ritual.from": "{card} is not a Ritual Monster of its player in a "
                                       "place the card Ritual Summons from (it is in {zone})",
        "why.summon_pick.ritual.from.details": "{card} is not a Ritual Monster of its player "
                                               "in a place the card Ritual Summons from, as "
                                               "the card asks ({details})",
        "summoned_by_effect.ritual.from": "{link}: {player} Ritual Summons {card} from {zone} "
                                          "in {position}, Tributing {materials}.",
        "summoned_by_effect.ritual.sent.from": "{link}: {player} Ritual Summons {card} from "
                                               "{zone} in {position}, sending {materials} to "
                                               "the Graveyard.",
    },
    "de": {
        "summoned_by_effect.fusion.shuffled": "{link}: {player} beschwört {card:den} als "
                                              "Fusionsbeschwörung aus dem Extra Deck, in "
                                              "{position}, und mischt {materials:den} als "
                                              "Fusionsmaterial ins Deck.",
        "summoned_by_effect.ritual.both": "{link}: {player} beschwört {card:den} als "
                                          "Ritualbeschwörung aus {zone}, in {position}, bietet "
                                          "{materials:den} als Tribut an und verbannt "
                                          "{banished:den} aus dem Friedhof.",
        "summoned_by_effect.ritual.graveyard": "{link}: {player} beschwört {card:den} als "
                                               "Ritualbeschwörung aus {zone}, in {position}, "
                                               "und verbannt {banished:den} aus dem Friedhof.",
        "why.fusion_with_self": "sein Text sagt, dass diese Karte selbst ({card}) eines der "
                                "Fusionsmaterialien sein muss, doch die genannten Materialien "
                                "enthalten sie nicht",
        "illegal.contact_materials": "Um {card:den} nach seinem eigenen Verfahren als "
                                     "Spezialbeschwörung zu beschwören, muss {player} die "
                                     "Monster, die seine erste Zeile aufführt (je eines: "
                                     "{listed}), von dort, wo sein Text es sagt, {do}: "
                                     "„cost“ der Aktion muss genau diese Karten nennen.",
        "procedure_cost.shuffle": "{player} mischt {cards:den} ins Deck, um {card:den} als "
                                  "Spezialbeschwörung zu beschwören.",
        "procedure_cost.deck_shuffled": "{player} mischt sein Deck.",
        "why.ritual_with_self": "sein Text sagt, dass diese Karte selbst ({card}), auf dem "
                                "Spielfeld, einer der Tribute sein muss, doch die genannten "
                                "Tribute enthalten sie nicht",
        "why.summon_pick.ritual.from": "{card:der} ist kein Ritualmonster seines Spielers an "
                                       "einem Ort, aus dem die Karte als Ritualbeschwörung "
                                       "beschwört (sondern in {zone})",
        "why.summon_pick.ritual.from.details": "{card:der} ist kein Ritualmonster seines "
                                               "Spielers an einem Ort, aus dem die Karte als "
                                               "Ritualbeschwörung beschwört, wie die Karte es "
                                               "verlangt ({details})",
        "summoned_by_effect.ritual.from": "{link}: {player} beschwört {card:den} als "
                                          "Ritualbeschwörung aus {zone}, in {position}, und "
                                          "bietet {materials:den} als Tribut an.",
        "summoned_by_effect.ritual.sent.from": "{link}: {player} beschwört {card:den} als "
                                               "Ritualbeschwörung aus {zone}, in {position}, "
                                               "und legt {materials:den} auf den Friedhof.",
    },
    "es": {
        "summoned_by_effect.fusion.shuffled": "{link}: {player} Invoca por Fusión {card:el} "
                                              "desde el Deck Extra en {position}, barajando "
                                              "{materials:el} en el Deck como sus Materiales de "
                                              "Fusión.",
        "summoned_by_effect.ritual.both": "{link}: {player} Invoca por Ritual {card:el} desde "
                                          "{zone} en {position}, Sacrificando {materials:el} y "
                                          "desterrando {banished:el} del Cementerio.",
        "summoned_by_effect.ritual.graveyard": "{link}: {player} Invoca por Ritual {card:el} "
                                               "desde {zone} en {position}, desterrando "
                                               "{banished:el} del Cementerio.",
        "why.fusion_with_self": "su texto dice que la propia carta ({card}) debe ser uno de "
                                "los Materiales de Fusión, y no está entre los nombrados",
        "illegal.contact_materials": "Para Invocar de Modo Especial {card:el} por su propio "
                                     "procedimiento, {player} debe {do} los monstruos que "
                                     "indica su primera línea, uno por cada uno ({listed}), "
                                     "desde donde dice su texto: el “cost” de la acción debe "
                                     "nombrar exactamente esas cartas.",
        "procedure_cost.shuffle": "{player} baraja {cards:el} en el Deck para Invocar de Modo "
                                  "Especial {card:el}.",
        "procedure_cost.deck_shuffled": "{player} baraja su Deck.",
        "why.ritual_with_self": "su texto dice que la propia carta ({card}), en el Campo, debe "
                                "ser uno de los monstruos Sacrificados, y no está entre los "
                                "nombrados",
        "why.summon_pick.ritual.from": "{card:el} no es un Monstruo de Ritual de su jugador "
                                       "en un lugar desde el que la carta Invoca por Ritual "
                                       "(está en {zone})",
        "why.summon_pick.ritual.from.details": "{card:el} no es un Monstruo de Ritual de su "
                                               "jugador en un lugar desde el que la carta "
                                               "Invoca por Ritual, como pide la carta "
                                               "({details})",
        "summoned_by_effect.ritual.from": "{link}: {player} Invoca por Ritual {card:el} desde "
                                          "{zone} en {position}, Sacrificando {materials:el}.",
        "summoned_by_effect.ritual.sent.from": "{link}: {player} Invoca por Ritual {card:el} "
                                               "desde {zone} en {position}, mandando "
                                               "{materials:el} al Cementerio.",
    },
    "fr": {
        "summoned_by_effect.fusion.shuffled": "{link} : {player} Invoque par Fusion "
                                              "{card:le} depuis l'Extra Deck en {position}, en "
                                              "mélangeant {materials:le} dans le Deck comme ses "
                                              "Matériels de Fusion.",
        "summoned_by_effect.ritual.both": "{link} : {player} Invoque Rituellement {card:le} "
                                          "depuis {zone} en {position}, en Sacrifiant "
                                          "{materials:le} et en bannissant {banished:le} du "
                                          "Cimetière.",
        "summoned_by_effect.ritual.graveyard": "{link} : {player} Invoque Rituellement "
                                               "{card:le} depuis {zone} en {position}, en "
                                               "bannissant {banished:le} du Cimetière.",
        "why.fusion_with_self": "son texte dit que cette carte même ({card}) doit être l'un "
                                "des Matériels de Fusion, et elle n'est pas nommée parmi eux",
        "illegal.contact_materials": "Pour Invoquer Spécialement {card:le} par sa propre "
                                     "procédure, {player} doit {do} les monstres que sa "
                                     "première ligne indique, un pour chacun ({listed}), "
                                     "depuis là où son texte le dit : le « cost » de l'action "
                                     "doit nommer exactement ces cartes.",
        "procedure_cost.shuffle": "{player} mélange {cards:le} dans le Deck pour Invoquer "
                                  "Spécialement {card:le}.",
        "procedure_cost.deck_shuffled": "{player} mélange son Deck.",
        "why.ritual_with_self": "son texte dit que cette carte même ({card}), sur le Terrain, "
                                "doit être l'un des monstres Sacrifiés, et elle n'est pas "
                                "nommée parmi eux",
        "why.summon_pick.ritual.from": "{card:le} n'est pas un Monstre Rituel de son joueur "
                                       "dans un lieu depuis lequel la carte Invoque "
                                       "Rituellement ({card:il|elle} est dans {zone})",
        "why.summon_pick.ritual.from.details": "{card:le} n'est pas un Monstre Rituel de son "
                                               "joueur dans un lieu depuis lequel la carte "
                                               "Invoque Rituellement, tel que la carte le "
                                               "demande ({details})",
        "summoned_by_effect.ritual.from": "{link} : {player} Invoque Rituellement {card:le} "
                                          "depuis {zone} en {position}, en Sacrifiant "
                                          "{materials:le}.",
        "summoned_by_effect.ritual.sent.from": "{link} : {player} Invoque Rituellement "
                                               "{card:le} depuis {zone} en {position}, en "
                                               "envoyant {materials:le} au Cimetière.",
    },
    "it": {
        "summoned_by_effect.fusion.shuffled": "{link}: {player} Evoca tramite Fusione "
                                              "{card:il} dall'Extra Deck in {position}, "
                                              "mischiando {materials:il} nel Deck come suoi "
                                              "Materiali da Fusione.",
        "summoned_by_effect.ritual.both": "{link}: {player} Evoca Ritualmente {card:il} "
                                          "{zone:dal} in {position}, offrendo {materials:il} "
                                          "come Tributo e bandendo {banished:il} dal Cimitero.",
        "summoned_by_effect.ritual.graveyard": "{link}: {player} Evoca Ritualmente {card:il} "
                                               "{zone:dal} in {position}, bandendo "
                                               "{banished:il} dal Cimitero.",
        "why.fusion_with_self": "il suo testo dice che questa stessa carta ({card}) deve "
                                "essere uno dei Materiali da Fusione, e non è nominata tra "
                                "questi",
        "illegal.contact_materials": "Per Evocare Specialmente {card:il} con la sua "
                                     "procedura, {player} deve {do} i mostri che la sua prima "
                                     "riga elenca, uno per ciascuno ({listed}), da dove dice "
                                     "il suo testo: il “cost” dell'azione deve nominare "
                                     "esattamente quelle carte.",
        "procedure_cost.shuffle": "{player} mischia {cards:il} nel Deck per Evocare "
                                  "Specialmente {card:il}.",
        "procedure_cost.deck_shuffled": "{player} mischia il suo Deck.",
        "why.ritual_with_self": "il suo testo dice che questa stessa carta ({card}), sul "
                                "Terreno, deve essere uno dei Tributi, e non è nominata tra "
                                "questi",
        "why.summon_pick.ritual.from": "{card:il} non è un Mostro Rituale del suo giocatore "
                                       "in un luogo da cui la carta Evoca Ritualmente (si "
                                       "trova {zone:nel})",
        "why.summon_pick.ritual.from.details": "{card:il} non è un Mostro Rituale del suo "
                                               "giocatore in un luogo da cui la carta Evoca "
                                               "Ritualmente, come chiede la carta ({details})",
        "summoned_by_effect.ritual.from": "{link}: {player} Evoca Ritualmente {card:il} "
                                          "{zone:dal} in {position}, offrendo {materials:il} "
                                          "come Tributo.",
        "summoned_by_effect.ritual.sent.from": "{link}: {player} Evoca Ritualmente {card:il} "
                                               "{zone:dal} in {position}, mandando "
                                               "{materials:il} nel Cimitero.",
    },
}
