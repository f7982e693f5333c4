"""The words of monster effects' activation conditions read late (tail_timings.py and the
`once_per_turn: twice` of effect_once.py), which each language's catalogue takes from here
(`MESSAGES.update(TAIL["de"])`)."""
from __future__ import annotations

from ...core.catalogue import Message

TAIL: dict[str, dict[str, Message]] = {
    "en": {
        "during.opponent_battle_phase": "during the opponent's Battle Phase",
        "during.main_or_battle_phase": "during a Main Phase or the Battle Phase",
        "during.opponent_main_or_battle_phase": "during the opponent's Main Phase or Battle "
                                                "Phase",
    },
    "de": {
        "during.opponent_battle_phase": "während der Battle Phase des Gegners",
        "during.main_or_battle_phase": "während einer Main Phase oder der Battle Phase",
        "during.opponent_main_or_battle_phase": "während der Main Phase oder der Battle Phase "
                                                "des Gegners",
    },
    "es": {
        "during.opponent_battle_phase": "durante la Battle Phase del adversario",
        "during.main_or_battle_phase": "durante una Main Phase o la Battle Phase",
        "during.opponent_main_or_battle_phase": "durante la Main Phase o la Battle Phase del "
                                                "adversario",
    },
    "it": {
        "during.opponent_battle_phase": "durante la Battle Phase dell'avversario",
        "during.main_or_battle_phase": "durante una Main Phase o la Battle Phase",
        "during.opponent_main_or_battle_phase": "durante la Main Phase o la Battle Phase "
                                                "dell'avversario",
    },
    "fr": {
        "during.opponent_battle_phase": "pendant la Battle Phase de l'adversaire",
        "during.main_or_battle_phase": "pendant une Main Phase ou la Battle Phase",
        "during.opponent_main_or_battle_phase": "pendant la Main Phase ou la Battle Phase de "
                                                "l'adversaire",
    },
}
