"""Every monster destroyed at once but the face-up ones of one Attribute: "destroy all
face-down and non-LIGHT monsters." (the six Spirits of the elements, Radiant Spirit and its
kin), read into the scenario format's `destroy_all` step with `spare_face_up: {attribute:
LIGHT}` (9-1-5): a face-down monster shows no Attribute (9-1-3), so it is destroyed whatever it
is; of the face-up ones only those of that Attribute stay.

Standard library only. The pattern is anchored, with no quantified group inside another:
linear. Anything else around those words ("your opponent controls", a Type) is not read here.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo.described import ATTRIBUTES

Fields = dict[str, Any]

FACE_DOWN_AND_NON = re.compile(rf"^[Dd]estroy all face-down and non-(?P<attribute>{ATTRIBUTES}) "
                               r"monsters(?: on the field)?\.$")


def read(text: str) -> list[Fields] | None:
    """The `destroy_all` step of the sentence, or None when it is not this wording."""
    found = FACE_DOWN_AND_NON.match(text)
    if found is None:
        return None
    return [{"destroy_all": {"player": "both", "what": "monsters",
                             "spare_face_up": {"attribute": found.group("attribute")}}}]
