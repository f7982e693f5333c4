"""Continuous Effects that change ATK and DEF (5-1-1), read into the scenario format's
`stat_changes` (docs/scenario-format.md): a sentence's parts, each read on its own.

Standard library only. A sentence is WHO, a verb, an amount, and an optional "for each" COUNT:

- WHO: "This card" (or nothing: "Gains 300 ATK ..."), or monsters described ("All face-up
  "Harpie" monsters you control", "Other LIGHT Machine monsters you control", "Monsters your
  opponent controls", "All Level 4 or lower WATER monsters on the field": the words described.py
  reads, `player` from "you control" / "your opponent controls" / "Your", `other`);
- "gain(s)" or "lose(s)" N "ATK", "DEF", "ATK/DEF" or "ATK and DEF";
- COUNT: "card in your hand", ""X" monster in your GY", ""X" in your Graveyard" (a name), "LIGHT
  monster in your opponent's GY", "monster your opponent controls", "other Machine monster on
  the field", "of your banished "X" monsters" (`for_each`: zone, player, what, description).

Two such parts joined by ", also" ("All EARTH monsters on the field gain 500 ATK and DEF, also
all WIND monsters on the field lose 400 ATK and DEF.") are two changes. Any other word (a
condition "While ...", "during the Damage Step only", "with a different name", counters,
materials) leaves the sentence unread. Patterns are anchored, each part matched alone, no
nested quantified group: linear.
"""
from __future__ import annotations

import re
from typing import Any

from cards.ygo import (
    battle_windows,
    column_shapes,
    continuous_attacks,
    continuous_conditions,
    continuous_survivals,
    counted_more,
    counter_battle_shapes,
    counter_shapes,
    described,
    level_stat_shapes,
    link_zone_shapes,
    psct,
    xyz_shapes,
)

Fields = dict[str, Any]

SENTENCE = re.compile(r"^(?:(?P<who>[^.]*?) )?(?P<verb>[Gg]ains?|[Ll]oses?) (?P<n>\d+(?:,\d{3})?) "
                      r"(?P<stat>ATK/DEF|ATK and DEF|ATK|DEF)(?: for each (?P<count>[^.]+?))?"
                      r"(?P<during>,? during your (?:opponent's )?(?:turn|Battle Phase) only)?$")
DURING = {"your turn": "own_turn", "your opponent's turn": "opponent_turn",
          "your Battle Phase": "own_battle", "your opponent's Battle Phase": "opponent_battle"}
KINDS = described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link|Tuner"
WHERE = {"you control": "controller", "your opponent controls": "opponent",
         "on the field": "any", None: "any"}
MONSTERS = re.compile(r"^(?:[Aa]ll )?(?P<your>[Yy]our )?(?:(?P<face>[Ff]ace-up) )?"
                      r"(?:(?P<other>[Oo]ther) )?" + described.words(KINDS)
                      + r"(?P<noun>[Mm]onsters)(?: (?P<where>you control|your opponent controls"
                      r"|on the field))?$")
# what "for each" counts: a description and a noun, then where
COUNTED = re.compile(r"^(?:(?P<other>other) )?(?:(?P<face>face-up) )?" + described.words(KINDS)
                     + r"(?P<noun>monster|card|Spell|Trap|Monster)(?: (?P<where>you control|your "
                     r"opponent controls|on the field|in your hand|in your opponent's hand|in "
                     r"your (?:GY|Graveyard)|in your opponent's (?:GY|Graveyard)))?$")
# the older 'Reptile-Type "Worm" monster' says what '"Worm" Reptile monster' says
TYPE_FIRST = re.compile(r'^(?P<type>[A-Z][a-z]+(?: [A-Z][a-z]+)?-Type) (?P<name>"[^"]+") ')
# "Tuner" alone is a noun: "for each Tuner in your GY" counts Tuner monsters
TUNER_NOUN = re.compile(r"\bTuner (?=in |you |on |your )")
NAMED = re.compile(r'^"(?P<name>[^"]+)" (?P<where>you control|in your (?:GY|Graveyard)|in your '
                   r"opponent's (?:GY|Graveyard))$")
