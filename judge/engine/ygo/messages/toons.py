"""The words of a monster's own text on when it may attack (toons.py, 12-3-15): "Cannot attack
the turn it is Summoned." (and Normal, Special Summoned), which each language's catalogue takes
from here (`MESSAGES.update(TOONS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

TOONS: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.attack_summoned_turn.summoned": "{card} cannot attack: its text forbids it "
                                                 "in the turn it is Summoned.",
        "illegal.attack_summoned_turn.normal": "{card} cannot attack: its text forbids it in "
                                               "the turn it is Normal Summoned.",
        "illegal.attack_summoned_turn.special": "{card} cannot attack: its text forbids it in "
                                                "the turn it is Special Summoned.",
    },
    "de": {
        "illegal.attack_summoned_turn.summoned": "{card:der} kann nicht angreifen: Der Text "
                                                 "verbietet es in dem Spielzug, in dem "
                                                 "{card:er|sie|es} beschworen wird.",
        "illegal.attack_summoned_turn.normal": "{card:der} kann nicht angreifen: Der Text "
                                               "verbietet es in dem Spielzug, in dem "
                                               "{card:er|sie|es} als Normalbeschwörung "
                                               "beschworen wird.",
        "illegal.attack_summoned_turn.special": "{card:der} kann nicht angreifen: Der Text "
                                                "verbietet es in dem Spielzug, in dem "
                                                "{card:er|sie|es} als Spezialbeschwörung "
                                                "beschworen wird.",
    },
    "es": {
        "illegal.attack_summoned_turn.summoned": "{card:el} no puede atacar: su texto lo "
                                                 "prohíbe en el turno en que es "
                                                 "{card:Invocado|Invocada}.",
        "illegal.attack_summoned_turn.normal": "{card:el} no puede atacar: su texto lo prohíbe "
                                               "en el turno en que es {card:Invocado|Invocada} "
                                               "de Modo Normal.",
        "illegal.attack_summoned_turn.special": "{card:el} no puede atacar: su texto lo "
                                                "prohíbe en el turno en que es "
                                                "{card:Invocado|Invocada} de Modo Especial.",
    },
    "fr": {
        "illegal.attack_summoned_turn.summoned": "{card:le} ne peut pas attaquer : son texte "
                                                 "l'interdit durant le tour où {card:il|elle} "
                                                 "est {card:Invoqué|Invoquée}.",
        "illegal.attack_summoned_turn.normal": "{card:le} ne peut pas attaquer : son texte "
                                               "l'interdit durant le tour où {card:il|elle} est "
                                               "{card:Invoqué|Invoquée} Normalement.",
        "illegal.attack_summoned_turn.special": "{card:le} ne peut pas attaquer : son texte "
                                                "l'interdit durant le tour où {card:il|elle} "
                                                "est {card:Invoqué|Invoquée} Spécialement.",
    },
    "it": {
        "illegal.attack_summoned_turn.summoned": "{card:il} non può attaccare: il suo testo lo "
                                                 "vieta nel turno in cui viene "
                                                 "{card:Evocato|Evocata}.",
        "illegal.attack_summoned_turn.normal": "{card:il} non può attaccare: il suo testo lo "
                                               "vieta nel turno in cui viene "
                                               "{card:Evocato|Evocata} Normalmente.",
        "illegal.attack_summoned_turn.special": "{card:il} non può attaccare: il suo testo lo "
                                                "vieta nel turno in cui viene "
                                                "{card:Evocato|Evocata} Specialmente.",
    },
}
