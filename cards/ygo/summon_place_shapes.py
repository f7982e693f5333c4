"""Where a Summon a monster's Trigger Effect answers comes from and goes to, read around the
words summon_answers.py reads: "If a monster(s) is Special Summoned to your opponent's field",
"If your opponent Special Summons a monster(s) from the Extra Deck", "When a monster(s) is
Special Summoned from your GY", "If another "D/D" monster(s) is Normal or Special Summoned to
your field, while you control this face-up card", "..., while this card is in your GY".

The Summon's `to` (whose field the monster is Summoned to), `from` (the zones it is Special
Summoned from, or `pointed`: a zone this Link Monster points to), `from_player` (whose
zones) and `another` (not this card) join its
`summon: {...}` (10-3-4); "while this card is in your GY" is the effect's `from: graveyard`
(5-1-3); "while you control this monster" says what a monster's effect on the field needs
anyway (it is activated there only, 5-1-3).

Standard library only; each wording is a fixed prefix or suffix taken off the condition, so
no pattern backtracks.
"""
from __future__ import annotations

from typing import Any

from cards.ygo import summon_answers

Fields = dict[str, Any]

# where this card is when the effect is activated: its Graveyard, or the field (the default)
WHERE = {", while this card is in your GY": "graveyard",
         ", while this card is in your Graveyard": "graveyard",
         " while this card is in your GY": "graveyard",
         " while this card is in your Graveyard": "graveyard",
         ", while you control this face-up card": "field", " while you control this monster":
         "field", ", while you control this monster": "field",
         " while this monster is on the field": "field",
         ", while this monster is on the field": "field"}
# whose field the monster is Summoned to, seen from this card's player
TO = {" to your field": "controller", " to your side of the field": "controller",
      " to your opponent's field": "opponent", " to your opponent's side of the field":
      "opponent", " to a zone this card points to": "pointed",
      " to a zone(s) this card points to": "pointed",
      " to the zone this card points to": "pointed"}  # a Link Monster's arrows (4-4-7)
# the zones a monster is Special Summoned from, and whose they are ("any": either player's)
FROM = {" from the Extra Deck": (["extra_deck"], "any"), " from the hand": (["hand"], "any"),
        " from the hand or Extra Deck": (["hand", "extra_deck"], "any"),
        " from the GY": (["graveyard"], "any"), " from the Graveyard": (["graveyard"], "any"),
        " from the Deck": (["deck"], "any"), " from the Main Deck": (["deck"], "any"),
        " from your GY": (["graveyard"], "controller"),
        " from your Graveyard": (["graveyard"], "controller"),
        " from your Extra Deck": (["extra_deck"], "controller"),
        " from your opponent's GY": (["graveyard"], "opponent"),
        " from your opponent's Extra Deck": (["extra_deck"], "opponent"),
        " from their hand": (["hand"], "their"), " from their Main Deck": (["deck"], "their"),
        " from their Extra Deck": (["extra_deck"], "their"),
        " from their GY": (["graveyard"], "their")}
ANOTHER = ("If another ", "When another ")


def _take(text: str, table: dict[str, Any]) -> tuple[str, Any]:
    """`text` without the longest suffix of `table` it ends with, and that suffix's value."""
    for suffix in sorted(table, key=len, reverse=True):
        if text.endswith(suffix):
            return text[:-len(suffix)], table[suffix]
    return text, None


def _places(text: str) -> tuple[str, bool, str | None, str | None, Any] | None:
    """The condition without its places, and them: another, where this card is, whose
    field, which zones; None when it names none."""
    another = text.startswith(ANOTHER)
    rest = text.replace("another ", "a ", 1) if another else text
    rest, where = _take(rest, WHERE)
    rest, to = _take(rest, TO)
    rest, origins = _take(rest, FROM)
    if to is None:  # "from the Extra Deck to your field" as well as "to your field"
        rest, to = _take(rest, TO)
    if not (another or where or to or origins):
        return None
    return rest, another, where, to, origins


def condition(text: str) -> tuple[Fields, str] | None:
    """A monster's Trigger Effect on another monster's Summon with a place in its wording:
    the `effects:` entry's fields and the words "that ..." repeats; None when the wording has
    no place (summon_answers.monster_condition reads it alone) or is not read."""
    found = _places(text)
    read = summon_answers.monster_condition(found[0]) if found is not None else None
    if found is None or read is None:
        return None
    _rest, another, where, to, origins = found
    shape, phrase = read
    summon = _summon(dict(shape.get("summon", {})), origins, to, another)
    if summon is None:
        return None
    shape = {**shape, "summon": summon} if summon else shape
    return ({**shape, "from": "graveyard"} if where == "graveyard" else shape), phrase


def card_condition(text: str) -> tuple[Fields, str] | None:
    """The same places in a Spell's or Trap's condition ("When your opponent Special Summons
    a monster(s) from their Main Deck"): `when: summoned` and its `summon: {...}`."""
    found = _places(text)
    if found is None or found[1] or found[2] or found[3] == "pointed":
        return None  # "another", "while this card is ...", its arrows: a monster's wording
    read = summon_answers.condition(found[0])
    if read is None or "negates" in read[0]:
        return None  # a Summon being made has no place yet to be Summoned to
    fields, phrase = read
    summon = _summon(dict(fields.get("summon", {})), found[4], found[3], False)
    return (None if summon is None else ({**fields, "summon": summon}, phrase))


def _summon(summon: Fields, origins: tuple[list[str], str] | None, to: str | None,
            another: bool) -> Fields | None:
    """The Summon's keys with its places; None for words that do not fit together."""
    if origins:
        zones, whose = origins
        if summon.get("how", ["special"]) != ["special"]:
            return None  # a Normal Summon comes from the hand only: no such wording
        if whose == "their":  # "your opponent Special Summons ... from their hand"
            if summon.get("player") != "opponent":
                return None
            whose = "opponent"
        summon["from"] = zones
        if whose != "any":
            summon["from_player"] = whose
    if to:
        summon["to"] = to
    if another:
        summon["another"] = True
    return summon
