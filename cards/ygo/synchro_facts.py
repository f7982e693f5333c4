"""What a Tuner's own text says of its use as Synchro Material, and of its being a Tuner
(8-5-14), read into the scenario format's keys (docs/scenario-format.md; the engine's
synchro_materials.py applies them):

- "If this card you control would be used as Synchro Material, you can treat it as a
  non-Tuner." (also "If you use this card you control as Synchro Material, ...", "... is used
  as Synchro Material for a Psychic monster, ..."): `synchro_non_tuner: true` or the Synchro
  Monster's description (`{type: Psychic}`);
- "For a Synchro Summon, you can substitute this card for any 1 "Synchron" Tuner.":
  `synchro_substitute: Synchron` (it may stand for a Tuner the first line names, when that
  name holds the word);
- "This card on the field can be treated as a Level 8 monster when used for a Synchro
  Summon.": `synchro_level: 8` (the engine keeps it to monsters on the field, where every
  material is);
- "You can treat it as a Tuner this turn." (the monster's own effect, "it" the card itself):
  the step `{tuner_turn: self}` (`SELF`, with monster_shapes.py's own steps).

Standard library only; each pattern is anchored, without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import link_materials

Fields = dict[str, Any]

NON_TUNER = re.compile(r"^If (?:this card you control (?:would be |is )?used|you use this card "
                       r"you control) as (?:a )?Synchro Material(?: for an? (?P<for>.+?))?, you "
                       r"can treat it as a non-Tuner\.$")
LEVEL = re.compile(r"^This card (?:on the field )?can be treated as a Level (?P<level>\d+) monster "
                   r"when used for a Synchro Summon\.$")
SUBSTITUTE = re.compile(r'^For a Synchro Summon, you can substitute this card for any 1 '
                        r'"(?P<word>[^"]+)" Tuner\.$')
# what the monster's own effect does to it: the step, the zone it is activated from (any)
SELF = ((re.compile(r"^Treat (?:it|this card) as a Tuner this turn\.$"), {"tuner_turn": "self"},
         None),)


def read(text: str) -> Fields | None:
    """The card key of one sentence, or None when it is not one of these."""
    found = NON_TUNER.match(text)
    if found is not None:
        if found.group("for") is None:
            return {"synchro_non_tuner": True}
        # "for a "T.G." monster", "for an Insect or Plant monster": the Synchro Monster
        described = link_materials.description(found.group("for"))
        return None if not described or "not_type" in described \
            else {"synchro_non_tuner": described}
    found = SUBSTITUTE.match(text)
    if found is not None:
        return {"synchro_substitute": found.group("word")}
    found = LEVEL.match(text)  # counted with its own Level or this one, as the Summon needs
    return None if found is None else {"synchro_level": int(found.group("level"))}
