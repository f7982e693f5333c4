""""Special Summon any number of "X" from your Deck." (8-7-1), read as moves_shapes.py reads
"Special Summon up to 5 ...": a `fetch` to the field with `count: 5` and `up_to: true`.

Standard library only. A monster Special Summoned from the hand, the Deck or the GY goes to a
Main Monster Zone, and a player has five: "any number" is never more than five, and each card
named comes while a zone is free (8-7-1), as "up to 5" says (8-7-3). "(s)" after a name ("any
number of "Hero Kid"(s)") is the same name; a quoted name ending in "s" may be a name put in
the plural ("Hyenas" for the card "Hyena"), so it stays unread. Only a Special Summon: "any
number" of cards added or sent, Tokens, and a bound of Levels or of another number ("whose
combined Levels ...", "up to the number of ...") stay with the other readers or unread (the
caller reads the rest, riders and all, as it reads "up to 5"). Patterns are anchored, with no
nested quantified group: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]

ANY = re.compile(r"^(?P<verb>(?:[Yy]ou can )?Special Summon) any number of (?P<rest>.+)$")
NAME_S = re.compile(r'"(?P<name>[^"]+)"\(s\)')
# a name that may be printed in the plural ("Hyenas" for "Hyena", "Giant Germs"): not a name
# the reader can trust, so a quoted name ending in "s" stays unread (never a guess)
PLURAL_NAME = re.compile(r'[^"]s"')
FIVE = 5  # the Main Monster Zones of a player (3-3-1)


def read(text: str, counted: Callable[[str], list[Fields] | None]) -> list[Fields] | None:
    """The `fetch` of "Special Summon any number of ...", through `counted`, the reader of
    "Special Summon up to 5 ..." (moves_shapes._counted), or None."""
    found = ANY.match(text)
    if found is None:
        return None
    verb = found.group("verb")
    rest = NAME_S.sub(lambda named: f'"{named.group("name")}"', found.group("rest"))
    if PLURAL_NAME.search(rest):
        return None
    steps = counted(f"{verb[:1].upper()}{verb[1:]} up to {FIVE} {rest}")
    if steps is None or len(steps) != 1 or steps[0].get("fetch", {}).get("to") != "field":
        return None
    return steps
