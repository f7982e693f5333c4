"""The words of a Continuous Trap whose leaving the field banishes the monster it Special
Summoned, or destroys it and then banishes it, and of one destroyed with its monster changed to
Defense Position (bonds.py, 10-4-4), which each language's
catalogue takes from here (`MESSAGES.update(BOND_MOVES["de"])`), in the terms of each
language's cards (zerstören, verbannen; destruir, desterrar; détruire, bannir; distruggere,
bandire)."""
from __future__ import annotations

from ...core.catalogue import Message

BOND_MOVES: dict[str, dict[str, Message]] = {
    "en": {
        "bond.defense_destroyed": "{monster}, Special Summoned by {card}, has been changed to "
                                  "Defense Position, so both are destroyed.",
        "bond.card_left.banish": "{card} has left the field, so the monster it Special "
                                 "Summoned, {monster}, is banished.",
        "bond.card_left.destroy_banish": "{card} has left the field, so the monster it Special "
                                         "Summoned, {monster}, is destroyed, and then "
                                         "banished.",
    },
    "de": {
        "bond.defense_destroyed": "{monster:der}, durch {card:den} als Spezialbeschwörung "
                                  "beschworen, wurde in die Verteidigungsposition geändert, "
                                  "also werden beide zerstört.",
        "bond.card_left.banish": "{card:der} hat das Spielfeld verlassen, also wird das "
                                 "Monster, das sie als Spezialbeschwörung beschworen hat, "
                                 "{monster:der}, verbannt.",
        "bond.card_left.destroy_banish": "{card:der} hat das Spielfeld verlassen, also wird das "
                                         "Monster, das sie als Spezialbeschwörung beschworen "
                                         "hat, {monster:der}, zerstört und danach verbannt.",
    },
    "es": {
        "bond.defense_destroyed": "{monster:el}, Invocado de Modo Especial por {card:el}, fue "
                                  "cambiado a Posición de Defensa, así que ambos son "
                                  "destruidos.",
        "bond.card_left.banish": "{card:el} dejó el Campo, así que el monstruo que Invocó de "
                                 "Modo Especial, {monster:el}, es desterrado.",
        "bond.card_left.destroy_banish": "{card:el} dejó el Campo, así que el monstruo que "
                                         "Invocó de Modo Especial, {monster:el}, es destruido "
                                         "y después desterrado.",
    },
    "fr": {
        "bond.defense_destroyed": "{monster:le}, Invoqué Spécialement par {card:le}, a été "
                                  "mis en Position de Défense, donc les deux sont détruits.",
        "bond.card_left.banish": "{card:le} a quitté le Terrain, donc le monstre qu'elle a "
                                 "Invoqué Spécialement, {monster:le}, est banni.",
        "bond.card_left.destroy_banish": "{card:le} a quitté le Terrain, donc le monstre "
                                         "qu'elle a Invoqué Spécialement, {monster:le}, est "
                                         "détruit, puis banni.",
    },
    "it": {
        "bond.defense_destroyed": "{monster:il}, Evocato Specialmente {card:dal}, è stato "
                                  "cambiato in Posizione di Difesa, quindi vengono distrutti "
                                  "entrambi.",
        "bond.card_left.banish": "{card:il} ha lasciato il Terreno, quindi il mostro che ha "
                                 "Evocato Specialmente, {monster:il}, viene bandito.",
        "bond.card_left.destroy_banish": "{card:il} ha lasciato il Terreno, quindi il mostro "
                                         "che ha Evocato Specialmente, {monster:il}, viene "
                                         "distrutto e poi bandito.",
    },
}
