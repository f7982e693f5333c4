"""The words of effects decided by a coin or a die (chance.py, 5-3-23; coin_keep.py, 5-3-30;
targeted_dice.py, 5-3-31), which each language's
catalogue takes from here (`MESSAGES.update(CHANCE["de"])`), in the cards' own terms: Kopf and
Zahl, cara and cruz, face and pile, testa and croce; a six-sided die is a sechsseitiger Würfel,
un dado de seis caras, un dé à six faces, un dado a sei facce."""
from __future__ import annotations

from ...core.catalogue import Message, Plural

CHANCE: dict[str, dict[str, Message]] = {
    "en": {
        "chance.tossed": Plural("count",
                                one="{link}: {player} tosses a coin: {results}.",
                                other="{link}: {player} tosses a coin {count} times: "
                                      "{results}."),
        "chance.rolled": Plural("count",
                                one="{link}: {player} rolls a six-sided die: {results}.",
                                other="{link}: {player} rolls a six-sided die {count} times: "
                                      "{results}."),
        "chance.heads": "heads",
        "chance.tails": "tails",
        "chance.nothing": "{link}: the effect has nothing for that result, so it does nothing "
                          "more.",
        "would.toss_coin": Plural("count", one="toss a coin", other="toss a coin {count} times"),
        "would.roll_die": Plural("count", one="roll a six-sided die",
                                 other="roll a six-sided die {count} times"),
        "why.chance_not_named": Plural("count",
                                       one="the action does not give the one result it "
                                           "needs (the action's “coins” or “dice”)",
                                       other="the action does not give the {count} results it "
                                             "needs, one for each toss or roll (the action's "
                                             "“coins” or “dice”)"),
        "input.ygo.one_result": "an outcome answers exactly one of these: {keys}",
        "targeted_die.rolled": "{link} resolves, targeting {card}: {player} rolls a "
                               "six-sided die for it: {result}.",
        "targeted_die.missed": "{link}: the text of {card} names no such result, so the effect "
                               "resolves as usual.",
        "targeted_die.negated": "{link}: the text of {card} names that result, so the effect is "
                                "negated (nothing of it is applied) and {source} is destroyed.",
        "targeted_die.negated_only": "{link}: the text of {card} names that result, so the "
                                     "effect is negated (nothing of it is applied); {source} is "
                                     "no longer on the field, so it is not destroyed.",
        "targeted_die.not_named": "{link} targets {card}, whose controller rolls a six-sided die "
                                  "as it resolves, but the action does not give the result (the "
                                  "action's “target_dice”): that roll is not made, and it "
                                  "negates nothing.",
        "chance.kept": "{link}: {card} keeps the result ({result}): as long as it stays "
                       "face-up on the field, it has the effect its text gives for {result}.",
        "chance.not_kept": "{link}: {card} is no longer face-up on the field (it left the "
                           "field or was turned face-down), so it keeps no result.",
        "input.ygo.kept_alone": "“kept: true” tosses one coin whose result the card keeps: "
                                "it takes neither “times” nor “outcomes”",
    },
    "de": {
        "chance.tossed": Plural("count",
                                one="{link}: {player} wirft eine Münze: {results}.",
                                other="{link}: {player} wirft {count}-mal eine Münze: "
                                      "{results}."),
        "chance.rolled": Plural("count",
                                one="{link}: {player} wirft einen sechsseitigen Würfel: "
                                    "{results}.",
                                other="{link}: {player} wirft {count}-mal einen sechsseitigen "
                                      "Würfel: {results}."),
        "chance.heads": "Kopf",
        "chance.tails": "Zahl",
        "chance.nothing": "{link}: Für dieses Ergebnis sieht der Effekt nichts vor; er bewirkt "
                          "nichts weiter.",
        "would.toss_coin": Plural("count", one="eine Münze werfen",
                                  other="{count}-mal eine Münze werfen"),
        "would.roll_die": Plural("count", one="einen sechsseitigen Würfel werfen",
                                 other="{count}-mal einen sechsseitigen Würfel werfen"),
        "why.chance_not_named": Plural("count",
                                       one="die Aktion nennt das Ergebnis nicht („coins“ oder "
                                           "„dice“ der Aktion)",
                                       other="die Aktion nennt nicht die {count} Ergebnisse, "
                                             "eines je Wurf („coins“ oder „dice“ der Aktion)"),
        "input.ygo.one_result": "ein Ausgang beantwortet genau eines davon: {keys}",
        "targeted_die.rolled": "{link} wird abgehandelt und wählt {card} als Ziel: {player} "
                               "wirft dafür einen sechsseitigen Würfel: {result}.",
        "targeted_die.missed": "{link}: Der Text von {card} nennt dieses Ergebnis nicht; der "
                               "Effekt wird wie gewohnt abgehandelt.",
        "targeted_die.negated": "{link}: Der Text von {card} nennt dieses Ergebnis; der Effekt "
                                "wird annulliert (nichts davon wird angewendet) und {source} "
                                "wird zerstört.",
        "targeted_die.negated_only": "{link}: Der Text von {card} nennt dieses Ergebnis; der "
                                     "Effekt wird annulliert (nichts davon wird angewendet). "
                                     "{source} ist nicht mehr auf dem Spielfeld und wird daher "
                                     "nicht zerstört.",
        "targeted_die.not_named": "{link} wählt {card} als Ziel, deren Beherrscher bei der "
                                  "Abhandlung einen sechsseitigen Würfel wirft, aber die Aktion "
                                  "nennt das Ergebnis nicht („target_dice“ der Aktion): Dieser "
                                  "Wurf findet nicht statt und annulliert nichts.",
        "chance.kept": "{link}: {card} behält das Ergebnis ({result}): Solange die Karte "
                       "offen auf dem Spielfeld liegt, hat sie den Effekt, den ihr Text für "
                       "{result} vorsieht.",
        "chance.not_kept": "{link}: {card} liegt nicht mehr offen auf dem Spielfeld (die "
                           "Karte hat das Spielfeld verlassen oder wurde verdeckt), also "
                           "behält sie kein Ergebnis.",
        "input.ygo.kept_alone": "„kept: true“ wirft eine Münze, deren Ergebnis die Karte "
                                "behält: ohne „times“ und ohne „outcomes“",
    },
    "es": {
        "chance.tossed": Plural("count",
                                one="{link}: {player} lanza una moneda: {results}.",
                                other="{link}: {player} lanza una moneda {count} veces: "
                                      "{results}."),
        "chance.rolled": Plural("count",
                                one="{link}: {player} lanza un dado de seis caras: "
                                    "{results}.",
                                other="{link}: {player} lanza un dado de seis caras {count} "
                                      "veces: {results}."),
        "chance.heads": "cara",
        "chance.tails": "cruz",
        "chance.nothing": "{link}: el efecto no prevé nada para ese resultado, así que no hace "
                          "nada más.",
        "would.toss_coin": Plural("count", one="lanzar una moneda",
                                  other="lanzar una moneda {count} veces"),
        "would.roll_die": Plural("count", one="lanzar un dado de seis caras",
                                 other="lanzar un dado de seis caras {count} veces"),
        "why.chance_not_named": Plural("count",
                                       one="la acción no indica el resultado (los “coins” o "
                                           "“dice” de la acción)",
                                       other="la acción no indica los {count} resultados, uno "
                                             "por lanzamiento (los “coins” o “dice” de la "
                                             "acción)"),
        "input.ygo.one_result": "un resultado responde exactamente a uno de estos: {keys}",
        "targeted_die.rolled": "{link} se resuelve seleccionando como objetivo a {card}: "
                               "{player} lanza un dado de seis caras por ella: {result}.",
        "targeted_die.missed": "{link}: el texto de {card} no indica ese resultado, así que el "
                               "efecto se resuelve de forma normal.",
        "targeted_die.negated": "{link}: el texto de {card} indica ese resultado, así que el "
                                "efecto se niega (no se aplica nada de él) y {source} se "
                                "destruye.",
        "targeted_die.negated_only": "{link}: el texto de {card} indica ese resultado, así que "
                                     "el efecto se niega (no se aplica nada de él); {source} ya "
                                     "no está en el Campo, así que no se destruye.",
        "targeted_die.not_named": "{link} selecciona como objetivo a {card}, cuyo controlador "
                                  "lanza un dado de seis caras al resolverse, pero la acción no "
                                  "indica el resultado (el “target_dice” de la acción): ese "
                                  "lanzamiento no se hace y no niega nada.",
        "chance.kept": "{link}: {card} conserva el resultado ({result}): mientras siga boca "
                       "arriba en el Campo, tiene el efecto que su texto indica para "
                       "{result}.",
        "chance.not_kept": "{link}: {card} ya no está boca arriba en el Campo (dejó el Campo "
                           "o se puso boca abajo), así que no conserva ningún resultado.",
        "input.ygo.kept_alone": "“kept: true” lanza una moneda cuyo resultado conserva la "
                                "carta: no admite “times” ni “outcomes”",
    },
    "fr": {
        "chance.tossed": Plural("count",
                                one="{link} : {player} lance une pièce : {results}.",
                                other="{link} : {player} lance une pièce {count} fois : "
                                      "{results}."),
        "chance.rolled": Plural("count",
                                one="{link} : {player} lance un dé à six faces : {results}.",
                                other="{link} : {player} lance un dé à six faces {count} "
                                      "fois : {results}."),
        "chance.heads": "face",
        "chance.tails": "pile",
        "chance.nothing": "{link} : l'effet ne prévoit rien pour ce résultat ; il ne fait rien "
                          "de plus.",
        "would.toss_coin": Plural("count", one="lancer une pièce",
                                  other="lancer une pièce {count} fois"),
        "would.roll_die": Plural("count", one="lancer un dé à six faces",
                                 other="lancer un dé à six faces {count} fois"),
        "why.chance_not_named": Plural("count",
                                       one="l'action n'indique pas le résultat (les « coins » "
                                           "ou « dice » de l'action)",
                                       other="l'action n'indique pas les {count} résultats, un "
                                             "par lancer (les « coins » ou « dice » de "
                                             "l'action)"),
        "input.ygo.one_result": "une issue répond à exactement une de ces clés : {keys}",
        "targeted_die.rolled": "{link} se résout en ciblant {card} : {player} lance un dé à "
                               "six faces pour elle : {result}.",
        "targeted_die.missed": "{link} : le texte de {card} ne prévoit pas ce résultat ; l'effet "
                               "se résout normalement.",
        "targeted_die.negated": "{link} : le texte de {card} prévoit ce résultat ; l'effet est "
                                "annulé (rien n'en est appliqué) et {source} est détruite.",
        "targeted_die.negated_only": "{link} : le texte de {card} prévoit ce résultat ; l'effet "
                                     "est annulé (rien n'en est appliqué). {source} n'est plus "
                                     "sur le Terrain, elle n'est donc pas détruite.",
        "targeted_die.not_named": "{link} cible {card}, dont le contrôleur lance un dé à six "
                                  "faces quand il se résout, mais l'action n'indique pas le "
                                  "résultat (le « target_dice » de l'action) : ce lancer n'a "
                                  "pas lieu et n'annule rien.",
        "chance.kept": "{link} : {card} conserve le résultat ({result}) : tant que la carte "
                       "reste face recto sur le Terrain, elle a l'effet que son texte prévoit "
                       "pour {result}.",
        "chance.not_kept": "{link} : {card} n'est plus face recto sur le Terrain (la carte a "
                           "quitté le Terrain ou a été retournée face verso) ; elle ne conserve "
                           "aucun résultat.",
        "input.ygo.kept_alone": "« kept: true » lance une pièce dont la carte conserve le "
                                "résultat : ni « times » ni « outcomes »",
    },
    "it": {
        "chance.tossed": Plural("count",
                                one="{link}: {player} lancia una moneta: {results}.",
                                other="{link}: {player} lancia una moneta {count} volte: "
                                      "{results}."),
        "chance.rolled": Plural("count",
                                one="{link}: {player} tira un dado a sei facce: {results}.",
                                other="{link}: {player} tira un dado a sei facce {count} "
                                      "volte: {results}."),
        "chance.heads": "testa",
        "chance.tails": "croce",
        "chance.nothing": "{link}: l'effetto non prevede nulla per quel risultato, quindi non "
                          "fa nient'altro.",
        "would.toss_coin": Plural("count", one="lanciare una moneta",
                                  other="lanciare una moneta {count} volte"),
        "would.roll_die": Plural("count", one="tirare un dado a sei facce",
                                 other="tirare un dado a sei facce {count} volte"),
        "why.chance_not_named": Plural("count",
                                       one="l'azione non indica il risultato (i “coins” o "
                                           "“dice” dell'azione)",
                                       other="l'azione non indica i {count} risultati, uno per "
                                             "lancio (i “coins” o “dice” dell'azione)"),
        "input.ygo.one_result": "un esito risponde esattamente a una di queste chiavi: {keys}",
        "targeted_die.rolled": "{link} si risolve con {card} come bersaglio: {player} tira un "
                               "dado a sei facce per essa: {result}.",
        "targeted_die.missed": "{link}: il testo di {card} non prevede quel risultato, quindi "
                               "l'effetto si risolve normalmente.",
        "targeted_die.negated": "{link}: il testo di {card} prevede quel risultato, quindi "
                                "l'effetto viene annullato (non se ne applica nulla) e {source} "
                                "viene distrutta.",
        "targeted_die.negated_only": "{link}: il testo di {card} prevede quel risultato, quindi "
                                     "l'effetto viene annullato (non se ne applica nulla); "
                                     "{source} non è più sul Terreno, quindi non viene "
                                     "distrutta.",
        "targeted_die.not_named": "{link} ha come bersaglio {card}, il cui controllore tira un "
                                  "dado a sei facce quando si risolve, ma l'azione non indica il "
                                  "risultato (il “target_dice” dell'azione): quel tiro non si "
                                  "fa e non annulla nulla.",
        "chance.kept": "{link}: {card} mantiene il risultato ({result}): finché resta una "
                       "carta scoperta sul Terreno, ha l'effetto che il suo testo prevede per "
                       "{result}.",
        "chance.not_kept": "{link}: {card} non è più una carta scoperta sul Terreno (ha "
                           "lasciato il Terreno o è stata resa coperta), quindi non mantiene "
                           "alcun risultato.",
        "input.ygo.kept_alone": "“kept: true” lancia una moneta il cui risultato resta alla "
                                "carta: non ammette “times” né “outcomes”",
    },
}
