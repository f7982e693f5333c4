"""The words of a card unaffected by an effect (unaffected.py, 5-3-29), which each language's
catalogue takes from here (`MESSAGES.update(UNAFFECTED["de"])`), in the terms of each
language's cards (wird nicht beeinflusst, no es afectado, n'est pas affecté, non è
influenzato)."""
from __future__ import annotations

from ...core.catalogue import Message

UNAFFECTED: dict[str, dict[str, Message]] = {
    "en": {
        "unaffected_turn.all": "{link}: until the end of the turn, these monsters are "
                               "unaffected by {what}: {cards}.",
        "unaffected_turn": "{link}: until the end of the turn, {card} is unaffected by {what}.",
        "would.unaffected_turn_card": "make {card} unaffected by some effects this turn",
        "unaffected_what.others": "other cards' effects",
        "unaffected_what.others.opponent": "the opponent's card effects",
        "unaffected_what.monsters": "other monsters' effects",
        "unaffected_what.monsters.opponent": "the opponent's monster effects",
        "unaffected_what.spells": "Spell effects",
        "unaffected_what.spells.opponent": "the opponent's Spell effects",
        "unaffected_what.traps": "Trap effects",
        "unaffected_what.traps.opponent": "the opponent's Trap effects",
        "unaffected_what.spells_traps": "Spell and Trap effects",
        "unaffected_what.spells_traps.opponent": "the opponent's Spell and Trap effects",
        "unaffected_what.normal_traps": "the effects of Normal Traps",
        "unaffected_what.normal_traps.opponent": "the effects of the opponent's Normal Traps",
        "effect.unaffected": "{link}: {card} is unaffected by this effect, so it is not "
                             "applied to it; the rest of the effect still is.",
    },
    "de": {
        "unaffected_turn.all": "{link}: Bis zum Ende des Spielzugs werden folgende Monster "
                               "nicht von {what} beeinflusst: {cards}.",
        "unaffected_turn": "{link}: Bis zum Ende des Spielzugs wird {card:der} nicht von {what} "
                           "beeinflusst.",
        "would.unaffected_turn_card": "{card:den} in diesem Spielzug vor einigen Effekten schützen",
        "unaffected_what.others": "den Effekten anderer Karten",
        "unaffected_what.others.opponent": "den Karteneffekten des Gegners",
        "unaffected_what.monsters": "den Effekten anderer Monster",
        "unaffected_what.monsters.opponent": "den Monstereffekten des Gegners",
        "unaffected_what.spells": "Zauberkarteneffekten",
        "unaffected_what.spells.opponent": "den Zauberkarteneffekten des Gegners",
        "unaffected_what.traps": "Fallenkarteneffekten",
        "unaffected_what.traps.opponent": "den Fallenkarteneffekten des Gegners",
        "unaffected_what.spells_traps": "Zauber- und Fallenkarteneffekten",
        "unaffected_what.spells_traps.opponent": "den Zauber- und Fallenkarteneffekten des Gegners",
        "unaffected_what.normal_traps": "den Effekten normaler Fallenkarten",
        "unaffected_what.normal_traps.opponent": "den Effekten normaler Fallenkarten des Gegners",
        "effect.unaffected": "{link}: {card:der} wird von diesem Effekt nicht beeinflusst, "
                             "daher wird er nicht auf {card:ihn|sie|es} angewendet; der Rest "
                             "des Effekts schon.",
    },
    "es": {
        "unaffected_turn.all": "{link}: hasta el final del turno, estos monstruos no son "
                               "afectados por {what}: {cards}.",
        "unaffected_turn": "{link}: hasta el final del turno, {card:el} no es "
                           "{card:afectado|afectada} por {what}.",
        "would.unaffected_turn_card": "hacer que {card:el} no sea {card:afectado|afectada} por "
                                      "algunos efectos este turno",
        "unaffected_what.others": "los efectos de otras cartas",
        "unaffected_what.others.opponent": "los efectos de cartas del adversario",
        "unaffected_what.monsters": "los efectos de otros monstruos",
        "unaffected_what.monsters.opponent": "los efectos de monstruos del adversario",
        "unaffected_what.spells": "los efectos de Magia",
        "unaffected_what.spells.opponent": "los efectos de Magia del adversario",
        "unaffected_what.traps": "los efectos de Trampa",
        "unaffected_what.traps.opponent": "los efectos de Trampa del adversario",
        "unaffected_what.spells_traps": "los efectos de Magia y de Trampa",
        "unaffected_what.spells_traps.opponent": "los efectos de Magia y de Trampa del adversario",
        "unaffected_what.normal_traps": "los efectos de Trampas Normales",
        "unaffected_what.normal_traps.opponent": "los efectos de las Trampas Normales del "
                                                 "adversario",
        "effect.unaffected": "{link}: {card:el} no es {card:afectado|afectada} por este "
                             "efecto, así que no se le aplica; el resto del efecto sí.",
    },
    "fr": {
        "unaffected_turn.all": "{link} : jusqu'à la fin du tour, ces monstres ne sont pas "
                               "affectés par {what} : {cards}.",
        "unaffected_turn": "{link} : jusqu'à la fin du tour, {card:le} n'est pas "
                           "{card:affecté|affectée} par {what}.",
        "would.unaffected_turn_card": "rendre {card:le} non {card:affecté|affectée} par certains "
                                      "effets ce tour",
        "unaffected_what.others": "les effets d'autres cartes",
        "unaffected_what.others.opponent": "les effets de carte de l'adversaire",
        "unaffected_what.monsters": "les effets d'autres monstres",
        "unaffected_what.monsters.opponent": "les effets de monstre de l'adversaire",
        "unaffected_what.spells": "les effets de Magie",
        "unaffected_what.spells.opponent": "les effets de Magie de l'adversaire",
        "unaffected_what.traps": "les effets de Piège",
        "unaffected_what.traps.opponent": "les effets de Piège de l'adversaire",
        "unaffected_what.spells_traps": "les effets de Magie et de Piège",
        "unaffected_what.spells_traps.opponent": "les effets de Magie et de Piège de l'adversaire",
        "unaffected_what.normal_traps": "les effets de Pièges Normaux",
        "unaffected_what.normal_traps.opponent": "les effets des Pièges Normaux de l'adversaire",
        "effect.unaffected": "{link} : {card:le} n'est pas {card:affecté|affectée} par cet "
                             "effet, qui ne lui est donc pas appliqué ; le reste de l'effet "
                             "l'est.",
    },
    "it": {
        "unaffected_turn.all": "{link}: fino alla fine del turno, questi mostri non sono "
                               "influenzati da {what}: {cards}.",
        "unaffected_turn": "{link}: fino alla fine del turno, {card:il} non è "
                           "{card:influenzato|influenzata} da {what}.",
        "would.unaffected_turn_card": "rendere {card:il} non {card:influenzato|influenzata} da "
                                      "alcuni effetti in questo turno",
        "unaffected_what.others": "gli effetti di altre carte",
        "unaffected_what.others.opponent": "gli effetti delle carte dell'avversario",
        "unaffected_what.monsters": "gli effetti di altri mostri",
        "unaffected_what.monsters.opponent": "gli effetti dei mostri dell'avversario",
        "unaffected_what.spells": "gli effetti delle Magie",
        "unaffected_what.spells.opponent": "gli effetti delle Magie dell'avversario",
        "unaffected_what.traps": "gli effetti delle Trappole",
        "unaffected_what.traps.opponent": "gli effetti delle Trappole dell'avversario",
        "unaffected_what.spells_traps": "gli effetti delle Magie e delle Trappole",
        "unaffected_what.spells_traps.opponent": "gli effetti delle Magie e delle Trappole "
                                                 "dell'avversario",
        "unaffected_what.normal_traps": "gli effetti delle Trappole Normali",
        "unaffected_what.normal_traps.opponent": "gli effetti delle Trappole Normali "
                                                 "dell'avversario",
        "effect.unaffected": "{link}: {card:il} non è {card:influenzato|influenzata} da questo "
                             "effetto, che quindi non gli viene applicato; il resto "
                             "dell'effetto sì.",
    },
}
