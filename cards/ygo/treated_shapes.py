"""Special Summons from the Extra Deck that the text says are treated as a Fusion, Synchro or
Xyz Summon, with no material used, read into the `treated_summon` step (docs/scenario-format.md,
the engine's treated_summon.py, 8-5-16):

- "Special Summon 1 "Black Rose Dragon" from your Extra Deck (this is treated as a Synchro
  Summon).": `{treated_summon: {as: synchro, names: [Black Rose Dragon]}}`;
- "Special Summon 1 Level 5 or lower Fusion Monster from your Extra Deck." followed by its own
  sentence "(This is treated as a Fusion Summon.)" (or "(This Special Summon is treated as a
  Fusion Summon.)"): the parenthesis is folded into the effect before it (`fold`), then read
  as the inline words are: `{as: fusion, level_max: 5}`;
- "Special Summon 1 Rank 8 Dragon Xyz Monster from your Extra Deck (this is treated as an Xyz
  Summon).": `{as: xyz, type: Dragon, rank: 8}` (a Rank is an Xyz Monster's `level`).

The noun names the kind the Summon is treated as ("Synchro Monster" for a Synchro Summon), or
the monster is named. Anything more ("with a different Attribute", "whose Level equals ...",
"with 3000 or less ATK", "using this card as material") is not this shape: the sentence stays a
note. Standard library only; anchored patterns without nested quantified groups: linear.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any

from cards.ygo import link_materials, psct, rank_up_shapes

Fields = dict[str, Any]

KINDS = {"Fusion": "fusion", "Synchro": "synchro", "Xyz": "xyz"}
# the parenthesis printed as its own sentence after the effect
WHOLE = {f"(This {summon}is treated as {article} {kind} Summon.)": kind
         for summon in ("", "Special Summon ") for kind, article in
         (("Fusion", "a"), ("Synchro", "a"), ("Xyz", "an"))}
FROM_EXTRA = "from your Extra Deck."
TREATED = re.compile(r'^Special Summon 1 (?P<what>[^,;()]+?) from your Extra Deck \(this is '
                     r'treated as an? (?P<kind>Fusion|Synchro|Xyz) Summon\)\.$')
NAMED = re.compile(r'^"(?P<name>[^"]+)"$')


def fold(breakdown: psct.Breakdown) -> psct.Breakdown:
    """The breakdown with a parenthesis sentence on the Summon's kind joined to the activated
    effect before it, when that effect ends by Special Summoning from the Extra Deck."""
    effects: list[psct.Effect] = []
    source = breakdown.effects
    index = 0
    while index < len(source):
        effect = source[index]
        after = source[index + 1].text if index + 1 < len(source) else ""
        if after in WHOLE and effect.kind == "activated" and effect.action.endswith(FROM_EXTRA):
            article = "an" if WHOLE[after] == "Xyz" else "a"
            effect = dataclasses.replace(
                effect, text=f"{effect.text} {after}",
                action=f"{effect.action[:-1]} (this is treated as {article} {WHOLE[after]} "
                       "Summon).")
            index += 1
        effects.append(effect)
        index += 1
    return dataclasses.replace(breakdown, effects=effects)


def read(text: str) -> list[Fields] | None:
    """The `treated_summon` step of the sentence, or None when it is not this shape."""
    found = TREATED.match(text)
    if found is None:
        return None
    kind = found.group("kind")
    monster = _monster(found.group("what"), kind)
    return [{"treated_summon": {"as": KINDS[kind], **monster}}] if monster is not None else None


def _monster(words: str, kind: str) -> Fields | None:
    """'"Black Rose Dragon"', '"Junk" Synchro Monster', "Level 5 or lower Fusion Monster",
    "Rank 8 Dragon Xyz Monster": the monster as the format describes it, its noun the kind
    the Summon is treated as."""
    named = NAMED.match(words)
    if named is not None:
        return {"names": [named.group("name")]}
    if kind == "Xyz":  # "Rank 8 Dragon Xyz Monster": its Rank as rank_up reads it (8-5-15)
        return rank_up_shapes.rank_monster(words) if words.endswith(" Xyz Monster") else None
    noun = f" {kind} Monster"
    if not words.endswith(noun):
        return None
    described = link_materials.description(words[:-len(noun)] + " monster")
    if described is None or "not_type" in described:
        return None
    return described
