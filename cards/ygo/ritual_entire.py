"""A monster's sentence that lets it stand alone for every Tribute a Ritual Summon needs
(8-5-18), read into the card key `ritual_entire` (judge/engine/ygo/ritual_entire.py applies it):

- "If you Ritual Summon exactly 1 WATER Ritual Monster with a card effect that requires use of
  monsters, this card can be used as the entire requirement." (Gishki Shadow, Gishki Vision;
  "DARK": Ritual Raven; ""Nekroz"": Shurit): `ritual_entire: {attribute: WATER}`, the
  description of the Ritual Monster it may be the whole requirement for (`{}`: any).

Other wordings ("this card you control can be used as the entire Tribute") are not read.
Standard library only; the sentence is matched whole (an anchored pattern with one lazy part
and no nested quantifier: linear), its description by cards/ygo/described.py.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described, psct

SENTENCE = re.compile(r"^If you Ritual Summon exactly 1 (?P<what>[^,]*?)Ritual Monster with a "
                      r"card effect that requires use of monsters, this card can be used as "
                      r"the entire requirement\.$")
MONSTER = re.compile(rf"^{described.words('Effect')}$")


def entire(text: str) -> dict[str, Any] | None:
    """`{ritual_entire: {...}}` for the sentence, or None when it is not this one."""
    found = SENTENCE.match(text)
    if found is None:
        return None
    what = MONSTER.match(found.group("what"))
    if what is None or what.group("kind"):
        return None  # "1 Effect Ritual Monster": not a wording cards print
    words = described.fields(what, True)
    return None if words is None else {"ritual_entire": dict(words)}


def read_monster(main: psct.Breakdown, fields: dict[str, Any], read_texts: list[str]) -> None:
    """A monster's sentence, once: the key and the sentence read."""
    for effect in main.effects:
        found = None if effect.text in read_texts or "ritual_entire" in fields \
            or effect.options else entire(effect.text)
        if found is not None:
            fields.update(found)
            read_texts.append(effect.text)
