"""Attacks on monsters allowed for the rest of the turn by an effect that resolves (12-3-25),
read into the scenario format's `monster_attacks_turn` step, or refused.

Standard library only. "This card can make up to 2 attacks on monsters during each Battle Phase
this turn." (a monster effect's own words, the monster itself: `{monster_attacks_turn: {card:
self, count: 2}}`, self_steps.SELF) and "it can make up to 2 attacks on monsters during each
Battle Phase this turn." on the targeted monster on the field (`{card: chosen, count: 2}`).
"During this Battle Phase" (one Battle Phase only) is another effect, left unread. Patterns are
anchored, with no quantified group inside another: linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

COUNTS = (2, 3)  # the numbers printed in these words


def _self(n: int) -> tuple[re.Pattern[str], Fields, None]:
    """The monster itself, on the field as its effect resolves (the engine checks where)."""
    return (re.compile(rf"^[Tt]his card can make up to {n} attacks on monsters during each "
                       r"Battle Phase this turn\.$"),
            {"monster_attacks_turn": {"card": "self", "count": n}}, None)


SELF = tuple(_self(n) for n in COUNTS)
ON_TARGET = re.compile(r"^(?:[Ii]t|[Tt]hat (?:target|monster)) can make up to (?P<n>[23]) "
                       r"attacks on monsters during each Battle Phase this turn\.$")


def on_target(text: str, spec: Fields) -> list[Fields] | None:
    """The step on the targeted monster on the field, or None."""
    found = ON_TARGET.match(text)
    if found and spec.get("what") == "monster" and spec.get("zone") == "field":
        return [{"monster_attacks_turn": {"card": "chosen", "count": int(found.group("n"))}}]
    return None
