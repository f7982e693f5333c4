"""A Fusion Monster Special Summoned by "the above cards" rather than Fusion Summoned (its own
procedure, 8-4-8), read into the scenario format's `summon_procedures: [{from: [extra_deck],
materials: {do, from}}]` with `summon_first` ("Must first be") or `special_summon_only:
{procedure: own}` ("Must be"):

- "Must first be Special Summoned (from your Extra Deck) by shuffling the above cards you
  control into the Deck." (`do: shuffle`), "... by banishing the above cards you control."
  (`banish`), "... by sending the above cards you control to the GY." (`send`), "... by
  Tributing the above cards you control." (`tribute`); "from your field and/or GY", "you
  control and/or from your GY", "from your hand, field, and/or GY" (`from`); ", and cannot
  be Special Summoned by other ways";
  the older "This card can only be Special Summoned from your Extra Deck by returning the
  above cards you control to the Deck.";
- the reminder after it, "(You do not use "Polymerization".)", which says the same.

Read only when the card's first line was read as its `fusion_materials` (what "the above
cards" are). "Either Fusion Summoned, or ...", "from either field" and "face-down Extra Deck"
are not read. Standard library only; each pattern is anchored and linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct

Fields = dict[str, Any]

CONTACT = re.compile(
    r"^(?:Must (?P<first>first )?be Special Summoned \(from your Extra Deck\)|This card can only "
    r"be Special Summoned from your Extra Deck,?) by (?P<verb>banishing|shuffling|sending|"
    r"Tributing|returning) the above cards (?:you control(?P<also> and/or from your GY)?|"
    r"from your (?P<from>field and/or GY|hand, field, and/or GY|field and/or Graveyard))"
    r"(?P<to> into the Deck(?:/Extra Deck)?| to the GY| to the Graveyard| to the Deck)?"
    r"(?P<only>, and cannot be Special Summoned by other ways)?\.$")
# each verb with the words that must follow it ("" for none)
VERBS = {"banishing": ("banish", ("",)), "Tributing": ("tribute", ("",)),
         "shuffling": ("shuffle", (" into the Deck", " into the Deck/Extra Deck")),
         "returning": ("shuffle", (" to the Deck",)),
         "sending": ("send", (" to the GY", " to the Graveyard"))}
PLACES = {None: ["field"], "field and/or GY": ["field", "graveyard"],
          "field and/or Graveyard": ["field", "graveyard"],
          "hand, field, and/or GY": ["hand", "field", "graveyard"]}
REMINDER = '(You do not use "Polymerization".)'


def procedure(text: str) -> Fields | None:
    """The card keys of one such sentence, or None."""
    found = CONTACT.match(text)
    if found is None:
        return None
    do, endings = VERBS[found.group("verb")]
    if (found.group("to") or "") not in endings:
        return None
    must = not found.group("first")
    if found.group("only") and not must:
        return None
    places = PLACES["field and/or GY" if found.group("also") else found.group("from")]
    entry: Fields = {"from": ["extra_deck"], "materials": {"do": do, "from": places}}
    if entry["materials"]["from"] == ["field"]:
        del entry["materials"]["from"]  # the format's default
    fields: Fields = {"summon_procedures": [entry]}
    if must:
        fields["special_summon_only"] = {"procedure": "own"}  # 8-4-7
    else:
        fields["summon_first"] = True  # 8-4-5
    return fields


def read(main: psct.Breakdown, fields: Fields, read_texts: list[str]) -> list[str]:
    """The sentence and its reminder among the effects not read, their keys added to `fields`
    (after the card's own procedures); the texts read."""
    if "fusion_materials" not in fields:
        return []
    for index, effect in enumerate(main.effects):
        found = None if effect.text in read_texts or effect.clauses else procedure(effect.text)
        if found is None:
            continue
        entries = fields.get("summon_procedures", [])
        fields.update({**found, "summon_procedures": entries + found["summon_procedures"]})
        after = main.effects[index + 1].text if index + 1 < len(main.effects) else ""
        return [effect.text] + ([after] if after == REMINDER else [])
    return []
