"""Spells that Fusion or Ritual Summon as they resolve (8-5-1, 8-5-2), read into the
scenario format's `fusion_summon` and `ritual_summon` steps, or refused.

Standard library only. Read:

- "Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand or field
  as Fusion Material." (Polymerization; "as material", "as Fusion Materials", nothing; "using
  monsters you control" for the field alone; "from your hand and/or field" the same as "hand
  or field"; "from your hand, Deck, or field": `from: [hand, field, deck]`, the Deck's sent to
  the GY; a Level, Attribute, archetype or Type before
  "Fusion Monster" narrows it: "1 "Gem-Knight" Fusion Monster"; "1 Dragon or Spellcaster
  monster from your Extra Deck" is a Fusion Monster all the same): `{fusion_summon: {from:
  [hand, field], ...}}` ("from either field": `from: [field, opponent_field]`, the opponent's
  monsters too); "..., by banishing Fusion Materials mentioned on it from your field
  or GY." (Miracle Fusion): `banish: true, from: [field, graveyard]` (or "from your hand or
  field": `from: [hand, field]`); ", including this card"
  after the places: `with_self`; "by banishing its materials from your hand, field, and/or
  GY": `banish: true` and the places; "by shuffling its materials from your field and/or GY
  into the Deck": `shuffle: true`; "by shuffling Rock monsters from your hand, field, GY,
  and/or banishment into the Deck as material" (Magnet Bonding): `material: {type: Rock}` and
  `banished` among the places;
- a Ritual Spell's two sentences, "This card is used to Ritual Summon "X"." (or ""X" or "Y"",
  or "any "Z" Ritual Monster") and "You must also Tribute monsters from your hand or field
  whose total Levels equal 8 or more." (and the older orders of the same words; "exactly
  equal", "equal or exceed the Level of the Ritual Monster you Ritual Summon"): `{ritual_summon:
  {names: [X], levels: 8}}`; "You must also send Normal Monsters from your Deck to the GY
  whose total Levels equal the Level of that Ritual Monster." (Advanced Ritual Art): `from:
  [deck], send: true, exact: true, material: {type: Normal}`; "Tribute Normal Monsters from
  your hand" (High Ritual Art): `from: [hand]`; "from your hand or GY" after the
  Ritual Monster: `summon_from` (ritual_shapes.origins); "Tribute LIGHT monsters": `material`;
  "..., and/or banish "Red-Eyes" monsters from your GY, whose total Levels ..." (Red-Eyes
  Transmigration): `graveyard_banish: {archetype: Red-Eyes}`.

Anything else (another place, "but ...", a material the card adds to what the monster lists)
is not read. Patterns are anchored, without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described, ritual_shapes

Fields = dict[str, Any]

# "1 Fiend Fusion Monster": the description before the noun (described.py), no monster kind
DESCRIBED = described.words("Effect")
MATERIALS = (r"(?:using monsters from (?:your (?P<using>hand or field|field or hand|hand and/or "
             r"field|hand, Deck, or field|field|hand)|(?P<either>either field))"
             r"|using monsters you control)"
             r"(?: as (?:Fusion )?(?:Materials?|material))?"
             r"|by banishing (?:the )?(?:Fusion Materials? (?:mentioned|listed) on it|its "
             r"materials) from your (?P<banishing>field or GY|field or Graveyard|GY or field|"
             r"hand or field)"
             r"|by (?P<verb>banishing|shuffling) (?:its materials|(?P<kinds>[^,\"]*?)monsters) "
             r"from your (?P<places>hand, field, GY, and/or banishment|hand, field, "
             r"and/or GY|field and/or GY|hand and/or field|hand or field|GY)(?P<into> into the "
             r"Deck)?(?(kinds) as material)")
# "from your hand, field, and/or GY": each place named
PLACE_WORDS = re.compile(r", and/or |, or |, | and/or | or ")
FUSION = re.compile(rf"^Fusion Summon (?:1|one) {DESCRIBED}(?:Fusion Monster|monster) from your "
                    r"Extra Deck, "
                    rf"(?:{MATERIALS})(?P<self>, including this card)?\.$")
ZONES = {"hand": "hand", "field": "field", "GY": "graveyard", "Graveyard": "graveyard",
         "Deck": "deck", "banishment": "banished"}

USED = re.compile(rf'^This card (?:is|can be) used to Ritual Summon (?:"(?P<name>[^"]+)"'
                  rf'(?: or "(?P<other>[^"]+)")?|any (?:1 )?{described.words("Effect")}'
                  rf'Ritual Monster)(?: from your (?P<origin>{ritual_shapes.ORIGIN}))?\.$')
# "from your hand" alone (High Ritual Art, Turning of the World): Tributes from the hand only
PLACES = r"(?:your hand or field|the field or your hand|your field|your hand)"
TRIBUTE = re.compile(
    rf"^You must also (?:Tribute|offer) {described.words()}(?:monsters|Monsters) "
    rf"(?:from {PLACES}(?:,? and/or banish (?P<gy>[^,]*?)(?:monsters|Monsters) from your "
    r"(?:GY|Graveyard))?,? )?whose total "
    r"Level(?:s| Stars) (?P<how>equal or exceed|exactly equal|equal exactly|equal) "
    r"(?:(?P<n>\d+)|its Level|the Level of the Ritual Monster(?: you Ritual Summon)?)"
    r"(?P<more> or more)?"
    rf"(?: as a Tribute)?(?: from {PLACES})?\.$")

# "You must also Tribute a monster from your hand or field whose Level is 1 or more." (Black
# Illusion Ritual): exactly one Tribute, of any Level
ONE = re.compile(rf"^You must also Tribute a monster from {PLACES} whose Level is 1 or more\.$")

# "You must also send Normal Monsters from your Deck to the GY whose total Levels equal the
# Level of that Ritual Monster." (Advanced Ritual Art): sent, not Tributed, exactly
SEND = re.compile(rf"^You must also send {described.words()}(?:monsters|Monsters) from your "
                  r"Deck to the (?:GY|Graveyard) whose total Levels (?:exactly )?equal the "
                  r"Level of (?:that|the) Ritual Monster(?: you Ritual Summon)?\.$")


def fusion(text: str) -> list[Fields] | None:
    """The `fusion_summon` step of one sentence, or None."""
    found = FUSION.match(text)
    if found is None or found.group("kind"):
        return None
    words = described.fields(found, True)
    if words is None or "except" in words:
        return None
    if found.group("verb"):  # "by banishing its materials", "by shuffling ... into the Deck"
        shuffle = found.group("verb") == "shuffling"
        if shuffle != bool(found.group("into")):
            return None
        zones = [ZONES[word] for word in PLACE_WORDS.split(found.group("places"))]
        if "banished" in zones and not shuffle:
            return None  # banished cards are shuffled back, never banished again
        step: Fields = {"shuffle" if shuffle else "banish": True,
                        "from": sorted(zones, key=list(ZONES.values()).index)}
        kinds = _material(found.group("kinds"))
        if kinds is None:
            return None
        step.update({"material": kinds} if kinds else {})
    elif found.group("banishing"):
        zones = [ZONES[word] for word in found.group("banishing").split(" or ")]
        step = {"banish": True, "from": sorted(zones, key=list(ZONES.values()).index)}
    elif found.group("either"):
        step = {"from": ["field", "opponent_field"]}
    else:
        using = found.group("using") or "field"
        step = {"from": sorted({ZONES[word] for word in PLACE_WORDS.split(using)},
                               key=list(ZONES.values()).index)}
    if step["from"] == ["hand", "field"] and not step.keys() & {"banish", "shuffle"}:
        del step["from"]  # the format's default
    if found.group("self"):  # "..., including this card": the card itself is a material
        step["with_self"] = True
    return [{"fusion_summon": {**step, **words}}]


def _material(kinds: str | None) -> Fields | None:
    """"by shuffling Rock monsters from ... as material" (Magnet Bonding): what each material
    must be ({} for "its materials"), or None for words not read."""
    if kinds is None:
        return {}
    found = ritual_shapes.TRIBUTES.match(kinds)
    words = described.fields(found, True) if found is not None else None
    return None if not words or "except" in words else words


def ritual(first: str, second: str) -> list[Fields] | None:
    """The `ritual_summon` step of a Ritual Spell's two sentences, or None."""
    used, tribute = USED.match(first), TRIBUTE.match(second)
    sent = SEND.match(second) if tribute is None else None
    single = ONE.match(second) if tribute is None and sent is None else None
    if used is None or tribute is None and sent is None and single is None:
        return None
    step = _summoned(used)
    if step is None:
        return None
    if single is not None:  # one Tribute of any Level: 1 or more, none beyond it (8-5-1)
        return [{"ritual_summon": {**step, **_places(second), "levels": 1}}]
    banish = tribute.group("gy") if tribute is not None else None
    if second.count(" from ") != 1 + (banish is not None) \
            or ("Level Stars" in second) != ("offer" in second):
        return None  # the places said once; "offer" is the older wording of a Tribute
    if sent is not None:
        material = described.fields(sent, True)
        if material is None or "except" in material:
            return None
        return [{"ritual_summon": {**step, "from": ["deck"], "send": True, "exact": True,
                                   **({"material": material} if material else {})}}]
    if tribute is None:
        return None
    material = described.fields(tribute, True)
    if material is None:
        return None
    if material:  # "Tribute LIGHT monsters": what each Tribute must be
        step["material"] = material
    if banish is not None:  # "and/or banish "Red-Eyes" monsters from your GY"
        found = ritual_shapes.TRIBUTES.match(banish)
        words = described.fields(found, True) if found else None
        if words is None:
            return None
        step["graveyard_banish"] = words
    step.update(_places(second))
    if tribute.group("n"):
        step["levels"] = int(tribute.group("n"))
    how, more = tribute.group("how"), bool(tribute.group("more"))
    if how != "equal" and more:
        return None
    if how in ("exactly equal", "equal exactly") or how == "equal" and not more:
        step["exact"] = True
    return [{"ritual_summon": step}]


def _summoned(used: re.Match[str]) -> Fields | None:
    """The Ritual Monster the first sentence names or describes, and where it may come from."""
    step: Fields = {}
    if used.group("origin"):  # "from your hand or GY": where the Ritual Monster may be
        zones = ritual_shapes.origins(used.group("origin"))
        if zones is None:
            return None
        if zones != ["hand"]:
            step["summon_from"] = zones
    if used.group("name"):
        step["names"] = [used.group("name")] + ([used.group("other")] if used.group("other")
                                                else [])
        return step
    words = described.fields(used, True)
    if words is None or used.group("kind") or "except" in words:
        return None
    return {**step, **words}


def _places(second: str) -> Fields:
    """Where the Tributes come from: the format's default (hand and field) unless the
    sentence names the field alone or the hand alone ("Tribute Normal Monsters from your
    hand", High Ritual Art)."""
    if "your field" in second and "your hand" not in second:
        return {"from": ["field"]}
    if "your hand" in second and "field" not in second:
        return {"from": ["hand"]}
    return {}
