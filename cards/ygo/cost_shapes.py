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
from typing import Any

from cards.ygo import described, fetch_shapes

Fields = dict[str, Any]

NOUN = (r"(?P<noun>monsters?|Monsters?|Tuners?|cards?|Spell/Trap Cards?|Spell/Trap|"
        r"Spells/Traps|Spell Cards?|Spells?|Trap Cards?|Traps?)")
KINDS = described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link"
PROPERTY = r"(?:(?P<property>Field|Continuous|Quick-Play|Equip|Counter) )?"
STAT = r"(?: with (?P<stat>\d+) or (?P<bound_stat>less|more) (?P<which>ATK|DEF))?"
DESCRIBED = (r'(?P<count>\d+) (?:(?P<other>other) )?(?:(?P<face>face-up) )?'
             + described.words(KINDS) + PROPERTY + NOUN + STAT)
NAMED = (r'(?P<one>\d+) (?:(?P<named_face>face-up) )?"(?P<name>[^"]+)"'
         r'(?P<more>(?:, "[^"]+")*,? or "[^"]+")?')
WHAT = rf"(?:{DESCRIBED}|{NAMED})"
EXCEPT = described.EXCEPT
PLACE_WORDS = r"(?:hand|field|face-up field|Deck|Extra Deck|GY|Graveyard)"
PLACE_JOIN = r"(?:, and/or |, or | and/or | or |, )"
PLACE = (rf"(?: from your (?P<from>{PLACE_WORDS}(?:{PLACE_JOIN}{PLACE_WORDS})*)"
         r"| (?P<control>you control)| in your (?P<in>hand|Extra Deck))?")
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
SHAPES = tuple((re.compile(rf"^{verb} {WHAT}{PLACE}{after}{EXCEPT}$"), do)
               for verb, (after, do) in VERBS.items())
ZONES = {"hand": "hand", "field": "field", "face-up field": "field", "Deck": "deck",
         "Extra Deck": "extra_deck", "GY": "graveyard", "Graveyard": "graveyard"}
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
ALLOWED = {"discard": {"hand"}, "tribute": {"field", "hand"}, "reveal": {"hand", "extra_deck"},
           "send": {"hand", "field", "deck", "extra_deck"},
           "banish": {"hand", "field", "graveyard", "deck", "extra_deck"},
           "shuffle": {"hand", "field", "graveyard"}, "return": {"field"},
           "top": {"hand", "field", "graveyard"}, "bottom": {"hand", "field", "graveyard"}}
DEFAULT = {"discard": "hand", "tribute": "field", "reveal": "hand", "send": "hand",
           "banish": "graveyard", "shuffle": "graveyard", "return": "field", "top": "hand",
           "bottom": "hand"}
# older wordings of a place, said the way the parts above read them
SAME = (("face-up from your field", "face-up field"),
        (" or your face-up field", " or face-up field"))


def read(text: str) -> Fields | None:
    """`{"cost_cards": {...}}` for one cost sentence of the shape above, or None."""
    for old, new in SAME:
        text = text.replace(old, new)
    for pattern, do in SHAPES:
        found = pattern.match(text)
        if found is not None:
            return _fields(found, _verb(found, do))
    return None


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
        if face and zones != ["field"]:
            return None  # "1 face-up monster from your hand or GY": not a wording read
        spec["face_up"] = True  # only a card on the field is face-up or not (9-1-3)
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
    return zones, "face-up field" in places


def _described(found: re.Match[str]) -> Fields | None:
    """The card's description: what it is and what narrows it (described.py, a property and
    an ATK or DEF bound as fetch_shapes.py reads them), or its names."""
    if found.group("name"):
        names = [found.group("name")] + re.findall(r'"([^"]+)"', found.group("more") or "")
        return {"what": "card", "names": names,
                **({"except": [found.group("except")]} if found.group("except") else {})}
    what, tuner = NOUNS[found.group("noun")]
    if found.group("property"):
        return _property(found, what)
    if found.group("kind") in ("Normal", "Ritual") and what in ("spell", "trap", "spell_trap"):
        return _property(found, what, found.group("kind"))
    words = described.fields(found, what == "monster", tuner is not None)
    if words is None:
        return None
    if found.group("stat"):
        if what != "monster":
            return None
        bound = "max" if found.group("bound_stat") == "less" else "min"
        words[f"{found.group('which').lower()}_{bound}"] = int(found.group("stat"))
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


# "Banish this card and 1 "X" monster from your GY", "Banish this card from your GY and 1
# face-up FIRE monster you control", "Banish this card and discard 1 card", "Tribute 1
# "Naturia" monster and this card": the card itself and cards of a description, one cost
ITSELF_FIRST = re.compile(r"^(?P<verb>Tribute|Discard|Banish|Send|Shuffle|Return) this card"
                          r"(?P<own> from your (?:GY|Graveyard|hand|field))? and (?P<rest>.+)$")
ITSELF_LAST = re.compile(r"^(?P<verb>Tribute|Discard|Banish) (?P<rest>\d.+?) and this card"
                         r"(?P<own> from your (?:GY|Graveyard|hand|field))?$")
SECOND_VERB = re.compile(r"^(?:discard|send|banish|tribute|reveal|shuffle|return|place) ")
# a place at the end of the other cards' part that holds for the card itself too
SHARED_PLACE = re.compile(r"(?P<where> from your (?:GY|Graveyard|hand)(?: to the "
                          r"(?:GY|Graveyard))?)$")


