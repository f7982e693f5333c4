"""Activation timings of a monster's effects tied to what the monster did this turn (added to
monster_shapes._whole): the End Phase of the turn it was Normal Summoned or flipped face-up
(most Spirit monsters: "During the End Phase of the turn this card is Normal Summoned or
flipped face-up: Return it to the hand."), a phase of the turn it was Normal or Special
Summoned ("During the End Phase, if this card was Special Summoned this turn"), a Main Phase
named by its number, and the end of its battle ("At the end of the Battle Phase, if this card
battled: ...", the Gladiator Beasts).

Standard library only. Patterns are anchored, without nested quantified groups: linear. Each
shape says what the condition makes of the effect: a Trigger Effect of the End Phase (7-7-4)
that the monster activates only if it was Normal Summoned or flipped face-up this turn and
has stayed on the field since (`turned_up_this_turn`, 7-7-5).
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

# the End Phase of the turn it was Normal Summoned or flipped face-up, in the older wording
# ("... of the turn this card is ...") and the newer one ("Once per turn, during the End
# Phase, if this card was ... this turn"); either player's turn
TURNED_UP = re.compile(r"^(?:During the End Phase of the turn this card (?:is|was) Normal "
                       r"Summoned or flipped face-up|(?:Once per turn, d)uring the End "
                       r"Phase, if this card was Normal Summoned or flipped face-up this turn)$")
# the end of its battle (12-4-13, 12-9-5): a Trigger Effect answering the End of the Damage
# Step or the End Step of the Battle Phase, activated on the field; "and is still on the
# field" says no more than an effect activated there does
AT_THE_END = {
    "At the end of the Damage Step, if this card battled": "damage_step_end_battled",
    "At the end of the Damage Step, if this card battled an opponent's monster":
        "damage_step_end_battled_monster",
    "At the end of the Damage Step, if this card attacked": "damage_step_end_attacked",
    "At the end of the Damage Step, if this card attacked and is still on the field":
        "damage_step_end_attacked",
    "At the end of the Battle Phase, if this card battled": "battle_phase_end_battled",
    # the Start Step, before any attack (12-2-2): either player's Battle Phase
    "At the start of the Battle Phase": "battle_phase_start",
    # the older English of the same Japanese words (the Gladiator Beasts): it battled
    "At the end of the Battle Phase, if this card attacked or was attacked":
        "battle_phase_end_battled",
    # its battle reached damage calculation (Red-Eyes Black Flare Dragon): it battled (12-9-5)
    "If damage calculation is performed involving this card, at the end of the Battle Phase":
        "battle_phase_end_battled",
}
# the zones a monster that left the field may have gone to (5-1-10): a Fusion, Synchro, Xyz
# or Link Monster to the Extra Deck instead of the hand or Deck (2-2-3)
LEFT_TO = ["graveyard", "banished", "hand", "deck", "extra_deck"]
# just drawn (7-2-4): in the hand, "When" (11-1-9); banished this turn, and still (7-7-7)
DRAWN: dict[str, Fields] = {
    "When you draw this card": {"type": "trigger", "event": "drawn", "from": "hand",
                                "when": True},
    "During the End Phase, if this card is currently banished, and was banished this turn": {
        "type": "trigger", "event": "end_phase", "from": "banished", "banished_this_turn": True},
    # left the field by the opponent's card effect (5-1-10): activated wherever it went
    "If this face-up card in its owner's control leaves the field because of an opponent's "
    "card effect": {"type": "trigger", "event": "left_field_by_opponent_effect", "from": LEFT_TO},
    "If this face-up card is destroyed by battle, or leaves the field because of an opponent's "
    "card effect while its owner controls it": {
        "type": "trigger", "event": "destroyed_by_battle_or_left_by_opponent_effect",
        "from": LEFT_TO},
}
# "<a phase>, if this card was Normal (or Special) Summoned this turn": the phase's effect,
# activated only by a monster Summoned so this turn, still on the field since (7-7-6)
SUMMONED = re.compile(r"^(?P<phase>.+), if this card was (?P<how>Normal|Special|Normal or "
                      r"Special) Summoned this turn$")
HOW = {"Normal": "normal", "Special": "special", "Normal or Special": "normal_or_special"}
PHASES: dict[str, Fields] = {
    **{words: {"type": "trigger", "event": "end_phase"}
       for words in ("During the End Phase", "Once per turn, during the End Phase")},
    **{words: {"type": "trigger", "event": "your_end_phase"}
       for words in ("During your End Phase", "Once per turn, during your End Phase")},
    **{words: {"type": "ignition"}
       for words in ("During your Main Phase", "Once per turn, during your Main Phase")},
    **{f"{start}uring your Main Phase {n}": {"type": "ignition", "during": f"main_phase_{n}"}
       for start in ("D", "Once per turn, d") for n in (1, 2)},
}
# "Return it to the hand.": "it" is the monster itself, which is on the field
RETURN_SELF = re.compile(r"^Return (?:it|this card) to the hand\.$")
# "Special Summon it from your hand.": the monster just drawn (7-2-4)
IN_HAND = ("drawn", "added_to_hand", "added_from_deck_by_effect")
SUMMON_DRAWN = re.compile(r"^Special Summon (?:it|this card) from your hand\.$")


def read(condition: str) -> Fields | None:
    """What the condition makes of the effect, or None when it is not one of these."""
    if condition in AT_THE_END:
        return {"type": "trigger", "event": AT_THE_END[condition]}
    if condition in DRAWN:
        return {key: list(value) if isinstance(value, list) else value
                for key, value in DRAWN[condition].items()}  # a copy: callers add to it
    summoned = SUMMONED.match(condition)
    phase = PHASES.get(summoned.group("phase")) if summoned is not None else None
    if summoned is not None and phase is not None:
        return {**phase, "summoned_this_turn": HOW[summoned.group("how")]}
    if condition in PHASES and "during" in phase_of(condition):
        return dict(PHASES[condition])  # "During your Main Phase 1": that one only (7-4-1)
    found = TURNED_UP.match(condition)
    if found is None:
        return None
    # "Once per turn" holds each copy (5-2-6): monster_shapes.effect reads it off the words
    return {"type": "trigger", "event": "end_phase", "turned_up_this_turn": True}


def phase_of(condition: str) -> Fields:
    return PHASES.get(condition, {})


def itself(text: str, aimed: Fields, fields: Fields) -> list[Fields] | None:
    """"Return it to the hand." of such an effect: the monster itself, from the field it is
    activated on (5-3-11); "Special Summon it from your hand." of a card just drawn, from the
    hand (8-4-1); None for any other sentence or effect."""
    # just drawn, or just added to the hand (own_event_shapes.py): activated there (5-1-14)
    if fields.get("event") in IN_HAND and not aimed and SUMMON_DRAWN.match(text):
        return [{"special_summon": {"card": "self"}}]
    asks = fields.get("turned_up_this_turn") or fields.get("summoned_this_turn") \
        or fields.get("event") in ("battle_phase_start",  # the Dragonmaids (12-2-2, 12-9-5)
                                   "battle_phase_end")
    if aimed or not asks or fields.get("from", "field") != "field":
        return None
    return [{"to_hand": "self"}] if RETURN_SELF.match(text) else None
