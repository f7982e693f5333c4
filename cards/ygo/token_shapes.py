"""Tokens an effect Special Summons, read into the scenario format's `summon_tokens` step
(4-7-1), or refused.

Standard library only. 'Special Summon 4 "Sheep Tokens" (Beast/EARTH/Level 1/ATK 0/DEF 0) in
Defense Position.': a number of Tokens, their name (the plural as the singular a Token bears),
the stats in brackets as printed (a Type, "Tuner" if it is one, an Attribute, a Level, ATK and
DEF; a "?" or a missing stat is not read), a position if printed, and "to your opponent's
field". The sentence after it, "They cannot be Tributed for a Tribute Summon." (4-7-4), is a
rider of those Tokens (`rider`). Anything else ("up to 3", "as many as possible", stats
"equal to" another monster's) is not read. Anchored patterns without nested quantified groups:
linear in the text's length.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import described, lock_shapes

Fields = dict[str, Any]

ATTRIBUTES = ("DARK", "DIVINE", "EARTH", "FIRE", "LIGHT", "WATER", "WIND")
SUMMON = re.compile(r'^Special Summon (?P<count>\d) "(?P<name>[^"]+ Tokens?)" \((?P<stats>[^()]+)'
                    r"\)(?P<before> in (?:face-up )?(?:Attack|Defense) Position)?(?P<to> to "
                    r"your opponent's (?:field|side of the field))?(?P<after> in (?:face-up )?"
                    r"(?:Attack|Defense) Position)?\.$")
# "Special Summon as many "Kuriboh Tokens" (...) as possible, in Defense Position." (4-7-3)
MANY = re.compile(r'^Special Summon as many "(?P<name>[^"]+ Tokens)" \((?P<stats>[^()]+)\) as '
                  r"possible,?(?P<before> in (?:Attack|Defense) Position)?\.$")
TYPE = re.compile(r"^(?P<type>[A-Z][A-Za-z -]*?)(?:-Type)?$")
LEVEL = re.compile(r"^Level (\d{1,2})$")
STAT = re.compile(r"^(ATK|DEF) (\d{1,5})$")
RIDER = re.compile(r"^(?:They|These Tokens|These tokens|This Token|That Token|It) cannot be "
                   r"Tributed for a Tribute Summon(?:(?P<turn> during the turn (?:they are|it is) "
                   r'Special Summoned)|, except for (?:an? )?"(?P<archetype>[^"]+)" monsters?)?'
                   r"\.$")
# the damage each Token's destruction deals its controller (4-7-8), with or without the rider
# above: "They cannot be Tributed for a Tribute Summon, and each time 1 is destroyed, its
# controller takes 300 damage.", "When this Token is destroyed, its controller takes 300 damage."
DAMAGE = re.compile(r"^(?:(?:They|These Tokens) cannot be Tributed for a Tribute Summon, and "
                    r"each time 1 is destroyed|When this Token is destroyed), its controller "
                    r"takes (?P<damage>\d{1,5}) damage\.$")


def _stats(text: str) -> Fields | None:
    """"Beast/EARTH/Level 1/ATK 0/DEF 0", "Wyrm/Tuner/WATER/Level 4/ATK 0/DEF 0"."""
    parts = text.split("/")
    if len(parts) not in (5, 6):
        return None
    kind = TYPE.match(parts[0])
    level = LEVEL.match(parts[-3])
    atk, defense = STAT.match(parts[-2]), STAT.match(parts[-1])
    attribute = parts[-4]
    tuner = parts[1] if len(parts) == 6 else ""
    if kind is None or level is None or atk is None or defense is None \
            or atk.group(1) != "ATK" or defense.group(1) != "DEF" \
            or attribute not in ATTRIBUTES or tuner not in ("", "Tuner"):
        return None
    return {"type": [kind.group("type"), *([tuner] if tuner else [])],
            "attribute": attribute, "level": int(level.group(1)),
            "atk": int(atk.group(2)), "def": int(defense.group(2))}


def read(text: str) -> list[Fields] | None:
    """The `summon_tokens` step of the sentence, or None."""
    found = SUMMON.match(text) or MANY.match(text)
    if found is None or found.groupdict().get("after") and found.group("before"):
        return None
    count = int(found.group("count")) if "count" in found.groupdict() else 0  # 0: as many
    stats = _stats(found.group("stats"))
    if stats is None or not 0 <= count <= 5:
        return None
    name = found.group("name")
    if name.endswith("Tokens"):  # "Sheep Tokens": each is a "Sheep Token"
        name = name[:-1]
    step: Fields = {"name": name, "count": count or "as_many", **stats}
    position = found.group("before") or found.groupdict().get("after")
    if position:
        step["position"] = "defense" if "Defense" in position else "attack"
    if found.groupdict().get("to"):
        step["to"] = "opponent"
    return [{"summon_tokens": step}]


# "While the Token Special Summoned by this effect is on the field, you cannot Special Summon
# monsters from the Extra Deck, except Insect monsters." (4-7-6)
WHILE = re.compile(r"^While (?:the Token Special Summoned by this effect is on the field|that "
                   r"Token is in the Monster Zone), (?:you|the player who Summoned it) cannot "
                   r"Special Summon(?: monsters)?(?P<extra> from the Extra Deck)?, except "
                   rf"{lock_shapes.ALLOWED}\.$")


def rider(text: str, steps: list[Fields]) -> bool:
    """"They cannot be Tributed for a Tribute Summon." (4-7-4), "..., and each time 1 is
    destroyed, its controller takes 300 damage." (4-7-8) or "While that Token is in the Monster
    Zone, ... cannot Special Summon ..." (4-7-6) after the sentence that made them: the Tokens
    of `steps` get it; whether the sentence was such a rider of theirs."""
    made = [step["summon_tokens"] for step in _walk(steps) if "summon_tokens" in step]
    if len(made) != 1:
        return False
    found = RIDER.match(text)
    if found is not None and found.group("archetype"):  # "..., except for "Jurrac" monsters"
        made[0]["no_tribute_summon_except"] = found.group("archetype")
        return True
    if found is not None:
        made[0]["no_tribute_summon_turn" if found.group("turn") else "no_tribute_summon"] = True
        return True
    hurt = DAMAGE.match(text)
    if hurt is not None and "destroyed_damage" not in made[0] \
            and (made[0]["count"] == 1) == text.startswith("When this Token"):
        if text.endswith("each time 1 is destroyed, its controller takes "
                         f"{hurt.group('damage')} damage."):
            made[0]["no_tribute_summon"] = True
        made[0]["destroyed_damage"] = int(hurt.group("damage"))
        return True
    bound = WHILE.match(text)
    allowed = described.fields(bound, monster=True) if bound is not None else None
    if bound is None or not allowed or "lock" in made[0]:
        return False
    made[0]["lock"] = {"from": "extra_deck" if bound.group("extra") else "any",
                       "except": allowed}
    return True


# "You cannot Summon other monsters the turn you activate this card (but you can Normal Set)."
BAN = re.compile(r"^You cannot Summon other monsters the turn you activate this card \(but you "
                 r"can (?:Normal )?Set\)\.$")
SUMMONING = ("special_summon", "fetch", "fusion_summon", "ritual_summon")


def with_ban(head: Fields | None) -> Fields | None:
    """A Spell's or Trap's reading, the sentence BAN after it: `no_summons_turn` (5-2-12),
    when the card's "other monsters" are the Tokens it makes and nothing else it summons."""
    if head is None or "effect" not in head or head.keys() & {"left", "effects",
                                                              "summon_lock_turn"}:
        return None
    steps = _walk(head["effect"])
    if not any("summon_tokens" in step for step in steps) \
            or any(kind in step for step in steps for kind in SUMMONING):
        return None
    return {**head, "no_summons_turn": True}


def _walk(steps: list[Fields]) -> list[Fields]:
    found = []
    for step in steps:
        found.append(step)
        for key in ("if_you_do", "then"):
            if isinstance(step.get(key), list):
                found += _walk(step[key])
    return found
