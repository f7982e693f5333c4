"""The words of where a monster stands and where Link Arrows point (arrows.py: 4-4-7, 4-4-8),
which each language's catalogue takes from here (`MESSAGES.update(ARROWS["de"])`), in the
cards' own terms: Linkpfeil, "auf die diese Karte zeigt"; Flecha de Enlace, "a los que esta
carta apunte"; Flèche Lien, "pointés par cette carte"; Freccia Link, "puntati da questa carta";
Extra-Monsterzone, Zona de Monstruo Extra, Zone Monstre Extra, Zona Mostro Extra."""
from __future__ import annotations

from ...core.catalogue import Message

ARROWS: dict[str, dict[str, Message]] = {
    "en": {
        "input.ygo.to_pointed_field_only": "only a monster Special Summoned goes to a zone "
                                           "a Link Monster points to (`to: field`, 4-4-7)",
        "illegal.effect_pointed_zone": "{card}'s effect Special Summons a monster to an "
                                       "unused zone of its player's that {card} points to, "
                                       "and the action does not name one: {why}.",
        "why.pointed_zone_column": "no column is named (`column: 1-5`)",
        "why.pointed_zone_unknown": "the scenario does not give where each monster stands "
                                    "(`column`), so which zones are unused cannot be told",
        "why.pointed_zone_used": "a monster already stands in column {column}",
        "why.pointed_zone_not_pointed": "no Link Arrow of it points to column {column}",
        "why.pointer_gone": "{card}, whose Link Arrows name the zone, is no longer on the field",
        "illegal.pointed_zone_column": "{card} is Special Summoned to a zone a Link Monster "
                                       "points to: the action must name that Main Monster "
                                       "Zone's column (`column: 1-5`).",
        "illegal.pointed_zone_unknown": "The scenario does not give where each of {player}'s "
                                        "monsters stands (`column`), so which of their Main "
                                        "Monster Zones are unused cannot be told, and {card} "
                                        "goes only to an unused one a Link Monster points to.",
        "illegal.pointed_zone_used": "{card} cannot go to column {column}: a monster already "
                                     "stands in that Main Monster Zone.",
        "illegal.pointed_zone_not_pointed": "{card} goes only to a zone a Link Monster points "
                                            "to, and no such Link Monster points to {player}'s "
                                            "Main Monster Zone in column {column}.",
        "arrows.placed": "{card} stands in {player}'s Main Monster Zone in column {column}, "
                         "which {source} points to.",
        "input.ygo.extra_zone_column": "an Extra Monster Zone stands above column 2 or 4 "
                                       "(3-3-1): give `column: 2` or `column: 4`",
        "input.ygo.link_arrows_link_only": "only a Link Monster has Link Arrows (4-4-7)",
        "input.ygo.link_arrows_rating": "a Link Monster has as many Link Arrows as its Link "
                                        "Rating, {rating} (4-4-7)",
        "input.ygo.same_place": "{card} and {other} stand in the same Monster Zone: each zone "
                                "holds one monster (3-1-2)",
        "illegal.place_unknown": "Whether {source} points to {card} cannot be told: the "
                                 "scenario does not give where each of them stands "
                                 "(`column`), and its text keeps the monsters it points to "
                                 "from attacking.",
        "illegal.pointed_no_attack": "{card} cannot declare an attack: {source} points to it, "
                                     "and its text says the monsters it points to cannot "
                                     "attack.",
    },
    "de": {
        "input.ygo.to_pointed_field_only": "nur ein als Spezialbeschwörung beschworenes "
                                           "Monster kommt in eine Zone, auf die ein "
                                           "Linkmonster zeigt (`to: field`, 4-4-7)",
        "illegal.effect_pointed_zone": "Der Effekt {card:des} beschwört ein Monster als "
                                       "Spezialbeschwörung in eine freie Zone seines Spielers, "
                                       "auf die {card:der} zeigt, und die Aktion nennt keine "
                                       "solche: {why}.",
        "why.pointed_zone_column": "es ist keine Spalte angegeben (`column: 1-5`)",
        "why.pointed_zone_unknown": "das Szenario gibt nicht an, wo jedes Monster steht "
                                    "(`column`), daher lässt sich nicht sagen, welche Zonen "
                                    "frei sind",
        "why.pointed_zone_used": "in Spalte {column} steht bereits ein Monster",
        "why.pointed_zone_not_pointed": "keiner seiner Linkpfeile zeigt auf Spalte {column}",
        "why.pointer_gone": "{card:der}, dessen Linkpfeile die Zone bestimmen, ist nicht mehr "
                            "auf dem Spielfeld",
        "illegal.pointed_zone_column": "{card:der} wird als Spezialbeschwörung in eine Zone "
                                       "beschworen, auf die ein Linkmonster zeigt: Die Aktion "
                                       "muss die Spalte dieser Main-Monsterzone angeben "
                                       "(`column: 1-5`).",
        "illegal.pointed_zone_unknown": "Das Szenario gibt nicht an, wo jedes Monster von "
                                        "{player} steht (`column`), daher lässt sich nicht "
                                        "sagen, welche Main-Monsterzonen frei sind, und "
                                        "{card:der} kommt nur in eine freie, auf die ein "
                                        "Linkmonster zeigt.",
        "illegal.pointed_zone_used": "{card:der} kann nicht in Spalte {column}: In dieser "
                                     "Main-Monsterzone steht bereits ein Monster.",
        "illegal.pointed_zone_not_pointed": "{card:der} kommt nur in eine Zone, auf die ein "
                                            "Linkmonster zeigt, und kein solches Linkmonster "
                                            "zeigt auf die Main-Monsterzone von {player} in "
                                            "Spalte {column}.",
        "arrows.placed": "{card:der} steht in der Main-Monsterzone von {player} in Spalte "
                         "{column}, auf die {source:der} zeigt.",
        "input.ygo.extra_zone_column": "eine Extra-Monsterzone liegt über Spalte 2 oder 4 "
                                       "(3-3-1): gib `column: 2` oder `column: 4` an",
        "input.ygo.link_arrows_link_only": "nur ein Linkmonster hat Linkpfeile (4-4-7)",
        "input.ygo.link_arrows_rating": "ein Linkmonster hat so viele Linkpfeile wie seine "
                                        "Linkzahl, {rating} (4-4-7)",
        "input.ygo.same_place": "{card} und {other} stehen in derselben Monsterzone: Jede Zone "
                                "fasst ein Monster (3-1-2)",
        "illegal.place_unknown": "Ob {source:der} auf {card:den} zeigt, lässt sich nicht "
                                 "sagen: Das Szenario gibt nicht an, wo die beiden stehen "
                                 "(`column`), und der Text {source:des} hindert Monster, auf "
                                 "die es zeigt, am Angriff.",
        "illegal.pointed_no_attack": "{card:der} kann keinen Angriff deklarieren: {source:der} "
                                     "zeigt darauf, und laut seinem Text können Monster, auf "
                                     "die es zeigt, nicht angreifen.",
    },
    "es": {
        "input.ygo.to_pointed_field_only": "solo un monstruo Invocado de Modo Especial va a "
                                           "una zona a la que apunte un Monstruo de Enlace "
                                           "(`to: field`, 4-4-7)",
        "illegal.effect_pointed_zone": "El efecto {card:del} Invoca de Modo Especial un "
                                       "monstruo a una zona sin usar de su jugador a la que "
                                       "apunte {card:el}, y la acción no indica ninguna: "
                                       "{why}.",
        "why.pointed_zone_column": "no se indica ninguna columna (`column: 1-5`)",
        "why.pointed_zone_unknown": "el escenario no indica dónde está cada monstruo "
                                    "(`column`), así que no se puede saber qué zonas están sin "
                                    "usar",
        "why.pointed_zone_used": "ya hay un monstruo en la columna {column}",
        "why.pointed_zone_not_pointed": "ninguna de sus Flechas de Enlace apunta a la columna "
                                        "{column}",
        "why.pointer_gone": "{card:el}, cuyas Flechas de Enlace indican la zona, ya no está en "
                            "el Campo",
        "illegal.pointed_zone_column": "{card:el} se Invoca de Modo Especial a una zona a la "
                                       "que apunte un Monstruo de Enlace: la acción debe "
                                       "indicar la columna de esa Zona de Monstruo Principal "
                                       "(`column: 1-5`).",
        "illegal.pointed_zone_unknown": "El escenario no indica dónde está cada monstruo de "
                                        "{player} (`column`), así que no se puede saber qué "
                                        "Zonas de Monstruo Principales están sin usar, y "
                                        "{card:el} solo va a una sin usar a la que apunte un "
                                        "Monstruo de Enlace.",
        "illegal.pointed_zone_used": "{card:el} no puede ir a la columna {column}: ya hay un "
                                     "monstruo en esa Zona de Monstruo Principal.",
        "illegal.pointed_zone_not_pointed": "{card:el} solo va a una zona a la que apunte un "
                                            "Monstruo de Enlace, y ningún Monstruo de Enlace "
                                            "así apunta a la Zona de Monstruo Principal de "
                                            "{player} en la columna {column}.",
        "arrows.placed": "{card:el} está en la Zona de Monstruo Principal de {player} en la "
                         "columna {column}, a la que apunta {source:el}.",
        "input.ygo.extra_zone_column": "una Zona de Monstruo Extra está sobre la columna 2 o 4 "
                                       "(3-3-1): indica `column: 2` o `column: 4`",
        "input.ygo.link_arrows_link_only": "solo un Monstruo de Enlace tiene Flechas de Enlace "
                                           "(4-4-7)",
        "input.ygo.link_arrows_rating": "un Monstruo de Enlace tiene tantas Flechas de Enlace "
                                        "como su Rating de Enlace, {rating} (4-4-7)",
        "input.ygo.same_place": "{card} y {other} están en la misma Zona de Monstruos: cada "
                                "zona contiene un monstruo (3-1-2)",
        "illegal.place_unknown": "No se puede saber si {source:el} apunta {card:al}: el "
                                 "escenario no indica dónde está cada uno (`column`), y el "
                                 "texto {source:del} impide atacar a los monstruos a los "
                                 "que apunte.",
        "illegal.pointed_no_attack": "{card:el} no puede declarar un ataque: {source:el} le "
                                     "apunta, y su texto dice que los monstruos a los que "
                                     "apunte no pueden atacar.",
    },
    "fr": {
        "input.ygo.to_pointed_field_only": "seul un monstre Invoqué Spécialement va dans une "
                                           "zone pointée par un Monstre Lien (`to: field`, "
                                           "4-4-7)",
        "illegal.effect_pointed_zone": "L'effet {card:du} Invoque Spécialement un monstre "
                                       "dans une zone inutilisée de son joueur pointée par "
                                       "{card:le}, et l'action n'en indique aucune : {why}.",
        "why.pointed_zone_column": "aucune colonne n'est indiquée (`column: 1-5`)",
        "why.pointed_zone_unknown": "le scénario n'indique pas où se trouve chaque monstre "
                                    "(`column`), on ne peut donc pas dire quelles zones sont "
                                    "inutilisées",
        "why.pointed_zone_used": "un monstre se trouve déjà dans la colonne {column}",
        "why.pointed_zone_not_pointed": "aucune de ses Flèches Lien ne pointe la colonne "
                                        "{column}",
        "why.pointer_gone": "{card:le}, dont les Flèches Lien désignent la zone, n'est plus sur "
                            "le Terrain",
        "illegal.pointed_zone_column": "{card:le} est Invoqué Spécialement dans une zone "
                                       "pointée par un Monstre Lien : l'action doit indiquer "
                                       "la colonne de cette Zone Monstre Main (`column: 1-5`).",
        "illegal.pointed_zone_unknown": "Le scénario n'indique pas où se trouve chaque monstre "
                                        "de {player} (`column`) : on ne peut donc pas dire "
                                        "quelles Zones Monstre Main sont inutilisées, et "
                                        "{card:le} ne va que dans une zone inutilisée pointée "
                                        "par un Monstre Lien.",
        "illegal.pointed_zone_used": "{card:le} ne peut pas aller dans la colonne {column} : "
                                     "un monstre se trouve déjà dans cette Zone Monstre Main.",
        "illegal.pointed_zone_not_pointed": "{card:le} ne va que dans une zone pointée par un "
                                            "Monstre Lien, et aucun Monstre Lien de ce type ne "
                                            "pointe la Zone Monstre Main de {player} dans la "
                                            "colonne {column}.",
        "arrows.placed": "{card:le} se trouve dans la Zone Monstre Main de {player} dans la "
                         "colonne {column}, pointée par {source:le}.",
        "input.ygo.extra_zone_column": "une Zone Monstre Extra se trouve au-dessus de la "
                                       "colonne 2 ou 4 (3-3-1) : indiquez `column: 2` ou "
                                       "`column: 4`",
        "input.ygo.link_arrows_link_only": "seul un Monstre Lien a des Flèches Lien (4-4-7)",
        "input.ygo.link_arrows_rating": "un Monstre Lien a autant de Flèches Lien que sa "
                                        "Classification Lien, {rating} (4-4-7)",
        "input.ygo.same_place": "{card} et {other} sont dans la même Zone Monstre : chaque "
                                "zone contient un monstre (3-1-2)",
        "illegal.place_unknown": "On ne peut pas dire si {card:le} est pointé par "
                                 "{source:le} : le scénario n'indique pas où chacun se trouve "
                                 "(`column`), et le texte {source:du} empêche les monstres "
                                 "qu'il pointe d'attaquer.",
        "illegal.pointed_no_attack": "{card:le} ne peut pas déclarer d'attaque : il est pointé "
                                     "par {source:le}, dont le texte dit que les monstres "
                                     "pointés par cette carte ne peuvent pas attaquer.",
    },
    "it": {
        "input.ygo.to_pointed_field_only": "solo un mostro Evocato Specialmente va in una "
                                           "zona puntata da un Mostro Link (`to: field`, 4-4-7)",
        "illegal.effect_pointed_zone": "L'effetto {card:del} Evoca Specialmente un mostro in "
                                       "una zona inutilizzata del suo giocatore puntata "
                                       "{card:dal}, e l'azione non ne indica nessuna: {why}.",
        "why.pointed_zone_column": "non è indicata nessuna colonna (`column: 1-5`)",
        "why.pointed_zone_unknown": "lo scenario non indica dove si trova ciascun mostro "
                                    "(`column`), quindi non si può dire quali zone sono "
                                    "inutilizzate",
        "why.pointed_zone_used": "nella colonna {column} c'è già un mostro",
        "why.pointed_zone_not_pointed": "nessuna delle sue Frecce Link punta la colonna {column}",
        "why.pointer_gone": "{card:il}, le cui Frecce Link indicano la zona, non è più sul "
                            "Terreno",
        "illegal.pointed_zone_column": "{card:il} viene Evocato Specialmente in una zona "
                                       "puntata da un Mostro Link: l'azione deve indicare la "
                                       "colonna di quella Zona Mostri Main (`column: 1-5`).",
        "illegal.pointed_zone_unknown": "Lo scenario non indica dove si trova ciascun mostro di "
                                        "{player} (`column`), quindi non si può dire quali Zone "
                                        "Mostri Main sono inutilizzate, e {card:il} va solo in "
                                        "una inutilizzata puntata da un Mostro Link.",
        "illegal.pointed_zone_used": "{card:il} non può andare nella colonna {column}: in "
                                     "quella Zona Mostri Main c'è già un mostro.",
        "illegal.pointed_zone_not_pointed": "{card:il} va solo in una zona puntata da un Mostro "
                                            "Link, e nessun Mostro Link di quel tipo punta la "
                                            "Zona Mostri Main di {player} nella colonna "
                                            "{column}.",
        "arrows.placed": "{card:il} si trova nella Zona Mostri Main di {player} nella colonna "
                         "{column}, puntata {source:dal}.",
        "input.ygo.extra_zone_column": "una Zona Mostro Extra si trova sopra la colonna 2 o 4 "
                                       "(3-3-1): indica `column: 2` o `column: 4`",
        "input.ygo.link_arrows_link_only": "solo un Mostro Link ha Frecce Link (4-4-7)",
        "input.ygo.link_arrows_rating": "un Mostro Link ha tante Frecce Link quanto la sua "
                                        "Classificazione Link, {rating} (4-4-7)",
        "input.ygo.same_place": "{card} e {other} sono nella stessa Zona Mostri: ogni zona "
                                "contiene un mostro (3-1-2)",
        "illegal.place_unknown": "Non si può dire se {card:il} è puntato {source:dal}: lo "
                                 "scenario non indica dove si trova ciascuno (`column`), e il "
                                 "testo {source:del} impedisce ai mostri che punta di "
                                 "attaccare.",
        "illegal.pointed_no_attack": "{card:il} non può dichiarare un attacco: è puntato "
                                     "{source:dal}, il cui testo dice che i mostri puntati da "
                                     "questa carta non possono attaccare.",
    },
}
