"""An Xyz Monster's sentences about the cards under it, named and described (4-4-11), read into
the scenario format's card keys (docs/scenario-format.md), beside xyz_shapes.py:

- "Gains ATK/DEF equal to the ATK/DEF of all "Zoodiac" monsters attached to it as material."
  ("This card gains ATK and DEF equal to the ATK and DEF of all ... attached to it as
  Materials."), "Gains ATK equal to the combined ATK and DEF of "Melffy" monsters attached to
  it.": `attached_stats: {atk: [atk], def: [def], archetype: Zoodiac}`, what of the described
  materials' ATK and DEF the monster gains (the engine's xyz_cards.py);
- "A "Shark Drake" Xyz Monster that has this card as material gains this effect." with its one
  "●" line ("An Xyz Monster whose original Type is Machine and has this card as material ..."):
  `summon_grant: {by: attached, to: {...}, gives|effect}`, what the monster gives the Xyz
  Monster it is under, while it is there (the engine's xyz_grants.py). The engine changes no
  Xyz Monster's Type, so its Type is its original Type;
- "If this card has "Number 104: Masquerade" as material, it gains this effect." with its "●"
  lines, each an activated effect read as the monster's own, and "If this card has a Winged
  Beast monster as material: ..." as an effect's activation condition: the effect's
  `if_material: {names|archetype|type..., card: true}`, activated only while one of its named
  materials is so described (`card`: any card, else a monster; the engine's xyz_cards.py).

Standard library only; anchored patterns without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described, granted_shapes, psct

Fields = dict[str, Any]

STATS = r"(?P<gain>ATK/DEF|ATK and DEF|ATK)"
SOURCE = r"(?P<source>ATK/DEF|ATK and DEF)"
GAINS = re.compile(rf"^(?:This card g|G)ains {STATS} equal to the (?P<combined>combined )?"
                   rf"{SOURCE} of (?P<all>all )?{described.words()}monsters attached to it"
                   r"(?: as (?:Xyz )?[Mm]aterials?)?\.$")


def attached_stats(text: str) -> Fields | None:
    """`attached_stats` of the sentence, or None. "ATK/DEF equal to the ATK/DEF" pairs them
    (its ATK gains their ATK, its DEF their DEF); "ATK equal to the combined ATK and DEF" adds
    both to its ATK alone."""
    found = GAINS.match(text)
    if found is None:
        return None
    gain, combined = found.group("gain"), bool(found.group("combined"))
    if gain == "ATK" and combined:
        stats: Fields = {"atk": ["atk", "def"]}
    elif gain != "ATK" and not combined:
        stats = {"atk": ["atk"], "def": ["def"]}
    else:
        return None
    words = described.fields(found, monster=True)
    if not words:  # a description the engine checks, never every monster at once
        return None
    return {"attached_stats": {**words, **stats}}


HAS_THIS = re.compile(rf"^An? {described.words()}Xyz Monster that has this card as (?:an? )?"
                      r"(?:Xyz )?[Mm]aterial gains this effect\.$")
ORIGINAL = re.compile(rf"^An Xyz Monster whose original Type is (?P<type>{described.TYPES}) and "
                      r"has this card as (?:Xyz )?[Mm]aterial gains this effect\.$")


def attached_grant(effect: psct.Effect,
                   bullet_effect: granted_shapes.BulletEffect) -> Fields | None:
    """`summon_grant: {by: attached, ...}` of the sentence with its one "●" line: a Continuous
    Effect or an activated effect (not a change to ATK/DEF), or None."""
    if effect.clauses or len(effect.options) != 1:
        return None
    found = HAS_THIS.match(effect.text)
    original = None if found else ORIGINAL.match(effect.text)
    if found is not None:
        words = described.fields(found, monster=True)
    else:
        words = {"type": original.group("type")} if original is not None else None
    given = granted_shapes.given(effect.options[0], bullet_effect)
    if words is None or given is None or "stats" in given:
        return None
    return {"by": "attached", **({"to": words} if words else {}), **given}


def read_monster(breakdown: psct.Breakdown, fields: Fields, read: list[str],
                 bullet_effect: granted_shapes.BulletEffect) -> None:
    """The one grant "that has this card as material" a monster's text makes (a monster has
    one `summon_grant`), and the effects it gains while it has a material so described (at the
    end of its `effects`), added to `fields` and `read`."""
    for effect in breakdown.effects:
        gained = has_gains(effect, bullet_effect) if effect.text not in read else None
        if gained is not None:
            fields["effects"] = [*fields.get("effects", []), *gained]
            read.append(effect.text)
        grant = attached_grant(effect, bullet_effect) if effect.text not in read else None
        if grant is not None and "summon_grant" not in fields:
            fields["summon_grant"] = grant
            read.append(effect.text)


# "If this card has "Number 104: Masquerade" as material", "... a "Number" monster as material",
# "... an Xyz Monster as Xyz Material", "... a "Cipher" card as Xyz Material"
KINDS = f"{described.MONSTER_KINDS}|Xyz|Synchro|Fusion|Link"
HAS = (rf'^If this card has (?:"(?P<name>[^"]+)"|an? {described.words(KINDS)}'
       r"(?P<noun>monster|Monster|card)) as (?:an? )?(?:Xyz )?[Mm]aterial")
HAS_CONDITION = re.compile(rf"{HAS}$")
HAS_GAINS = re.compile(rf"{HAS}, it gains (?:this effect|these effects)\.$")


def _has(found: re.Match[str]) -> Fields | None:
    """The `if_material` of the words: a name, or a description of a monster (or of any card:
    `card: true`)."""
    if found.group("name"):
        return {"names": [found.group("name")]}
    noun = found.group("noun")
    if noun == "Monster" and not found.group("kind"):  # "a Monster": not a wording printed
        return None
    words = described.fields(found, monster=noun != "card")
    if not words:
        return None
    return {**words, **({"card": True} if noun == "card" else {})}


def condition(text: str) -> Fields | None:
    """"If this card has a Winged Beast monster as material: You can ...": an Ignition Effect
    activated only while it has such a material (4-4-11)."""
    found = HAS_CONDITION.match(text)
    has = None if found is None else _has(found)
    return None if has is None else {"type": "ignition", "if_material": has}


def has_gains(effect: psct.Effect,
              bullet_effect: granted_shapes.BulletEffect) -> list[Fields] | None:
    """The entries its "●" lines give the monster while it has such a material, or None."""
    found = HAS_GAINS.match(effect.text)
    has = None if found is None or effect.clauses or not effect.options else _has(found)
    if has is None:
        return None
    entries = [bullet_effect(line) for line in effect.options]
    if any(entry is None for entry in entries):
        return None
    return [{**entry, "if_material": has} for entry in entries if entry is not None]
