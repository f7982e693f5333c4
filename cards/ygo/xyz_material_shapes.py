"""Xyz Materials as the words of an effect name them, read into the scenario format's keys
and steps (docs/scenario-format.md), beside xyz_shapes.py:

- a target described by its materials: "Target 1 face-up Xyz Monster on the field that has
  no Xyz Material", "target 1 Xyz Monster that has material", "... you control with no
  material": the target's `has_material: true|false` (4-4-9), only of an Xyz Monster on the
  field;
- "detach 1 material from it" ("from that target", "all materials from it") as what an effect
  does to its target, and "Detach 1 Xyz Material from this card." as what the monster's own
  effect does (not its cost): the step `{detach: {card: chosen|self, count: N}}`, `count: 0`
  for all of them (4-4-9); a part "and if you do" after it needs it done;
- "attach 1 "Time Thief" card from your Deck to it as material" ("from your GY", "to that
  monster"): the card the player takes, as a `fetch` would take it, goes under the monster
  targeted (`fetch` with `to: material_chosen`, 4-4-3);
- "Cannot attack directly unless it has material." (`no_direct_attack_without_material`,
  12-3-15) and "This card loses 300 ATK while it has no materials." (`atk_without_material:
  -300`), an Xyz Monster's own text that applies while it has none (4-4-9);
- "attach this card from your GY to it as material" ("from the Graveyard", "from your hand or
  field", "to that Xyz Monster"): the `attach` step of xyz_shapes.py, the card itself from the
  place its effect was activated in (4-4-3).

"detach 2 materials from it" (fewer than that under it: how many go is a ruling the engine
does not make) stays a note. Standard library only; anchored patterns without nested
quantified groups: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import fetch_shapes

Fields = dict[str, Any]

# "that has no Xyz Material", "with no material", "that has material", "that has Xyz Material"
HAS = re.compile(r"^(?P<head>.+?) (?:that has|with) (?P<no>no )?(?:Xyz )?[Mm]aterials?$")


def has_material(text: str) -> tuple[str, bool] | None:
    """The target's words without their last ones on its materials, and whether it must have
    some (True) or none (False), or None."""
    found = HAS.match(text)
    if found is None or not found.group("head").lower().startswith("target "):
        return None
    return found.group("head"), not found.group("no")


def described_by_materials(aimed: Fields | None, has: bool) -> Fields | None:
    """The target `aimed` (target_shapes.target of the words before) with `has_material`, or
    None when it is not an Xyz Monster on the field (only such a monster has materials)."""
    spec = aimed.get("target") if aimed else None
    if spec is None or spec["what"] != "monster" or spec["zone"] != "field" \
            or "Xyz" not in (_listed(spec.get("type")) + _listed(spec.get("also_type"))) \
            or "count" in spec:
        return None
    spec["has_material"] = has
    return aimed


def _listed(words: str | list[str] | None) -> list[str]:
    return [] if words is None else [words] if isinstance(words, str) else list(words)


IT = r"(?:it|that target|that monster|that Xyz Monster|that face-up Xyz Monster)"
DETACH_IT = re.compile(rf"^[Dd]etach (?:(?P<one>1) (?:Xyz )?[Mm]aterial|all (?:Xyz )?[Mm]aterials|"
                       rf"all of its (?:Xyz )?[Mm]aterials) from {IT}\.$")
DETACH_SELF = re.compile(r"^[Dd]etach 1 (?:Xyz )?[Mm]aterial from this card\.$")


def detach_target(text: str, spec: Fields) -> list[Fields] | None:
    """`{detach: {card: chosen, count: 1}}` (0: all) on a monster targeted on the field."""
    found = DETACH_IT.match(text)
    if found is None or spec["what"] != "monster" or spec["zone"] != "field" \
            or "count" in spec:
        return None
    return [{"detach": {"card": "chosen", "count": 1 if found.group("one") else 0}}]


def detach_self(text: str) -> list[Fields] | None:
    """"Detach 1 Xyz Material from this card." as what the monster's effect does."""
    return [{"detach": {"card": "self", "count": 1}}] if DETACH_SELF.match(text) else None


# "attach this card from your GY to it as material", "... from the Graveyard to that Xyz
# Monster as an Xyz Material", "attach this card from your hand or field to it as material"
SELF_FROM = re.compile(r"^[Aa]ttach this card from (?:your GY|your Graveyard|the GY|the "
                       rf"Graveyard|your hand or field) to {IT}(?: as (?:an? )?(?:Xyz )?"
                       r"[Mm]aterials?)?\.$")


def attach_self(text: str, spec: Fields) -> list[Fields] | None:
    """The `attach` step of the card itself under the monster targeted on the field: the card
    is where its effect was activated, and is not attached once it has left that place
    (5-2-5)."""
    if SELF_FROM.match(text) is None or spec["what"] != "monster" or spec["zone"] != "field" \
            or "count" in spec:
        return None
    return [{"attach": {"card": "self", "to": "chosen"}}]


# an Xyz Monster's own text on having no material left (4-4-9, 12-3-15)
NO_DIRECT = re.compile(r"^Cannot attack directly unless it has (?:Xyz )?[Mm]aterials?\.$")
LOSES = re.compile(r"^This card loses (?P<n>\d+) ATK while it has no (?:Xyz )?[Mm]aterials?\.$")


def without_material(text: str) -> Fields | None:
    """`no_direct_attack_without_material` or `atk_without_material` (a loss, negative)."""
    if NO_DIRECT.match(text):
        return {"no_direct_attack_without_material": True}
    found = LOSES.match(text)
    return {"atk_without_material": -int(found.group("n"))} if found else None


# "attach 1 "Time Thief" card from your Deck to it as material", "attach 1 "Ghostrick" card
# from your GY to that monster as material": a card taken as a `fetch` takes it (5-3-13), put
# under the targeted monster (4-4-3)
ONTO = re.compile(r"^[Aa]ttach (?P<what>1 .+?) from your (?P<zones>Deck|GY|Graveyard|Deck or GY|"
                  rf"Deck or Graveyard) to {IT}(?: as (?:an? )?(?:Xyz )?[Mm]aterials?)?\.$")


def attach_taken(text: str, spec: Fields) -> list[Fields] | None:
    """`{fetch: {..., to: material_chosen}}` on a monster targeted on the field, or None."""
    found = ONTO.match(text)
    if found is None or spec["what"] != "monster" or spec["zone"] != "field" \
            or "count" in spec:
        return None
    taken = fetch_shapes.read(f"Add {found.group('what')} from your {found.group('zones')} to "
                              "your hand.")
    if not taken or len(taken) != 1 or taken[0].get("fetch", {}).get("to") != "hand":
        return None
    return [{"fetch": {**taken[0]["fetch"], "to": "material_chosen"}}]
