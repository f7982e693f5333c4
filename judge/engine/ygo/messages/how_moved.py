"""The words of monster effects' activation conditions that say how the card moved
(how_moved.py, 5-1-18), which each language's catalogue takes from here
(`MESSAGES.update(HOW_MOVED["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

HOW_MOVED: dict[str, dict[str, Message]] = {
    "en": {
        "trigger_event.destroyed_and_sent_a_monster": "this card destroys a monster by battle "
                                                      "and sends it to the Graveyard",
        "trigger_event.normal_or_pendulum_summoned": "this card is Normal or Pendulum Summoned",
        "trigger_event.flip_or_special_summoned": "this card is Flip or Special Summoned",
        "trigger_event.fusion_summoned_or_flipped": "this card is Fusion Summoned or flipped "
                                                    "face-up",
        "trigger_event.sent_by_effect_or_destroyed_by_battle": "this card is sent to the "
                                                               "Graveyard by a card effect, or "
                                                               "destroyed by battle",
        "trigger_event.sent_from_hand_or_monster_zone_to_graveyard": "this card is sent from "
                                                                     "the hand or the Monster "
                                                                     "Zone to the Graveyard",
        "trigger_event.sent_from_monster_zone_by_opponent_effect": "this card is sent from the "
                                                                   "Monster Zone to the "
                                                                   "Graveyard by an opponent's "
                                                                   "card effect",
        "trigger_event.sent_from_hand_by_opponent_effect": "this card is sent from the hand to "
                                                           "the Graveyard by an opponent's card "
                                                           "effect",
        "trigger_event.sent_from_field_by_effect": "this card is sent from the field to the "
                                                   "Graveyard by a card effect",
        "trigger_event.sent_from_field_except_by_battle": "this card is sent from the field to "
                                                          "the Graveyard, other than by being "
                                                          "destroyed by battle",
        "trigger_event.face_up_sent_from_field_except_by_battle":
            "this face-up card is sent from the field to the Graveyard, other than by being "
            "destroyed by battle",
        "trigger_event.sent_from_monster_zone_by_spell_effect":
            "this card is sent from the Monster Zone to the Graveyard by a Spell Card's "
            "effect",
        "trigger_event.destroyed_by_battle_or_sent_from_field_by_effect":
            "this card is destroyed by battle, or sent from the field to the Graveyard by a "
            "card effect",
        "trigger_event.destroyed_by_battle_or_sent_from_field_by_opponent_effect":
            "this card is destroyed by battle, or sent from the field to the Graveyard by an "
            "opponent's card effect",
        "trigger_event.normal_or_special_summoned_by_effect":
            "this card is Normal Summoned, or Special Summoned by the effect of the card its "
            "text names",
        "trigger_event.tributed_for_ritual_summon":
            "this card is Tributed for a Ritual Summon",
        "trigger_event.sent_or_banished_by_effect":
            "this card is sent to the Graveyard, or banished, by a card effect",
    },
    "de": {
        "trigger_event.destroyed_and_sent_a_monster": "diese Karte zerstört ein Monster durch "
                                                      "Kampf und legt es auf den Friedhof",
        "trigger_event.normal_or_pendulum_summoned": "diese Karte wird als Normal- oder "
                                                     "Pendelbeschwörung beschworen",
        "trigger_event.flip_or_special_summoned": "diese Karte wird als Flipp- oder "
                                                  "Spezialbeschwörung beschworen",
        "trigger_event.fusion_summoned_or_flipped": "diese Karte wird als Fusionsbeschwörung "
                                                    "beschworen oder aufgedeckt",
        "trigger_event.sent_by_effect_or_destroyed_by_battle": "diese Karte wird durch einen "
                                                               "Karteneffekt auf den Friedhof "
                                                               "gelegt oder durch Kampf zerstört",
        "trigger_event.sent_from_hand_or_monster_zone_to_graveyard": "diese Karte wird von der "
                                                                     "Hand oder von der "
                                                                     "Monsterzone auf den "
                                                                     "Friedhof gelegt",
        "trigger_event.sent_from_monster_zone_by_opponent_effect": "diese Karte wird durch "
                                                                   "einen Karteneffekt des "
                                                                   "Gegners von der Monsterzone "
                                                                   "auf den Friedhof gelegt",
        "trigger_event.sent_from_hand_by_opponent_effect": "diese Karte wird durch einen "
                                                           "Karteneffekt des Gegners von der "
                                                           "Hand auf den Friedhof gelegt",
        "trigger_event.sent_from_field_by_effect": "diese Karte wird durch einen Karteneffekt "
                                                   "vom Spielfeld auf den Friedhof gelegt",
        "trigger_event.sent_from_field_except_by_battle": "diese Karte wird vom Spielfeld auf "
                                                          "den Friedhof gelegt, ohne durch "
                                                          "Kampf zerstört zu werden",
        "trigger_event.face_up_sent_from_field_except_by_battle":
            "diese offene Karte wird vom Spielfeld auf den Friedhof gelegt, ohne durch Kampf "
            "zerstört zu werden",
        "trigger_event.sent_from_monster_zone_by_spell_effect":
            "diese Karte wird durch den Effekt einer Zauberkarte von der Monsterzone auf den "
            "Friedhof gelegt",
        "trigger_event.destroyed_by_battle_or_sent_from_field_by_effect":
            "diese Karte wird durch Kampf zerstört oder durch einen Karteneffekt vom "
            "Spielfeld auf den Friedhof gelegt",
        "trigger_event.destroyed_by_battle_or_sent_from_field_by_opponent_effect":
            "diese Karte wird durch Kampf zerstört oder durch einen Karteneffekt des Gegners "
            "vom Spielfeld auf den Friedhof gelegt",
        "trigger_event.normal_or_special_summoned_by_effect":
            "diese Karte wird als Normalbeschwörung beschworen oder durch den Effekt der "
            "Karte, die ihr Text nennt, als Spezialbeschwörung beschworen",
        "trigger_event.tributed_for_ritual_summon":
            "diese Karte wird für eine Ritualbeschwörung als Tribut angeboten",
        "trigger_event.sent_or_banished_by_effect":
            "diese Karte wird durch einen Karteneffekt auf den Friedhof gelegt oder verbannt",
    },
    "es": {
        "trigger_event.destroyed_and_sent_a_monster": "esta carta destruye un monstruo en "
                                                      "batalla y lo manda al Cementerio",
        "trigger_event.normal_or_pendulum_summoned": "esta carta es Invocada de Modo Normal o "
                                                     "por Péndulo",
        "trigger_event.flip_or_special_summoned": "esta carta es Invocada por Volteo o de Modo "
                                                  "Especial",
        "trigger_event.fusion_summoned_or_flipped": "esta carta es Invocada por Fusión o "
                                                    "volteada boca arriba",
        "trigger_event.sent_by_effect_or_destroyed_by_battle": "esta carta es mandada al "
                                                               "Cementerio por un efecto de "
                                                               "carta, o destruida en batalla",
        "trigger_event.sent_from_hand_or_monster_zone_to_graveyard": "esta carta es mandada de "
                                                                     "la mano o de la Zona de "
                                                                     "Monstruos al Cementerio",
        "trigger_event.sent_from_monster_zone_by_opponent_effect": "esta carta es mandada de "
                                                                   "la Zona de Monstruos al "
                                                                   "Cementerio por un efecto "
                                                                   "de una carta del adversario",
        "trigger_event.sent_from_hand_by_opponent_effect": "esta carta es mandada de la mano al "
                                                           "Cementerio por un efecto de una "
                                                           "carta del adversario",
        "trigger_event.sent_from_field_by_effect": "esta carta es mandada del Campo al "
                                                   "Cementerio por un efecto de carta",
        "trigger_event.sent_from_field_except_by_battle": "esta carta es mandada del Campo al "
                                                          "Cementerio sin ser destruida en "
                                                          "batalla",
        "trigger_event.face_up_sent_from_field_except_by_battle":
            "esta carta boca arriba es mandada del Campo al Cementerio sin ser destruida en "
            "batalla",
        "trigger_event.sent_from_monster_zone_by_spell_effect":
            "esta carta es mandada de la Zona de Monstruos al Cementerio por el efecto de una"
            " Carta Mágica",
        "trigger_event.destroyed_by_battle_or_sent_from_field_by_effect":
            "esta carta es destruida en batalla, o mandada del Campo al Cementerio por un "
            "efecto de carta",
        "trigger_event.destroyed_by_battle_or_sent_from_field_by_opponent_effect":
            "esta carta es destruida en batalla, o mandada del Campo al Cementerio por un "
            "efecto de una carta del adversario",
        "trigger_event.normal_or_special_summoned_by_effect":
            "esta carta es Invocada de Modo Normal, o Invocada de Modo Especial por el efecto"
            " de la carta que nombra su texto",
        "trigger_event.tributed_for_ritual_summon":
            "esta carta es Sacrificada para una Invocación por Ritual",
        "trigger_event.sent_or_banished_by_effect":
            "esta carta es mandada al Cementerio, o desterrada, por un efecto de carta",
    },
    "fr": {
        "trigger_event.destroyed_and_sent_a_monster": "cette carte détruit un monstre au "
                                                      "combat et l'envoie au Cimetière",
        "trigger_event.normal_or_pendulum_summoned": "cette carte est Invoquée Normalement ou "
                                                     "par Pendule",
        "trigger_event.flip_or_special_summoned": "cette carte est Invoquée par Flip ou "
                                                  "Spécialement",
        "trigger_event.fusion_summoned_or_flipped": "cette carte est Invoquée par Fusion ou "
                                                    "retournée face recto",
        "trigger_event.sent_by_effect_or_destroyed_by_battle": "cette carte est envoyée au "
                                                               "Cimetière par un effet de "
                                                               "carte, ou détruite au combat",
        "trigger_event.sent_from_hand_or_monster_zone_to_graveyard": "cette carte est envoyée "
                                                                     "depuis la main ou la Zone "
                                                                     "Monstre au Cimetière",
        "trigger_event.sent_from_monster_zone_by_opponent_effect": "cette carte est envoyée "
                                                                   "depuis la Zone Monstre au "
                                                                   "Cimetière par un effet de "
                                                                   "carte de l'adversaire",
        "trigger_event.sent_from_hand_by_opponent_effect": "cette carte est envoyée depuis la "
                                                           "main au Cimetière par un effet de "
                                                           "carte de l'adversaire",
        "trigger_event.sent_from_field_by_effect": "cette carte est envoyée du Terrain au "
                                                   "Cimetière par un effet de carte",
        "trigger_event.sent_from_field_except_by_battle": "cette carte est envoyée du Terrain "
                                                          "au Cimetière sans avoir été détruite "
                                                          "au combat",
        "trigger_event.face_up_sent_from_field_except_by_battle":
            "cette carte face recto est envoyée du Terrain au Cimetière sans avoir été "
            "détruite au combat",
        "trigger_event.sent_from_monster_zone_by_spell_effect":
            "cette carte est envoyée depuis la Zone Monstre au Cimetière par l'effet d'une "
            "Carte Magie",
        "trigger_event.destroyed_by_battle_or_sent_from_field_by_effect":
            "cette carte est détruite au combat, ou envoyée du Terrain au Cimetière par un "
            "effet de carte",
        "trigger_event.destroyed_by_battle_or_sent_from_field_by_opponent_effect":
            "cette carte est détruite au combat, ou envoyée du Terrain au Cimetière par un "
            "effet de carte de l'adversaire",
        "trigger_event.normal_or_special_summoned_by_effect":
            "cette carte est Invoquée Normalement, ou Invoquée Spécialement par l'effet de la"
            " carte que nomme son texte",
        "trigger_event.tributed_for_ritual_summon":
            "cette carte est Sacrifiée pour une Invocation Rituelle",
        "trigger_event.sent_or_banished_by_effect":
            "cette carte est envoyée au Cimetière, ou bannie, par un effet de carte",
    },
    "it": {
        "trigger_event.destroyed_and_sent_a_monster": "questa carta distrugge un mostro in "
                                                      "battaglia e lo manda al Cimitero",
        "trigger_event.normal_or_pendulum_summoned": "questa carta viene Evocata Normalmente o "
                                                     "Pendulum",
        "trigger_event.flip_or_special_summoned": "questa carta viene Evocata per Scoperta o "
                                                  "Specialmente",
        "trigger_event.fusion_summoned_or_flipped": "questa carta viene Evocata tramite "
                                                    "Fusione o scoperta",
        "trigger_event.sent_by_effect_or_destroyed_by_battle": "questa carta viene mandata al "
                                                               "Cimitero da un effetto di "
                                                               "carta, o distrutta in battaglia",
        "trigger_event.sent_from_hand_or_monster_zone_to_graveyard": "questa carta viene "
                                                                     "mandata dalla mano o "
                                                                     "dalla Zona Mostri al "
                                                                     "Cimitero",
        "trigger_event.sent_from_monster_zone_by_opponent_effect": "questa carta viene mandata "
                                                                   "dalla Zona Mostri al "
                                                                   "Cimitero da un effetto di "
                                                                   "una carta dell'avversario",
        "trigger_event.sent_from_hand_by_opponent_effect": "questa carta viene mandata dalla "
                                                           "mano al Cimitero da un effetto di "
                                                           "una carta dell'avversario",
        "trigger_event.sent_from_field_by_effect": "questa carta viene mandata dal Terreno al "
                                                   "Cimitero da un effetto di carta",
        "trigger_event.sent_from_field_except_by_battle": "questa carta viene mandata dal "
                                                          "Terreno al Cimitero senza essere "
                                                          "distrutta in battaglia",
        "trigger_event.face_up_sent_from_field_except_by_battle":
            "questa carta scoperta viene mandata dal Terreno al Cimitero senza essere "
            "distrutta in battaglia",
        "trigger_event.sent_from_monster_zone_by_spell_effect":
            "questa carta viene mandata dalla Zona Mostri al Cimitero dall'effetto di una "
            "Carta Magia",
        "trigger_event.destroyed_by_battle_or_sent_from_field_by_effect":
            "questa carta viene distrutta in battaglia, o mandata dal Terreno al Cimitero da "
            "un effetto di carta",
        "trigger_event.destroyed_by_battle_or_sent_from_field_by_opponent_effect":
            "questa carta viene distrutta in battaglia, o mandata dal Terreno al Cimitero da "
            "un effetto di una carta dell'avversario",
        "trigger_event.normal_or_special_summoned_by_effect":
            "questa carta viene Evocata Normalmente, o Evocata Specialmente dall'effetto "
            "della carta che il suo testo nomina",
        "trigger_event.tributed_for_ritual_summon":
            "questa carta viene offerta come Tributo per un'Evocazione Rituale",
        "trigger_event.sent_or_banished_by_effect":
            "questa carta viene mandata al Cimitero, o bandita, da un effetto di carta",
    },
}
