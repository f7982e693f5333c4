"""Activation conditions on events of the monster itself that the engine came to answer late
(added to monster_condition_table.CONDITIONS): "If this face-up card leaves the field" (5-1-12:
however it left, activated from wherever it went), "If this card is added to your hand, except
by drawing it" and "If this card is added from your Deck to your hand by a card effect" (5-1-14:
activated from the hand). judge/engine/ygo/own_events.py answers them. And Quick Effects
answering an activation that targets the monster (5-1-13, judge/engine/ygo/targeted_quick.py):
"When a card or effect is activated that targets this card (Quick Effect)", "When a Link
Monster's effect is activated that targets this face-up card on the field (Quick Effect)".
And Trigger Effects answering a change of the monster's own battle position (9-2-9,
judge/engine/ygo/position_events.py): "If this Attack Position card is changed to face-up
Defense Position", "If this Defense Position card is changed to Attack Position". And "If this
card is sent to the GY to activate a WATER monster's effect" (5-2-23: as the cost of a monster
effect of that description, judge/engine/ygo/cost_events.py).

Standard library only; whole wordings, no pattern.
"""
from __future__ import annotations

from typing import Any

from cards.ygo.described import ATTRIBUTES, TYPES
from cards.ygo.timing_shapes import LEFT_TO

Fields = dict[str, Any]

CONDITIONS: dict[str, Fields] = {}
for _start, _when in (("If", False), ("When", True)):
    # a monster's face-up departure, for whatever reason (5-1-12); a copy of the zones each
    CONDITIONS[f"{_start} this face-up card leaves the field"] = {
        "type": "trigger", "event": "face_up_left_field", "from": list(LEFT_TO),
        **({"when": True} if _when else {})}
for _words, _event in (
        ("If this card is added to your hand, except by drawing it", "added_to_hand"),
        ("If this card is added from your Deck to your hand by a card effect",
         "added_from_deck_by_effect")):
    CONDITIONS[_words] = {"type": "trigger", "event": _event, "from": "hand"}  # 5-1-14
# an activation that targets the monster on the field, answered in direct response (5-1-13)
for _words, _during in (
        ("When a card or effect is activated that targets this card", "targeted"),
        ("When a card or effect is activated that targets this face-up card", "targeted"),
        ("When a card or effect is activated that targets this card on the field", "targeted"),
        ("When your opponent activates a card or effect that targets this card",
         "targeted_by_opponent"),
        ("When a Link Monster's effect is activated that targets this face-up card on the field",
         "targeted_by_link_effect"),
        # a monster effect the opponent activated on the field, in direct response
        ("When your opponent activates a monster effect on the field",
         "opponent_monster_effect_on_field")):
    CONDITIONS[f"{_words} (Quick Effect)"] = {"type": "quick", "during": _during}
# its own battle position changed, by hand, by an effect or by a Flip Summon (9-2-9)
for _words, _event, _when in (
        ("If this Attack Position card is changed to face-up Defense Position",
         "changed_to_defense", False),
        ("If this face-up Attack Position card is changed to face-up Defense Position",
         "changed_to_defense", False),
        ("When this face-up card is changed from Attack Position to Defense Position",
         "changed_to_defense", True),
        ("If this Defense Position card is changed to Attack Position", "changed_to_attack",
         False),
        ("When this Defense Position card on the field is changed to face-up Attack Position",
         "changed_to_attack", True),
        ("If the battle position of this card is changed", "position_changed", False),
        ("If the battle position of this face-up card on the field is changed",
         "position_changed", False)):
    CONDITIONS[_words] = {"type": "trigger", "event": _event, **({"when": True} if _when else {})}
# sent to the GY as the cost of a monster's effect, of an Attribute or a Type (5-2-23)
_SENT = {"type": "trigger", "event": "sent_for_monster_cost", "from": "graveyard"}
for _gy in ("GY", "Graveyard"):
    CONDITIONS[f"If this card is sent to the {_gy} to activate a monster effect"] = dict(_SENT)
    for _word in ATTRIBUTES.split("|") + TYPES.split("|"):
        _key = "attribute" if _word.isupper() else "type"
        _article = "an" if _word[0] in "AEIOU" else "a"
        CONDITIONS[f"If this card is sent to the {_gy} to activate {_article} {_word} monster's "
                   "effect"] = {**_SENT, "cost_for": {"what": "monster", _key: _word}}
# an attack declared by either player's monster, answered in the Battle Step (5-1-3, 12-3-6)
CONDITIONS["When any player's monster declares an attack"] = {
    "type": "trigger", "event": "any_attack_declared", "when": True}
