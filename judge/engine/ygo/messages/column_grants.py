"""The words of an effect a Continuous Spell or Trap gives the monsters in its column and the
adjacent ones (column_grants.py, 3-11-3): "The Weather" Canvases' ""The Weather" Effect
Monsters in your Main Monster Zones of this card's column and its adjacent columns gain this
effect."; each language's catalogue takes from here (`MESSAGES.update(COLUMN_GRANTS["de"])`),
in the cards' own terms (Effektmonster, Main-Monsterzone, Spalte; Monstruo de Efecto, Zona de
Monstruo Principal, columna; Monstre à Effet, Zone Monstre Main, colonne; Mostro con Effetto,
Zona Mostri Main, colonna)."""
from __future__ import annotations

from ...core.catalogue import Message

COLUMN_GRANTS: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.column_grant_monster": "{card} does not have the effect {by} gives: {by} gives "
                                        "it only to face-up Effect Monsters its text describes "
                                        "in its controller's Main Monster Zones.",
        "illegal.column_grant_off": "{card} does not have the effect {by} gives now: {by} "
                                    "gives it only while it is face-up in a Spell & Trap Zone "
                                    "with its effects not negated.",
        "illegal.column_grant_unknown": "Whether {card} has the effect {by} gives cannot be "
                                        "told: the scenario does not give where each of them "
                                        "stands (`column`).",
        "illegal.column_grant_far": "{card} does not have the effect {by} gives: {card} stands "
                                    "in column {column} and {by} in column {giver_column}, and "
                                    "{by} gives it only to monsters in its own column and the "
                                    "columns next to it.",
    },
    "de": {
        "illegal.column_grant_monster": "{card:der} hat den Effekt nicht, den {by:der} gibt: "
                                        "{by:der} gibt ihn nur offenen Effektmonstern, die im "
                                        "Text {by:des} beschrieben sind, in den "
                                        "Main-Monsterzonen des Beherrschers {by:des}.",
        "illegal.column_grant_off": "{card:der} hat den Effekt, den {by:der} gibt, jetzt "
                                    "nicht: {by:der} gibt ihn nur, solange {by:der} offen in "
                                    "einer Zauber- & Fallenzone liegt und die Effekte {by:des} "
                                    "nicht annulliert sind.",
        "illegal.column_grant_unknown": "Ob {card:der} den Effekt hat, den {by:der} gibt, lässt "
                                        "sich nicht sagen: Das Szenario gibt nicht an, wo die "
                                        "beiden stehen (`column`).",
        "illegal.column_grant_far": "{card:der} hat den Effekt nicht, den {by:der} gibt: "
                                    "{card:der} steht in Spalte {column} und {by:der} in "
                                    "Spalte {giver_column}, und {by:der} gibt ihn nur Monstern "
                                    "in der eigenen Spalte und den angrenzenden Spalten.",
    },
    "es": {
        "illegal.column_grant_monster": "{card:el} no tiene el efecto que da {by:el}: {by:el} "
                                        "solo lo da a los Monstruos de Efecto boca arriba que "
                                        "describe su texto en las Zonas de Monstruo Principal "
                                        "de quien lo controla.",
        "illegal.column_grant_off": "{card:el} no tiene ahora el efecto que da {by:el}: "
                                    "{by:el} solo lo da mientras está boca arriba en una Zona "
                                    "de Magia y Trampas y sus efectos no están negados.",
        "illegal.column_grant_unknown": "No se puede saber si {card:el} tiene el efecto que da "
                                        "{by:el}: el escenario no indica dónde está cada uno "
                                        "(`column`).",
        "illegal.column_grant_far": "{card:el} no tiene el efecto que da {by:el}: {card:el} "
                                    "está en la columna {column} y {by:el} en la columna "
                                    "{giver_column}, y {by:el} solo lo da a los monstruos de "
                                    "su propia columna y de las columnas adyacentes.",
    },
    "fr": {
        "illegal.column_grant_monster": "{card:le} n'a pas l'effet que donne {by:le} : {by:le} "
                                        "ne le donne qu'aux Monstres à Effet face recto que "
                                        "décrit son texte, dans les Zones Monstre Main de "
                                        "celui qui le contrôle.",
        "illegal.column_grant_off": "{card:le} n'a pas maintenant l'effet que donne {by:le} : "
                                    "{by:le} ne le donne que tant qu'il se trouve face recto "
                                    "dans une Zone Magie & Piège et que ses effets ne sont "
                                    "pas annulés.",
        "illegal.column_grant_unknown": "On ne peut pas dire si {card:le} a l'effet que donne "
                                        "{by:le} : le scénario n'indique pas où se trouve "
                                        "chacun (`column`).",
        "illegal.column_grant_far": "{card:le} n'a pas l'effet que donne {by:le} : {card:le} "
                                    "se trouve dans la colonne {column} et {by:le} dans la "
                                    "colonne {giver_column}, et {by:le} ne le donne qu'aux "
                                    "monstres de sa propre colonne et des colonnes "
                                    "adjacentes.",
    },
    "it": {
        "illegal.column_grant_monster": "{card:il} non ha l'effetto che dà {by:il}: {by:il} lo "
                                        "dà solo ai Mostri con Effetto scoperti descritti dal "
                                        "suo testo, nelle Zone Mostri Main di chi lo controlla.",
        "illegal.column_grant_off": "{card:il} ora non ha l'effetto che dà {by:il}: {by:il} lo "
                                    "dà solo finché è scoperto in una Zona Magie & Trappole e "
                                    "i suoi effetti non sono annullati.",
        "illegal.column_grant_unknown": "Non si può dire se {card:il} ha l'effetto che dà "
                                        "{by:il}: lo scenario non indica dove si trova ciascuno "
                                        "(`column`).",
        "illegal.column_grant_far": "{card:il} non ha l'effetto che dà {by:il}: {card:il} si "
                                    "trova nella colonna {column} e {by:il} nella colonna "
                                    "{giver_column}, e {by:il} lo dà solo ai mostri della sua "
                                    "colonna e delle colonne adiacenti.",
    },
}
