"""Costs that give up cards of a description (5-2-2), read into the scenario format's
`cost_cards`, or refused.

Standard library only. A cost sentence is read in parts, as PSCT prints them (the sentence's
"You can" already taken off):

    VERB  WHAT  [PLACE]  [DESTINATION]  [, except "X"]

- VERB: Discard, Tribute, Send, Banish, Reveal (5-3-4, 5-3-5, 5-3-2, 5-3-3), Shuffle and
  "Return ... to the Deck" (into the Deck, 5-3-14), "Return ... to the hand" (5-3-11) and
  Place (on the top or the bottom of the Deck, 5-3-14);
- WHAT: a count, "other", "face-up", a description (described.py: Level, Attributes, an
  archetype, Types, a kind; a Spell's or Trap's property; "with 1500 or less ATK") and a noun,
  or one card's names ('1 "Gusto Gulldo"', '1 "A" or "B"');
- PLACE: "from your hand, field, and/or GY" (each place listed; "face-up field": only face-up
  cards there), "you control" (the field), "in your hand";
- DESTINATION: what the verb prints ("to the GY", "into the Deck", "to the hand", "on the
  bottom of the Deck").

Anything else (two descriptions at once, "up to", a Token, banished face-down, the Main Deck
named alone) is not read. "or" between places is read for one card only; several cards from
several places need "and/or" (then any mix). Patterns are anchored, without nested quantified
groups: linear in the text's length.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.ygo import described, fetch_shapes

Fields = dict[str, Any]

NOUN = (r"(?P<noun>monsters?|Monsters?|Tuner monsters?|Tuners?|cards?|Spell/Trap Cards?|Spell/Trap|"
        r"Spells/Traps|Spell Cards?|Spells?|Trap Cards?|Traps?)")
KINDS = described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link"
PROPERTY = r"(?:(?P<property>Field|Continuous|Quick-Play|Equip|Counter) )?"
STAT = r"(?: with (?P<stat>\d+)(?: or (?P<bound_stat>less|more))? (?P<which>ATK|DEF))?"
DESCRIBED = (r'(?P<count>\d+) (?:(?P<other>other) )?(?:(?P<face>face-up) )?'
             r"(?:(?P<position>Attack|Defense) Position )?"
             + described.words(KINDS) + PROPERTY + NOUN + STAT)
NAMED = (r'(?P<one>\d+) (?:(?P<named_other>other) )?(?:(?P<named_face>face-up) )?"(?P<name>[^"]+)"'
         r'(?P<more>(?:, "[^"]+")*,? or "[^"]+")?')
WHAT = rf"(?:{DESCRIBED}|{NAMED})"
EXCEPT = described.EXCEPT
PLACE_WORDS = (r"(?:hand|field|face-up field|Deck|Extra Deck|GY|Graveyard|Spell & Trap Zone|"
               r"face-up Spell & Trap Zone)")
PLACE_JOIN = r"(?:, and/or |, or | and/or | or |, )"
PLACE = (rf"(?: from your (?P<from>{PLACE_WORDS}(?:{PLACE_JOIN}{PLACE_WORDS})*)"
         r"| (?P<control>you control)| in your (?P<in>hand|Extra Deck|GY|Graveyard))?")
GY = r"(?:GY|Graveyard)"
# each verb as printed, with what it prints after the place, and what the format calls it
VERBS: dict[str, tuple[str, str]] = {
    "Discard": (rf"(?: to the {GY})?", "discard"),
    "Tribute": ("", "tribute"),
    "Send": (rf" to the {GY}", "send"),
    "Banish": ("", "banish"),
    "Reveal": ("", "reveal"),
    "Shuffle": (r" into the (?:Deck|Deck/Extra Deck)", "shuffle"),
    "Return": (r" to the (?P<back>hand|Deck)", "return"),
    "Place": (r" on (?:the )?(?P<end>top|bottom) of (?:the|your) Deck(?: in any order)?",
              "place"),
}
SHAPES = tuple((re.compile(rf"^{verb} {WHAT}(?P<place>{PLACE})(?P<tail>{after}{EXCEPT})$"), do)
               for verb, (after, do) in VERBS.items())
ZONES = {"hand": "hand", "field": "field", "face-up field": "field", "Deck": "deck",
         "Extra Deck": "extra_deck", "GY": "graveyard", "Graveyard": "graveyard",
         "Spell & Trap Zone": "spell_trap_zone", "face-up Spell & Trap Zone": "spell_trap_zone"}
# each noun as printed: what it is, and the kind it names ("Tuner")
NOUNS: dict[str, tuple[str, str | None]] = {
    **{word: ("monster", None) for word in ("monster", "monsters", "Monster", "Monsters")},
    "Tuner": ("monster", "Tuner"), "Tuners": ("monster", "Tuner"),
    "Tuner monster": ("monster", "Tuner"), "Tuner monsters": ("monster", "Tuner"),
    "card": ("card", None), "cards": ("card", None),
    **{word: ("spell", None) for word in ("Spell", "Spells", "Spell Card", "Spell Cards")},
    **{word: ("trap", None) for word in ("Trap", "Traps", "Trap Card", "Trap Cards")},
    **{word: ("spell_trap", None) for word in ("Spell/Trap", "Spells/Traps", "Spell/Trap Card",
                                               "Spell/Trap Cards")}}
SINGULAR = {"monster", "Monster", "Tuner", "Tuner monster", "card", "Spell", "Spell Card",
            "Trap", "Trap Card", "Spell/Trap", "Spell/Trap Card"}
# what each way of giving a card up may take it from (the engine's schema_costs.DOES)
ALLOWED = {"discard": {"hand"}, "tribute": {"field", "hand"}, "reveal": {"hand", "extra_deck"},
           "send": {"hand", "field", "deck", "extra_deck", "spell_trap_zone"},
           "banish": {"hand", "field", "graveyard", "deck", "extra_deck", "spell_trap_zone"},
           "shuffle": {"hand", "field", "graveyard"}, "return": {"field"},
           "top": {"hand", "field", "graveyard"}, "bottom": {"hand", "field", "graveyard"}}
DEFAULT = {"discard": "hand", "tribute": "field", "reveal": "hand", "send": "hand",
           "banish": "graveyard", "shuffle": "graveyard", "return": "field", "top": "hand",
           "bottom": "hand"}
# older wordings of a place, said the way the parts above read them
SAME = (("face-up from your side of the field", "face-up field"),
        ("face-up from your field", "face-up field"),
        (" or your face-up field", " or face-up field"),
        (" or your side of the field", " or field"), ("your side of the field", "your field"),
        ("Tribute another ", "Tribute 1 other "), ("Banish another ", "Banish 1 other "),
        ("Send another ", "Send 1 other "), ("Discard another ", "Discard 1 other "))


def read(text: str) -> Fields | None:
    """`{"cost_cards": {...}}` for one cost sentence of the shape above, or None."""
    found = _match(text)
    return _fields(found[0], found[1]) if found is not None else None


def _match(text: str) -> tuple[re.Match[str], str] | None:
    for old, new in SAME:
        text = text.replace(old, new)
    for pattern, do in SHAPES:
        found = pattern.match(text)
        if found is not None:
            return found, _verb(found, do)
    return None


# "Banish 1 LIGHT and 1 DARK monster from your GY", "Tribute 2 "A" and 1 "B"": parts joined
# before a count, what the last prints after its description shared by the others
PARTS = re.compile(r"(?:, and |, | and )(?=\d)")


EXCEPT_ITSELF = re.compile(r", except this card,? ?")


def read_parts(text: str) -> Fields | None:
    """`{"cost_cards": {...}}` for one part, `{"cost_cards": [{...}, ...]}` for two to four
    parts given up the same way, each its own description (5-2-2); None for anything else.
    ", except this card" leaves the card itself out of every part (`other`)."""
    if ", except this card" in text:
        found = read_parts(EXCEPT_ITSELF.sub(" ", text, count=1).strip())
        if found is None:
            return None
        parts = found["cost_cards"]
        each = [{**part, "other": True} for part in (parts if isinstance(parts, list)
                                                      else [parts])]
        return {"cost_cards": each if isinstance(parts, list) else each[0]}
    one = read(text)
    verb, _, rest = text.partition(" ")
    pieces = PARTS.split(rest)
    if one is not None or verb not in VERBS or not 2 <= len(pieces) <= 4:
        return one
    last = _match(f"{verb} {pieces[-1]}")
    spec = _fields(last[0], last[1]) if last is not None else None
    if last is None or spec is None:
        return None
    place, tail, noun = last[0].group("place"), last[0].group("tail"), last[0].group("noun")
    parts = []
    for piece in pieces[:-1]:
        tries = (f"{verb} {piece}{place}{tail}", f"{verb} {piece}{tail}",
                 f"{verb} {piece} {noun}{place}{tail}" if noun else "")
        found = next((read(wording) for wording in tries if wording and read(wording)), None)
        if found is None:
            return None
        parts.append(found["cost_cards"])
    return {"cost_cards": [*parts, spec["cost_cards"]]}


def _verb(found: re.Match[str], do: str) -> str:
    """"Return ... to the Deck" shuffles it in (5-3-14); "Place" says which end."""
    if do == "return" and found.group("back") == "Deck":
        return "shuffle"
    return found.group("end") if do == "place" else do


def _fields(found: re.Match[str], do: str) -> Fields | None:
    spec = _described(found)
    zones, face_up = _zones(found, do)
    count = int(found.group("count") or found.group("one"))
    if spec is None or zones is None or not set(zones) <= ALLOWED[do]:
        return None
    plural = (found.group("noun") or "") not in SINGULAR
    if not 1 <= count <= 10 or (count == 1) == plural and not found.group("name"):
        return None  # "1 cards", "2 card": not a wording the cards print
    if count > 1 and len(zones) > 1 and " and/or " not in found.group("from"):
        return None  # "2 cards from your hand or GY": all from one place or a mix, unsaid
    face = found.group("face") or found.group("named_face")
    if face_up or face:
        if face and zones not in (["field"], ["spell_trap_zone"]):
            return None  # "1 face-up monster from your hand or GY": not a wording read
        spec["face_up"] = True  # only a card on the field is face-up or not (9-1-3)
    position = found.groupdict().get("position")
    if position:  # "1 Attack Position WATER monster": a monster on the field only (9-1-1)
        if zones != ["field"] or spec.get("what") != "monster":
            return None
        spec["position"] = position.lower()
    fields: Fields = {"do": do, **({"count": count} if count != 1 else {})}
    if zones != [DEFAULT[do]]:
        fields["from"] = zones
    return {"cost_cards": {**fields, **spec}}


def _zones(found: re.Match[str], do: str) -> tuple[list[str] | None, bool]:
    """Where the cards come from: as the verb says ("discard": the hand), "you control" (the
    field), "in your hand", or the places printed ("from your hand or face-up field"), and
    whether the field's must be face-up."""
    if found.group("control"):
        return ["field"], False
    if found.group("in"):
        return [ZONES[found.group("in")]], False
    words = found.group("from")
    if words is None:
        return [DEFAULT[do]], False
    places = re.split(PLACE_JOIN, words)
    zones = list(dict.fromkeys(ZONES[word] for word in places))
    if len(zones) != len(places):
        return None, False  # "from your field or face-up field": not a wording read
    return zones, "face-up field" in places or "face-up Spell & Trap Zone" in places


