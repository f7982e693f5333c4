"""Activation conditions on an event of another card (5-1-3): "If a face-up "Mermail"
monster(s) you control is destroyed by card effect", "When a card(s) your opponent controls is
destroyed by battle or card effect", "If another monster is destroyed by battle, while this card
is in your GY": the event (`other_destroyed`, `..._by_battle`, `..._by_effect`), the card it
happens to (`other`: a monster or any card, whose, face-up, another than this one, its words)
and where this card is as the effect is activated (on the field, or "while this card is in your
GY").

Standard library only; one anchored pattern without nested quantified groups: linear. A
wording it does not hold ("and sent to the GY", "Special Summoned to your field", a monster
"in your possession") leaves the effect unread.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described

Fields = dict[str, Any]

KINDS = described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link"
DESTROYED = re.compile(
    r"^(?P<s>If|When) (?P<det>a|an|another|your|your other) (?P<face>face-up )?"
    + described.words(KINDS) + r"(?P<noun>monster|card|Monster)(?:\(s\))?"
    r"(?P<who> you control| your opponent controls| on the field)? is destroyed"
    r"(?P<by> by battle or card effect| by card effect| by a card effect| by battle)?"
    r"(?P<sent> and sent to (?:the|your) (?:GY|Graveyard))?"
    r"(?P<where>,? while this card is in your (?:GY|Graveyard)|,? while this card is in the "
    r"Monster Zone)?$")
EVENTS = {None: "other_destroyed", " by battle or card effect": "other_destroyed",
          " by card effect": "other_destroyed_by_effect",
          " by a card effect": "other_destroyed_by_effect",
          " by battle": "other_destroyed_by_battle"}
WHO = {" you control": "controller", " your opponent controls": "opponent",
       " on the field": "any", None: "any"}


def destroyed(condition: str) -> Fields | None:
    """The fields of a condition on another card's destruction, or None."""
    found = DESTROYED.match(condition)
    if found is None:
        return None
    det, noun = found.group("det"), found.group("noun")
    if det.startswith("your") and found.group("who"):
        return None  # "your monster you control": not a wording cards print
    if (noun == "Monster") != bool(found.group("kind")):
        return None  # "a Ritual Monster", "a Zombie monster", as the cards print them
    words = described.fields(found, monster=noun != "card")
    if words is None:
        return None
    other: Fields = {"what": "card" if noun == "card" else "monster",
                     "player": "controller" if det.startswith("your")
                     else WHO[found.group("who")], **words}
    if found.group("face"):
        other["face_up"] = True
    if det in ("another", "your other"):
        other["another"] = True
    if found.group("sent"):  # not banished instead (8-4-10)
        other["sent"] = True
    graveyard = "GY" in (found.group("where") or "") or "Graveyard" in (found.group("where")
                                                                         or "")
    return {"type": "trigger", "event": EVENTS[found.group("by")], "other": other,
            **({"from": "graveyard"} if graveyard else {}),
            **({"when": True} if found.group("s") == "When" else {})}