BANISHED = re.compile(r"^(?:of (?P<whose>your|your opponent's) )?banished "
                      + described.words(KINDS) + r"(?P<noun>monsters?|cards?)$")
COUNT_WHERE = {"you control": ("field", "controller"),
               "your opponent controls": ("field", "opponent"), "on the field": ("field", "any"),
               "in your hand": ("hand", "controller"),
               "in your opponent's hand": ("hand", "opponent"),
               "in your GY": ("graveyard", "controller"),
               "in your Graveyard": ("graveyard", "controller"),
               "in your opponent's GY": ("graveyard", "opponent"),
               "in your opponent's Graveyard": ("graveyard", "opponent")}
NOUNS = {"monster": "monster", "Monster": "monster", "card": "card", "Spell": "spell",
         "Trap": "trap"}


BATTLE = re.compile(r"^If this card (?P<role>attacks|is attacked|battles)(?P<versus>[^,]*), "
                    r"(?:this card|it) (?P<verb>gains|loses) (?P<n>\d+) (?P<stat>ATK/DEF|ATK and "
                    r"DEF|ATK|DEF) during (?P<window>the Damage Step|damage calculation) only\.$")
ROLES = {"attacks": "attacks", "is attacked": "attacked", "battles": "battles"}
VERSUS: dict[str, Fields] = {"": {}, " an opponent's monster": {"versus": "monster"},
          " by an opponent's monster": {"versus": "monster"}, " directly": {"versus": "direct"}}
AGAINST = re.compile(r"^ an? " + described.words(KINDS) + r"(?P<noun>monster|Monster)$")


def in_battle(text: str) -> Fields | None:
    """"If this card attacks an opponent's monster, this card gains 500 ATK during the Damage
    Step only.": a change of the card's own, only in the battle and the window it names."""
    found = BATTLE.match(text)
    if found is None:
        return None
    versus = VERSUS.get(found.group("versus"))
    role = ROLES[found.group("role")]
    if versus is None:
        against = AGAINST.match(found.group("versus"))
        words = described.fields(against, monster=True) if against else None
        if not words or role == "attacked":
            return None  # "a Defense Position monster", "the monster in its column": unread
        versus = {"versus": "monster", "against": words}
    if role == "attacked" and versus.get("versus") == "direct":
        return None
    amount = int(found.group("n")) * (-1 if found.group("verb") == "loses" else 1)
    stat = found.group("stat")
    window = "damage_step" if found.group("window") == "the Damage Step" else \
        "damage_calculation"
    return {"atk": amount if stat != "DEF" else 0, "def": amount if stat != "ATK" else 0,
            "battle": {"role": role, **versus, "window": window}}


def sentence(text: str) -> list[Fields] | None:
    """The `stat_changes` one sentence sets, under the condition it starts or ends with
    (continuous_conditions.py), or None when any word of it is not read."""
    battle = in_battle(text)  # "If this card attacks ...": a battle, not a condition
    battle = battle or battle_windows.read(text, in_battle)  # other monsters' battles (12-4-15)
    battle = battle or counter_battle_shapes.read(text, in_battle)  # for each counter (4-8-4)
    if battle is not None:
        return [battle]
    summed = link_zone_shapes.summed(text)  # "equal to the combined original ATK of" (4-4-10)
    if summed is not None:
        return summed
    leveled = level_stat_shapes.sentence(text)  # "Gains ATK equal to its Level x 300." 5-1-16
    if leveled is not None:
        return leveled
    split = continuous_conditions.split(text)
    if split is None or split[0] and split[1] == text:
        return None
    changes = _unconditional(split[1], bool(split[0]))
    if changes is None or not split[0]:
        return changes
    return [{**change, "if": split[0]} for change in changes]


def _unconditional(text: str, conditioned: bool = False) -> list[Fields] | None:
    if not text.endswith("."):
        return None
    parts = text[:-1].split(", also ")
    changes = [_change(part, conditioned) for part in parts]
    if any(change is None for change in changes):
        return None
    return [change for change in changes if change is not None]


