"""Actions of monster effects that read as steps the engine already runs, once a word the
other readers did not take is taken: the monster itself moved from either of two zones, or
sent to the GY by its own effect; a Tuner "monster" taken from the Deck.

Standard library only. Each entry makes a step an older family already makes:

- "Special Summon this card from your hand or GY." (or "Graveyard"): the `special_summon` of
  `self`, the effect activated from either zone (`from: [hand, graveyard]`, 5-1-7), as "from
  your hand" and "from your GY" are each read alone (monster_shapes.SELF);
- "Send this card to the GY." / "Send this card from the field to the GY." (not as a cost,
  after the ";"): `{to_graveyard: self}`, sent and not destroyed (5-3-2), activated on the
  field; "..., and if you do, Special Summon 1 ..." is then read by clauses.py;
- "Special Summon 1 "Gusto" Tuner monster from your Deck.": "Tuner monster" is the "Tuner"
  fetch_shapes.py reads (`type: Tuner`, 5-3-13), said so there (its TUNER_MONSTER).

Patterns are anchored and linear (no quantified group inside another).
"""
from __future__ import annotations

import re

from cards.ygo import moves_shapes

# the monster itself: pattern, step, the zone its effect is activated from (moves_shapes.Self)
SELF: moves_shapes.Self = (
    (re.compile(r"^Special Summon this card from your hand or (?:GY|Graveyard)\.$"),
     {"special_summon": {"card": "self"}}, ["hand", "graveyard"]),
    (re.compile(r"^Send this card (?:from the field )?to the (?:GY|Graveyard)\.$"),
     {"to_graveyard": "self"}, "field"),
)
