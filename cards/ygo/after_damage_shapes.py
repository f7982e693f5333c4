"""A monster's Trigger Effect after damage calculation of its own battle (12-4-4), added to
monster_shapes._whole and _one: "If this card is attacked by a monster, after damage
calculation: Return that monster to the hand." (Ninjitsu Art-less Gatekeeper), "After damage
calculation, when this card battles an opponent's monster: You can banish that monster, also
banish this card." (D.D. Warrior Lady), "If this card destroys an opponent's monster by battle,
after damage calculation: You can banish that opponent's monster.". "That monster" is the
monster it battled (`battled`, judge/engine/ygo/after_damage.py).

Standard library only. Whole conditions compared word for word; the actions are anchored
patterns without nested quantified groups: linear. The action names the battled monster again,
so it reads only with such a condition, never for another effect's "that monster".
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

# the monster it battles is always the opponent's: "an opponent's" says no more than "a"
CONDITIONS = {
    "If this card is attacked by a monster, after damage calculation": "after_damage_attacked",
    **dict.fromkeys((
        "After damage calculation, when this card battles an opponent's monster",
        "After damage calculation, if this card battled an opponent's monster",
        "After damage calculation, if this card battled a monster",
        "If this card battles a monster, after damage calculation",
        "If this card battles an opponent's monster, after damage calculation"),
        "after_damage_battled_monster"),
    "After damage calculation, if this card battled": "after_damage_battled",
    "If this card destroys an opponent's monster by battle, after damage calculation":
        "after_damage_destroyed_monster",
    "After damage calculation, when this card is destroyed by battle with an opponent's "
    "monster": "after_damage_destroyed_by_battle",
}
# "that monster" again, with the words its condition already said
THAT = r"that (?:opponent's |attacking )?monster"
ACTIONS: tuple[tuple[re.Pattern[str], list[Fields]], ...] = (
    (re.compile(rf"^[Rr]eturn {THAT} to the hand\.$"), [{"to_hand": "battled"}]),
    (re.compile(rf"^[Dd]estroy {THAT}\.$"), [{"destroy": "battled"}]),
    (re.compile(rf"^[Bb]anish {THAT}\.$"), [{"banish": "battled"}]),
    # both at once: "also" joins two things done together (5-2-19)
    (re.compile(rf"^[Bb]anish {THAT}, also banish this card\.$"),
     [{"banish": "battled"}, {"banish": "self"}]),
)
# the events whose battle has another monster: "that monster" names it
WITH_MONSTER = ("after_damage_attacked", "after_damage_battled_monster",
                "after_damage_destroyed_monster", "after_damage_destroyed_by_battle")
# "If this card is destroyed by battle: The monster that destroyed it loses 500 ATK and DEF.":
# the monster it battled, which destroyed it, as long as it is still on the field (4-2-5)
DESTROYER = re.compile(r"^The monster that destroyed it loses (?P<n>\d+) (?P<stat>ATK and DEF|"
                       r"ATK)\.$")


def read(condition: str) -> Fields | None:
    """The Trigger Effect its condition makes, or None for another condition."""
    event = CONDITIONS.get(condition)
    return {"type": "trigger", "event": event} if event is not None else None


def action(text: str, aimed: Fields, fields: Fields) -> list[Fields] | None:
    """What such an effect does to the monster it battled; None for another sentence or
    another effect (one that targets: its own "that monster" is its target)."""
    destroyer = DESTROYER.match(text)
    if destroyer is not None and not aimed and fields.get("event") == "destroyed_by_battle":
        amount = -int(destroyer.group("n"))
        both = {"def": amount} if destroyer.group("stat") == "ATK and DEF" else {}
        return [{"atk": {"target": "battled", "amount": amount, **both, "lasting": True}}]
    if aimed or fields.get("event") not in WITH_MONSTER:
        return None
    return next(([dict(step) for step in steps] for pattern, steps in ACTIONS
                 if pattern.match(text)), None)