def _change(text: str, conditioned: bool = False) -> Fields | None:
    found = SENTENCE.match(text)
    if found is None:
        return None
    who = found.group("who")
    if who is None and found.group("verb")[0].islower():
        return None  # "gains" with nothing before it: a rider of another sentence
    subject = {} if who in (None, "This card") else _monsters(who)
    if subject is None or (who is None or who == "This card") != found.group("verb").endswith(
            "s"):
        return None  # "This card gains", "All ... monsters gain": as the cards print them
    amount = int(found.group("n").replace(",", "")) * (
        -1 if found.group("verb").lower().startswith("lose") else 1)
    stat = found.group("stat")
    change: Fields = {**subject, "atk": amount if stat != "DEF" else 0,
                      "def": amount if stat != "ATK" else 0}
    if found.group("count"):
        counted = xyz_shapes.material_count(found.group("count")) \
            or _counted(found.group("count")) \
            or counted_more.on_field(found.group("count")) \
            or counter_shapes.counted(found.group("count"))  # Xyz Materials (4-4-3), 4-8-4
        if counted is None:
            return None
        change["for_each"] = counted
    elif not subject and not conditioned and not found.group("during"):
        return None  # "This card gains 300 ATK." alone: a rider of the sentence before it
    if found.group("during"):
        words = found.group("during").removeprefix(",").removeprefix(" during ")
        change["during"] = DURING[words.removesuffix(" only")]
    return change


def _monsters(who: str) -> Fields | None:
    """The monsters WHO describes: `monsters` (their words), `player`, `other`."""
    found = MONSTERS.match(who)
    if found is None:
        return None
    words = described.fields(found, monster=True)
    if words is None or found.group("your") and found.group("where"):
        return None
    out: Fields = {"monsters": words,
                   "player": "controller" if found.group("your") else WHERE[found.group("where")]}
    if found.group("other"):
        out["other"] = True
    return out


def _counted(text: str) -> Fields | None:
    """What "for each" counts: `zone`, `player`, `what` and the description's words."""
    more = link_zone_shapes.counted(text)  # "monster it points to", "co-linked" (4-4-10)
    more = more or counted_more.read(text, _counted)  # "card your opponent controls", "in the GYs"
    if more is not None:
        return more
    if text in ("card in your hand", "card in your opponent's hand"):
        return {"zone": "hand", "player": "controller" if "your hand" in text else "opponent",
                "what": "card"}
    named = NAMED.match(text)
    if named is not None:
        zone, player = COUNT_WHERE[named.group("where")]
        return {"zone": zone, "player": player, "what": "card", "names": [named.group("name")]}
    banished = BANISHED.match(text)
    if banished is not None:
        return _banished(banished)
    but_this = text.endswith(", except this card")  # "other": not the card itself
    text = TUNER_NOUN.sub("Tuner monster ", text.removesuffix(", except this card"))
    text = TYPE_FIRST.sub(r'\g<name> \g<type> ', text)  # the older order of the words
    found = COUNTED.match(text)
    if found is None or found.group("where") is None:
        return None
    zone, player = COUNT_WHERE[found.group("where")]
    what = NOUNS[found.group("noun")]
    words = described.fields(found, monster=what == "monster")
    if words is None or zone == "field" and what != "monster":
        return None  # "for each Spell you control": not a shape the cards print
    if found.group("face") and not words or zone != "field" and found.group("face"):
        return None  # "face-up monster": the count would take face-down ones too
    out: Fields = {"zone": zone, "player": player, "what": what, **words}
    if found.group("other") or but_this:
        out["other"] = True
    return out


def _banished(found: re.Match[str]) -> Fields | None:
    words = described.fields(found, monster=found.group("noun").startswith("monster"))
    if words is None:
        return None
    whose = {"your": "controller", "your opponent's": "opponent", None: "any"}
    return {"zone": "banished", "player": whose[found.group("whose")],
            "what": "monster" if found.group("noun").startswith("monster") else "card", **words}


