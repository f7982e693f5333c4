"""Reading an auto effect with a trigger of its own: "When your opponent activates an Event,
...", "When a DON!! card on your field is returned to your DON!! deck, ..." (CR 8-1-3-1-1:
text starting "when ..." is an auto effect), into the timing key the engine's triggers.py
declares for it. The rest of the sentence, after the comma, is the effect's body.

A trigger sentence not listed here is not read (the ability stays in the notes): each one needs
its moment in the engine. "When a DON!! card on the field is returned to your DON!! deck" is
either player's DON!! (official Q&A on OP02-071 Magellan). Variants whose moment differs are
left out on purpose, among them "When you deal damage to your opponent's Life" (any damage,
not one attack's).
"""
from __future__ import annotations

import re

# sentence start -> (timing key, the card categories that may print it)
WHEN: tuple[tuple[re.Pattern[str], str, tuple[str, ...]], ...] = tuple(
    (re.compile(pattern), timing, categories) for pattern, timing, categories in (
        (r"^When this Character's attack deals damage to your opponent's Life, ",
         "on_attack_damage", ("character",)),
        (r"^When this Leader's attack deals damage to your opponent's Life, ",
         "on_attack_damage", ("leader",)),
        (r"^When you deal damage to your opponent's Life, ", "on_you_deal_damage", ()),
        (r"^When your opponent activates an Event, ", "on_opponent_event", ()),
        (r"^When your opponent activates (?:a )?\[Blocker\], ", "on_opponent_blocker", ()),
        (r"^When your opponent activates (?:an Event or \[Blocker\]|\[Blocker\] or an Event), ",
         "on_opponent_event_or_blocker", ()),
        (r"^When your opponent activates an Event or \[Trigger\], ",
         "on_opponent_event_or_trigger", ()),
        (r"^When you activate an Event, ", "on_your_event", ()),
        (r"^When a Character is removed from the field by your effect, ",
         "on_character_removed_by_you", ()),
        (r"^When a DON!! card on your field is returned to your DON!! deck, ",
         "on_don_returned", ()),
        (r"^When a DON!! card on your field is returned to your DON!! deck by your effect, ",
         "on_don_returned_by_you", ()),
        (r"^When a DON!! card on the field is returned to your DON!! deck, ",
         "on_any_don_returned", ()),
        (r"^When 2 or more DON!! cards on your field are returned to your DON!! deck, ",
         "on_don_returned_2", ()),
        (r"^When a card is trashed from your hand by an effect, ",
         "on_hand_trashed_by_effect", ()),
        (r"^When this Character becomes rested, ", "on_rested", ("character",)),
        (r"^When a Character is K\.O\.'d, ", "on_character_ko", ()),
        (r"^When your opponent's Character is K\.O\.'d, ", "on_opponent_character_ko", ()),
        (r"^When a \[Trigger\] activates, ", "on_trigger_activates", ()),
        (r"^When you play a Character, ", "on_you_play_character", ()),
        (r"^When your opponent plays a Character, ", "on_opponent_plays_character", ()),
        (r"^When this Leader attacks your opponent's Leader, ", "on_attack_leader", ("leader",)),
        (r"^When a card is removed from your opponent's Life cards, ",
         "on_opponent_life_removed", ()),
        (r"^When a card is removed from your or your opponent's Life cards, ",
         "on_any_life_removed", ()),
        (r"^When a card is added to your hand from your Life, ", "on_life_to_hand", ()),
        (r"^When your number of Life cards becomes 0, ", "on_life_zero", ()),
        (r"^When this Character battles and K\.O\.'s your opponent's Character, ", "on_battle_ko",
         ("character",)),
        # at the End of the Battle, after a Damage Step (CR 7-1-5-2; official Q&A, ST02-010)
        (r"^If this Character battles your opponent's Character, ",
         "on_battle_end_vs_character", ("character",)),
        (r"^When this Leader or any of your Characters is given a DON!! card, ", "on_given_don",
         ("leader",)),
        (r"^When your opponent attacks, ", "on_opponent_attacks", ()),
        (r"^When this Character is K\.O\.'d by your opponent's effect, ",
         "on_ko_by_opponents_effect", ("character",)),
        # "If ..." worded, a trigger all the same: any Character rested by a step or a cost of
        # the player's effect (official Q&A, OP07-031)
        (r"^If a Character is rested by your effect, ", "on_character_rested_by_you", ()),
    ))
# only cards on the field watch for these (the engine's triggers.py)
FIELD_CATEGORIES = ("leader", "character", "stage")


def read_when(category: str, text: str) -> tuple[str, str] | None:
    """The timing key and the body ("If ...", "Draw 1 card.") of a trigger sentence, or None
    when `text` does not start with one this parser reads."""
    if category not in FIELD_CATEGORIES:
        return None
    for pattern, timing, categories in WHEN:
        match = pattern.match(text)
        if match is None or (categories and category not in categories):
            continue
        body = text[match.end():]
        return timing, body[:1].upper() + body[1:]
    return None
