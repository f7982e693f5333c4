"""Costs that give up cards of a description (5-2-2), read into the scenario format's
`cost_cards`, or refused.

Standard library only. The sentences (as printed, "You can" already taken off):

- "Discard 1 Spell", "Discard 1 other "Lunalight" card", "Discard 2 cards" (from the hand);
- "Tribute 1 "Gusto" monster", "Tribute 1 other EARTH Machine monster, except "X"" (on the
  field);
- "Send 1 card from your hand to the GY", "Send 1 WATER monster from your hand or field to
  the Graveyard", "Send 1 face-up Continuous Spell you control to the GY";
- "Banish 1 "Blackwing" monster from your GY", "Banish 1 Tuner from your hand";
- "Reveal 1 other "Dragonmaid" monster in your hand".

The card is described by "other", "face-up", a Level, an Attribute, an archetype (a name in
quotes), a Type or kind and a noun, or by one card name alone ("Tribute 1 "Gusto Gulldo"");
", except "X"" leaves a name out. Anything else (two kinds of card at once, "up to", a Token,
a Spell's property) is not read. Patterns are anchored, without nested quantified groups.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described

Fields = dict[str, Any]

NOUN = (r"(?P<noun>monsters?|Monsters?|Tuners?|cards?|Spell/Trap Cards?|Spell/Trap|"
        r"Spells/Traps|Spell Cards?|Spells?|Trap Cards?|Traps?)")
KINDS = described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link"
DESCRIBED = (r'(?:(?P<count>\d+) )(?:(?P<other>other) )?(?:(?P<face>face-up) )?'
             + described.words(KINDS) + NOUN)
NAMED = r'(?P<one>1) "(?P<name>[^"]+)"'
WHAT = rf"(?:{DESCRIBED}|{NAMED})"
EXCEPT = described.EXCEPT
GY = r"(?:GY|Graveyard)"
FROM = (r"(?P<from>hand|field|face-up field|Deck|GY|Graveyard|hand or field|hand or face-up "
        r"field|field or GY|hand or GY|hand or Graveyard)")
SHAPES = (
    (re.compile(rf"^Discard {WHAT}(?: to the {GY})?{EXCEPT}$"), "discard", None),
    (re.compile(rf"^Tribute {WHAT}{EXCEPT}$"), "tribute", None),
    (re.compile(rf"^Send {WHAT} from your {FROM} to the {GY}{EXCEPT}$"), "send", ""),
    (re.compile(rf"^Send {WHAT} you control to the {GY}{EXCEPT}$"), "send", "field"),
    (re.compile(rf"^Banish {WHAT} from your {FROM}{EXCEPT}$"), "banish", ""),
    (re.compile(rf"^Reveal {WHAT} in your hand{EXCEPT}$"), "reveal", None),
)
ZONES = {"hand": "hand", "field": "field", "face-up field": "field", "Deck": "deck",
         "GY": "graveyard", "Graveyard": "graveyard"}
# each noun as printed: what it is, and the kind it names ("Tuner")
NOUNS: dict[str, tuple[str, str | None]] = {
    **{word: ("monster", None) for word in ("monster", "monsters", "Monster", "Monsters")},
    "Tuner": ("monster", "Tuner"), "Tuners": ("monster", "Tuner"),
    "card": ("card", None), "cards": ("card", None),
    **{word: ("spell", None) for word in ("Spell", "Spells", "Spell Card", "Spell Cards")},
    **{word: ("trap", None) for word in ("Trap", "Traps", "Trap Card", "Trap Cards")},
    **{word: ("spell_trap", None) for word in ("Spell/Trap", "Spells/Traps", "Spell/Trap Card",
                                               "Spell/Trap Cards")}}
SINGULAR = {"monster", "Monster", "Tuner", "card", "Spell", "Spell Card", "Trap", "Trap Card",
            "Spell/Trap", "Spell/Trap Card"}
# what each way of giving a card up may take it from (the engine's schema_costs.DOES)
ALLOWED = {"discard": {"hand"}, "tribute": {"field"}, "reveal": {"hand"},
           "send": {"hand", "field", "deck", "graveyard"},
           "banish": {"hand", "field", "graveyard"}}


def read(text: str) -> Fields | None:
    """`{"cost_cards": {...}}` for one of the sentences above, or None."""
    for pattern, do, where in SHAPES:
        found = pattern.match(text)
        if found is None:
            continue
        spec = _described(found)
        zones = _zones(found, do, where)
        if spec is None or zones is None or not set(zones) <= ALLOWED[do]:
            return None
        if "face-up" in (found.groupdict().get("from") or "") and zones == ["field"]:
            spec["face_up"] = True
        count = int(found.group("count") or found.group("one"))
        plural = (found.group("noun") or "") not in SINGULAR
        if not 1 <= count <= 10 or (count == 1) == plural and not found.group("name"):
            return None  # "1 cards", "2 card": not a wording the cards print
        fields: Fields = {"do": do, **({"count": count} if count != 1 else {})}
        if zones != [DEFAULT[do]]:
            fields["from"] = zones
        return {"cost_cards": {**fields, **spec}}
    return None


DEFAULT = {"discard": "hand", "tribute": "field", "reveal": "hand", "send": "hand",
           "banish": "graveyard"}


def _zones(found: re.Match[str], do: str, where: str | None) -> list[str] | None:
    """Where the cards come from: as the verb says ("discard": the hand), "you control" (the
    field), or the places printed ("from your hand or field"); a face-up field beside another
    place is not read (the format's `face_up` holds for every place)."""
    if where is None:
        return [DEFAULT[do]]
    if where:
        return [where]
    words = found.group("from")
    if "face-up" in words and words != "face-up field":
        return None
    return [ZONES[word] for word in words.split(" or ")]


def _described(found: re.Match[str]) -> Fields | None:
    """The card's description: what it is and what narrows it (described.py), or its name."""
    if found.group("name"):
        return {"what": "card", "names": [found.group("name")],
                **({"except": [found.group("except")]} if found.group("except") else {})}
    what, tuner = NOUNS[found.group("noun")]
    words = described.fields(found, what == "monster", tuner is not None)
    if words is None:
        return None
    spec: Fields = {"what": what, **words}
    if found.group("other"):
        spec["other"] = True
    if found.group("face"):
        spec["face_up"] = True
    return spec