def _described(found: re.Match[str]) -> Fields | None:
    """The card's description: what it is and what narrows it (described.py, a property and
    an ATK or DEF bound as fetch_shapes.py reads them), or its names."""
    if found.group("name"):
        names = [found.group("name")] + re.findall(r'"([^"]+)"', found.group("more") or "")
        return {"what": "card", "names": names,
                **({"except": [found.group("except")]} if found.group("except") else {}),
                **({"other": True} if found.group("named_other") else {})}
    what, tuner = NOUNS[found.group("noun")]
    if found.group("property"):
        return _property(found, what)
    if found.group("kind") in ("Normal", "Ritual") and what in ("spell", "trap", "spell_trap"):
        return _property(found, what, found.group("kind"))
    # a Type and a kind at once ("1 Dragon Fusion Monster"): both asked, `also_type` (4-1)
    words = described.fields(found, what == "monster", tuner is not None, both=True)
    if words is None:
        return None
    if found.group("stat"):
        if what != "monster":
            return None
        which, value = found.group("which").lower(), int(found.group("stat"))
        bounds = {"less": ("max",), "more": ("min",)}.get(found.group("bound_stat") or "",
                                                           ("max", "min"))  # "with 200 DEF"
        for bound in bounds:
            words[f"{which}_{bound}"] = value
    spec: Fields = {"what": what, **words}
    if found.group("other"):
        spec["other"] = True
    return spec


