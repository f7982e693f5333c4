"""An activation condition with a part joined at its end that the readers of the whole condition
do not hold, taken off so that they read the rest, then added to what they make of it:

- a state of the board ("When your opponent activates a card or effect, while you control a
  WIND monster (Quick Effect)", "Once per turn, if you control no other monsters", "During
  your opponent's Main Phase, if you control a "Windwitch" monster ..."): the effect's `if`,
  which must hold as the effect is activated (5-2-4), whatever kind of effect the rest makes;
- where this card is ("During your Main Phase, if this card is in your GY", "If you control a
  "Borrel" Link Monster while this card is in your GY", "During the End Phase, if this card is
  in your hand or GY"): the effect's `from` (5-1-7), only where the rest is an Ignition or a
  Quick Effect, or the Trigger Effect of a phase: an event of another card would ask whether
  this card was there before it (condition_events._there_before), which the readers of such
  events say themselves;
- a turn or a phase put before a Quick Effect's own condition ("During your opponent's turn,
  when your opponent activates a Spell Card (Quick Effect)", the older "During either player's
  turn, when a Trap Card is activated"): the rest read as that Quick Effect, its `during` the
  turn or phase named (5-1-4), checked as it is activated like any Quick Effect's.

Standard library only. The joints are fixed words found by a plain search from the right; each
split is read whole by the caller; no pattern backtracks.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import conditions_shapes
from cards.ygo.monster_conditions import OPTIONAL_ONLY as PHASES

Fields = dict[str, Any]

# the closing words kept on the head: its kind and when it is not activated (5-1-4, 12-4-12)
TAILS = (" (Quick Effect)", " (except during the Damage Step)")
# the words that join a state to the condition before it
JOINTS = (", while ", " while ", ", and if ", ", if ", ", and ", " and ")
# where this card is as it is activated (5-1-7), the format's `from`
ZONES: dict[str, Any] = {
    "GY": "graveyard", "Graveyard": "graveyard", "hand": "hand",
    "hand or GY": ["hand", "graveyard"], "hand or Graveyard": ["hand", "graveyard"],
}
# the turn or phase a Quick Effect is limited to, as the format's `during` ("": any turn)
DURING = {"either player's turn": "", "your opponent's turn": "opponent_turn",
          "your turn": "your_turn", "the Battle Phase": "battle_phase",
          "either player's Battle Phase": "battle_phase",
          "your opponent's Battle Phase": "opponent_battle_phase",
          "the Main Phase": "main_phase", "either player's Main Phase": "main_phase",
          "your opponent's Main Phase": "opponent_main_phase"}
TIMED = re.compile(r"^(?P<once>Once per turn, )?[Dd]uring (?P<when>either player's (?:turn|Battle "
                   r"Phase|Main Phase)|your opponent's (?:turn|Battle Phase|Main Phase)|your "
                   r"turn|the Battle Phase|the Main Phase), (?P<start>when|if) (?P<rest>.+)$")
QUICK = " (Quick Effect)"
WHERE = re.compile(r"^this card is in (?:your|the) (?P<zone>GY|Graveyard|hand or GY|"
                   r"hand or Graveyard|hand)$")


def split(condition: str) -> list[tuple[str, Fields]]:
    """Each way of reading the condition as a head and a joined part: (the head with its
    closing words, the fields the joined part adds), the last joint first."""
    core, closing = condition, ""
    for tail in TAILS:
        if core.endswith(tail):
            core, closing = core[:-len(tail)], tail + closing
    out: list[tuple[str, Fields]] = []
    for joint in JOINTS:
        at = core.rfind(joint)
        if at <= 0:
            continue
        head, part = core[:at], core[at + len(joint):]
        added = _joined(part)
        if added is not None:
            out.append((head + closing, added))
    return sorted(out, key=lambda pair: -len(pair[0]))


def _joined(part: str) -> Fields | None:
    where = WHERE.match(part)
    if where is not None:
        return {"from": ZONES[where.group("zone")]}
    # activated from the field or not is said by the head's `from`: "other" is checked by
    # `joined` below, with the head read
    state = conditions_shapes.board_state(part, True)
    return {"if": state, "_other": "monsters_max" in state} if state else None


def joined(fields: Fields | None, added: Fields) -> Fields | None:
    """The head's fields with the joined part added, or None when they do not go together."""
    if fields is None:
        return None
    if "from" in added:
        phase = fields.get("type") == "trigger" and fields.get("event") in PHASES
        if "from" in fields or fields.get("type") not in ("ignition", "quick") and not phase:
            return None
        return {**fields, "from": added["from"]}
    if added["_other"] and fields.get("from", "field") != "field":
        return None  # "no other monsters": this card among them only on the field
    held = fields.get("if", {})
    if held.keys() & added["if"].keys():
        return None  # two parts that say the same key are not read
    return {**fields, "if": {**held, **added["if"]}}


def timed(condition: str) -> tuple[str, str] | None:
    """("[Once per turn, ]When ... (Quick Effect)", the `during` of the turn or phase named) of
    a condition that names one before the rest, or None."""
    found = TIMED.match(condition)
    if found is None:
        return None
    rest = found.group("rest")
    quick = rest if rest.endswith(QUICK) else rest + QUICK  # the older words leave it unsaid
    start = found.group("start")
    head = f"Once per turn, {start} {quick}" if found.group("once") \
        else f"{start.capitalize()} {quick}"
    return head, DURING[found.group("when")]


def with_during(fields: Fields | None, during: str) -> Fields | None:
    """The Quick Effect's fields limited to the turn or phase (5-1-4), or None when the rest is
    not a Quick Effect or is limited already."""
    if fields is None or fields.get("type") != "quick" or fields.get("during"):
        return None
    return {**fields, "during": during} if during else fields