def read_monster(breakdown: psct.Breakdown, fields: Fields, read: list[str]) -> None:
    """A monster's Continuous Effects on ATK and DEF among its sentences still unread, added
    to `fields["stat_changes"]` and `read`; one under a clause or with "●" choices stays.
    So are its other Continuous Effects on battle: `attack_shield`, `survives`,
    `defense_attack`."""
    pair = continuous_attacks.defense_attack([e.text for e in breakdown.effects
                                              if e.kind == "continuous" and not e.clauses])
    if pair is not None:  # 12-3-17
        fields["defense_attack"] = pair[0]
        read += [continuous_attacks.DEFENSE_ATTACK, pair[1]]
    for effect in psct.unread_continuous(breakdown, read):
        changes = sentence(effect.text) or column_shapes.beside_stat(effect.text, sentence)
        shield = continuous_attacks.read(effect.text) if "attack_shield" not in fields else None
        if changes is not None:
            fields["stat_changes"] = fields.get("stat_changes", []) + changes
            read.append(effect.text)
        elif shield is not None:  # 12-3-16
            fields["attack_shield"] = shield
            read.append(effect.text)
        elif effect.text in continuous_attacks.MUST:  # 12-3-18
            fields[continuous_attacks.MUST[effect.text]] = True
            read.append(effect.text)
        elif effect.text in continuous_attacks.WORDINGS:  # 12-3-10, 12-3-11, 12-8-5
            fields[continuous_attacks.WORDINGS[effect.text]] = True
            read.append(effect.text)
        elif (survival := continuous_survivals.read(effect.text)) is not None:  # 5-3-15
            fields["survives"] = fields.get("survives", []) + [survival]
            read.append(effect.text)
        elif (kept := continuous_survivals.protection(effect.text)
              or continuous_survivals.target_guard(effect.text)) is not None:
            for key in ("survives", "target_guards"):
                if key in kept:
                    fields[key] = fields.get(key, []) + kept.pop(key)
            fields.update(kept)  # 5-3-12, 12-8-3, 5-4-4
            read.append(effect.text)


LIMITING = re.compile(r"^(?:Activate this card|Activate only|You can only control|You can only "
                      r"activate|Equip only)")


def encode_lasting(breakdown: psct.Breakdown) -> Fields | None:
    """A Continuous or Field Spell's, or a Continuous Trap's, fields when some of its sentences
    are such changes: its activation does nothing more (`effect` empty, 10-4-2), its other
    sentences under `left`; None when none is, or its text limits its activation."""
    changes: list[Fields] = []
    survives: list[Fields] = []
    guards: list[Fields] = []
    left = []
    counted: Fields = {}  # "Each time ..., place 1 Bushido Counter on this card" (4-8-10)
    for effect in breakdown.effects:
        if LIMITING.match(effect.text):
            return None
        found = sentence(effect.text) if effect.kind == "continuous" and not effect.clauses \
            and not effect.options else None
        survival = continuous_survivals.read(effect.text) if effect.kind == "continuous" \
            and not effect.clauses else None
        kept = continuous_survivals.protection(effect.text) if effect.kind == "continuous" \
            and not effect.clauses else None
        guard = continuous_survivals.target_guard(effect.text) if effect.kind == "continuous" \
            and not effect.clauses else None
        if survival is not None and "monsters" in survival:  # 5-3-15
            survives.append(survival)
        elif kept is not None and list(kept) == ["survives"] \
                and all("monsters" in entry for entry in kept["survives"]):
            survives += kept["survives"]  # 5-3-12, 12-8-3
        elif guard is not None:  # 5-4-4
            guards += guard["target_guards"]
            survives += guard.get("survives", [])
        elif found is None and (kind := counter_shapes.static(effect.text, counted)) is not None:
            counted = kind
        elif found is None:
            left.append(effect.text)
        elif all("monsters" in change for change in found):  # a Spell's own ATK: none
            changes += found
        else:
            left.append(effect.text)
    if not (changes or survives or guards) or any(LIMITING.match(limit)
                                                   for limit in breakdown.limits):
        return None
    out: Fields = {"effect": [], **({"stat_changes": changes} if changes else {}),
                   **({"counter": counted} if counted else {}),
                   **({"survives": survives} if survives else {}),
                   **({"target_guards": guards} if guards else {})}
    if left or breakdown.limits:
        out["left"] = left + list(breakdown.limits)
    return out


counted = _counted  # what "for each" counts, read the same way on a step (tally_shapes.py)
