"""What an Equip Card says of its monster, and Traps that equip themselves, read into the
scenario format's `equip` step (4-5-5, 10-4-6, 10-4-7), or refused.

Standard library only. `gives` reads one sentence about the equipped monster: "The equipped
monster gains 500 ATK." (its ATK/DEF change), "The equipped monster cannot be destroyed by
battle.", "... cannot be destroyed by card effects.", "... can attack your opponent directly.",
"If the equipped monster attacks a Defense Position monster, inflict piercing battle damage to
your opponent." (what it gives, `gives`), and the two joined ("It gains 300 ATK and cannot be
destroyed by battle.", "The equipped monster loses 1000 ATK, but it can attack your opponent
directly."), and what it is unaffected by ("... is unaffected by your opponent's Trap effects,
also if ... destroy this card instead.", 5-3-29; "Your opponent cannot target ...", 5-4-4).
"It" is read only where a sentence before names the monster ("Equip only to ...", "equip this
card to that target"). `encode_trap` reads a Normal Trap whose first effect is "Target ...;
equip this card to that target.": it stays on the field equipped (10-4-6), with what its other
sentences give as `gives` reads them, any other sentence named as not applied.
Anchored patterns, no nested quantified group: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import psct, target_shapes
from cards.ygo.moves_shapes import Self

SUBJECT = r"(?:(?P<equipped>The equipped monster|A monster equipped with this card)|(?P<it>It))"
CHANGE = r"(?P<sign>gains|loses) (?P<n>\d+) (?P<stat>ATK/DEF|ATK and DEF|ATK|DEF)"
# what the equipped monster is given besides ATK/DEF (10-4-7), as the engine's `gives` words
GIVEN = {"cannot be destroyed by battle": ("battle_indestructible",),
         "cannot be destroyed by card effects": ("effect_indestructible",),
         "cannot be destroyed by battle or card effects": ("battle_indestructible",
                                                           "effect_indestructible"),
         "can attack directly": ("direct_attack",),
         "can attack your opponent directly": ("direct_attack",),
         "can attack your opponent's Life Points directly": ("direct_attack",),
         "can make a second attack during each Battle Phase": ("second_attack",),
         "can attack all monsters your opponent controls once each": ("attack_all",),
         "cannot attack": ("no_attack",),
         # on monsters only, as 12-3-24 reads the same words printed on a monster
         "can make up to 2 attacks on monsters during each Battle Phase": (
             "two_attacks_on_monsters",)}
WHAT = "(?P<what>" + "|".join(sorted(GIVEN, key=len, reverse=True)) + ")"
ONLY_CHANGE = re.compile(rf"^{SUBJECT} {CHANGE}\.$")
ONLY_GIVEN = re.compile(rf"^{SUBJECT} {WHAT}\.$")
BOTH = re.compile(rf"^{SUBJECT} {CHANGE}(?:, (?:also|but) it| and) {WHAT}\.$")
PIERCING = re.compile(r"^If (?:(?P<equipped>the equipped monster|a monster equipped with this "
                      r"card)|(?P<it>it)) attacks a Defense Position monster, inflict piercing "
                      r"(?:battle damage|Battle Damage) to your opponent\.$")
# "It gains 400 ATK and loses 200 DEF.", "The equipped monster gains 1000 ATK and loses 1000
# DEF.": one stat raised, the other lowered (4-5-5); `_two` refuses one stat named twice
TWO_CHANGES = re.compile(rf"^{SUBJECT} (?P<sign>gains|loses) (?P<n>\d+) (?P<stat>ATK|DEF) and "
                         r"(?P<sign2>gains|loses) (?P<n2>\d+) (?P<stat2>ATK|DEF)\.$")
EQUIP_ITSELF = re.compile(r"^equip this card to (?:that target|it)\.$")
# what of an Equip Spell takes its monster with it, and how (10-4-4): its `bond`
BONDS = {f"When this card {when}, {verb} {monster}.": f"equipped{leaves}{how}"
         for when, leaves in (("is destroyed", ""), ("leaves the field", "_leaves"))
         for verb, how in (("destroy", ""), ("banish", "_banish"))
         for monster in ("the equipped monster", "that monster")}
# "If the equipped monster would be destroyed by battle, destroy this card instead." (10-4-8),
# alone or after a change ("..., also if the equipped monster would be destroyed ...")
HOW = {"": ("substitute_battle", "substitute_effect"), " by battle": ("substitute_battle",),
       " by battle or card effect": ("substitute_battle", "substitute_effect"),
       " by a card effect": ("substitute_effect",)}
# "..., you can destroy this card instead." (or "this Equip Card"): its controller's choice
INSTEAD = (r"(?:the equipped monster|a monster equipped with this card|(?P<it2>it)) would be "
           r"destroyed(?P<how> by battle or card effect| by battle| by a card effect)?, "
           r"(?P<may>you can )?destroy this (?:card|Equip Card) instead\.$")
SUBSTITUTE = re.compile(r"^If " + INSTEAD)
CHANGE_THEN_SUBSTITUTE = re.compile(rf"^{SUBJECT} {CHANGE}, also if " + INSTEAD)
# "A monster equipped with this card is unaffected by your opponent's Trap effects, also if the
# equipped monster would be destroyed by battle or card effect, destroy this card instead."
# (5-3-29, 10-4-7, 10-4-8); "... monster effects (except its own)": never its own anyway
UNAFFECTED_BY = {"Spell effects": "unaffected_opponent_spells",
                 "Trap effects": "unaffected_opponent_traps",
                 "monster effects (except its own)": "unaffected_opponent_monsters"}
UNAFFECTED = re.compile(rf"^{SUBJECT} is unaffected by your opponent's (?P<by>Spell effects|Trap "
                        r"effects|monster effects \(except its own\))(?:\.$|, also if " + INSTEAD
                        + ")")
# "Your opponent cannot target a monster equipped with this card with card effects, also if the
# equipped monster would be destroyed ..., destroy this card instead." (5-4-4, 10-4-7, 10-4-8)
UNTARGETABLE = re.compile(r"^Your opponent cannot target (?:(?P<equipped>the equipped monster|a "
                          r"monster equipped with this card)|(?P<it>it)) with card effects"
                          r"(?:\.$|, also if " + INSTEAD + ")")
# "The equipped monster's effects are negated.", "... has its effects negated.", "The equipped
# monster gains 1000 ATK, also its effects are negated." (5-5-1, 10-4-7)
NEGATED = re.compile(r"^(?:(?P<equipped>The equipped monster)|(?P<it>It))(?:'s effects are "
                     r"negated| has its effects negated|(?P<change> " + CHANGE + r"), also its "
                     r"effects are negated)\.$")
# "The first time the equipped monster would be destroyed by battle each turn, it is not
# destroyed." (5-3-15, 10-4-7)
FIRST_TIME = re.compile(r"^The first time (?:the equipped monster|a monster equipped with this "
                        r"card) would be destroyed by battle each turn, it is not destroyed\.$")


def gives(text: str, named: bool) -> dict[str, Any] | None:
    """One sentence about the equipped monster as the `equip` step's atk, def and gives;
    `named`: a sentence before names the monster, so "It" may refer to it. None otherwise."""
    piercing = PIERCING.match(text[:1].upper() + text[1:])
    if piercing is not None:
        return _read(piercing, named, {"atk": 0, "def": 0, "gives": ["piercing"]})
    if FIRST_TIME.match(text):
        return {"atk": 0, "def": 0, "gives": ["survives_battle_once"]}
    negated = NEGATED.match(text)
    if negated is not None:
        changed = _change(negated) if negated.group("change") else {"atk": 0, "def": 0}
        return _read(negated, named, {**changed, "gives": ["negated"]})
    unaffected = UNAFFECTED.match(text)
    if unaffected is not None:
        return _unaffected(unaffected, named, UNAFFECTED_BY[unaffected.group("by")])
    untargetable = UNTARGETABLE.match(text)
    if untargetable is not None:
        return _unaffected(untargetable, named, "untargetable_by_opponent")
    instead = SUBSTITUTE.match(text) or CHANGE_THEN_SUBSTITUTE.match(text)
    if instead is not None:  # 10-4-8
        if instead.group("it2") is not None and not named:
            return None
        gives = list(HOW[instead.group("how") or ""])
        if instead.group("may"):  # the Equip Card's controller chooses (`substitute_use`)
            gives.append("substitute_optional")
        changed = _change(instead) if instead.groupdict().get("n") else {"atk": 0, "def": 0}
        return _read(instead, named, {**changed, "gives": gives}) \
            if "it" in instead.groupdict() else {**changed, "gives": gives}
    two = TWO_CHANGES.match(text)
    if two is not None:
        return _two(two, named)
    for pattern in (ONLY_CHANGE, ONLY_GIVEN, BOTH):
        found = pattern.match(text)
        if found is None:
            continue
        read: dict[str, Any] = {"atk": 0, "def": 0, "gives": []}
        groups = found.groupdict()
        if groups.get("n"):
            read.update(_change(found), gives=[])
        if groups.get("what"):
            read["gives"] = list(GIVEN[found.group("what")])
        return _read(found, named, read)
    return None


def _unaffected(found: re.Match[str], named: bool, word: str) -> dict[str, Any] | None:
    """What the equipped monster is unaffected by (5-3-29) or cannot be targeted by (5-4-4),
    with the Equip Card destroyed in its place when the sentence goes on so (10-4-8)."""
    gives = [word]
    if found.group(0).endswith(" instead."):
        if found.group("it2") is not None and not named:
            return None
        gives += list(HOW[found.group("how") or ""])
        gives += ["substitute_optional"] if found.group("may") else []
    return _read(found, named, {"atk": 0, "def": 0, "gives": gives})


def _read(found: re.Match[str], named: bool, read: dict[str, Any]) -> dict[str, Any] | None:
    if found.group("it") is not None and not named:
        return None  # "It" with nothing before it naming the monster
    return read


def _two(found: re.Match[str], named: bool) -> dict[str, Any] | None:
    """ATK and DEF each changed its own way; None when one stat is named twice."""
    if found.group("stat") == found.group("stat2"):
        return None
    read: dict[str, Any] = {"atk": 0, "def": 0, "gives": []}
    for sign, amount, stat in (("sign", "n", "stat"), ("sign2", "n2", "stat2")):
        key = "atk" if found.group(stat) == "ATK" else "def"
        read[key] = int(found.group(amount)) * (-1 if found.group(sign) == "loses" else 1)
    return _read(found, named, read)


def merge(into: dict[str, Any], more: dict[str, Any]) -> bool:
    """Add one sentence's reading to the step's; False when both change ATK or DEF (two
    changes of one stat in one card: not a wording the cards use, left unread)."""
    if into["atk"] and more["atk"] or into["def"] and more["def"]:
        return False
    into["atk"] += more["atk"]
    into["def"] += more["def"]
    into["gives"] += [word for word in more["gives"] if word not in into["gives"]]
    return True


def step(read: dict[str, Any]) -> dict[str, Any]:
    """The `equip` step of the chosen target, `gives` only when it gives something."""
    found: dict[str, Any] = {"card": "chosen", "atk": read["atk"], "def": read["def"]}
    if read["gives"]:
        found["gives"] = list(read["gives"])
    return found


def encode_trap(breakdown: psct.Breakdown) -> dict[str, Any] | None:
    """A Normal Trap that targets a monster and equips itself to it (10-4-6), with what it
    gives (10-4-7); None when any part of it is not read."""
    if not breakdown.effects or breakdown.limits:
        return None
    first, rest = breakdown.effects[0], breakdown.effects[1:]
    if first.condition or first.cost or first.options or not first.target \
            or EQUIP_ITSELF.match(first.action) is None:
        return None
    aimed = target_shapes.target(first.target)
    if aimed is None or "target" not in aimed or aimed["target"].get("what") != "monster" \
            or aimed["target"].get("zone") != "field" or aimed["target"].get("count", 1) != 1:
        return None
    read: dict[str, Any] = {"atk": 0, "def": 0, "gives": []}
    left = []
    for effect in rest:  # what it says of the equipped monster; the rest named as not applied
        more = gives(effect.text, True)
        if more is None or effect.condition or not merge(read, more):
            left.append(effect.text)
    fields: dict[str, Any] = {"target": aimed["target"], "effect": [{"equip": step(read)}]}
    if left:
        fields["left"] = left
    return fields


# "Destroy all Equip Cards on the field.", "Destroy all monsters equipped with an Equip
# Card(s)." (5-3-1): every one on the field, either player's
DESTROY_EQUIPS = re.compile(r"^Destroy all (?:(?P<cards>Equip Cards)|monsters equipped with "
                            r"(?:an Equip Card\(s\)|Equip Cards))(?: on the field)?\.$")


def destroy_all(text: str) -> list[dict[str, Any]] | None:
    """The `destroy_all` step of the Equip Cards, or of the monsters equipped with one."""
    found = DESTROY_EQUIPS.match(text)
    if found is None:
        return None
    what = "equip_cards" if found.group("cards") else "equipped_monsters"
    return [{"destroy_all": {"player": "both", "what": what}}]


# a monster's "equip this card to that target" (10-4-6): the step, and the zone it is
# activated from as its words say (None: as its condition says); read as the whole action or
# its first part only (monster_shapes.py), so "it" is the target, never a monster a part
# before it Special Summoned ("Special Summon 1 ..., and if you do, equip this card to it")
TO_TARGET = r"to (?:that target|that monster you control|it)(?: as an Equip Spell)?\.$"
SELF_EQUIP: Self = tuple(
    (re.compile(r"^[Ee]quip this (?:card|monster) " + words + TO_TARGET),
     {"equip": {"card": "chosen", "atk": 0, "def": 0}}, origin)
    for words, origin in (("", None), ("(?:on the field |you control )", "field"),
                          ("from your hand ", "hand"),
                          ("from your hand or (?:your side of the |face-up )?field ",
                           ["hand", "field"]),
                          ("from your (?:GY|Graveyard) ", "graveyard")))
# "While this card is equipped to a monster: You can Special Summon this card.": an Ignition
# Effect of the Equip Card it is, in the Spell & Trap Zone (10-4-6)
CONDITIONS: dict[str, dict[str, Any]] = {f"{once}{while_} this card is equipped to a monster{by}": {
    "type": "ignition", "from": "equipped"}
    for once, while_ in (("", "While"), ("Once per turn, ", "while"))
    for by in ("", " by this effect", " by this card's effect")}
# "If this card is currently equipped to a monster: ..." (Dragunity Couse): the same state
CONDITIONS["If this card is currently equipped to a monster"] = {"type": "ignition",
                                                                 "from": "equipped"}
# an Equip Card's Trigger Effect on what its monster does (5-1-3, equip_events.py); a Union
# monster's "While equipped by this effect, if ...": it is equipped by its own effect only
for _start, _when in (("If", False), ("When", True), ("While equipped by this effect, if", False)):
    for _whom in ("an opponent's monster", "a monster"):
        CONDITIONS[f"{_start} the equipped monster destroys {_whom} by battle"] = {
            "type": "trigger", "event": "equipped_destroyed_a_monster", "from": "equipped",
            **({"when": True} if _when else {})}
SELF_SUMMON = (re.compile(r"^Special Summon this equipped card\.$"),
               {"special_summon": {"card": "self"}}, "equipped")
# "While this card is equipped to a monster, that monster gains 500 ATK.", "That monster loses
# 500 ATK while equipped with this card.", "While this card is an Equip Card, the equipped
# monster cannot be destroyed by battle." (10-4-7)
WHILE = re.compile(r"^While this card is equipped to a monster(?: by this (?:card's )?effect)?, "
                   r"(?:that|the equipped) monster " + CHANGE + r"\.$")
# "While this card is equipped to a monster, that monster can make a second attack during each
# Battle Phase." (10-4-7): what it gives besides ATK/DEF
WHILE_GIVEN = re.compile(r"^While this card is equipped to a monster(?: by this (?:card's )?"
                         r"effect)?, (?:that|the equipped) monster " + WHAT + r"\.$")
THAT_WHILE = re.compile(r"^That monster " + CHANGE + r" while equipped with this card\.$")
# a Union monster's "While equipped by this effect, the equipped monster gains 500 ATK/DEF.", the
# older "When equipped to a monster by this card's effect, that monster gains 2500 ATK." and
# "While equipped to a monster by this card's effect, increase the ATK/DEF of the equipped
# monster by 400 points." (10-4-7)
BY_EFFECT = re.compile(r"^(?:While equipped by this effect, (?:the equipped monster|that target)|"
                       r"When equipped to a monster by this card's effect, that monster) "
                       + CHANGE + r"\.$")
INCREASE = re.compile(r"^While equipped to a monster by this card's effect, (?P<sign>increase) "
                      r"the (?P<stat>ATK/DEF|ATK|DEF) of the equipped monster by (?P<n>\d+) "
                      r"points\.$")
# the older piercing words of "it", the equipped monster named before (12-6-4)
OLDER_PIERCING = ("When it attacks with an ATK that is higher than the DEF of a Defense Position "
                  "monster, inflict the difference as Battle Damage to your opponent's Life "
                  "Points.")
AS_EQUIP_CARD = "While this card is an Equip Card, the equipped monster "


def follows(entry: dict[str, Any], text: str) -> bool:
    """A monster's sentence after its effect that equips it: what it gives the monster it
    equips, added to that `equip` step (10-4-7); whether it was one."""
    steps = entry.get("effect", [])
    if len(steps) != 1 or "equip" not in steps[0]:
        return False
    while_equipped = WHILE.match(text) or THAT_WHILE.match(text) or BY_EFFECT.match(text) \
        or INCREASE.match(text)
    if text == OLDER_PIERCING:
        text = "If it attacks a Defense Position monster, inflict piercing battle damage to your "\
            "opponent."
    if text.startswith(AS_EQUIP_CARD):
        text = "The equipped monster " + text[len(AS_EQUIP_CARD):]
    given = WHILE_GIVEN.match(text)
    more = {"atk": 0, "def": 0, "gives": list(GIVEN[given.group("what")])} if given else \
        gives(text, True) if while_equipped is None else _change(while_equipped)
    read = {**steps[0]["equip"], "gives": list(steps[0]["equip"].get("gives", []))}
    if more is None or not merge(read, more):
        return False
    entry["effect"] = [{"equip": step(read)}]  # a new step: the patterns' own stay as they are
    return True


def change_of(found: re.Match[str]) -> dict[str, Any]:
    """The ATK and DEF a matched CHANGE gives: for the readers of other modules."""
    return _change(found)


def _change(found: re.Match[str]) -> dict[str, Any]:
    amount = int(found.group("n")) * (-1 if found.group("sign") == "loses" else 1)
    stat = found.group("stat")
    return {"atk": amount if stat != "DEF" else 0, "def": amount if stat != "ATK" else 0,
            "gives": []}


def before(entries: list[dict[str, Any]], breakdown: psct.Breakdown, read: list[str]) -> list[str]:
    """"While this card is an Equip Card, the equipped monster ..." printed before the one
    effect that equips the monster: added to that effect's `equip` step (10-4-7); the
    sentences so read."""
    equipping = [entry for entry in entries if any("equip" in s for s in entry.get("effect", []))]
    if len(equipping) != 1:
        return []  # which effect "equipped" names is not read
    return [effect.text for effect in breakdown.effects
            if effect.kind == "continuous" and effect.text not in read
            and effect.text.startswith(AS_EQUIP_CARD) and follows(equipping[0], effect.text)]
