"""One action that raises a monster's Level and its ATK at once: "increase this card's Level by
2 and ATK by 600, until the End Phase." (Wind-Up Dog), "increase its Level by 1 and its ATK by
600, until the End Phase." (Wind-Up Warrior, on its target), "You can increase this card's Level
by 1 and ATK by 500." (no time said: lasting while it is face-up, 4-2-5). Read into the two
steps the single changes read into, in that order: `{level: {card, by, until}}` (4-2-2) and
`{atk: {target, amount, until | lasting}}` (4-2-5, 7-7-3), both on the same card.

Standard library only; one anchored pattern without nested quantified groups: linear. "its" is
read only when the effect targets (`aimed` holds a target): the monster it names is then the
target, as in the single changes.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

PAIR = re.compile(r"^[Ii]ncrease (?P<who>this card's|its) Level by (?P<level>[1-9]) and (?:its )?"
                  r"ATK by (?P<atk>[1-9]\d*)(?P<until>, until the End Phase)?\.$")


def read(text: str, aimed: Fields) -> list[Fields] | None:
    """The two steps of the sentence, or None."""
    found = PAIR.match(text)
    if found is None:
        return None
    if found.group("who") == "its" and "target" not in aimed:
        return None  # "its" names no monster here
    card = "self" if found.group("who") == "this card's" else "chosen"
    until: Fields = {"until": "end_phase"} if found.group("until") else {}
    level: Fields = {"card": card, "by": int(found.group("level")), **until}
    atk: Fields = {"target": card, "amount": int(found.group("atk")),
                   **(until or {"lasting": True})}
    return [{"level": level}, {"atk": atk}]
