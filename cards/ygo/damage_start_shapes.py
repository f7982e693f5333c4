"""A monster's Trigger Effect at the Start of the Damage Step of its own attack (12-4-14),
added to monster_shapes._whole and _one: "At the start of the Damage Step, if this card
attacks a (face-up / face-down) Defense Position monster: Destroy that (face-down) monster."
(Zubaba Knight, Sasuke Samurai, Junk Berserker; "if this card attacked a face-down Defense
Position monster", Mystic Swordsman LV2, the same), and "... if this card attacks a monster: You
can return that monster to the hand." "That monster" is the attack target (`attack_target`).
"At the start of the Damage Step, if this card battles an opponent's monster: (You can) destroy
/ return to the hand / banish that (opponent's) monster." answers its battle, attacking or
attacked (`damage_step_start_battles_monster`), "that monster" the monster it battles
(`battled`). "... if this card attacked a Special Summoned monster: You can banish that
monster." (Heavy Knight of the Flame) is its own attack on a monster so described
(`damage_step_start_attacks_monster` with `battles`), "that monster" the attack target.

Standard library only. Patterns are anchored, without nested quantified groups: linear. The
condition names the target's position; the action names the target again, so it reads only with
such a condition (the attack it names), never for another effect's "that monster".
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

# "an opponent's" says no more: an attack target is always a monster the opponent controls
# "attacked" (Mystic Swordsman LV2) says the same: the attack it is making, its target seen at
# that timing, not yet flipped (12-4-14)
CONDITION = re.compile(r"^At the start of the Damage Step, if this card attack(?:s|ed) (?:a|an "
                       r"opponent's) (?P<what>face-up Defense Position monster|face-down "
                       r"Defense Position monster|Defense Position monster|monster)$")
EVENTS = {"monster": "damage_step_start_attacks_monster",
          "Defense Position monster": "damage_step_start_attacks_defense",
          "face-up Defense Position monster": "damage_step_start_attacks_face_up_defense",
          "face-down Defense Position monster": "damage_step_start_attacks_face_down_defense"}
# "that monster" again, with the words its condition already said ("face-down", "Defense
# Position"): the one monster its attack targets
THAT = r"that (?:opponent's |face-down |face-down Defense Position |Defense Position )?monster"
ACTIONS: tuple[tuple[re.Pattern[str], Fields], ...] = (
    (re.compile(rf"^[Dd]estroy {THAT}\.$"), {"destroy": "attack_target"}),
    (re.compile(rf"^[Rr]eturn {THAT} to the hand\.$"), {"to_hand": "attack_target"}),
    (re.compile(rf"^(?:You can )?[Bb]anish {THAT}\.$"), {"banish": "attack_target"}),
)


# "At the start of the Damage Step, if this card battles an opponent's monster": attacking or
# attacked, the monster it battles is "that monster" (`battled`)
BATTLES = re.compile(r"^At the start of the Damage Step, if this card battles (?:a|an "
                     r"opponent's) monster$")
BATTLES_EVENT = "damage_step_start_battles_monster"
# "that monster" / "that opponent's monster" again: the monster it battles
BATTLED: tuple[tuple[re.Pattern[str], list[Fields]], ...] = (
    (re.compile(r"^(?:You can )?[Dd]estroy that (?:opponent's )?monster\.$"),
     [{"destroy": "battled"}]),
    (re.compile(r"^(?:You can )?[Rr]eturn that (?:opponent's )?monster to the hand\.$"),
     [{"to_hand": "battled"}]),
    (re.compile(r"^(?:You can )?[Bb]anish that (?:opponent's )?monster\.$"),
     [{"banish": "battled"}]),
    # "return both the opponent's monster and this card to the hand" (Neo-Spacian Grand Mole)
    (re.compile(r"^(?:You can )?[Rr]eturn both (?:the|that) opponent's monster and this card "
                r"to the hand\.$"), [{"to_hand": "battled"}, {"to_hand": "self"}]),
)


ATTRIBUTES = ("LIGHT", "DARK", "EARTH", "WATER", "FIRE", "WIND", "DIVINE")
# "... if this card battles a LIGHT monster", "a Special Summoned monster", "a face-up non-DARK
# monster": the monster it battles so described (`battles`); a face-down one shows no Attribute
# (9-1-3), so "face-up" adds nothing the engine does not already ask
DESCRIBED = re.compile(r"^At the start of the Damage Step, if this card battles (?:a (?P<attr>"
                       r"LIGHT|DARK|EARTH|WATER|FIRE|WIND) monster|a face-up non-(?P<non>LIGHT|"
                       r"DARK|EARTH|WATER|FIRE|WIND) monster|a (?P<special>Special Summoned) "
                       r"monster)$")


# "... if this card attacks / attacked a Special Summoned monster": its own attack on one
ATTACKS_SPECIAL = re.compile(r"^At the start of the Damage Step, if this card attack(?:s|ed) a "
                             r"Special Summoned monster$")


def _described(condition: str) -> Fields | None:
    if ATTACKS_SPECIAL.match(condition):  # the attack target so described (12-4-14)
        return {"type": "trigger", "event": EVENTS["monster"],
                "battles": {"special_summoned": True}}
    found = DESCRIBED.match(condition)
    if found is None:
        return None
    if found.group("special"):
        battles: Fields = {"special_summoned": True}
    elif found.group("attr"):
        battles = {"attribute": found.group("attr")}
    else:
        battles = {"attribute": [a for a in ATTRIBUTES if a != found.group("non")]}
    return {"type": "trigger", "event": BATTLES_EVENT, "battles": battles}


def read(condition: str) -> Fields | None:
    """The Trigger Effect its condition makes, or None for another condition."""
    if BATTLES.match(condition):
        return {"type": "trigger", "event": BATTLES_EVENT}
    described = _described(condition)
    if described is not None:
        return described
    found = CONDITION.match(condition)
    if found is None:
        return None
    return {"type": "trigger", "event": EVENTS[found.group("what")]}


def action(text: str, aimed: Fields, fields: Fields) -> list[Fields] | None:
    """What such an effect does to the monster its attack targets; None for another sentence
    or another effect (one that targets: its own "that monster" is its target)."""
    if aimed:
        return None
    if fields.get("event") == BATTLES_EVENT:  # the monster it battles, attacking or attacked
        return next(([dict(step) for step in steps] for pattern, steps in BATTLED
                     if pattern.match(text)), None)
    if fields.get("event") not in EVENTS.values():
        return None
    return next(([dict(step)] for pattern, step in ACTIONS if pattern.match(text)), None)
