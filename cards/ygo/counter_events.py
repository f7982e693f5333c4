"""Counters a card gets each time a monster is Summoned (4-8-10): "Each time your opponent
Special Summons a monster(s), place 1 Nut Counter on this card.", "Each time a "Six Samurai"
monster(s) is Normal or Special Summoned, place 1 Bushido Counter on this card (max. 2).",
read into the card's `counter: {name, max, each_summon: {count, player, archetype, normal}}`;
and each time a monster attacks (4-8-13): "Each time a monster you control declares an attack,
place 1 Thunder Counter on this card.", the card's `counter: {name, each_attack: N}`; and each
normal draw (4-8-14): "Each time you draw a card(s) for your normal draw in your Draw Phase,
place 1 Greed Counter on this card.", `counter: {name, each_normal_draw: N}`.

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


# "Each time a monster you control declares an attack, place 1 Thunder Counter on this card."
# (Raigeki Bottle): placed at once, no chain, each time (4-8-13)
EACH_ATTACK = re.compile(r"^Each time a monster you control declares an attack, place "
                         rf"(?P<n>\d{{1,2}}) {NAME} on this card{MAX}\.$")


# "Each time you draw a card(s) for your normal draw in your Draw Phase, place 1 Greed Counter
# on this card." (Shard of Greed): placed at once, no chain, each normal draw (4-8-14)
EACH_DRAW = re.compile(r"^Each time you draw a card\(s\) for your normal draw in your Draw "
                       rf"Phase, place (?P<n>\d{{1,2}}) {NAME} on this card{MAX}\.$")
MOMENTS = (("each_attack", EACH_ATTACK), ("each_normal_draw", EACH_DRAW))


def _moment(text: str, known: Fields) -> Fields | None:
    """The card's `counter` with its `each_attack` (4-8-13) or `each_normal_draw` (4-8-14), or
    None."""
    key, found = next(((key, found) for key, pattern in MOMENTS
                       if (found := pattern.match(text)) is not None), ("", None))
    if found is None or known and (known["name"] != found.group("name") or key in known):
        return None
    spec = dict(known) if known else {"name": found.group("name")}
    spec[key] = int(found.group("n"))
    if found.group("max"):
        spec["max"] = int(found.group("max"))
    return spec


def static(text: str, known: Fields) -> Fields | None:
    """The card's `counter` with its `each_summon` (4-8-10), `each_attack` (4-8-13) or
    `each_normal_draw` (4-8-14); None for another sentence, one of another kind than the
    counter its text already speaks of, or a second such sentence."""
    if text.startswith(("Each time a monster you control declares", "Each time you draw")):
        return _moment(text, known)
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
