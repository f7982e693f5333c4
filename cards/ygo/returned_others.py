"""Activation conditions on another monster returned to the hand (5-1-3, 5-3-11): "If another
face-up "Melffy" monster you control returns to your hand" (Melffy of the Forest), "When
another face-up Dragon monster(s) you control returns to your hand" (House Dragonmaid), "If a
face-up Level 7 LIGHT Dragon monster you control returns to the hand, while this card is in
your GY" (Starry Knight Orbitael); on a Continuous Spell or Trap (field_card_shapes.py), "If
a face-up Spirit monster(s) you control returns to your hand while this card is face-up on the
field" (Shinobird Salvation), "Once per turn, if a WIND monster you control returns to the
hand" (Divine Wind of Mist Valley).

The engine records `left_field` for each card that leaves the field; the effect answers it for
a monster its player controlled as it left and that went to the hand (`other_returned_to_hand`),
to its player's own hand for "your hand" (`other_returned_to_your_hand`), face-up as it left
when the text says "face-up" (condition_events.other_fits). Standard library only; one anchored
pattern without nested quantified groups: linear. Other words ("returns to the hand or Main
Deck", "a WIND monster" of a Spell's) leave the effect unread.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described

Fields = dict[str, Any]

KINDS = described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link"
RETURNED = re.compile(
    r"^(?P<s>If|When) (?P<det>a|an|another) (?P<face>face-up )?" + described.words(KINDS)
    + r"(?P<noun>monster|Monster)(?:\(s\))? you control returns to (?P<hand>your|the) hand"
    r"(?P<where>, while this card is in your (?:GY|Graveyard)"
    r"| while this card is face-up on the field)?$")
# the abilities, printed before a lower-case "monster" (4-1)
ABILITY = ("Flip", "Gemini", "Spirit", "Toon", "Union")
EVENTS = {"your": "other_returned_to_your_hand", "the": "other_returned_to_hand"}


def condition(text: str) -> Fields | None:
    """The fields of the condition, or None when it is not this wording."""
    found = RETURNED.match(text)
    kind = found.group("kind") if found is not None else None
    # "a Ritual Monster", "a Zombie monster", "a Spirit monster", as the cards print them
    if found is None or (found.group("noun") == "Monster") != bool(kind and kind not in ABILITY):
        return None
    words = described.fields(found, monster=True)
    if words is None:
        return None
    where = found.group("where") or ""  # "while this card is face-up on the field": there
    other: Fields = {"what": "monster", "player": "controller", **words}
    if found.group("face"):
        other["face_up"] = True
    if found.group("det") == "another":
        other["another"] = True
    return {"type": "trigger", "event": EVENTS[found.group("hand")], "other": other,
            **({"from": "graveyard"} if "GY" in where or "Graveyard" in where else {}),
            **({"when": True} if found.group("s") == "When" else {})}
