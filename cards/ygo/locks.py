"""Continuous Spells and Traps whose text keeps monsters from attacking while they are
face-up (12-3-14), read into the scenario format's `attack_lock`, or nothing.

Standard library only. "Level 4 or higher monsters cannot attack." (Gravity Bind), "Monsters
with 1500 or more ATK cannot declare an attack." (Messenger of Peace), "Insect monsters your
opponent controls cannot declare an attack.", "While this card is face-up on the field, your
opponent's monsters cannot declare an attack.": whose monsters, a Level bound, an ATK bound, a
Type; "Monsters cannot attack the turn they are (Normal or Special) Summoned." only those so
Summoned this turn (`summoned_turn`). The card's activation does nothing more (its `effect` is
empty); its other sentences are returned under `left` and named as not applied, and a card
whose text limits its activation ("Activate this card by ...", "Activate only ...") is not
read. Anchored patterns, no nested quantified group.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct

LOCK = re.compile(r"^(?:While this card is face-up on the field, )?(?:Level (?P<level>\d+) or "
                  r"(?P<way>higher|lower) )?(?P<type>[A-Z][a-z]+(?:-[A-Z][a-z]+)? )?"
                  r"(?P<whose_before>[Yy]our opponent's |[Yy]our )?[Mm]onsters(?: with "
                  r"(?P<atk>\d+) or (?P<atk_way>more|less) ATK)?(?: (?P<whose>your opponent "
                  r"controls|you control))? cannot (?:attack|declare an attack)(?P<summoned> the "
                  r"turn they are (?P<how>Normal or Special )?Summoned)?\.$")
WHOSE = {"your opponent controls": "opponent", "you control": "controller",
         "your opponent's ": "opponent", "your ": "controller"}
LIMITING = re.compile(r"^(?:Activate this card|Activate only|You can only control|You can only "
                      r"activate)")
# Types a lock may name ("Insect monsters ..."); anything else before "monsters" is not read
TYPES = ("Aqua", "Beast", "Beast-Warrior", "Cyberse", "Dinosaur", "Dragon", "Fairy", "Fiend",
         "Fish", "Insect", "Machine", "Plant", "Psychic", "Pyro", "Reptile", "Rock",
         "Spellcaster", "Thunder", "Warrior", "Wyrm", "Zombie")


def lock(text: str) -> dict[str, Any] | None:
    """The `attack_lock` of one sentence, or None."""
    found = LOCK.match(text)
    if found is None:
        return None
    kind = (found.group("type") or "").strip()
    before, after = found.group("whose_before"), found.group("whose")
    if kind and kind not in TYPES or before and after:
        return None
    fields: dict[str, Any] = {}
    whose = after or (before.lower() if before else "")
    if whose:
        fields["player"] = WHOSE[whose]
    if found.group("level"):
        key = "level_min" if found.group("way") == "higher" else "level_max"
        fields[key] = int(found.group("level"))
    if found.group("atk"):
        key = "atk_min" if found.group("atk_way") == "more" else "atk_max"
        fields[key] = int(found.group("atk"))
    if kind:
        fields["type"] = kind
    if found.group("summoned"):  # only in the turn they arrive (12-3-14)
        fields["summoned_turn"] = "normal_or_special" if found.group("how") else "summoned"
    return fields


def encode_continuous(breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """A Continuous Spell's or Trap's fields when one of its sentences is a lock; its other
    sentences under `left`; None when none is, or its activation is limited."""
    found: dict[str, Any] | None = None
    left = []
    for effect in breakdown.effects:
        if LIMITING.match(effect.text):
            return None
        read = lock(effect.text) if effect.kind == "continuous" and found is None else None
        if read is None:
            left.append(effect.text)
        else:
            found = read
    if found is None or any(LIMITING.match(limit) for limit in breakdown.limits):
        return None
    fields: dict[str, Any] = {"attack_lock": found, "effect": []}
    if left or breakdown.limits:
        fields["left"] = left + list(breakdown.limits)
    return fields
