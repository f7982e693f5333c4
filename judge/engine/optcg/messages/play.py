"""The English words of cards played by effects (optcg/play.py): the English stays next to the
code; each language's catalogue (de.py, es.py, it.py, fr.py) has their translations in its
section `play`."""
from __future__ import annotations

from ...core.catalogue import Message

PLAY: dict[str, Message] = {
    "stage_replaced": "Only one Stage fits: {card} is trashed to make room.",
    "would.play": "play the card",
    "would.play.card": "play {card}",
    "why.no_play_by_effects": "{card} says it cannot be played from the hand by effects",
    "played_by_effect.character_rested": "{effect}: {card} is played without paying its cost and "
                                         "enters the Character area rested; it was played this "
                                         "turn.",
    "played_by_effect.character": "{effect}: {card} is played without paying its cost and enters "
                                  "the Character area active; it was played this turn.",
    "played_by_effect.stage": "{effect}: {card} is played without paying its cost and enters the "
                              "Stage area active.",
    "why.not_in_trash": "it is no longer in the trash",
    "would.opponent_play_card": "make the opponent play a Character card from the hand",
    "why.no_fitting_card_in_hand": "{player} has no Character card in the hand that fits (or "
                                   "plays none)",
}
