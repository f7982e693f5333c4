"""The words of the Fusion and Ritual Summons an effect performs (effect_summons.py, fusion.py;
8-5-1, 8-5-2), which each language's catalogue takes from here
(`MESSAGES.update(FUSION_SUMMONS["de"])`), in the terms of each language's cards
(Fusionsbeschwörung, Invocación por Fusión, Invocation Fusion, Evocazione tramite Fusione;
Ritualbeschwörung, Invocación por Ritual, Invocation Rituelle, Evocazione Rituale)."""
from __future__ import annotations

from ...core.catalogue import Message

FUSION_SUMMONS: dict[str, dict[str, Message]] = {
    "en": {
        "why.ritual_only_with": "its text says only the Ritual Spell “{name}” can Ritual Summon it",
        "illegal.no_responses": "{card}'s text says its activation cannot be answered: {player} "
                                "cannot activate a card or effect in response to it.",
        "summoned_by_effect.ritual.sent": "{link}: {player} Ritual Summons {card} from the hand in"
                                          " {position}, sending {materials} to the Graveyard.",
        "why.no_fusion_material": "{card}'s text says it cannot "
                                  "be used as Fusion Material",
        "why.procedure_first": "it must first be summoned by its "
                                     "own procedure ({procedure}), and it has not been",
        "trigger_event.fusion_summoned": "this card is Fusion Summoned",
        "trigger_event.ritual_summoned": "this card is Ritual Summoned",
        "trigger_event.fusion_material": "this card is sent to "
                                         "the Graveyard as Fusion Material",
        "illegal.summon_by_effect": "{card} cannot be activated so: its {procedure} could not "
                                    "be done with the monster and materials its activation "
                                    "names (pick, materials), since {why}.",
        "why.no_summon_pick": "no monster was named to summon",
        "why.summon_pick.fusion": "{card} is not a Fusion Monster in its player's Extra Deck "
                                  "(it is in {zone})",
        "why.summon_pick.fusion.details": "{card} is not a Fusion Monster in its player's Extra "
                                          "Deck as the card asks ({details})",
        "why.summon_pick.ritual": "{card} is not a Ritual Monster in its player's hand "
                                  "(it is in {zone})",
        "why.summon_pick.ritual.details": "{card} is not a Ritual Monster in its player's hand "
                                          "as the card asks ({details})",
        "why.material_unknown": "a material named is not there",
        "why.material_not_there": "{card} is not a monster of its player where the card takes "
                                  "materials from (it is in {zone})",
        "why.fusion_two_materials": "a Fusion Summon uses two or more materials, and {count} "
                                    "were named",
        "why.fusion_materials": "the materials named are not the Fusion Materials it lists, "
                                "one monster for each: {listed}",
        "fusion.material": "a monster",
        "fusion.material.details": "a monster ({details})",
        "why.ritual_levels_missing": "the Tributes must be one or more monsters with a Level",
        "why.ritual_levels_exact": "the Tributes' Levels add up to {total}, and exactly "
                                   "{needed} is asked",
        "why.ritual_levels_short": "the Tributes' Levels add up to {total}, less than the "
                                   "{needed} asked",
        "why.ritual_levels_extra": "the Tributes' Levels add up to {total}, and {needed} is "
                                   "reached without one of them: no Tribute beyond those "
                                   "needed may be used",
        "why.no_monster_zone": "no Main Monster Zone of its player would be free for it",
        "would.summon.fusion": "Fusion Summon a monster",
        "would.summon.ritual": "Ritual Summon a monster",
        "summoned_by_effect.fusion": "{link}: {player} Fusion Summons {card} from the Extra "
                                     "Deck in {position}, sending {materials} to the "
                                     "Graveyard as its Fusion Materials.",
        "summoned_by_effect.fusion.banished": "{link}: {player} Fusion Summons {card} from "
                                              "the Extra Deck in {position}, banishing "
                                              "{materials} as its Fusion Materials.",
        "summoned_by_effect.ritual": "{link}: {player} Ritual Summons {card} from the hand in "
                                     "{position}, Tributing {materials}.",
        "input.ygo.fusion_materials_two": "a Fusion Monster lists two or more materials",
    },
    "de": {
        "why.ritual_only_with": "sein Text sagt, dass nur die Ritualzauberkarte „{name}“ es als "
                                "Ritualbeschwörung beschwören kann",
        "illegal.no_responses": "Der Text {card:vom} sagt, dass niemand auf seine Aktivierung "
                                "antworten kann: {player} kann keine Karte und keinen Effekt als "
                                "Antwort darauf aktivieren.",
        "summoned_by_effect.ritual.sent": "{link}: {player} beschwört {card:den} als "
                                          "Ritualbeschwörung aus der Hand, in {position}, und legt"
                                          " {materials:den} auf den Friedhof.",
        "why.no_fusion_material": "der Text von {card} sagt, dass "
                                  "es nicht als Fusionsmaterial verwendet werden kann",
        "why.procedure_first": "es muss zuerst durch sein eigenes Verfahren "
                                     "beschworen werden ({procedure}), was nicht geschehen ist",
        "trigger_event.fusion_summoned": "diese Karte wird als Fusionsbeschwörung beschworen",
        "trigger_event.ritual_summoned": "diese Karte wird als Ritualbeschwörung beschworen",
        "trigger_event.fusion_material": "diese Karte wird als "
                                         "Fusionsmaterial auf den Friedhof gelegt",
        "illegal.summon_by_effect": "{card:der} kann so nicht aktiviert werden: Die "
                                    "{procedure} wäre mit dem Monster und dem Material, die "
                                    "die Aktivierung nennt (pick, materials), nicht möglich, "
                                    "denn {why}.",
        "why.no_summon_pick": "es wurde kein Monster zum Beschwören genannt",
        "why.summon_pick.fusion": "{card:der} ist kein Fusionsmonster im Extra Deck seines "
                                  "Spielers (sondern in {zone})",
        "why.summon_pick.fusion.details": "{card:der} ist kein Fusionsmonster im Extra Deck "
                                          "seines Spielers, wie die Karte es verlangt "
                                          "({details})",
        "why.summon_pick.ritual": "{card:der} ist kein Ritualmonster in der Hand seines "
                                  "Spielers (sondern in {zone})",
        "why.summon_pick.ritual.details": "{card:der} ist kein Ritualmonster in der Hand "
                                          "seines Spielers, wie die Karte es verlangt "
                                          "({details})",
        "why.material_unknown": "ein genanntes Material ist nicht da",
        "why.material_not_there": "{card:der} ist kein Monster seines Spielers dort, woher die "
                                  "Karte Material nimmt (sondern in {zone})",
        "why.fusion_two_materials": "eine Fusionsbeschwörung verwendet zwei oder mehr "
                                    "Materialien, und genannt wurden {count}",
        "why.fusion_materials": "die genannten Materialien sind nicht die Fusionsmaterialien, "
                                "die es aufführt, je ein Monster: {listed}",
        "fusion.material": "ein Monster",
        "fusion.material.details": "ein Monster ({details})",
        "why.ritual_levels_missing": "die Tribute müssen ein oder mehr Monster mit einer Stufe "
                                     "sein",
        "why.ritual_levels_exact": "die Stufen der Tribute ergeben zusammen {total}, verlangt "
                                   "ist genau {needed}",
        "why.ritual_levels_short": "die Stufen der Tribute ergeben zusammen {total}, weniger "
                                   "als die verlangten {needed}",
        "why.ritual_levels_extra": "die Stufen der Tribute ergeben zusammen {total}, und "
                                   "{needed} ist auch ohne einen von ihnen erreicht: Mehr "
                                   "Tribute als nötig dürfen nicht verwendet werden",
        "why.no_monster_zone": "keine Main-Monsterzone seines Spielers wäre dafür frei",
        "would.summon.fusion": "ein Monster als Fusionsbeschwörung beschwören",
        "would.summon.ritual": "ein Monster als Ritualbeschwörung beschwören",
        "summoned_by_effect.fusion": "{link}: {player} beschwört {card:den} als "
                                     "Fusionsbeschwörung aus dem Extra Deck, in {position}, "
                                     "und legt {materials:den} als Fusionsmaterial auf den "
                                     "Friedhof.",
        "summoned_by_effect.fusion.banished": "{link}: {player} beschwört {card:den} als "
                                              "Fusionsbeschwörung aus dem Extra Deck, in "
                                              "{position}, und verbannt {materials:den} als "
                                              "Fusionsmaterial.",
        "summoned_by_effect.ritual": "{link}: {player} beschwört {card:den} als "
                                     "Ritualbeschwörung aus der Hand, in {position}, und "
                                     "bietet {materials:den} als Tribut an.",
        "input.ygo.fusion_materials_two": "ein Fusionsmonster führt zwei oder mehr Materialien "
                                          "auf",
    },
    "es": {
        "why.ritual_only_with": "su texto dice que solo la Mágica de Ritual «{name}» puede "
                                "Invocarlo por Ritual",
        "illegal.no_responses": "El texto {card:del} dice que no se puede responder a su "
                                "activación: {player} no puede activar cartas ni efectos en "
                                "respuesta.",
        "summoned_by_effect.ritual.sent": "{link}: {player} Invoca por Ritual {card:el} desde la "
                                          "mano en {position}, mandando {materials:el} al "
                                          "Cementerio.",
        "why.no_fusion_material": "el texto de {card} dice que no "
                                  "se puede usar como Material de Fusión",
        "why.procedure_first": "primero debe ser Invocado por su propio "
                                     "procedimiento ({procedure}), y no lo ha sido",
        "trigger_event.fusion_summoned": "esta carta es Invocada por Fusión",
        "trigger_event.ritual_summoned": "esta carta es Invocada por Ritual",
        "trigger_event.fusion_material": "esta carta es mandada al "
                                         "Cementerio como Material de Fusión",
        "illegal.summon_by_effect": "{card:el} no se puede activar así: su {procedure} no "
                                    "podría hacerse con el monstruo y los materiales que "
                                    "nombra la activación (pick, materials), porque {why}.",
        "why.no_summon_pick": "no se nombró ningún monstruo para Invocar",
        "why.summon_pick.fusion": "{card:el} no es un Monstruo de Fusión del Deck Extra de su "
                                  "jugador (está en {zone})",
        "why.summon_pick.fusion.details": "{card:el} no es un Monstruo de Fusión del Deck "
                                          "Extra de su jugador como pide la carta "
                                          "({details})",
        "why.summon_pick.ritual": "{card:el} no es un Monstruo de Ritual de la mano de su "
                                  "jugador (está en {zone})",
        "why.summon_pick.ritual.details": "{card:el} no es un Monstruo de Ritual de la mano "
                                          "de su jugador como pide la carta ({details})",
        "why.material_unknown": "un material nombrado no está ahí",
        "why.material_not_there": "{card:el} no es un monstruo de su jugador en el lugar del "
                                  "que la carta toma los materiales (está en {zone})",
        "why.fusion_two_materials": "una Invocación por Fusión usa dos o más materiales, y se "
                                    "nombraron {count}",
        "why.fusion_materials": "los materiales nombrados no son los Materiales de Fusión que "
                                "indica, un monstruo para cada uno: {listed}",
        "fusion.material": "un monstruo",
        "fusion.material.details": "una carta de monstruo ({details})",
        "why.ritual_levels_missing": "los monstruos Sacrificados deben ser uno o más "
                                     "monstruos con Nivel",
        "why.ritual_levels_exact": "los Niveles de los Sacrificados suman {total}, y se pide "
                                   "exactamente {needed}",
        "why.ritual_levels_short": "los Niveles de los Sacrificados suman {total}, menos de "
                                   "los {needed} pedidos",
        "why.ritual_levels_extra": "los Niveles de los Sacrificados suman {total}, y {needed} "
                                   "se alcanza sin uno de ellos: no se puede Sacrificar más "
                                   "monstruos de los necesarios",
        "why.no_monster_zone": "no le quedaría libre a su jugador ninguna Zona de Monstruos "
                               "Principal",
        "would.summon.fusion": "Invocar por Fusión un monstruo",
        "would.summon.ritual": "Invocar por Ritual un monstruo",
        "summoned_by_effect.fusion": "{link}: {player} Invoca por Fusión {card:el} desde el "
                                     "Deck Extra en {position}, mandando {materials:el} al "
                                     "Cementerio como sus Materiales de Fusión.",
        "summoned_by_effect.fusion.banished": "{link}: {player} Invoca por Fusión {card:el} "
                                              "desde el Deck Extra en {position}, "
                                              "desterrando {materials:el} como sus "
                                              "Materiales de Fusión.",
        "summoned_by_effect.ritual": "{link}: {player} Invoca por Ritual {card:el} desde la "
                                     "mano en {position}, Sacrificando {materials:el}.",
        "input.ygo.fusion_materials_two": "un Monstruo de Fusión indica dos o más materiales",
    },
    "fr": {
        "why.ritual_only_with": "son texte dit que seule la Magie Rituelle « {name} » peut "
                                "l'Invoquer Rituellement",
        "illegal.no_responses": "Le texte {card:du} dit qu'on ne peut pas répondre à son "
                                "activation : {player} ne peut pas activer de carte ni d'effet en "
                                "réponse.",
        "summoned_by_effect.ritual.sent": "{link} : {player} Invoque Rituellement {card:le} depuis"
                                          " la main en {position}, en envoyant {materials:le} au "
                                          "Cimetière.",
        "why.no_fusion_material": "le texte de {card} dit qu'il ne "
                                  "peut pas être utilisé comme Matériel de Fusion",
        "why.procedure_first": "il doit d'abord être Invoqué par sa propre "
                                     "procédure ({procedure}), ce qui n'a pas été fait",
        "trigger_event.fusion_summoned": "cette carte est Invoquée par Fusion",
        "trigger_event.ritual_summoned": "cette carte est Invoquée Rituellement",
        "trigger_event.fusion_material": "cette carte est envoyée au "
                                         "Cimetière comme Matériel de Fusion",
        "illegal.summon_by_effect": "{card:le} ne peut pas être activé ainsi : son "
                                    "{procedure} ne pourrait pas se faire avec le monstre et "
                                    "les matériels que nomme l'activation (pick, materials), "
                                    "car {why}.",
        "why.no_summon_pick": "aucun monstre à Invoquer n'a été nommé",
        "why.summon_pick.fusion": "{card:le} n'est pas un Monstre Fusion de l'Extra Deck de son "
                                  "joueur ({card:il|elle} est dans {zone})",
        "why.summon_pick.fusion.details": "{card:le} n'est pas un Monstre Fusion de l'Extra "
                                          "Deck de son joueur tel que la carte le demande "
                                          "({details})",
        "why.summon_pick.ritual": "{card:le} n'est pas un Monstre Rituel de la main de son "
                                  "joueur ({card:il|elle} est dans {zone})",
        "why.summon_pick.ritual.details": "{card:le} n'est pas un Monstre Rituel de la main "
                                          "de son joueur tel que la carte le demande "
                                          "({details})",
        "why.material_unknown": "un matériel nommé n'est pas là",
        "why.material_not_there": "{card:le} n'est pas un monstre de son joueur là où la carte "
                                  "prend les matériels ({card:il|elle} est dans {zone})",
        "why.fusion_two_materials": "une Invocation Fusion utilise deux matériels ou plus, et "
                                    "{count} ont été nommés",
        "why.fusion_materials": "les matériels nommés ne sont pas les Matériels de Fusion "
                                "qu'il indique, un monstre pour chacun : {listed}",
        "fusion.material": "un monstre",
        "fusion.material.details": "une carte de monstre ({details})",
        "why.ritual_levels_missing": "les monstres Sacrifiés doivent être un ou plusieurs "
                                     "monstres ayant un Niveau",
        "why.ritual_levels_exact": "les Niveaux des monstres Sacrifiés font {total} en tout, "
                                   "et exactement {needed} est demandé",
        "why.ritual_levels_short": "les Niveaux des monstres Sacrifiés font {total} en tout, "
                                   "moins que les {needed} demandés",
        "why.ritual_levels_extra": "les Niveaux des monstres Sacrifiés font {total} en tout, "
                                   "et {needed} est atteint sans l'un d'eux : on ne peut pas "
                                   "Sacrifier plus de monstres que nécessaire",
        "why.no_monster_zone": "aucune Zone Monstre Main de son joueur ne serait libre pour lui",
        "would.summon.fusion": "Invoquer par Fusion un monstre",
        "would.summon.ritual": "Invoquer Rituellement un monstre",
        "summoned_by_effect.fusion": "{link} : {player} Invoque par Fusion {card:le} depuis "
                                     "l'Extra Deck en {position}, en envoyant {materials:le} "
                                     "au Cimetière comme ses Matériels de Fusion.",
        "summoned_by_effect.fusion.banished": "{link} : {player} Invoque par Fusion {card:le} "
                                              "depuis l'Extra Deck en {position}, en "
                                              "bannissant {materials:le} comme ses "
                                              "Matériels de Fusion.",
        "summoned_by_effect.ritual": "{link} : {player} Invoque Rituellement {card:le} depuis "
                                     "la main en {position}, en Sacrifiant {materials:le}.",
        "input.ygo.fusion_materials_two": "un Monstre Fusion indique deux matériels ou plus",
    },
    "it": {
        "why.ritual_only_with": "il suo testo dice che solo la Magia Rituale «{name}» può Evocarlo"
                                " Ritualmente",
        "illegal.no_responses": "Il testo {card:del} dice che non si può rispondere alla sua "
                                "attivazione: {player} non può attivare carte né effetti in "
                                "risposta.",
        "summoned_by_effect.ritual.sent": "{link}: {player} Evoca Ritualmente {card:il} dalla mano"
                                          " in {position}, mandando {materials:il} nel Cimitero.",
        "why.no_fusion_material": "il testo di {card} dice che non "
                                  "può essere usato come Materiale da Fusione",
        "why.procedure_first": "deve prima essere Evocato con la sua "
                                     "procedura ({procedure}), e non lo è stato",
        "trigger_event.fusion_summoned": "questa carta viene Evocata tramite Fusione",
        "trigger_event.ritual_summoned": "questa carta viene Evocata Ritualmente",
        "trigger_event.fusion_material": "questa carta viene mandata nel "
                                         "Cimitero come Materiale da Fusione",
        "illegal.summon_by_effect": "{card:il} non può essere attivato così: "
                                    "{procedure} non si potrebbe fare con il mostro e i "
                                    "materiali che l'attivazione nomina (pick, materials), "
                                    "perché {why}.",
        "why.no_summon_pick": "non è stato nominato nessun mostro da Evocare",
        "why.summon_pick.fusion": "{card:il} non è un Mostro Fusione nell'Extra Deck del suo "
                                  "giocatore (si trova {zone:nel})",
        "why.summon_pick.fusion.details": "{card:il} non è un Mostro Fusione nell'Extra Deck "
                                          "del suo giocatore come chiede la carta "
                                          "({details})",
        "why.summon_pick.ritual": "{card:il} non è un Mostro Rituale nella mano del suo "
                                  "giocatore (si trova {zone:nel})",
        "why.summon_pick.ritual.details": "{card:il} non è un Mostro Rituale nella mano del "
                                          "suo giocatore come chiede la carta ({details})",
        "why.material_unknown": "un materiale nominato non c'è",
        "why.material_not_there": "{card:il} non è un mostro del suo giocatore là da dove la "
                                  "carta prende i materiali (si trova {zone:nel})",
        "why.fusion_two_materials": "un'Evocazione tramite Fusione usa due o più materiali, e "
                                    "ne sono stati nominati {count}",
        "why.fusion_materials": "i materiali nominati non sono i Materiali da Fusione che "
                                "elenca, un mostro per ciascuno: {listed}",
        "fusion.material": "un mostro",
        "fusion.material.details": "una carta mostro ({details})",
        "why.ritual_levels_missing": "i Tributi devono essere uno o più mostri con un Livello",
        "why.ritual_levels_exact": "i Livelli dei Tributi sommano {total}, ed è chiesto "
                                   "esattamente {needed}",
        "why.ritual_levels_short": "i Livelli dei Tributi sommano {total}, meno dei {needed} "
                                   "chiesti",
        "why.ritual_levels_extra": "i Livelli dei Tributi sommano {total}, e {needed} si "
                                   "raggiunge senza uno di loro: non si possono usare più "
                                   "Tributi del necessario",
        "why.no_monster_zone": "nessuna Zona Mostri Main del suo giocatore sarebbe libera "
                               "per lui",
        "would.summon.fusion": "Evocare tramite Fusione un mostro",
        "would.summon.ritual": "Evocare Ritualmente un mostro",
        "summoned_by_effect.fusion": "{link}: {player} Evoca tramite Fusione {card:il} "
                                     "dall'Extra Deck in {position}, mandando "
                                     "{materials:il} nel Cimitero come suoi Materiali da "
                                     "Fusione.",
        "summoned_by_effect.fusion.banished": "{link}: {player} Evoca tramite Fusione "
                                              "{card:il} dall'Extra Deck in {position}, "
                                              "bandendo {materials:il} come suoi Materiali "
                                              "da Fusione.",
        "summoned_by_effect.ritual": "{link}: {player} Evoca Ritualmente {card:il} dalla "
                                     "mano in {position}, offrendo {materials:il} come "
                                     "Tributo.",
        "input.ygo.fusion_materials_two": "un Mostro Fusione elenca due o più materiali",
    },
}
