"""The words of a monster that only its own effect, or first a named card's effect, may Special
Summon (summoned_by.py, 8-4-12), and of a Summon that must happen in the opponent's turn
(trigger_timing.py, 5-1-15), which each language's catalogue takes from here
(`MESSAGES.update(SUMMONED_BY["de"])`), in the terms of each language's cards (als
Spezialbeschwörung beschwören, Invocar de Modo Especial, Invoquer Spécialement, Evocare
Specialmente)."""
from __future__ import annotations

from ...core.catalogue import Message

SUMMONED_BY: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.trigger_turn": "{card}'s Trigger Effect answers its event only when it "
                                "happens {during}.",
        "why.summoned_only_by_self": "its text says it can only be Special Summoned by its own "
                                     "effect",
        "why.summoned_first_by_self": "its text says it must first be Special Summoned by its "
                                      "own effect, and it has not been yet",
        "why.summoned_first_by": "its text says it must first be Special Summoned with "
                                 "“{name}”, and it has not been yet",
        "input.ygo.first_by_card": "“first” goes with “card”: the card whose effect must "
                                   "Special Summon it first.",
    },
    "de": {
        "illegal.trigger_turn": "Der Auslöseeffekt {card:vom} wird nur aktiviert, wenn sein "
                                "Ereignis {during} eintritt.",
        "why.summoned_only_by_self": "sein Text sagt, dass es nur durch seinen eigenen Effekt "
                                     "als Spezialbeschwörung beschworen werden kann",
        "why.summoned_first_by_self": "sein Text sagt, dass es zuerst durch seinen eigenen "
                                      "Effekt als Spezialbeschwörung beschworen werden muss, "
                                      "und das ist noch nicht geschehen",
        "why.summoned_first_by": "sein Text sagt, dass es zuerst mit „{name}“ als "
                                 "Spezialbeschwörung beschworen werden muss, und das ist noch "
                                 "nicht geschehen",
        "input.ygo.first_by_card": "„first“ gehört zu „card“: der Karte, deren Effekt es zuerst "
                                   "als Spezialbeschwörung beschwören muss.",
    },
    "es": {
        "illegal.trigger_turn": "El Efecto Disparado {card:del} solo se activa si su suceso "
                                "ocurre {during}.",
        "why.summoned_only_by_self": "su texto dice que solo puede ser Invocado de Modo "
                                     "Especial por su propio efecto",
        "why.summoned_first_by_self": "su texto dice que primero debe ser Invocado de Modo "
                                      "Especial por su propio efecto, y todavía no lo ha sido",
        "why.summoned_first_by": "su texto dice que primero debe ser Invocado de Modo Especial "
                                 "con «{name}», y todavía no lo ha sido",
        "input.ygo.first_by_card": "«first» va con «card»: la carta cuyo efecto debe "
                                   "Invocarlo de Modo Especial primero.",
    },
    "fr": {
        "illegal.trigger_turn": "L'Effet Déclencheur {card:du} ne s'active que si son "
                                "événement a lieu {during}.",
        "why.summoned_only_by_self": "son texte dit qu'il ne peut être Invoqué Spécialement "
                                     "que via son propre effet",
        "why.summoned_first_by_self": "son texte dit qu'il doit d'abord être Invoqué "
                                      "Spécialement via son propre effet, ce qui n'a pas encore "
                                      "été le cas",
        "why.summoned_first_by": "son texte dit qu'il doit d'abord être Invoqué Spécialement "
                                 "avec « {name} », ce qui n'a pas encore été le cas",
        "input.ygo.first_by_card": "« first » va avec « card » : la carte dont l'effet doit "
                                   "d'abord l'Invoquer Spécialement.",
    },
    "it": {
        "illegal.trigger_turn": "L'Effetto Innescato {card:del} si attiva solo se il suo evento "
                                "avviene {during}.",
        "why.summoned_only_by_self": "il suo testo dice che può essere Evocato Specialmente "
                                     "solo tramite il suo effetto",
        "why.summoned_first_by_self": "il suo testo dice che deve prima essere Evocato "
                                      "Specialmente tramite il suo effetto, e non lo è ancora "
                                      "stato",
        "why.summoned_first_by": "il suo testo dice che deve prima essere Evocato "
                                 "Specialmente con «{name}», e non lo è ancora stato",
        "input.ygo.first_by_card": "«first» va con «card»: la carta il cui effetto deve "
                                   "Evocarlo Specialmente per prima.",
    },
}
