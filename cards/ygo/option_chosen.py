"""A monster on the field an effect takes control of, or changes the battle position of, without
targeting it: chosen as the effect resolves (5-3-22), read into the scenario format's `choose`
step, or refused. First met as "●" options of "Activate 1 of these effects" cards
(modal_shapes.py), read wherever shapes.py meets them (option_shapes.read).

Standard library only. "Take control of 1 monster your opponent controls until the End Phase."
(Triple Tactics Talent), "Take control of 1 face-up monster your opponent controls." (Goyo
King), "... with a Maiden Counter." (Maiden in Love) -> `{choose: {do: take_control, player:
opponent, what: monsters, until: end_phase|none|while_face_up, face, with_counter, ...words}}`:
for good when no time is said (3-10-3, 3-10-4); "..., while this card remains face-up on the
field." (Dharc the Dark Charmer) for as long as the effect's card stays so (3-10-6).
"Change 1 Effect Monster your opponent controls to face-down Defense Position." (Ghostrick
Siren), "Change 1 face-down Defense Position monster you control
to face-up Attack Position." -> `{choose: {do: change_position, to: set|attack|defense|
face_up_defense|attack_or_defense, position, face, ...}}` (9-2-7), what the monster is in now
narrowing the monsters as `position_all` reads it; "Change the battle position of 1 monster on
the field." (Gagaga Ganbara Knight) -> `to: switch`, the other position (a face-down monster
flipped to face-up Attack Position, 9-2-7). A description of a face-down monster ("1
Set "Subterror" monster") is not read: a face-down card shows no name or Type (9-1-3).
Anything more ("with 2000 or less ATK", "on your opponent's side of the field") is not read.
Patterns are anchored, with no quantified group inside another: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described
from cards.ygo.chosen_shapes import FIELD_KINDS
from cards.ygo.counter_shapes import NAME
from cards.ygo.mass_shapes import WHOSE

Fields = dict[str, Any]

CONTROL = re.compile(r"^(?P<optional>[Yy]ou can )?[Tt]ake control of 1 (?P<face>face-up )?"
                     + described.words(FIELD_KINDS) + r"(?P<noun>monster|Monster) your "
                     r"opponent controls(?: with (?:an? )?" + NAME[:-2] + r")?(?:(?P<until> until "
                     r"the End Phase)|(?P<while>,? while this card (?:is|remains) face-up on the "
                     r"field))?\.$")
# the position the monster is in now, as position_all_shapes.NOW reads it (face-down monsters
# are in Defense Position, 9-1-3)
NOW = {"face-up ": {"face": "up"}, "face-down ": {"face": "down"},
       "face-down Defense Position ": {"face": "down"},
       "face-up Attack Position ": {"face": "up", "position": "attack"},
       "Attack Position ": {"position": "attack"},
       "face-up Defense Position ": {"face": "up", "position": "defense"}}
TO = {"Attack": "attack", "face-up Attack": "attack", "Defense": "defense",
      "face-up Defense": "face_up_defense", "face-down Defense": "set",
      "face-up Attack or Defense": "attack_or_defense"}  # the player's choice (9-2-7)
CHANGE = re.compile(r"^(?P<optional>[Yy]ou can )?[Cc]hange 1 (?P<other>other )?(?P<now>face-up "
                    r"Attack Position |face-up Defense Position |face-down Defense Position |"
                    r"Attack Position |face-up |face-down )?" + described.words(FIELD_KINDS)
                    + r"(?P<noun>monster|Monster) (?P<whose>your opponent controls|you control|"
                    r"on the field) to (?P<to>face-up Attack or Defense|(?:face-up |face-down )?"
                    r"(?:Attack|Defense)) Position\.$")

# "Change the battle position of 1 monster on the field." (Gagaga Ganbara Knight's option): to
# the other position, as the targeted "Change its battle position" (9-2-7)
SWITCH = re.compile(r"^(?P<optional>[Yy]ou can )?[Cc]hange the battle position of 1 (?P<other>"
                    r"other )?(?P<now>face-up |face-down )?" + described.words(FIELD_KINDS)
                    + r"(?P<noun>monster|Monster) (?P<whose>your opponent controls|you control|"
                    r"on the field)\.$")


def read(text: str) -> list[Fields] | None:
    """The `choose` step, or None when the sentence is not one of these wordings."""
    found = CONTROL.match(text)
    if found is not None:
        until = "end_phase" if found.group("until") else "while_face_up" if found.group(
            "while") else "none"  # given back when this card is not face-up (3-10-6)
        step = _described(found, {"do": "take_control", "player": "opponent", "until": until})
        if step is not None and found.group("face"):
            step["face"] = "up"
        if step is not None and found.group("name"):
            step["with_counter"] = found.group("name")  # only a face-up card holds one (4-8-1)
        return None if step is None else [{"choose": step}]
    found = CHANGE.match(text) or SWITCH.match(text)
    to = found.groupdict().get("to") if found is not None else None
    if found is None or to is not None and to not in TO:
        return None
    step = _described(found, {"do": "change_position", "player": WHOSE[found.group("whose")],
                              "to": TO[to] if to else "switch", **NOW.get(
                                  found.group("now") or "", {})})
    if step is not None and found.group("other"):
        step["other"] = True
    return None if step is None else [{"choose": step}]


def _described(found: re.Match[str], step: Fields) -> Fields | None:
    """`step` for monsters, with the description's words; None for words not read: "Monster"
    without a kind before it ("an Effect Monster" but "a Warrior monster"), a description of
    a face-down monster."""
    words = described.fields(found, True)
    if words is None or (found.group("noun") == "Monster") != bool(found.group("kind")):
        return None
    if words and step.get("face") == "down":
        return None  # a face-down monster shows no name, Type or Level (9-1-3)
    step = {**step, "what": "monsters", **words}
    if found.group("optional"):
        step["optional"] = True
    return step
