"""The words of monster effects' activation conditions read late (tail_timings.py,
tail_events.py and the `once_per_turn: twice` of effect_once.py), which each language's
catalogue takes from here (`MESSAGES.update(TAIL["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

TAIL: dict[str, dict[str, Message]] = {
    "en": {
        "trigger_event.sent_by_opponent": "this card is sent to its owner's Graveyard by an "
                                          "opponent's card",
        "trigger_event.sent_by_opponent_effect": "this card is sent to its owner's Graveyard by "
                                                 "an opponent's card effect",
        "trigger_event.sent_from_field_by_opponent": "this card is sent from the field to its "
                                                     "owner's Graveyard by an opponent's card",
        "trigger_event.sent_from_field_by_opponent_effect": "this card is sent from the field to "
                                                            "its owner's Graveyard by an "
                                                            "opponent's card effect",
        "trigger_event.fusion_or_link_material": "this card is sent to the Graveyard as Fusion "
                                                 "Material or Link Material",
        "trigger_event.targeted_for_attack": "this card is targeted for an attack",
        "trigger_event.destroyed_by_attacking_monster": "this card is destroyed by battle "
                                                        "with an opponent's attacking monster",
        "trigger_event.summoned_from_hand": "this card is Normal or Special Summoned from the "
                                            "hand",
        "trigger_event.banished_or_sent_from_field": "this card is banished, or sent from the "
                                                     "field to the Graveyard",
        "trigger_event.destroyed_by_opponent_effect_or_summoned_from_graveyard":
            "this card is destroyed by an opponent's card effect, or Special Summoned from the "
            "Graveyard",
        "illegal.effect_twice_per_copy": "This effect of {card} was already used twice this "
                                         "turn: each copy can use it only twice per turn.",
        "illegal.effect_twice_by_name": "{player} already used this effect of a card named "
                                        "like {card} twice this turn: it can be used only "
                                        "twice per turn.",
        "during.opponent_battle_phase": "during the opponent's Battle Phase",
        "during.main_or_battle_phase": "during a Main Phase or the Battle Phase",
        "during.opponent_main_or_battle_phase": "during the opponent's Main Phase or Battle "
                                                "Phase",
        "during.battle_phase": "during the Battle Phase",
    },
    "de": {
        "trigger_event.sent_by_opponent": "diese Karte wird durch eine Karte des Gegners auf "
                                          "den Friedhof ihres Besitzers gelegt",
        "trigger_event.sent_by_opponent_effect": "diese Karte wird durch einen Karteneffekt des "
                                                 "Gegners auf den Friedhof ihres Besitzers "
                                                 "gelegt",
        "trigger_event.sent_from_field_by_opponent": "diese Karte wird durch eine Karte des "
                                                     "Gegners vom Spielfeld auf den Friedhof "
                                                     "ihres Besitzers gelegt",
        "trigger_event.sent_from_field_by_opponent_effect": "diese Karte wird durch einen "
                                                            "Karteneffekt des Gegners vom "
                                                            "Spielfeld auf den Friedhof ihres "
                                                            "Besitzers gelegt",
        "trigger_event.fusion_or_link_material": "diese Karte wird als Fusionsmaterial oder "
                                                 "Linkmaterial auf den Friedhof gelegt",
        "trigger_event.targeted_for_attack": "diese Karte wird als Angriffsziel gewählt",
        "trigger_event.destroyed_by_attacking_monster": "diese Karte wird durch Kampf mit "
                                                        "einem angreifenden Monster des "
                                                        "Gegners zerstört",
        "trigger_event.summoned_from_hand": "diese Karte wird als Normal- oder "
                                            "Spezialbeschwörung von der Hand beschworen",
        "trigger_event.banished_or_sent_from_field": "diese Karte wird verbannt oder vom "
                                                     "Spielfeld auf den Friedhof gelegt",
        "trigger_event.destroyed_by_opponent_effect_or_summoned_from_graveyard":
            "diese Karte wird durch einen Karteneffekt des Gegners zerstört oder als "
            "Spezialbeschwörung vom Friedhof beschworen",
        "illegal.effect_twice_per_copy": "Dieser Effekt {card:vom} wurde in diesem Spielzug "
                                         "schon zweimal benutzt: Jedes Exemplar kann ihn nur "
                                         "zweimal pro Spielzug benutzen.",
        "illegal.effect_twice_by_name": "{player} hat diesen Effekt {card:vom} oder einer "
                                        "gleichnamigen Karte in diesem Spielzug schon zweimal "
                                        "benutzt: Er kann nur zweimal pro Spielzug benutzt "
                                        "werden.",
        "during.opponent_battle_phase": "während der Battle Phase des Gegners",
        "during.main_or_battle_phase": "während einer Main Phase oder der Battle Phase",
        "during.opponent_main_or_battle_phase": "während der Main Phase oder der Battle Phase "
                                                "des Gegners",
        "during.battle_phase": "während der Battle Phase",
    },
    "es": {
        "trigger_event.sent_by_opponent": "esta carta es mandada al Cementerio de su dueño por "
                                          "una carta del adversario",
        "trigger_event.sent_by_opponent_effect": "esta carta es mandada al Cementerio de su "
                                                 "dueño por un efecto de una carta del "
                                                 "adversario",
        "trigger_event.sent_from_field_by_opponent": "esta carta es mandada del Campo al "
                                                     "Cementerio de su dueño por una carta del "
                                                     "adversario",
        "trigger_event.sent_from_field_by_opponent_effect": "esta carta es mandada del Campo al "
                                                            "Cementerio de su dueño por un efecto "
                                                            "de una carta del adversario",
        "trigger_event.fusion_or_link_material": "esta carta es mandada al Cementerio como "
                                                 "Material de Fusión o Material de Enlace",
        "trigger_event.targeted_for_attack": "esta carta es seleccionada como objetivo de un "
                                             "ataque",
        "trigger_event.destroyed_by_attacking_monster": "esta carta es destruida en batalla "
                                                        "con un monstruo atacante del "
                                                        "adversario",
        "trigger_event.summoned_from_hand": "esta carta es Invocada de Modo Normal o Especial "
                                            "desde la mano",
        "trigger_event.banished_or_sent_from_field": "esta carta es desterrada o mandada del "
                                                     "Campo al Cementerio",
        "trigger_event.destroyed_by_opponent_effect_or_summoned_from_graveyard":
            "esta carta es destruida por un efecto de una carta del adversario o Invocada de "
            "Modo Especial desde el Cementerio",
        "illegal.effect_twice_per_copy": "Este efecto {card:del} ya se usó dos veces este "
                                         "turno: cada copia solo puede usarlo dos veces por "
                                         "turno.",
        "illegal.effect_twice_by_name": "{player} ya usó dos veces este turno este efecto "
                                        "{card:del} o de una carta con el mismo nombre: solo "
                                        "puede usarse dos veces por turno.",
        "during.opponent_battle_phase": "durante la Battle Phase del adversario",
        "during.main_or_battle_phase": "durante una Main Phase o la Battle Phase",
        "during.opponent_main_or_battle_phase": "durante la Main Phase o la Battle Phase del "
                                                "adversario",
        "during.battle_phase": "durante la Battle Phase",
    },
    "it": {
        "trigger_event.sent_by_opponent": "questa carta viene mandata nel Cimitero del suo "
                                          "proprietario da una carta dell'avversario",
        "trigger_event.sent_by_opponent_effect": "questa carta viene mandata nel Cimitero del "
                                                 "suo proprietario da un effetto di una carta "
                                                 "dell'avversario",
        "trigger_event.sent_from_field_by_opponent": "questa carta viene mandata dal Terreno al "
                                                     "Cimitero del suo proprietario da una carta "
                                                     "dell'avversario",
        "trigger_event.sent_from_field_by_opponent_effect": "questa carta viene mandata dal "
                                                            "Terreno al Cimitero del suo "
                                                            "proprietario da un effetto di una "
                                                            "carta dell'avversario",
        "trigger_event.fusion_or_link_material": "questa carta viene mandata nel Cimitero come "
                                                 "Materiale da Fusione o Materiale Link",
        "trigger_event.targeted_for_attack": "questa carta viene scelta come bersaglio di un "
                                             "attacco",
        "trigger_event.destroyed_by_attacking_monster": "questa carta viene distrutta in "
                                                        "battaglia con un mostro attaccante "
                                                        "dell'avversario",
        "trigger_event.summoned_from_hand": "questa carta viene Evocata Normalmente o "
                                            "Specialmente dalla mano",
        "trigger_event.banished_or_sent_from_field": "questa carta viene bandita o mandata dal "
                                                     "Terreno al Cimitero",
        "trigger_event.destroyed_by_opponent_effect_or_summoned_from_graveyard":
            "questa carta viene distrutta da un effetto di una carta dell'avversario o Evocata "
            "Specialmente dal Cimitero",
        "illegal.effect_twice_per_copy": "Questo effetto {card:del} è già stato usato due "
                                         "volte in questo turno: ogni copia può usarlo solo due "
                                         "volte per turno.",
        "illegal.effect_twice_by_name": "{player} ha già usato due volte in questo turno "
                                        "questo effetto {card:del} o di una carta con lo stesso "
                                        "nome: si può usare solo due volte per turno.",
        "during.opponent_battle_phase": "durante la Battle Phase dell'avversario",
        "during.main_or_battle_phase": "durante una Main Phase o la Battle Phase",
        "during.opponent_main_or_battle_phase": "durante la Main Phase o la Battle Phase "
                                                "dell'avversario",
        "during.battle_phase": "durante la Battle Phase",
    },
    "fr": {
        "trigger_event.sent_by_opponent": "cette carte est envoyée au Cimetière de son "
                                          "propriétaire par une carte de l'adversaire",
        "trigger_event.sent_by_opponent_effect": "cette carte est envoyée au Cimetière de son "
                                                 "propriétaire par un effet de carte de "
                                                 "l'adversaire",
        "trigger_event.sent_from_field_by_opponent": "cette carte est envoyée du Terrain au "
                                                     "Cimetière de son propriétaire par une carte "
                                                     "de l'adversaire",
        "trigger_event.sent_from_field_by_opponent_effect": "cette carte est envoyée du Terrain au "
                                                            "Cimetière de son propriétaire par un "
                                                            "effet de carte de l'adversaire",
        "trigger_event.fusion_or_link_material": "cette carte est envoyée au Cimetière comme "
                                                 "Matériel de Fusion ou Matériel Lien",
        "trigger_event.targeted_for_attack": "cette carte est ciblée pour une attaque",
        "trigger_event.destroyed_by_attacking_monster": "cette carte est détruite au combat "
                                                        "par un monstre attaquant de "
                                                        "l'adversaire",
        "trigger_event.summoned_from_hand": "cette carte est Invoquée Normalement ou "
                                            "Spécialement depuis la main",
        "trigger_event.banished_or_sent_from_field": "cette carte est bannie ou envoyée du "
                                                     "Terrain au Cimetière",
        "trigger_event.destroyed_by_opponent_effect_or_summoned_from_graveyard":
            "cette carte est détruite par un effet de carte de l'adversaire ou Invoquée "
            "Spécialement depuis le Cimetière",
        "illegal.effect_twice_per_copy": "Cet effet {card:du} a déjà été utilisé deux fois ce "
                                         "tour, or chaque exemplaire ne peut l'utiliser que deux "
                                         "fois par tour.",
        "illegal.effect_twice_by_name": "{player} a déjà utilisé deux fois ce tour cet effet "
                                        "{card:du} ou d'une carte du même nom, or il ne peut "
                                        "être utilisé que deux fois par tour.",
        "during.opponent_battle_phase": "pendant la Battle Phase de l'adversaire",
        "during.main_or_battle_phase": "pendant une Main Phase ou la Battle Phase",
        "during.opponent_main_or_battle_phase": "pendant la Main Phase ou la Battle Phase de "
                                                "l'adversaire",
        "during.battle_phase": "pendant la Battle Phase",
    },
}
