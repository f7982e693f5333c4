"""The boards a Trap's "..., you can activate this card from your hand." asks (10-3-1) beyond
those a monster's own Summon reads (summon_shapes.condition), as `from_hand.if` keys
(judge/engine/ygo/zone_counts.py checks the new ones):

- any state an activated effect's condition reads (conditions_shapes.board_state: "you control
  no Spells/Traps", "you have no cards in your hand"), the Trap being in the hand, not on the
  field;
- "your opponent controls 2 or more Spells/Traps": `opponent_spells_traps_min: 2` (their Spell
  & Trap Zones, Pendulum Zones and Field Zone, face-up or face-down);
- "you have 2 "Zefra" cards in your Pendulum Zones": `scales_both: {archetype: Zefra}` (both of
  its player's Pendulum Zones hold such a card, 3-6-2);
- "If "Umi" is on the field": `field_spell: [Umi]` (a face-up "Umi" in either Field Zone, as a
  card treated as "Umi" there is; only this name, a Field Spell, is read: "X" on the field may
  be a monster);
- two of these joined by "and" (Typhoon: "your opponent controls 2 or more Spells/Traps and you
  control no Spells/Traps"), each read whole, no key said twice.

Standard library only; patterns anchored, without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import conditions_shapes, summon_shapes

Fields = dict[str, Any]

OPPONENT_SPELLS_TRAPS = re.compile(r"^your opponent controls (?P<n>[2-5]) or more Spells/Traps$")
# a Field Spell named on the field: face-up in a Field Zone (judge/engine/ygo/summon_conditions)
FIELD_SPELLS: dict[str, Fields] = {'"Umi" is on the field': {"field_spell": ["Umi"]}}
SCALES = re.compile(r'^you have 2 "(?P<archetype>[^"]+)" cards in your Pendulum Zones$')


def condition(words: str | None) -> Fields | None:
    """The `if` keys of the words before ", you can activate this card from your hand"; {} for
    none; None: not read."""
    found = summon_shapes.condition(words)
    if found is not None or not words:
        return found
    parts = words.split(" and ")
    if len(parts) == 2:
        first, second = (_one(part) for part in parts)
        if first and second and not first.keys() & second.keys():
            return {**first, **second}
    return _one(words)


def _one(text: str) -> Fields | None:
    """One state of the board, whole; None: not read."""
    found = conditions_shapes.board_state(text, on_field=False)
    if found:
        return found
    if text in FIELD_SPELLS:
        return {key: list(value) for key, value in FIELD_SPELLS[text].items()}
    theirs = OPPONENT_SPELLS_TRAPS.match(text)
    if theirs is not None:
        return {"opponent_spells_traps_min": int(theirs.group("n"))}
    scales = SCALES.match(text)
    if scales is not None:
        return {"scales_both": {"archetype": scales.group("archetype")}}
    return None