# "Send 2 face-up cards you control to the GY, including this card": itself and 1 other
INCLUDING = re.compile(r"^(?P<verb>Discard|Send|Banish|Tribute) (?P<n>\d+) (?P<rest>.+), "
                       r"including this card$")
SINGULAR_OF = {"cards": "card", "monsters": "monster", "Spells/Traps": "Spell/Trap",
               "Spells": "Spell", "Traps": "Trap"}
PLURAL = re.compile(r"\b(?:cards|monsters|Spells/Traps|Spells|Traps)\b")
# the card's own part of such a cost, by how and from where the others are given up
ITS_OWN = {("discard", "hand"): "Discard this card", ("send", "field"): "Send this card to the GY",
           ("send", "hand"): "Send this card from your hand to the GY",
           ("banish", "graveyard"): "Banish this card from your GY",
           ("banish", "field"): "Banish this card",
           ("banish", "hand"): "Banish this card from your hand",
           ("tribute", "field"): "Tribute this card"}


def _including(found: re.Match[str]) -> tuple[str, str] | None:
    """"Discard 2 cards, including this card": the card itself, and one card fewer of the
    description from the same place (the card fits it, as printed)."""
    others = int(found.group("n")) - 1
    rest = found.group("rest")
    if others < 1:
        return None
    if others == 1:
        rest = PLURAL.sub(lambda word: SINGULAR_OF[word.group(0)], rest, count=1)
    cards_text = f"{found.group('verb')} {others} {rest}"
    cards = read(cards_text)
    if cards is None:
        return None
    spec = cards["cost_cards"]
    zones = spec.get("from", [DEFAULT[spec["do"]]])
    own = ITS_OWN.get((spec["do"], zones[0])) if len(zones) == 1 else None
    return (own, cards_text) if own else None


def with_itself(text: str) -> tuple[str, str] | None:
    """The two parts of a cost that gives up the card itself and cards of a description: the
    card's own ("Banish this card from your GY") and the others' ("Banish 1 face-up FIRE
    monster you control"), each read as a cost of its own; None for another sentence."""
    including = INCLUDING.match(text)
    if including is not None:
        return _including(including)
    found = ITSELF_FIRST.match(text) or ITSELF_LAST.match(text)
    if found is None:
        return None
    verb, rest, own = found.group("verb"), found.group("rest"), found.group("own") or ""
    if found.re is ITSELF_FIRST and SECOND_VERB.match(rest):  # "... and discard 1 card"
        return f"{verb} this card{own}", rest[:1].upper() + rest[1:]
    if not rest[:1].isdigit():
        return None
    shared = SHARED_PLACE.search(rest)
    if shared is not None and not own:
        where = shared.group("where")  # "Banish this card and 1 "X" monster from your GY"
        if verb != "Send":
            where = where.split(" to the ")[0]
        return f"{verb} this card{where}", f"{verb} {rest}"
    return f"{verb} this card{own}", f"{verb} {rest}"


# "Send this card from your hand or field to the GY", "Banish this card from your field or
# GY": the card itself, given up from whichever of two zones it is activated from (5-1-7)
EITHER_PLACE = r"(?:hand|field|face-up field|GY|Graveyard)"
ITSELF_EITHER = re.compile(rf"^(?P<verb>Send|Banish|Tribute) this card from your "
                           rf"(?P<first>{EITHER_PLACE}) or (?P<second>{EITHER_PLACE})"
                           r"(?P<to> to the (?:GY|Graveyard))?$")
# where each way of giving itself up may take the card from (the engine's COST_SELF)
SELF_FROM = {"send": {"hand", "field"}, "banish": {"hand", "field", "graveyard"},
             "tribute": {"hand", "field"}}


def itself_from_either(text: str) -> tuple[str, list[str]] | None:
    """How the card gives itself up and the two zones (as printed) it may do so from."""
    found = ITSELF_EITHER.match(text)
    if found is None or bool(found.group("to")) != (found.group("verb") == "Send"):
        return None
    how = found.group("verb").lower()
    zones = list(dict.fromkeys(ZONES[found.group(part)] for part in ("first", "second")))
    return (how, zones) if len(zones) == 2 and set(zones) <= SELF_FROM[how] else None


def plain_self(text: str) -> str:
    """"Banish this card you control", "Send this face-up card you control to the GY": the
    card on the field, as "Banish this card" says it (a monster's effect is activated there
    face-up only, 5-1-7)."""
    return text.replace("this card you control", "this card").replace(
        "this face-up card you control", "this face-up card")


# the top cards of the Deck, which nobody chooses: "Send the top 3 cards of your Deck to the
# GY" (5-3-2), "Banish the top 3 cards of your Deck, face-down" (3-9-1)
DECK_TOP = re.compile(r"^(?P<verb>Send|Banish) (?:the top (?:(?P<n>\d+) cards|card)|(?P<m>\d+) "
                      r"cards from the top) of your Deck(?P<to> to the (?:GY|Graveyard))?"
                      r"(?P<down>, face-down)?$")


def deck_top(text: str) -> Fields | None:
    """`{"send_deck": N}` or `{"banish_deck": N}` (face-down) for those costs, or None."""
    found = DECK_TOP.match(text)
    if found is None:
        return None
    count = int(found.group("n") or found.group("m") or 1)
    if found.group("verb") == "Send":
        return {"send_deck": count} if found.group("to") and not found.group("down") else None
    return {"banish_deck": count} if found.group("down") and not found.group("to") else None
