"""Spells that Fusion or Ritual Summon as they resolve (8-5-1, 8-5-2), read into the
scenario format's `fusion_summon` and `ritual_summon` steps, or refused.

Standard library only. Read:

- "Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand or field
  as Fusion Material." (Polymerization; "as material", "as Fusion Materials", nothing; "using
  monsters you control" for the field alone; a Level, Attribute, archetype or Type before
  "Fusion Monster" narrows it: "1 "Gem-Knight" Fusion Monster"): `{fusion_summon: {from:
  [hand, field], ...}}` ("from either field": `from: [field, opponent_field]`, the opponent's
  monsters too); "..., by banishing Fusion Materials mentioned on it from your field
  or GY." (Miracle Fusion): `banish: true, from: [field, graveyard]`;
- a Ritual Spell's two sentences, "This card is used to Ritual Summon "X"." (or ""X" or "Y"",
  or "any "Z" Ritual Monster") and "You must also Tribute monsters from your hand or field
  whose total Levels equal 8 or more." (and the older orders of the same words; "exactly
  equal", "equal or exceed the Level of the Ritual Monster you Ritual Summon"): `{ritual_summon:
  {names: [X], levels: 8}}`; "You must also send Normal Monsters from your Deck to the GY
  whose total Levels equal the Level of that Ritual Monster." (Advanced Ritual Art): `from:
  [deck], send: true, exact: true, material: {type: Normal}`.

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
MATERIALS = (r"(?:using monsters from (?:your (?P<using>hand or field|field or hand|field|"
             r"hand)|(?P<either>either field))|using monsters you control)"
             r"(?: as (?:Fusion )?(?:Materials?|material))?"
             r"|by banishing (?:the )?(?:Fusion Materials? (?:mentioned|listed) on it|its "
             r"materials) from your (?P<banishing>field or GY|field or Graveyard|GY or field)")
FUSION = re.compile(rf"^Fusion Summon (?:1|one) {DESCRIBED}Fusion Monster from your Extra Deck, "
                    rf"(?:{MATERIALS})\.$")
ZONES = {"hand": "hand", "field": "field", "GY": "graveyard", "Graveyard": "graveyard"}

USED = re.compile(rf'^This card (?:is|can be) used to Ritual Summon (?:"(?P<name>[^"]+)"'
                  rf'(?: or "(?P<other>[^"]+)")?|any (?:1 )?{described.words("Effect")}'
                  rf'Ritual Monster)(?: from your (?P<origin>{ritual_shapes.ORIGIN}))?\.$')
PLACES = r"(?:your hand or field|the field or your hand|your field)"
TRIBUTE = re.compile(
    rf"^You must also (?:Tribute|offer) {described.words()}(?:monsters|Monsters) "
    rf"(?:from {PLACES},? )?whose total "
    r"Level(?:s| Stars) (?P<how>equal or exceed|exactly equal|equal exactly|equal) "
    r"(?:(?P<n>\d+)|the Level of the Ritual Monster(?: you Ritual Summon)?)(?P<more> or more)?"
    rf"(?: as a Tribute)?(?: from {PLACES})?\.$")

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
    if found.group("banishing"):
        zones = [ZONES[word] for word in found.group("banishing").split(" or ")]
        step: Fields = {"banish": True, "from": sorted(zones, key=list(ZONES.values()).index)}
    elif found.group("either"):
        step = {"from": ["field", "opponent_field"]}
    else:
        using = found.group("using") or "field"
        step = {"from": sorted({ZONES[word] for word in using.split(" or ")},
                               key=list(ZONES.values()).index)}
    if step["from"] == ["hand", "field"] and not step.get("banish"):
        del step["from"]  # the format's default
    return [{"fusion_summon": {**step, **words}}]


def ritual(first: str, second: str) -> list[Fields] | None:
    """The `ritual_summon` step of a Ritual Spell's two sentences, or None."""
    used, tribute = USED.match(first), TRIBUTE.match(second)
    sent = SEND.match(second) if tribute is None else None
    if used is None or tribute is None and sent is None:
        return None
    if (second.count(" from ") != 1) or ("Level Stars" in second) != ("offer" in second):
        return None  # the places said once; "offer" is the older wording of a Tribute
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
    else:
        words = described.fields(used, True)
        if words is None or used.group("kind") or "except" in words:
            return None
        step.update(words)
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
    if "your field" in second and "your hand" not in second:
        step["from"] = ["field"]
    if tribute.group("n"):
        step["levels"] = int(tribute.group("n"))
    how, more = tribute.group("how"), bool(tribute.group("more"))
    if how != "equal" and more:
        return None
    if how in ("exactly equal", "equal exactly") or how == "equal" and not more:
        step["exact"] = True
    return [{"ritual_summon": step}]
