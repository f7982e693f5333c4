""""You can use the effect of "Photon Pirate" up to twice per turn." (Photon Pirate, Mystic
Macrocarpa Seed, Gorgonic Ghoul), "You can use this effect of "Marincess Sea Star" up to twice
per turn." (the effect printed just before it: Marincess Sea Star, Number 80: Rhapsody in
Berserk): the limit of one activated effect, counted by the card's name for its player as "You
can only use this effect of "X" once per turn" is, but two uses a turn, never a third
(`once_per_turn: twice_name`, 5-2-6; Japanese "このカード名の効果は１ターンに２度まで使用できる").

Standard library only. Read only when the sentence names the card itself, "the effect" is said
of a card with one activated effect (or "this effect" follows an activated effect), every
activated effect of the card is read in full with one `effects` entry each, in order, and no
other limit is on the one limited; otherwise the sentence stays a note. The pattern is
anchored, without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct

Fields = dict[str, Any]

TWICE = re.compile(r'^You can use (?P<which>the|this) effect of "(?P<name>[^"]+)" up to twice '
                   r"per turn\.$")


def _limited(breakdown: psct.Breakdown, index: int, which: str) -> int | None:
    """Which of the card's activated effects (its index among them) the sentence at `index`
    limits, or None when that is not said."""
    activated = [e for e in breakdown.effects if e.kind == "activated"]
    if which == "the":  # "the effect" of a card with several: which one is not said
        return 0 if len(activated) == 1 else None
    before = breakdown.effects[index - 1] if index else None
    return activated.index(before) if before is not None and before in activated else None


def read_monster(breakdown: psct.Breakdown, name: str, fields: Fields, read: list[str]) -> None:
    """The limit set on the effect entry it covers, and the sentence added to `read`."""
    activated = [e for e in breakdown.effects if e.kind == "activated"]
    entries = fields.get("effects", [])
    for index, effect in enumerate(breakdown.effects):
        found = TWICE.match(effect.text) if effect.text not in read else None
        if found is None or found.group("name") != name or effect.clauses:
            continue
        limited = _limited(breakdown, index, found.group("which"))
        if limited is None or len(entries) != len(activated) \
                or any(e.text not in read or e.clauses for e in activated) \
                or "once_per_turn" in entries[limited]:
            return  # which entry it limits, or how two limits combine, is not read
        entries[limited]["once_per_turn"] = "twice_name"
        read.append(effect.text)
        return
