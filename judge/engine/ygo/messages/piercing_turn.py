"""The words of a monster given piercing battle damage this turn by a resolved effect
(`piercing_turn`, piercing_turn.py, 12-6-4), which each language's catalogue takes from here
(`MESSAGES.update(PIERCING_TURN["de"])`), in the terms of each language's cards (Monster in
Verteidigungsposition, durchschlagender Kampfschaden; monstruo en Posición de Defensa, daño de
batalla de penetración; monstre en Position de Défense, dommages de combat perçants; mostro in
Posizione di Difesa, danno da combattimento perforante)."""
from __future__ import annotations

from ...core.catalogue import Message

PIERCING_TURN: dict[str, dict[str, Message]] = {
    "en": {
        "piercing.granted": "{link}: if {card} attacks a Defense Position monster this turn, "
                            "it inflicts piercing battle damage.",
        "would.piercing_turn": "give a monster piercing battle damage this turn",
        "would.piercing_turn_card": "give {card} piercing battle damage this turn",
        "would.piercing_card": "give {card} piercing battle damage this turn",
    },
    "de": {
        "piercing.granted": "{link}: Falls {card:der} in diesem Spielzug ein Monster in "
                            "Verteidigungsposition angreift, fügt es durchschlagenden "
                            "Kampfschaden zu.",
        "would.piercing_turn": "einem Monster in diesem Spielzug durchschlagenden Kampfschaden "
                               "verleihen",
        "would.piercing_turn_card": "{card:dem} in diesem Spielzug durchschlagenden Kampfschaden "
                                    "verleihen",
        "would.piercing_card": "{card:dem} in diesem Spielzug durchschlagenden Kampfschaden "
                               "verleihen",
    },
    "es": {
        "piercing.granted": "{link}: si {card:el} ataca a un monstruo en Posición de Defensa "
                            "en este turno, inflige daño de batalla de penetración.",
        "would.piercing_turn": "hacer que un monstruo inflija daño de batalla de penetración "
                               "en este turno",
        "would.piercing_turn_card": "hacer que {card:el} inflija daño de batalla de "
                                    "penetración en este turno",
        "would.piercing_card": "hacer que {card:el} inflija daño de batalla de penetración en "
                               "este turno",
    },
    "fr": {
        "piercing.granted": "{link} : si {card:le} attaque un monstre en Position de Défense "
                            "ce tour, il inflige des dommages de combat perçants.",
        "would.piercing_turn": "faire infliger à un monstre des dommages de combat perçants ce "
                               "tour",
        "would.piercing_turn_card": "faire infliger {card:au} des dommages de combat perçants "
                                    "ce tour",
        "would.piercing_card": "faire infliger {card:au} des dommages de combat perçants ce "
                               "tour",
    },
    "it": {
        "piercing.granted": "{link}: se {card:il} attacca un mostro in Posizione di Difesa in "
                            "questo turno, infligge danno da combattimento perforante.",
        "would.piercing_turn": "far infliggere a un mostro danno da combattimento perforante "
                               "in questo turno",
        "would.piercing_turn_card": "far infliggere {card:al} danno da combattimento "
                                    "perforante in questo turno",
        "would.piercing_card": "far infliggere {card:al} danno da combattimento perforante "
                               "in questo turno",
    },
}
