"""A monster allowed to attack directly for the rest of the turn by an effect that resolves
(12-3-10), read into the scenario format's `direct_attack_turn` step, or refused.

Standard library only. "This card can attack directly this turn." (a monster effect's own
words, the monster itself: `{direct_attack_turn: {card: self}}`, self_steps.SELF) and "It
can attack your opponent directly this turn." on the targeted monster on the field (`{card:
chosen}`). "Directly" with or without "your opponent" says the same. A later part after a step
that did something to the same monster ("halve its ATK, and if you do, it can attack directly
this turn") is clauses.py's to refuse or read. Patterns are anchored: linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

# the monster itself, on the field as its effect resolves (the engine checks where it is)
SELF = ((re.compile(r"^[Tt]his card can attack (?:your opponent )?directly this turn\.$"),
         {"direct_attack_turn": {"card": "self"}}, None),)
ON_TARGET = re.compile(r"^(?:[Ii]t|[Tt]hat (?:target|monster)) can attack (?:your opponent )?"
                       r"directly this turn\.$")


def on_target(text: str, spec: Fields) -> list[Fields] | None:
    """The step on the targeted monster on the field, or None."""
    if ON_TARGET.match(text) and spec.get("what") == "monster" and spec.get("zone") == "field":
        return [{"direct_attack_turn": {"card": "chosen"}}]
    return None
