"""The English words of auto effects with a trigger of their own (optcg/triggers.py): the English
stays next to the code; each language's catalogue (de.py, es.py, it.py, fr.py) has their
translations in its section `triggers`."""
from __future__ import annotations

from ...core.catalogue import Message

TRIGGERS: dict[str, Message] = {
    "timing.on_battle_end_vs_character": "\"If this Character battles your opponent's Character\" "
                                         "(at the end of the battle)",
    "timing.on_attack_damage": "\"When this card's attack deals damage to your opponent's Life\"",
    "timing.on_opponent_event": "\"When your opponent activates an Event\"",
    "timing.on_opponent_blocker": "\"When your opponent activates [Blocker]\"",
    "timing.on_opponent_event_or_blocker": "\"When your opponent activates an Event or "
                                           "[Blocker]\"",
    "timing.on_opponent_event_or_trigger": "\"When your opponent activates an Event or "
                                           "[Trigger]\"",
    "timing.on_your_event": "\"When you activate an Event\"",
    "timing.on_character_removed_by_you": "\"When a Character is removed from the field by your "
                                          "effect\"",
    "timing.on_don_returned": "\"When a DON!! card on your field is returned to your DON!! deck\"",
    "timing.on_don_returned_2": "\"When 2 or more DON!! cards on your field are returned to your "
                                "DON!! deck\"",
    "timing.on_don_returned_by_you": "\"When a DON!! card on your field is returned to your DON!! "
                                     "deck by your effect\"",
    "timing.on_hand_trashed_by_effect": "\"When a card is trashed from your hand by an effect\"",
    "timing.on_rested": "\"When this Character becomes rested\"",
    "timing.on_character_ko": "\"When a Character is K.O.'d\"",
    "timing.on_opponent_character_ko": "\"When your opponent's Character is K.O.'d\"",
    "timing.on_trigger_activates": "\"When a [Trigger] activates\"",
    "timing.on_any_don_returned": "\"When a DON!! card on the field is returned to your DON!! "
                                  "deck\"",
    "timing.on_you_play_character": "\"When you play a Character\"",
    "timing.on_opponent_plays_character": "\"When your opponent plays a Character\"",
    "timing.on_attack_leader": "\"When this Leader attacks your opponent's Leader\"",
    "timing.on_opponent_life_removed": "\"When a card is removed from your opponent's Life "
                                       "cards\"",
    "timing.on_any_life_removed": "\"When a card is removed from your or your opponent's Life "
                                  "cards\"",
    "timing.on_life_to_hand": "\"When a card is added to your hand from your Life\"",
    "timing.on_given_don": "\"When this Leader or any of your Characters is given a DON!! card\"",
    "timing.on_life_zero": "\"When your number of Life cards becomes 0\"",
    "timing.on_battle_ko": "\"When this Character battles and K.O.'s your opponent's Character\"",
    "timing.on_you_deal_damage": "\"When you deal damage to your opponent's Life\"",
    "timing.on_opponent_attacks": "\"When your opponent attacks\"",
    "timing.on_character_rested_by_you": "\"If a Character is rested by your effect\"",
    "timing.on_ko_by_opponents_effect": "\"When this Character is K.O.'d by your opponent's "
                                        "effect\"",
    "don_x_lost": "{effect} does nothing: it needs [DON!! x{needed}], and when it resolves the "
                  "card has {count} DON!! given (the condition must still hold then).",
}
