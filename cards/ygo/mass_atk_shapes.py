"""Every face-up monster of a kind a player controls gaining or losing ATK until the end of the
turn, read into the scenario format's `atk_all` step (mass_atk.py; 4-2-5, 7-7-3, 5-3-20): "All
"Destiny HERO" monsters you currently control gain 800 ATK until the end of this turn.", "You
can make all monsters your opponent currently controls lose 1000 ATK until the end of this
turn.", "All face-up Beast monsters you control gain 200 ATK for each Beast monster you
control, until the end of this turn.", "... lose 500 ATK/DEF ..." (`def` too).

Standard library only. Which monsters is read as "Destroy all ..." of the same words is read
(`read_all` is given that reader: mass_shapes / shapes.ALL), so the two take the same cards;
what "for each" counts as tally_shapes reads it. DEF alone, "they control" (whose?) and any
other duration are not read. Patterns are anchored, with no quantified group inside another: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.ygo import tally_shapes

Fields = dict[str, Any]

# "(even if this card leaves the field)": the change is the monsters' own, whatever the card does
MASS_ATK = re.compile(r"^(?:(?P<make>[Mm]ake |[Hh]ave )?[Aa]ll )?(?P<which>[^.;:,]*?[Mm]onsters) "
                      r"(?P<whose>you|your opponent) (?:currently )?controls? "
                      r"(?P<verb>gains?|loses?) (?P<n>\d+) (?P<stat>ATK/DEF|ATK and DEF|ATK)"
                      r"(?: for each (?P<count>[^,.]+))?,? "
                      r"until the end of this turn(?: \(even if this card leaves the field\))?\.$")


def read(text: str, read_all: Callable[[str], list[Fields] | None]) -> list[Fields] | None:
    """The `atk_all` step, or None when the sentence is not this shape."""
    found = MASS_ATK.match(text)
    if found is None:
        return None
    if found.group("verb").endswith("s"):
        return None  # "gains": a sentence about one monster, not every one
    whose = "you control" if found.group("whose") == "you" else "your opponent controls"
    # only a face-up monster has an ATK to change (the engine takes those): "face-up" says no more
    which = found.group("which").replace("face-up ", "").replace("Face-up ", "")
    which = "monsters" if which == "Monsters" else which
    steps = read_all(f"Destroy all {which} {whose}.")
    if steps is None or len(steps) != 1 or "destroy_all" not in steps[0]:
        return None
    sign = -1 if found.group("verb").startswith("lose") else 1
    step: Fields = {**steps[0]["destroy_all"], "amount": sign * int(found.group("n"))}
    if found.group("stat") != "ATK":  # "lose 500 ATK/DEF": the DEF too (4-2-5)
        step["def"] = step["amount"]
    if step.get("what") != "monsters":
        return None
    if found.group("count"):
        counted = tally_shapes.counted_cards(found.group("count").replace("currently ", ""))
        if counted is None:
            return None
        step["for_each"] = counted
    return [{"atk_all": step}]
