"""The Chrysalis monsters' Ignition Effect, printed as one sentence without a colon or a
semicolon: "You can Tribute this card while "Neo Space" is on the field to Special Summon 1
"Neo-Spacian Flare Scarab" from your hand or Deck." (the older "By Tributing this card while
"Neo Space" is on the field, Special Summon 1 ... from your hand or Deck.", Chrysalis Dolphin).

Problem-Solving Card Text would print it "If "Neo Space" is on the field: You can Tribute this
card; Special Summon 1 ... from your hand or Deck.": the Tribute is its cost (5-2-2), the Field
Spell face-up in a Field Zone is what it needs to be activated (5-2-4), the Special Summon is
what it does. `read_monster` reads the cost and the action as monster_shapes.py reads that
shape, then adds the condition (`if: {field_spell: [NAME]}`, seen in either player's Field
Zone); an action monster_shapes.py does not read leaves the sentence a note.

Standard library only. One anchored pattern without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import monster_shapes, psct

Fields = dict[str, Any]

SENTENCE = re.compile(r'^(?:You can Tribute this card while "(?P<field>[^"]+)" is on the field '
                      r'to|By Tributing this card while "(?P<older>[^"]+)" is on the field,) '
                      r'(?P<action>Special Summon [^.]+\.)$')


def entry(text: str) -> Fields | None:
    """The `effects` entry of the sentence, or None."""
    found = SENTENCE.match(text)
    if found is None:
        return None
    action = found.group("action")
    shaped = psct.read(f"You can Tribute this card; {action}", "monster", "", ["Effect"])
    if len(shaped.effects) != 1 or shaped.effects[0].kind != "activated":
        return None
    read = monster_shapes.effect(shaped.effects[0], "")
    if read is None or read.get("type") != "ignition" or "if" in read \
            or read.get("cost_self") != "tribute":
        return None
    return {**read, "if": {"field_spell": [found.group("field") or found.group("older")]}}


def read_monster(breakdown: psct.Breakdown, fields: Fields, read_texts: list[str]) -> None:
    """Such a sentence among a monster's still unread, its entry added to `effects` (after
    the others: the indexes they have stay)."""
    for effect in psct.unread_continuous(breakdown, read_texts):
        found = entry(effect.text)
        if found is not None:
            fields["effects"] = [*fields.get("effects", []), found]
            read_texts.append(effect.text)
