"""The words of Link Summons (link_summon.py: 8-5-5, 8-5-7, 9-1-4) each language's catalogue
takes from here (`MESSAGES.update(LINKS["de"])`), in the terms of each language's cards
(Linkbeschwörung, Linkmonster, Linkzahl; Invocación por Enlace, Monstruo de Enlace, Rating de
Enlace; Invocation Lien, Monstre Lien, Classification Lien; Evocazione Link, Mostro Link,
Classificazione Link)."""
from __future__ import annotations

from ...core.catalogue import Message

LINKS: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.link_material_same_type": "The text of {card} asks for materials that all "
                                           "share a Type: the ones named do not.",
        "illegal.link_material_same_attribute": "The text of {card} asks for materials that all "
                                                "share an Attribute: the ones named do not.",
        "illegal.link_opponent_materials": "The text of {card} lets at most {count} of the "
                                           "opponent's monsters be among its materials.",
        "illegal.link_material_turn_summoned": "{material} was Link Summoned this turn: its "
                                               "text says it cannot be used as Link Material "
                                               "that turn.",
        "illegal.link_material_types": "{material} and {other} share a Type, and the text of "
                                       "{card} asks for materials with different Types.",
        "illegal.link_material_attributes": "{material} and {other} share an Attribute, and the "
                                            "text of {card} asks for materials with different "
                                            "Attributes.",
        "illegal.link_material_no_type": "The scenario gives {material} no Type (`types`): the "
                                         "text of {card} asks for materials with different "
                                         "Types.",
        "illegal.link_material_no_attribute": "The scenario gives {material} no Attribute "
                                              "(`attribute`): the text of {card} asks for "
                                              "materials with different Attributes.",
        "input.ygo.link_attack_only": "a Link Monster is always in Attack Position (9-1-4)",
        "illegal.link_position_change": "{card} is a Link Monster: it is always in Attack "
                                        "Position, and its battle position never changes.",
        "illegal.link_summon_once": "{player} already Link Summoned a monster named {card} this "
                                    "turn: its text allows that once per turn.",
        "illegal.no_link_material": "{material} cannot be used as Link Material: its text says "
                                    "so, so it cannot be a material of {card}.",
        "link.atk_from_materials": "{card}'s original ATK becomes {atk}: {per} for each of the "
                                   "{count} monsters used as its Link Material.",
        "link_material.not": "not {kind}",
        "link_material.any": "any monster",
        "doing.link_summon": "Link Summon",
        "monster_kind.link": "Link Monster",
        "extra_summoned.link": "{player} Link Summons {card} (Link-{rating}) from the Extra Deck "
                               "in Attack Position, sending {materials} to the Graveyard as "
                               "Link Material.",
        "illegal.link_position": "{card} is a Link Monster: it is always in Attack Position, "
                                 "never Summoned in Defense Position.",
        "illegal.link_rating_unknown": "The scenario gives {card} no Link Rating (`link_rating`): "
                                       "its materials cannot be counted.",
        "illegal.link_count_at_least": "A Link Summon of {card} takes at least {least} monsters "
                                       "as its text lists them, not {count}.",
        "illegal.link_count_at_most": "A Link Summon of {card} takes at most {most} monsters as "
                                      "its text lists them, not {count}.",
        "illegal.link_material_kind": "{material} is not what the text of {card} asks of each "
                                      "Link Material ({details}).",
        "illegal.link_material_including": "None of the materials named is what the text of "
                                           "{card} asks of one of them ({details}).",
        "illegal.link_material_token": "{material} is a Token, and the text of {card} takes no "
                                       "Tokens as Link Material.",
        "illegal.link_material_names": "{material} and {other} have the same name, and the text "
                                       "of {card} asks for materials with different names.",
        "illegal.link_rating": "The materials named cannot add up to the Link Rating of {card} "
                               "({rating}): each counts 1, a Link Monster 1 or its own Link "
                               "Rating, so together they can make only {totals}.",
        "trigger_event.link_summoned": "this card is Link Summoned",
        "trigger_event.link_material": "this card is sent to the Graveyard as Link Material",
        # a Link Rating in a description (described.py, 4-2-4)
        "pick.link": "Link-{rating}",
        "pick.link_max": "Link-{rating} or lower",
        "pick.link_min": "Link-{rating} or higher",
    },
    "de": {
        "illegal.link_material_same_type": "Der Text {card:vom} verlangt Materialien mit "
                                           "demselben Typ: Die angegebenen haben keinen "
                                           "gemeinsamen.",
        "illegal.link_material_same_attribute": "Der Text {card:vom} verlangt Materialien mit "
                                                "demselben Attribut: Die angegebenen haben kein "
                                                "gemeinsames.",
        "illegal.link_opponent_materials": "Laut dem Text {card:vom} dürfen höchstens {count} "
                                           "Monster des Gegners unter seinen Materialien sein.",
        "illegal.link_material_turn_summoned": "{material:der} wurde in diesem Spielzug als "
                                               "Linkbeschwörung beschworen: Laut seinem Text "
                                               "kann es dann nicht als Linkmaterial verwendet "
                                               "werden.",
        "illegal.link_material_types": "{material:der} und {other:der} haben denselben Typ, und "
                                       "der Text {card:vom} verlangt Materialien mit "
                                       "unterschiedlichen Typen.",
        "illegal.link_material_attributes": "{material:der} und {other:der} haben dasselbe "
                                            "Attribut, und der Text {card:vom} verlangt "
                                            "Materialien mit unterschiedlichen Attributen.",
        "illegal.link_material_no_type": "Das Szenario gibt {material:dem} keinen Typ (`types`): "
                                         "Der Text {card:vom} verlangt Materialien mit "
                                         "unterschiedlichen Typen.",
        "illegal.link_material_no_attribute": "Das Szenario gibt {material:dem} kein Attribut "
                                              "(`attribute`): Der Text {card:vom} verlangt "
                                              "Materialien mit unterschiedlichen Attributen.",
        "input.ygo.link_attack_only": "ein Linkmonster ist immer in Angriffsposition (9-1-4)",
        "illegal.link_position_change": "{card:der} ist ein Linkmonster: Es ist immer in "
                                        "Angriffsposition, seine Kampfposition ändert sich nie.",
        "illegal.link_summon_once": "{player} hat in diesem Spielzug schon ein Monster namens "
                                    "{card:der} als Linkbeschwörung beschworen: Sein Text "
                                    "erlaubt das einmal pro Spielzug.",
        "illegal.no_link_material": "{material:der} kann laut seinem Text nicht als Linkmaterial "
                                    "verwendet werden, also auch nicht für {card:den}.",
        "link.atk_from_materials": "Die Original-ATK {card:vom} werden {atk}: {per} für jedes "
                                   "der {count} Monster, die als Linkmaterial verwendet wurden.",
        "link_material.not": "kein {kind}",
        "link_material.any": "ein beliebiges Monster",
        "doing.link_summon": "eine Linkbeschwörung durchführen",
        "monster_kind.link": "Linkmonster",
        "extra_summoned.link": "{player} beschwört {card:den} (Link-{rating}) als "
                               "Linkbeschwörung aus dem Extra Deck, in Angriffsposition, und legt "
                               "{materials:den} als Linkmaterial auf den Friedhof.",
        "illegal.link_position": "{card:der} ist ein Linkmonster: Es ist immer in "
                                 "Angriffsposition und wird nie in Verteidigungsposition "
                                 "beschworen.",
        "illegal.link_rating_unknown": "Das Szenario gibt {card:dem} keine Linkzahl "
                                       "(`link_rating`): Seine Materialien lassen sich nicht "
                                       "zählen.",
        "illegal.link_count_at_least": "Eine Linkbeschwörung {card:vom} braucht mindestens "
                                       "{least} Monster, wie sein Text sie nennt, nicht {count}.",
        "illegal.link_count_at_most": "Eine Linkbeschwörung {card:vom} braucht höchstens {most} "
                                      "Monster, wie sein Text sie nennt, nicht {count}.",
        "illegal.link_material_kind": "{material:der} ist nicht, was der Text {card:vom} von "
                                      "jedem Linkmaterial verlangt ({details}).",
        "illegal.link_material_including": "Keines der angegebenen Materialien ist, was der "
                                           "Text {card:vom} von einem davon verlangt "
                                           "({details}).",
        "illegal.link_material_token": "{material:der} ist ein Spielmarkenmonster, und laut dem "
                                       "Text {card:vom} ist keines als Linkmaterial erlaubt.",
        "illegal.link_material_names": "{material:der} und {other:der} haben denselben Namen, "
                                       "und der Text {card:vom} verlangt Materialien mit "
                                       "unterschiedlichen Namen.",
        "illegal.link_rating": "Die angegebenen Materialien ergeben nicht die Linkzahl {card:vom} "
                               "({rating}): Jedes zählt 1, ein Linkmonster 1 oder seine eigene "
                               "Linkzahl, zusammen also nur {totals}.",
        "trigger_event.link_summoned": "diese Karte wird als Linkbeschwörung beschworen",
        "trigger_event.link_material": "diese Karte wird als Linkmaterial auf den Friedhof "
                                       "gelegt",
        "pick.link": "Link-{rating}",
        "pick.link_max": "Link-{rating} oder niedriger",
        "pick.link_min": "Link-{rating} oder höher",
    },
    "es": {
        "illegal.link_material_same_type": "El texto {card:del} pide materiales que compartan "
                                           "Tipo: los indicados no lo comparten.",
        "illegal.link_material_same_attribute": "El texto {card:del} pide materiales que "
                                                "compartan Atributo: los indicados no lo "
                                                "comparten.",
        "illegal.link_opponent_materials": "El texto {card:del} permite como mucho {count} "
                                           "monstruos del adversario entre sus materiales.",
        "illegal.link_material_turn_summoned": "{material:el} fue Invocado por Enlace en este "
                                               "turno: según su texto, no puede ser usado como "
                                               "Material de Enlace ese turno.",
        "illegal.link_material_types": "{material:el} y {other:el} comparten Tipo, y el texto "
                                       "{card:del} pide materiales de Tipos distintos.",
        "illegal.link_material_attributes": "{material:el} y {other:el} comparten Atributo, y el "
                                            "texto {card:del} pide materiales de Atributos "
                                            "distintos.",
        "illegal.link_material_no_type": "El escenario no da Tipo (`types`) {material:al}: el "
                                         "texto {card:del} pide materiales de Tipos distintos.",
        "illegal.link_material_no_attribute": "El escenario no da Atributo (`attribute`) "
                                              "{material:al}: el texto {card:del} pide "
                                              "materiales de Atributos distintos.",
        "input.ygo.link_attack_only": "un Monstruo de Enlace siempre está en Posición de Ataque "
                                      "(9-1-4)",
        "illegal.link_position_change": "{card:el} es un Monstruo de Enlace: siempre está en "
                                        "Posición de Ataque y su posición de batalla nunca cambia.",
        "illegal.link_summon_once": "{player} ya Invocó por Enlace un monstruo llamado "
                                    "{card:el} en este turno: su texto lo permite una vez por "
                                    "turno.",
        "illegal.no_link_material": "{material:el} no puede ser usado como Material de Enlace: "
                                    "lo dice su texto, así que no puede ser material {card:del}.",
        "link.atk_from_materials": "El ATK original {card:del} pasa a ser {atk}: {per} por cada "
                                   "uno de los {count} monstruos usados como su Material de "
                                   "Enlace.",
        "link_material.not": "que no sea {kind}",
        "link_material.any": "cualquier monstruo",
        "doing.link_summon": "Invocar por Enlace",
        "monster_kind.link": "Monstruo de Enlace",
        "extra_summoned.link": "{player} Invoca por Enlace {card:el} (Link-{rating}) desde el "
                               "Deck Extra en Posición de Ataque, mandando {materials:el} al "
                               "Cementerio como Material de Enlace.",
        "illegal.link_position": "{card:el} es un Monstruo de Enlace: siempre está en Posición de "
                                 "Ataque y nunca se Invoca en Posición de Defensa.",
        "illegal.link_rating_unknown": "El escenario no da Rating de Enlace (`link_rating`) "
                                       "{card:al}: sus materiales no se pueden contar.",
        "illegal.link_count_at_least": "Una Invocación por Enlace {card:del} usa al menos "
                                       "{least} monstruos, como los nombra su texto, no {count}.",
        "illegal.link_count_at_most": "Una Invocación por Enlace {card:del} usa como mucho "
                                      "{most} monstruos, como los nombra su texto, no {count}.",
        "illegal.link_material_kind": "{material:el} no es lo que el texto {card:del} pide a "
                                      "cada Material de Enlace ({details}).",
        "illegal.link_material_including": "Ninguno de los materiales indicados es lo que el "
                                           "texto {card:del} pide a uno de ellos ({details}).",
        "illegal.link_material_token": "{material:el} es una Ficha, y el texto {card:del} no "
                                       "admite Fichas como Material de Enlace.",
        "illegal.link_material_names": "{material:el} y {other:el} tienen el mismo nombre, y el "
                                       "texto {card:del} pide materiales con nombres distintos.",
        "illegal.link_rating": "Los materiales indicados no pueden sumar el Rating de Enlace "
                               "{card:del} ({rating}): cada uno cuenta 1, un Monstruo de Enlace 1 "
                               "o su propio Rating de Enlace, así que juntos solo pueden sumar "
                               "{totals}.",
        "trigger_event.link_summoned": "esta carta es Invocada por Enlace",
        "trigger_event.link_material": "esta carta es mandada al Cementerio como Material de "
                                       "Enlace",
        "pick.link": "Link-{rating}",
        "pick.link_max": "Link-{rating} o menor",
        "pick.link_min": "Link-{rating} o mayor",
    },
    "fr": {
        "illegal.link_material_same_type": "Le texte {card:du} demande des Matériels qui ont "
                                           "tous un même Type, or ceux indiqués n'en ont pas.",
        "illegal.link_material_same_attribute": "Le texte {card:du} demande des Matériels qui "
                                                "ont tous un même Attribut, or ceux indiqués "
                                                "n'en ont pas.",
        "illegal.link_opponent_materials": "Le texte {card:du} permet au plus {count} monstres "
                                           "de l'adversaire parmi ses Matériels.",
        "illegal.link_material_turn_summoned": "{material:le} a été Invoqué par Lien ce tour : "
                                               "d'après son texte, il ne peut pas être utilisé "
                                               "comme Matériel Lien ce tour-là.",
        "illegal.link_material_types": "{material:le} et {other:le} ont un Type en commun, or "
                                       "le texte {card:du} demande des Matériels de Types "
                                       "différents.",
        "illegal.link_material_attributes": "{material:le} et {other:le} ont le même Attribut, "
                                            "or le texte {card:du} demande des Matériels "
                                            "d'Attributs différents.",
        "illegal.link_material_no_type": "Le scénario ne donne pas de Type (`types`) "
                                         "{material:au}, or le texte {card:du} demande des "
                                         "Matériels de Types différents.",
        "illegal.link_material_no_attribute": "Le scénario ne donne pas d'Attribut "
                                              "(`attribute`) {material:au}, or le texte {card:du} "
                                              "demande des Matériels d'Attributs différents.",
        "input.ygo.link_attack_only": "un Monstre Lien est toujours en Position d'Attaque (9-1-4)",
        "illegal.link_position_change": "{card:le} est un Monstre Lien : il est toujours en "
                                        "Position d'Attaque et sa position de combat ne change "
                                        "jamais.",
        "illegal.link_summon_once": "{player} a déjà Invoqué par Lien un monstre nommé {card:le} "
                                    "ce tour : son texte ne le permet qu'une fois par tour.",
        "illegal.no_link_material": "{material:le} ne peut pas être utilisé comme Matériel Lien, "
                                    "d'après son texte : il ne peut donc pas servir {card:au}.",
        "link.atk_from_materials": "L'ATK d'origine {card:du} devient {atk} : {per} pour chacun "
                                   "des {count} monstres utilisés comme Matériels Lien.",
        "link_material.not": "pas {kind}",
        "link_material.any": "n'importe quel monstre",
        "doing.link_summon": "Invoquer par Lien",
        "monster_kind.link": "Monstre Lien",
        "extra_summoned.link": "{player} Invoque par Lien {card:le} (Link-{rating}) depuis "
                               "l'Extra Deck en Position d'Attaque, en envoyant {materials:le} "
                               "au Cimetière comme Matériels Lien.",
        "illegal.link_position": "{card:le} est un Monstre Lien : il est toujours en Position "
                                 "d'Attaque et n'est jamais Invoqué en Position de Défense.",
        "illegal.link_rating_unknown": "Le scénario ne donne pas de Classification Lien "
                                       "(`link_rating`) {card:au} : ses Matériels ne peuvent "
                                       "pas être comptés.",
        "illegal.link_count_at_least": "Une Invocation Lien {card:du} utilise au moins {least} "
                                       "monstres, tels que son texte les nomme, pas {count}.",
        "illegal.link_count_at_most": "Une Invocation Lien {card:du} utilise au plus {most} "
                                      "monstres, tels que son texte les nomme, pas {count}.",
        "illegal.link_material_kind": "{material:le} n'est pas ce que le texte {card:du} demande "
                                      "à chaque Matériel Lien ({details}).",
        "illegal.link_material_including": "Aucun des Matériels indiqués n'est ce que le texte "
                                           "{card:du} demande à l'un d'eux ({details}).",
        "illegal.link_material_token": "{material:le} est un Jeton, or le texte {card:du} "
                                       "n'accepte aucun Jeton comme Matériel Lien.",
        "illegal.link_material_names": "{material:le} et {other:le} ont le même nom, or le texte "
                                       "{card:du} demande des Matériels de noms différents.",
        "illegal.link_rating": "Les Matériels indiqués ne peuvent pas faire la Classification "
                               "Lien {card:du} ({rating}) : chacun compte pour 1, un Monstre "
                               "Lien pour 1 ou pour sa propre Classification Lien, donc ensemble "
                               "ils ne peuvent faire que {totals}.",
        "trigger_event.link_summoned": "cette carte est Invoquée par Lien",
        "trigger_event.link_material": "cette carte est envoyée au Cimetière comme Matériel Lien",
        "pick.link": "de Link-{rating}",
        "pick.link_max": "de max. Link-{rating}",
        "pick.link_min": "de min. Link-{rating}",
    },
    "it": {
        "illegal.link_material_same_type": "Il testo {card:del} chiede materiali che abbiano "
                                           "tutti lo stesso Tipo: quelli indicati no.",
        "illegal.link_material_same_attribute": "Il testo {card:del} chiede materiali che "
                                                "abbiano tutti lo stesso Attributo: quelli "
                                                "indicati no.",
        "illegal.link_opponent_materials": "Il testo {card:del} permette al massimo {count} "
                                           "mostri dell'avversario tra i suoi materiali.",
        "illegal.link_material_turn_summoned": "{material:il} è stato Evocato Link in questo "
                                               "turno: secondo il suo testo, non può essere "
                                               "utilizzato come Materiale Link in quel turno.",
        "illegal.link_material_types": "{material:il} e {other:il} hanno un Tipo in comune, e "
                                       "il testo {card:del} chiede materiali di Tipi diversi.",
        "illegal.link_material_attributes": "{material:il} e {other:il} hanno lo stesso "
                                            "Attributo, e il testo {card:del} chiede materiali "
                                            "di Attributi diversi.",
        "illegal.link_material_no_type": "Lo scenario non dà un Tipo (`types`) {material:al}: "
                                         "il testo {card:del} chiede materiali di Tipi diversi.",
        "illegal.link_material_no_attribute": "Lo scenario non dà un Attributo (`attribute`) "
                                              "{material:al}: il testo {card:del} chiede "
                                              "materiali di Attributi diversi.",
        "input.ygo.link_attack_only": "un Mostro Link è sempre in Posizione di Attacco (9-1-4)",
        "illegal.link_position_change": "{card:il} è un Mostro Link: è sempre in Posizione di "
                                        "Attacco e la sua posizione di battaglia non cambia mai.",
        "illegal.link_summon_once": "{player} ha già Evocato Link un mostro chiamato {card:il} "
                                    "in questo turno: il suo testo lo permette una volta per "
                                    "turno.",
        "illegal.no_link_material": "{material:il} non può essere utilizzato come Materiale Link, "
                                    "come dice il suo testo: non può quindi servire {card:al}.",
        "link.atk_from_materials": "L'ATK originale {card:del} diventa {atk}: {per} per ciascuno "
                                   "dei {count} mostri utilizzati come suoi Materiali Link.",
        "link_material.not": "non {kind}",
        "link_material.any": "un mostro qualsiasi",
        "doing.link_summon": "effettuare un'Evocazione Link",
        "monster_kind.link": "Mostro Link",
        "extra_summoned.link": "{player} Evoca Link {card:il} (Link-{rating}) dall'Extra Deck in "
                               "Posizione di Attacco, mandando {materials:il} nel Cimitero come "
                               "Materiali Link.",
        "illegal.link_position": "{card:il} è un Mostro Link: è sempre in Posizione di Attacco e "
                                 "non viene mai Evocato in Posizione di Difesa.",
        "illegal.link_rating_unknown": "Lo scenario non dà una Classificazione Link "
                                       "(`link_rating`) {card:al}: i suoi materiali non si "
                                       "possono contare.",
        "illegal.link_count_at_least": "Un'Evocazione Link {card:del} usa almeno {least} mostri, "
                                       "come li nomina il suo testo, non {count}.",
        "illegal.link_count_at_most": "Un'Evocazione Link {card:del} usa al massimo {most} "
                                      "mostri, come li nomina il suo testo, non {count}.",
        "illegal.link_material_kind": "{material:il} non è ciò che il testo {card:del} chiede a "
                                      "ogni Materiale Link ({details}).",
        "illegal.link_material_including": "Nessuno dei materiali indicati è ciò che il testo "
                                           "{card:del} chiede a uno di essi ({details}).",
        "illegal.link_material_token": "{material:il} è un Segna-Mostro, e il testo {card:del} non "
                                       "accetta Segna-Mostri come Materiale Link.",
        "illegal.link_material_names": "{material:il} e {other:il} hanno lo stesso nome, e il "
                                       "testo {card:del} chiede materiali con nomi diversi.",
        "illegal.link_rating": "I materiali indicati non possono sommare la Classificazione Link "
                               "{card:del} ({rating}): ognuno conta 1, un Mostro Link 1 o la sua "
                               "Classificazione Link, quindi insieme possono fare solo {totals}.",
        "trigger_event.link_summoned": "questa carta viene Evocata Link",
        "trigger_event.link_material": "questa carta viene mandata nel Cimitero come Materiale "
                                       "Link",
        "pick.link": "Link-{rating}",
        "pick.link_max": "Link-{rating} o inferiore",
        "pick.link_min": "Link-{rating} o superiore",
    },
}
