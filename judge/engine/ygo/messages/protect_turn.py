"""The words of a monster that a resolved effect says cannot be destroyed this turn
(`indestructible_turn`, protect_turn.py, 5-3-17), which each language's catalogue takes from
here (`MESSAGES.update(PROTECT_TURN["de"])`), in the terms of each language's cards (durch Kampf
/ durch Karteneffekte zerstört, destruido en batalla / por efectos de cartas, détruit au combat /
par des effets de carte, distrutto in battaglia / dagli effetti delle carte)."""
from __future__ import annotations

from ...core.catalogue import Message

PROTECT_TURN: dict[str, dict[str, Message]] = {
    "en": {
        "indestructible_turn.battle": "{link}: {card} cannot be destroyed by battle this turn.",
        "indestructible_turn.effect": "{link}: {card} cannot be destroyed by card effects this "
                                      "turn.",
        "indestructible_turn.any": "{link}: {card} cannot be destroyed by battle or card "
                                   "effects this turn.",
        "would.indestructible_turn": "make a monster unable to be destroyed this turn",
        "would.indestructible_turn_card": "make {card} unable to be destroyed this turn",
    },
    "de": {
        "indestructible_turn.battle": "{link}: {card:der} kann in diesem Spielzug nicht durch "
                                      "Kampf zerstört werden.",
        "indestructible_turn.effect": "{link}: {card:der} kann in diesem Spielzug nicht durch "
                                      "Karteneffekte zerstört werden.",
        "indestructible_turn.any": "{link}: {card:der} kann in diesem Spielzug weder durch "
                                   "Kampf noch durch Karteneffekte zerstört werden.",
        "would.indestructible_turn": "ein Monster in diesem Spielzug vor der Zerstörung "
                                     "schützen",
        "would.indestructible_turn_card": "{card:den} in diesem Spielzug vor der Zerstörung "
                                          "schützen",
    },
    "es": {
        "indestructible_turn.battle": "{link}: {card:el} no puede ser destruido en batalla "
                                      "este turno.",
        "indestructible_turn.effect": "{link}: {card:el} no puede ser destruido por efectos de "
                                      "cartas este turno.",
        "indestructible_turn.any": "{link}: {card:el} no puede ser destruido en batalla ni por "
                                   "efectos de cartas este turno.",
        "would.indestructible_turn": "hacer que un monstruo no pueda ser destruido este turno",
        "would.indestructible_turn_card": "hacer que {card:el} no pueda ser destruido este "
                                          "turno",
    },
    "fr": {
        "indestructible_turn.battle": "{link} : {card:le} ne peut pas être détruit au combat "
                                      "ce tour.",
        "indestructible_turn.effect": "{link} : {card:le} ne peut pas être détruit par des "
                                      "effets de carte ce tour.",
        "indestructible_turn.any": "{link} : {card:le} ne peut être détruit ni au combat ni par "
                                   "des effets de carte ce tour.",
        "would.indestructible_turn": "rendre un monstre indestructible ce tour",
        "would.indestructible_turn_card": "rendre {card:le} indestructible ce tour",
    },
    "it": {
        "indestructible_turn.battle": "{link}: {card:il} non può essere distrutto in battaglia "
                                      "in questo turno.",
        "indestructible_turn.effect": "{link}: {card:il} non può essere distrutto dagli effetti "
                                      "delle carte in questo turno.",
        "indestructible_turn.any": "{link}: {card:il} non può essere distrutto né in battaglia "
                                   "né dagli effetti delle carte in questo turno.",
        "would.indestructible_turn": "rendere un mostro indistruttibile in questo turno",
        "would.indestructible_turn_card": "rendere {card:il} indistruttibile in questo turno",
    },
}
