"""Every face-up monster of a kind a player controls gaining or losing ATK until the end of the
turn, read into the scenario format's `atk_all` step (mass_atk.py; 4-2-5, 7-7-3, 5-3-20): "All
"Destiny HERO" monsters you currently control gain 800 ATK until the end of this turn.", "You
can make all monsters your opponent currently controls lose 1000 ATK until the end of this
turn.", "All face-up Beast monsters you control gain 200 ATK for each Beast monster you
control, until the end of this turn.", "... lose 500 ATK/DEF ..." (`def` too); with no time
said, `lasting`, where the words say the change is made once, to the monsters there as it
resolves ("currently", "make ... gain", "(even if this card leaves the field)"): "All "Arcana
Force" monsters you control gain 500 ATK." after a coin toss applies while that card is face-up,
not a change made once.

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
                      r"(?P<whose>you|your opponent) (?P<now>currently )?controls? "
                      r"(?P<verb>gains?|loses?) (?P<n>\d+) (?P<stat>ATK/DEF|ATK and DEF|ATK)"
                      r"(?: for each (?P<count>[^,.]+?))?(?P<turn>,? until the end of this turn|, "
                      r"for the rest of this turn)?(?P<even> \(even if this card leaves the "
                      r"field\))?\.$")


# "double the ATK of all "Numeron" monsters you currently control, until the end of this turn":
# each monster's own current ATK (4-2-7)
MASS_SCALE = re.compile(r"^(?P<verb>[Hh]alve|[Dd]ouble) the (?P<stat>ATK/DEF|ATK and DEF|ATK) of "
                        r"all (?P<which>[^.;:,]*?[Mm]onsters) (?P<whose>you|your opponent) "
                        r"(?:currently )?controls?,? until the end of this turn\.$")


def read(text: str, read_all: Callable[[str], list[Fields] | None]) -> list[Fields] | None:
    """The `atk_all` step, or None when the sentence is not this shape."""
    found = MASS_ATK.match(text)
    if found is None:
        return _scaled(text, read_all)
    if found.group("verb").endswith("s"):
        return None  # "gains": a sentence about one monster, not every one
    narrowed = _narrowed(found, read_all)
    if narrowed is None:
        return None
    sign = -1 if found.group("verb").startswith("lose") else 1
    step: Fields = {**narrowed, "amount": sign * int(found.group("n"))}
    if found.group("stat") != "ATK":  # "lose 500 ATK/DEF": the DEF too (4-2-5)
        step["def"] = step["amount"]
    if not found.group("turn"):  # no time said: while each stays face-up (4-2-5)
        if not (found.group("now") or found.group("make") or found.group("even")):
            return None  # "All X monsters you control gain 500 ATK.": maybe a lasting effect's
        step["lasting"] = True
    if found.group("count"):
        counted = tally_shapes.counted_cards(found.group("count").replace("currently ", ""))
        if counted is None:
            return None
        step["for_each"] = counted
    return [{"atk_all": step}]


def _narrowed(found: re.Match[str], read_all: Callable[[str], list[Fields] | None]) \
        -> Fields | None:
    """The monsters, as "Destroy all ..." of the same words takes them."""
    whose = "you control" if found.group("whose") == "you" else "your opponent controls"
    # only a face-up monster has an ATK to change (the engine takes those): "face-up" says no more
    which = found.group("which").replace("face-up ", "").replace("Face-up ", "")
    which = "monsters" if which == "Monsters" else which
    steps = read_all(f"Destroy all {which} {whose}.")
    if steps is None or len(steps) != 1 or "destroy_all" not in steps[0] \
            or steps[0]["destroy_all"].get("what") != "monsters":
        return None
    narrowed: Fields = steps[0]["destroy_all"]
    return narrowed


def _scaled(text: str, read_all: Callable[[str], list[Fields] | None]) -> list[Fields] | None:
    """"double the ATK of all ... until the end of this turn": `scale` (and `scale_def`)."""
    found = MASS_SCALE.match(text)
    narrowed = None if found is None else _narrowed(found, read_all)
    if found is None or narrowed is None:
        return None
    scale = "half" if found.group("verb").lower() == "halve" else "double"
    step: Fields = {**narrowed, "scale": scale}
    if found.group("stat") != "ATK":
        step["scale_def"] = scale
    return [{"atk_all": step}]
