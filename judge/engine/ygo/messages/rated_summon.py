"""The words of the Tri-Brigade steps (rated_summon.py): a Link Monster Special Summoned from the
Extra Deck with a Link Rating equal to the count of the cost (5-2-34) and the Link Material its
player may use for the rest of the turn (8-5-20), which each language's catalogue takes from
here (`MESSAGES.update(RATED_SUMMON["de"])`), in the terms of each language's cards (Linkzahl,
Linkmaterial; Rating de Enlace, Material de Enlace; Classification Lien, Matériel Lien;
Classificazione Link, Materiale Link)."""
from __future__ import annotations

from ...core.catalogue import Message

RATED_SUMMON: dict[str, dict[str, Message]] = {
    "en": {
        "rated_summon.summoned": "{link}: {player} Special Summons {card} (Link-{rating}) from "
                                 "the Extra Deck in Attack Position; the effect Summons it, "
                                 "not a Link Summon, so it is not properly Summoned.",
        "illegal.rated_summon": "{card} cannot be activated so: the monster its activation "
                                "names (pick) could not be Special Summoned by it, since {why}.",
        "would.rated_summon": "Special Summon a Link Monster from the Extra Deck with a Link "
                              "Rating equal to the number of cards the cost gave up",
        "why.rated_summon.no_pick": "no monster was named to summon",
        "why.rated_summon.pick": "{card} is not a Link Monster in that player's Extra Deck "
                                 "with a Link Rating of {count}, the number of cards the cost "
                                 "gave up, as the card describes it ({requirement})",
        "link_material_locked": "{link}: for the rest of this turn {player} can only use "
                                "monsters ({details}) as Link Material.",
        "illegal.link_material_locked": "{player} cannot use {material} as Link Material for "
                                        "{card}: for the rest of this turn an effect lets them "
                                        "use only monsters ({details}) as Link Material.",
    },
    "de": {
        "rated_summon.summoned": "{link}: {player} beschwört {card:den} (Link-{rating}) als "
                                 "Spezialbeschwörung aus dem Extra Deck, in Angriffsposition; "
                                 "das ist eine Beschwörung durch den Effekt, keine "
                                 "Linkbeschwörung, also wurde {card:er|sie|es} nicht "
                                 "ordnungsgemäß beschworen.",
        "illegal.rated_summon": "{card:der} kann so nicht aktiviert werden: Das Monster, das "
                                "die Aktivierung nennt (pick), könnte dadurch nicht als "
                                "Spezialbeschwörung beschworen werden, denn {why}.",
        "would.rated_summon": "ein Linkmonster als Spezialbeschwörung aus dem Extra Deck "
                              "beschwören, dessen Linkzahl der Anzahl der als Kosten "
                              "abgegebenen Karten entspricht",
        "why.rated_summon.no_pick": "es wurde kein Monster zum Beschwören genannt",
        "why.rated_summon.pick": "{card:der} ist kein Linkmonster im Extra Deck dieses "
                                 "Spielers mit Linkzahl {count}, der Anzahl der als Kosten "
                                 "abgegebenen Karten, wie die Karte es beschreibt "
                                 "({requirement})",
        "link_material_locked": "{link}: Für den Rest dieses Spielzugs kann {player} nur "
                                "Monster ({details}) als Linkmaterial verwenden.",
        "illegal.link_material_locked": "{player} kann {material:den} nicht als Linkmaterial "
                                        "für {card:den} verwenden: Ein Effekt erlaubt für den "
                                        "Rest dieses Spielzugs nur Monster ({details}) als "
                                        "Linkmaterial.",
    },
    "es": {
        "rated_summon.summoned": "{link}: {player} Invoca de Modo Especial {card:el} "
                                 "(Link-{rating}) desde el Deck Extra en Posición de Ataque; "
                                 "lo Invoca el efecto, no es una Invocación por Enlace, así "
                                 "que no se considera {card:Invocado|Invocada} correctamente.",
        "illegal.rated_summon": "{card:el} no puede activarse así: el monstruo que nombra la "
                                "activación (pick) no podría ser Invocado de Modo Especial "
                                "por él, ya que {why}.",
        "would.rated_summon": "Invocar de Modo Especial desde el Deck Extra un Monstruo de "
                              "Enlace con Rating de Enlace igual al número de cartas dadas "
                              "como coste",
        "why.rated_summon.no_pick": "no se nombró ningún monstruo para invocar",
        "why.rated_summon.pick": "{card:el} no es un Monstruo de Enlace del Deck Extra de ese "
                                 "jugador con Rating de Enlace {count}, el número de cartas "
                                 "dadas como coste, tal como lo describe la carta "
                                 "({requirement})",
        "link_material_locked": "{link}: durante el resto de este turno {player} solo puede "
                                "usar monstruos ({details}) como Material de Enlace.",
        "illegal.link_material_locked": "{player} no puede usar {material:el} como Material de "
                                        "Enlace para {card:el}: durante el resto de este turno "
                                        "un efecto solo le deja usar monstruos ({details}) "
                                        "como Material de Enlace.",
    },
    "fr": {
        "rated_summon.summoned": "{link} : {player} Invoque Spécialement {card:le} "
                                 "(Link-{rating}) depuis l'Extra Deck en Position d'Attaque ; "
                                 "c'est l'effet qui l'Invoque, pas une Invocation par Lien, "
                                 "{card:il|elle} n'est donc pas {card:Invoqué|Invoquée} "
                                 "correctement.",
        "illegal.rated_summon": "{card:le} ne peut pas être activé ainsi : le monstre que nomme "
                                "l'activation (pick) ne pourrait pas être Invoqué Spécialement "
                                "par lui, car {why}.",
        "would.rated_summon": "Invoquer Spécialement depuis l'Extra Deck un Monstre Lien dont "
                              "la Classification Lien est égale au nombre de cartes données "
                              "comme coût",
        "why.rated_summon.no_pick": "aucun monstre n'a été nommé pour être Invoqué",
        "why.rated_summon.pick": "{card:le} n'est pas un Monstre Lien de l'Extra Deck de ce "
                                 "joueur de Classification Lien {count}, le nombre de cartes "
                                 "données comme coût, tel que la carte le décrit "
                                 "({requirement})",
        "link_material_locked": "{link} : pour le reste de ce tour, {player} ne peut utiliser "
                                "que des monstres ({details}) comme Matériels Lien.",
        "illegal.link_material_locked": "{player} ne peut pas utiliser {material:le} comme "
                                        "Matériel Lien pour {card:le} : pour le reste de ce "
                                        "tour, un effet ne lui permet d'utiliser que des "
                                        "monstres ({details}) comme Matériels Lien.",
    },
    "it": {
        "rated_summon.summoned": "{link}: {player} Evoca Specialmente {card:il} (Link-{rating}) "
                                 "dall'Extra Deck in Posizione di Attacco; lo Evoca l'effetto, "
                                 "non è un'Evocazione Link, quindi non è "
                                 "{card:Evocato|Evocata} correttamente.",
        "illegal.rated_summon": "{card:il} non può essere attivato così: il mostro che "
                                "l'attivazione nomina (pick) non potrebbe essere Evocato "
                                "Specialmente da esso, perché {why}.",
        "would.rated_summon": "Evocare Specialmente dall'Extra Deck un Mostro Link con "
                              "Classificazione Link pari al numero di carte date come costo",
        "why.rated_summon.no_pick": "non è stato nominato alcun mostro da Evocare",
        "why.rated_summon.pick": "{card:il} non è un Mostro Link nell'Extra Deck di quel "
                                 "giocatore con Classificazione Link {count}, il numero di "
                                 "carte date come costo, come la carta lo descrive "
                                 "({requirement})",
        "link_material_locked": "{link}: per il resto di questo turno {player} può usare solo "
                                "mostri ({details}) come Materiali Link.",
        "illegal.link_material_locked": "{player} non può usare {material:il} come Materiale "
                                        "Link per {card:il}: per il resto di questo turno un "
                                        "effetto gli permette di usare solo mostri ({details}) "
                                        "come Materiali Link.",
    },
}
