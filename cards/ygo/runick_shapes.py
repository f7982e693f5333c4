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
