"""Counters a card gets each time a monster is Summoned (4-8-10): "Each time your opponent
Special Summons a monster(s), place 1 Nut Counter on this card.", "Each time a "Six Samurai"
monster(s) is Normal or Special Summoned, place 1 Bushido Counter on this card (max. 2).",
read into the card's `counter: {name, max, each_summon: {count, player, archetype, normal}}`.

Standard library only (counter_shapes.py calls it, so it imports nothing of that module). Other
events ("Each time a card(s) is sent from your Deck to the GY", "... is flipped face-up") are
left unread: the engine records no such moment for this rule. The pattern is anchored and
has no nested quantified group: linear in the text's length.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

NAME = r"(?P<name>[A-Z][A-Za-z-]*(?: [A-Z][A-Za-z-]*)? Counter)s?"
MAX = r"(?: \(max\. (?P<max>\d{1,2})\))?"
EACH_SUMMON = re.compile(r"^Each time (?:(?P<opponent>your opponent) Special Summons a "
                         r'monster\(s\)|a "(?P<archetype>[^"]+)" monster\(s\) is '
                         r"(?P<normal>Normal or )?Special Summoned), place (?P<n>\d{1,2}) "
                         rf"{NAME} on this card{MAX}\.$")


def static(text: str, known: Fields) -> Fields | None:
    """The card's `counter` with its `each_summon` (4-8-10); None for another sentence, one
    of another kind than the counter its text already speaks of, or a second such sentence."""
    found = EACH_SUMMON.match(text)
    if found is None or known and (known["name"] != found.group("name")
                                   or "each_summon" in known):
        return None
    each: Fields = {"count": int(found.group("n"))}
    if found.group("opponent"):
        each["player"] = "opponent"
    if found.group("archetype"):
        each["archetype"] = found.group("archetype")
    if found.group("normal"):
        each["normal"] = True
    spec = dict(known) if known else {"name": found.group("name")}
    spec["each_summon"] = each
    if found.group("max"):
        spec["max"] = int(found.group("max"))
    return spec
