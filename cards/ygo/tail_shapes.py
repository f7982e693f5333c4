"""Actions of the long tail, read into the scenario format's steps: a second attack this turn
(`second_attack`, 12-3-4), cards discarded at random from a hand (`discard_random`, 5-3-21)
and a monster's own battle position switched (`change_position`, 9-2-7).

Standard library only. "It can make a second attack during each Battle Phase this turn." gives
the targeted monster (or "This card ...", the monster itself) two attacks this turn; "Discard
1 random card from your opponent's hand." discards a card no player chooses. Patterns are
anchored, with no quantified group inside another: linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

SECOND = re.compile(r"^(?:[Ii]t can make a second attack during each Battle Phase this turn|"
                    r"[Tt]his turn, it can attack twice during each Battle Phase)\.$")
# the monster itself, on the field as its effect resolves (moves_shapes.Self; no zone: a
# Trigger Effect on its own Summon is read too, the engine checks where it is)
SELF = ((re.compile(r"^[Tt]his card can make a second attack during each Battle Phase this "
                    r"turn\.$"), {"second_attack": {"card": "self"}}, None),
        # Attack to Defense or back (9-2-7); the engine checks it is on the field, face-up
        (re.compile(r"^(?:Change the battle position of this card|[Cc]hange this card's battle "
                    r"position)\.$"), {"change_position": {"card": "self", "to": "switch"}},
         None))
RANDOM = re.compile(r"^(?:[Dd]iscard (?P<n>\d+) random cards? from (?:your opponent's|their) "
                    r"hand|[Mm]ake your opponent discard (?P<m>\d+) random cards?|[Yy]our "
                    r"opponent discards (?P<k>\d+) random cards?)\.$")


def on_target(text: str, spec: Fields) -> list[Fields] | None:
    """A step on the targeted monster on the field, or None."""
    if SECOND.match(text) and spec.get("what") == "monster" and spec.get("zone") == "field":
        return [{"second_attack": {"card": "chosen"}}]
    return None


# "Your opponent draws 2 cards." (5-3-6); "Each player takes 500 damage." (5-3-10)
OPPONENT_DRAWS = re.compile(r"^[Yy]our opponent draws (?P<n>\d+) cards?\.$")
EACH_TAKES = re.compile(r"^[Ee]ach player takes (?P<n>\d+) damage\.$")


def read(text: str) -> list[Fields] | None:
    """A step with no target, or None."""
    drawing = OPPONENT_DRAWS.match(text)
    if drawing is not None:
        return [{"opponent_draws": int(drawing.group("n"))}]
    taking = EACH_TAKES.match(text)
    if taking is not None:
        return [{"damage": {"player": "both", "amount": int(taking.group("n"))}}]
    found = RANDOM.match(text)
    if found is not None:
        count = int(found.group("n") or found.group("m") or found.group("k"))
        return [{"discard_random": {"player": "opponent", "count": count}}]
    return None
