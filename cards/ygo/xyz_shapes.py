"""A monster's sentences about Xyz Materials and its use as material for Summons from the
Extra Deck, read into the scenario format's card keys and steps (docs/scenario-format.md):

- "Gains 200 ATK for each material attached to it." (or "ATK and DEF"): `material_atk`,
  `material_def` (4-4-3, the engine's xyz_stats.py);
- "Cannot attack unless it has material.": `no_attack_without_material` (12-3-15);
- "Detach 1 material from an Xyz Monster you control" as a cost: `detach_own` (4-4-3, the
  engine's xyz_costs.py);
- "attach this card to it as material", "attach it to this card as material": the `attach`
  step on what the effect targets (4-4-3, xyz_attach.py);
- "You can also Xyz Summon this card by using a Rank 4 "Utopia" Xyz Monster you control as
  material." ("Once per turn, ...", "(Transfer its materials to this card.)"): `xyz_over`
  (8-5-10, xyz_over.py), with "... you control with a different name" (`other_name`), "with 3
  or more materials" (`materials_min`), "that has no material" (`no_material`), "During your
  Main Phase 2, ..." (`main_phase_2`), "by detaching 2 Xyz Materials from a Rank 5 or 6
  Insect-Type Xyz Monster you control, then using that Xyz Monster ..." (`detach`);
- "Cannot be used as Synchro Material." (8-5-9, xyz_materials.py; "This card cannot be used
  as a Synchro Material Monster."): `no_synchro_material`; "Cannot be used as material for an
  Xyz Summon." ("... as an Xyz Material for an Xyz Summon"): `no_xyz_material`; "Cannot be
  used as a Fusion, Synchro, or Xyz Material for a Summon." (or "as material for a Fusion,
  Synchro, or Xyz Summon"): each of them, with `no_fusion_material` (8-5-2) and
  `no_link_material` (8-5-8) when Link is named;
- "..., except for the Synchro Summon of a "Blackwing" monster" ("except the Xyz Summon of a
  DARK monster"): `material_except: {...}` (the description keys a target uses), the Summons
  barred allowed for a monster so described; never with Fusion or Link, whose checks live
  elsewhere and know no exception.

A sentence saying more ("the turn it was Xyz Summoned", "while it has material", "and all
other materials must be ...") is not one of these: it stays a note. Standard library only;
anchored patterns without nested quantified groups: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.ygo import fetch_shapes, link_materials, xyz_material_shapes, xyz_names

Fields = dict[str, Any]

KIND = r"(?:Fusion|Synchro|Xyz|Link)"
KINDS = rf"(?P<kinds>{KIND}(?:(?:, | or |, or ){KIND})*)"
# "Synchro Material", "a Synchro Material Monster", "an Xyz Material for an Xyz Summon",
# "a Fusion, Synchro, or Xyz Material for a Summon", "material for an Xyz Summon"
USE = (rf"(?:(?:an? )?{KINDS} Material(?: Monster)?(?: for an? (?:{KIND} )?Summon)?"
       rf"|material for an? {KINDS.replace('kinds', 'summons')} Summon)")
BARRED = re.compile(rf"^(?:This card c|C)annot be used as {USE}"
                    rf"(?:,? except (?:for )?the (?P<for>{KIND}(?: or {KIND})?) Summon of "
                    r"(?:an? )?(?P<monster>.+?))?\.$")
KEYS = {"Fusion": "no_fusion_material", "Synchro": "no_synchro_material",
        "Xyz": "no_xyz_material", "Link": "no_link_material"}


def read(text: str, name: str = "") -> Fields | None:
    """The card keys the sentence of the monster `name` sets ({} for a fact), or None when it
    is not one of these."""
    found = BARRED.match(text)
    if found is None:
        kept = per_material(text) or while_material(text) or detach_instead(text) \
            or xyz_material_shapes.without_material(text) \
            or xyz_names.attached_stats(text)  # the cards under it (4-4-11)
        return kept if kept is not None else xyz_over(text, name)  # {}: its parenthesis
    kinds = set(re.findall(KIND, found.group("kinds") or found.group("summons")))
    fields: Fields = {KEYS[kind]: True for kind in sorted(kinds)}
    if found.group("monster") is None:
        return fields
    # the exception names the same Summons the sentence bars, and only those the engine
    # checks with an exception (Synchro, Xyz)
    if set(re.findall(KIND, found.group("for"))) != kinds or kinds & {"Fusion", "Link"}:
        return None
    described = link_materials.description(_noun(found.group("monster")))
    if not described or "not_type" in described:
        return None
    return {**fields, "material_except": described}


def _noun(words: str) -> str:
    """"a "Blackwing" Synchro Monster" reads as a monster of that kind."""
    return words[:-len(" Monster")] + " monster" if words.endswith(" Monster") else words


# "attach this card to it as material" (the card whose effect it is, under the target) and
# "attach it to this card as material" (the target, under this card), 4-4-3
IT = r"(?:it|that target|that monster|them|those targets|those monsters)"
MATERIAL = r"(?: as (?:an? )?(?:Xyz )?[Mm]aterials?)?"
SELF_TO_IT = re.compile(rf"^[Aa]ttach this card to {IT}{MATERIAL}\.$")
IT_TO_SELF = re.compile(rf"^[Aa]ttach {IT} to this card{MATERIAL}\.$")


def attach(text: str, spec: Fields) -> list[Fields] | None:
    """The `attach` step of a sentence on what the effect targets, or None. This card goes
    under a monster targeted on the field; a target goes under this card from the field, the
    Graveyard or the banishment (a Spell or Trap too: "target 1 card in the GY")."""
    if SELF_TO_IT.match(text) and spec["what"] == "monster":
        # a target in the GY or banished is "it" only once Special Summoned ("Special Summon
        # it, and if you do, attach this card to it"): the monster as it is now
        where = "chosen" if spec["zone"] == "field" else "summoned_target"
        return [{"attach": {"card": "self", "to": where}}]
    if IT_TO_SELF.match(text):
        return [{"attach": {"card": "chosen", "to": "self"}}]
    return None


# "Gains 200 ATK for each material attached to it." (4-4-3): `material_atk` (and DEF)
PER_MATERIAL = re.compile(r"^(?:This card g|G)ains (?P<n>\d+) ATK(?P<def>(?: and |/)DEF)? for "
                          r"each (?:Xyz )?[Mm]aterial attached to (?:it|this card)\.$")


NO_ATTACK = re.compile(r"^Cannot attack unless it has (?:Xyz )?[Mm]aterials?\.$")  # 12-3-15


def per_material(text: str) -> Fields | None:
    if NO_ATTACK.match(text):
        return {"no_attack_without_material": True}
    found = PER_MATERIAL.match(text)
    if found is None:
        return None
    amount = int(found.group("n"))
    return {"material_atk": amount, **({"material_def": amount} if found.group("def") else {})}


# "Once per turn, you can also Xyz Summon "Cyber Dragon Infinity" by using "Cyber Dragon Nova"
# you control as material.", "You can also Xyz Summon this card by using a Rank 5 WATER Xyz
# Monster you control (transfer its materials to this card)." (8-5-10): `xyz_over`
OVER = re.compile(r'^(?P<once>Once per turn, y|Y)ou can also Xyz Summon (?:this card|"(?P<name>'
                  r'[^"]+)") by using (?:(?:1|a|an) )?(?P<monster>.+?) you control'
                  r"(?P<other> with a different name)?(?: with (?P<least>\d+) or more materials|"
                  r"(?P<none> that has no material))?(?: as (?:the )?"
                  r'(?:Xyz )?[Mm]aterial)?(?:, (?:except|other than) "(?P<except>[^"]+)")?'
                  r"(?: \(transfer its materials(?: to this card)?\))?\.$")
# "During your Main Phase 2, you can also Xyz Summon ...": that phase only (8-5-10)
MAIN_PHASE_2 = re.compile(r"^(?P<once>Once per turn, d|D)uring your Main Phase 2, you (?P<rest>can "
                          r"also Xyz Summon .+)$")
RANK = re.compile(r"^Rank (?P<rank>\d+)(?: or (?:(?P<lower>lower)|(?P<other>\d+)))? (?P<rest>.+)$")
NAMED = re.compile(r'^"(?P<name>[^"]+)"$')
# the rules' own words on what happens to the materials of the monster used (8-5-10)
TRANSFER = ("(Transfer its materials to this card.)",
            "(Xyz Materials attached to that monster also become Xyz Materials on this card.)",
            "(If you used an Xyz Monster, any Xyz Materials attached to it also become Xyz "
            "Materials on this card.)")


# "You can also Xyz Summon this card by detaching 2 Xyz Materials from a Rank 5 or 6
# Insect-Type Xyz Monster you control, then using that Xyz Monster as the Xyz Material." (8-5-10):
# `xyz_over` with `detach`, detached from that monster first
DETACHING = re.compile(r"^You can also Xyz Summon this card by detaching (?P<n>\d+) (?:Xyz )?"
                       r"[Mm]aterials? from (?:a|an|1) (?P<monster>.+?) you control, then using "
                       r"that (?:Xyz )?[Mm]onster as (?:the )?(?:Xyz )?[Mm]aterial\.$")


def xyz_over(text: str, name: str) -> Fields | None:
    """The `xyz_over` key of such a sentence ({} for the parenthesis on its materials), or
    None."""
    if text in TRANSFER:
        return {}
    detaching = DETACHING.match(text)
    if detaching is not None:
        over = _over_monster(detaching.group("monster").replace("-Type", ""))
        return None if over is None else {"xyz_over": {**over,
                                                       "detach": int(detaching.group("n"))}}
    phase = MAIN_PHASE_2.match(text)
    if phase is not None:  # read as the same words without the phase, then that phase only
        once = "Once per turn, you" if phase.group("once").startswith("Once") else "You"
        read = xyz_over(f"{once} {phase.group('rest')}", name)
        return {"xyz_over": {**read["xyz_over"], "main_phase_2": True}} if read else None
    found = OVER.match(text)
    if found is None or found.group("name") not in (None, name):
        return None
    over = _over_monster(found.group("monster"))
    if over is None:
        return None
    if found.group("except"):
        over["except"] = [found.group("except")]
    if found.group("once").startswith("Once"):
        over["once_per_turn"] = True
    if found.group("other"):  # a name other than this card's (8-5-10)
        over["other_name"] = True
    if found.group("least"):
        over["materials_min"] = int(found.group("least"))
    if found.group("none"):
        over["no_material"] = True
    return {"xyz_over": over}


def _over_monster(words: str) -> Fields | None:
    """"Rank 4 or lower WATER Xyz Monster", '"Utopia" Xyz Monster', '"Cyber Dragon Nova"'."""
    named = NAMED.match(words)
    if named is not None:
        return {"names": [named.group("name")]}
    rank = RANK.match(words)
    ranks: Fields = {}
    if rank is not None:
        number = int(rank.group("rank"))
        ranks = {"rank_max": number} if rank.group("lower") else {
            "rank": [number] + ([int(rank.group("other"))] if rank.group("other") else [])}
        words = rank.group("rest").replace("Xyz Monster", "monster")  # a Rank: an Xyz Monster
    described = link_materials.description(_noun(words))
    if described is None or "not_type" in described or not (described or ranks):
        return None
    return {**described, **ranks}


# "Detach 1 Xyz Material from a monster you control", "detach 1 material from an Xyz Monster
# you control", "Detach 1 Xyz Material you control" as a cost (4-4-3): `detach_own`
DETACH_OWN = re.compile(r"^[Dd]etach (?P<n>\d+) (?:Xyz )?[Mm]aterials? (?:from (?:an Xyz Monster|"
                        r"a monster) )?you control$")


def detach_own(text: str) -> Fields | None:
    found = DETACH_OWN.match(text)
    return {"detach_own": int(found.group("n"))} if found is not None else None


# "detach 1 material from this card and send 1 card from your hand to the GY", "pay 600 LP,
# then detach 1 material from this card": the monster's own materials beside another cost,
# both paid at activation (5-2-2, 4-4-3)
OWN = r"[Dd]etach (?P<n>\d+) (?:Xyz )?[Mm]aterials? from this card"
DETACH_FIRST = re.compile(rf"^{OWN}(?:,? and|, then) (?P<rest>.+)$")
DETACH_LAST = re.compile(rf"^(?P<rest>.+?)(?:,? and|, then) {OWN}$")


def detach_and(text: str, other: Callable[[str], Fields | None]) -> Fields | None:
    """`detach` with the fields `other` reads from the rest (LP, cards given up), or None."""
    found = DETACH_FIRST.match(text) or DETACH_LAST.match(text)
    if found is None:
        return None
    rest = found.group("rest")
    read = other(rest[:1].upper() + rest[1:])
    if not read or "detach" in read or not read.keys() <= {"pay_lp", "cost_cards", "discard"}:
        return None
    return {"detach": int(found.group("n")), **read}


# "Attach 1 "Goblin" monster from your Deck to this card as material." (4-4-3, 5-3-13): the
# card the player takes, as a `fetch` would take it, goes under this card (`to: material`)
ATTACH_FROM = re.compile(r"^[Aa]ttach (?P<what>\d+ .+?) from your (?P<zones>Deck|hand|GY|"
                         r"Graveyard|hand or GY|hand or Graveyard|Deck or GY) to this card"
                         r"(?: as (?:an? )?(?:Xyz )?[Mm]aterial)?\.$")


def attach_fetch(text: str) -> list[Fields] | None:
    found = ATTACH_FROM.match(text)
    if found is None:
        return None
    taken = fetch_shapes.read(f"Add {found.group('what')} from your {found.group('zones')} to "
                              "your hand.")
    if not taken or len(taken) != 1 or taken[0].get("fetch", {}).get("to") != "hand":
        return None
    return [{"fetch": {**taken[0]["fetch"], "to": "material"}}]


# "Cannot be destroyed by card effects while it has material." (4-4-3): the key, kept only
# while the Xyz Monster has Xyz Materials (`while_material`)
WHILE = re.compile(r"^(?P<what>.+?) while it has (?:Xyz )?[Mm]aterials?\.$")
KEPT_WHILE = {
    "Cannot be destroyed by card effects": ("effect_indestructible",),
    "Cannot be destroyed by battle": ("battle_indestructible",),
    "Cannot be destroyed by battle or card effects": ("battle_indestructible",
                                                      "effect_indestructible"),
    "This card can attack directly": ("direct_attack",),
    "This card can attack your opponent directly": ("direct_attack",),
    "Your opponent cannot target this card with card effects": ("untargetable_by_opponent",),
}


def while_material(text: str) -> Fields | None:
    found = WHILE.match(text)
    if found is None:
        return None
    what = found.group("what")
    if what.startswith("This card cannot be destroyed"):  # the older words
        what = "C" + what[len("This card c"):]
    keys = KEPT_WHILE.get(what)
    return {**dict.fromkeys(keys, True), "while_material": list(keys)} if keys else None


# "for each material attached to this card", "for each Xyz Material on the field": a
# Continuous Effect's `for_each` counting Xyz Materials (4-4-3): the card's own
# (`own_material`) or those of the face-up monsters of a player (`material`)
OWN_MATERIALS = {"zone": "field", "player": "controller", "what": "own_material"}
MATERIAL_COUNTS = {
    "material attached to this card": OWN_MATERIALS,
    "Xyz Material attached to this card": OWN_MATERIALS,
    "Xyz Material on the field": {"zone": "field", "player": "any", "what": "material"},
    "material on the field": {"zone": "field", "player": "any", "what": "material"},
    "Xyz Material attached to a monster you control": {"zone": "field", "player": "controller",
                                                       "what": "material"},
    "material attached to a monster you control": {"zone": "field", "player": "controller",
                                                   "what": "material"},
    "Xyz Material attached to a monster on the field": {"zone": "field", "player": "any",
                                                        "what": "material"},
}


def material_count(text: str) -> Fields | None:
    found = MATERIAL_COUNTS.get(text)
    return dict(found) if found is not None else None


# "If this face-up card would be destroyed, you can detach 1 Xyz Material from this card
# instead." (4-4-6): `detach_instead`, its materials in its place; "by battle", "by card
# effect" or both (neither named: both), "all materials" (`count: 0`); without "you can"
# ("detach 1 material from it instead") its controller does it all the same
INSTEAD = re.compile(r"^If this (?:face-up )?card (?:on the field )?would be destroyed(?: by "
                     r"(?P<by>battle or card effect|battle|card effect))?, (?:you can )?detach "
                     r"(?:(?P<n>\d+) (?:Xyz )?[Mm]aterials? from (?:this card|it)|(?P<all>all "
                     r"(?:Xyz )?[Mm]aterials from this card|all of its Xyz Materials)) instead\.$")
BY = {"battle or card effect": ["battle", "effect"], "battle": ["battle"],
      "card effect": ["effect"], None: ["battle", "effect"]}


def detach_instead(text: str) -> Fields | None:
    found = INSTEAD.match(text)
    if found is None:
        return None
    count = 0 if found.group("all") else int(found.group("n"))
    return {"detach_instead": {"count": count, "by": BY[found.group("by")]}}
