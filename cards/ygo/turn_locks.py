"""What a card forbids its player for the whole turn it activates it (5-2-11, 5-2-13, 5-2-15):
"You cannot conduct your Battle Phase the turn you activate this card." (`no_battle_phase_turn`),
"You cannot Normal Summon/Set the turn you activate this card." (`normal_summon_lock_turn`),
"You cannot Special Summon ... the turn you activate this effect, except ..."
(`summon_lock_turn`, lock_shapes.py), or both in one sentence ("You cannot Special Summon or
conduct your Battle Phase during the turn you activate this effect.", "You cannot Special
Summon monsters, except Dragon monsters, nor conduct your Battle Phase, the turn you activate
this effect.").

Standard library only. `read` says which effects the sentence binds, as lock_shapes.read_turn
does ("effect": the one before it, "card": each of the card's, "activation": a Spell's or
Trap's activation), and the keys it gives them. Anchored patterns without nested quantified
groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import lock_shapes

Fields = dict[str, Any]

WHICH = r"(?P<which>this effect|this card|(?:either|any) of this card's effects)"
BATTLE = re.compile(r"^You cannot conduct your Battle Phase (?:during )?the (?:same )?turn you "
                    rf"activate {WHICH}\.$")
# "You cannot Normal Summon/Set (during) the turn you activate this effect." (5-2-15)
NORMAL = re.compile(r"^You cannot Normal Summon/Set (?:during )?the turn you activate "
                    rf"{WHICH}(?: \(even if this card leaves the field\))?\.$")
# both restrictions, no monster allowed
BOTH = re.compile(r"^You cannot Special Summon or conduct your Battle Phase (?:during )?the "
                  rf"turn you activate {WHICH}\.$")
# "You cannot Special Summon monsters, except X monsters, nor conduct your Battle Phase, the
# turn ...": the Special Summons as lock_shapes reads them alone
NOR = re.compile(r"^(?P<summons>You cannot Special Summon [^.]+), nor conduct your Battle "
                 r"Phase, (?P<turn>the turn you activate [^,.]+)\.$")
BINDS = {"this effect": "effect", "this card": "activation"}


def read(text: str) -> tuple[str, Fields] | None:
    """Which effects the sentence binds and the keys it gives them, or None."""
    alone = BATTLE.match(text)
    if alone is not None:
        return _which(alone), {"no_battle_phase_turn": True}
    normal = NORMAL.match(text)
    if normal is not None:
        return _which(normal), {"normal_summon_lock_turn": True}
    both = BOTH.match(text)
    if both is not None:
        return _which(both), {"summon_lock_turn": {"from": "any"},
                              "no_battle_phase_turn": True}
    nor = NOR.match(text)
    summons = lock_shapes.read_turn(f"{nor.group('summons')}, {nor.group('turn')}.") \
        if nor is not None else lock_shapes.read_turn(text)
    if summons is None:
        return None
    keys: Fields = {"summon_lock_turn": summons[1]}
    if nor is not None:
        keys["no_battle_phase_turn"] = True
    return summons[0], keys


def _which(found: re.Match[str]) -> str:
    return BINDS.get(found.group("which"), "card")
