"""The words of a Special Summon from the Extra Deck that a card's text treats as a Fusion,
Synchro or Xyz Summon (treated_summon.py, 8-5-16), and of an effect that asks how its monster
was Summoned (was_summoned.py, 8-5-17), and what more an Xyz Summon on top of one monster may
ask (xyz_over.py, 8-5-10), each language's catalogue takes from here
(`MESSAGES.update(TREATED_SUMMON["de"])`), in the terms of each language's cards
(Fusionsbeschwörung, Synchrobeschwörung, Xyz-Beschwörung; Invocación por Fusión, Invocación
por Sincronía, Invocación Xyz; Invocation Fusion, Invocation Synchro, Invocation Xyz;
Evocazione tramite Fusione, Synchro Evocazione, Evocazione Xyz)."""
from __future__ import annotations

from ...core.catalogue import Message

TREATED_SUMMON: dict[str, dict[str, Message]] = {
    "en": {
        "treated_summon.summoned.fusion": "{link}: {player} Special Summons {card} from the "
                                          "Extra Deck in {position}; as the card says, this is "
                                          "treated as a Fusion Summon.",
        "treated_summon.summoned.synchro": "{link}: {player} Special Summons {card} from the "
                                           "Extra Deck in {position}; as the card says, this "
                                           "is treated as a Synchro Summon.",
        "treated_summon.summoned.xyz": "{link}: {player} Special Summons {card} from the Extra "
                                       "Deck in {position}; as the card says, this is treated "
                                       "as an Xyz Summon (it has no Xyz Materials).",
        "illegal.treated_summon": "{card} cannot be activated so: the Summon from the Extra "
                                  "Deck it makes could not be done with the monster its "
                                  "activation names (pick), since {why}.",
        "would.treated_summon": "Special Summon a monster from the Extra Deck",
        "why.treated_summon.no_pick": "no monster was named to summon",
        "why.treated_summon.pick": "{card} is not a monster in its player's Extra Deck that the "
                                   "card lets them Summon this way ({details})",
        "input.ygo.treated_rank": "a Rank is asked only of an Xyz Monster: `rank`, "
                                  "`rank_min` and `rank_max` go with `as: xyz`",
        "illegal.not_was_summoned": "{card} cannot activate this effect: its text asks for "
                                    "a monster that was Summoned by {procedure}, and it was "
                                    "not, on the field it left (or is on).",
        "illegal.xyz_over_phase": "{card} can be Xyz Summoned on top of one monster only in "
                                  "its player's Main Phase 2, as its text says.",
        "xyz_over.other_name": "with a name other than the Xyz Monster's",
        "xyz_over.materials_min": "with {count} or more Xyz Materials of its own",
        "xyz_over.no_material": "with no Xyz Material",
        "input.ygo.xyz_over_materials": "asks for materials and for none at once: "
                                        "`materials_min` or `no_material`, not both",
    },
    "de": {
        "treated_summon.summoned.fusion": "{link}: {player} beschwört {card:den} als "
                                          "Spezialbeschwörung aus dem Extra Deck, in "
                                          "{position}; laut der Karte wird dies als "
                                          "Fusionsbeschwörung behandelt.",
        "treated_summon.summoned.synchro": "{link}: {player} beschwört {card:den} als "
                                           "Spezialbeschwörung aus dem Extra Deck, in "
                                           "{position}; laut der Karte wird dies als "
                                           "Synchrobeschwörung behandelt.",
        "treated_summon.summoned.xyz": "{link}: {player} beschwört {card:den} als "
                                       "Spezialbeschwörung aus dem Extra Deck, in {position}; "
                                       "laut der Karte wird dies als Xyz-Beschwörung behandelt "
                                       "({card:er|sie|es} hat keine Xyz-Materialien).",
        "illegal.treated_summon": "{card:der} kann so nicht aktiviert werden: Die Beschwörung "
                                  "aus dem Extra Deck, die die Karte durchführt, wäre mit dem "
                                  "Monster, das die Aktivierung nennt (pick), nicht möglich, "
                                  "denn {why}.",
        "would.treated_summon": "ein Monster als Spezialbeschwörung aus dem Extra Deck "
                                "beschwören",
        "why.treated_summon.no_pick": "es wurde kein Monster zum Beschwören genannt",
        "why.treated_summon.pick": "{card:der} ist kein Monster im Extra Deck seines Spielers, "
                                   "das die Karte so beschwören lässt ({details})",
        "input.ygo.treated_rank": "nur ein Xyz-Monster hat einen Rang: `rank`, `rank_min` "
                                  "und `rank_max` gehören zu `as: xyz`",
        "illegal.not_was_summoned": "{card:der} kann diesen Effekt nicht aktivieren: "
                                    "{card:Sein|Ihr|Sein} Text verlangt ein Monster, das durch "
                                    "{procedure} auf das Spielfeld kam, und das trifft auf das "
                                    "Spielfeld, das {card:er|sie|es} verlassen hat (oder auf "
                                    "dem {card:er|sie|es} ist), nicht zu.",
        "illegal.xyz_over_phase": "{card:der} kann laut {card:seinem|ihrem|seinem} Text nur "
                                  "in der Main Phase 2 {card:seines|ihres|seines} Spielers "
                                  "per Xyz-Beschwörung auf ein einzelnes Monster gelegt "
                                  "werden.",
        "xyz_over.other_name": "mit einem anderen Namen als dem des Xyz-Monsters",
        "xyz_over.materials_min": "mit {count} oder mehr eigenen Xyz-Materialien",
        "xyz_over.no_material": "ohne Xyz-Material",
        "input.ygo.xyz_over_materials": "verlangt zugleich Materialien und keine: "
                                        "`materials_min` oder `no_material`, nicht beides",
    },
    "es": {
        "treated_summon.summoned.fusion": "{link}: {player} Invoca de Modo Especial {card:el} "
                                          "desde el Deck Extra en {position}; como dice la "
                                          "carta, se considera una Invocación por Fusión.",
        "treated_summon.summoned.synchro": "{link}: {player} Invoca de Modo Especial {card:el} "
                                           "desde el Deck Extra en {position}; como dice la "
                                           "carta, se considera una Invocación por Sincronía.",
        "treated_summon.summoned.xyz": "{link}: {player} Invoca de Modo Especial {card:el} "
                                       "desde el Deck Extra en {position}; como dice la carta, "
                                       "se considera una Invocación Xyz (no tiene Materiales "
                                       "Xyz).",
        "illegal.treated_summon": "{card:el} no se puede activar así: la Invocación desde el "
                                  "Deck Extra que hace no podría hacerse con el monstruo que "
                                  "nombra la activación (pick), porque {why}.",
        "would.treated_summon": "Invocar de Modo Especial un monstruo desde el Deck Extra",
        "why.treated_summon.no_pick": "no se nombró ningún monstruo para Invocar",
        "why.treated_summon.pick": "{card:el} no es un monstruo del Deck Extra de su jugador "
                                   "que la carta le deje Invocar así ({details})",
        "input.ygo.treated_rank": "solo un Monstruo Xyz tiene Rango: `rank`, `rank_min` y "
                                  "`rank_max` van con `as: xyz`",
        "illegal.not_was_summoned": "{card:el} no puede activar este efecto: su texto pide "
                                    "un monstruo que haya llegado al Campo mediante una "
                                    "{procedure}, y no fue así en el Campo que dejó (o en el "
                                    "que está).",
        "illegal.xyz_over_phase": "según su texto, {card:el} solo puede ser "
                                  "{card:Invocado|Invocada} Xyz "
                                  "sobre un único monstruo en la Main Phase 2 de su jugador.",
        "xyz_over.other_name": "con un nombre distinto del del Monstruo Xyz",
        "xyz_over.materials_min": "con {count} o más Materiales Xyz propios",
        "xyz_over.no_material": "sin Materiales Xyz",
        "input.ygo.xyz_over_materials": "pide materiales y ninguno a la vez: `materials_min` "
                                        "o `no_material`, no ambos",
    },
    "fr": {
        "treated_summon.summoned.fusion": "{link} : {player} Invoque Spécialement {card:le} "
                                          "depuis l'Extra Deck en {position} ; comme le dit la "
                                          "carte, ceci est considéré comme une Invocation "
                                          "Fusion.",
        "treated_summon.summoned.synchro": "{link} : {player} Invoque Spécialement {card:le} "
                                           "depuis l'Extra Deck en {position} ; comme le dit "
                                           "la carte, ceci est considéré comme une Invocation "
                                           "Synchro.",
        "treated_summon.summoned.xyz": "{link} : {player} Invoque Spécialement {card:le} "
                                       "depuis l'Extra Deck en {position} ; comme le dit la "
                                       "carte, ceci est considéré comme une Invocation Xyz "
                                       "({card:il|elle} n'a aucun Matériel Xyz).",
        "illegal.treated_summon": "{card:le} ne peut pas être activé ainsi : l'Invocation "
                                  "depuis l'Extra Deck qu'il fait ne pourrait pas se faire "
                                  "avec le monstre que nomme l'activation (pick), car {why}.",
        "would.treated_summon": "Invoquer Spécialement un monstre depuis l'Extra Deck",
        "why.treated_summon.no_pick": "aucun monstre à Invoquer n'a été nommé",
        "why.treated_summon.pick": "{card:le} n'est pas un monstre de l'Extra Deck de son "
                                   "joueur que la carte permet d'Invoquer ainsi ({details})",
        "input.ygo.treated_rank": "seul un Monstre Xyz a un Rang : `rank`, `rank_min` et "
                                  "`rank_max` vont avec `as: xyz`",
        "illegal.not_was_summoned": "{card:le} ne peut pas activer cet effet : son texte "
                                    "demande un monstre arrivé sur le Terrain par une "
                                    "{procedure}, et ce n'est pas le cas sur le Terrain que "
                                    "{card:il|elle} a quitté (ou où {card:il|elle} se "
                                    "trouve).",
        "illegal.xyz_over_phase": "selon son texte, {card:le} ne peut être "
                                  "{card:Invoqué|Invoquée} par Xyz "
                                  "sur un seul monstre que pendant la Main Phase 2 de son "
                                  "joueur.",
        "xyz_over.other_name": "avec un nom différent de celui du Monstre Xyz",
        "xyz_over.materials_min": "avec {count} Matériels Xyz ou plus à lui",
        "xyz_over.no_material": "sans Matériel Xyz",
        "input.ygo.xyz_over_materials": "demande à la fois des Matériels et aucun : "
                                        "`materials_min` ou `no_material`, pas les deux",
    },
    "it": {
        "treated_summon.summoned.fusion": "{link}: {player} Evoca Specialmente {card:il} "
                                          "dall'Extra Deck in {position}; come dice la carta, "
                                          "questa è considerata un'Evocazione tramite "
                                          "Fusione.",
        "treated_summon.summoned.synchro": "{link}: {player} Evoca Specialmente {card:il} "
                                           "dall'Extra Deck in {position}; come dice la carta, "
                                           "questa è considerata una Synchro Evocazione.",
        "treated_summon.summoned.xyz": "{link}: {player} Evoca Specialmente {card:il} "
                                       "dall'Extra Deck in {position}; come dice la carta, "
                                       "questa è considerata un'Evocazione Xyz (non ha "
                                       "Materiali Xyz).",
        "illegal.treated_summon": "{card:il} non può essere attivato così: l'Evocazione "
                                  "dall'Extra Deck che fa non si potrebbe fare con il mostro "
                                  "che l'attivazione nomina (pick), perché {why}.",
        "would.treated_summon": "Evocare Specialmente un mostro dall'Extra Deck",
        "why.treated_summon.no_pick": "non è stato nominato nessun mostro da Evocare",
        "why.treated_summon.pick": "{card:il} non è un mostro nell'Extra Deck del suo "
                                   "giocatore che la carta permetta di Evocare così "
                                   "({details})",
        "input.ygo.treated_rank": "solo un Mostro Xyz ha un Rango: `rank`, `rank_min` e "
                                  "`rank_max` vanno con `as: xyz`",
        "illegal.not_was_summoned": "{card:il} non può attivare questo effetto: il suo "
                                    "testo chiede un mostro arrivato sul Terreno con "
                                    "{procedure}, e non è questo il caso sul Terreno che ha "
                                    "lasciato (o su cui si trova).",
        "illegal.xyz_over_phase": "secondo il suo testo, {card:il} può essere "
                                  "{card:Evocato|Evocata} Xyz "
                                  "sopra un solo mostro soltanto nella Main Phase 2 del suo "
                                  "giocatore.",
        "xyz_over.other_name": "con un nome diverso da quello del Mostro Xyz",
        "xyz_over.materials_min": "con {count} o più Materiali Xyz propri",
        "xyz_over.no_material": "senza Materiali Xyz",
        "input.ygo.xyz_over_materials": "chiede materiali e nessuno insieme: `materials_min` "
                                        "o `no_material`, non entrambi",
    },
}
