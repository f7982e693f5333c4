"""The words of linked and co-linked monsters (link_zones.py: 4-4-10), which each language's
catalogue takes from here (`MESSAGES.update(LINK_ZONES["de"])`), in the cards' own terms:
"linked", "co-linked"; gelinkt, kreuzgelinkt; enlazado, co-enlazado; lié, co-lié; linkato,
co-linkato; "points to": "auf das sie zeigt", "al que apunte", "pointé par", "a cui punta"."""
from __future__ import annotations

from ...core.catalogue import Message

LINK_ZONES: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.summon_extra_zone_used": "{card} cannot go to the Extra Monster Zone above "
                                          "column {column}: there is none above it, or a "
                                          "monster already stands there.",
        "illegal.summon_extra_zone_second": "{card} cannot go to an Extra Monster Zone: "
                                            "{player} already has a monster in the other one.",
        "illegal.summon_column_not_pointed": "{card} goes from the Extra Deck only to an Extra "
                                             "Monster Zone or to a Main Monster Zone a Link "
                                             "Arrow points to, and none points to column "
                                             "{column}.",
        "places.summoned_extra": "{card} stands in the Extra Monster Zone above {player}'s "
                                 "column {column}.",
        "input.ygo.count_sum_links_only": "`sum: original_atk` adds up the original ATK of the "
                                          "monsters a Link Monster points to or is co-linked "
                                          "to: only with `what: pointed` or `co_linked` (4-4-10)",
        "illegal.summon_column_unknown": "The scenario does not give where each of {player}'s "
                                         "monsters stands (`column`), so whether the zone named "
                                         "for {card} is unused cannot be told.",
        "illegal.summon_column_used": "{card} cannot go to column {column}: a monster already "
                                      "stands in that Main Monster Zone.",
        "places.summoned": "{card} stands in {player}'s Main Monster Zone in column {column}.",
        "illegal.link_place_unknown": "What {card}'s text does depends on which monsters are "
                                      "linked or pointed to, and the scenario does not give "
                                      "where {other} stands (`column`): this action, which "
                                      "that text may bear on, cannot be judged.",
    },
    "de": {
        "illegal.summon_extra_zone_used": "{card:der} kann nicht in die Extra-Monsterzone "
                                          "über Spalte {column}: Über ihr liegt keine, oder "
                                          "dort steht bereits ein Monster.",
        "illegal.summon_extra_zone_second": "{card:der} kann nicht in eine Extra-Monsterzone: "
                                            "{player} hat bereits ein Monster in der anderen.",
        "illegal.summon_column_not_pointed": "{card:der} kommt vom Extra Deck nur in eine "
                                             "Extra-Monsterzone oder in eine Main-Monsterzone, "
                                             "auf die ein Linkpfeil zeigt, und keiner zeigt auf "
                                             "Spalte {column}.",
        "places.summoned_extra": "{card:der} steht in der Extra-Monsterzone über Spalte "
                                 "{column} von {player}.",
        "input.ygo.count_sum_links_only": "`sum: original_atk` zählt die Original-ATK der "
                                          "Monster zusammen, auf die ein Linkmonster zeigt "
                                          "oder mit denen es kreuzgelinkt ist: nur mit `what: "
                                          "pointed` oder `co_linked` (4-4-10)",
        "illegal.summon_column_unknown": "Das Szenario gibt nicht an, wo jedes Monster von "
                                         "{player} steht (`column`), daher lässt sich nicht "
                                         "sagen, ob die für {card:den} genannte Zone frei ist.",
        "illegal.summon_column_used": "{card:der} kann nicht in Spalte {column}: In dieser "
                                      "Main-Monsterzone steht bereits ein Monster.",
        "places.summoned": "{card:der} steht in der Main-Monsterzone von {player} in Spalte "
                           "{column}.",
        "illegal.link_place_unknown": "Was der Text {card:des} bewirkt, hängt davon ab, welche "
                                      "Monster gelinkt sind oder auf welche gezeigt wird, und "
                                      "das Szenario gibt nicht an, wo {other:der} steht "
                                      "(`column`): Diese Aktion, die dieser Text betreffen "
                                      "kann, lässt sich nicht beurteilen.",
    },
    "es": {
        "illegal.summon_extra_zone_used": "{card:el} no puede ir a la Zona de Monstruo Extra "
                                          "sobre la columna {column}: no hay ninguna sobre "
                                          "ella, o ya hay un monstruo allí.",
        "illegal.summon_extra_zone_second": "{card:el} no puede ir a una Zona de Monstruo "
                                            "Extra: {player} ya tiene un monstruo en la otra.",
        "illegal.summon_column_not_pointed": "{card:el} solo va desde el Deck Extra a una Zona "
                                             "de Monstruo Extra o a una Zona de Monstruo "
                                             "Principal a la que apunte una Flecha de Enlace, "
                                             "y ninguna apunta a la columna {column}.",
        "places.summoned_extra": "{card:el} está en la Zona de Monstruo Extra sobre la columna "
                                 "{column} de {player}.",
        "input.ygo.count_sum_links_only": "`sum: original_atk` suma el ATK original de los "
                                          "monstruos a los que apunta un Monstruo de Enlace o "
                                          "con los que está co-enlazado: solo con `what: "
                                          "pointed` o `co_linked` (4-4-10)",
        "illegal.summon_column_unknown": "El escenario no indica dónde está cada monstruo de "
                                         "{player} (`column`), así que no se puede saber si la "
                                         "zona indicada para {card:el} está sin usar.",
        "illegal.summon_column_used": "{card:el} no puede ir a la columna {column}: ya hay un "
                                      "monstruo en esa Zona de Monstruo Principal.",
        "places.summoned": "{card:el} está en la Zona de Monstruo Principal de {player} en la "
                           "columna {column}.",
        "illegal.link_place_unknown": "Lo que hace el texto {card:del} depende de qué monstruos "
                                      "están enlazados o son apuntados, y el escenario no "
                                      "indica dónde está {other:el} (`column`): no se puede "
                                      "juzgar esta acción, a la que ese texto puede afectar.",
    },
    "fr": {
        "illegal.summon_extra_zone_used": "{card:le} ne peut pas aller dans la Zone Monstre "
                                          "Extra au-dessus de la colonne {column} : il n'y en "
                                          "a pas, ou un monstre s'y trouve déjà.",
        "illegal.summon_extra_zone_second": "{card:le} ne peut pas aller dans une Zone Monstre "
                                            "Extra : {player} a déjà un monstre dans l'autre.",
        "illegal.summon_column_not_pointed": "{card:le} ne va depuis l'Extra Deck que dans une "
                                             "Zone Monstre Extra ou dans une Zone Monstre Main "
                                             "pointée par une Flèche Lien, et aucune ne pointe "
                                             "la colonne {column}.",
        "places.summoned_extra": "{card:le} se trouve dans la Zone Monstre Extra au-dessus de "
                                 "la colonne {column} de {player}.",
        "input.ygo.count_sum_links_only": "`sum: original_atk` additionne l'ATK d'origine des "
                                          "monstres pointés par un Monstre Lien ou co-liés à "
                                          "lui : seulement avec `what: pointed` ou "
                                          "`co_linked` (4-4-10)",
        "illegal.summon_column_unknown": "Le scénario n'indique pas où se trouve chaque "
                                         "monstre de {player} (`column`) : on ne peut donc pas "
                                         "dire si la zone indiquée pour {card:le} est "
                                         "inutilisée.",
        "illegal.summon_column_used": "{card:le} ne peut pas aller dans la colonne {column} : "
                                      "un monstre se trouve déjà dans cette Zone Monstre Main.",
        "places.summoned": "{card:le} se trouve dans la Zone Monstre Main de {player} dans la "
                           "colonne {column}.",
        "illegal.link_place_unknown": "Ce que fait le texte {card:du} dépend des monstres liés "
                                      "ou pointés, et le scénario n'indique pas où se trouve "
                                      "{other:le} (`column`) : cette action, que ce texte peut "
                                      "concerner, ne peut pas être jugée.",
    },
    "it": {
        "illegal.summon_extra_zone_used": "{card:il} non può andare nella Zona Mostro Extra "
                                          "sopra la colonna {column}: non ce n'è nessuna, o "
                                          "c'è già un mostro.",
        "illegal.summon_extra_zone_second": "{card:il} non può andare in una Zona Mostro "
                                            "Extra: {player} ha già un mostro nell'altra.",
        "illegal.summon_column_not_pointed": "{card:il} va dall'Extra Deck solo in una Zona "
                                             "Mostro Extra o in una Zona Mostri Main puntata "
                                             "da una Freccia Link, e nessuna punta la colonna "
                                             "{column}.",
        "places.summoned_extra": "{card:il} si trova nella Zona Mostro Extra sopra la colonna "
                                 "{column} di {player}.",
        "input.ygo.count_sum_links_only": "`sum: original_atk` somma l'ATK originale dei "
                                          "mostri puntati da un Mostro Link o co-linkati con "
                                          "esso: solo con `what: pointed` o `co_linked` (4-4-10)",
        "illegal.summon_column_unknown": "Lo scenario non indica dove si trova ciascun mostro di "
                                         "{player} (`column`), quindi non si può dire se la "
                                         "zona indicata per {card:il} è inutilizzata.",
        "illegal.summon_column_used": "{card:il} non può andare nella colonna {column}: in "
                                      "quella Zona Mostri Main c'è già un mostro.",
        "places.summoned": "{card:il} si trova nella Zona Mostri Main di {player} nella colonna "
                           "{column}.",
        "illegal.link_place_unknown": "Ciò che fa il testo {card:del} dipende da quali mostri "
                                      "sono linkati o puntati, e lo scenario non indica dove "
                                      "si trova {other:il} (`column`): questa azione, che "
                                      "quel testo può riguardare, non si può giudicare.",
    },
}
