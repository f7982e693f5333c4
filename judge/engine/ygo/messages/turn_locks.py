"""The words of what a card forbids for the turn, and of a monster's price to stay: its own
text that keeps it from attacking the turn it is Normal or Special Summoned (toons.py,
12-3-15); its Standby Phase price, not asked while its effects are negated, or not taken by
destruction card effects cannot make (monster_upkeep.py, 7-3-3). Each language's catalogue
takes them from here (`MESSAGES.update(TURN_LOCKS["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

TURN_LOCKS: dict[str, dict[str, Message]] = {
    "en": {
        "upkeep.negated": "Standby Phase: {card}'s effects are negated, so it asks for nothing "
                          "and stays on the field.",
        "upkeep.not_destroyed": "Standby Phase: {card} would be destroyed, as its text asks, but "
                                "card effects cannot destroy it.",
        "illegal.attack_summoned_turn.normal_or_special": "{card} cannot attack: its text forbids "
                                                          "it in the turn it is Normal or Special "
                                                          "Summoned.",
    },
    "de": {
        "upkeep.negated": "Standby Phase: Die Effekte {card:vom} sind annulliert; es verlangt "
                          "nichts und bleibt auf dem Spielfeld.",
        "upkeep.not_destroyed": "Standby Phase: {card:der} müsste zerstört werden, wie sein Text "
                                "verlangt, aber Karteneffekte können es nicht zerstören.",
        "illegal.attack_summoned_turn.normal_or_special": "{card:der} kann nicht angreifen: Der "
                                                          "Text verbietet es in dem Spielzug, in "
                                                          "dem {card:er|sie|es} als Normal- oder "
                                                          "Spezialbeschwörung beschworen wird.",
    },
    "es": {
        "upkeep.negated": "Standby Phase: los efectos {card:del} están negados, así que no pide "
                          "nada y permanece en el Campo.",
        "upkeep.not_destroyed": "Standby Phase: la carta {card:el} debería destruirse, como pide "
                                "su texto, pero los efectos de cartas no pueden destruirla.",
        "illegal.attack_summoned_turn.normal_or_special": "{card:el} no puede atacar: su texto lo "
                                                          "prohíbe en el turno en que es "
                                                          "{card:Invocado|Invocada} de Modo "
                                                          "Normal o de Modo Especial.",
    },
    "fr": {
        "upkeep.negated": "Standby Phase : les effets {card:du} sont annulés ; la carte ne "
                          "demande rien et reste sur le Terrain.",
        "upkeep.not_destroyed": "Standby Phase : la carte {card:le} devrait être détruite, comme "
                                "son texte le demande, mais les effets de cartes ne peuvent pas "
                                "la détruire.",
        "illegal.attack_summoned_turn.normal_or_special": "{card:le} ne peut pas attaquer : son "
                                                          "texte l'interdit durant le tour où "
                                                          "{card:il|elle} est "
                                                          "{card:Invoqué|Invoquée} Normalement ou "
                                                          "Spécialement.",
    },
    "it": {
        "upkeep.negated": "Standby Phase: gli effetti {card:del} sono annullati; la carta non "
                          "chiede nulla e resta sul Terreno.",
        "upkeep.not_destroyed": "Standby Phase: la carta {card:il} dovrebbe essere distrutta, come "
                                "chiede il suo testo, ma gli effetti delle carte non possono "
                                "distruggerla.",
        "illegal.attack_summoned_turn.normal_or_special": "{card:il} non può attaccare: il suo "
                                                          "testo lo vieta nel turno in cui viene "
                                                          "{card:Evocato|Evocata} Normalmente o "
                                                          "Specialmente.",
    },
}
