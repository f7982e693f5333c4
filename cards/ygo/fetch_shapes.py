"""What an effect takes from its player's own Deck, hand or GY without targeting, read into the
scenario format's `fetch` step (5-3-13), or refused.

Standard library only. Three sentences, each naming one card by what it is:

- "Add 1 "Blackwing" monster from your Deck to your hand." -> `{fetch: {to: hand, what:
  monster, archetype: Blackwing}}` (from the Deck, or the Deck or GY);
- "Send 1 "Lightsworn" card from your Deck to the GY." -> `to: graveyard`;
- "Special Summon 1 Level 4 or lower WATER monster from your hand or Deck in Defense
  Position." -> `to: field`, `position: defense`, `from: [hand, deck]`, `attribute: WATER`,
  `level_max: 4`.

The card is described by an optional Level (exact, "or lower", "or higher"), Attribute,
archetype (a name in quotes before the noun), Type ("Warrior", older "Warrior-Type") or kind
("Normal Monster", "Tuner"), and a noun (monster, card, Spell, Trap, Spell/Trap); or by one
or two card names alone ("Add 1 "Polymerization" ..."). ", except "X"" leaves a name out.
Anything else (two cards, "up to", a face-down Summon, an ATK bound) is not read. Patterns
are anchored, without nested quantified groups: linear in the text's length.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described, fetch_orders

Fields = dict[str, Any]

ATTRIBUTES, TYPES, MONSTER_KINDS = described.ATTRIBUTES, described.TYPES, described.MONSTER_KINDS
NOUNS = {"monster": "monster", "Monster": "monster", "Tuner": "monster", "card": "card",
         "Spell": "spell", "Spell Card": "spell", "Trap": "trap", "Trap Card": "trap",
         "Spell/Trap": "spell_trap", "Spell/Trap Card": "spell_trap"}
PROPERTY = r"(?:(?P<property>Field|Continuous|Quick-Play|Equip) )?"
# "1 monster with 1500 or less ATK": a bound on its printed ATK or DEF where it is taken from
STAT = r"(?: with (?P<stat>\d+) or (?P<bound_stat>less|more) (?P<which>ATK|DEF))?"
DESCRIBED = described.words() + PROPERTY + (r'(?P<noun>monster|Monster|Tuner|card|Spell/Trap '
                                            r'Card|Spell/Trap|Spell Card|Spell|Trap Card|Trap)'
                                            + STAT)
# a Spell's or Trap's property as the format says it ("Normal" and "Ritual" are read where a
# monster's kind would be: the noun tells them apart)
PROPERTIES = {"Field": "field", "Continuous": "continuous", "Quick-Play": "quick-play",
              "Equip": "equip", "Normal": "normal", "Ritual": "ritual", "Counter": "counter"}
# "A", "A" or "B", "A", "B", or "C": any one of the cards named
NAMED = r'"(?P<name>[^"]+)"(?P<other>(?:, "[^"]+")*,? or "[^"]+")?'
ONE = rf'(?:1|one) (?:{DESCRIBED}|{NAMED})'
PLACES = r"(?P<from>Deck|hand|GY|Graveyard|hand or Deck|Deck or hand|Deck or GY|Deck or " \
         r"Graveyard|hand or GY|hand or Graveyard|hand, Deck, or GY|hand, Deck, or Graveyard)"
EXCEPT = r'(?:, except "(?P<except>[^"]+)")?'
# "..., but you cannot activate cards, or the effects of cards, with that name for the rest of
# this turn" (Sangan): `lock_name` (5-2-9)
LOCK = (r"(?P<lock>, but you cannot activate cards, or the effects of cards, with (?:that|its) "
        r"name for the rest of this turn)?")
ADD = re.compile(rf"^[Aa]dd {ONE} from your {PLACES} to your hand{EXCEPT}{LOCK}\.$")
SEND = re.compile(rf"^[Ss]end {ONE} from your {PLACES} to (?:the|your) (?:GY|Graveyard)"
                  rf"{EXCEPT}\.$")  # "to your GY" as "to the GY": the card is its own (3-8-2)
SUMMON = re.compile(rf"^Special Summon {ONE} from your {PLACES}(?: in (?:face-up |(?P<down>"
                    rf"face-down) )?(?P<position>Defense|Attack) Position)?{EXCEPT}(?P<negated>, "
                    r"but (?:negate its effects|its effects are negated))?\.$")
# "Set 1 "X" Spell/Trap from your Deck.": face-down in its player's Spell & Trap Zone (10-1-1)
SET = re.compile(rf"^[Ss]et {ONE} (?:directly )?from your {PLACES}(?: to your (?:field|Spell & "
                 rf"Trap Zone))?{EXCEPT}\.$")  # "to your Spell & Trap Zone": the same place
# "Tuner monster" is the noun "Tuner"; not after "non-" ("non-Tuner monster": no Tuner at all)
TUNER_MONSTER = re.compile(r"(?<![-\w])Tuner monster")
ZONES = {"Deck": "deck", "hand": "hand", "GY": "graveyard", "Graveyard": "graveyard"}
# where each destination may take from: nothing is "added" from the hand it goes to
FROM_ALLOWED = {"hand": {"deck", "graveyard"}, "graveyard": {"deck", "hand"},
                "field": {"deck", "hand", "graveyard"}, "set": {"deck", "graveyard", "hand"}}


def read(text: str) -> list[Fields] | None:
    """The `fetch` step of one of the sentences, or None; "You can Set 1 ..." the player may
    do or not (`optional`: the action names a `pick`, or none)."""
    optional = text.startswith("You can ")
    text = text.removeprefix("You can ")
    text = text[:1].upper() + text[1:]
    text = fetch_orders.reordered(text) or text  # ", except "X", from your ..." (older order)
    text = TUNER_MONSTER.sub("Tuner", text)  # "1 "Gusto" Tuner monster": a Tuner (action_mends)
    for pattern, to in ((ADD, "hand"), (SEND, "graveyard"), (SUMMON, "field"), (SET, "set")):
        found = pattern.match(text)
        if found is None:
            continue
        step = _described(found)
        zones = [ZONES[word] for word in re.split(r", or |, | or ", found.group("from"))]
        if step is None or not set(zones) <= FROM_ALLOWED[to]:
            return None
        if to == "field" and step["what"] != "monster" and "names" not in step:
            return None
        if to == "set" and (step["what"] == "monster" or step["what"] == "card"
                            and "names" not in step):
            return None  # only a Spell or Trap is Set by an effect (5-3-13)
        step = {"to": to, **({"from": zones} if zones != ["deck"] else {}), **step}
        if to == "field" and found.group("position"):  # else the player's choice (8-4-3)
            step["position"] = printed_position(found)
            if not step["position"] or step["position"] == "set" and found.group("negated"):
                return None  # face-down: in Defense Position, with no effects to negate (9-1-3)
        if to == "field" and found.group("negated"):
            step["negated"] = True  # its effects negated while it stays face-up (5-5-1)
        if found.group("except"):
            step["except"] = [found.group("except")]
        if "lock" in found.groupdict() and found.group("lock"):
            step["lock_name"] = True
        if optional:
            step["optional"] = True
        return [{"fetch": step}]
    return None


def printed_position(found: re.Match[str]) -> str:
    """"in (face-up) Defense Position" -> defense, "in face-down Defense Position" -> set
    (face-down only as the text says, 8-4-3), "in Attack Position" -> attack; "" for a
    face-down Attack Position, which is none (9-1-3): the caller refuses it."""
    position = found.group("position").lower()
    if found.groupdict().get("down"):
        return "set" if position == "defense" else ""
    return position


def _described(found: re.Match[str]) -> Fields | None:
    """The card's description: a kind and what narrows it, or its names."""
    if found.group("name"):
        names = [found.group("name")] + re.findall(r'"([^"]+)"', found.group("other") or "")
        return {"what": "card", "names": names}
    what = NOUNS[found.group("noun")]
    prop = found.group("property") or (found.group("kind") if what in ("spell", "trap")
                                       else None)
    if prop:  # "a Field Spell", "a Normal Trap": its property
        if what not in ("spell", "trap") or found.group("types") or found.group("level") \
                or found.group("attributes") or prop not in PROPERTIES \
                or prop == "Counter" and what != "trap" \
                or prop in ("Field", "Quick-Play", "Equip", "Ritual") and what == "trap":
            return None
        return {"what": what, **({"archetype": found.group("archetype")}
                                 if found.group("archetype") else {}),
                "property": PROPERTIES[prop]}
    words = described.fields(found, what == "monster", tuner=found.group("noun") == "Tuner",
                             both=True)
    if words is None:
        return None
    if found.group("stat"):
        if what != "monster":
            return None
        bound = "max" if found.group("bound_stat") == "less" else "min"
        words[f"{found.group('which').lower()}_{bound}"] = int(found.group("stat"))
    return {"what": what, **words}
