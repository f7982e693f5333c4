"""The monster itself given up as the cost of its own effect (5-2-2), alone or beside cards of
a description (cost_shapes.py): "Tribute this card", "banish this card from your GY and 1
face-up FIRE monster you control", "send 2 face-up cards you control to the GY, including this
card", "send this card from your hand or field to the GY" (from either zone, 5-1-7).

Standard library only. Patterns are anchored, without nested quantified groups: linear.
"""
from __future__ import annotations

import re

from cards.ygo.cost_shapes import DEFAULT, ZONES, read

# "Banish this card and 1 "X" monster from your GY", "Banish this card from your GY and 1
# face-up FIRE monster you control", "Banish this card and discard 1 card", "Tribute 1
# "Naturia" monster and this card": the card itself and cards of a description, one cost
ITSELF_FIRST = re.compile(r"^(?P<verb>Tribute|Discard|Banish|Send|Shuffle|Return|Reveal) this "
                          r"(?P<face>face-up )?card"
                          r"(?P<own> from your (?:GY|Graveyard|hand|field))? and (?P<rest>.+)$")
ITSELF_LAST = re.compile(r"^(?P<verb>Tribute|Discard|Banish) (?P<rest>\d.+?),? and this card"
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


# "Banish from your GY, this card and 1 Dragon or LIGHT monster": the place said first, for both
PLACE_FIRST = re.compile(r"^Banish from your (?P<where>GY|Graveyard), this card and (?P<rest>.+)$")


def with_itself(text: str) -> tuple[str, str] | None:
    """The two parts of a cost that gives up the card itself and cards of a description: the
    card's own ("Banish this card from your GY") and the others' ("Banish 1 face-up FIRE
    monster you control"), each read as a cost of its own; None for another sentence."""
    first = PLACE_FIRST.match(text)
    if first is not None:
        text = f"Banish this card and {first.group('rest')} from your {first.group('where')}"
    including = INCLUDING.match(text)
    if including is not None:
        return _including(including)
    found = ITSELF_FIRST.match(text) or ITSELF_LAST.match(text)
    if found is None:
        return None
    verb, rest, own = found.group("verb"), found.group("rest"), found.group("own") or ""
    face = found.groupdict().get("face") or ""
    if found.re is ITSELF_FIRST and SECOND_VERB.match(rest):  # "... and discard 1 card"
        return f"{verb} this {face}card{own}", rest[:1].upper() + rest[1:]
    if not rest[:1].isdigit():
        return None
    shared = SHARED_PLACE.search(rest)
    if shared is not None and not own:
        where = shared.group("where")  # "Banish this card and 1 "X" monster from your GY"
        if verb != "Send":
            where = where.split(" to the ")[0]
        return f"{verb} this {face}card{where}", f"{verb} {rest}"
    return f"{verb} this {face}card{own}", f"{verb} {rest}"


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


# the monster itself given up as the cost (5-2-2): how, and the zone it is activated from
SELF_COST = {"Tribute this card": ("tribute", "field"),
             "Tribute this card from your hand": ("tribute", "hand"),
             "Discard this card": ("discard", "hand"),
             "Discard this card to the GY": ("discard", "hand"),
             "Discard this card to the Graveyard": ("discard", "hand"),
             "Send this card from your hand to the GY": ("send", "hand"),
             "Send this card from your hand to the Graveyard": ("send", "hand"),
             "Reveal this card in your hand": ("reveal", "hand"),
             "Banish this card from your GY": ("banish", "graveyard"),
             "Banish this card": ("banish", "field"),
             "Send this card to the GY": ("send", "field"),
             "Send this card to the Graveyard": ("send", "field"),
             "Send this face-up card to the GY": ("send", "field"),
             "Send this face-up card to the Graveyard": ("send", "field"),
             "Send this card from the field to the GY": ("send", "field"),
             "Send this card from the field to the Graveyard": ("send", "field"),
             "Send this face-up card from the field to the GY": ("send", "field"),
             "Send this face-up card from the field to the Graveyard": ("send", "field"),
             "Tribute this face-up card": ("tribute", "field"),
             "Banish this card from the GY": ("banish", "graveyard"),
             "Banish this card from the Graveyard": ("banish", "graveyard"),
             "Banish this card from your hand": ("banish", "hand"),
             "Banish this card from your Graveyard": ("banish", "graveyard"),
             "Banish this face-up card": ("banish", "field"),
             "Reveal this card": ("reveal", "hand"),
             # back to the Deck, or an Extra Deck monster to the Extra Deck (5-3-14, 2-2-3)
             "Shuffle this card into the Deck": ("shuffle", "field"),
             "Return this card to the Deck": ("shuffle", "field"),
             "Return this card to the Extra Deck": ("shuffle", "field"),
             "Shuffle this card into the Extra Deck": ("shuffle", "field"),
             "Shuffle this card from your GY into the Deck": ("shuffle", "graveyard"),
             "Shuffle this card from your Graveyard into the Deck": ("shuffle", "graveyard"),
             "Shuffle it into the Deck": ("shuffle", "field"),  # "it": the monster itself
             "Reveal it": ("reveal", "hand")}
# a monster equipped to another as an Equip Card, sent from the Spell & Trap Zone (10-4-6)
SELF_COST["Send this Equip Card to the GY"] = ("send", "equipped")
