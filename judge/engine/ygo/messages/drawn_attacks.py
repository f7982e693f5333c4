"""The words of monsters that draw the opponent's attacks (drawn_attacks.py, 12-3-18), which
each language's catalogue takes from here (`MESSAGES.update(DRAWN_ATTACKS["de"])`), in the
terms of each language's cards (angreifen; atacar; attaquer; attaccare)."""
from __future__ import annotations

from ...core.catalogue import Message

DRAWN_ATTACKS: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.must_attack_this": "{card} must attack {by} while it can: {by} says the "
                                    "opponent's monsters that can attack must attack it.",
    },
    "de": {
        "illegal.must_attack_this": "{card:der} muss {by:den} angreifen, solange es möglich "
                                    "ist: {by:der} besagt, dass die Monster des Gegners, die "
                                    "angreifen können, dieses Monster angreifen müssen.",
    },
    "es": {
        "illegal.must_attack_this": "La carta {card:el} debe atacar {by:al} mientras pueda: "
                                    "{by:el} dice que los monstruos del adversario que puedan "
                                    "atacar deben atacarlo.",
    },
    "fr": {
        "illegal.must_attack_this": "La carte {card:le} doit attaquer {by:le} tant qu'elle le "
                                    "peut : {by:le} dit que les monstres de l'adversaire qui "
                                    "peuvent attaquer doivent l'attaquer.",
    },
    "it": {
        "illegal.must_attack_this": "La carta {card:il} deve attaccare {by:il} finché può: "
                                    "{by:il} dice che i mostri dell'avversario che possono "
                                    "attaccare devono attaccarlo.",
    },
}
