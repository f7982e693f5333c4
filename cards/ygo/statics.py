"""A monster's sentences that are not activated effects, read into the scenario format's card
keys: restrictions the engine enforces and facts it uses (judge-scenarios-ygo.md, "Card";
docs/scenario-format.md).

Standard library only. Each sentence is matched whole (anchored patterns, no nested
quantified group: linear) and only when it carries no "●" choices, which it would then leave
unread:

- "You can only control 1 "X"." (X the card's own name; "1 face-up "X"" alike): `only_one`
  (5-4-1);
- "This card's name becomes "X" while on the field or in the GY.": `name_becomes: {name: X,
  where: [field, graveyard]}` (5-4-2); "while on the field", "while in the GY", "while in
  the hand or on the field" likewise;
- "(This card is always treated as a "X" card.)": a fact the card list already records among
  the card's archetypes (5-4-3), read only when it does;
- "Must be Fusion Summoned." (Synchro, Xyz, Link; "... and cannot be Special Summoned by other
  ways."): `special_summon_only: {procedure: fusion}`; "Must be Special Summoned with "X"."
  (or "by "X""): `special_summon_only: {card: X}` (8-4-7), both with `no_normal_summon`;
  "This card cannot be Special Summoned.": `no_special_summon` (8-4-6);
- "If this card battles a monster, neither can be destroyed by that battle.": `spares_battle`
  (12-8-4).
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct

ONLY_ONE = re.compile(r'^You can only control 1 (?:face-up )?"(?P<name>[^"]+)"\.$')
NAME_BECOMES = re.compile(r'^This card\'s name becomes "(?P<name>[^"]+)" while (?P<where>on the '
                          r'field or in the (?:GY|Graveyard)|on the field|in the (?:GY|Graveyard)'
                          r'|in the hand or on the field)\.$')
WHERE = {"on the field or in the GY": ["field", "graveyard"],
         "on the field or in the Graveyard": ["field", "graveyard"], "on the field": ["field"],
         "in the GY": ["graveyard"], "in the Graveyard": ["graveyard"],
         "in the hand or on the field": ["hand", "field"]}
ALWAYS = re.compile(r'^\(This card is always treated as an? "(?P<name>[^"]+)" card\.\)$')
PROCEDURE = re.compile(r"^Must be (?P<procedure>Fusion|Synchro|Xyz|Link) Summoned(?: and cannot "
                       r"be Special Summoned by other ways)?\.$")
SUMMONED_WITH = re.compile(r'^Must be Special Summoned (?:with|by) "(?P<name>[^"]+)"\.$')
NO_SPECIAL_SUMMON = re.compile(r"^(?:This card )?[Cc]annot be Special Summoned\.$")
SPARES_BATTLE = "If this card battles a monster, neither can be destroyed by that battle."


def read(effect: psct.Effect, name: str, series: list[str]) -> dict[str, Any] | None:
    """The card keys one sentence of a monster named `name` (in English) sets, {} for a fact
    the card list already holds, None when the sentence is not one of these."""
    if effect.kind == "activated" or effect.options:
        return None
    text = effect.text
    found = ONLY_ONE.match(text)
    if found is not None:
        return {"only_one": True} if found.group("name") == name else None
    found = NAME_BECOMES.match(text)
    if found is not None:
        return {"name_becomes": {"name": found.group("name"),
                                 "where": WHERE[found.group("where")]}}
    found = ALWAYS.match(text)
    if found is not None:
        return {} if found.group("name") in series else None
    return _summoning(text)


def _summoning(text: str) -> dict[str, Any] | None:
    found = PROCEDURE.match(text)
    if found is not None:
        return {"special_summon_only": {"procedure": found.group("procedure").lower()},
                "no_normal_summon": True}
    found = SUMMONED_WITH.match(text)
    if found is not None:
        return {"special_summon_only": {"card": found.group("name")}, "no_normal_summon": True}
    if NO_SPECIAL_SUMMON.match(text):
        return {"no_special_summon": True}
    if text == SPARES_BATTLE:
        return {"spares_battle": True}
    return None
