"""The words of a Special Summon that ignores the monster's Summoning conditions (ignoring.py,
8-4-14), which each language's catalogue takes from here (`MESSAGES.update(IGNORING["de"])`),
in the terms of each language's cards (Beschwörungsbedingungen, condiciones de Invocación,
conditions d'Invocation, condizioni di Evocazione)."""
from __future__ import annotations

from ...core.catalogue import Message

IGNORING: dict[str, dict[str, Message]] = {
    "en": {
        "special_summoned.ignoring": "{link}: {card} is Special Summoned ignoring its "
                                     "Summoning conditions: what its text says of how it may "
                                     "be Special Summoned does not stop this Summon.",
        "why.ignoring.never_proper": "the effect ignores its Summoning conditions, but it "
                                     "had to be properly Summoned first and never was, and "
                                     "such a monster is not Special Summoned from {zone} even "
                                     "so",
        "input.ygo.ignoring_field_only": "only a Special Summon ignores Summoning conditions: "
                                         "give ignoring only with to: field",
    },
    "de": {
        "special_summoned.ignoring": "{link}: {card:der} wird als Spezialbeschwörung "
                                     "beschworen, wobei {card:seine|ihre|seine} "
                                     "Beschwörungsbedingungen ignoriert werden: Was "
                                     "{card:sein|ihr|sein} Text über eine Spezialbeschwörung "
                                     "sagt, verhindert diese Beschwörung nicht.",
        "why.ignoring.never_proper": "der Effekt ignoriert die Beschwörungsbedingungen, "
                                     "aber das Monster hätte zuerst ordnungsgemäß beschworen "
                                     "werden müssen und wurde es nie, und ein solches Monster "
                                     "wird auch so nicht aus {zone} als Spezialbeschwörung "
                                     "beschworen",
        "input.ygo.ignoring_field_only": "nur eine Spezialbeschwörung ignoriert "
                                         "Beschwörungsbedingungen: ignoring nur mit to: field "
                                         "angeben",
    },
    "es": {
        "special_summoned.ignoring": "{link}: {card:el} es {card:Invocado|Invocada} de Modo "
                                     "Especial ignorando sus condiciones de Invocación: lo "
                                     "que su texto dice sobre cómo puede ser Invocado de Modo "
                                     "Especial no impide esta Invocación.",
        "why.ignoring.never_proper": "el efecto ignora sus condiciones de Invocación, pero "
                                     "primero debía ser Invocado correctamente y nunca lo "
                                     "fue, y un monstruo así no es Invocado de Modo Especial "
                                     "desde {zone} ni siquiera de este modo",
        "input.ygo.ignoring_field_only": "solo una Invocación Especial ignora las condiciones "
                                         "de Invocación: indica ignoring solo con to: field",
    },
    "fr": {
        "special_summoned.ignoring": "{link} : {card:le} est {card:Invoqué|Invoquée} "
                                     "Spécialement en ignorant ses conditions d'Invocation : "
                                     "ce que son texte dit de la façon de l'Invoquer "
                                     "Spécialement n'empêche pas cette Invocation.",
        "why.ignoring.never_proper": "l'effet ignore ses conditions d'Invocation, mais il "
                                     "devait d'abord être Invoqué correctement et ne l'a "
                                     "jamais été, et un tel monstre n'est pas Invoqué "
                                     "Spécialement depuis {zone} même ainsi",
        "input.ygo.ignoring_field_only": "seule une Invocation Spéciale ignore les conditions "
                                         "d'Invocation : donnez ignoring uniquement avec "
                                         "to: field",
    },
    "it": {
        "special_summoned.ignoring": "{link}: {card:il} viene {card:Evocato|Evocata} "
                                     "Specialmente ignorando le sue condizioni di Evocazione: "
                                     "ciò che il suo testo dice su come può essere Evocato "
                                     "Specialmente non impedisce questa Evocazione.",
        "why.ignoring.never_proper": "l'effetto ignora le sue condizioni di Evocazione, ma "
                                     "doveva prima essere Evocato correttamente e non lo è "
                                     "mai stato, e un mostro simile non viene Evocato "
                                     "Specialmente {zone:dal} nemmeno così",
        "input.ygo.ignoring_field_only": "solo un'Evocazione Speciale ignora le condizioni di "
                                         "Evocazione: indica ignoring solo con to: field",
    },
}
