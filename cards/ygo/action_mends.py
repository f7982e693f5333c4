"""Actions of monster effects that read as steps the engine already runs, once a word the
other readers did not take is taken: the monster itself moved from either of two zones, or
sent to the GY by its own effect; a Tuner "monster" taken from the Deck.

Standard library only. Each entry makes a step an older family already makes:

- "Special Summon this card from your hand or GY." (or "Graveyard"): the `special_summon` of
  `self`, the effect activated from either zone (`from: [hand, graveyard]`, 5-1-7), as "from
  your hand" and "from your GY" are each read alone (self_steps.SELF);
- "Send this card to the GY." / "Send this card from the field to the GY." (not as a cost,
  after the ";"): `{to_graveyard: self}`, sent and not destroyed (5-3-2), activated on the
  field; "..., and if you do, Special Summon 1 ..." is then read by clauses.py;
- "Special Summon this card from the GY." (the GY the monster is in), "... in face-up Attack
  Position.", "Return this face-up card to the hand." (on the field, 5-3-11); with nothing
  targeted, "Special Summon it from your GY (in face-up Defense Position)." and "Shuffle it into
  your Deck." (5-3-14): the monster itself, as moves_shapes.SELF_IT reads "Special Summon it.";
  "Shuffle this card into your Deck." and "Return this card to the Extra Deck." (2-2-3);
- a phase's Trigger Effect ("During your End Phase: You can Special Summon this card from your
  hand.") is activated from where its action says (moves_shapes.itself; 7-7-4);
- "Special Summon 1 "Gusto" Tuner monster from your Deck.": "Tuner monster" is the "Tuner"
  fetch_shapes.py reads (`type: Tuner`, 5-3-13), said so there (its TUNER_MONSTER).

Patterns are anchored and linear (no quantified group inside another).
"""
from __future__ import annotations

import re
from typing import Any

# the monster itself: pattern, step, the zone its effect is activated from (as moves_shapes.Self,
# which imports this module for SELF_IT)
Self = tuple[tuple[re.Pattern[str], dict[str, Any], str | list[str] | None], ...]
GY = r"(?:GY|Graveyard)"
SELF: Self = (
    (re.compile(rf"^Special Summon this card from your hand or {GY}\.$"),
     {"special_summon": {"card": "self"}}, ["hand", "graveyard"]),
    (re.compile(rf"^Send this card (?:from the field )?to the {GY}\.$"),
     {"to_graveyard": "self"}, "field"),
    # "the GY" is its owner's, where the monster is (as "your GY")
    (re.compile(rf"^Special Summon this card from the {GY}\.$"),
     {"special_summon": {"card": "self"}}, "graveyard"),
    (re.compile(r"^Special Summon this card in face-up Attack Position\.$"),
     {"special_summon": {"card": "self", "position": "attack"}}, None),
    # "this face-up card": on the field, as it activates (5-3-11)
    (re.compile(r"^Return this face-up card to the hand\.$"), {"to_hand": "self"}, "field"),

    # its owner's Deck, or for a Fusion, Synchro, Xyz or Link Monster the Extra Deck (5-3-14,
    # 2-2-3): the same step, the engine puts each where it goes
    (re.compile(r"^(?:Shuffle this card into your Deck|Return this card to the Extra Deck|"
                r"Shuffle this card into the Extra Deck)\.$"),
     {"to_deck": {"card": "self", "where": "shuffle"}}, None),
)
# "it" as the monster itself, read only when the effect targets nothing (moves_shapes.SELF_IT)
SELF_IT: Self = (
    (re.compile(rf"^Special Summon it from your {GY}\.$"),
     {"special_summon": {"card": "self"}}, "graveyard"),
    (re.compile(rf"^Special Summon it from your {GY} in (?:face-up )?Defense Position\.$"),
     {"special_summon": {"card": "self", "position": "defense"}}, "graveyard"),
    (re.compile(r"^Shuffle it into (?:your|the) Deck\.$"),
     {"to_deck": {"card": "self", "where": "shuffle"}}, None),
)
