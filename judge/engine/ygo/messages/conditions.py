"""The words of the Trigger Effects on an event with a cause (condition_events.py, 5-1-3),
which each language's catalogue takes from here (`MESSAGES.update(CONDITIONS["de"])`): what
the effect answers, named in a refusal when it did not happen."""
from __future__ import annotations

from ...core.catalogue import Message

CONDITIONS: dict[str, dict[str, Message]] = {
    "en": {
        "trigger_event.tributed_from_field": "this card is Tributed on the field",
        "trigger_event.other_destroyed_by_battle": "a card its text describes is destroyed by "
                                                   "battle",
        "trigger_event.other_destroyed_by_effect": "a card its text describes is destroyed by a "
                                                   "card effect",
        "trigger_event.other_destroyed": "a card its text describes is destroyed",
        "trigger_event.sent_from_hand_to_graveyard": "this card is sent from the hand to the "
                                                     "Graveyard",
        "trigger_event.sent_from_deck_to_graveyard": "this card is sent from the Deck to the "
                                                     "Graveyard",
        "trigger_event.sent_from_hand_or_field_to_graveyard": "this card is sent from the hand "
                                                              "or the field to the Graveyard",
        "trigger_event.sent_from_hand_or_deck_to_graveyard": "this card is sent from the hand or "
                                                             "the Deck to the Graveyard",
        "trigger_event.special_summoned_from_deck": "this card is Special Summoned from the Deck",
        "trigger_event.special_summoned_from_extra_deck": "this card is Special Summoned from the "
                                                          "Extra Deck",
        "trigger_event.special_summoned_by_effect": "this card is Special Summoned by the effect "
                                                    "of the card its text names",
        "trigger_event.discarded_by_effect": "this card is discarded by a card effect",
        "trigger_event.sent_from_monster_zone_to_graveyard": "this card is sent from the "
                                                             "Monster Zone to the Graveyard",
        "trigger_event.pendulum_summoned": "this card is Pendulum Summoned",
        "trigger_event.link_summoned_destroyed_by_battle_or_opponent_effect":
            "this card, Link Summoned, is destroyed by battle or by an opponent's card effect in "
            "the Monster Zone",
        "trigger_event.battle_phase_end": "at the end of the Battle Phase",
    },
    "de": {
        "trigger_event.tributed_from_field": "diese Karte wird auf dem Spielfeld als Tribut "
                                             "angeboten",
        "trigger_event.other_destroyed_by_battle": "eine Karte, die ihr Text beschreibt, wird "
                                                   "durch Kampf zerstört",
        "trigger_event.other_destroyed_by_effect": "eine Karte, die ihr Text beschreibt, wird "
                                                   "durch einen Karteneffekt zerstört",
        "trigger_event.other_destroyed": "eine Karte, die ihr Text beschreibt, wird zerstört",
        "trigger_event.sent_from_hand_to_graveyard": "diese Karte wird von der Hand auf den "
                                                     "Friedhof gelegt",
        "trigger_event.sent_from_deck_to_graveyard": "diese Karte wird vom Deck auf den Friedhof "
                                                     "gelegt",
        "trigger_event.sent_from_hand_or_field_to_graveyard": "diese Karte wird von der Hand oder "
                                                              "vom Spielfeld auf den Friedhof "
                                                              "gelegt",
        "trigger_event.sent_from_hand_or_deck_to_graveyard": "diese Karte wird von der Hand oder "
                                                             "vom Deck auf den Friedhof gelegt",
        "trigger_event.special_summoned_from_deck": "diese Karte wird als Spezialbeschwörung vom "
                                                    "Deck beschworen",
        "trigger_event.special_summoned_from_extra_deck": "diese Karte wird als "
                                                          "Spezialbeschwörung vom Extra Deck "
                                                          "beschworen",
        "trigger_event.special_summoned_by_effect": "diese Karte wird durch den Effekt der Karte, "
                                                    "die ihr Text nennt, als Spezialbeschwörung "
                                                    "beschworen",
        "trigger_event.discarded_by_effect": "diese Karte wird durch einen Karteneffekt "
                                             "abgeworfen",
        "trigger_event.sent_from_monster_zone_to_graveyard": "diese Karte wird von der "
                                                             "Monsterzone auf den Friedhof "
                                                             "gelegt",
        "trigger_event.pendulum_summoned": "diese Karte wird als Pendelbeschwörung beschworen",
        "trigger_event.link_summoned_destroyed_by_battle_or_opponent_effect":
            "diese als Linkbeschwörung beschworene Karte wird durch Kampf oder in der Monsterzone "
            "durch einen Karteneffekt des Gegners zerstört",
        "trigger_event.battle_phase_end": "am Ende der Battle Phase",
    },
    "es": {
        "trigger_event.tributed_from_field": "esta carta es Sacrificada en el Campo",
        "trigger_event.other_destroyed_by_battle": "una carta que describe su texto es "
                                                   "destruida en batalla",
        "trigger_event.other_destroyed_by_effect": "una carta que describe su texto es "
                                                   "destruida por un efecto de carta",
        "trigger_event.other_destroyed": "una carta que describe su texto es destruida",
        "trigger_event.sent_from_hand_to_graveyard": "esta carta es mandada de la mano al "
                                                     "Cementerio",
        "trigger_event.sent_from_deck_to_graveyard": "esta carta es mandada del Deck al "
                                                     "Cementerio",
        "trigger_event.sent_from_hand_or_field_to_graveyard": "esta carta es mandada de la mano "
                                                              "o del Campo al Cementerio",
        "trigger_event.sent_from_hand_or_deck_to_graveyard": "esta carta es mandada de la mano o "
                                                             "del Deck al Cementerio",
        "trigger_event.special_summoned_from_deck": "esta carta es Invocada de Modo Especial "
                                                    "desde el Deck",
        "trigger_event.special_summoned_from_extra_deck": "esta carta es Invocada de Modo "
                                                          "Especial desde el Deck Extra",
        "trigger_event.special_summoned_by_effect": "esta carta es Invocada de Modo Especial por "
                                                    "el efecto de la carta que nombra su texto",
        "trigger_event.discarded_by_effect": "esta carta es descartada por un efecto de carta",
        "trigger_event.sent_from_monster_zone_to_graveyard": "esta carta es mandada de la Zona "
                                                             "de Monstruos al Cementerio",
        "trigger_event.pendulum_summoned": "esta carta es Invocada por Péndulo",
        "trigger_event.link_summoned_destroyed_by_battle_or_opponent_effect":
            "esta carta, Invocada por Enlace, es destruida en batalla o por un efecto de una "
            "carta del adversario en la Zona de Monstruos",
        "trigger_event.battle_phase_end": "al final de la Battle Phase",
    },
    "fr": {
        "trigger_event.tributed_from_field": "cette carte est Sacrifiée sur le Terrain",
        "trigger_event.other_destroyed_by_battle": "une carte que décrit son texte est "
                                                   "détruite au combat",
        "trigger_event.other_destroyed_by_effect": "une carte que décrit son texte est "
                                                   "détruite par un effet de carte",
        "trigger_event.other_destroyed": "une carte que décrit son texte est détruite",
        "trigger_event.sent_from_hand_to_graveyard": "cette carte est envoyée depuis la main "
                                                     "au Cimetière",
        "trigger_event.sent_from_deck_to_graveyard": "cette carte est envoyée depuis le Deck au "
                                                     "Cimetière",
        "trigger_event.sent_from_hand_or_field_to_graveyard": "cette carte est envoyée depuis la "
                                                              "main ou le Terrain au Cimetière",
        "trigger_event.sent_from_hand_or_deck_to_graveyard": "cette carte est envoyée depuis la "
                                                             "main ou le Deck au Cimetière",
        "trigger_event.special_summoned_from_deck": "cette carte est Invoquée Spécialement depuis "
                                                    "le Deck",
        "trigger_event.special_summoned_from_extra_deck": "cette carte est Invoquée Spécialement "
                                                          "depuis l'Extra Deck",
        "trigger_event.special_summoned_by_effect": "cette carte est Invoquée Spécialement par "
                                                    "l'effet de la carte que nomme son texte",
        "trigger_event.discarded_by_effect": "cette carte est défaussée par un effet de carte",
        "trigger_event.sent_from_monster_zone_to_graveyard": "cette carte est envoyée depuis la "
                                                             "Zone Monstre au Cimetière",
        "trigger_event.pendulum_summoned": "cette carte est Invoquée par Pendule",
        "trigger_event.link_summoned_destroyed_by_battle_or_opponent_effect":
            "cette carte, Invoquée par Lien, est détruite au combat ou par un effet de carte de "
            "l'adversaire dans la Zone Monstre",
        "trigger_event.battle_phase_end": "à la fin de la Battle Phase",
    },
    "it": {
        "trigger_event.tributed_from_field": "questa carta viene offerta come Tributo sul "
                                             "Terreno",
        "trigger_event.other_destroyed_by_battle": "una carta descritta dal suo testo viene "
                                                   "distrutta in battaglia",
        "trigger_event.other_destroyed_by_effect": "una carta descritta dal suo testo viene "
                                                   "distrutta dall'effetto di una carta",
        "trigger_event.other_destroyed": "una carta descritta dal suo testo viene distrutta",
        "trigger_event.sent_from_hand_to_graveyard": "questa carta viene mandata dalla mano al "
                                                     "Cimitero",
        "trigger_event.sent_from_deck_to_graveyard": "questa carta viene mandata dal Deck al "
                                                     "Cimitero",
        "trigger_event.sent_from_hand_or_field_to_graveyard": "questa carta viene mandata dalla "
                                                              "mano o dal Terreno al Cimitero",
        "trigger_event.sent_from_hand_or_deck_to_graveyard": "questa carta viene mandata dalla "
                                                             "mano o dal Deck al Cimitero",
        "trigger_event.special_summoned_from_deck": "questa carta viene Evocata Specialmente dal "
                                                    "Deck",
        "trigger_event.special_summoned_from_extra_deck": "questa carta viene Evocata "
                                                          "Specialmente dall'Extra Deck",
        "trigger_event.special_summoned_by_effect": "questa carta viene Evocata Specialmente "
                                                    "dall'effetto della carta che il suo testo "
                                                    "nomina",
        "trigger_event.discarded_by_effect": "questa carta viene scartata da un effetto di carta",
        "trigger_event.sent_from_monster_zone_to_graveyard": "questa carta viene mandata dalla "
                                                             "Zona Mostri al Cimitero",
        "trigger_event.pendulum_summoned": "questa carta viene Evocata Pendulum",
        "trigger_event.link_summoned_destroyed_by_battle_or_opponent_effect":
            "questa carta, Evocata Link, viene distrutta in battaglia o da un effetto di una "
            "carta dell'avversario nella Zona Mostri",
        "trigger_event.battle_phase_end": "alla fine della Battle Phase",
    },
}
