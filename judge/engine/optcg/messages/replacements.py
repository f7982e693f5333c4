"""The words of replacement effects, "... would be K.O.'d ..., you may ... instead."
(optcg/replacements.py), in every language of the site: each language's catalogue takes its
table from here (`MESSAGES.update(REPLACEMENTS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

REPLACEMENTS: dict[str, dict[str, Message]] = {
    "en": {
        "why.replacement_don": "{player} has {count} active DON!!, not {wanted}",
        "replaced.same": "{effect} removes its cards at once: the replacement effect of "
                         "{source} already applied to it keeps {card} on the field too, with "
                         "nothing done again.",
        "replaced.same.that": "{effect} removes its cards at once: the replacement effect of "
                              "{source} already applied to it keeps {card} on the field too, "
                              "and what it does to that card is done to this one: {paid}.",
        "replacement_used": "The replacement effect of {card} is [Once Per Turn] and was "
                            "already applied this turn.",
        "verdict.beats_kept": "{player}'s attack succeeds: {attacker} with {attacker_power} "
                              "beats {target} with {target_power}, but {card} is not K.O.'d "
                              "and stays on the field (see the steps).",
        "verdict.ties_kept": "{player}'s attack succeeds: {attacker} with {attacker_power} ties "
                             "with {target} with {target_power}, and a tie goes to the "
                             "attacker, but {card} is not K.O.'d and stays on the field (see "
                             "the steps).",
        "replaced.effect": "{effect} would {what}, but {player} applies the replacement effect "
                           "of {source} instead: {paid}; {card} stays on the field.",
        "replaced.battle": "{card} loses the battle and would be K.O.'d, but {player} applies "
                           "the replacement effect of {source} instead: {paid}; {card} stays on "
                           "the field.",
        "why.replacement_rested": "{card} is rested already",
        "replacement_declined": "{player} does not apply the replacement effect of {card}: what "
                                "it would replace happens.",
        "replacement_default": "The scenario does not say whether {player} applies the "
                               "replacement effect of {card}; the judge takes that they do "
                               "(they may decline it: an `instead` action with `use: false`).",
        "replacement_impossible": "The replacement effect of {card} cannot be applied, since "
                                  "what it does instead cannot be done: {why}",
        "replacement.of": "the replacement effect of {card}",
        "instead_named.use": "{player} will apply the replacement effect of {card} when it "
                             "can.",
        "instead_named.decline": "{player} will not apply the replacement effect of {card}.",
        "illegal.instead_unknown_card": "The card named for a replacement effect is not in "
                                        "the scenario.",
        "illegal.instead_no_replacement": "{card} has no replacement effect (\"... instead\").",
        "illegal.instead_no_entry": "{card} has {count} replacement {count:effect|effects}: there "
                                    "is no "
                                    "number {number}.",
        "input.replacement_does_nothing": "must say what is done instead",
        "note.replacement_default": "{card}: the ruling depends on whether its owner applies "
                                    "its replacement effect, which the scenario does not say; "
                                    "the judge took that they do",
    },
    "de": {
        "why.replacement_don": "{player} hat {count} aktive DON!!, nicht {wanted}",
        "replaced.same": "{effect} entfernt seine Karten gleichzeitig: Der bereits darauf "
                         "angewendete Ersatzeffekt {source:vom} hält auch {card:den} auf dem "
                         "Spielfeld, ohne dass erneut etwas getan wird.",
        "replaced.same.that": "{effect} entfernt seine Karten gleichzeitig: Der bereits darauf "
                              "angewendete Ersatzeffekt {source:vom} hält auch {card:den} auf "
                              "dem Spielfeld, und was er mit jener Karte tut, geschieht auch "
                              "mit dieser: {paid}.",
        "replacement_used": "Der Ersatzeffekt {card:vom} ist [Once Per Turn] und wurde in "
                            "diesem Zug schon angewendet.",
        "verdict.beats_kept": "Der Angriff von {player} gelingt: {attacker:der} mit "
                              "{attacker_power} übertrifft {target:den} mit {target_power}, aber "
                              "{card:der} wird nicht K.O. geschlagen und bleibt auf dem "
                              "Spielfeld (siehe die Schritte).",
        "verdict.ties_kept": "Der Angriff von {player} gelingt: {attacker:der} mit "
                             "{attacker_power} ist so stark wie {target:der} mit {target_power}, "
                             "und bei Gleichstand gewinnt der Angreifer, aber {card:der} wird "
                             "nicht K.O. geschlagen und bleibt auf dem Spielfeld (siehe die "
                             "Schritte).",
        "replaced.effect": "{effect} würde {what}, aber {player} wendet stattdessen den "
                           "Ersatzeffekt {source:vom} an: {paid}; {card:der} bleibt auf dem "
                           "Spielfeld.",
        "replaced.battle": "{card:der} verliert den Kampf und würde K.O. geschlagen, aber "
                           "{player} wendet stattdessen den Ersatzeffekt {source:vom} an: "
                           "{paid}; {card:der} bleibt auf dem Spielfeld.",
        "why.replacement_rested": "{card:der} ist bereits ruhend",
        "replacement_declined": "{player} wendet den Ersatzeffekt {card:vom} nicht an: Was er "
                                "ersetzen würde, geschieht.",
        "replacement_default": "Das Szenario sagt nicht, ob {player} den Ersatzeffekt {card:vom} "
                               "anwendet; der Judge nimmt an, dass ja (der Spieler darf "
                               "verzichten: eine Aktion `instead` mit `use: false`).",
        "replacement_impossible": "Der Ersatzeffekt {card:vom} kann nicht angewendet werden, "
                                  "weil das, was er stattdessen tut, nicht möglich ist: {why}",
        "replacement.of": "der Ersatzeffekt {card:vom}",
        "instead_named.use": "{player} wird den Ersatzeffekt {card:vom} anwenden, sobald es "
                             "geht.",
        "instead_named.decline": "{player} wird den Ersatzeffekt {card:vom} nicht anwenden.",
        "illegal.instead_unknown_card": "Die für einen Ersatzeffekt genannte Karte ist nicht im "
                                        "Szenario.",
        "illegal.instead_no_replacement": "{card:der} hat keinen Ersatzeffekt („... "
                                          "stattdessen“).",
        "illegal.instead_no_entry": "{card:der} hat {count} {count:Ersatzeffekt|Ersatzeffekte}: "
                                    "Eine Nummer "
                                    "{number} gibt es nicht.",
        "input.replacement_does_nothing": "muss sagen, was stattdessen getan wird",
        "note.replacement_default": "{card:der}: Die Entscheidung hängt davon ab, ob der Besitzer "
                                    "den Ersatzeffekt der Karte anwendet, was das Szenario "
                                    "nicht sagt; der Judge hat angenommen, dass ja",
    },
    "es": {
        "why.replacement_don": "{player} tiene {count} DON!! {count:activa|activas}, no {wanted}",
        "replaced.same": "{effect} retira sus cartas a la vez: el efecto de sustitución "
                         "{source:del} ya aplicado mantiene también {card:el} en el campo, sin "
                         "hacer nada más.",
        "replaced.same.that": "{effect} retira sus cartas a la vez: el efecto de sustitución "
                              "{source:del} ya aplicado mantiene también {card:el} en el campo, "
                              "y lo que hace a esa carta se hace también a esta: {paid}.",
        "replacement_used": "El efecto de sustitución {card:del} es [Once Per Turn] y "
                            "ya se aplicó en este turno.",
        "verdict.beats_kept": "El ataque de {player} tiene éxito: {attacker:el} con "
                              "{attacker_power} supera {target:al} con {target_power}, pero "
                              "{card:el} no queda K.O. y sigue en el campo (ver los pasos).",
        "verdict.ties_kept": "El ataque de {player} tiene éxito: {attacker:el} con "
                             "{attacker_power} empata con {target:el} con {target_power}, y los "
                             "empates los gana el atacante, pero {card:el} no queda K.O. y "
                             "sigue en el campo (ver los pasos).",
        "replaced.effect": "{effect} {what}, pero {player} aplica en su lugar el efecto de "
                           "sustitución {source:del}: {paid}; {card:el} sigue en el campo.",
        "replaced.battle": "{card:el} pierde la batalla y quedaría K.O., pero {player} aplica en "
                           "su lugar el efecto de sustitución {source:del}: {paid}; {card:el} "
                           "sigue en el campo.",
        "why.replacement_rested": "{card:el} ya está en estado descansado",
        "replacement_declined": "{player} no aplica el efecto de sustitución {card:del}: lo que "
                                "iba a sustituir sucede.",
        "replacement_default": "El escenario no dice si {player} aplica el efecto de "
                               "sustitución {card:del}; el juez da por hecho que sí (puede "
                               "renunciar a él: una acción `instead` con `use: false`).",
        "replacement_impossible": "El efecto de sustitución {card:del} no se puede aplicar, "
                                  "porque lo que haría en su lugar no se puede hacer: {why}",
        "replacement.of": "el efecto de sustitución {card:del}",
        "instead_named.use": "{player} aplicará el efecto de sustitución {card:del} cuando "
                             "pueda.",
        "instead_named.decline": "{player} no aplicará el efecto de sustitución {card:del}.",
        "illegal.instead_unknown_card": "La carta indicada para un efecto de sustitución no "
                                        "está en el escenario.",
        "illegal.instead_no_replacement": "{card:el} no tiene ningún efecto de sustitución "
                                          "(«... en su lugar»).",
        "illegal.instead_no_entry": "{card:el} tiene {count} {count:efecto|efectos} de "
                                    "sustitución: no hay "
                                    "ningún número {number}.",
        "input.replacement_does_nothing": "debe decir qué se hace en su lugar",
        "note.replacement_default": "{card:el}: el fallo depende de si su dueño aplica el efecto "
                                    "de sustitución de la carta, cosa que el escenario no dice; "
                                    "el juez ha dado por hecho que sí",
    },
    "it": {
        "why.replacement_don": "{player} ha {count} DON!! {count:attiva|attive}, non {wanted}",
        "replaced.same": "{effect} rimuove le sue carte allo stesso tempo: l'effetto di "
                         "sostituzione {source:del} già applicato tiene sul terreno anche "
                         "{card:il}, senza fare altro.",
        "replaced.same.that": "{effect} rimuove le sue carte allo stesso tempo: l'effetto di "
                              "sostituzione {source:del} già applicato tiene sul terreno anche "
                              "{card:il}, e ciò che fa a quella carta lo fa anche a questa: "
                              "{paid}.",
        "replacement_used": "L'effetto di sostituzione {card:del} è [Once Per Turn] "
                            "ed è già stato applicato in questo turno.",
        "verdict.beats_kept": "L'attacco di {player} riesce: {attacker:il} con {attacker_power} "
                              "supera {target:il} con {target_power}, ma {card:il} non viene "
                              "messo K.O. e resta sul terreno (vedi i passi).",
        "verdict.ties_kept": "L'attacco di {player} riesce: {attacker:il} con {attacker_power} "
                             "pareggia con {target:il} con {target_power}, e in caso di parità "
                             "vince l'attaccante, ma {card:il} non viene messo K.O. e resta sul "
                             "terreno (vedi i passi).",
        "replaced.effect": "{effect} {what}, ma {player} applica invece l'effetto di "
                           "sostituzione {source:del}: {paid}; {card:il} resta sul terreno.",
        "replaced.battle": "{card:il} perde la battaglia e verrebbe messo K.O., ma {player} "
                           "applica invece l'effetto di sostituzione {source:del}: {paid}; "
                           "{card:il} resta sul terreno.",
        "why.replacement_rested": "{card:il} è già in stato affaticato",
        "replacement_declined": "{player} non applica l'effetto di sostituzione {card:del}: ciò "
                                "che sostituirebbe avviene.",
        "replacement_default": "Lo scenario non dice se {player} applica l'effetto di "
                               "sostituzione {card:del}; il giudice assume di sì (può "
                               "rinunciarvi: un'azione `instead` con `use: false`).",
        "replacement_impossible": "L'effetto di sostituzione {card:del} non può essere "
                                  "applicato, perché ciò che farebbe invece non si può fare: "
                                  "{why}",
        "replacement.of": "l'effetto di sostituzione {card:del}",
        "instead_named.use": "{player} applicherà l'effetto di sostituzione {card:del} appena "
                             "possibile.",
        "instead_named.decline": "{player} non applicherà l'effetto di sostituzione "
                                 "{card:del}.",
        "illegal.instead_unknown_card": "La carta indicata per un effetto di sostituzione non "
                                        "è nello scenario.",
        "illegal.instead_no_replacement": "{card:il} non ha alcun effetto di sostituzione "
                                          "(«... invece»).",
        "illegal.instead_no_entry": "{card:il} ha {count} {count:effetto|effetti} di "
                                    "sostituzione: non c'è "
                                    "un numero {number}.",
        "input.replacement_does_nothing": "deve dire che cosa si fa invece",
        "note.replacement_default": "{card:il}: il giudizio dipende dal fatto che il proprietario "
                                    "applichi l'effetto di sostituzione della carta, cosa che "
                                    "lo scenario non dice; il giudice ha assunto di sì",
    },
    "fr": {
        "why.replacement_don": "{player} a {count} DON!! actives, pas {wanted}",
        "replaced.same": "{effect} retire ses cartes en même temps : l’effet de "
                         "remplacement {source:du} déjà appliqué garde aussi {card:le} sur le "
                         "terrain, sans rien refaire.",
        "replaced.same.that": "{effect} retire ses cartes en même temps : l’effet de "
                              "remplacement {source:du} déjà appliqué garde aussi {card:le} sur "
                              "le terrain, et ce qu’il fait à cette carte-là est fait à "
                              "celle-ci : {paid}.",
        "replacement_used": "L’effet de remplacement {card:du} est [Une fois par tour] et a "
                            "déjà été appliqué ce tour-ci.",
        "verdict.beats_kept": "L'attaque de {player} réussit : {attacker:le} avec "
                              "{attacker_power} bat {target:le} avec {target_power}, mais "
                              "{card:le} n’est pas mis K.O. et reste sur le terrain (voir les "
                              "étapes).",
        "verdict.ties_kept": "L'attaque de {player} réussit : {attacker:le} avec "
                             "{attacker_power} égale {target:le} avec {target_power}, et "
                             "l'égalité profite à l'attaquant, mais {card:le} n’est pas mis K.O. "
                             "et reste sur le terrain (voir les étapes).",
        "replaced.effect": "{effect} {what}, mais {player} applique à la place l’effet de "
                           "remplacement {source:du} : {paid} ; {card:le} reste sur le terrain.",
        "replaced.battle": "{card:le} perd le combat et serait mis KO, mais {player} applique à "
                           "la place l’effet de remplacement {source:du} : {paid} ; {card:le} "
                           "reste sur le terrain.",
        "why.replacement_rested": "{card:le} est déjà à l’état épuisé",
        "replacement_declined": "{player} n’applique pas l’effet de remplacement {card:du} : ce "
                                "qu’il remplacerait a lieu.",
        "replacement_default": "Le scénario ne dit pas si {player} applique l’effet de "
                               "remplacement {card:du} ; le juge considère que oui (le joueur "
                               "peut y renoncer : une action `instead` avec `use: false`).",
        "replacement_impossible": "L’effet de remplacement {card:du} ne peut pas être appliqué, "
                                  "car ce qu’il ferait à la place est impossible : {why}",
        "replacement.of": "l’effet de remplacement {card:du}",
        "instead_named.use": "{player} appliquera l’effet de remplacement {card:du} dès que "
                             "possible.",
        "instead_named.decline": "{player} n’appliquera pas l’effet de remplacement {card:du}.",
        "illegal.instead_unknown_card": "La carte désignée pour un effet de remplacement n’est "
                                        "pas dans le scénario.",
        "illegal.instead_no_replacement": "{card:le} n’a aucun effet de remplacement (« ... à "
                                          "la place »).",
        "illegal.instead_no_entry": "{card:le} a {count} {count:effet|effets} de remplacement : "
                                    "il n’y a "
                                    "pas de numéro {number}.",
        "input.replacement_does_nothing": "doit dire ce qui est fait à la place",
        "note.replacement_default": "{card:le} : la décision dépend de l’application par son "
                                    "propriétaire de l’effet de remplacement de la carte, que le "
                                    "scénario ne précise pas ; le juge a considéré que oui",
    },
}