def _property(found: re.Match[str], what: str, prop: str = "") -> Fields | None:
    """"1 face-up Continuous Spell", "1 Counter Trap", "1 Continuous Spell/Trap": a Spell's or
    Trap's property."""
    prop = prop or found.group("property")
    if what not in ("spell", "trap", "spell_trap") or found.group("types") \
            or found.group("level") or found.group("attributes") or found.group("stat") \
            or prop == "Counter" and what != "trap" \
            or prop in ("Field", "Quick-Play", "Equip", "Ritual") and what != "spell":
        return None
    spec: Fields = {"what": what, "property": fetch_shapes.PROPERTIES[prop]}
    if found.group("archetype"):
        spec["archetype"] = found.group("archetype")
    if found.group("except"):
        spec["except"] = [found.group("except")]
    if found.group("other"):
        spec["other"] = True
    return spec


# the top cards of the Deck, which nobody chooses: "Send the top 3 cards of your Deck to the
# GY" (5-3-2), "Banish the top 3 cards of your Deck, face-down" (3-9-1)
DECK_TOP = re.compile(r"^(?P<verb>Send|Banish) (?:the top (?:(?P<n>\d+) cards|card)|(?P<m>\d+) "
                      r"cards from the top) of your Deck(?P<to> to the (?:GY|Graveyard))?"
                      r"(?P<down>, face-down)?$")


