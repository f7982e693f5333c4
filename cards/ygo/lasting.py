"""Spells that stay on the field (10-4-2) read into the scenario format: Equip Spells whose effect
is a fixed change to the equipped monster's ATK and DEF (4-5-5), and Field Spells that change
the ATK and DEF of the monsters of some Types or an Attribute (4-5-6, `encode_field`).

Standard library only. "The equipped monster gains 1000 ATK." becomes an activation that targets
1 face-up monster on the field (`target`, 5-2-3) and the step `{equip: {card: chosen, atk: 1000,
def: 0}}`; "gains N ATK/DEF" and "gains N ATK and DEF" change both, "loses" lowers. "Equip only
to a Warrior monster." (or "a FIRE monster", "a "Blackwing" monster", "a Level 6 or lower Ritual
Monster", ""Harpie Lady" or "Harpie Lady Sisters"": the description targets share, described.py)
narrows the target, and then "It gains N ATK." is the change; the older wording "A Dragon-Type
monster equipped with this card increases its ATK and DEF by N points." reads the same. The
card's other effects are returned under `left` and named as not applied; a card whose text
limits its activation or its target in any other way ("Activate this card by ...", "You can only
control 1 ...") is not read at all, since the engine would otherwise let it be activated where
its text forbids it. Patterns are anchored, with no nested quantified group.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described, equip_shapes, psct

TYPES = ("Aqua", "Beast", "Beast-Warrior", "Cyberse", "Dinosaur", "Dragon", "Fairy", "Fiend",
         "Fish", "Illusion", "Insect", "Machine", "Plant", "Psychic", "Pyro", "Reptile", "Rock",
         "Sea Serpent", "Spellcaster", "Thunder", "Warrior", "Winged Beast", "Wyrm", "Zombie",
         "Normal")
ATTRIBUTES = ("DARK", "EARTH", "FIRE", "LIGHT", "WATER", "WIND")
# "Equip only to a "Blackwing" monster.", "... a FIRE Warrior monster.", "... "Dark Magician"."
# read by the description the targets share (described.py)
# an Extra Deck kind may be named too: the monster equipped is on the field ("Equip only to a
# Level 6 or lower Fusion Monster."); "you control", "your opponent controls": whose it must be
ONLY = re.compile(r"^Equip only to (?:an? )?" + described.words(
    described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link") + r"(?P<noun>monster|Monster)"
    r"(?P<whose> you control| your opponent controls)?\.$")
# whose monster, said alone (the format has no change of control: its controller is its owner)
WHOSE = {"a monster you control": "controller", "an opponent's monster": "opponent",
         "a monster on your opponent's side of the field": "opponent",
         "a monster on your side of the field": "controller"}
PLAYERS = {" you control": "controller", " your opponent controls": "opponent"}
ONLY_NAMED = re.compile(r'^Equip only to "(?P<name>[^"]+)"(?: or "(?P<other>[^"]+)")?\.$')
OLDER_ONLY = "You can only equip this card to "
# the older wording: the restriction and the change in one sentence
OLD = re.compile(r"^An? (?P<kind>[A-Za-z -]+?)(?:-Type)? monster equipped with this card "
                 r"increases its (?P<stat>ATK and DEF|ATK|DEF) by (?P<n>\d+) points(?: and "
                 r"decreases its (?P<lowered>DEF|ATK) by (?P<m>\d+) points)?\.$")
# text that says where or how the card may be activated: never left unread (5-2-4)
LIMITING = re.compile(r"^(?:Equip only to|Activate this card|You can only control|You can only "
                      r"activate|Activate only|You can only equip|This card can only be used to "
                      r"equip|Only a monster)")
# "If you control no monsters: Activate this card by targeting ...": its one way of activation,
# whatever comes before it (Rising Fire), never left a note beside a plain equipping
ACTIVATED_BY = re.compile(r"Activate this card (?:by|only)|Activate only")
ANY_FACE_UP_MONSTER = {"what": "monster", "player": "any", "zone": "field", "face_up": True}


def encode_equip(breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """An Equip Spell's fields when one of its effects is the fixed ATK/DEF change; its other
    effects under `left`; None when nothing is read or its activation is limited."""
    change: dict[str, Any] | None = None
    bond = ""
    target: dict[str, Any] = dict(ANY_FACE_UP_MONSTER)
    left = []
    for effect in breakdown.effects:
        named = target != ANY_FACE_UP_MONSTER  # "It gains" only after "Equip only to"
        found = equip_shapes.gives(effect.text, named) if effect.kind == "continuous" else None
        only, old = _only(effect.text), OLD.match(effect.text)
        if found is not None and (change is None or equip_shapes.merge(change, found)):
            change = change or found  # what it gives the equipped monster (4-5-5, 10-4-7)
        elif only and change is None and not named:
            target.update(only)
            continue
        elif old and change is None and _old_amounts(old) and _narrow(target,
                                                                         old.group("kind")):
            change = {**_old_amounts(old), "gives": []}
        elif LIMITING.match(effect.text) or ACTIVATED_BY.search(effect.text):
            return None
        elif effect.text in equip_shapes.BONDS and not bond and "equipped" in effect.text:
            # its leaving takes the monster (10-4-4); "that monster": one it Special Summoned
            bond = equip_shapes.BONDS[effect.text]
        else:
            left.append(effect.text)
    if change is None or any(LIMITING.match(limit) for limit in breakdown.limits):
        return None
    fields: dict[str, Any] = {"target": target, "effect": [{"equip": equip_shapes.step(change)}]}
    if bond:
        fields["bond"] = bond
    if left or breakdown.limits:
        fields["left"] = left + list(breakdown.limits)
    return fields



def _only(text: str) -> dict[str, Any] | None:
    """What "Equip only to ..." asks of the equipped monster, as the target's description;
    the older "You can only equip this card to ..." says the same."""
    if text.startswith(OLDER_ONLY):
        text = "Equip only to " + text[len(OLDER_ONLY):]
    named = ONLY_NAMED.match(text)
    if named is not None:
        return {"names": [n for n in (named.group("name"), named.group("other")) if n]}
    whose = WHOSE.get(text.removeprefix("Equip only to ").removesuffix("."))
    if whose is not None:
        return {"player": whose}
    found = ONLY.match(text)
    if found is None or (found.group("noun") == "Monster") != bool(found.group("kind")):
        return None  # "a Normal Monster", but "a Warrior monster": as the cards print them
    words = described.fields(found, monster=True)
    if words and found.group("whose"):
        words["player"] = PLAYERS[found.group("whose")]
    return words or None


def _narrow(target: dict[str, Any], kind: str) -> bool:
    """The target narrowed to a Type or an Attribute the card names; False for any other word
    (an archetype, a Level: not read)."""
    if kind in ATTRIBUTES:
        target["attribute"] = kind
    elif kind in TYPES:
        target["type"] = kind
    else:
        return False
    return True


def _old_amounts(found: re.Match[str]) -> dict[str, int]:
    amount, stat = int(found.group("n")), found.group("stat")
    change = {"atk": amount if stat != "DEF" else 0, "def": amount if stat != "ATK" else 0}
    if found.group("lowered"):
        key = found.group("lowered").lower()
        if change[key]:
            return {}  # raised and lowered at once: not a wording the cards use
        change[key] = -int(found.group("m"))
    return change


KINDS = r"(?P<{0}>[A-Za-z ,-]+?)"  # one character class: split into names by _kinds
ALL = re.compile(r"^All (?:face-up )?" + KINDS.format("kinds") + r" monsters on the field "
                 r"(?P<sign>gain|lose) (?P<n>\d+) (?P<stat>ATK/DEF|ATK and DEF|ATK|DEF)(?:, also "
                 r"all " + KINDS.format("others") + r" monsters on the field (?P<sign2>gain|lose) "
                 r"(?P<n2>\d+) (?P<stat2>ATK/DEF|ATK and DEF|ATK|DEF))?\.$")
RAISE = re.compile(r"^Increase the ATK of all (?P<kinds>[A-Z]+) monsters by (?P<n>\d+) points "
                   r"and decrease their DEF by (?P<m>\d+) points\.$")


def encode_field(breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """A Field Spell's `boosts` when its first effect is a change to the ATK/DEF of the
    monsters of some Types or an Attribute (4-5-6); its other effects under `left`."""
    if not breakdown.effects or breakdown.effects[0].kind != "continuous":
        return None
    boosts = _boosts(breakdown.effects[0].text)
    if boosts is None or any(LIMITING.match(e.text) for e in breakdown.effects):
        return None
    fields: dict[str, Any] = {"boosts": boosts}
    left = [e.text for e in breakdown.effects[1:]] + list(breakdown.limits)
    if left:
        fields["left"] = left
    return fields


def _boosts(text: str) -> list[dict[str, Any]] | None:
    found = RAISE.match(text)
    if found is not None:
        kinds = _kinds(found.group("kinds"))
        return None if kinds is None else [{**kinds, "atk": int(found.group("n")),
                                            "def": -int(found.group("m"))}]
    found = ALL.match(text)
    if found is None:
        return None
    boosts = []
    for group, sign, n, stat in (("kinds", "sign", "n", "stat"),
                                 ("others", "sign2", "n2", "stat2")):
        if found.group(group) is None:
            continue
        read = _kinds(found.group(group))
        if read is None:
            return None
        amount = int(found.group(n)) * (-1 if found.group(sign) == "lose" else 1)
        boosts.append({**read, "atk": amount if found.group(stat) != "DEF" else 0,
                       "def": amount if found.group(stat) != "ATK" else 0})
    return boosts


def _kinds(words: str) -> dict[str, Any] | None:
    """"Insect, Beast, Plant, and Beast-Warrior" (any of these Types), "DARK", "WIND Winged
    Beast" (that Attribute and that Type); None for any other word (an archetype, a Level)."""
    names = [n.strip() for n in re.split(r",? (?:and|or) |, ", words.replace("-Type", ""))]
    if len(names) > 1 and "or" in words.split():
        return None  # "Warrior or Spellcaster": the cards say "and" for a list of Types
    attribute = ""
    first, _, rest = names[0].partition(" ")
    if first in ATTRIBUTES:
        attribute, names[0] = first, rest
    names = [n for n in names if n]
    if not all(n in TYPES and n != "Normal" for n in names) or (attribute and len(names) > 1):
        return None
    if not names and not attribute:
        return None
    read: dict[str, Any] = {"types": names} if names else {}
    if attribute:
        read["attribute"] = attribute
    return read
