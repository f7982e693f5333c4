"""The words of monster effects' activation conditions read late (tail_timings.py and the
`once_per_turn: twice` of effect_once.py), which each language's catalogue takes from here
(`MESSAGES.update(TAIL["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

TAIL: dict[str, dict[str, Message]] = {
    "en": {
        "illegal.effect_twice_per_copy": "This effect of {card} was already used twice this "
                                         "turn: each copy can use it only twice per turn.",
        "during.opponent_battle_phase": "during the opponent's Battle Phase",
        "during.main_or_battle_phase": "during a Main Phase or the Battle Phase",
        "during.opponent_main_or_battle_phase": "during the opponent's Main Phase or Battle "
                                                "Phase",
    },
    "de": {
        "illegal.effect_twice_per_copy": "Dieser Effekt {card:vom} wurde in diesem Spielzug "
                                         "schon zweimal benutzt: Jedes Exemplar kann ihn nur "
                                         "zweimal pro Spielzug benutzen.",
        "during.opponent_battle_phase": "während der Battle Phase des Gegners",
        "during.main_or_battle_phase": "während einer Main Phase oder der Battle Phase",
        "during.opponent_main_or_battle_phase": "während der Main Phase oder der Battle Phase "
                                                "des Gegners",
    },
    "es": {
        "illegal.effect_twice_per_copy": "Este efecto {card:del} ya se usó dos veces este "
                                         "turno: cada copia solo puede usarlo dos veces por "
                                         "turno.",
        "during.opponent_battle_phase": "durante la Battle Phase del adversario",
        "during.main_or_battle_phase": "durante una Main Phase o la Battle Phase",
        "during.opponent_main_or_battle_phase": "durante la Main Phase o la Battle Phase del "
                                                "adversario",
    },
    "it": {
        "illegal.effect_twice_per_copy": "Questo effetto {card:del} è già stato usato due "
                                         "volte in questo turno: ogni copia può usarlo solo due "
                                         "volte per turno.",
        "during.opponent_battle_phase": "durante la Battle Phase dell'avversario",
        "during.main_or_battle_phase": "durante una Main Phase o la Battle Phase",
        "during.opponent_main_or_battle_phase": "durante la Main Phase o la Battle Phase "
                                                "dell'avversario",
    },
    "fr": {
        "illegal.effect_twice_per_copy": "Cet effet {card:du} a déjà été utilisé deux fois ce "
                                         "tour, or chaque exemplaire ne peut l'utiliser que deux "
                                         "fois par tour.",
        "during.opponent_battle_phase": "pendant la Battle Phase de l'adversaire",
        "during.main_or_battle_phase": "pendant une Main Phase ou la Battle Phase",
        "during.opponent_main_or_battle_phase": "pendant la Main Phase ou la Battle Phase de "
                                                "l'adversaire",
    },
}