FACE_DOWN_FIRST = "Banish (face-down) "


def deck_top(text: str) -> Fields | None:
    """`{"send_deck": N}` or `{"banish_deck": N}` (face-down) for those costs, or None."""
    if text.startswith(FACE_DOWN_FIRST):  # "Banish (face-down) the top 50 cards of your Deck"
        text = f"Banish {text.removeprefix(FACE_DOWN_FIRST)}, face-down"
    found = DECK_TOP.match(text)
    if found is None:
        return None
    count = int(found.group("n") or found.group("m") or 1)
    if found.group("verb") == "Send":
        return {"send_deck": count} if found.group("to") and not found.group("down") else None
    return {"banish_deck": count} if found.group("down") and not found.group("to") else None


# older texts print the cost before "to" and no semicolon: "You can Tribute 1 monster to
# inflict 1000 damage to your opponent."
OLDER = re.compile(r"^(?:Discard|Tribute|Send|Banish|Pay|Return|Shuffle|Place|Reveal) ")
TO_ACTION = re.compile(r" to (?=[a-z])")


def older(text: str, reads: Callable[[str], bool]) -> tuple[str, str] | None:
    """The cost and what the effect does, split at the first " to " whose part before is a
    cost `reads` reads ("Discard this card to the Graveyard" before "to add 1 ..."); None."""
    if not OLDER.match(text) or ";" in text:
        return None
    for found in TO_ACTION.finditer(text):
        cost, action = text[:found.start()], text[found.end():]
        if not action.startswith(("the ", "your ", "you ", "a ", "an ")) and reads(cost):
            return cost, action[:1].upper() + action[1:]
    return None
