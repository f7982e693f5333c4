"""A monster's sentence that lets it be banished from the Graveyard as one of a Ritual
Summon's Tributes (8-5-19), read into the card key `ritual_graveyard`
(judge/engine/ygo/ritual_graveyard.py applies it):

- "When you Ritual Summon a monster, you can banish this card from your GY as 1 of the
  monsters required for the Ritual Summon." (the Djinns "of Rituals"; older "from your
  Graveyard"): `ritual_graveyard: {}`, any Ritual Monster;
- "When you Ritual Summon a "Black Luster Soldier" monster, ..." (Arisen Gaia the Fierce
  Knight): `ritual_graveyard: {archetype: Black Luster Soldier}`, the Ritual Monsters it may
  be used for;
- "When you Ritual Summon, ..." (Sphere Kuriboh): `{}`.

Standard library only; the sentence is matched whole (an anchored pattern with one lazy part
and no nested quantifier: linear), its description by cards/ygo/ritual_shapes.py.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct, ritual_shapes

SENTENCE = re.compile(r"^When you Ritual Summon(?: a (?P<what>[^,]*?)monster)?, you can banish "
                      r"this card from your (?:GY|Graveyard) as 1 of the monsters required "
                      r"for the Ritual Summon\.$")


def graveyard(text: str) -> dict[str, Any] | None:
    """`{ritual_graveyard: {...}}` for the sentence, or None when it is not this one."""
    found = SENTENCE.match(text)
    if found is None:
        return None
    if not found.group("what"):  # "a monster" or no monster named: any Ritual Monster
        return {"ritual_graveyard": {}}
    words = ritual_shapes.ritual_monster(found.group("what"))
    return None if words is None else {"ritual_graveyard": dict(words)}


def read_monster(main: psct.Breakdown, fields: dict[str, Any], read_texts: list[str]) -> None:
    """A monster's sentence, once: the key and the sentence read."""
    for effect in main.effects:
        found = None if effect.text in read_texts or "ritual_graveyard" in fields \
            or effect.options else graveyard(effect.text)
        if found is not None:
            fields.update(found)
            read_texts.append(effect.text)
