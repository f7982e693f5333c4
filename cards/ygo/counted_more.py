"""What "for each" counts, in the wordings continuous_shapes.py leaves (5-3-20, 5-1-1): "for each
card your opponent controls" (any card of theirs, face-down ones too: each is a card), the
Graveyards of both players ("for each Warrior monster in the GYs", "... in either GY"), Spells
and Traps ("for each Spell/Trap your opponent controls", "for each Continuous Trap in your GY")
and "for each Equip Card equipped to this card".

Standard library only; the rest of the words are read as continuous_shapes reads them (`read`
is given that reader, so this module imports nothing of it). Patterns are anchored: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Fields = dict[str, Any]

THEIRS = re.compile(r"^cards? (?:your opponent controls|they control)$")
BOTH_GY = re.compile(r"^(?P<what>[^.]+?) in (?:the|both|either) (?:GYs|Graveyards|GY|Graveyard|"
                     r"player's (?:GY|Graveyard))$")


EQUIPPED = re.compile(r"^Equip Cards? equipped to (?:this card|it)$")
# "Spell/Trap your opponent controls", "Continuous Trap in your GY", "Continuous Spell in your
# Spell & Trap Zone": a Set card in the Spell & Trap Zone is a Spell/Trap, but shows no property
SPELL_TRAP = re.compile(r"^(?:(?P<prop>Continuous|Equip|Field|Quick-Play|Ritual|Counter) )?"
                        r"(?P<noun>Spell/Trap(?: Card)?|Spell and Trap Card|Spell|Trap)s? "
                        r"(?P<where>you control|your opponent controls|they control|on your "
                        r"opponent's side of the field|on the field|in your (?:GY|Graveyard)|in "
                        r"your opponent's (?:GY|Graveyard)|in your Spell & Trap Zone)$")
WHERE = {"you control": ("field", "controller"), "your opponent controls": ("field", "opponent"),
         "they control": ("field", "opponent"),
         "on your opponent's side of the field": ("field", "opponent"),
         "on the field": ("field", "any"), "in your GY": ("graveyard", "controller"),
         "in your Graveyard": ("graveyard", "controller"),
         "in your opponent's GY": ("graveyard", "opponent"),
         "in your opponent's Graveyard": ("graveyard", "opponent"),
         "in your Spell & Trap Zone": ("field", "controller")}


# two places at once (5-3-28): "Dragon monster your opponent controls or is in their GY",
# "Continuous Trap on the field and in the GYs"
THEIRS_AND_GY = re.compile(r"^(?P<what>[^,]+?) your opponent controls or (?:is |are )?in their "
                           r"(?:GY|Graveyard)$")
FIELD_AND_GYS = re.compile(r"^(?P<what>[^,]+?) on the field and in the (?:GYs|Graveyards)$")
# Set cards (5-3-28): "Set card on the field", "face-down Spell and Trap Card on the field"
SET_CARDS = re.compile(r"^(?:Set|face-down) (?P<noun>card|monster|Spell and Trap Card|Spell/Trap"
                       r"(?: Card)?)s? (?P<where>on the field|you control|your opponent controls"
                       r"|they control)$")
SET_NOUNS = {"card": "card", "monster": "monster", "Spell and Trap Card": "spell_trap",
             "Spell/Trap": "spell_trap", "Spell/Trap Card": "spell_trap"}
# names counted, not cards (5-3-28): said before or after where the cards are
NAMES = re.compile(r" with (?:a different name|different names)(?= |,|$)")


def read(text: str, counted: Callable[[str], Fields | None]) -> Fields | None:
    """The `for_each` of these wordings, or None (the caller reads the others)."""
    if len(NAMES.findall(text)) == 1:  # "with a different name": one for each name
        named = counted(NAMES.sub("", text))
        return None if named is None or named.get("what") not in ("monster", "card", "spell",
                                                                   "trap", "spell_trap") \
            else {**named, "different_names": True}
    places = _two_places(text, counted)
    if places is not None:
        return places
    found = SET_CARDS.match(text)
    if found is not None:  # only face-down cards: a resolving card is face-up, never counted
        zone, player = WHERE[found.group("where")]
        return {"zone": zone, "player": player, "what": SET_NOUNS[found.group("noun")],
                "face_down": True}
    if THEIRS.match(text):  # the opponent's: never the card whose effect it is
        return {"zone": "field", "player": "opponent", "what": "card"}
    if EQUIPPED.match(text):  # the cards equipped to the monster whose text it is (4-5-5)
        return {"zone": "field", "player": "any", "what": "equip_card"}
    found = SPELL_TRAP.match(text)
    if found is not None:
        return _spell_trap(found)
    found = BOTH_GY.match(text)
    if found is None:
        return None
    mine = counted(f"{found.group('what')} in your GY")
    if mine is None or mine.get("zone") != "graveyard":
        return None
    return {**mine, "player": "any"}


def _spell_trap(found: re.Match[str]) -> Fields | None:
    zone, player = WHERE[found.group("where")]
    noun, prop = found.group("noun"), found.group("prop")
    if noun in ("Spell", "Trap") and not prop and zone == "field":
        return None  # "for each Spell you control": a Set card's kind is not shown
    if noun not in ("Spell", "Trap") and prop:
        return None
    what = {"Spell": "spell", "Trap": "trap"}.get(noun, "spell_trap")
    if prop == "Counter" and what != "trap" or prop in ("Equip", "Field", "Quick-Play",
                                                        "Ritual") and what != "spell":
        return None
    return {"zone": zone, "player": player, "what": what,
            **({"property": prop.lower()} if prop else {})}


# a Continuous Effect's own side or the whole field: the card whose effect it is counts itself
# when it fits, being there face-up (5-1-1)
ON_FIELD = re.compile(r'^(?:"(?P<archetype>[^"]+)" )?cards? (?P<where>you control|on the field)$')


def on_field(text: str) -> Fields | None:
    """"for each "Ghostrick" card you control", "for each card on the field" in a Continuous
    Effect (not a resolving Spell's or Trap's step, whose own card would count too)."""
    found = ON_FIELD.match(text)
    if found is None:
        return None
    player = "controller" if found.group("where") == "you control" else "any"
    archetype = found.group("archetype")
    return {"zone": "field", "player": player, "what": "card",
            **({"archetype": archetype} if archetype else {})}


def _two_places(text: str, counted: Callable[[str], Fields | None]) -> Fields | None:
    """The cards of a kind on the field and in the Graveyard, of the opponent or of both
    players: one count over both places, each card once (5-3-28)."""
    found = THEIRS_AND_GY.match(text)
    if found is not None:
        field = counted(f"{found.group('what')} your opponent controls")
        graveyard = counted(f"{found.group('what')} in your opponent's GY")
    elif (found := FIELD_AND_GYS.match(text)) is not None:
        field = counted(f"{found.group('what')} on the field")
        graveyard = counted(f"{found.group('what')} in your GY")
        graveyard = None if graveyard is None else {**graveyard, "player": "any"}
    else:
        return None
    if field is None or field.get("zone") != "field":
        return None
    return merged(field, graveyard)


def merged(first: Fields, second: Fields | None) -> Fields | None:
    """One count of the cards of two counts that differ only in their place ("for each card in
    their hand and for each card they control"), or None (5-3-28)."""
    if second is None or not isinstance(first.get("zone"), str) \
            or not isinstance(second.get("zone"), str) or first["zone"] == second["zone"]:
        return None
    if {**first, "zone": ""} != {**second, "zone": ""}:
        return None  # the same kind of the same player in both places, or not this shape
    return {**first, "zone": [first["zone"], second["zone"]]}
