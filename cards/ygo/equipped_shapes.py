"""A monster that equips another monster to itself by its own effect (10-4-9), read into the
scenario format's `equip_to_this` step (the target) or a `fetch` with `to: equip` (a card the
player takes), and what its text says of the monsters so equipped (`equipped_gains`,
`equipped_instead`, 10-4-10).

Standard library only. Read:

- "...; equip that target to this card.", "equip that Dragon monster to this card.", "equip it
  to this card as an Equip Spell." after a target: `{equip_to_this: {card: chosen}}`;
- "Equip 1 "Inzektor" monster from your hand or GY to this card.": `{fetch: {to: equip, from:
  [hand, graveyard], what: monster, archetype: Inzektor}}`;
- "Gains ATK equal to the original ATK of the monster equipped to it by this effect.", "This
  card gains ATK equal to (half) the combined ATK of the monsters equipped to it by this
  effect.", "... ATK and DEF equal to half the ATK and DEF of ...": `equipped_gains`;
- "If this card would be destroyed by battle, destroy that equipped monster, instead.", "...,
  destroy all monsters equipped to it by this effect instead.": `equipped_instead: battle`.

The last two only on a monster with an effect read that equips a monster to it. "(max. 1)" and
"(You can only equip 1 monster at a time ...)" are not read: the sentence stays a note.
Anchored patterns, no nested quantified group: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import equip_shapes, fetch_shapes, psct

Fields = dict[str, Any]

# the target, named again: "that target", "it", "that Dragon monster", "that face-up monster"
THAT = r"(?:that target|it|that (?:[A-Za-z-]+ )?monster)"
TO_THIS = re.compile(rf"^[Ee]quip {THAT} to this card(?: as an Equip Spell(?: Card)?)?\.$")
FROM = re.compile(r"^[Ee]quip (?P<what>1 .+?) from your (?P<zones>Deck|hand|GY|Graveyard|hand "
                  r"or GY|hand or Graveyard|hand or Deck|Deck or GY|Deck or Graveyard) to this "
                  r"card(?: as an Equip Spell(?: Card)?)?\.$")
# "equip 1 appropriate Equip Spell Card from your Graveyard to this card.": an Equip Spell of
# its player's Graveyard equipped to it, not activated (10-4-9)
SPELL_FROM = re.compile(r"^[Ee]quip 1 (?:appropriate )?Equip Spell(?: Card)? (?:in|from) your "
                        r"(?:GY|Graveyard) to this card\.$")
# the monsters it equipped, as its text names them
EQUIPPED = (r'(?:the (?:"(?P<archetype>[^"]+)" )?(?:monster|monsters|monster\(s\)) equipped '
            r"(?:to it |to this card )?by (?:this|its|this card's) effect|that equipped monster)")
GAINS = re.compile(rf"^(?:This card gains|Gains) (?P<stat>ATK|ATK and DEF|ATK/DEF) equal to "
                   rf"(?P<half>half )?(?:the )?(?:combined )?(?:original )?(?P<of>ATK|ATK and "
                   rf"DEF|ATK/DEF) of {EQUIPPED}\.$")
THAT_ATK = re.compile(r"^This card gains ATK equal to that equipped monster's ATK\.$")
INSTEAD = re.compile(r"^If this card would be destroyed by battle, destroy (?:that equipped "
                     r"monster|all monsters equipped to it by this effect),? instead\.$")
# by battle or a card effect, the monster equipped destroyed all the same (10-4-10)
ANY_INSTEAD = re.compile(r"^If this card on the field would be destroyed, the monster equipped to "
                         r"it with this effect is destroyed, instead\.$")
# "send this card equipped with a monster by this card's effect to the GY" as a cost: the card
# itself, given up only while it has a monster it equipped to itself (10-4-9)
HOLDING = re.compile(r"^(?P<verb>[Ss]end|Tribute) this card equipped with a monster by this "
                     r"card's effect(?P<rest> to the (?:GY|Graveyard))?$")


def holding(text: str) -> str | None:
    """The cost without its "equipped with a monster by this card's effect"; None when it is
    not that cost."""
    found = HOLDING.match(text)
    if found is None or (found.group("verb").lower() == "send") != bool(found.group("rest")):
        return None
    return f"{found.group('verb')} this card{found.group('rest') or ''}"


# "..., you can destroy the monster equipped to it ..., instead": its controller's choice
OPTIONAL_INSTEAD = re.compile(r"^If this card would be destroyed(?P<battle> by battle)?, you can "
                              r"destroy the monster equipped to (?:it with this effect|this card "
                              r"by its effect),? instead\.$")
# "While equipped with a monster by this effect, this card gains 800 ATK." (10-4-9)
FIXED = re.compile(r"^(?:While equipped with a monster by this effect, this card gains (?P<n>\d+) "
                   r"ATK|This card gains (?P<m>\d+) ATK while equipped with a monster(?:\(s\))? "
                   r"by this effect)\.$")


# "(max. 1)" after the action, or its own sentence after the effect (10-4-9)
MAX = " (max. 1)"
MAX_SENTENCE = ("(You can only equip 1 monster at a time to this card with this effect.)",
                "(You can only equip 1 monster at a time to this card.)")


def action(text: str, aimed: Fields, fields: Fields) -> list[Fields] | None:
    """The step of "equip that target to this card" (a monster target, the monster itself on
    the field) or of "equip 1 ... from your GY to this card"; None otherwise."""
    if fields.get("from", "field") != "field":
        return None  # the monster equips to itself where it stands, face-up (10-4-9)
    target = aimed.get("target")
    if text.endswith(MAX + ".") or MAX + " as an Equip Spell" in text:
        steps = action(text.replace(MAX, "", 1), aimed, fields)
        if steps is not None:
            fields["equipped_needs"] = "none"  # its entry: not while one is equipped (10-4-9)
        return steps
    if TO_THIS.match(text):
        if not target or target.get("what") != "monster" or target.get("count", 1) != 1:
            return None
        return [{"equip_to_this": {"card": "chosen"}}]
    if not aimed and SPELL_FROM.match(text):
        return [{"fetch": {"to": "equip", "from": ["graveyard"], "what": "spell",
                           "property": "equip"}}]
    found = FROM.match(text) if not aimed else None
    if found is None:
        return None
    taken = fetch_shapes.read(f"Special Summon {found.group('what')} from your "
                              f"{found.group('zones')}.")
    if not taken or taken[0]["fetch"].get("what") != "monster" or "position" in taken[0]["fetch"]:
        return None
    return [{"fetch": {**taken[0]["fetch"], "to": "equip"}}]


def _equipping(fields: Fields) -> list[Fields]:
    """What each effect read that equips a monster to the card itself takes: its target or its
    `fetch`."""
    found = []
    for entry in fields.get("effects", []):
        for step in entry.get("effect", []):
            if "equip_to_this" in step:
                found.append(entry.get("target", {}))
            elif step.get("fetch", {}).get("to") == "equip":
                found.append(step["fetch"])
    return found


def _equips_itself(entry: Fields) -> bool:
    return any("equip_to_this" in step or step.get("fetch", {}).get("to") == "equip"
               for step in entry.get("effect", []))


def _instead(text: str, fields: Fields) -> bool:
    """The monster it equipped destroyed in its place (10-4-10), as `equipped_instead`."""
    optional = OPTIONAL_INSTEAD.match(text)
    if optional is not None:
        by = "battle" if optional.group("battle") else "any"
        fields["equipped_instead"] = {"by": by, "optional": True}
    elif INSTEAD.match(text) or ANY_INSTEAD.match(text):
        fields["equipped_instead"] = "battle" if INSTEAD.match(text) else "any"
    return "equipped_instead" in fields


def _only(taken: list[Fields], archetype: str | None) -> bool:
    """"the "Kaiju" monsters equipped to it by this effect": every monster it equips is one."""
    return archetype is None or all(what.get("archetype") == archetype for what in taken)


def read_gift(main: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """"While this card is equipped to a monster, that monster can make a second attack during
    each Battle Phase." on a monster that other cards' effects equip (Dragunity Brandistock):
    `as_equip`, what it gives the monster it is equipped to, whoever equipped it (10-4-7). Not
    on a monster with an effect read that equips itself: its `equip` step holds that."""
    if any("equip" in step for entry in fields.get("effects", [])
           for step in entry.get("effect", [])):
        return
    for effect in main.effects:
        if effect.text in read or effect.kind != "continuous" or effect.clauses \
                or "as_equip" in fields:
            continue
        change = equip_shapes.WHILE.match(effect.text)
        given = equip_shapes.WHILE_GIVEN.match(effect.text)
        if change is not None:
            read_change = equip_shapes.change_of(change)
            fields["as_equip"] = {"atk": read_change["atk"], "def": read_change["def"]}
        elif given is not None:
            fields["as_equip"] = {"gives": list(equip_shapes.GIVEN[given.group("what")])}
        else:
            continue
        read.append(effect.text)


# "If the equipped monster would be destroyed, you can destroy this Equip Card instead." on a
# monster: its words as an Equip Card, whoever equipped it (10-4-8); "this Equip Card" names it so
AS_EQUIP_CARD_INSTEAD = "this Equip Card instead."


def read_substitute(main: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """That sentence into `as_equip`'s `gives`; not on a monster with an effect read that
    equips itself to a monster (its `equip` step takes what follows it, equip_shapes.follows)."""
    if any("equip" in step for entry in fields.get("effects", [])
           for step in entry.get("effect", [])):
        return
    for effect in main.effects:
        if effect.text in read or effect.kind != "continuous" or effect.clauses \
                or not effect.text.endswith(AS_EQUIP_CARD_INSTEAD):
            continue
        found = equip_shapes.SUBSTITUTE.match(effect.text)
        if found is None or found.group("it2") is not None:
            continue
        gift = fields.setdefault("as_equip", {})
        gift["gives"] = [*gift.get("gives", []), *equip_shapes.HOW[found.group("how") or ""],
                         *(["substitute_optional"] if found.group("may") else [])]
        read.append(effect.text)
        return


def read_monster(main: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """What the monster's text says of the monsters it equips to itself, on a monster that
    has such an effect read; what it gives as an Equip Card otherwise (`read_gift`); and its
    "you can destroy this Equip Card instead" (`read_substitute`)."""
    taken = _equipping(fields)
    if not taken:
        read_gift(main, fields, read)
        read_substitute(main, fields, read)
        return
    for effect in main.effects:
        if effect.text in read or effect.kind != "continuous" or effect.clauses:
            continue
        text = effect.text
        gains = GAINS.match(text)
        both = gains is not None and gains.group("stat") != "ATK"
        if (gains is not None and both == (gains.group("of") != "ATK")  # each stat its own
                and _only(taken, gains.group("archetype"))
                or THAT_ATK.match(text)) and "equipped_gains" not in fields:
            fields["equipped_gains"] = {"what": "atk_def" if both else "atk",
                                        **({"half": True} if gains and gains.group("half")
                                           else {})}
            read.append(text)
        elif "equipped_instead" not in fields and _instead(text, fields):
            read.append(text)
        elif (fixed := FIXED.match(text)) is not None and "equipped_gains" not in fields:
            fields["equipped_gains"] = {"what": "fixed",
                                        "atk": int(fixed.group("n") or fixed.group("m"))}
            read.append(text)
        elif text in MAX_SENTENCE and len(taken) == 1:
            entry = next(entry for entry in fields["effects"] if _equips_itself(entry))
            entry["equipped_needs"] = "none"
            read.append(text)
    read_substitute(main, fields, read)
