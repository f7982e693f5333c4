"""A monster that cannot be destroyed for the rest of the turn by an effect that resolves
(5-3-17), read into the scenario format's `indestructible_turn` step, or refused.

Standard library only. "This card cannot be destroyed by battle or card effects this turn."
and "this turn, this card cannot be destroyed by battle." (a monster effect's own words, the
monster itself: `{indestructible_turn: {card: self, by: any|battle|effect}}`,
self_steps.SELF) and "it cannot be destroyed by battle or card effects this turn." /
"this turn, that target cannot be destroyed by card effects." on the targeted monster on the
field (`{card: chosen}`). "this turn" is said once, before ("for the rest of this turn, ",
"until the end of this turn, ") or after; a protection with no
end ("it cannot be destroyed by battle.") or for a while longer ("until the end of your
opponent's next turn") is not one of these. Patterns are anchored, no nested quantified group:
linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

BY = {"battle": "battle", "card effects": "effect", "battle or card effects": "any",
      "battle or by card effects": "any"}
BY_WORDS = "|".join(re.escape(words) for words in BY)
# the same end of the turn said first (7-7-3)
TURN_FIRST = r"(?:[Tt]his turn|[Ff]or the rest of this turn|[Uu]ntil the end of this turn), "


def _pattern(subject: str, by: str = BY_WORDS) -> re.Pattern[str]:
    """"this turn, SUBJECT cannot be destroyed by ..." or "SUBJECT cannot be destroyed by ...
    this turn" ("this turn" said exactly once)."""
    return re.compile(rf"^(?:{TURN_FIRST}{subject} cannot be destroyed by (?P<by>{by})|"
                      rf"{subject} cannot be destroyed by (?P<by_last>{by}) this turn)\.$")


TARGET_WORDS = _pattern(r"(?:[Ii]t|[Tt]hat (?:target|monster|face-up monster))")
# the monster itself, on the field as its effect resolves (the engine checks where it is)
SELF = tuple((_pattern("[Tt]his card", re.escape(words)),
              {"indestructible_turn": {"card": "self", "by": by}}, None)
             for words, by in BY.items())


def on_target(text: str, spec: Fields) -> list[Fields] | None:
    """The step on the targeted monster on the field, or None."""
    if spec.get("what") != "monster" or spec.get("zone") != "field":
        return None
    found = TARGET_WORDS.match(text)
    if found is None:
        return None
    by = BY[found.group("by") or found.group("by_last")]
    return [{"indestructible_turn": {"card": "chosen", "by": by}}]
