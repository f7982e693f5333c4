"""An additional Normal Summon a monster gives only in the turn it was Normal Summoned (8-1-7):
"During the turn this card was Normal Summoned, you can Normal Summon 1 "Constellar" monster in
addition to your Normal Summon/Set. (You can only gain this effect once per turn.)" (Constellar
Pollux, Evilswarm Castor) read into `extra_normal_summon: {archetype: Constellar}` with
`extra_normal_while: normal_summoned`; "... was Normal Summoned or flipped face-up, ..."
(Nikitama) with `extra_normal_while: turned_up`. A Continuous Effect: it applies while the card
is face-up on the field, as the grants granted_shapes.py reads do, in that turn only.

Standard library only. The sentence is read only with its "(You can only gain this effect once
per turn.)" sentence right after it, which the engine applies (one additional Normal Summon a
turn by a card's name); one anchored pattern without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described, psct
from cards.ygo.granted_shapes import ONCE

Fields = dict[str, Any]

TURN = re.compile(r"^During the turn this card was Normal Summoned(?P<flip> or flipped face-up)?, "
                  rf"you can Normal Summon 1 {described.words()}monster in addition to your "
                  r"Normal Summon/Set\.$")


def grant(text: str, after: str) -> Fields | None:
    """The card's keys for the sentence `text` followed by `after`, or None."""
    found = TURN.match(text)
    if found is None or after != ONCE:
        return None
    words = described.fields(found, monster=True)
    if words is None:
        return None
    return {"extra_normal_summon": words,
            "extra_normal_while": "turned_up" if found.group("flip") else "normal_summoned"}


def read_monster(breakdown: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """The grant of the first such Continuous Effect not read yet, with its clause sentence,
    added to `fields` and `read` (a card that already gives one is left as it is)."""
    effects = breakdown.effects
    for index, effect in enumerate(effects[:-1]):
        if effect.kind != "continuous" or effect.text in read or effect.options \
                or effect.clauses or "extra_normal_summon" in fields:
            continue
        found = grant(effect.text, effects[index + 1].text)
        if found is not None:
            fields.update(found)
            read += [effect.text, ONCE]
            return
