"""Cards that banish what would be sent to the Graveyard, read into the scenario format's card
key `gy_banishes` (5-4-10), or nothing:

- "Any card sent to the GY is banished instead." (Banisher of the Radiance, Banisher of the
  Light): `gy_banishes: cards`, a Continuous Effect of the monster while it is face-up on the
  field and its effects are not negated;
- "Any monster sent to the GY is banished instead." (Dimensional Fissure, a Continuous Spell):
  `gy_banishes: monsters`, Monster Cards only;
- "While this card is face-up on the field, any card sent to the GY is banished instead."
  (Macro Cosmos, a Continuous Trap): the same key, the condition being the one every such
  Continuous Effect has anyway (5-1-1);
- "Any monster sent from the hand or Main Deck to the GY is banished instead." (Herald of the
  Arc Light): `gy_banishes: monsters` with `gy_banishes_from: [hand, deck]`, only what comes
  from those places.

Standard library only; whole sentences compared word for word, no pattern.
"""
from __future__ import annotations

from typing import Any

from cards.ygo import psct

Fields = dict[str, Any]

WHILE = "While this card is face-up on the field, a"
SENTENCES = {"Any card sent to the GY is banished instead.": "cards",
             "Any monster sent to the GY is banished instead.": "monsters"}
# the places a card must come from, when the sentence names them
FROM = {"Any monster sent from the hand or Main Deck to the GY is banished instead.": (
    "monsters", ["hand", "deck"])}
# a sentence that says where or how the card may be activated: never left unread (5-2-4)
LIMITING = ("Activate", "You can only", "You can activate")


def sentence(text: str) -> str | None:
    """What `text` banishes ("cards" or "monsters"), or None if it is not such a sentence."""
    if text.startswith(WHILE):
        text = "A" + text[len(WHILE):]
    return SENTENCES.get(text)


def read_monster(main: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """Set `gy_banishes` of a monster's unread Continuous Effect that says so (once)."""
    for effect in main.effects:
        found = sentence(effect.text)
        what, where = FROM.get(effect.text, (found, []))
        if what is not None and effect.text not in read and effect.kind != "activated" \
                and "gy_banishes" not in fields:
            fields["gy_banishes"] = what
            if where:
                fields["gy_banishes_from"] = where
            read.append(effect.text)


def encode_continuous(breakdown: psct.Breakdown) -> Fields | None:
    """A Continuous Spell's or Trap's fields when such a sentence is read: its activation does
    nothing else (10-4-2), its other sentences under `left` (named as not applied). None when
    no sentence is read, or a sentence left would limit its activation (5-2-4)."""
    if breakdown.limits or not breakdown.effects:
        return None
    fields: Fields = {"effect": []}
    left = []
    for effect in breakdown.effects:
        found = sentence(effect.text)
        if found is not None and "gy_banishes" not in fields:
            fields["gy_banishes"] = found
        elif effect.text.startswith(LIMITING):
            return None
        else:
            left.append(effect.text)
    if "gy_banishes" not in fields:
        return None
    return {**fields, "left": left} if left else fields
