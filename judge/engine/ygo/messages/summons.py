"""The words of the moments around a Summon (summon_window.py) each language's catalogue takes
from here (`MESSAGES.update(SUMMONS["de"])`): a Summon being made that a card negates (5-3-9,
8-1-5), and the Spells and Traps that answer a Summon once it has succeeded, with "that
monster(s)" (10-3-4), in the terms of each language's cards (Beschwörung, Invocación,
Invocation, Evocazione; annullieren, negar, annuler, annullare)."""
from __future__ import annotations

from ...core.catalogue import Message

SUMMONS: dict[str, dict[str, Message]] = {
    "en": {
        "trigger_event.summon": "a monster is Summoned as its condition names",
        "negatable.summoning": "a card or effect that includes an effect that Special Summons "
                               "a monster",
        "illegal.cost_summon_being_made": "{target} is being summoned and is not yet on the "
                                          "field: it cannot be given up for the cost of {card}, "
                                          "which negates that Summon.",
        "summon_negated": "{link}: the Summon of {card} is negated, so it was never summoned; "
                          "it is destroyed and goes to {owner}'s Graveyard.",
        "flip_effect_held_back": "The Flip Summon of {card} has not succeeded yet: its FLIP "
                                 "effect is not activated while a card negating that Summon "
                                 "is activated.",
        "would.affect_summoned": "apply its effect to the monsters of that Summon",
        "why.summoned_gone": "none of them is still there as it was, fitting what the card's "
                             "condition names",
        "illegal.needs_summon": "{card} answers a Summon: it can be activated only just after "
                                "a successful Summon of a monster that fits its condition, as "
                                "the last thing that happened.",
        "illegal.summon_not_yet_made": "{card} answers a Summon that has succeeded, and the "
                                       "Summon being made has not: while it is, only a card "
                                       "that negates a Summon may be activated.",
        "illegal.target_not_summoned": "{card} targets a monster of the Summon it answers, and "
                                       "{target} is not one that fits its condition.",
        "illegal.no_summon_to_negate": "{card} negates a Summon being made, and no Summon is "
                                       "being made now (a Summon by a resolving effect cannot "
                                       "be negated).",
        "illegal.summon_not_negatable": "{card} cannot negate the Summon being made ({cards}): "
                                        "it is not the kind of Summon its condition names.",
        "input.ygo.summon_without_condition": "only a card with `when: summoned` or `summon` "
                                              "among its `negates`, or an effect with `event: "
                                              "summon`, has this",
        "illegal.summon_no_room": "{card} cannot be activated: it would Special Summon a "
                                  "monster, and all five Main Monster Zones of {player} are in "
                                  "use, even after its cost.",
    },
    "de": {
        "trigger_event.summon": "ein Monster wird so beschworen, wie seine Bedingung es nennt",
        "negatable.summoning": "einer Karte oder eines Effekts, die einen Effekt enthalten, "
                               "der ein Monster als Spezialbeschwörung beschwört",
        "illegal.cost_summon_being_made": "{target:der} wird gerade beschworen und ist noch "
                                          "nicht auf dem Spielfeld: Das Monster kann nicht für "
                                          "die Kosten {card:vom} verwendet werden, die diese "
                                          "Beschwörung annulliert.",
        "summon_negated": "{link}: Die Beschwörung {card:vom} wird annulliert, das Monster gilt "
                          "also nie als beschworen; es wird zerstört und kommt auf den "
                          "Friedhof von {owner}.",
        "flip_effect_held_back": "Die Flippbeschwörung {card:vom} ist noch nicht erfolgreich: "
                                 "Sein FLIPP-Effekt wird nicht aktiviert, solange eine Karte "
                                 "aktiviert wird, die diese Beschwörung annulliert.",
        "would.affect_summoned": "ihren Effekt auf die Monster dieser Beschwörung anwenden",
        "why.summoned_gone": "keines davon ist mehr so da, wie es war, und passt zu dem, was "
                             "die Bedingung der Karte nennt",
        "illegal.needs_summon": "{card:der} antwortet auf eine Beschwörung: Die Karte kann nur "
                                "direkt nach der erfolgreichen Beschwörung eines Monsters "
                                "aktiviert werden, das zu ihrer Bedingung passt, als das "
                                "Letzte, was geschehen ist.",
        "illegal.summon_not_yet_made": "{card:der} antwortet auf eine erfolgreiche Beschwörung, "
                                       "und die laufende Beschwörung ist es noch nicht: "
                                       "Solange sie läuft, darf nur eine Karte aktiviert "
                                       "werden, die eine Beschwörung annulliert.",
        "illegal.target_not_summoned": "{card:der} wählt ein Monster der Beschwörung als Ziel, "
                                       "auf die die Karte antwortet, und {target:der} ist keines, "
                                       "das zu ihrer Bedingung passt.",
        "illegal.no_summon_to_negate": "{card:der} annulliert eine laufende Beschwörung, und "
                                       "gerade läuft keine (eine Beschwörung durch einen "
                                       "Effekt, der abgehandelt wird, kann nicht annulliert "
                                       "werden).",
        "illegal.summon_not_negatable": "{card:der} kann die laufende Beschwörung ({cards}) "
                                        "nicht annullieren: Es ist nicht die Art von "
                                        "Beschwörung, die ihre Bedingung nennt.",
        "input.ygo.summon_without_condition": "das hat nur eine Karte mit `when: summoned` oder "
                                              "mit `summon` unter ihren `negates` oder ein "
                                              "Effekt mit `event: summon`",
        "illegal.summon_no_room": "{card:der} kann nicht aktiviert werden: Die Karte würde ein "
                                  "Monster als Spezialbeschwörung beschwören, aber alle fünf "
                                  "Main-Monsterzonen von {player} sind belegt, auch nach "
                                  "Zahlung der Kosten.",
    },
    "es": {
        "trigger_event.summon": "se Invoca un monstruo como nombra su condición",
        "negatable.summoning": "una carta o efecto que incluye un efecto que Invoca de Modo "
                               "Especial un monstruo",
        "illegal.cost_summon_being_made": "{target:el} se está Invocando y aún no está en el "
                                          "Campo: no se puede usar para el coste {card:del}, "
                                          "que niega esa Invocación.",
        "summon_negated": "{link}: se niega la Invocación {card:del}, así que nunca fue "
                          "Invocado; es destruido y va al Cementerio de {owner}.",
        "flip_effect_held_back": "La Invocación por Volteo {card:del} aún no ha tenido éxito: "
                                 "su efecto de VOLTEO no se activa mientras se activa una "
                                 "carta que niega esa Invocación.",
        "would.affect_summoned": "aplicar su efecto a los monstruos de esa Invocación",
        "why.summoned_gone": "ninguno sigue ahí tal como estaba y conforme a lo que nombra la "
                             "condición de la carta",
        "illegal.needs_summon": "{card:el} responde a una Invocación: solo se puede activar "
                                "justo después de la Invocación con éxito de un monstruo que "
                                "cumpla su condición, como lo último que ha ocurrido.",
        "illegal.summon_not_yet_made": "{card:el} responde a una Invocación que ha tenido "
                                       "éxito, y la Invocación en curso aún no lo ha tenido: "
                                       "mientras dura, solo se puede activar una carta que "
                                       "niegue una Invocación.",
        "illegal.target_not_summoned": "{card:el} selecciona como objetivo un monstruo de la "
                                       "Invocación a la que responde, y {target:el} no es uno "
                                       "que cumpla su condición.",
        "illegal.no_summon_to_negate": "{card:el} niega una Invocación en curso, y ahora no hay "
                                       "ninguna en curso (una Invocación hecha por un efecto "
                                       "que se resuelve no se puede negar).",
        "illegal.summon_not_negatable": "{card:el} no puede negar la Invocación en curso "
                                        "({cards}): no es el tipo de Invocación que nombra su "
                                        "condición.",
        "input.ygo.summon_without_condition": "solo tiene esto una carta con `when: summoned` "
                                              "o con `summon` entre sus `negates`, o un efecto "
                                              "con `event: summon`",
        "illegal.summon_no_room": "{card:el} no se puede activar: Invocaría de Modo Especial "
                                  "un monstruo, y las cinco Zonas de Monstruos Principales de "
                                  "{player} están ocupadas, incluso tras pagar el coste.",
    },
    "fr": {
        "trigger_event.summon": "un monstre est Invoqué comme le nomme sa condition",
        "negatable.summoning": "d'une carte ou d'un effet qui inclut un effet qui Invoque "
                               "Spécialement un monstre",
        "illegal.cost_summon_being_made": "{target:le} est en cours d'Invocation et n'est pas "
                                          "encore sur le Terrain : il ne peut pas servir au coût "
                                          "{card:du}, qui annule cette Invocation.",
        "summon_negated": "{link} : l'Invocation {card:du} est annulée, le monstre n'a donc "
                          "jamais été Invoqué ; il est détruit et va au Cimetière de {owner}.",
        "flip_effect_held_back": "L'Invocation Flip {card:du} n'a pas encore réussi : son effet "
                                 "FLIP n'est pas activé pendant qu'une carte annulant cette "
                                 "Invocation est activée.",
        "would.affect_summoned": "appliquer son effet aux monstres de cette Invocation",
        "why.summoned_gone": "aucun d'eux n'est plus là tel qu'il était et conforme à ce que "
                             "nomme la condition de la carte",
        "illegal.needs_summon": "{card:le} répond à une Invocation : la carte ne peut être "
                                "activée que juste après l'Invocation réussie d'un monstre "
                                "conforme à sa condition, comme la dernière chose arrivée.",
        "illegal.summon_not_yet_made": "{card:le} répond à une Invocation réussie, et "
                                       "l'Invocation en cours ne l'est pas encore : tant "
                                       "qu'elle dure, seule une carte qui annule une "
                                       "Invocation peut être activée.",
        "illegal.target_not_summoned": "{card:le} cible un monstre de l'Invocation à laquelle "
                                       "la carte répond, et {target:le} n'en est pas un qui soit "
                                       "conforme à sa condition.",
        "illegal.no_summon_to_negate": "{card:le} annule une Invocation en cours, et aucune "
                                       "n'est en cours (une Invocation faite par un effet qui "
                                       "se résout ne peut pas être annulée).",
        "illegal.summon_not_negatable": "{card:le} ne peut pas annuler l'Invocation en cours "
                                        "({cards}) : ce n'est pas le genre d'Invocation que "
                                        "nomme sa condition.",
        "input.ygo.summon_without_condition": "seule une carte avec `when: summoned` ou avec "
                                              "`summon` parmi ses `negates`, ou un effet avec "
                                              "`event: summon`, a ceci",
        "illegal.summon_no_room": "{card:le} ne peut pas être activé : il Invoquerait "
                                  "Spécialement un monstre, et les cinq Zones Monstre Main de "
                                  "{player} sont occupées, même une fois le coût payé.",
    },
    "it": {
        "trigger_event.summon": "un mostro viene Evocato come nomina la sua condizione",
        "negatable.summoning": "una carta o un effetto che include un effetto che Evoca "
                               "Specialmente un mostro",
        "illegal.cost_summon_being_made": "{target:il} sta venendo Evocato e non è ancora sul "
                                          "Terreno: non si può usare per il costo {card:del}, "
                                          "che annulla quell'Evocazione.",
        "summon_negated": "{link}: l'Evocazione {card:del} viene annullata, quindi non è mai "
                          "stato Evocato; viene distrutto e va nel Cimitero di {owner}.",
        "flip_effect_held_back": "L'Evocazione per Scoperta {card:del} non è ancora riuscita: "
                                 "il suo effetto SCOPRI non si attiva mentre si attiva una "
                                 "carta che annulla quell'Evocazione.",
        "would.affect_summoned": "applicare il suo effetto ai mostri di quell'Evocazione",
        "why.summoned_gone": "nessuno di essi è ancora lì com'era, conforme a ciò che nomina la "
                             "condizione della carta",
        "illegal.needs_summon": "{card:il} risponde a un'Evocazione: si può attivare solo "
                                "subito dopo l'Evocazione riuscita di un mostro conforme alla "
                                "sua condizione, come l'ultima cosa accaduta.",
        "illegal.summon_not_yet_made": "{card:il} risponde a un'Evocazione riuscita, e "
                                       "l'Evocazione in corso non lo è ancora: finché dura, si "
                                       "può attivare solo una carta che annulla "
                                       "un'Evocazione.",
        "illegal.target_not_summoned": "{card:il} sceglie come bersaglio un mostro "
                                       "dell'Evocazione a cui risponde, e {target:il} non è uno "
                                       "conforme alla sua condizione.",
        "illegal.no_summon_to_negate": "{card:il} annulla un'Evocazione in corso, e ora non ce "
                                       "n'è nessuna (un'Evocazione fatta da un effetto che si "
                                       "risolve non si può annullare).",
        "illegal.summon_not_negatable": "{card:il} non può annullare l'Evocazione in corso "
                                        "({cards}): non è il tipo di Evocazione che nomina la "
                                        "sua condizione.",
        "input.ygo.summon_without_condition": "ha questo solo una carta con `when: summoned` o "
                                              "con `summon` tra i suoi `negates`, o un effetto "
                                              "con `event: summon`",
        "illegal.summon_no_room": "{card:il} non può essere attivata: Evocherebbe "
                                  "Specialmente un mostro, e tutte e cinque le Zone Mostri Main "
                                  "di {player} sono occupate, anche dopo averne pagato il costo.",
    },
}
