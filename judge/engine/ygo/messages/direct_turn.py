"""The words of a monster allowed to attack directly this turn by a resolved effect
(`direct_attack_turn`, direct_turn.py, 12-3-10), which each language's catalogue takes from
here (`MESSAGES.update(DIRECT_TURN["de"])`), in the terms of each language's cards (direkt
angreifen, atacar directamente, attaquer directement, attaccare direttamente)."""
from __future__ import annotations

from ...core.catalogue import Message

DIRECT_TURN: dict[str, dict[str, Message]] = {
    "en": {
        "direct_attack.granted": "{link}: {card} can attack directly this turn.",
        "would.direct_attack_card": "let {card} attack directly",
        "attack_direct.granted": "{attacker} attacks {player} directly: an effect resolved this "
                                 "turn lets it attack directly although {player} controls "
                                 "{count} {count:monster|monsters}.",
    },
    "de": {
        "direct_attack.granted": "{link}: {card:der} kann in diesem Spielzug direkt angreifen.",
        "would.direct_attack_card": "{card:dem} einen direkten Angriff erlauben",
        "attack_direct.granted": "{attacker:der} greift {player} direkt an: Ein in diesem "
                                 "Spielzug aufgelöster Effekt erlaubt den direkten Angriff, "
                                 "obwohl {player} {count} Monster kontrolliert.",
    },
    "es": {
        "direct_attack.granted": "{link}: {card:el} puede atacar directamente en este turno.",
        "would.direct_attack_card": "hacer que {card:el} pueda atacar directamente",
        "attack_direct.granted": "{attacker:el} ataca directamente a {player}: un efecto "
                                 "resuelto en este turno le permite atacar directamente aunque "
                                 "{player} controla {count} {count:monstruo|monstruos}.",
    },
    "fr": {
        "direct_attack.granted": "{link} : {card:le} peut attaquer directement ce tour.",
        "would.direct_attack_card": "laisser {card:le} attaquer directement",
        "attack_direct.granted": "{attacker:le} attaque {player} directement : un effet résolu "
                                 "ce tour lui permet d'attaquer directement bien que {player} "
                                 "contrôle {count} {count:monstre|monstres}.",
    },
    "it": {
        "direct_attack.granted": "{link}: {card:il} può attaccare direttamente in questo turno.",
        "would.direct_attack_card": "lasciare che {card:il} attacchi direttamente",
        "attack_direct.granted": "{attacker:il} attacca direttamente {player}: un effetto "
                                 "risolto in questo turno gli permette di attaccare "
                                 "direttamente anche se {player} controlla {count} "
                                 "{count:mostro|mostri}.",
    },
}
