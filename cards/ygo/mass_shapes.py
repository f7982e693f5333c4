"""Every card of a kind destroyed at once, in the wordings shapes.ALL leaves (5-3-1): "Destroy
all other monsters on the field." (`other`: never the card whose effect it is), "Destroy all
face-up monsters your opponent controls." (`face: up`), "Destroy all Set Spells/Traps your
opponent controls." (`face: down`), "Destroy all other face-up Attack Position monsters on the
field." (`position: attack`) and monsters described ("Destroy all Machine monsters on
the field.": the words described.py reads; only a face-up monster shows them, 9-1-3), read into
the scenario format's `destroy_all` step; the same words returning the cards to the hand
("Return all other cards on the field to the hand.", 5-3-11), its `return_all` step.

Standard library only. Anything else ("except ...", "with ATK less than or equal to this
card's", "Special Summoned") is not read. Patterns are anchored, with no quantified group
inside another: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import column_shapes, counter_holder_shapes, described, face_down_mass

Fields = dict[str, Any]

WHOSE = {"your opponent controls": "opponent", "you control": "controller",
         "on the field": "both"}
WHAT = {"monsters": "monsters", "cards": "cards", "Spells/Traps": "spells_traps",
        "Spell/Trap Cards": "spells_traps", "Spells and Traps": "spells_traps",
        "Spell and Trap Cards": "spells_traps"}
KINDS = (r"(?P<what>monsters|cards|Spells/Traps|Spell/Trap Cards|Spells and Traps|Spell and "
         r"Trap Cards)")
# "Destroy all monsters on the field, except this card.": the older place of `other`
# "Destroy all other face-up Attack Position monsters on the field.": `position: attack` (an
# Attack Position monster is face-up in any case, 9-1-1)
MASS = re.compile(r"^[Dd]estroy all (?P<other>other )?(?:(?P<face>face-up |Set )|(?:face-up )?"
                  r"(?P<position>Attack Position ))?" + described.words() + KINDS
                  + r" (?P<whose>your opponent controls|you control|on the field)"
                  r"(?P<except_self>, except this card)?\.$")
# "Return all other cards on the field to the hand.", "Return all Set Spells/Traps on the field
# to the hand.", "Return all face-up Spells and Traps from the field to the hand." (5-3-11)
BACK = re.compile(r"^[Rr]eturn all (?P<other>other )?(?P<face>face-up |Set )?"
                  + described.words() + KINDS + r" (?:(?P<whose>your opponent controls|you "
                  r"control|on the field)|(?P<field>from the field)) to the hand\.$")


def read(text: str) -> list[Fields] | None:
    """The `destroy_all` or `return_all` step, or None when the sentence is not one of these
    wordings."""
    held = counter_holder_shapes.read(text)  # "all monsters with an Ice Counter(s)" (4-8-11)
    if held is not None:
        return held
    beside = column_shapes.beside_mass(text)  # "... in the same columns as your "X" monsters"
    if beside is not None:
        return beside
    scales = column_shapes.scale_columns_mass(text)  # the Sumo Spirits (3-11-1)
    if scales is not None:
        return scales
    spared = face_down_mass.read(text)  # "all face-down and non-LIGHT monsters" (9-1-5)
    if spared is not None:
        return spared
    found = MASS.match(text)
    if found is not None:
        step = _narrowed(found)
        return None if step is None else [{"destroy_all": step}]
    found = BACK.match(text)
    if found is not None:
        step = _narrowed(found)
        return None if step is None else [{"return_all": {"to": "hand", **step}}]
    return None


def _narrowed(found: re.Match[str]) -> Fields | None:
    """Whose, what, and what narrows it: `other`, `face`, a description of monsters; None
    when nothing narrows it (shapes.py reads that) or the words are not read."""
    what = WHAT[found.group("what")]
    step = narrowing(found, what, {"player": WHOSE[found.group("whose") or "on the field"],
                                   "what": what})
    if step is None or len(step) == 2:
        return None  # nothing more than shapes.ALL and shapes.RETURN_ALL read
    return step


def narrowing(found: re.Match[str], what: str, step: Fields) -> Fields | None:
    """`step` with what narrows the cards it covers ("all", or one chosen: chosen_shapes.py): a
    description of monsters, `other` ("other", "except this card"), `face` ("face-up", "Set");
    None when the words are not read."""
    words = described.fields(found, what == "monsters")
    if words is None or words and what != "monsters":
        return None  # a description of Spells and Traps: not a shape the format holds
    step.update(words)
    if found.group("other") or found.groupdict().get("except_self"):
        step["other"] = True
    face = found.group("face")
    if face == "Set " and what != "spells_traps" or face and words:
        return None  # "Set cards" with face-down monsters or not, "face-up Machine": not read
    if face:
        step["face"] = "down" if face == "Set " else "up"
    if found.groupdict().get("position"):
        if what != "monsters":
            return None
        step["position"] = "attack"
    return step
