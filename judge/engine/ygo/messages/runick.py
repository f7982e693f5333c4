"""The words of the Runick Quick-Play Spells' steps (runick.py): the top cards of a Deck
banished face-up (3-7-4), a monster Special Summoned from the Extra Deck to the Extra Monster
Zone (3-3-5), the Battle Phase skipped after an activation (7-1-6) and "a Special Summoned
monster" in a description (5-2-3), which each language's
catalogue takes from here (`MESSAGES.update(RUNICK["de"])`), in the terms of each language's
cards (verbannen, desterrar, bannir, bandire; Extra-Monsterzone, Zona de Monstruo Extra, Zone
Monstre Extra, Zona Mostro Extra)."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

RUNICK: dict[str, dict[str, Message]] = {
    "en": {
        "effects_negated.all_lasting": "{link}: the effects of {cards} are negated, for as "
                                       "long as each stays face-up on the field.",
        "pick.special_summoned": "Special Summoned",
        "why.improperly_summoned": "it came to the field from the Extra Deck by an effect, "
                                   "not by its own procedure, so it has not been properly "
                                   "Summoned",
        "banish_top": Plural("count",
                             one="{link}: the top card of {player}'s Deck is banished "
                                 "face-up: {cards}.",
                             other="{link}: the top {count} cards of {player}'s Deck are "
                                   "banished face-up: {cards}."),
        "banish_top.short": "{link}: the top {asked} cards of {player}'s Deck must be "
                            "banished, but it has only {count}: {cards}; the rest is not done.",
        "banish_top.empty": "{link}: the top cards of {player}'s Deck must be banished, but "
                            "the Deck is empty; nothing is banished.",
        "extra_zone_summon.summoned": "{link}: {player} Special Summons {card} from the Extra "
                                      "Deck to the Extra Monster Zone in {position}; the "
                                      "effect Summons it, not its own procedure, so it is not "
                                      "properly Summoned.",
        "illegal.extra_zone_summon": "{card} cannot be activated so: the Summon to the Extra "
                                     "Monster Zone it makes could not be done with the "
                                     "monster its activation names (pick), since {why}.",
        "would.extra_zone_summon": "Special Summon a monster from the Extra Deck to the Extra "
                                   "Monster Zone",
        "why.extra_zone_summon.no_pick": "no monster was named to summon",
        "why.extra_zone_summon.pick": "{card} is not a monster the card lets its player "
                                      "Summon this way ({requirement})",
        "why.extra_zone_own": "that player already has a monster in an Extra Monster Zone",
        "why.extra_zones_used": "both Extra Monster Zones hold monsters",
        "battle_phase_skip.activated": "{card} was activated: {player} skips their next "
                                       "Battle Phase (turn {number}), whatever becomes of the "
                                       "card or its effect.",
        "illegal.battle_phase_skipped.activated": "{player} cannot enter the Battle Phase: "
                                                  "{player} activated {source} and skips "
                                                  "their next Battle Phase, this one.",
    },
    "de": {
        "effects_negated.all_lasting": "{link}: Die Effekte von {cards} werden annulliert, "
                                       "solange die jeweilige Karte offen auf dem Spielfeld "
                                       "liegt.",
        "pick.special_summoned": "als Spezialbeschwörung beschworen",
        "why.improperly_summoned": "es kam durch einen Effekt aus dem Extra Deck auf das "
                                   "Spielfeld, nicht nach seinem eigenen Verfahren, und wurde "
                                   "daher nicht ordnungsgemäß beschworen",
        "banish_top": Plural("count",
                             one="{link}: Die oberste Karte des Decks von {player} wird offen "
                                 "verbannt: {cards:der}.",
                             other="{link}: Die obersten {count} Karten des Decks von "
                                   "{player} werden offen verbannt: {cards:der}."),
        "banish_top.short": "{link}: Die obersten {asked} Karten des Decks von {player} "
                            "müssten verbannt werden, es hat aber nur {count}: {cards:der}; "
                            "der Rest entfällt.",
        "banish_top.empty": "{link}: Die obersten Karten des Decks von {player} müssten "
                            "verbannt werden, aber das Deck ist leer; nichts wird verbannt.",
        "extra_zone_summon.summoned": "{link}: {player} beschwört {card:den} als "
                                      "Spezialbeschwörung aus dem Extra Deck in die "
                                      "Extra-Monsterzone, in {position}; das ist eine "
                                      "Beschwörung durch den Effekt, nicht durch "
                                      "{card:sein|ihr|sein} eigenes Verfahren, also wurde "
                                      "{card:er|sie|es} nicht ordnungsgemäß beschworen.",
        "illegal.extra_zone_summon": "{card:der} kann so nicht aktiviert werden: Die "
                                     "Beschwörung in die Extra-Monsterzone, die die Karte "
                                     "durchführt, wäre mit dem Monster, das die Aktivierung "
                                     "nennt (pick), nicht möglich, denn {why}.",
        "would.extra_zone_summon": "ein Monster als Spezialbeschwörung aus dem Extra Deck in "
                                   "die Extra-Monsterzone beschwören",
        "why.extra_zone_summon.no_pick": "es wurde kein Monster zum Beschwören genannt",
        "why.extra_zone_summon.pick": "{card:der} ist kein Monster, das die Karte ihren "
                                      "Spieler so beschwören lässt ({requirement})",
        "why.extra_zone_own": "dieser Spieler hat bereits ein Monster in einer "
                              "Extra-Monsterzone",
        "why.extra_zones_used": "in beiden Extra-Monsterzonen sind Monster",
        "battle_phase_skip.activated": "{card:der} wurde aktiviert: {player} überspringt die "
                                       "nächste eigene Battle Phase (Spielzug {number}), was "
                                       "auch immer danach aus der Karte oder ihrem Effekt "
                                       "wird.",
        "illegal.battle_phase_skipped.activated": "{player} kann keine Battle Phase beginnen: "
                                                  "{player} hat {source:den} aktiviert und "
                                                  "überspringt die nächste eigene Battle "
                                                  "Phase, diese hier.",
    },
    "es": {
        "effects_negated.all_lasting": "{link}: los efectos de {cards} quedan negados "
                                       "mientras cada una siga boca arriba en el Campo.",
        "pick.special_summoned": "Invocado de Modo Especial",
        "why.improperly_summoned": "llegó al Campo desde el Deck Extra por un efecto, no "
                                   "por su propio procedimiento, así que no ha sido Invocado "
                                   "correctamente",
        "banish_top": Plural("count",
                             one="{link}: la carta superior del Deck de {player} es "
                                 "desterrada boca arriba: {cards:el}.",
                             other="{link}: las {count} cartas superiores del Deck de "
                                   "{player} son desterradas boca arriba: {cards:el}."),
        "banish_top.short": "{link}: deberían desterrarse las {asked} cartas superiores del "
                            "Deck de {player}, pero solo tiene {count}: {cards:el}; el resto "
                            "no se hace.",
        "banish_top.empty": "{link}: deberían desterrarse las cartas superiores del Deck de "
                            "{player}, pero el Deck está vacío; no se destierra nada.",
        "extra_zone_summon.summoned": "{link}: {player} Invoca de Modo Especial {card:el} "
                                      "desde el Deck Extra a la Zona de Monstruo Extra en "
                                      "{position}; lo Invoca el efecto, no su propio "
                                      "procedimiento, así que no se considera "
                                      "{card:Invocado|Invocada} correctamente.",
        "illegal.extra_zone_summon": "{card:el} no se puede activar así: la Invocación a la "
                                     "Zona de Monstruo Extra que hace no podría hacerse con "
                                     "el monstruo que nombra la activación (pick), porque "
                                     "{why}.",
        "would.extra_zone_summon": "Invocar de Modo Especial un monstruo desde el Deck Extra "
                                   "a la Zona de Monstruo Extra",
        "why.extra_zone_summon.no_pick": "no se nombró ningún monstruo para Invocar",
        "why.extra_zone_summon.pick": "{card:el} no es un monstruo que la carta deje Invocar "
                                      "así a su jugador ({requirement})",
        "why.extra_zone_own": "ese jugador ya tiene un monstruo en una Zona de Monstruo Extra",
        "why.extra_zones_used": "las dos Zonas de Monstruo Extra tienen monstruos",
        "battle_phase_skip.activated": "Se activó {card:el}: {player} salta su próxima "
                                       "Battle Phase (turno {number}), pase lo que pase "
                                       "después con la carta o su efecto.",
        "illegal.battle_phase_skipped.activated": "{player} no puede entrar en la Battle "
                                                  "Phase: activó {source:el} y salta su "
                                                  "próxima Battle Phase, que es esta.",
    },
    "fr": {
        "effects_negated.all_lasting": "{link} : les effets de {cards} sont annulés, tant "
                                       "que chacune reste face recto sur le Terrain.",
        "pick.special_summoned": "Invoqué Spécialement",
        "why.improperly_summoned": "il est arrivé sur le Terrain depuis l'Extra Deck par un "
                                   "effet, pas par sa propre procédure, et n'a donc pas été "
                                   "Invoqué correctement",
        "banish_top": Plural("count",
                             one="{link} : la carte du dessus du Deck de {player} est bannie "
                                 "face recto : {cards:le}.",
                             other="{link} : les {count} cartes du dessus du Deck de "
                                   "{player} sont bannies face recto : {cards:le}."),
        "banish_top.short": "{link} : les {asked} cartes du dessus du Deck de {player} "
                            "devraient être bannies, mais il n'en a que {count} : {cards:le} ; "
                            "le reste n'est pas fait.",
        "banish_top.empty": "{link} : les cartes du dessus du Deck de {player} devraient être "
                            "bannies, mais le Deck est vide ; rien n'est banni.",
        "extra_zone_summon.summoned": "{link} : {player} Invoque Spécialement {card:le} "
                                      "depuis l'Extra Deck dans la Zone Monstre Extra en "
                                      "{position} ; c'est l'effet qui l'Invoque, pas sa "
                                      "propre procédure, {card:il|elle} n'est donc pas "
                                      "{card:Invoqué|Invoquée} correctement.",
        "illegal.extra_zone_summon": "{card:le} ne peut pas être activé ainsi : l'Invocation "
                                     "dans la Zone Monstre Extra qu'il fait ne pourrait pas "
                                     "se faire avec le monstre que nomme l'activation "
                                     "(pick), car {why}.",
        "would.extra_zone_summon": "Invoquer Spécialement un monstre depuis l'Extra Deck dans "
                                   "la Zone Monstre Extra",
        "why.extra_zone_summon.no_pick": "aucun monstre à Invoquer n'a été nommé",
        "why.extra_zone_summon.pick": "{card:le} n'est pas un monstre que la carte permet à "
                                      "son joueur d'Invoquer ainsi ({requirement})",
        "why.extra_zone_own": "ce joueur a déjà un monstre dans une Zone Monstre Extra",
        "why.extra_zones_used": "les deux Zones Monstre Extra sont occupées par des monstres",
        "battle_phase_skip.activated": "La carte {card:le} a été activée : {player} passe sa "
                                       "prochaine Battle Phase (tour {number}), quoi qu'il "
                                       "advienne ensuite de la carte ou de son effet.",
        "illegal.battle_phase_skipped.activated": "{player} ne peut pas entrer en Battle "
                                                  "Phase : {player} a activé la carte "
                                                  "{source:le} et passe sa prochaine Battle "
                                                  "Phase, celle-ci.",
    },
    "it": {
        "effects_negated.all_lasting": "{link}: gli effetti di {cards} sono annullati, "
                                       "finché ognuna resta scoperta sul Terreno.",
        "pick.special_summoned": "Evocato Specialmente",
        "why.improperly_summoned": "è arrivato sul Terreno dall'Extra Deck tramite un "
                                   "effetto, non con la sua procedura, quindi non è stato "
                                   "Evocato correttamente",
        "banish_top": Plural("count",
                             one="{link}: la prima carta del Deck di {player} viene bandita "
                                 "scoperta: {cards:il}.",
                             other="{link}: le prime {count} carte del Deck di {player} "
                                   "vengono bandite scoperte: {cards:il}."),
        "banish_top.short": "{link}: le prime {asked} carte del Deck di {player} dovrebbero "
                            "essere bandite, ma ne ha solo {count}: {cards:il}; il resto non "
                            "viene fatto.",
        "banish_top.empty": "{link}: le prime carte del Deck di {player} dovrebbero essere "
                            "bandite, ma il Deck è vuoto; non viene bandito nulla.",
        "extra_zone_summon.summoned": "{link}: {player} Evoca Specialmente {card:il} "
                                      "dall'Extra Deck nella Zona Mostro Extra in "
                                      "{position}; lo Evoca l'effetto, non la sua procedura, "
                                      "quindi non è {card:Evocato|Evocata} correttamente.",
        "illegal.extra_zone_summon": "{card:il} non può essere attivato così: l'Evocazione "
                                     "nella Zona Mostro Extra che fa non si potrebbe fare con "
                                     "il mostro che l'attivazione nomina (pick), perché "
                                     "{why}.",
        "would.extra_zone_summon": "Evocare Specialmente un mostro dall'Extra Deck nella Zona "
                                   "Mostro Extra",
        "why.extra_zone_summon.no_pick": "non è stato nominato nessun mostro da Evocare",
        "why.extra_zone_summon.pick": "{card:il} non è un mostro che la carta permetta al suo "
                                      "giocatore di Evocare così ({requirement})",
        "why.extra_zone_own": "quel giocatore ha già un mostro in una Zona Mostro Extra",
        "why.extra_zones_used": "entrambe le Zone Mostro Extra sono occupate da mostri",
        "battle_phase_skip.activated": "La carta {card:il} è stata attivata: {player} salta "
                                       "la sua prossima Battle Phase (turno {number}), "
                                       "qualunque cosa accada poi alla carta o al suo "
                                       "effetto.",
        "illegal.battle_phase_skipped.activated": "{player} non può entrare nella Battle "
                                                  "Phase: ha attivato la carta {source:il} e "
                                                  "salta la sua prossima Battle Phase, cioè "
                                                  "questa.",
    },
}
