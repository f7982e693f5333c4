"""Xyz Summons an effect performs on top of one monster (Rank-Up-Magic), read into the
`rank_up` step (docs/scenario-format.md, the engine's rank_up.py, 8-5-15):

- "Target 1 "Raidraptor" Xyz Monster you control; Special Summon from your Extra Deck, 1
  "Raidraptor" monster that is 1 Rank higher than that target, by using that target as
  material. (This is treated as an Xyz Summon. Transfer its materials to the Summoned
  monster.)": `{rank_up: {over: chosen, ranks: 1, archetype: Raidraptor}}`;
- "2 Ranks higher or lower": `ranks: 2, either: true`; "1 Rank 10 or higher Machine Xyz
  Monster": `rank_min: 10, type: Machine` (a Rank is an Xyz Monster's `level` in the format);
- "Special Summon it, then Special Summon from your Extra Deck, 1 ... by using it as the Xyz
  Material." (the target Special Summoned from the GY first): `over: summoned_target`;
- "... by using this face-up card you control as material" (a monster's own effect):
  `over: self`.

The parenthesis printed after the effect ("(This is treated as an Xyz Summon." with its
"Transfer its materials to the Summoned monster.)", or "(This Special Summon is treated as an
Xyz Summon.)") is folded into the effect before it (`fold`): the rules' own words on what the
Summon is, which the step applies. Anything more ("with the same Type", "with a different
name", "whose Rank equals ...") stays a note. Standard library only; anchored patterns without
nested quantified groups: linear.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any

from cards.ygo import link_materials, psct

Fields = dict[str, Any]

# the parenthesis on the Summon, as its own sentences after the effect
OPENS = ("(This is treated as an Xyz Summon.", "(This Special Summon is treated as an Xyz Summon.")
CLOSES = ("Transfer its materials to the Summoned monster.)",
          "Xyz Materials attached to that target also become Xyz Materials on the Summoned "
          "monster.)",
          "Xyz Materials attached to it also become Xyz Materials on the Summoned monster.)")
WHOLE = ("(This is treated as an Xyz Summon.)", "(This Special Summon is treated as an Xyz "
         "Summon.)")
INLINE = " (this is treated as an Xyz Summon)"
# the same words inside the sentence: "..., by using it as material (this is treated as an
# Xyz Summon, transfer its materials to the Summoned monster)."
INSIDE = re.compile(r" \(this is treated as an Xyz Summon(?:, transfer its materials(?: to the "
                    r"Summoned monster)?)?\)")
USED = re.compile(r"\bas (?:the )?(?:Xyz )?[Mm]aterial\.$")


def fold(breakdown: psct.Breakdown) -> psct.Breakdown:
    """The breakdown with the parenthesis sentences on an Xyz Summon made by the effect before
    them joined to that effect (its text and its action), the action's words made one form."""
    effects: list[psct.Effect] = []
    index = 0
    source = breakdown.effects
    while index < len(source):
        effect = source[index]
        after = [e.text for e in source[index + 1:index + 3]]
        taken = 0
        if after[:1] and after[0] in WHOLE:
            taken = 1
        elif len(after) == 2 and after[0] in OPENS and after[1] in CLOSES:
            taken = 2
        if taken and effect.kind == "activated" and USED.search(effect.action):
            effect = dataclasses.replace(
                effect, text=" ".join([effect.text, *after[:taken]]),
                action=effect.action.removesuffix(".") + INLINE + ".")
            index += taken
        elif INSIDE.search(effect.action):
            effect = dataclasses.replace(effect, action=INSIDE.sub(INLINE, effect.action))
        effects.append(effect)
        index += 1
    return dataclasses.replace(breakdown, effects=effects)


OVER = r"(?:it|that target|that monster|that Xyz Monster)(?: you control)?"
SELF = r"this (?:face-up )?card you control"
HOW = (r"(?P<dir>higher or lower|higher|lower) than (?:that monster|that target|it|that Xyz "
       r"Monster|the targeted monster|this card)(?: you control)?")
RANK_UP = re.compile(
    r"^Special Summon,? (?:from your Extra Deck, 1 (?P<what>[^,]+?)|1 (?P<what2>[^,]+?) from your "
    rf"Extra Deck)(?: that is (?P<n>\d+) Ranks? {HOW})?,? (?:by )?using (?P<over>{OVER}|{SELF})"
    rf" as (?:the )?(?:Xyz )?[Mm]aterial{re.escape(INLINE)}\.$")
RANK = re.compile(r"^Rank (?P<rank>\d+)(?: or (?P<bound>higher|lower))? (?P<rest>.+)$")


def on_target(text: str, spec: Fields) -> list[Fields] | None:
    """The `rank_up` step on what the effect targets: a monster the player controls, or one
    in the GY the same effect Special Summoned first ("Special Summon it, then ...")."""
    found = RANK_UP.match(text)
    if found is None or found.group("over").startswith("this") or spec.get("what") != "monster" \
            or spec.get("player") != "controller" or spec.get("zone") not in ("field",
                                                                               "graveyard"):
        return None
    over = "chosen" if spec["zone"] == "field" else "summoned_target"
    step = _step(found, over)
    return [{"rank_up": step}] if step is not None else None


def on_self(text: str) -> list[Fields] | None:
    """A monster's "Special Summon from your Extra Deck, 1 ... by using this face-up card you
    control as material": the `rank_up` step over the monster itself."""
    found = RANK_UP.match(text[:1].upper() + text[1:])
    if found is None or not found.group("over").startswith("this"):
        return None
    step = _step(found, "self")
    return [{"rank_up": step}] if step is not None else None


def _step(found: re.Match[str], over: str) -> Fields | None:
    monster = _monster(found.group("what") or found.group("what2"))
    if monster is None:
        return None
    step: Fields = {"over": over, **monster}
    if found.group("n"):
        direction = found.group("dir")
        step["ranks"] = int(found.group("n")) * (-1 if direction == "lower" else 1)
        if direction == "higher or lower":
            step["either"] = True
    return step


def rank_monster(words: str) -> Fields | None:
    """The Xyz Monster of such words as the format describes it (treated_shapes.py too)."""
    return _monster(words)


def _monster(words: str) -> Fields | None:
    """"Rank 10 or higher Machine Xyz Monster", '"Raidraptor" monster', "DARK Xyz Monster":
    the monster Summoned, as the format describes it (its Rank as a `level`)."""
    ranks: Fields = {}
    rank = RANK.match(words)
    if rank is not None:
        number, bound = int(rank.group("rank")), rank.group("bound")
        ranks = {"rank_min" if bound == "higher" else "rank_max" if bound else "rank": number}
        words = rank.group("rest")
    if words.endswith("Xyz Monster"):
        words = words[:-len("Xyz Monster")] + "monster"
    described = link_materials.description(words.strip())
    if described is None or "not_type" in described or "level" in described \
            or "level_min" in described or "level_max" in described:
        return None
    return {**described, **ranks}
