"""A card's sentences that are not activated effects, read into the scenario format's card
keys: restrictions the engine enforces and facts it uses (judge-scenarios-ygo.md, "Card";
docs/scenario-format.md). On a Spell or Trap only the first two below (`card_fact`).

Standard library only. Each sentence is matched whole (anchored patterns, no nested
quantified group: linear) and only when it carries no "●" choices, which it would then leave
unread:

- "You can only control 1 "X"." (X the card's own name; "1 face-up "X"" alike): `only_one`
  (5-4-1); "Neither player can activate cards or effects in response to this card's
  activation." (or "Your opponent cannot ..."): `no_responses: both` (or `opponent`, 11-2-8);
- "This card's name becomes "X" while on the field or in the GY.": `name_becomes: {name: X,
  where: [field, graveyard]}` (5-4-2); "while on the field", "while in the GY", "while in
  the hand or on the field" likewise;
- "(This card is always treated as a "X" card.)": a fact the card list already records among
  the card's archetypes (5-4-3), read only when it does ("(This card is not treated as a "X"
  card.)" only when it does not); "(This card's name is always treated as "X".)" (or "This
  card is always treated as "X"."): `name_becomes: {name: X, where: [always]}` (5-4-2);
- "Must be Fusion Summoned." (Synchro, Xyz, Link, Ritual; "... and cannot be Special Summoned by
  other ways.", "... with the above Fusion Materials."): `special_summon_only: {procedure:
  fusion}`; "Must first be Fusion Summoned." (and its kin) restates 8-4-5, a fact; "... with
  the above Fusion Materials." and "A Fusion Summon of this card can only be done with the
  above Fusion Materials.": `fusion_exact` (no Fusion Substitute); "This card can be used as a
  substitute for any 1 Fusion Material whose name is specifically listed ...":
  `fusion_substitute` (8-5-2);
  "Cannot be used as Fusion Material.": `no_fusion_material` (8-5-2); "This card can only be
  Ritual Summoned with the Ritual Spell Card, "X".": `ritual_only_with: X` (8-5-1); "Must be Special
  Summoned with "X"." (or "by "X""): `special_summon_only: {card: X}` (8-4-7), "Must be
  Special Summoned by its own effect.": `{card: self}`, "Must first be ..." either: with `first:
  true` (8-4-12), all with `no_normal_summon`, which
  "Must be Special Summoned by card effect." alone sets; the older "This card cannot be Special
  Summoned except with "X"." sets `special_summon_only` only (its card says "cannot be Normal
  Summoned" apart); "This card cannot be Special Summoned.": `no_special_summon`, "Cannot be
  Special Summoned from the Deck." (or GY): `no_special_summon_from: [deck]` (8-4-6);
- "If this card battles a monster, neither can be destroyed by that battle.": `spares_battle`
  (12-8-4); "Cannot be destroyed by battle with a monster that has 1900 or more ATK.":
  `battle_indestructible_atk: 1900` (12-8-3); "You take no battle damage from attacks
  involving this card.": `no_battle_damage` (12-8-5); "If this card attacks, it is changed to
  Defense Position at the end of the Damage Step.": `defense_after_attack` (12-4-11), "... at
  the end of the Battle Phase.": `defense_after_battle_phase` (12-9-2); "This
  card can make a second attack during each Battle Phase.": `attacks: 2` (12-3-4); "Cannot
  attack directly.": `no_direct_attack` (12-3-11); "Your opponent cannot target this card with
  card effects.": `untargetable_by_opponent` (5-4-4).
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import (
    becomes_shapes,
    link_facts,
    psct,
    substitute_shapes,
    synchro_facts,
    xyz_shapes,
)

ONLY_ONE = re.compile(r'^You can only control 1 (?:face-up )?"(?P<name>[^"]+)"\.$')
NAME_BECOMES = re.compile(r'^This card\'s name becomes "(?P<name>[^"]+)" while (?P<where>on the '
                          r'field or in the (?:GY|Graveyard)|on the field|in the (?:GY|Graveyard)'
                          r'|in the hand or on the field|in the Monster Zone)\.$')
WHERE = {"on the field or in the GY": ["field", "graveyard"],
         "on the field or in the Graveyard": ["field", "graveyard"], "on the field": ["field"],
         "in the GY": ["graveyard"], "in the Graveyard": ["graveyard"],
         "in the hand or on the field": ["hand", "field"], "in the Monster Zone": ["field"]}
ALWAYS = re.compile(r'^\(This card is always treated as an? "(?P<name>[^"]+)" card\.\)$')
NOT_TREATED = re.compile(r'^\(This card is not treated as an? "(?P<name>[^"]+)" card\.\)$')
ALWAYS_NAMED = re.compile(r'^\(This card(?:\'s name)? is always treated as "(?P<name>[^"]+)"\.\)$')
PROCEDURE = re.compile(r"^Must be (?P<procedure>Fusion|Synchro|Xyz|Link|Ritual) Summoned"
                       r"(?P<exact> with the above Fusion Materials)?(?:,? and cannot be Special "
                       r"Summoned by other ways)?\.$")
# the rules' own requirement restated (8-4-5), which the engine applies to every Ritual and
# Extra Deck monster; "with the above Fusion Materials": no other material stands in for
# one, and the engine takes only the listed ones (8-5-2)
FIRST = re.compile(r"^Must first be (?:Fusion|Synchro|Xyz|Link|Ritual) Summoned\.$")
# no Fusion Substitute stands in for a listed material (8-5-2): `fusion_exact`
EXACT = re.compile(r"^Must first be Fusion Summoned with the above Fusion Materials\.$|^A Fusion "
                   r"Summon of this card can only be done with the above Fusion Materials\.$")
# a Fusion Substitute: it may stand in for one material listed by name (8-5-2)
SUBSTITUTE = re.compile(r"^(?:This card(?: in your hand, field, or GY)? can be used as a "
                        r"substitute for any 1 Fusion Material (?:whose name is specifically "
                        r"listed|whose name is mentioned|mentioned by name) on the Fusion Monster "
                        r"Card, but the other (?:Fusion )?[Mm]aterials?(?:\(s\))? must be correct"
                        r"|You can substitute this card for any 1 Fusion Material Monster, but "
                        r"the other Fusion Material Monster\(s\) must be correct)\.$")
NO_FUSION_MATERIAL = "Cannot be used as Fusion Material."
# a Ritual Monster that only one Ritual Spell may Ritual Summon (8-5-1): `ritual_only_with`
RITUAL_ONLY = re.compile(r'^This (?:card|monster) can only be Ritual Summoned with the Ritual '
                         r'Spell Card, "(?P<name>[^"]+)"\.$')
# "by its own effect": `card: self`; "Must first be ...": `first` (8-4-12)
SUMMONED_WITH = re.compile(r'^Must (?P<first>first )?be Special Summoned (?:(?:with|by) '
                           r'"(?P<name>[^"]+)"|by its own effect)(?:,? and cannot be Special '
                           r'Summoned by other ways)?\.$')
# the older wording, next to its own "This card cannot be Normal Summoned or Set."
EXCEPT_WITH = re.compile(r'^This card cannot be Special Summoned except with "(?P<name>[^"]+)"\.$')
# a Ritual Monster's reminder of the Ritual Spell that names it: the Summon is that Spell's
# effect (8-5-1), which the monster's text neither adds to nor narrows
RITUAL_WITH = re.compile(r'^You can Ritual Summon this card with (?:"[^"]+"(?: or "[^"]+")?|an? '
                         r'"[^"]+" card|any "[^"]+" (?:Ritual Spell(?: Card)?|card))\.$')
BY_EFFECT = re.compile(r"^Must be Special Summoned by (?:a )?card effect\.$")
NO_SPECIAL_SUMMON = re.compile(r"^(?:This card )?[Cc]annot be Special Summoned(?: from the "
                               r"(?P<zone>Deck|GY|Graveyard))?\.$")
ZONES = {"Deck": "deck", "GY": "graveyard", "Graveyard": "graveyard"}
SPARES_BATTLE = "If this card battles a monster, neither can be destroyed by that battle."
BATTLE_ATK = re.compile(r"^Cannot be destroyed by battle with a monster that has (?P<n>\d+) or "
                        r"more ATK\.$")
IN_BATTLE = {  # Continuous effects the engine keeps in battle: the key each sets
    "You take no battle damage from attacks involving this card.": "no_battle_damage",
    "If this card attacks, it is changed to Defense Position at the end of the Damage Step.":
        "defense_after_attack",
    "If this card attacks, it is changed to Defense Position at the end of the Battle Phase.":
        "defense_after_battle_phase",
    "Cannot attack directly.": "no_direct_attack",
    "Your opponent cannot target this card with card effects.": "untargetable_by_opponent",
    "This card cannot attack directly.": "no_direct_attack",
    "Cannot attack if you control another monster.": "no_attack_beside_others",  # 12-3-15
}
# the change at the end of the Battle Phase and the position kept after it in one sentence, the
# older Goblins' (9-2-8): "cannot be changed" is its player's change, as "except with a card
# effect" says on the newer cards (Goblin Elite Attack Force, first printed with those words, is
# reprinted in these); the End Phase of that turn or its end is one for it, no change of
# position being made by hand in the End Phase (9-2-5)
KEPT_AFTER_ATTACK = tuple(
    "If this card attacks, it is changed to Defense Position at the end of the Battle Phase, and "
    f"its battle position cannot be changed until the {end} of your next turn."
    for end in ("End Phase", "end"))
# "can make a second attack" (12-3-4): `attacks: 2`
SECOND_ATTACK = ("This card can make a second attack during each Battle Phase.",
                 "Can make a second attack during each Battle Phase.",
                 "This card can attack twice during each Battle Phase.",
                 "This card can attack twice during the same Battle Phase.")


def read(effect: psct.Effect, name: str, series: list[str]) -> dict[str, Any] | None:
    """The card keys one sentence of a monster named `name` (in English) sets, {} for a fact
    the card list already holds, None when the sentence is not one of these."""
    if effect.kind == "activated" or effect.options:
        return None
    fact = card_fact(effect, name, series)
    if fact is not None:
        return fact
    found = NAME_BECOMES.match(effect.text)
    if found is not None:
        return {"name_becomes": {"name": found.group("name"),
                                 "where": WHERE[found.group("where")]}}
    other = _other(effect.text)  # {} is a fact read: nothing to keep
    if other is None:
        other = link_facts.read(effect.text, name)  # 8-5-5, 8-5-7
    if other is None:
        other = xyz_shapes.read(effect.text, name)  # 8-5-9, 8-5-10
    if other is None:
        other = synchro_facts.read(effect.text)  # 8-5-14
    if other is None:  # a Tuner by the way it was Synchro Summoned (8-5-14)
        other = becomes_shapes.read(effect.text)
    return other if other is not None else substitute_shapes.read(effect.text)  # 5-3-16


# who cannot answer the card's activation (11-2-8): `no_responses`
NO_RESPONSES = {
    "Neither player can activate cards or effects in response to this card's activation.":
        "both",
    "Your opponent cannot activate cards or effects in response to this card's activation.":
        "opponent",
    "Cards and effects cannot be activated in response to this card's activation.": "both",
}


def card_fact(effect: psct.Effect, name: str, series: list[str]) -> dict[str, Any] | None:
    """"You can only control 1 "X"." (X its own name), "(This card is always treated as a "X"
    card.)" and its kin, on any card (a Spell's reads as its activation, so its kind is not
    asked)."""
    if effect.options:
        return None
    text = effect.text
    if text in NO_RESPONSES:
        return {"no_responses": NO_RESPONSES[text]}
    found = ONLY_ONE.match(text)
    if found is not None:
        return {"only_one": True} if found.group("name") == name else None
    found = ALWAYS.match(text)
    if found is not None:
        return {} if found.group("name") in series else None
    found = NOT_TREATED.match(text)
    if found is not None:
        return {} if found.group("name") not in series else None
    found = ALWAYS_NAMED.match(text)
    if found is not None:
        return {"name_becomes": {"name": found.group("name"), "where": ["always"]}}
    return None


def _other(text: str) -> dict[str, Any] | None:
    found = PROCEDURE.match(text)
    if found is not None:
        return {"special_summon_only": {"procedure": found.group("procedure").lower()},
                "no_normal_summon": True, **({"fusion_exact": True} if found.group("exact")
                                              else {})}
    found = SUMMONED_WITH.match(text)
    if found is not None:
        only = {"card": found.group("name") or "self"}
        return {"special_summon_only": {**only, "first": True} if found.group("first") else only,
                "no_normal_summon": True}
    found = EXCEPT_WITH.match(text)
    if found is not None:
        return {"special_summon_only": {"card": found.group("name")}}
    if RITUAL_WITH.match(text) or FIRST.match(text):
        return {}
    if EXACT.match(text):
        return {"fusion_exact": True}
    if SUBSTITUTE.match(text):
        return {"fusion_substitute": True}
    if text == NO_FUSION_MATERIAL:
        return {"no_fusion_material": True}  # 8-5-2
    found = RITUAL_ONLY.match(text)
    if found is not None:
        return {"ritual_only_with": found.group("name")}
    if BY_EFFECT.match(text):  # every Special Summon the engine knows is by a card effect
        return {"no_normal_summon": True}
    found = NO_SPECIAL_SUMMON.match(text)
    if found is not None and found.group("zone"):
        return {"no_special_summon_from": [ZONES[found.group("zone")]]}
    if found is not None:
        return {"no_special_summon": True}
    if text == SPARES_BATTLE:
        return {"spares_battle": True}
    if text in IN_BATTLE:
        return {IN_BATTLE[text]: True}
    if text in KEPT_AFTER_ATTACK:  # both at once, as two sentences read them (12-9-2, 9-2-8)
        return {"defense_after_battle_phase": True, "keeps_defense_position": True}
    if text in SECOND_ATTACK:
        return {"attacks": 2}
    found = BATTLE_ATK.match(text)
    if found is not None:
        return {"battle_indestructible_atk": int(found.group("n"))}
    return None
