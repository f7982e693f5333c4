"""A Union monster's Union effect read into two `effects:` entries (4-3-5, 10-4-6), and the
reminder printed with it, or refused.

Standard library only. "Once per turn, you can either: Target 1 Machine monster you control;
equip this card to that target, OR: Unequip this card and Special Summon it." is one effect
with two uses: an Ignition Effect of the monster on the field that equips it to the target (the
`equip` step, 10-4-6), and an Ignition Effect of the Equip Card it then is that Special Summons
it (`from: equipped`). The older "Once per turn, you can equip this card to a "Soitsu" you
control, OR unequip it to Special Summon this card in face-up Attack Position." is the same
effect, reprinted since with "Target", so its monster is its target. Both entries carry
`once_per_turn: union`: the engine counts them together and carries the count across the
card's own equipping and unequipping (4-3-5). What the card gives the monster ("A monster
equipped with this card gains 500 ATK/DEF, also if the equipped monster would be destroyed by
battle or card effect, destroy this card instead.", "While equipped by this effect, ...") is
added to that `equip` step by equip_shapes.follows, as for any monster that equips itself. The
reminder "(A monster can only be equipped with 1 Union Monster at a time. If the equipped
monster would be destroyed, destroy this card instead.)" is read only on a card whose Union
effect was read: the engine applies its first sentence to every Union effect (4-3-5), its
second as equip_shapes.gives reads it (10-4-8). Anchored patterns, no nested quantified group:
linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import equip_shapes, psct, target_shapes

Fields = dict[str, Any]

# the Union effect as printed since Structure Deck: Seto Kaiba; the position the Summon names
UNION = re.compile(r"^Once per turn, you can either: (?P<target>Target 1 [^;]+); equip this card "
                   r"to that target, OR: Unequip this card and Special Summon it"
                   r"(?P<attack> in (?:face-up )?Attack Position)?\.$")
# the older wording of the same effect, which targets as the reprinted text says ("your "X"":
# a "X" its controller controls); the unequipped monster is Summoned in Attack Position
OLDER = re.compile(r'^Once per turn, (?:during your Main Phase, )?(?:if you control this '
                   r'(?:monster|card) on the field, )?you can equip (?:it|this card) to '
                   r'(?P<what>your "[^"]+"|an? "[^"]+" you control|an? [A-Za-z-]+ monster you '
                   r'control|a face-up monster on your side of the field)(?: as an Equip '
                   r'(?:Spell )?Card)?, OR (?:unequip the Union equipment and Special Summon|'
                   r'unequip it to Special Summon) this card in face-up Attack Position\.$')
ONE_AT_A_TIME = re.compile(r"^\((?:A|1) monster can only be equipped with 1 Union [Mm]onster at a "
                           r"time\.$")
# the reminder's second sentence, older wordings of 10-4-8 inside the closing parenthesis
BY_BATTLE = "If the equipped monster would be destroyed by battle, destroy this card instead."
OLDER_INSTEAD = dict.fromkeys((
    "If the equipped monster is destroyed as a result of battle, destroy this card instead.",
    "If the monster that this card is equipped to is destroyed as a result of battle, destroy "
    "this card instead.",
    "If the equipped monster would be destroyed by battle, this card is destroyed instead."),
    BY_BATTLE)


def entries(effect: psct.Effect) -> list[Fields] | None:
    """The Union effect as its two entries, the equip first; None when it is not one, or its
    target is not one monster its controller controls."""
    found = UNION.match(effect.text)
    older = OLDER.match(effect.text) if found is None else None
    if found is None and older is None or effect.clauses:
        return None  # a clause by name over it: how it counts with the Union limit is not read
    aimed = target_shapes.target(found.group("target") if found is not None
                                 else _older_target(older.group("what") if older else ""))
    spec = (aimed or {}).get("target", {})
    if spec.get("what") not in ("monster", "card") or spec.get("zone") != "field" \
            or spec.get("player") not in ("controller", "any") or spec.get("count", 1) != 1:
        return None
    summon: Fields = {"card": "self"}
    if older is not None or found is not None and found.group("attack"):
        summon["position"] = "attack"
    return [{"type": "ignition", "target": spec, "once_per_turn": "union",
             "effect": [{"equip": {"card": "chosen", "atk": 0, "def": 0}}]},
            {"type": "ignition", "from": "equipped", "once_per_turn": "union",
             "effect": [{"special_summon": summon}]}]


def _older_target(what: str) -> str:
    """The older wording's monster as the target it is: "your "X"" is a "X" you control."""
    if what.startswith("your "):
        return f"Target 1 {what[len('your '):]} you control"
    if what == "a face-up monster on your side of the field":
        return "Target 1 face-up monster you control"
    return "Target 1 " + what.split(" ", 1)[1]


def reminder(fields: Fields, text: str) -> bool:
    """A sentence of the Union reminder on a card whose Union effect was read (in `fields`):
    the one-Union limit, which the engine applies to every Union effect (4-3-5), or the Equip
    Card destroyed instead of its monster (10-4-8), added to that effect's `equip` step;
    whether it was one."""
    last = next((entry for entry in fields.get("effects", [])
                 if entry.get("once_per_turn") == "union" and "target" in entry), None)
    if last is None:
        return False
    if ONE_AT_A_TIME.match(text):
        return True
    if not text.endswith(".)"):
        return False
    inner = text[:-1]
    return equip_shapes.follows(last, OLDER_INSTEAD.get(inner, inner))
