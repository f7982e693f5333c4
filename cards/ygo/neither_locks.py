"""A Continuous Effect that forbids both players to Special Summon the monsters it describes,
for as long as its card is face-up on the field (5-2-14): "Neither player can Special Summon
LIGHT or DARK monsters." (Koa'ki Meiru Drago), "Neither player can Special Summon monsters with
1000 or less ATK." (Power Filter), ""Number" Xyz Monsters" (Numeral Hunter). Read into the card
keys `summon_forbid_on_field` (the monsters, described as a target is, described.py) and
`lock_binds: both`. The sentence that names the monsters still allowed ("Neither player can
Special Summon monsters, except WATER monsters.") is kept_lock_players.py's; what neither holds
("monsters from the GY", "... using Spell/Trap effects", "monsters with the same Level as those
they control") stays a note.

Standard library only. One anchored pattern without nested quantified groups: linear."""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described, psct

Fields = dict[str, Any]

EXTRA_KINDS = "Fusion|Synchro|Xyz|Link"
# "LIGHT or DARK monsters", ""Number" Xyz Monsters", "monsters with 1800 or more ATK"
FORBID = re.compile(r"^Neither player can Special Summon "
                    + described.words(described.MONSTER_KINDS + "|" + EXTRA_KINDS)
                    + r"(?:monsters|Monsters)(?: with (?P<stat>\d+) or (?P<atk_bound>less|more) "
                    r"ATK)?\.$")


def read(text: str) -> Fields | None:
    """The card keys of the sentence, or None."""
    found = FORBID.match(text)
    forbidden = described.fields(found, monster=True, both=True) if found is not None else None
    if found is None or forbidden is None:
        return None
    if found.group("stat"):  # its ATK where it is (in the hand: as printed)
        forbidden["atk_min" if found.group("atk_bound") == "more" else "atk_max"] = \
            int(found.group("stat"))
    if not forbidden:  # "monsters." alone: every monster, kept_lock_players.py's
        return None
    return {"summon_forbid_on_field": forbidden, "lock_binds": "both"}


def read_monster(breakdown: psct.Breakdown, fields: Fields, read_texts: list[str]) -> None:
    """Such a sentence among a monster's Continuous ones still unread, into `fields`; not
    beside another restriction of the card, whose players `lock_binds` would change."""
    psct.read_unread(breakdown, fields, read_texts, read,
                     ("summon_lock_on_field", "lock_binds", "summon_forbid_on_field"))
