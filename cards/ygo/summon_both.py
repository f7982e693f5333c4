"""A monster effect that Special Summons its own card from the hand together with one card it
describes (8-7-3), read into the scenario format's `fetch` to the field with `with_self: true`,
or refused.

Standard library only. "Special Summon both this card from your hand and 1 "Impcantation"
monster from your Deck, except "Impcantation Bookstone"." and "Special Summon both this card
and 1 Level 1 Winged Beast monster from your hand." (the place said once, for both): the
described card is fetch_shapes.py's "Special Summon 1 ... from your ...", and the monster itself
comes from the hand, where its Ignition or Quick Effect is activated. Both are Special Summoned
in one act or neither is (8-7-3). A Summon with riders on "both" or "their effects" ("in
Defense Position", "but negate their effects"), the monster itself from elsewhere than the hand,
or two described cards ("both 1 "X" and 1 "Y"") stay unread. The pattern is anchored, with no
nested quantified group: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import fetch_shapes

Fields = dict[str, Any]

BOTH = re.compile(r"^Special Summon both this card(?P<own> from your hand)? and (?P<rest>1 .+)$")
# what the described card may carry for this reading: its description, not a rider
RIDERS = ("position", "negated", "lock_name", "optional", "count", "up_to")


def action(text: str, aimed: Fields, fields: Fields) -> list[Fields] | None:
    """The `fetch` with `with_self` of "Special Summon both this card ... and 1 ...", or None;
    the effect is then activated from the hand (`fields["from"]`, set here)."""
    found = BOTH.match(text)
    if found is None or aimed or fields.get("type") not in ("ignition", "quick") \
            or fields.get("from", "field") not in ("field", "hand"):
        return None  # ("field": no zone said yet, the default of an Ignition Effect)
    steps = fetch_shapes.read(f"Special Summon {found.group('rest')}")
    if steps is None or len(steps) != 1:
        return None
    step = steps[0]["fetch"]
    if step["to"] != "field" or any(key in step for key in RIDERS):
        return None
    # "both this card and 1 ... from your hand": the place is said for both, the hand only
    if not found.group("own") and step.get("from") != ["hand"]:
        return None
    fields["from"] = "hand"
    return [{"fetch": {**step, "with_self": True}}]
