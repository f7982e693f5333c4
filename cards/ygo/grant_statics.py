"""The "●" line a material gives the monster Summoned using it (8-5-11), read as that monster's
own Continuous Effect when granted_shapes.py's short list does not hold it: "● Banish any
monster destroyed by battle with this card." (Photon Vanisher, Vendread Anima) into `gives:
battle_banishes`, "● Monsters your opponent controls lose 500 ATK." (Tactical Trainer of the Six
Samurai) into `stat_changes: [{monsters: {}, player: opponent, atk: -500, def: 0}]`, the same
entries a monster's own `stat_changes` holds, applied from the Summoned monster.

Standard library only. The line is read by `own`, which derive.py passes in: the line read as
a monster's whole text (in full, or None). Only a text that reads into exactly one card key the
engine gives through a grant is taken: a Continuous Effect among GIVES (each one a card key the
engine asks through negation.has, which counts a grant), or `stat_changes`; any other key, or
a line read in part, leaves the sentence a note.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]
# the line read as a monster's whole text: its card keys when read in full, or None
OwnKeys = Callable[[str], Fields | None]

# the card keys a grant may give (judge/engine/ygo/grant_specs.GIVES), each a Continuous
# Effect the engine asks through negation.has, which counts a material's grant (8-5-11)
GIVES = frozenset({"battle_indestructible", "effect_indestructible", "untargetable_by_opponent",
                   "piercing", "battle_banishes"})


def given(line: str, own: OwnKeys | None) -> Fields | None:
    """`{gives: KEY}` or `{stat_changes: [...]}` of the "●" line, or None."""
    keys = None if own is None else own(line)
    if not keys or len(keys) != 1:
        return None
    [(key, value)] = keys.items()
    if key in GIVES and value is True:
        return {"gives": key}
    if key == "stat_changes" and isinstance(value, list) and value:
        return {"stat_changes": value}
    return None
