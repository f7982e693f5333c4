"""A restriction an effect leaves on its player's monster effects for the rest of the turn
(5-2-28): "also you cannot activate monster effects for the rest of this turn, except WIND
monsters", "also you cannot activate non-EARTH monster effects for the rest of this turn",
"For the rest of this turn after this card resolves, you cannot activate monster effects,
except the effects of Cyberse monsters", read into the scenario format's `effect_lock` step
(`except`: the monsters whose effects stay allowed, described as a card taken is), or refused.

Standard library only. An exception the format cannot hold (a Type and a kind at once) is not
read; a restriction that allows no monster's effect at all is not read either (no card seen
prints one alone). Also the monster's own attacks (5-2-29): "also, this card cannot attack for
the rest of this turn" (`no_attack_rest: true`). Anchored patterns without nested quantified
groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described

Fields = dict[str, Any]

REST = r"for the rest of this turn(?: after this card resolves)?"
ALLOWED = described.words() + r"(?:monsters|Monsters)"
# "you cannot activate monster effects for the rest of this turn, except X monsters"
AFTER = re.compile(rf"^(?P<before>[Ff]{REST[1:]}, )?[Yy]ou cannot activate monster effects"
                   rf"(?P<after> {REST})?, except (?:the effects of )?{ALLOWED}\.$")
# "you cannot activate non-EARTH monster effects for the rest of this turn": an Attribute
NON = re.compile(rf"^(?P<before>[Ff]{REST[1:]}, )?[Yy]ou cannot activate non-(?P<attribute>"
                 rf"{described.ATTRIBUTES}) monster effects(?P<after> {REST})?\.$")
# "also, this card cannot attack for the rest of this turn" (5-2-29)
SELF_NO_ATTACK = re.compile(r"^(?:This card cannot attack for the rest of this turn|For the "
                            r"rest of this turn, this card cannot attack)\.$")


def read(text: str) -> list[Fields] | None:
    """The `effect_lock` step of the sentence, or None: the time it lasts said once, before
    or after what it forbids; or the monster's own `no_attack_rest` (5-2-29)."""
    if SELF_NO_ATTACK.match(text[:1].upper() + text[1:]):
        return [{"no_attack_rest": True}]
    non = NON.match(text)
    if non is not None and _once(non):
        return [{"effect_lock": {"except": {"attribute": non.group("attribute")}}}]
    found = AFTER.match(text)
    if found is None or not _once(found):
        return None
    allowed = described.fields(found, monster=True)
    return [{"effect_lock": {"except": allowed}}] if allowed else None


def _once(found: re.Match[str]) -> bool:
    return bool(found.group("before")) != bool(found.group("after"))
