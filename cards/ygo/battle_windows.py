"""Continuous Effects that change ATK and DEF only in a battle, "during the Damage Step only" or
"during damage calculation only" (12-4-15), of monsters other than the card itself or in an
older wording, read into the scenario format's `stat_changes` with `battle` (continuous.py).

Standard library only. continuous_shapes.in_battle reads the card's own change ("If this card
attacks an opponent's monster, this card gains 500 ATK during the Damage Step only."); here:

- 'If your "Dinowrestler" monster attacks an opponent's monster, it gains 200 ATK during damage
  calculation only.': `monsters` (the words), `player: controller`, `battle: {role: attacks,
  versus: monster}`; "a "Destiny HERO" monster" is of either player (`player: any`);
- '... attacks a monster with a higher ATK, the attacking monster gains 1000 ATK ...' (Dark
  City, Skyscraper): `stronger: true`, the monster it battles has a higher ATK than its own;
- 'If your opponent's monster battles an "Alien" monster you control, the opponent's monster
  loses 300 ATK and DEF ...': `player: opponent`, `against` the "Alien" monster;
- 'When a "Six Samurai" monster is attacked, the attacking monster loses 500 ATK ...': every
  monster (`monsters: {}`) that attacks one so described;
- "If this card battles a DARK monster, increase the ATK of this card by 500 points during the
  Damage Step only.": the older words of "this card gains 500 ATK", read as the card's own.

The subject must fit the battle ("the attacking monster" one that attacks, "the opponent's
monster" the opponent's); any other word leaves the sentence unread. Patterns are anchored,
with no quantified group inside another: linear.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cards.ygo import described

Fields = dict[str, Any]
KINDS = described.MONSTER_KINDS + "|Fusion|Synchro|Xyz|Link|Tuner"

SENTENCE = re.compile(r"^(?:If|When) (?P<who>[^,]+?) (?P<role>attacks|battles|is attacked)"
                      r"(?P<versus>(?: [^,]+)?), (?P<subject>it|the attacking monster|the "
                      r"opponent's monster) (?P<verb>gains|loses) (?P<n>\d+) (?P<stat>ATK/DEF|"
                      r"ATK and DEF|ATK|DEF) during (?P<window>the Damage Step|damage "
                      r"calculation) only\.$")
WHO = re.compile(r"^(?P<whose>an?|your|your opponent's) " + described.words(KINDS)
                 + r"(?P<noun>monster|Monster)$")
AGAINST = re.compile(r"^ an? " + described.words(KINDS) + r"(?P<noun>monster|Monster)"
                     r"(?P<mine> you control)?$")
PLAYERS = {"a": "any", "an": "any", "your": "controller", "your opponent's": "opponent"}
STRONGER = (" a monster with a higher ATK", " a monster with higher ATK",
            " a monster that has a higher ATK")
# the older wording of the card's own change: "increase the ATK of this card by 500 points"
OLDER = re.compile(r"^(?P<head>If this card (?:attacks|battles|is attacked)[^,]*), increase the "
                   r"ATK of this card by (?P<n>\d+) points (?P<tail>during (?:the Damage Step|"
                   r"damage calculation) only\.)$")


def read(text: str, own: Callable[[str], Fields | None]) -> Fields | None:
    """The `stat_changes` entry of one sentence, or None; `own` reads the card's own change
    (continuous_shapes.in_battle), to which the older wording is given."""
    older = OLDER.match(text)
    if older is not None:
        return own(f"{older.group('head')}, this card gains {older.group('n')} ATK "
                   f"{older.group('tail')}")
    found = SENTENCE.match(text)
    if found is None:
        return None
    battle = _attacked(found) if found.group("role") == "is attacked" else _changed(found)
    if battle is None:
        return None
    amount = int(found.group("n")) * (-1 if found.group("verb") == "loses" else 1)
    stat = found.group("stat")
    window = "damage_step" if found.group("window") == "the Damage Step" else \
        "damage_calculation"
    monsters, player, fight = battle
    return {"monsters": monsters, "player": player, "atk": amount if stat != "DEF" else 0,
            "def": amount if stat != "ATK" else 0, "battle": {**fight, "window": window}}


def _attacked(found: re.Match[str]) -> tuple[Fields, str, Fields] | None:
    """"When a "Six Samurai" monster is attacked, the attacking monster ...": every monster
    that attacks one so described."""
    who = WHO.match(found.group("who"))
    if who is None or who.group("whose") not in ("a", "an") or found.group("versus") \
            or found.group("subject") != "the attacking monster":
        return None
    words = described.fields(who, monster=True)
    if not words:
        return None
    return {}, "any", {"role": "attacks", "versus": "monster", "against": words}


def _changed(found: re.Match[str]) -> tuple[Fields, str, Fields] | None:
    """"If your "X" monster attacks ..., it gains ...": the monsters so described, in the
    battle the words after the verb name."""
    who = WHO.match(found.group("who"))
    words = described.fields(who, monster=True) if who is not None else None
    if who is None or words is None:
        return None
    whose, role, subject = who.group("whose"), found.group("role"), found.group("subject")
    if subject == "the attacking monster" and role != "attacks" or \
            subject == "the opponent's monster" and whose != "your opponent's":
        return None
    fight = _versus(found.group("versus"), whose)
    if fight is None:
        return None
    return words, PLAYERS[whose], {"role": role, **fight}


def _versus(text: str, whose: str) -> Fields | None:
    """What the monster battles: any battle (""), "an opponent's monster" (of a monster of
    yours), one with a higher ATK than its own, or one so described."""
    if not text:
        return {}
    if text == " an opponent's monster":
        return {"versus": "monster"} if whose == "your" else None
    if text in STRONGER:
        return {"versus": "monster", "stronger": True}
    against = AGAINST.match(text)
    words = described.fields(against, monster=True) if against is not None else None
    if against is None or not words or against.group("mine") and whose != "your opponent's":
        return None  # "you control": the one it battles is the card's controller's
    return {"versus": "monster", "against": words}
