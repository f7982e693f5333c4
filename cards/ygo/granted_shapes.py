"""Effects a monster's text gives its player beyond the card itself: the additional Normal
Summon ("During your Main Phase, you can Normal Summon 1 "Ice Barrier" monster in addition to
your Normal Summon/Set. (You can only gain this effect once per turn.)", General Grunard of
the Ice Barrier) read into `extra_normal_summon: {archetype: "Ice Barrier"}` (8-1-7).

Standard library only. The sentence is read only with its "You can only gain this effect once
per turn" clause, after it or inside it, since the engine applies that limit (one additional
Normal Summon a turn from a card's name); without it, or with a condition ("After you Normal
Summon this card", "During the turn this card was Normal Summoned"), a cost, a Set ("Normal
Summon/Set 1 monster") or a Tribute Summon only, the sentence stays a note.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described, psct

Fields = dict[str, Any]

ONCE = "(You can only gain this effect once per turn.)"
EXTRA = re.compile(r"^During your Main Phase, you can Normal Summon 1 "
                   rf"{described.words()}monster,? in addition to your Normal Summon/Set"
                   r"(?P<inline> \(you can only gain this effect once per turn\))?\.$")


def extra_normal_summon(text: str, after: str) -> Fields | None:
    """The description of the monster an additional Normal Summon may bring (`{}`: any), when
    `text` grants one and its once-per-turn clause is inside it or is `after`, the sentence
    that follows; None otherwise."""
    found = EXTRA.match(text)
    if found is None or not (found.group("inline") or after == ONCE):
        return None
    return described.fields(found, monster=True)


def read_monster(breakdown: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """The additional Normal Summon a monster's Continuous Effect gives (8-1-7), with its clause
    sentence, added to `fields` and `read`; a sentence under another clause or with "●"
    choices stays."""
    effects = breakdown.effects
    for index, effect in enumerate(effects):
        if effect.kind != "continuous" or effect.text in read or effect.options \
                or effect.clauses or "extra_normal_summon" in fields:
            continue
        after = effects[index + 1].text if index + 1 < len(effects) else ""
        words = extra_normal_summon(effect.text, after)
        if words is None:
            continue
        fields["extra_normal_summon"] = words
        read += [effect.text] + ([after] if after == ONCE else [])
