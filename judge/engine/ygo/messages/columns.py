"""The words of columns (columns.py: 3-11-1, 3-11-2), which each language's catalogue takes
from here (`MESSAGES.update(COLUMNS["de"])`), in the cards' own terms: "in derselben Spalte",
"en la misma columna", "dans la même colonne", "nella stessa colonna"; Main-Monsterzone, Zona
de Monstruo Principal, Zone Monstre Main, Zona Mostri Main."""
from __future__ import annotations

from ...core.catalogue import Message

COLUMNS: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.column_summon_column": "{card} is Special Summoned in a column holding "
                                        "enough cards: the action must name that column "
                                        "(`column: 1-5`).",
        "illegal.column_summon_unknown": "The scenario does not give where each card on the "
                                         "field stands (`column`), so whether {player}'s Main "
                                         "Monster Zone in that column is unused and how many "
                                         "cards the column holds cannot be told.",
        "illegal.column_summon_used": "{card} cannot go to column {column}: a monster already "
                                      "stands in that Main Monster Zone.",
        "illegal.column_summon_few": "{card} cannot be Special Summoned in column {column}: it "
                                     "holds {count} {count:card|cards}, and its text asks for "
                                     "{wanted} or more in the same column.",
        "columns.placed": "{card} stands in {player}'s Main Monster Zone in column {column}.",
        "input.ygo.same_spell_zone": "{card} and {other} stand in the same Spell & Trap Zone: "
                                     "each zone holds one card (3-1-2)",
        "target.in_column": "in this card's column",
        "illegal.target_column": "{target} is not in {card}'s column: {card} stands in column "
                                 "{column} and {target} in column {other}, as {card}'s "
                                 "controller sees the field.",
        "illegal.target_column_unknown": "Whether {target} is in {card}'s column cannot be told: "
                                         "the scenario does not give where each of them stands "
                                         "(`column`).",
        "pick.same_column_as": "in the same column as one of their opponent's face-up "
                               "monsters {details}",
        "illegal.column_place_unknown": "This cannot be judged: the text of {card} depends on "
                                        "which monsters stand in the same column, and the "
                                        "scenario does not give where {other} stands "
                                        "(`column`).",
        "illegal.scale_column_unknown": "This cannot be judged: the text of {card} depends on "
                                        "which cards stand in the columns of its player's "
                                        "Pendulum Zones, and the scenario does not give where "
                                        "{other} stands (`column`).",
    },
    "de": {
        "illegal.column_summon_column": "{card:der} wird als Spezialbeschwörung in eine Spalte "
                                        "mit genug Karten beschworen: Die Aktion muss diese "
                                        "Spalte angeben (`column: 1-5`).",
        "illegal.column_summon_unknown": "Das Szenario gibt nicht an, wo jede Karte auf dem "
                                         "Spielfeld liegt (`column`), daher lässt sich nicht "
                                         "sagen, ob die Main-Monsterzone von {player} in dieser "
                                         "Spalte frei ist und wie viele Karten in der Spalte "
                                         "liegen.",
        "illegal.column_summon_used": "{card:der} kann nicht in Spalte {column}: In dieser "
                                      "Main-Monsterzone steht bereits ein Monster.",
        "illegal.column_summon_few": "{card:der} kann nicht als Spezialbeschwörung in Spalte "
                                     "{column} beschworen werden: Dort {count:liegt|liegen} "
                                     "{count} {count:Karte|Karten}, und sein Text verlangt "
                                     "{wanted} oder mehr in derselben Spalte.",
        "columns.placed": "{card:der} steht in der Main-Monsterzone von {player} in Spalte "
                          "{column}.",
        "input.ygo.same_spell_zone": "{card} und {other} liegen in derselben Zauber- & "
                                     "Fallenzone: Jede Zone fasst eine Karte (3-1-2)",
        "target.in_column": "in der Spalte dieser Karte",
        "illegal.target_column": "{target:der} liegt nicht in der Spalte {card:des}: {card:der} "
                                 "steht in Spalte {column} und {target:der} in Spalte {other}, "
                                 "so wie der Beherrscher {card:des} das Spielfeld sieht.",
        "illegal.target_column_unknown": "Ob {target:der} in der Spalte {card:des} liegt, lässt "
                                         "sich nicht sagen: Das Szenario gibt nicht an, wo die "
                                         "beiden stehen (`column`).",
        "pick.same_column_as": "in derselben Spalte wie eines der offenen Monster seines "
                               "Gegners {details}",
        "illegal.column_place_unknown": "Das lässt sich nicht beurteilen: Der Text {card:des} "
                                        "hängt davon ab, welche Monster in derselben Spalte "
                                        "stehen, und das Szenario gibt nicht an, wo {other:der} "
                                        "steht (`column`).",
        "illegal.scale_column_unknown": "Das lässt sich nicht beurteilen: Der Text {card:des} "
                                        "hängt davon ab, welche Karten in den Spalten der "
                                        "Pendelzonen seines Spielers liegen, und das Szenario "
                                        "gibt nicht an, wo {other:der} liegt (`column`).",
    },
    "es": {
        "illegal.column_summon_column": "{card:el} se Invoca de Modo Especial en una columna "
                                        "con cartas suficientes: la acción debe indicar esa "
                                        "columna (`column: 1-5`).",
        "illegal.column_summon_unknown": "El escenario no indica dónde está cada carta del "
                                         "Campo (`column`), así que no se puede saber si la Zona "
                                         "de Monstruo Principal de {player} en esa columna está "
                                         "sin usar ni cuántas cartas hay en la columna.",
        "illegal.column_summon_used": "{card:el} no puede ir a la columna {column}: ya hay un "
                                      "monstruo en esa Zona de Monstruo Principal.",
        "illegal.column_summon_few": "{card:el} no puede Invocarse de Modo Especial en la "
                                     "columna {column}: hay {count} {count:carta|cartas} en "
                                     "ella, y su texto pide {wanted} o más en la misma "
                                     "columna.",
        "columns.placed": "{card:el} está en la Zona de Monstruo Principal de {player} en la "
                          "columna {column}.",
        "input.ygo.same_spell_zone": "{card} y {other} están en la misma Zona de Magia y "
                                     "Trampas: cada zona contiene una carta (3-1-2)",
        "target.in_column": "en la columna de esta carta",
        "illegal.target_column": "{target:el} no está en la columna {card:del}: {card:el} está "
                                 "en la columna {column} y {target:el} en la columna {other}, "
                                 "tal como ve el Campo quien controla {card:al}.",
        "illegal.target_column_unknown": "No se puede saber si {target:el} está en la columna "
                                         "{card:del}: el escenario no indica dónde está cada "
                                         "uno (`column`).",
        "pick.same_column_as": "en la misma columna que uno de los monstruos boca arriba de "
                               "su adversario {details}",
        "illegal.column_place_unknown": "Esto no se puede juzgar: el texto {card:del} depende "
                                        "de qué monstruos están en la misma columna, y el "
                                        "escenario no indica dónde está {other:el} (`column`).",
        "illegal.scale_column_unknown": "Esto no se puede juzgar: el texto {card:del} depende "
                                        "de qué cartas están en las columnas de las Zonas de "
                                        "Péndulo de su jugador, y el escenario no indica dónde "
                                        "está {other:el} (`column`).",
    },
    "fr": {
        "illegal.column_summon_column": "{card:le} est Invoqué Spécialement dans une colonne "
                                        "qui contient assez de cartes : l'action doit indiquer "
                                        "cette colonne (`column: 1-5`).",
        "illegal.column_summon_unknown": "Le scénario n'indique pas où se trouve chaque carte "
                                         "sur le Terrain (`column`) : on ne peut donc pas dire "
                                         "si la Zone Monstre Main de {player} dans cette "
                                         "colonne est inutilisée, ni combien de cartes la "
                                         "colonne contient.",
        "illegal.column_summon_used": "{card:le} ne peut pas aller dans la colonne {column} : "
                                      "un monstre se trouve déjà dans cette Zone Monstre Main.",
        "illegal.column_summon_few": "{card:le} ne peut pas être Invoqué Spécialement dans la "
                                     "colonne {column} : elle contient {count} "
                                     "{count:carte|cartes}, et son texte en demande min. "
                                     "{wanted} dans la même colonne.",
        "columns.placed": "{card:le} se trouve dans la Zone Monstre Main de {player} dans la "
                          "colonne {column}.",
        "input.ygo.same_spell_zone": "{card} et {other} sont dans la même Zone Magie & Piège : "
                                     "chaque zone contient une carte (3-1-2)",
        "target.in_column": "dans la colonne de cette carte",
        "illegal.target_column": "{target:le} n'est pas dans la colonne {card:du} : {card:le} "
                                 "se trouve dans la colonne {column} et {target:le} dans la "
                                 "colonne {other}, vu depuis le côté de celui qui contrôle "
                                 "{card:le}.",
        "illegal.target_column_unknown": "On ne peut pas dire si {target:le} est dans la "
                                         "colonne {card:du} : le scénario n'indique pas où se "
                                         "trouve chacun (`column`).",
        "pick.same_column_as": "dans la même colonne qu'un des monstres face recto de son "
                               "adversaire {details}",
        "illegal.column_place_unknown": "Cela ne peut pas être jugé : le texte {card:du} dépend "
                                        "des monstres qui se trouvent dans la même colonne, et "
                                        "le scénario n'indique pas où se trouve {other:le} "
                                        "(`column`).",
        "illegal.scale_column_unknown": "Cela ne peut pas être jugé : le texte {card:du} dépend "
                                        "des cartes qui se trouvent dans les colonnes des Zones "
                                        "Pendule de son joueur, et le scénario n'indique pas où "
                                        "se trouve {other:le} (`column`).",
    },
    "it": {
        "illegal.column_summon_column": "{card:il} viene Evocato Specialmente in una colonna "
                                        "con abbastanza carte: l'azione deve indicare quella "
                                        "colonna (`column: 1-5`).",
        "illegal.column_summon_unknown": "Lo scenario non indica dove si trova ciascuna carta "
                                         "sul Terreno (`column`), quindi non si può dire se la "
                                         "Zona Mostri Main di {player} in quella colonna è "
                                         "inutilizzata né quante carte ci sono nella colonna.",
        "illegal.column_summon_used": "{card:il} non può andare nella colonna {column}: in "
                                      "quella Zona Mostri Main c'è già un mostro.",
        "illegal.column_summon_few": "{card:il} non può essere Evocato Specialmente nella "
                                     "colonna {column}: {count:c'è|ci sono} {count} "
                                     "{count:carta|carte}, e il suo testo ne chiede {wanted} "
                                     "o più nella stessa colonna.",
        "columns.placed": "{card:il} si trova nella Zona Mostri Main di {player} nella "
                          "colonna {column}.",
        "input.ygo.same_spell_zone": "{card} e {other} sono nella stessa Zona Magie & "
                                     "Trappole: ogni zona contiene una carta (3-1-2)",
        "target.in_column": "nella colonna di questa carta",
        "illegal.target_column": "{target:il} non è nella colonna {card:del}: {card:il} si "
                                 "trova nella colonna {column} e {target:il} nella colonna "
                                 "{other}, visto dal lato di chi controlla {card:il}.",
        "illegal.target_column_unknown": "Non si può dire se {target:il} è nella colonna "
                                         "{card:del}: lo scenario non indica dove si trova "
                                         "ciascuno (`column`).",
        "pick.same_column_as": "nella stessa colonna di uno dei mostri scoperti del suo "
                               "avversario {details}",
        "illegal.column_place_unknown": "Questo non si può giudicare: il testo {card:del} "
                                        "dipende da quali mostri si trovano nella stessa "
                                        "colonna, e lo scenario non indica dove si trova "
                                        "{other:il} (`column`).",
        "illegal.scale_column_unknown": "Questo non si può giudicare: il testo {card:del} "
                                        "dipende da quali carte si trovano nelle colonne delle "
                                        "Zone Pendulum del suo giocatore, e lo scenario non "
                                        "indica dove si trova {other:il} (`column`).",
    },
}
