"""The words that describe a card ("1 Level 4 or lower LIGHT or DARK "Blackwing" Winged Beast
monster"), read once for both what an effect targets (shapes.py) and what it takes from its
player's zones (fetch_shapes.py), into the scenario format's shared keys (`archetype`,
`type`, `attribute`, `level`, `level_min`, `level_max`, `except`).

Standard library only. The words come in the order PSCT prints them: a Level (exact, "or
lower", "or higher"), Attributes ("LIGHT or DARK", "EARTH, WATER, or FIRE": any one of
them), an archetype in quotes (a single Type may come before it: "Dragon "Dragunity""),
Types ("Insect, Plant, or Reptile", older "Warrior-Type": any one), a kind ("Normal",
"Effect", "Tuner"...), then the noun the caller names. A Type and a kind together ("a
Warrior Normal Monster") ask for both at once: `also_type` for the readers whose format
takes it, refused for the others. Patterns hold no quantified group
inside another: linear.
"""
from __future__ import annotations

import re
from typing import Any

Fields = dict[str, Any]

ATTRIBUTES = "DARK|DIVINE|EARTH|FIRE|LIGHT|WATER|WIND"
TYPES = ("Aqua|Beast-Warrior|Beast|Creator God|Cyberse|Dinosaur|Divine-Beast|Dragon|Fairy|"
         "Fiend|Fish|Illusion|Insect|Machine|Plant|Psychic|Pyro|Reptile|Rock|Sea Serpent|"
         "Spellcaster|Thunder|Warrior|Winged Beast|Wyrm|Zombie")
# kinds a Main Deck monster's type line may hold (Extra Deck monsters are never in the Deck)
MONSTER_KINDS = "Normal|Effect|Flip|Gemini|Spirit|Toon|Union|Ritual|Pendulum"
OR = r"(?:, or |, | or )"
ONE_TYPE = rf"(?:{TYPES})(?:-Type)?"


def words(kinds: str = MONSTER_KINDS) -> str:
    """The description before its noun, each part optional and followed by a space."""
    return (rf'(?:Level (?P<level>\d+)(?: or (?P<bound>lower|higher))? |'
            r'Link-(?P<link_rating>\d+)(?: or (?P<link_bound>lower|higher))? |'
            r'Rank (?P<xyz_rank>\d+)(?: or (?P<rank_bound>lower|higher))? )?'
            rf'(?:(?P<attributes>(?:{ATTRIBUTES})(?:{OR}(?:{ATTRIBUTES}))*) )?'
            # a Type printed before the archetype ("Dragon "Dragunity" monster"): the same
            # as after it
            rf'(?:(?P<pre_type>{ONE_TYPE}) (?="))?(?:"(?P<archetype>[^"]+)" )?'
            rf'(?:(?P<types>{ONE_TYPE}(?:{OR}{ONE_TYPE})*) )?(?:(?P<kind>{kinds}) )?')


EXCEPT = r'(?:, except "(?P<except>[^"]+)")?'


def _listed(text: str) -> list[str]:
    return [word.removesuffix("-Type") for word in re.split(OR, text)]


def fields(found: re.Match[str], monster: bool, tuner: bool = False,
           both: bool = False) -> Fields | None:
    """The format's keys for the description `found` matched (`monster`: the noun names a
    monster, so a Level, Attribute or Type may narrow it; `tuner`: the noun is "Tuner"), or
    None for words the format cannot hold. A Type and a kind at once ("a Dragon Normal
    Monster") are read only for a caller whose format takes `also_type` (`both`)."""
    types = _listed(found.group("types")) if found.group("types") else []
    pre_type = found.groupdict().get("pre_type")
    if pre_type and types:
        return None  # a Type on either side of the archetype: not a wording read
    types = _listed(pre_type) if pre_type else types
    kinds = [k for k in (found.group("kind"), "Tuner" if tuner else None) if k]
    also: list[str] = []
    if types and kinds or len(kinds) > 1:
        if not both:
            return None  # both a Type and a kind at once: the format's list means any one
        also, kinds = (kinds, []) if types else (kinds[1:], kinds[:1])
    types = types or kinds
    attributes = _listed(found.group("attributes")) if found.group("attributes") else []
    rating = found.groupdict().get("link_rating")  # a Link Rating in the Level's place (4-2-4)
    rank = found.groupdict().get("xyz_rank")  # a Rank: only an Xyz Monster has one (4-1)
    if rank and "Xyz" not in kinds + types + also:
        return None  # "a Rank 4 monster": the format's Rank fits Xyz Monsters only
    if (types or attributes or found.group("level") or rating or rank) and not monster:
        return None  # a Level on a Spell: not a shape read here
    out: Fields = {}
    if found.group("archetype"):
        out["archetype"] = found.group("archetype")
    if attributes:
        out["attribute"] = attributes[0] if len(attributes) == 1 else attributes
    if types:
        out["type"] = types[0] if len(types) == 1 else types
    if also:  # each of these as well as one of `type` (a Dragon Normal Monster)
        out["also_type"] = also[0] if len(also) == 1 else also
    if found.group("level"):
        key = {"lower": "level_max", "higher": "level_min", None: "level"}[found.group("bound")]
        out[key] = int(found.group("level"))
    if rating:
        key = {"lower": "link_max", "higher": "link_min", None: "link"}[found.group("link_bound")]
        out[key] = int(rating)
    if rank:
        key = {"lower": "xyz_rank_max", "higher": "xyz_rank_min", None: "xyz_rank"}[
            found.group("rank_bound")]
        out[key] = int(rank)
    if "except" in found.groupdict() and found.group("except"):
        out["except"] = [found.group("except")]
    return out
