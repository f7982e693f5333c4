"""The words of effects a card gives beyond itself: the additional Normal Summon its player has
(extra_normal.py, 8-1-7), and what a material gives the monster Summoned using it
(summon_grants.py, 8-5-11), each language's catalogue takes from here
(`MESSAGES.update(GRANTED["de"])`), in the terms of each language's cards (Normalbeschwörung,
Setzen; Invocación Normal, Colocación; Invocation Normale, Pose; Evocazione Normale,
Posizionamento)."""
from __future__ import annotations

from ...core.catalogue import Message

GRANTED: dict[str, dict[str, Message]] = {
    "en": {
        "summon_grant.gained": "{card} was Summoned using {material} as material, and the "
                               "text of {material} gives it this effect: {gives}.",
        "summon_grant.battle_indestructible": "it cannot be destroyed by battle",
        "summon_grant.effect_indestructible": "it cannot be destroyed by card effects",
        "summon_grant.untargetable_by_opponent": "its opponent cannot target it with card "
                                                 "effects",
        "summon_grant.piercing": "it inflicts piercing battle damage when it attacks a Defense "
                                 "Position monster",
        "monster_set.additional": "{player} Sets {card} face-down in Defense Position: with "
                                  "the additional Normal Summon the effect of {grant} allows, "
                                  "this is the turn's second Normal Summon or Set.",
        "input.ygo.extra_normal_modes": "names either `set` or `tribute`, not both",
        "extra_normal_summon.gained": "{link}: for the rest of this turn, {player} can "
                                      "Normal Summon 1 monster ({details}) in addition to the "
                                      "turn's Normal Summon or Set.",
        "extra_normal_summon.gained_any": "{link}: for the rest of this turn, {player} can "
                                          "Normal Summon 1 monster in addition to the turn's "
                                          "Normal Summon or Set.",
        "normal_summoned.additional": "{player} Normal Summons {card} in Attack Position: the "
                                      "effect of {grant} allows one Normal Summon in addition "
                                      "to the turn's Normal Summon or Set, and one of the two "
                                      "this turn fits its description.",
        "summon_grant.gained_effect": "{card} was Summoned using {material} as material, and "
                                      "the text of {material} gives it an effect it activates "
                                      "as its own (its effect {number}, counted from 0).",
        "illegal.granted_effect_lost": "{card} no longer has the effect a material gave it: it "
                                       "has that effect only while it stays face-up on the "
                                       "field after the Summon that used that material.",
        "input.ygo.summon_grant_gives": "names exactly one of `gives`, `effect`, `stats` (with "
                                        "`atk` or `def` not 0) and `stat_changes` (not empty, "
                                        "and only for a Summon's grant)",
        "summon_grant.atk": "it gains {atk} ATK",
        "summon_grant.def": "it gains {defense} DEF",
        "summon_grant.battle_banishes": "any monster it destroys by battle is banished instead "
                                        "of going to the Graveyard",
        "summon_grant.stat_changes": "the change to ATK/DEF printed there applies from it to "
                                     "the monsters that text describes, while it stays face-up "
                                     "on the field",
        "summon_grant.atk_def": "it gains {atk} ATK and {defense} DEF",
    },
    "de": {
        "summon_grant.gained": "{card:der} wurde unter Verwendung {material:vom} als Material "
                               "beschworen, und der Text {material:vom} gibt ihm diesen "
                               "Effekt: {gives}.",
        "summon_grant.battle_indestructible": "Es kann nicht durch Kampf zerstört werden",
        "summon_grant.effect_indestructible": "Es kann nicht durch Karteneffekte zerstört "
                                              "werden",
        "summon_grant.untargetable_by_opponent": "Sein Gegner kann es nicht als Ziel von "
                                                 "Karteneffekten wählen",
        "summon_grant.piercing": "Greift es ein Monster in Verteidigungsposition an, fügt es "
                                 "durchschlagenden Kampfschaden zu",
        "monster_set.additional": "{player} setzt {card:den} verdeckt in Verteidigungsposition: "
                                  "Mit der zusätzlichen Normalbeschwörung, die der Effekt "
                                  "{grant:vom} erlaubt, ist das die zweite Normalbeschwörung "
                                  "oder das zweite Setzen dieses Spielzugs.",
        "input.ygo.extra_normal_modes": "nennt entweder `set` oder `tribute`, nicht beides",
        "extra_normal_summon.gained": "{link}: Für den Rest dieses Spielzugs kann {player} "
                                      "zusätzlich zur Normalbeschwörung oder zum Setzen dieses "
                                      "Spielzugs 1 Monster ({details}) als Normalbeschwörung "
                                      "beschwören.",
        "extra_normal_summon.gained_any": "{link}: Für den Rest dieses Spielzugs kann {player} "
                                          "zusätzlich zur Normalbeschwörung oder zum Setzen "
                                          "dieses Spielzugs 1 Monster als Normalbeschwörung "
                                          "beschwören.",
        "normal_summoned.additional": "{player} beschwört {card:den} als Normalbeschwörung in "
                                      "Angriffsposition: Der Effekt {grant:vom} erlaubt eine "
                                      "Normalbeschwörung zusätzlich zur Normalbeschwörung oder "
                                      "zum Setzen dieses Spielzugs, und eine der beiden "
                                      "Beschwörungen dieses Spielzugs erfüllt seine "
                                      "Beschreibung.",
        "summon_grant.gained_effect": "{card:der} wurde unter Verwendung {material:vom} als "
                                      "Material beschworen, und der Text {material:vom} gibt "
                                      "ihm einen Effekt, den es als seinen eigenen aktiviert "
                                      "(sein Effekt {number}, ab 0 gezählt).",
        "illegal.granted_effect_lost": "{card:der} hat den Effekt, den ihm ein Material gegeben "
                                       "hat, nicht mehr: Es hat ihn nur, solange es nach der "
                                       "Beschwörung mit diesem Material offen auf dem Spielfeld "
                                       "bleibt.",
        "input.ygo.summon_grant_gives": "nennt genau eines von `gives`, `effect`, `stats` "
                                        "(mit `atk` oder `def` ungleich 0) und `stat_changes` "
                                        "(nicht leer und nur für die Gabe einer Beschwörung)",
        "summon_grant.atk": "Es erhält {atk} ATK",
        "summon_grant.def": "Es erhält {defense} DEF",
        "summon_grant.battle_banishes": "Jedes Monster, das es durch Kampf zerstört, wird "
                                        "verbannt, statt auf den Friedhof gelegt zu werden",
        "summon_grant.stat_changes": "Die dort aufgedruckte Änderung der ATK/DEF gilt von ihm "
                                     "aus für die Monster, die dieser Text beschreibt, solange "
                                     "es offen auf dem Spielfeld bleibt",
        "summon_grant.atk_def": "Es erhält {atk} ATK und {defense} DEF",
    },
    "es": {
        "summon_grant.gained": "{card:el} fue Invocado usando {material:el} como material, y "
                               "el texto {material:del} le da este efecto: {gives}.",
        "summon_grant.battle_indestructible": "no puede ser destruido en batalla",
        "summon_grant.effect_indestructible": "no puede ser destruido por efectos de cartas",
        "summon_grant.untargetable_by_opponent": "su adversario no puede seleccionarlo como "
                                                 "objetivo con efectos de cartas",
        "summon_grant.piercing": "si ataca a un monstruo en Posición de Defensa, inflige daño "
                                 "de batalla de penetración",
        "monster_set.additional": "{player} Coloca {card:el} boca abajo en Posición de Defensa: "
                                  "con la Invocación Normal adicional que permite el efecto "
                                  "{grant:del}, es la segunda Invocación Normal o Colocación "
                                  "del turno.",
        "input.ygo.extra_normal_modes": "indica `set` o `tribute`, no ambos",
        "extra_normal_summon.gained": "{link}: durante el resto de este turno, {player} "
                                      "puede Invocar de Modo Normal 1 monstruo ({details}) "
                                      "además de la Invocación Normal o Colocación del turno.",
        "extra_normal_summon.gained_any": "{link}: durante el resto de este turno, {player} "
                                          "puede Invocar de Modo Normal 1 monstruo además de "
                                          "la Invocación Normal o Colocación del turno.",
        "normal_summoned.additional": "{player} Invoca de Modo Normal {card:el} en Posición de "
                                      "Ataque: el efecto {grant:del} permite una Invocación "
                                      "Normal además de la Invocación Normal o Colocación del "
                                      "turno, y una de las dos de este turno cumple su "
                                      "descripción.",
        "summon_grant.gained_effect": "{card:el} fue Invocado usando {material:el} como "
                                      "material, y el texto {material:del} le da un efecto que "
                                      "activa como propio (su efecto {number}, contando desde "
                                      "0).",
        "illegal.granted_effect_lost": "{card:el} ya no tiene el efecto que le dio un material: "
                                       "solo lo tiene mientras permanezca boca arriba en el "
                                       "Campo tras la Invocación que usó ese material.",
        "input.ygo.summon_grant_gives": "indica exactamente uno de `gives`, `effect`, `stats` "
                                        "(con `atk` o `def` distinto de 0) y `stat_changes` (no "
                                        "vacío, y solo para lo que da una Invocación)",
        "summon_grant.atk": "gana {atk} ATK",
        "summon_grant.def": "gana {defense} DEF",
        "summon_grant.battle_banishes": "cualquier monstruo que destruya en batalla es "
                                        "desterrado en vez de ir al Cementerio",
        "summon_grant.stat_changes": "el cambio de ATK/DEF que indica ese texto se aplica "
                                     "desde este monstruo a los monstruos que describe, "
                                     "mientras permanezca boca arriba en el Campo",
        "summon_grant.atk_def": "gana {atk} ATK y {defense} DEF",
    },
    "fr": {
        "summon_grant.gained": "{card:le} a été Invoqué en utilisant {material:le} comme "
                               "matériel, et le texte {material:du} lui donne cet effet : "
                               "{gives}.",
        "summon_grant.battle_indestructible": "il ne peut pas être détruit au combat",
        "summon_grant.effect_indestructible": "il ne peut pas être détruit par des effets de "
                                              "carte",
        "summon_grant.untargetable_by_opponent": "son adversaire ne peut pas le cibler avec des "
                                                 "effets de carte",
        "summon_grant.piercing": "s'il attaque un monstre en Position de Défense, il inflige "
                                 "des dommages de combat perçants",
        "monster_set.additional": "{player} Pose {card:le} face verso en Position de Défense : "
                                  "avec l'Invocation Normale supplémentaire que permet l'effet "
                                  "{grant:du}, c'est la deuxième Invocation Normale ou Pose du "
                                  "tour.",
        "input.ygo.extra_normal_modes": "indique `set` ou `tribute`, pas les deux",
        "extra_normal_summon.gained": "{link} : pour le reste de ce tour, {player} peut "
                                      "Invoquer Normalement 1 monstre ({details}) en plus de "
                                      "l'Invocation Normale ou de la Pose du tour.",
        "extra_normal_summon.gained_any": "{link} : pour le reste de ce tour, {player} peut "
                                          "Invoquer Normalement 1 monstre en plus de "
                                          "l'Invocation Normale ou de la Pose du tour.",
        "normal_summoned.additional": "{player} Invoque Normalement {card:le} en Position "
                                      "d'Attaque : l'effet {grant:du} permet une Invocation "
                                      "Normale en plus de l'Invocation Normale ou de la Pose du "
                                      "tour, et l'une des deux de ce tour correspond à sa "
                                      "description.",
        "summon_grant.gained_effect": "{card:le} a été Invoqué en utilisant {material:le} "
                                      "comme matériel, et le texte {material:du} lui donne un "
                                      "effet qu'il active comme le sien (son effet {number}, "
                                      "compté à partir de 0).",
        "illegal.granted_effect_lost": "{card:le} n'a plus l'effet qu'un matériel lui a donné : "
                                       "il ne l'a que tant qu'il reste face recto sur le "
                                       "Terrain après l'Invocation qui a utilisé ce matériel.",
        "input.ygo.summon_grant_gives": "indique exactement un de `gives`, `effect`, `stats` "
                                        "(avec `atk` ou `def` différent de 0) et `stat_changes` "
                                        "(non vide, et seulement pour ce que donne une "
                                        "Invocation)",
        "summon_grant.atk": "il gagne {atk} ATK",
        "summon_grant.def": "il gagne {defense} DEF",
        "summon_grant.battle_banishes": "tout monstre qu'il détruit au combat est banni au "
                                        "lieu d'aller au Cimetière",
        "summon_grant.stat_changes": "la modification d'ATK/DEF qui y est imprimée s'applique "
                                     "depuis lui aux monstres que ce texte décrit, tant qu'il "
                                     "reste face recto sur le Terrain",
        "summon_grant.atk_def": "il gagne {atk} ATK et {defense} DEF",
    },
    "it": {
        "summon_grant.gained": "{card:il} è stato Evocato usando {material:il} come "
                               "materiale, e il testo {material:del} gli dà questo effetto: "
                               "{gives}.",
        "summon_grant.battle_indestructible": "non può essere distrutto in battaglia",
        "summon_grant.effect_indestructible": "non può essere distrutto dagli effetti delle "
                                              "carte",
        "summon_grant.untargetable_by_opponent": "il suo avversario non può sceglierlo come "
                                                 "bersaglio con effetti di carte",
        "summon_grant.piercing": "se attacca un mostro in Posizione di Difesa, infligge danno "
                                 "da combattimento perforante",
        "monster_set.additional": "{player} Posiziona {card:il} coperto in Posizione di Difesa: "
                                  "con l'Evocazione Normale aggiuntiva consentita dall'effetto "
                                  "{grant:del}, è la seconda Evocazione Normale o il secondo "
                                  "Posizionamento del turno.",
        "input.ygo.extra_normal_modes": "indica `set` oppure `tribute`, non entrambi",
        "extra_normal_summon.gained": "{link}: per il resto di questo turno, {player} può "
                                      "Evocare Normalmente 1 mostro ({details}) in aggiunta "
                                      "all'Evocazione Normale o al Posizionamento del turno.",
        "extra_normal_summon.gained_any": "{link}: per il resto di questo turno, {player} può "
                                          "Evocare Normalmente 1 mostro in aggiunta "
                                          "all'Evocazione Normale o al Posizionamento del "
                                          "turno.",
        "normal_summoned.additional": "{player} Evoca Normalmente {card:il} in Posizione di "
                                      "Attacco: l'effetto {grant:del} consente un'Evocazione "
                                      "Normale in aggiunta all'Evocazione Normale o al "
                                      "Posizionamento del turno, e una delle due di questo "
                                      "turno corrisponde alla sua descrizione.",
        "summon_grant.gained_effect": "{card:il} è stato Evocato usando {material:il} come "
                                      "materiale, e il testo {material:del} gli dà un effetto "
                                      "che attiva come proprio (il suo effetto {number}, "
                                      "contando da 0).",
        "illegal.granted_effect_lost": "{card:il} non ha più l'effetto che gli ha dato un "
                                       "materiale: lo ha solo finché resta scoperto sul Terreno "
                                       "dopo l'Evocazione che ha usato quel materiale.",
        "input.ygo.summon_grant_gives": "indica esattamente uno tra `gives`, `effect`, `stats` "
                                        "(con `atk` o `def` diverso da 0) e `stat_changes` (non "
                                        "vuoto, e solo per ciò che dà un'Evocazione)",
        "summon_grant.atk": "guadagna {atk} ATK",
        "summon_grant.def": "guadagna {defense} DEF",
        "summon_grant.battle_banishes": "qualsiasi mostro che distrugge in battaglia viene "
                                        "bandito invece di andare nel Cimitero",
        "summon_grant.stat_changes": "la modifica di ATK/DEF lì stampata si applica a partire "
                                     "da esso ai mostri descritti da quel testo, finché rimane "
                                     "scoperto sul Terreno",
        "summon_grant.atk_def": "guadagna {atk} ATK e {defense} DEF",
    },
}
