"""A Link Monster's first line, what it asks of the materials of its Link Summon (8-5-5), read
into the scenario format's `summon_materials` (judge/engine/ygo/link_summon.py checks it):
how many monsters at least and at most (`min`, `max`), what each must be (the description
keys targets and fetches share: `archetype`, `type`, `attribute`, `level`, `level_min`,
`level_max`), what one of them at least must be (`including`), and "with different names"
(`different_names`; Types, Attributes: `different_types`, `different_attributes`), "with
the same Type" (`same_type`, `same_attribute`), "except
Tokens" (`no_tokens`) or "non-Link" (`not_type`).

"2+ Effect Monsters", "1 Level 4 or lower Cyberse monster", '2 monsters, including a
"Knightmare" monster', "2 monsters with different names". A line asking for anything else
(Types and Attributes that must differ, a Level/Rank/Link, "non-Link", a monster named with
"or") gives None: the line is then named as not applied, never guessed.

Standard library only; each pattern is anchored and holds no quantified group inside another
(the lazy head of TAIL may try each end once: quadratic at worst in one short first line).
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described

Fields = dict[str, Any]

# the kinds a material's description may name: Extra Deck kinds too ("a Link Monster")
KINDS = described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link"
NOUN = r"(?:monsters?|Monsters?)"
COUNT = re.compile(r"^(?P<n>\d+)(?P<more>\+)? (?P<rest>.+)$")
# "… monsters" then, at most once each: " with different names", ", except Tokens" (or a name),
# ", including a …"
TAIL = re.compile(r"^(?P<head>.+?)(?: with different (?:(?P<names>names)|(?P<types>Types)"
                  r"|(?P<attributes>Attributes)|(?P<both>Types and Attributes))"
                  r"| with the same (?:(?P<same_type>Type)|(?P<same_attribute>Attribute)"
                  r"|(?P<same_both>Type and Attribute)))?"
                  r'(?:(?P<tokens>,? except (?:a Token|Tokens))|,? except "(?P<name>[^"]+)")?'
                  r"(?:,? including (?:a|an) (?P<including>.+))?$")
NON = re.compile(r"^non-(?P<kind>Link|Tuner|Effect) (?P<rest>.+)$")
ONE = re.compile(rf"^{described.words(KINDS)}{NOUN}$")
TUNER = re.compile(rf"^{described.words('')}Tuners?$")


def read(line: str) -> Fields | None:
    """The `summon_materials` fields of a Link Monster's first line, or None."""
    # "Beast, Beast-Warrior, and/or Winged Beast": each material any one of them, as "or"
    found = COUNT.match(line.strip().replace(" and/or ", " or "))
    if found is None:
        return None
    count = int(found.group("n"))
    tail = TAIL.match(found.group("rest"))
    if tail is None:
        return None
    each = description(tail.group("head"))
    if each is None:
        return None
    fields: Fields = {"min": count, **each}
    if not found.group("more"):
        fields["max"] = count
    if tail.group("tokens"):
        fields["no_tokens"] = True
    if tail.group("names"):
        fields["different_names"] = True
    if tail.group("types") or tail.group("both"):
        fields["different_types"] = True
    if tail.group("attributes") or tail.group("both"):
        fields["different_attributes"] = True
    if tail.group("same_type") or tail.group("same_both"):
        fields["same_type"] = True
    if tail.group("same_attribute") or tail.group("same_both"):
        fields["same_attribute"] = True
    if tail.group("name"):
        fields["except"] = [tail.group("name")]
    if tail.group("including"):
        including = description(tail.group("including"))
        # "including a monster" would add nothing: not a printed shape
        if not including or "not_type" in including:
            return None
        fields["including"] = including
    return fields


def description(words: str) -> Fields | None:
    """One description's keys ({} for any monster), or None for words not read here."""
    non = NON.match(words)
    if non is not None:  # "2 non-Link Monsters": any kind but that one
        rest = description(non.group("rest"))
        return None if rest is None or "not_type" in rest else {
            **rest, "not_type": non.group("kind")}
    found = ONE.match(words)
    if found is not None:
        return described.fields(found, monster=True)
    found = TUNER.match(words)
    if found is not None:
        return described.fields(found, monster=True, tuner=True)
    return None


# "If this card is sent to the GY as material for the Link Summon of a "X" monster" (or "as
# material for a Cyberse Link Monster"): a Link Material's Trigger Effect that answers only a
# Link Summon of a monster so described (`for`)
FOR_SUMMON = re.compile(r"^If this card is sent (?:from the (?:hand or )?field )?to the "
                        r"(?:GY|Graveyard) as (?:Link )?[Mm]aterial for (?:the Link Summon of "
                        r"an? (?P<monster>.+) monster|an? (?P<link>.+) Link Monster)$")


def material_for(condition: str) -> Fields | None:
    """The effect fields of such a condition, or None when it is not one or its monster is
    described in words not read here."""
    found = FOR_SUMMON.match(condition)
    if found is None:
        return None
    words = found.group("monster") or found.group("link")
    described_as = description(f"{words} monster")
    if not described_as or "not_type" in described_as:
        return None
    return {"type": "trigger", "event": "link_material", "from": "graveyard",
            "for": described_as}
