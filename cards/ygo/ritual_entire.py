"""A monster's sentence that lets it stand alone for every Tribute a Ritual Summon needs
(8-5-18), read into the card key `ritual_entire` (judge/engine/ygo/ritual_entire.py applies it):

- "If you Ritual Summon exactly 1 WATER Ritual Monster with a card effect that requires use of
  monsters, this card can be used as the entire requirement." (Gishki Shadow, Gishki Vision;
  "DARK": Ritual Raven; ""Nekroz"": Shurit): `ritual_entire: {attribute: WATER}`, the
  description of the Ritual Monster it may be the whole requirement for (`{}`: any);
- the newer "... this card can be used as the entire Tribute." (Gishki Grimness; "1 Level 8
  Ritual Monster": Griffoh), the same; "this card you control can be used as the entire
  Tribute." (Emilia, Avance, Miracle Raven): `ritual_entire_field: true` beside it, the field
  only.

A Type in brackets after "Ritual Monster" ("(Warrior or Dragon)") is not read.
Standard library only; the sentence is matched whole (an anchored pattern with one lazy part
and no nested quantifier: linear), its description by cards/ygo/ritual_shapes.py.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct, ritual_shapes

SENTENCE = re.compile(r"^If you Ritual Summon exactly 1 (?P<what>[^,]*?)Ritual Monster with a "
                      r"card effect that requires use of monsters, this card(?P<field> you "
                      r"control)? can be used as the entire (?:requirement|Tribute)\.$")


def entire(text: str) -> dict[str, Any] | None:
    """`{ritual_entire: {...}}` for the sentence, or None when it is not this one."""
    found = SENTENCE.match(text)
    if found is None:
        return None
    words = ritual_shapes.ritual_monster(found.group("what"))
    if words is None:
        return None
    found_key: dict[str, Any] = {"ritual_entire": dict(words)}
    if found.group("field"):  # "this card you control": from the field only
        found_key["ritual_entire_field"] = True
    return found_key


def read_monster(main: psct.Breakdown, fields: dict[str, Any], read_texts: list[str]) -> None:
    """A monster's sentence, once: the key and the sentence read."""
    for effect in main.effects:
        found = None if effect.text in read_texts or "ritual_entire" in fields \
            or effect.options else entire(effect.text)
        if found is not None:
            fields.update(found)
            read_texts.append(effect.text)
