"""A Ritual Summon said in one sentence, as an effect's action (8-5-1), read into the scenario
format's `ritual_summon` step, and the places a Ritual Monster is Ritual Summoned from.

Standard library only. Read:

- "Ritual Summon 1 "Megalith" Ritual Monster from your hand, by Tributing monsters from your
  hand or field whose total Levels equal or exceed its Level." (Megalith Ophiel; "from your
  hand or GY", "from your hand or Deck": `summon_from`; "by Tributing Machine monsters": a
  `material`; "from your field" (or "monsters you control", Mitsurugi Magatama): `from:
  [field]`; "exactly equal": `exact`; "equal 8 or more": `levels: 8`; ", including this card
  on your field": `with_self`; ", except "X"" after the place: `except`; "in Defense
  Position" after it: `position: defense`, 8-4-3; "equal exactly twice its Level" (Megalith
  Unformed): `exact` and `times: 2`);
- `origins(...)`: "hand or GY", "hand, Deck, or GY" -> `summon_from` (the Ritual Spells' "This
  card can be used to Ritual Summon any "Vendread" Ritual Monster from your hand or GY.").

Anything else (a Type in brackets after "Ritual
Monster", "and/or banish ...", Tributes not described as effects describe monsters) is not
read. Each pattern is anchored; the parts are cut at fixed words and each one matched on its
own, so no pattern holds a quantified group inside another: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described

Fields = dict[str, Any]

PLACES = {"hand": "hand", "GY": "graveyard", "Graveyard": "graveyard", "Deck": "deck"}
ORDER = ("hand", "deck", "graveyard")
ORIGIN = r"(?:hand|Deck|GY|Graveyard)(?:(?:, | or |, or )(?:hand|Deck|GY|Graveyard)){0,2}"
ACTION = re.compile(
    r"^Ritual Summon (?:1|one) (?P<what>[^,]*?)Ritual Monster from your (?P<origin>"
    + ORIGIN + r')(?:, except "(?P<except>[^"]+)")?(?P<defense> in Defense Position)?,? '
    r"by Tributing (?P<tributes>[^,]*?)"
    r"(?:monsters|Monsters) (?:from your (?P<places>hand or field|field or hand|field|hand)"
    r"|(?P<control>you control))"
    r"(?P<self>, including this card on your field)?,? whose total Levels "
    r"(?P<how>equal or exceed|exactly equal|equal) (?P<total>its Level|the Level of (?:the|that) "
    r"Ritual Monster|the Ritual Monster's Level|(?P<twice>exactly twice its Level)|"
    r"(?P<n>\d+)(?P<more> or more)?)\.$")
MONSTER = re.compile(rf"^{described.words('Effect')}$")
TRIBUTES = re.compile(rf"^{described.words()}$")


def origins(text: str) -> list[str] | None:
    """"hand, Deck, or GY" -> the format's zones in their usual order; None: a place not one
    of them (the face-up Extra Deck, banishment)."""
    words = re.split(r", or |, | or ", text)
    if any(word not in PLACES for word in words):
        return None
    return sorted({PLACES[word] for word in words}, key=ORDER.index)


def _described(pattern: re.Pattern[str], text: str) -> Fields | None:
    found = pattern.match(text)
    if found is None:
        return None
    words = described.fields(found, True)
    return None if words is None or found.group("kind") and pattern is MONSTER else words


def ritual_monster(text: str) -> Fields | None:
    """"WATER ", ""Nekroz" ", "Level 8 " before "Ritual Monster" -> its description (`{}`:
    any), or None; "Effect" is not a word cards print there. The Ritual Summon's monster here,
    and the monster the Ritual helpers (ritual_entire.py, ritual_graveyard.py) may serve."""
    return _described(MONSTER, text)


def action(text: str) -> list[Fields] | None:
    """The `ritual_summon` step of one sentence ("Ritual Summon 1 ... by Tributing ..."), or
    None."""
    found = ACTION.match(text[:1].upper() + text[1:])
    if found is None:
        return None
    monster = ritual_monster(found.group("what"))
    material = _described(TRIBUTES, found.group("tributes"))
    zones = origins(found.group("origin"))
    if monster is None or material is None or zones is None:
        return None
    step: Fields = dict(monster)
    if found.group("except"):
        step["except"] = [found.group("except")]
    if zones != ["hand"]:
        step["summon_from"] = zones
    if found.group("self"):  # the monster whose effect this is, one of the Tributes
        step["with_self"] = True
    if found.group("places") == "field" or found.group("control"):  # "monsters you control"
        step["from"] = ["field"]
    elif found.group("places") == "hand":
        step["from"] = ["hand"]
    if material:
        step["material"] = material
    how, more = found.group("how"), bool(found.group("more"))
    if found.group("n"):
        step["levels"] = int(found.group("n"))
    if how == "equal or exceed" and more:
        return None  # "equal or exceed 8 or more": not a wording cards print
    if how == "exactly equal" or how == "equal" and not more:
        step["exact"] = True
    if found.group("twice"):  # "equal exactly twice its Level" (Megalith Unformed)
        if how != "equal":
            return None
        step["times"] = 2
    if found.group("defense"):  # "from your Deck in Defense Position" (8-4-3)
        step["position"] = "defense"
    return [{"ritual_summon": step}]
