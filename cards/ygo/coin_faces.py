"""The Arcana Force monsters' toss (5-3-23, 5-3-30): "If this card is Summoned: Toss a coin.
● Heads: ... ● Tails: ..." (also "Toss a coin and this card gains the appropriate effect.", "Toss
a coin and gain the appropriate effect."), whose "●" lines are what the card has while it keeps
that result face-up on the field, not steps done as the toss resolves. Read into the effect's
`{toss_coin: {kept: true}}` and the card key `coin_faces: {heads: {...}, tails: {...}}`
(judge/engine/ygo/coin_keep.py).

Standard library only. Each "●" line is read as a monster's own text (monster_encoding.py, the
Continuous Effects as gemini_shapes.py reads them); only when both read in full into keys the
engine gives a card for a result (FACE_KEYS) is the effect folded: its action then reads as
"Toss a coin and this card gains the appropriate effect." (chance_shapes.kept) and its "●"
lines go. Anything else leaves the effect as printed, a note as before.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any

from cards.ygo import continuous_shapes, encoding, halved_damage, immunity_shapes, psct, statics

Fields = dict[str, Any]

KEPT_WORDS = re.compile(r"^Toss a coin(?: and (?:this card )?gains? the appropriate effect)?\.$")
FACE = re.compile(r"^(?P<face>Heads|Tails): (?P<text>.+)$")
FOLDED = "Toss a coin and this card gains the appropriate effect."
# the keys the engine swaps in for a kept result (judge/engine/ygo/schema_coin_faces.FACE_KEYS)
FACE_KEYS = {"effects", "stat_changes", "halves_battle_damage"}  # 12-8-9


def fold(main: psct.Breakdown, types: list[str], name: str,
         series: list[str]) -> tuple[psct.Breakdown, Fields, str]:
    """The breakdown with the toss folded, its `coin_faces` and the effect's text; the
    breakdown as it was, {} and "" when no effect is such a toss read in full."""
    for index, effect in enumerate(main.effects):
        if effect.kind != "activated" or effect.cost or effect.target \
                or not KEPT_WORDS.match(effect.action) or len(effect.options) != 2:
            continue
        faces = {}
        for option in effect.options:
            found = FACE.match(option)
            keys = _keys(found.group("text"), types, name, series) if found else None
            if found is None or keys is None:
                break
            faces[found.group("face").lower()] = keys
        if set(faces) != {"heads", "tails"}:
            continue
        effects = list(main.effects)
        effects[index] = dataclasses.replace(effect, action=FOLDED, options=[])
        return dataclasses.replace(main, effects=effects), faces, effect.text
    return main, {}, ""


def _keys(text: str, types: list[str], name: str, series: list[str]) -> Fields | None:
    """The card keys of one "●" line read as a monster's own text, or None when a part of it
    is not read or gives a key the engine does not swap in."""
    granted = psct.read(text, "monster", "", types)
    fields, read = encoding.encode_monster(granted)
    continuous_shapes.read_monster(granted, fields, read)  # 5-1-1
    immunity_shapes.read_monster(granted, fields, read)
    halved_damage.read_monster(granted, fields, read)  # "Halve all battle damage ..." 12-8-9
    for effect in granted.effects:
        found = None if effect.text in read else statics.read(effect, name, series)
        if found:
            fields.update(found)
            read.append(effect.text)
    if not fields or set(fields) - FACE_KEYS or len(read) != len(granted.effects) \
            or granted.limits:
        return None
    return fields
