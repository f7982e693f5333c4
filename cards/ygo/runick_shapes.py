"""The Runick Quick-Play Spells' words, read into the scenario format, or refused.

Standard library only. Three wordings, each also usable by any card that prints it:

- "Banish the top 3 cards of your opponent's Deck." (also "... of your Deck", "you banish the
  top 4 cards of their Deck" after "Your opponent draws 1 card, then"): `{banish_top:
  {player: opponent|controller, count: N}}`, the cards no player chooses, banished face-up
  (3-7-3, 3-9-1); "face-down" is not this shape and stays unread;
- "Special Summon 1 "Runick" monster from your Extra Deck to the Extra Monster Zone.":
  `{extra_zone_summon: {what: monster, archetype: Runick}}`, the monster named by the
  activation, Special Summoned by the effect (not by its own procedure, so not properly
  summoned, 8-4-5) into an Extra Monster Zone only (3-3-5); the description is the one
  fetch_shapes.py reads of the same monster from the Deck;
- "Target 1 Special Summoned monster your opponent controls": the target as target_shapes.py
  reads it without those words, with `special_summoned: true` (on the field only, 5-2-3);
- the choice "Activate 1 of these effects, but skip your next Battle Phase after
  activation;": `header` takes the rider off for modal_shapes.py, and the card gets
  `skip_next_battle: true` (its player skips their next Battle Phase once the card is
  activated, whatever then becomes of it, 7-1-6).

Patterns are anchored and hold no quantified group inside another: linear.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any

from cards.ygo import fetch_shapes, psct

Fields = dict[str, Any]

BANISH_TOP = re.compile(r"^(?:[Yy]ou )?[Bb]anish the top (?:(?P<n>\d+) cards|card) of "
                        r"(?P<whose>your|your opponent's|their) Deck\.$")
# "their Deck": the opponent the effect speaks of ("Your opponent draws 1 card, then ...")
WHOSE = {"your": "controller", "your opponent's": "opponent", "their": "opponent"}
EXTRA_ZONE = re.compile(r"^Special Summon 1 (?P<what>[^,;()]+?) from your Extra Deck to the "
                        r"Extra Monster Zone\.$")
SKIP = ", but skip your next Battle Phase after activation"
HEADER = f"Activate 1 of these effects{SKIP}"
# "Target 1 Special Summoned monster your opponent controls" (Runick Flashing Fire): a monster on
# the field that arrived there by a Special Summon; the rest read as any target is
SPECIAL = re.compile(r"^(?P<head>[Tt]arget (?:1|up to [2-5]|[2-5]) (?:face-up )?)Special Summoned "
                     r"(?P<rest>[^;]+)$")


def read(text: str) -> list[Fields] | None:
    """The step of one of the sentences above, or None."""
    found = BANISH_TOP.match(text)
    if found is not None:
        count = int(found.group("n") or 1)
        return [{"banish_top": {"player": WHOSE[found.group("whose")], "count": count}}] \
            if count >= 1 else None
    found = EXTRA_ZONE.match(text)
    if found is None:
        return None
    steps = fetch_shapes.read(f"Special Summon 1 {found.group('what')} from your Deck.")
    if steps is None or len(steps) != 1 or "fetch" not in steps[0]:
        return None
    step = dict(steps[0]["fetch"])
    if step.pop("to", None) != "field" or set(step) & {"from", "position", "negated",
                                                       "optional", "lock_name"}:
        return None
    return [{"extra_zone_summon": step}]


def header(effect: psct.Effect) -> tuple[psct.Effect, bool]:
    """The effect without the rider "but skip your next Battle Phase after activation" on its
    choice of options, and whether it had it; a Spell's own, read by encoding.py only."""
    if not effect.options or effect.cost != HEADER or effect.target:
        return effect, False
    plain = "Activate 1 of these effects"
    return dataclasses.replace(effect, cost=plain, text=effect.text.replace(SKIP, "", 1)), True


def without_special(text: str) -> str | None:
    """The target's words without "Special Summoned", for target_shapes.py; None when it does
    not say it."""
    found = SPECIAL.match(text)
    return found.group("head") + found.group("rest") if found is not None else None


def special_target(aimed: Fields | None) -> Fields | None:
    """The target read without "Special Summoned", narrowed to monsters on the field that
    arrived by a Special Summon (`special_summoned: true`, 5-2-3); None for anything else."""
    spec = (aimed or {}).get("target")
    if not spec or spec.get("zone") != "field" or spec.get("what") != "monster":
        return None
    return {**(aimed or {}), "target": {**spec, "special_summoned": True}}
